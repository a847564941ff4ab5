import type { AddedLine, CartAdditionResult, LineRefusalCode, RefusedLine } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { CART_QUANTITY_MAX } from '@b2b-portal/flows/rules';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cartLines } from '../../db/schema';
import type { Principal, Services } from '../../http/context';
import { assertLiveCartWritable, ensureLiveCart } from './live-cart';
import { addProductLines, type ProductAddition, productsById } from './operations';
import { writeCart } from './versioned';

/**
 * Many catalogue lines into the caller's live cart in one versioned write (issue 17: a quick order's ready lines,
 * an order's lines again). Each line goes the way `Product/addItem` adds one (`addProductLines`); a line whose
 * product is gone or withdrawn, or that the cart's quantity limit refuses, is answered with the reason instead,
 * and the others are still added.
 */

export interface CatalogueLineRequest {
  /** The caller's name for the line: a quick order's line number, an order's line number. */
  line: number;
  /** Null for a line that was never a catalogue product (a custom request item). */
  productId: string | null;
  manufacturerPart: string;
  quantity: number;
  /** The line's service length; the product's own when absent. */
  serviceLength?: number;
}

/** The refusals of the cart itself, in the catalogue's words. */
export type CartRefusalCode = Extract<
  LineRefusalCode,
  'ProductNotAvailable' | 'NotACatalogueProduct' | 'QuantityTooLarge'
>;

const cartReasons: Record<CartRefusalCode, () => string> = {
  ProductNotAvailable: () => formatMessage('Cart.ProductNotAvailable'),
  NotACatalogueProduct: () => formatMessage('Reorder.NotACatalogueProduct'),
  QuantityTooLarge: () =>
    formatMessage('Cart.QuantityTooLarge', { max: CART_QUANTITY_MAX.toLocaleString('en-US') }),
};

export function refusedLine(
  request: Pick<CatalogueLineRequest, 'line' | 'manufacturerPart'>,
  code: CartRefusalCode,
): RefusedLine {
  return {
    line: request.line,
    manufacturerPart: request.manufacturerPart,
    code,
    reason: cartReasons[code](),
  };
}

export async function addCatalogueLines(
  services: Services,
  principal: Principal,
  requests: readonly CatalogueLineRequest[],
): Promise<CartAdditionResult> {
  const { db } = services;
  await assertLiveCartWritable(db, principal);
  const products = await productsById(
    db,
    requests.map((request) => request.productId),
  );
  const refused: RefusedLine[] = [];
  const additions: ProductAddition<CatalogueLineRequest>[] = [];
  for (const request of requests) {
    const product = request.productId ? products.get(request.productId) : undefined;
    if (!request.productId) refused.push(refusedLine(request, 'NotACatalogueProduct'));
    else if (!product?.available) {
      const manufacturerPart = request.manufacturerPart || product?.manufacturerPart || '';
      refused.push(refusedLine({ line: request.line, manufacturerPart }, 'ProductNotAvailable'));
    } else
      additions.push({
        ref: request,
        product,
        quantity: request.quantity,
        serviceLength: request.serviceLength ?? product.serviceLength,
      });
  }
  const cart = await ensureLiveCart(db, principal);
  const countLines = async (tx: Executor) => {
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(cartLines)
      .where(eq(cartLines.cartId, cart.id));
    return Number(row?.count ?? 0);
  };
  let tooLarge: ProductAddition<CatalogueLineRequest>[] = [];
  const cartCount =
    additions.length === 0
      ? await countLines(db)
      : await writeCart(
          db,
          cart.id,
          async (ctx) => {
            tooLarge = (await addProductLines(ctx, additions)).tooLarge;
            return tooLarge.length < additions.length;
          },
          (tx) => countLines(tx),
        );
  const over = new Set(tooLarge.map((addition) => addition.ref));
  for (const { ref, product } of tooLarge) {
    refused.push(
      refusedLine({ line: ref.line, manufacturerPart: product.manufacturerPart }, 'QuantityTooLarge'),
    );
  }
  const added: AddedLine[] = additions
    .filter((addition) => !over.has(addition.ref))
    .map(({ ref, product, quantity }) => ({
      line: ref.line,
      manufacturerPart: product.manufacturerPart,
      quantity,
    }));
  refused.sort((a, b) => a.line - b.line);
  return { added, refused, cartCount };
}
