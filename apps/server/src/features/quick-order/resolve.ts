import {
  CART_QUANTITY_LIMITS,
  QUICK_ORDER_MAX_LINES,
  type QuickOrderLine,
  type QuickOrderResolution,
  type ResolvedProduct,
} from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { products } from '../../db/schema';
import { ProblemError } from '../../http/problem';
import type { WrittenLine } from './parse';

/**
 * A quick order's written lines resolved against the catalogue (issue 17): each line ready with its product and
 * quantity, or refused with the reason. A part matches the catalogue's part ignoring case and separators, the
 * way `products.part_key` is kept (one indexed lookup for all the lines); a part no available product has is
 * looked for among the withdrawn ones, to say which of the two it is.
 */

/** The part as `products.part_key` keeps it: lower case, letters and digits only. */
export function partKey(part: string): string {
  return part.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The quantity written, or null when it is not a whole number the cart takes; blank orders 1. */
export function quantityOf(text: string): number | null {
  if (text === '') return 1;
  const match = /^(\d{1,9})(?:\.0*)?$/.exec(text);
  if (!match) return null;
  const quantity = Number(match[1]);
  return quantity >= CART_QUANTITY_LIMITS.min && quantity <= CART_QUANTITY_LIMITS.max ? quantity : null;
}

type ProductMatch = ResolvedProduct & { key: string };

async function productsByKey(db: Executor, keys: string[], available: boolean) {
  const found = new Map<string, ProductMatch[]>();
  if (keys.length === 0) return found;
  const rows = await db
    .select({
      id: products.id,
      manufacturerPart: products.manufacturerPart,
      manufacturerName: products.manufacturerName,
      description: products.description,
      unitPrice: products.unitPrice,
      pricingHidden: products.pricingHidden,
      key: products.partKey,
    })
    .from(products)
    // `available` as the partial index of part keys has it, so the lookup walks that index.
    .where(and(inArray(products.partKey, keys), eq(products.available, available)))
    .orderBy(products.manufacturerName, products.id);
  for (const row of rows) found.set(row.key, [...(found.get(row.key) ?? []), row]);
  return found;
}

export async function resolveQuickOrder(
  db: Executor,
  written: readonly WrittenLine[],
): Promise<QuickOrderResolution> {
  if (written.length === 0) throw new ProblemError(422, 'QuickOrderEmpty', formatMessage('QuickOrder.Empty'));
  if (written.length > QUICK_ORDER_MAX_LINES) {
    throw new ProblemError(
      422,
      'QuickOrderTooManyLines',
      formatMessage('QuickOrder.TooManyLines', {
        max: QUICK_ORDER_MAX_LINES.toLocaleString('en-US'),
        count: written.length.toLocaleString('en-US'),
      }),
    );
  }
  const keys = [...new Set(written.map((line) => partKey(line.part)).filter((key) => key !== ''))];
  const available = await productsByKey(db, keys, true);
  const withdrawn = await productsByKey(
    db,
    keys.filter((key) => !available.has(key)),
    false,
  );

  const lines = written.map((line): QuickOrderLine => {
    const base = { line: line.line, part: line.part, quantityText: line.quantityText };
    const refuse = (code: NonNullable<QuickOrderLine['code']>, reason: string): QuickOrderLine => ({
      ...base,
      status: 'refused',
      quantity: null,
      product: null,
      code,
      reason,
    });
    if (line.part === '') return refuse('PartMissing', formatMessage('QuickOrder.PartMissing'));
    const key = partKey(line.part);
    const matches = available.get(key) ?? [];
    if (matches.length === 0) {
      return withdrawn.has(key)
        ? refuse('ProductNotAvailable', formatMessage('Cart.ProductNotAvailable'))
        : refuse('UnknownPart', formatMessage('QuickOrder.UnknownPart', { part: line.part }));
    }
    if (matches.length > 1) {
      const manufacturers = [...new Set(matches.map((match) => match.manufacturerName))].join(', ');
      return refuse(
        'AmbiguousPart',
        formatMessage('QuickOrder.AmbiguousPart', { part: line.part, manufacturers }),
      );
    }
    const quantity = quantityOf(line.quantityText);
    if (quantity === null) {
      return refuse(
        'QuantityInvalid',
        formatMessage('QuickOrder.QuantityInvalid', {
          quantity: line.quantityText,
          min: CART_QUANTITY_LIMITS.min,
          max: CART_QUANTITY_LIMITS.max.toLocaleString('en-US'),
        }),
      );
    }
    const { key: _key, ...product } = matches[0] as ProductMatch;
    return { ...base, status: 'ready', quantity, product, code: null, reason: null };
  });
  const ready = lines.filter((line) => line.status === 'ready').length;
  return { lines, ready, refused: lines.length - ready };
}
