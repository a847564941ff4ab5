import { randomUUID } from 'node:crypto';
import type { SavedCartCreated, SavedCartKind, SavedCartSummary } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { cartTotals, dateRangeFor } from '@b2b-portal/flows/rules';
import { and, asc, desc, eq, gte, ilike, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { carts, documentCounters } from '../../db/schema';
import type { Principal } from '../../http/context';
import { Problems } from '../../http/problem';
import { type CartContents, type CartRow, linePricing, ownerNames, readContents } from '../cart/document';
import { companyOf } from '../cart/live-cart';
import { copyContents } from '../cart/operations';
import { containsPattern as likePattern } from '../documents/keyword-match';

/** Saved carts (templates) and stored configurations: numbers, access, search and copies. */

const FIRST_SAVED_CART_NUMBER = 100_001;

/** The next saved-cart number (SC-100001, SC-100002…), from the `document_counters` row `SC`. */
export async function nextSavedCartNumber(db: Executor): Promise<string> {
  const [row] = await db
    .insert(documentCounters)
    .values({ name: 'SC', value: FIRST_SAVED_CART_NUMBER })
    .onConflictDoUpdate({ target: documentCounters.name, set: { value: sql`${documentCounters.value} + 1` } })
    .returning({ value: documentCounters.value });
  return `SC-${row?.value ?? FIRST_SAVED_CART_NUMBER}`;
}

/** A new saved cart (template or configuration) holding a copy of `contents`. */
export async function createSavedCartFrom(
  db: Executor,
  saved: {
    companyId: string;
    ownerUserId: string | null;
    kind: SavedCartKind;
    title: string;
    notes: string;
    contents: CartContents;
    createdAt?: Date;
    id?: string;
  },
): Promise<SavedCartCreated> {
  const documentNumber = await nextSavedCartNumber(db);
  const [cart] = await db
    .insert(carts)
    .values({
      id: saved.id ?? randomUUID(),
      companyId: saved.companyId,
      ownerUserId: saved.ownerUserId,
      kind: saved.kind,
      title: saved.title,
      notes: saved.notes,
      documentNumber,
      ...(saved.createdAt && { createdAt: saved.createdAt, updatedAt: saved.createdAt }),
    })
    .returning();
  const created = cart as CartRow;
  await copyContents({ tx: db, cart: created, version: created.version }, saved.contents, {
    keepOptional: saved.kind === 'configuration',
  });
  return { id: created.id, documentNumber };
}

export const savedCartNotFound = () =>
  Problems.notFound('SavedCartNotFound', formatMessage('SavedCart.NotFound'));
export const sharedCartNotFound = () =>
  Problems.notFound('SharedSavedCartNotFound', formatMessage('SharedSavedCart.NotFound'));

/** The caller's own templates. */
const ownTemplates = (principal: Principal) =>
  and(
    eq(carts.kind, 'template'),
    eq(carts.ownerUserId, principal.userId),
    eq(carts.companyId, companyOf(principal)),
  ) as SQL;

/** Stored configurations shared with the caller's company. */
const companyConfigurations = (principal: Principal) =>
  and(
    eq(carts.kind, 'configuration'),
    isNull(carts.ownerUserId),
    eq(carts.companyId, companyOf(principal)),
  ) as SQL;

async function findOne(db: Executor, where: SQL, id: string): Promise<CartRow | undefined> {
  const [cart] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.id, id), where))
    .limit(1);
  return cart;
}

/** The caller's template `id`; another user's, another company's or a configuration answers 404. */
export async function findTemplate(db: Executor, principal: Principal, id: string): Promise<CartRow> {
  const cart = await findOne(db, ownTemplates(principal), id);
  if (!cart) throw savedCartNotFound();
  return cart;
}

/** A configuration of the caller's company. */
export async function findConfiguration(db: Executor, principal: Principal, id: string): Promise<CartRow> {
  const cart = await findOne(db, companyConfigurations(principal), id);
  if (!cart) throw sharedCartNotFound();
  return cart;
}

/** A saved cart the caller may see: their template or a configuration of their company. */
export async function findVisibleSavedCart(db: Executor, principal: Principal, id: string): Promise<CartRow> {
  const cart = await findOne(db, or(ownTemplates(principal), companyConfigurations(principal)) as SQL, id);
  if (!cart) throw savedCartNotFound();
  return cart;
}

export interface SavedCartSearch {
  keyword?: string;
  dateRange: number;
  start: number;
  size: number;
  sortBy: number;
}

/** UTC day bounds of a DateRange preset around today (UTC), as [from, before). */
function createdBetween(dateRange: number): SQL | undefined {
  const range = dateRangeFor(dateRange, new Date().toISOString().slice(0, 10));
  if (!range) return undefined;
  const conditions: SQL[] = [];
  if (range.from) conditions.push(gte(carts.createdAt, new Date(`${range.from}T00:00:00Z`)));
  if (range.to) {
    const before = new Date(`${range.to}T00:00:00Z`);
    before.setUTCDate(before.getUTCDate() + 1);
    conditions.push(lt(carts.createdAt, before));
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const orders = {
  0: [desc(carts.createdAt), desc(carts.documentNumber)],
  1: [asc(sql`lower(${carts.title})`), desc(carts.createdAt)],
  2: [asc(carts.documentNumber)],
} as const;

/** A page of saved-cart summaries matching `scope` and the search. */
export async function searchSavedCarts(db: Executor, scope: SQL, search: SavedCartSearch) {
  const keyword = search.keyword?.trim();
  const where = and(
    scope,
    keyword
      ? or(ilike(carts.title, likePattern(keyword)), ilike(carts.documentNumber, likePattern(keyword)))
      : undefined,
    createdBetween(search.dateRange),
  );
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(carts).where(where);
  const rows = await db
    .select()
    .from(carts)
    .where(where)
    .orderBy(...(orders[search.sortBy as keyof typeof orders] ?? orders[0]))
    .limit(search.size)
    .offset((search.start - 1) * search.size);
  const contents = await readContents(
    db,
    rows.map((row) => row.id),
  );
  const names = await ownerNames(
    db,
    rows.map((row) => row.ownerUserId),
  );
  const data: SavedCartSummary[] = rows.map((row) => {
    const lines = contents.get(row.id)?.lines ?? [];
    const totals = cartTotals(lines.map(linePricing));
    return {
      id: row.id,
      kind: row.kind === 'configuration' ? 'configuration' : 'template',
      title: row.title,
      documentNumber: row.documentNumber,
      createdDate: row.createdAt.toISOString(),
      modifiedDate: row.updatedAt.toISOString(),
      ownerName: row.ownerUserId ? (names.get(row.ownerUserId) ?? '') : '',
      count: totals.count,
      grandTotal: totals.grandTotal,
      showPricing: totals.showPricing,
      unavailableItemCount: lines.filter((line) => !line.available).length,
    };
  });
  return {
    start: search.start,
    size: search.size,
    totalRecords: Number(counted?.n ?? 0),
    records: data.length,
    sortBy: search.sortBy,
    data,
  };
}

export const scopes = {
  templates: ownTemplates,
  configurations: companyConfigurations,
  all: (principal: Principal, kind?: SavedCartKind) =>
    kind === 'template'
      ? ownTemplates(principal)
      : kind === 'configuration'
        ? companyConfigurations(principal)
        : (or(ownTemplates(principal), companyConfigurations(principal)) as SQL),
};
