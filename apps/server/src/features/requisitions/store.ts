import {
  anyOf,
  Enumerations,
  enumerationName,
  type Requisition,
  type RequisitionSummary,
  type RequisitionWorkflowSummary,
} from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { dateRangeFor, hasPermission } from '@b2b-portal/flows/rules';
import { and, asc, desc, eq, gte, ilike, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type Bind, literal } from '../../db/prepared';
import {
  type ApprovalLevelSnapshot,
  addresses,
  businessUnits,
  contacts,
  orders,
  paymentTerms,
  requisitions,
  roles,
  userRoles,
  users,
} from '../../db/schema';
import type { Principal } from '../../http/context';
import { Problems } from '../../http/problem';
import { inBusinessUnitBranch } from '../business-units/store';
import { isAdministrator } from '../documents/access';
import { containsPattern as likePattern } from '../documents/keyword-match';
import { separationAllows } from '../workflow/separation';
import { asLines, linesTotals } from './lines';

/** Who the caller is to requisitions: company, what they see, the workflow roles they hold. */
export interface RequisitionCaller {
  principal: Principal;
  companyId: string;
  /** viewAllRequisitions, approveRequisitions or an administrator: the company's; otherwise their own. */
  seesAll: boolean;
  isAdmin: boolean;
  /** approveRequisitions (or an administrator). */
  mayApprove: boolean;
  /** Role types (002 quote workflow roles) of the caller's roles. */
  roleTypes: ReadonlySet<number>;
}

const PENDING = Enumerations.RequisitionStatus.InProcess.value;
const REJECTED = Enumerations.RequisitionStatus.Rejected.value;

export const requisitionNotFound = () =>
  Problems.notFound('RequisitionNotFound', formatMessage('Requisition.NotFound'));

export async function requisitionCaller(db: Executor, principal: Principal): Promise<RequisitionCaller> {
  // A caller without a company sees no requisition: 404 rather than another company's.
  if (!principal.companyId) throw requisitionNotFound();
  const held = await db
    .select({ roleType: roles.roleType })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, principal.userId));
  return {
    principal,
    companyId: principal.companyId,
    seesAll: hasPermission(principal.permissions, anyOf('viewAllRequisitions', 'approveRequisitions')),
    isAdmin: isAdministrator(principal),
    mayApprove: hasPermission(principal.permissions, 'approveRequisitions'),
    roleTypes: new Set(held.map((row) => row.roleType)),
  };
}

/** The requisitions the caller sees: their company's, and only their own without the "all" permissions. */
export function visible(caller: RequisitionCaller, bind: Bind = literal): SQL {
  return and(
    eq(requisitions.companyId, bind('company', caller.companyId)),
    caller.seesAll ? undefined : eq(requisitions.requesterUserId, bind('user', caller.principal.userId)),
  ) as SQL;
}

/** The level waiting for approval, from the chain frozen on the requisition. */
export function currentLevelOf(row: {
  status: number;
  currentLevel: number | null;
  approvalChain: ApprovalLevelSnapshot[];
}): ApprovalLevelSnapshot | undefined {
  if (row.status !== PENDING || row.currentLevel === null) return undefined;
  return row.approvalChain.find((level) => level.level === row.currentLevel);
}

/**
 * Whether the caller may delete lines now: the requester while Rejected; while Pending Approval, an approver
 * (approveRequisitions and the role of the current level) or an administrator, never on their own requisition.
 */
export function mayDeleteLines(
  caller: RequisitionCaller,
  row: {
    status: number;
    requesterUserId: string;
    currentLevel: number | null;
    approvalChain: ApprovalLevelSnapshot[];
  },
): boolean {
  const own = row.requesterUserId === caller.principal.userId;
  if (row.status === REJECTED) return own;
  if (row.status !== PENDING || own) return false;
  if (caller.isAdmin) return true;
  const level = currentLevelOf(row);
  return caller.mayApprove && level !== undefined && caller.roleTypes.has(level.roleType);
}

/**
 * `mayDeleteLines`, and separation of duties (issue 15 item 5): who approved another level of the requisition in
 * this round may not change the lines the next level approves, as they may not approve it.
 */
export async function mayDeleteLinesNow(
  db: Executor,
  caller: RequisitionCaller,
  row: Parameters<typeof mayDeleteLines>[1] & { id: string },
): Promise<boolean> {
  if (!mayDeleteLines(caller, row)) return false;
  if (row.status !== PENDING) return true;
  const [allowed] = await db
    .select({ allowed: sql<boolean>`${separationAllows(4, requisitions, caller.principal.userId)}` })
    .from(requisitions)
    .where(eq(requisitions.id, row.id));
  return allowed?.allowed === true;
}

export const statusName = (status: number) => enumerationName('RequisitionStatus', status) ?? String(status);

const requesterName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/** UTC day bounds of a DateRange preset around today (UTC), on the requisition date. */
function dateBetween(dateRange: number): SQL | undefined {
  const range = dateRangeFor(dateRange, new Date().toISOString().slice(0, 10));
  if (!range) return undefined;
  const conditions: SQL[] = [];
  if (range.from) conditions.push(gte(requisitions.createdAt, new Date(`${range.from}T00:00:00Z`)));
  if (range.to) {
    const before = new Date(`${range.to}T00:00:00Z`);
    before.setUTCDate(before.getUTCDate() + 1);
    conditions.push(lt(requisitions.createdAt, before));
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export interface RequisitionSearch {
  status: number;
  dateRange: number;
  keyword?: string | undefined;
  /** Issue 18: a business unit; its requisitions and those of the units below it. '' any. */
  businessUnit?: string | undefined;
  sortBy: number;
}

/** The filters of the list and its export. */
export function searchWhere(caller: RequisitionCaller, search: RequisitionSearch): SQL {
  const keyword = search.keyword?.trim();
  const pattern = keyword ? likePattern(keyword) : '';
  return and(
    visible(caller),
    search.status === Enumerations.RequisitionStatusFilter.NotSelected.value
      ? undefined
      : eq(requisitions.status, search.status),
    keyword
      ? or(
          ilike(requisitions.number, pattern),
          ilike(requisitions.title, pattern),
          sql`${requesterName} ilike ${pattern}`,
        )
      : undefined,
    dateBetween(search.dateRange),
    inBusinessUnitBranch(requisitions.businessUnitId, search.businessUnit),
  ) as SQL;
}

/**
 * Requisitions waiting for the caller: Pending Approval, not their own, at a level whose role they hold (with
 * approveRequisitions); an administrator, every pending one but their own; never one whose other level the caller
 * approved (separation of duties). Null when none can be.
 */
export function pendingWhere(caller: RequisitionCaller): SQL | null {
  if (!caller.isAdmin && (!caller.mayApprove || caller.roleTypes.size === 0)) return null;
  const roleTypes = [...caller.roleTypes];
  return and(
    eq(requisitions.companyId, caller.companyId),
    eq(requisitions.status, PENDING),
    ne(requisitions.requesterUserId, caller.principal.userId),
    separationAllows(4, requisitions, caller.principal.userId),
    caller.isAdmin
      ? undefined
      : sql`exists (select 1 from jsonb_array_elements(${requisitions.approvalChain}) as chain_level
          where (chain_level->>'level')::int = ${requisitions.currentLevel}
            and (chain_level->>'roleType')::int in (${sql.join(
              roleTypes.map((type) => sql`${type}`),
              sql`, `,
            )}))`,
  ) as SQL;
}

const sortOrders = {
  0: [desc(requisitions.createdAt), desc(requisitions.number)],
  1: [asc(sql`lower(${requisitions.title})`), desc(requisitions.createdAt)],
  2: [asc(requisitions.number)],
} as const;

function summaryQuery(db: Executor) {
  return db
    .select({
      row: requisitions,
      firstName: users.firstName,
      lastName: users.lastName,
      businessUnit: businessUnits.name,
      orderNumber: orders.orderNumber,
    })
    .from(requisitions)
    .innerJoin(users, eq(users.id, requisitions.requesterUserId))
    .leftJoin(businessUnits, eq(businessUnits.id, requisitions.businessUnitId))
    .leftJoin(orders, eq(orders.id, requisitions.orderId));
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['where']>>[number];

function toSummary({ row, firstName, lastName, businessUnit, orderNumber }: SummaryRow): RequisitionSummary {
  const level = currentLevelOf(row);
  return {
    id: row.id,
    requisitionNumber: row.number,
    title: row.title,
    status: row.status,
    statusName: statusName(row.status),
    requisitionDate: row.createdAt.toISOString(),
    grandTotal: row.grandTotal,
    requester: `${firstName} ${lastName}`,
    requesterUserID: row.requesterUserId,
    businessUnit: businessUnit ?? '',
    orderNumber: orderNumber ?? '',
    currentLevel: level ? level.level : null,
    waitingFor: level?.roleName ?? '',
  };
}

/** Summaries matching `where`, a page of them (or all, up to `limit`, without `page`). */
export async function listSummaries(
  db: Executor,
  where: SQL,
  options: { sortBy: number; start?: number; size?: number; limit?: number },
) {
  const size = options.size ?? options.limit ?? 5000;
  const start = options.start ?? 1;
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(requisitions)
    .innerJoin(users, eq(users.id, requisitions.requesterUserId))
    .where(where);
  const rows = await summaryQuery(db)
    .where(where)
    .orderBy(...(sortOrders[options.sortBy as keyof typeof sortOrders] ?? sortOrders[0]))
    .limit(size)
    .offset((start - 1) * size);
  const data = rows.map(toSummary);
  return {
    start,
    size,
    totalRecords: Number(counted?.n ?? 0),
    records: data.length,
    sortBy: options.sortBy,
    data,
  };
}

export type RequisitionRow = typeof requisitions.$inferSelect;

/** The requisition `id` the caller sees, or 404 (another company's, or another user's without the "all" permissions). */
export async function findVisible(
  db: Executor,
  caller: RequisitionCaller,
  id: string,
  options: { lock?: boolean } = {},
): Promise<RequisitionRow> {
  const query = db
    .select()
    .from(requisitions)
    .where(and(eq(requisitions.id, id), visible(caller)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw requisitionNotFound();
  return row;
}

const addressLines = (address: typeof addresses.$inferSelect | undefined): string[] =>
  address
    ? [
        address.name,
        address.line1,
        address.line2,
        address.line3,
        `${address.city}, ${address.state} ${address.zipCode}`,
      ].filter((line) => line.trim() !== '')
    : [];

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
const guid = (value: unknown) =>
  typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
    ? value
    : null;

/** The stored workflow data (the checkout's WorkflowData shape) as a person reads it, names looked up in the company. */
export async function workflowSummary(
  db: Executor,
  companyId: string,
  data: Record<string, unknown>,
): Promise<RequisitionWorkflowSummary> {
  const order = record(data.order);
  const billing = record(data.billing);
  const shipping = record(data.shipping);
  const billToId = guid(record(billing.billTo).id);
  const shipTo = record(shipping.shipTo);
  const shipToId = guid(shipTo.id);
  const contactId = guid(shipTo.contactID);
  const termId = guid(record(billing.payment).paymentTermID);
  const method = record(shipping.shippingMethod).method;

  const addressById = async (id: string | null) => {
    if (!id) return undefined;
    const [row] = await db
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.companyId, companyId)))
      .limit(1);
    return row;
  };
  const [billTo, shipToAddress, contact, term] = await Promise.all([
    addressById(billToId),
    addressById(shipToId),
    contactId
      ? db
          .select({ firstName: contacts.firstName, lastName: contacts.lastName })
          .from(contacts)
          .where(and(eq(contacts.id, contactId), eq(contacts.companyId, companyId)))
          .limit(1)
          .then((rows) => rows[0])
      : undefined,
    termId
      ? db
          .select({ name: paymentTerms.name })
          .from(paymentTerms)
          .where(and(eq(paymentTerms.id, termId), eq(paymentTerms.companyId, companyId)))
          .limit(1)
          .then((rows) => rows[0])
      : undefined,
  ]);
  return {
    orderTitle: text(order.title),
    po: text(order.po),
    billTo: addressLines(billTo),
    shipTo: addressLines(shipToAddress),
    shipToContact: contact ? `${contact.firstName} ${contact.lastName}` : '',
    paymentTermName: term?.name ?? '',
    shippingMethod: typeof method === 'number' ? (enumerationName('ShippingMethod', method) ?? '') : '',
    comments: text(order.comments),
  };
}

/** `Requisition/Get`: the requisition as the page shows it. */
export async function readRequisition(
  db: Executor,
  caller: RequisitionCaller,
  row: RequisitionRow,
): Promise<Requisition> {
  const [joined] = await summaryQuery(db).where(eq(requisitions.id, row.id)).limit(1);
  if (!joined) throw requisitionNotFound();
  const summary = toSummary(joined);
  const lines = asLines(row.lines);
  return {
    id: row.id,
    requisitionNumber: row.number,
    version: row.version,
    taxTotal: row.taxTotal,
    subTotal: row.subtotal,
    shippingTotal: row.shippingTotal,
    grandTotal: row.grandTotal,
    businessUnitName: summary.businessUnit,
    statusName: summary.statusName,
    currentLevel: summary.currentLevel,
    waitingFor: summary.waitingFor,
    requesterUserID: row.requesterUserId,
    requisition: {
      title: row.title,
      requisitionDate: summary.requisitionDate,
      orderNumber: summary.orderNumber,
      status: row.status,
      requester: summary.requester,
      // The requisition is made by its requester's own checkout.
      createdBy: summary.requester,
      businessUnit: summary.businessUnit,
      orderID: row.orderId,
    },
    groups: lines.groups,
    bundles: lines.bundles,
    items: lines.items,
    showPricing: linesTotals(lines).showPricing,
    workflowData: await workflowSummary(db, row.companyId, row.workflowData),
    canDeleteLines: await mayDeleteLinesNow(db, caller, row),
  };
}
