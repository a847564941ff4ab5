import {
  EMPTY_GUID,
  Enumerations,
  type PricingRequestLines,
  type pricingRequestEndpoints,
  type WorkflowHistoryEntry,
} from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { dateRangeFor, hasPermission } from '@b2b-portal/flows/rules';
import { and, count, desc, eq, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { Executor } from '../../db/client';
import { type Bind, literal } from '../../db/prepared';
import { attachments, pricingRequests, quotes, users } from '../../db/schema';
import type { Principal } from '../../http/context';
import { Problems } from '../../http/problem';
import { companyOf, isAdministrator, PRICING_REQUEST } from '../documents/access';
import { containsPattern as likePattern } from '../documents/keyword-match';
import { storedLines } from '../documents/pricing-request-lines';
import { readHistory } from '../workflow/history';

/** Pricing requests after submission: who sees which, the list, one request with its progress line. */

export type PricingRequestSummary = z.infer<
  typeof pricingRequestEndpoints.listPricingRequests.answer
>['data'][number];
export type PricingRequestPage = z.infer<typeof pricingRequestEndpoints.listPricingRequests.answer>;
export type PricingRequestDetail = z.infer<typeof pricingRequestEndpoints.getPricingRequestData.answer>;
export interface PricingRequestFilters {
  status: number;
  dateRange: number;
  keyword?: string | undefined;
}

export const Status = {
  Submitted: Enumerations.PricingRequestStatus.Submitted.value,
  InProcess: Enumerations.PricingRequestStatus.InProcess.value,
  Quoted: Enumerations.PricingRequestStatus.Quoted.value,
  Purchased: Enumerations.PricingRequestStatus.Purchased.value,
} as const;

/** The progress line's order (001 §4: Submitted, In Process, Quoted, Purchased). */
export const FLOW: readonly number[] = [Status.Submitted, Status.InProcess, Status.Quoted, Status.Purchased];

const statusNames = new Map<number, string>(
  Object.values(Enumerations.PricingRequestStatus).map((entry) => [entry.value, entry.name]),
);
export const statusName = (status: number) => statusNames.get(status) ?? String(status);

export type PricingRequestRow = typeof pricingRequests.$inferSelect;

export const requestNotFound = () =>
  Problems.notFound('PricingRequestNotFound', formatMessage('PricingRequest.NotFound'));

/** Holders of viewAllRFQs and administrators see the company's requests; everyone else their own. */
export function seesCompany(principal: Principal): boolean {
  return isAdministrator(principal) || hasPermission(principal.permissions, 'viewAllRFQs');
}

/** The rows the caller may see. */
export function visibleScope(principal: Principal, bind: Bind = literal): SQL {
  const company = eq(pricingRequests.companyId, bind('company', companyOf(principal)));
  if (seesCompany(principal)) return company;
  return and(company, eq(pricingRequests.requesterUserId, bind('user', principal.userId))) as SQL;
}

/** One request the caller may see, or 404 (another company's or, without viewAllRFQs, another user's). */
export async function findVisibleRequest(
  db: Executor,
  principal: Principal,
  id: string,
): Promise<PricingRequestRow> {
  const [row] = await db
    .select()
    .from(pricingRequests)
    .where(and(visibleScope(principal), eq(pricingRequests.id, id)))
    .limit(1);
  if (!row) throw requestNotFound();
  return row;
}

function createdBetween(dateRange: number): SQL | undefined {
  const range = dateRangeFor(dateRange, new Date().toISOString().slice(0, 10));
  if (!range) return undefined;
  const conditions: SQL[] = [];
  if (range.from) conditions.push(gte(pricingRequests.createdAt, new Date(`${range.from}T00:00:00Z`)));
  if (range.to) {
    const before = new Date(`${range.to}T00:00:00Z`);
    before.setUTCDate(before.getUTCDate() + 1);
    conditions.push(lt(pricingRequests.createdAt, before));
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

function filtered(principal: Principal, filters: PricingRequestFilters): SQL | undefined {
  const keyword = filters.keyword?.trim();
  return and(
    visibleScope(principal),
    filters.status === -1 ? undefined : eq(pricingRequests.status, filters.status),
    createdBetween(filters.dateRange),
    keyword
      ? or(
          ilike(pricingRequests.number, likePattern(keyword)),
          ilike(pricingRequests.title, likePattern(keyword)),
        )
      : undefined,
  );
}

const fullName = (user: { firstName: string; lastName: string } | null | undefined) =>
  user ? `${user.firstName} ${user.lastName}`.trim() : '';

/** The newest quote made of each request. */
async function quotesOf(db: Executor, requestIds: readonly string[]) {
  const byRequest = new Map<string, { id: string; number: string }>();
  if (requestIds.length === 0) return byRequest;
  const rows = await db
    .select({ id: quotes.id, number: quotes.number, requestId: quotes.pricingRequestId })
    .from(quotes)
    .where(inArray(quotes.pricingRequestId, [...requestIds]))
    .orderBy(desc(quotes.createdAt));
  for (const row of rows)
    if (row.requestId && !byRequest.has(row.requestId)) byRequest.set(row.requestId, row);
  return byRequest;
}

async function summaries(
  db: Executor,
  rows: readonly { request: PricingRequestRow; firstName: string | null; lastName: string | null }[],
): Promise<PricingRequestSummary[]> {
  const linked = await quotesOf(
    db,
    rows.map(({ request }) => request.id),
  );
  return rows.map(({ request, firstName, lastName }) => {
    const quote = linked.get(request.id);
    return {
      id: request.id,
      number: request.number,
      title: request.title,
      status: request.status,
      statusName: statusName(request.status),
      createdDate: request.createdAt.toISOString(),
      requester: fullName(firstName === null ? null : { firstName, lastName: lastName ?? '' }),
      quoteID: quote?.id ?? null,
      quoteNumber: quote?.number ?? null,
    };
  });
}

function selectRows(db: Executor, where: SQL | undefined) {
  return db
    .select({ request: pricingRequests, firstName: users.firstName, lastName: users.lastName })
    .from(pricingRequests)
    .leftJoin(users, eq(users.id, pricingRequests.requesterUserId))
    .where(where)
    .orderBy(desc(pricingRequests.createdAt), desc(pricingRequests.number));
}

/** A page of the requests the caller may see, newest first. */
export async function listPricingRequests(
  db: Executor,
  principal: Principal,
  query: PricingRequestFilters & { start: number; size: number },
): Promise<PricingRequestPage> {
  const where = filtered(principal, query);
  const [counted] = await db.select({ n: count() }).from(pricingRequests).where(where);
  const rows = await selectRows(db, where)
    .limit(query.size)
    .offset((query.start - 1) * query.size);
  const data = await summaries(db, rows);
  return {
    start: query.start,
    size: query.size,
    totalRecords: Number(counted?.n ?? 0),
    records: data.length,
    sortBy: 0,
    data,
  };
}

/** Every request matching the filters (the Excel export of the list), newest first. */
export async function allPricingRequests(
  db: Executor,
  principal: Principal,
  filters: PricingRequestFilters,
): Promise<PricingRequestSummary[]> {
  return summaries(db, await selectRows(db, filtered(principal, filters)).limit(10_000));
}

/** The stored lines, as the contract's tree (an old or broken row reads as no lines). */
export function linesOf(row: PricingRequestRow): PricingRequestLines {
  return storedLines(row.lines);
}

/** Lines and bundles counted as the cart counts them: a bundle is one, a loose line one. */
export function lineCount(lines: PricingRequestLines): number {
  const loose = (item: { bundleID: string }) => item.bundleID === EMPTY_GUID || item.bundleID === '';
  const bundles = new Set(lines.items.filter((item) => !loose(item)).map((item) => item.bundleID));
  return bundles.size + lines.items.filter(loose).length;
}

/** The progress line: steps before the status completed, the status current, the rest upcoming. */
export function progressSteps(status: number, history: readonly WorkflowHistoryEntry[], createdAt: Date) {
  const at = FLOW.indexOf(status);
  return FLOW.map((step, index) => {
    const reached =
      step === Status.Submitted
        ? createdAt.toISOString()
        : ([...history].reverse().find((entry) => entry.status === step)?.createdAt ?? null);
    return {
      status: step,
      name: statusName(step),
      state:
        index < at ? ('completed' as const) : index === at ? ('current' as const) : ('upcoming' as const),
      reachedAt: index <= at ? reached : null,
    };
  });
}

export async function pricingRequestDetail(
  db: Executor,
  row: PricingRequestRow,
): Promise<PricingRequestDetail> {
  const [requester] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, row.requesterUserId));
  const [attached] = await db
    .select({ n: count() })
    .from(attachments)
    .where(
      and(
        eq(attachments.documentType, PRICING_REQUEST),
        eq(attachments.documentId, row.id),
        eq(attachments.internal, false),
      ),
    );
  const quote = (await quotesOf(db, [row.id])).get(row.id);
  const history = await readHistory(db, PRICING_REQUEST, row.id);
  const lines = linesOf(row);
  const quoted = row.status === Status.Quoted || row.status === Status.Purchased;
  return {
    id: row.id,
    number: row.number,
    title: row.title,
    comments: row.comments,
    status: row.status,
    statusName: statusName(row.status),
    steps: progressSteps(row.status, history, row.createdAt),
    createdDate: row.createdAt.toISOString(),
    modifiedDate: row.updatedAt.toISOString(),
    requester: fullName(requester),
    requesterEmail: requester?.email ?? '',
    lines,
    count: lineCount(lines),
    attachmentCount: Number(attached?.n ?? 0),
    quoteID: quoted ? (quote?.id ?? null) : null,
    quoteNumber: quoted ? (quote?.number ?? null) : null,
    history,
  };
}
