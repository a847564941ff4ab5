import { Enumerations, type Quote, type QuoteSummary } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { dateRangeFor, hasPermission, sumMoney, toMoney } from '@b2b-portal/flows/rules';
import { and, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type Bind, literal } from '../../db/prepared';
import { businessUnits, orders, pricingRequests, quotes, roles, userRoles, users } from '../../db/schema';
import type { Principal } from '../../http/context';
import { Problems } from '../../http/problem';
import { inBusinessUnitBranch } from '../business-units/store';
import { isAdministrator } from '../documents/access';
import { containsPattern as likePattern } from '../documents/keyword-match';
import { storedLines } from '../documents/pricing-request-lines';
import { separationAllows } from '../workflow/separation';

/**
 * Which quotes a caller sees, and how they read. Every query is scoped to the caller's company; holders of
 * approveQuotes (and administrators) see all of it, other quote readers (viewQuote, quotes) the quotes they are
 * the requester of. A quote past its expiry while Submitted, Waiting or Approved reads as Expired (4).
 */

const S = Enumerations.QuoteStatus;
const EXPIRING: readonly number[] = [S.Submitted.value, S.Waiting.value, S.Approved.value];

/** The status a quote answers with: Expired once past expiresAt while still open. */
export const effectiveStatus = sql<number>`(case when ${quotes.status} in (${sql.raw(EXPIRING.join(','))}) and ${quotes.expiresAt} is not null and ${quotes.expiresAt} < now() then ${sql.raw(String(S.Expired.value))} else ${quotes.status} end)`;

export function effectiveStatusOf(row: { status: number; expiresAt: Date | null }, now = new Date()): number {
  return EXPIRING.includes(row.status) && row.expiresAt !== null && row.expiresAt < now
    ? S.Expired.value
    : row.status;
}

const statusNames = new Map<number, string>(Object.values(S).map((entry) => [entry.value, entry.name]));
export const statusName = (status: number) => statusNames.get(status) ?? '';

export const quoteNotFound = () => Problems.notFound('QuoteNotFound', formatMessage('Quote.NotFound'));

export function companyOf(principal: Principal): string {
  if (!principal.companyId) throw Problems.notFound('NoCompany', formatMessage('Global.NoCompany'));
  return principal.companyId;
}

/** Whether the caller sees every quote of the company (approveQuotes or administrator). */
export const seesAllQuotes = (principal: Principal) =>
  isAdministrator(principal) || hasPermission(principal.permissions, 'approveQuotes');

/** The caller's quotes: the company's, narrowed to their own as requester without approveQuotes. */
export function quoteScope(principal: Principal, bind: Bind = literal): SQL {
  const company = eq(quotes.companyId, bind('company', companyOf(principal)));
  return seesAllQuotes(principal)
    ? company
    : (and(company, eq(quotes.requesterUserId, bind('user', principal.userId))) as SQL);
}

export interface QuoteSearch {
  status: number;
  dateRange: number;
  keyword: string;
  /** Issue 18: a business unit; its documents and those of the units below it. '' any. */
  businessUnit?: string;
  start: number;
  size: number;
}

function createdBetween(dateRange: number): SQL | undefined {
  const range = dateRangeFor(dateRange, new Date().toISOString().slice(0, 10));
  if (!range) return undefined;
  const conditions: SQL[] = [];
  if (range.from) conditions.push(gte(quotes.createdAt, new Date(`${range.from}T00:00:00Z`)));
  if (range.to) {
    const before = new Date(`${range.to}T00:00:00Z`);
    before.setUTCDate(before.getUTCDate() + 1);
    conditions.push(lt(quotes.createdAt, before));
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export function searchCondition(principal: Principal, search: Omit<QuoteSearch, 'start' | 'size'>): SQL {
  const keyword = search.keyword.trim();
  return and(
    quoteScope(principal),
    search.status === -1 ? undefined : sql`${effectiveStatus} = ${search.status}`,
    createdBetween(search.dateRange),
    keyword
      ? or(ilike(quotes.number, likePattern(keyword)), ilike(quotes.title, likePattern(keyword)))
      : undefined,
    inBusinessUnitBranch(quotes.businessUnitId, search.businessUnit),
  ) as SQL;
}

const summaryColumns = {
  id: quotes.id,
  number: quotes.number,
  title: quotes.title,
  status: effectiveStatus,
  createdAt: quotes.createdAt,
  grandTotal: quotes.grandTotal,
  expiresAt: quotes.expiresAt,
  requesterFirst: users.firstName,
  requesterLast: users.lastName,
  businessUnit: businessUnits.name,
};

type SummaryRow = {
  id: string;
  number: string;
  title: string;
  status: number;
  createdAt: Date;
  grandTotal: string;
  expiresAt: Date | null;
  requesterFirst: string | null;
  requesterLast: string | null;
  businessUnit: string | null;
};

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

function toSummary(row: SummaryRow): QuoteSummary {
  const status = Number(row.status);
  return {
    id: row.id,
    quoteNumber: row.number,
    title: row.title,
    status,
    statusName: statusName(status),
    createdDate: row.createdAt.toISOString(),
    grandTotal: toMoney(row.grandTotal),
    requester: fullName(row.requesterFirst, row.requesterLast),
    businessUnit: row.businessUnit ?? '',
    expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
  };
}

/** Summaries matching `where`, newest first (or expiring soonest); all of them when `page` is omitted. */
export async function quoteSummaries(
  db: Executor,
  where: SQL,
  page?: { start: number; size: number },
  sort: 'newest' | 'expiresSoonest' = 'newest',
): Promise<{ total: number; data: QuoteSummary[] }> {
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(quotes).where(where);
  const query = db
    .select(summaryColumns)
    .from(quotes)
    .leftJoin(users, eq(users.id, quotes.requesterUserId))
    .leftJoin(businessUnits, eq(businessUnits.id, quotes.businessUnitId))
    .where(where)
    .orderBy(
      ...(sort === 'expiresSoonest' ? [sql`${quotes.expiresAt} asc nulls last`] : []),
      desc(quotes.createdAt),
      desc(quotes.number),
    );
  const rows = page ? await query.limit(page.size).offset((page.start - 1) * page.size) : await query;
  return { total: Number(counted?.n ?? 0), data: rows.map((row) => toSummary(row as SummaryRow)) };
}

/** The workflow role types the caller holds through their roles. */
export async function callerRoleTypes(db: Executor, principal: Principal): Promise<number[]> {
  const rows = await db
    .select({ roleType: roles.roleType })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, principal.userId));
  return [...new Set(rows.map((row) => row.roleType).filter((type) => type > 0))];
}

/**
 * Quotes waiting for the caller: Submitted or Waiting, not expired, whose current level is held by a workflow
 * role the caller has (administrators: every waiting quote of the company), and not one whose other level the
 * caller approved (separation of duties).
 */
export async function pendingCondition(db: Executor, principal: Principal, status: number): Promise<SQL> {
  const waiting = status === -1 ? [S.Submitted.value, S.Waiting.value] : [status];
  const base = and(
    eq(quotes.companyId, companyOf(principal)),
    sql`${effectiveStatus} in (${sql.raw(waiting.join(','))})`,
    sql`${quotes.currentLevel} is not null`,
    separationAllows(8, quotes, principal.userId),
  ) as SQL;
  if (isAdministrator(principal)) return base;
  const roleTypes = await callerRoleTypes(db, principal);
  if (roleTypes.length === 0) return sql`false`;
  return and(
    base,
    sql`exists (select 1 from jsonb_array_elements(${quotes.approvalChain}) as chain_level
      where (chain_level->>'level')::int = ${quotes.currentLevel}
        and (chain_level->>'roleType')::int in (${sql.raw(roleTypes.map(Number).join(','))}))`,
  ) as SQL;
}

export type QuoteRow = typeof quotes.$inferSelect;

/** A quote the caller may see, or 404. */
export async function findVisibleQuote(db: Executor, principal: Principal, id: string): Promise<QuoteRow> {
  const [row] = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, id), quoteScope(principal)))
    .limit(1);
  if (!row) throw quoteNotFound();
  return row;
}

/** The quote's discounts with their amounts as `Money` (amounts stored as JSON numbers before read as decimals). */
export const discountsOf = (row: QuoteRow) =>
  row.discounts.map((discount) => ({ description: discount.description, amount: toMoney(discount.amount) }));

/** The exact sum of the quote's discounts. */
export const discountTotalOf = (row: QuoteRow) => sumMoney(row.discounts.map((discount) => discount.amount));

/** The detail answer of a visible quote. */
export async function quoteDetail(db: Executor, row: QuoteRow): Promise<Quote> {
  const [requester] = row.requesterUserId
    ? await db
        .select({ first: users.firstName, last: users.lastName })
        .from(users)
        .where(eq(users.id, row.requesterUserId))
    : [];
  const [unit] = row.businessUnitId
    ? await db
        .select({ name: businessUnits.name })
        .from(businessUnits)
        .where(eq(businessUnits.id, row.businessUnitId))
    : [];
  const [order] = row.orderId
    ? await db.select({ number: orders.orderNumber }).from(orders).where(eq(orders.id, row.orderId))
    : [];
  const [pricingRequest] = row.pricingRequestId
    ? await db
        .select({ number: pricingRequests.number })
        .from(pricingRequests)
        .where(eq(pricingRequests.id, row.pricingRequestId))
    : [];
  const lines = storedLines(row.lines);
  const status = effectiveStatusOf(row);
  return {
    id: row.id,
    quoteNumber: row.number,
    title: row.title,
    status,
    statusName: statusName(status),
    createdDate: row.createdAt.toISOString(),
    expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
    requester: requester ? fullName(requester.first, requester.last) : '',
    requesterID: row.requesterUserId,
    createdBy: row.createdBy,
    businessUnit: row.businessUnitId,
    businessUnitName: unit?.name ?? '',
    accountManager: row.accountManager ?? null,
    insideSalesRep: row.insideSales ?? null,
    billTo: row.billTo ?? null,
    shipTo: row.shipTo ?? null,
    endUser: row.endUser ?? null,
    groups: lines.groups ?? [],
    bundles: lines.bundles ?? [],
    items: lines.items ?? [],
    subTotal: toMoney(row.subtotal),
    discountTotal: discountTotalOf(row),
    taxTotal: toMoney(row.taxTotal),
    taxFlags: row.taxFlags,
    shippingTotal: toMoney(row.shippingTotal),
    grandTotal: toMoney(row.grandTotal),
    orderID: row.orderId,
    orderNumber: order?.number ?? '',
    pricingRequestID: row.pricingRequestId,
    pricingRequestNumber: pricingRequest?.number ?? '',
  };
}
