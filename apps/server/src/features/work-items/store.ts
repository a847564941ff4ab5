import {
  Enumerations,
  type InstallSite,
  WORK_ITEM_READ_ALL_PERMISSION,
  WORK_ITEM_READ_PERMISSION,
  type WorkItemContract,
  type WorkItemHistoryEntry,
  type WorkItemItem,
  type WorkItemPage,
  type WorkItemProductPage,
  type WorkItemRequest,
  type WorkItemRequester,
  type WorkItemSaveFields,
  type WorkItemStatusOption,
  type WorkItemSummary,
} from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import {
  hasPermission,
  isWorkItemEditable,
  missingWorkItemFields,
  unchangedRmaSerial,
  WORK_ITEM_KINDS,
  type WorkItemFields,
  type WorkItemType,
  workItemStatusesOf,
} from '@b2b-portal/flows/rules';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  devices,
  installSites,
  maintenanceContracts,
  manufacturers,
  users,
  workItemRequestHistory,
  workItemRequestItems,
  workItemRequests,
} from '../../db/schema';
import type { Principal } from '../../http/context';
import { ProblemError, Problems } from '../../http/problem';
import { visibleContracts, visibleDevices } from '../contracts/access';
import { nextNumber } from '../workflow/numbers';

/**
 * Work item requests (issue 19): the reads and the caller's own changes. Who sees what: the caller's company only;
 * their own requests, or the company's with viewAllWorkItems (administrators pass every check). Devices and
 * contracts are read through `visibleDevices` / `visibleContracts` (the caller's contract access), whether they are
 * offered, added or listed as a request's items. Status moves are `desk.ts` (one guarded change for the requester's
 * submission and the reseller's moves).
 */

export type WorkItemRow = typeof workItemRequests.$inferSelect;

export const WORK_ITEM_COUNTER = 'workItemRequest';
/** Request numbers WI-700001… */
export const FIRST_WORK_ITEM_NUMBER = 700_001;

const statusNames = Object.values(Enumerations.WorkItemRequestStatus);
const typeNames = Object.values(Enumerations.WorkItemRequestType);
const filterOptions = Object.values(Enumerations.WorkItemRequestStatusFilter);

export const statusName = (status: number) => statusNames.find((entry) => entry.value === status)?.name ?? '';
export const typeName = (type: number) => typeNames.find((entry) => entry.value === type)?.name ?? '';

export const notFound = () => Problems.notFound('WorkItemNotFound', formatMessage('WorkItem.NotFound'));
export const viewOnly = () =>
  new ProblemError(409, 'WorkItemViewOnly', formatMessage('WorkItem.ViewOnlyRefused'));

const companyOf = (principal: Principal): string => {
  if (!principal.companyId) throw Problems.forbidden();
  return principal.companyId;
};

const seesAll = (principal: Principal) => hasPermission(principal.permissions, WORK_ITEM_READ_ALL_PERMISSION);
const mayCreate = (principal: Principal) => hasPermission(principal.permissions, 'workItemCreate');

/** The requests the caller sees: the company's, and only their own without viewAllWorkItems. */
function visibleRequests(principal: Principal): SQL {
  const company = eq(workItemRequests.companyId, companyOf(principal));
  return seesAll(principal)
    ? company
    : (and(company, eq(workItemRequests.requesterUserId, principal.userId)) as SQL);
}

/** A request the caller sees, or 404. */
export async function findVisibleRequest(
  db: Executor,
  principal: Principal,
  id: string,
): Promise<WorkItemRow> {
  const [row] = await db
    .select()
    .from(workItemRequests)
    .where(and(eq(workItemRequests.id, id), visibleRequests(principal)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** The caller's own Unsubmitted request, locked for the change; 404 unseen, 409 when view-only to them. */
export async function findEditableRequest(
  db: Executor,
  principal: Principal,
  id: string,
): Promise<WorkItemRow> {
  const row = await findVisibleRequest(db, principal, id);
  if (row.requesterUserId !== principal.userId || !isWorkItemEditable(row.status)) throw viewOnly();
  const [locked] = await db.select().from(workItemRequests).where(eq(workItemRequests.id, id)).for('update');
  if (!locked || !isWorkItemEditable(locked.status)) throw viewOnly();
  return locked;
}

const personName = sql<string>`coalesce(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;
const itemCount = sql<number>`(select count(*)::int from ${workItemRequestItems} i where i.request_id = ${workItemRequests.id})`;
/** A rejected request's reason: the detail of the audit trail row that rejected it (null when none was recorded). */
const rejectionReason = sql<
  string | null
>`case when ${workItemRequests.status} = 4 then (select nullif(h.detail, '') from ${workItemRequestHistory} h where h.request_id = ${workItemRequests.id} and h.action = 'StatusChanged' and h.status = 4 order by h.created_at desc limit 1) end`;

const summaryColumns = {
  id: workItemRequests.id,
  number: workItemRequests.number,
  type: workItemRequests.type,
  status: workItemRequests.status,
  requesterId: workItemRequests.requesterUserId,
  requesterName: personName,
  itemCount,
  rejectionReason,
  createdAt: workItemRequests.createdAt,
  submittedAt: workItemRequests.submittedAt,
  updatedAt: workItemRequests.updatedAt,
};

type SummaryRow = {
  id: string;
  number: string;
  type: number;
  status: number;
  requesterId: string;
  requesterName: string;
  itemCount: number;
  rejectionReason: string | null;
  createdAt: Date;
  submittedAt: Date | null;
  updatedAt: Date;
};

const iso = (value: Date | string) => new Date(value).toISOString();

function summaryOf(row: SummaryRow): WorkItemSummary {
  return {
    id: row.id,
    number: row.number,
    type: row.type as WorkItemSummary['type'],
    typeName: typeName(row.type),
    status: row.status as WorkItemSummary['status'],
    statusName: statusName(row.status),
    requesterId: row.requesterId,
    requesterName: row.requesterName,
    itemCount: Number(row.itemCount),
    rejectionReason: row.rejectionReason ?? null,
    createdAt: iso(row.createdAt),
    submittedAt: row.submittedAt ? iso(row.submittedAt) : null,
    updatedAt: iso(row.updatedAt),
  };
}

const selectSummaries = (db: Executor) =>
  db
    .select(summaryColumns)
    .from(workItemRequests)
    .innerJoin(users, eq(users.id, workItemRequests.requesterUserId));

/** listRequestForStorefront: newest first, by status filter and requester, paged. */
export async function listWorkItems(
  db: Executor,
  principal: Principal,
  query: { status: number; requesterId: string; start: number; size: number },
): Promise<WorkItemPage> {
  const statuses = workItemStatusesOf(query.status);
  const where = and(
    visibleRequests(principal),
    statuses.length > 0 ? inArray(workItemRequests.status, statuses) : sql`false`,
    query.requesterId ? eq(workItemRequests.requesterUserId, query.requesterId) : undefined,
  );
  const [counted] = await db.select({ n: count() }).from(workItemRequests).where(where);
  const rows = await selectSummaries(db)
    .where(where)
    .orderBy(desc(workItemRequests.createdAt), desc(workItemRequests.number))
    .limit(query.size)
    .offset((query.start - 1) * query.size);
  return {
    start: query.start,
    size: query.size,
    totalRecords: Number(counted?.n ?? 0),
    records: rows.length,
    sortBy: 0,
    data: rows.map(summaryOf),
  };
}

/** getRequesters: who made the requests the caller sees. */
export async function workItemRequesters(db: Executor, principal: Principal): Promise<WorkItemRequester[]> {
  const rows = await db
    .selectDistinct({ id: users.id, name: personName, lastName: users.lastName })
    .from(workItemRequests)
    .innerJoin(users, eq(users.id, workItemRequests.requesterUserId))
    .where(visibleRequests(principal))
    .orderBy(asc(personName));
  return rows.map(({ id, name }) => ({ id, name }));
}

/** getStatuses: the filter's values in the documents' order. */
export const workItemStatusOptions = (): WorkItemStatusOption[] =>
  filterOptions.map(({ value, name }) => ({ value, name }));

/** The request as getRequestItem answers it, for this caller. */
export async function workItemDetail(
  db: Executor,
  principal: Principal,
  row: WorkItemRow,
): Promise<WorkItemRequest> {
  const [summary] = await selectSummaries(db).where(eq(workItemRequests.id, row.id));
  if (!summary) throw notFound();
  const own = row.requesterUserId === principal.userId;
  const editable = own && mayCreate(principal) && isWorkItemEditable(row.status);
  return {
    ...summaryOf(summary),
    comments: row.comments,
    userName: row.userName,
    ccoId: row.ccoId,
    question: row.question,
    rmaNumber: row.rmaNumber,
    previousSerial: row.previousSerial,
    newSerial: row.newSerial,
    targetContractNumber: row.targetContractNumber,
    destinationAddress: row.destinationAddress,
    destinationSiteId: row.destinationSiteId,
    serialNumbers: row.serialNumbers,
    supportLevel: row.supportLevel,
    onsiteSupport: row.onsiteSupport,
    replacementPart: row.replacementPart,
    viewOnly: !editable,
    maySubmit: editable,
  };
}

/** The request's kind-specific fields as the rule reads them. */
export const fieldsOf = (row: WorkItemRow | WorkItemSaveFields): WorkItemFields => ({
  userName: row.userName,
  ccoId: row.ccoId,
  question: row.question,
  rmaNumber: row.rmaNumber,
  previousSerial: row.previousSerial,
  newSerial: row.newSerial,
  targetContractNumber: row.targetContractNumber,
  destinationAddress: row.destinationAddress,
  serialNumbers: row.serialNumbers,
  supportLevel: row.supportLevel,
  onsiteSupport: row.onsiteSupport,
  replacementPart: row.replacementPart,
});

const TEXT_FIELDS = [
  'userName',
  'ccoId',
  'question',
  'rmaNumber',
  'previousSerial',
  'newSerial',
  'targetContractNumber',
  'destinationAddress',
  'serialNumbers',
] as const;
const CHOICE_FIELDS = ['supportLevel', 'onsiteSupport', 'replacementPart'] as const;

/** The values a save writes: the kind's own fields, every other kind-specific field blank. */
async function savedValues(db: Executor, principal: Principal, body: WorkItemSaveFields) {
  const kind = WORK_ITEM_KINDS[body.type as WorkItemType];
  const own = new Set<string>(kind.fields);
  const values: Record<string, string | number | null> = { comments: body.comments };
  for (const field of TEXT_FIELDS) values[field] = own.has(field) ? body[field] : '';
  for (const field of CHOICE_FIELDS) values[field] = own.has(field) ? body[field] : null;
  let destinationSiteId: string | null = null;
  if (own.has('destinationAddress') && body.destinationSiteId) {
    const [site] = await db
      .select({ id: installSites.id })
      .from(installSites)
      .where(
        and(eq(installSites.id, body.destinationSiteId), eq(installSites.companyId, companyOf(principal))),
      );
    if (!site)
      throw Problems.validation([{ path: 'destinationSiteId', message: formatMessage('WorkItem.NotFound') }]);
    destinationSiteId = site.id;
  }
  return { ...values, destinationSiteId } as Partial<typeof workItemRequests.$inferInsert>;
}

/**
 * The required fields of the kind (002 §5) left blank: 400 ValidationFailed naming each; an RMA update to the
 * serial it had, likewise at the new serial (`unchangedRmaSerial`).
 */
export function refuseMissingFields(type: WorkItemType, fields: WorkItemFields): void {
  const missing = missingWorkItemFields(type, fields);
  if (missing.length > 0) {
    throw Problems.validation(missing.map((path) => ({ path, message: formatMessage('WorkItem.Required') })));
  }
  if (unchangedRmaSerial(type, fields)) {
    throw Problems.validation([{ path: 'newSerial', message: formatMessage('WorkItem.SameSerial') }]);
  }
}

/** Writes an audit trail row. */
export async function recordWorkItemHistory(
  db: Executor,
  entry: {
    requestId: string;
    user: Principal | null;
    actorName?: string;
    action: WorkItemHistoryEntry['action'];
    detail?: string;
    status: number;
    at?: Date;
  },
): Promise<void> {
  await db.insert(workItemRequestHistory).values({
    requestId: entry.requestId,
    userId: entry.user?.userId ?? null,
    actorName:
      entry.actorName ??
      (entry.user
        ? `${entry.user.firstName} ${entry.user.lastName}`.trim()
        : formatMessage('WorkItem.ResellerDesk')),
    action: entry.action,
    detail: entry.detail ?? '',
    status: entry.status,
    ...(entry.at ? { createdAt: entry.at } : {}),
  });
}

/** One of the save calls: creates (no id) or changes the caller's own Unsubmitted request. */
export async function saveWorkItem(
  db: Executor,
  principal: Principal,
  body: WorkItemSaveFields,
  kinds: readonly number[],
): Promise<WorkItemRow> {
  if (!kinds.includes(body.type)) {
    throw new ProblemError(422, 'WorkItemWrongKind', formatMessage('WorkItem.WrongKind'));
  }
  const type = body.type as WorkItemType;
  refuseMissingFields(type, fieldsOf(body));
  const values = await savedValues(db, principal, body);
  if (!body.id) {
    const number = await nextNumber(db, WORK_ITEM_COUNTER, 'WI-', FIRST_WORK_ITEM_NUMBER);
    const [row] = await db
      .insert(workItemRequests)
      .values({
        ...values,
        companyId: companyOf(principal),
        number,
        type,
        status: 0,
        requesterUserId: principal.userId,
      })
      .returning();
    if (!row) throw Problems.internal();
    await recordWorkItemHistory(db, { requestId: row.id, user: principal, action: 'Created', status: 0 });
    return row;
  }
  const existing = await findEditableRequest(db, principal, body.id);
  if (existing.type !== type) {
    throw new ProblemError(422, 'WorkItemKindChanged', formatMessage('WorkItem.KindChanged'));
  }
  const [row] = await db
    .update(workItemRequests)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(workItemRequests.id, existing.id), eq(workItemRequests.status, 0)))
    .returning();
  if (!row) throw viewOnly();
  await recordWorkItemHistory(db, { requestId: row.id, user: principal, action: 'Updated', status: 0 });
  return row;
}

/** The condition under which the caller sees an item's device or contract. */
function visibleItem(principal: Principal): SQL {
  const company = companyOf(principal);
  return or(
    and(isNotNull(workItemRequestItems.deviceId), visibleDevices(principal.userId, company)),
    and(isNotNull(workItemRequestItems.contractId), visibleContracts(principal.userId, company)),
  ) as SQL;
}

/** getItems: the devices and contracts of a request the caller sees, in the order they were added. */
export async function workItemItems(
  db: Executor,
  principal: Principal,
  requestId: string,
  only?: 'contract',
): Promise<WorkItemItem[]> {
  const rows = await db
    .select({
      id: workItemRequestItems.id,
      deviceId: workItemRequestItems.deviceId,
      contractId: workItemRequestItems.contractId,
      partNumber: devices.partNumber,
      serialNumber: devices.serialNumber,
      description: sql<string>`coalesce(${devices.description}, ${maintenanceContracts.description}, '')`,
      contractNumber: maintenanceContracts.contractNumber,
      manufacturerName: manufacturers.name,
      serviceLevel: devices.serviceLevel,
      siteName: installSites.name,
    })
    .from(workItemRequestItems)
    .leftJoin(devices, eq(devices.id, workItemRequestItems.deviceId))
    .leftJoin(
      maintenanceContracts,
      eq(maintenanceContracts.id, sql`coalesce(${workItemRequestItems.contractId}, ${devices.contractId})`),
    )
    .leftJoin(
      manufacturers,
      eq(manufacturers.id, sql`coalesce(${devices.manufacturerId}, ${maintenanceContracts.manufacturerId})`),
    )
    .leftJoin(installSites, eq(installSites.id, devices.installSiteId))
    .where(
      and(
        eq(workItemRequestItems.requestId, requestId),
        visibleItem(principal),
        only === 'contract' ? isNotNull(workItemRequestItems.contractId) : undefined,
      ),
    )
    .orderBy(asc(workItemRequestItems.createdAt), asc(workItemRequestItems.id));
  return rows.map((row) => ({
    id: row.id,
    kind: row.deviceId ? 'device' : 'contract',
    deviceId: row.deviceId,
    contractId: row.contractId,
    partNumber: row.partNumber ?? '',
    serialNumber: row.serialNumber ?? '',
    description: row.description ?? '',
    contractNumber: row.contractNumber ?? '',
    manufacturerName: row.manufacturerName ?? '',
    serviceLevel: row.serviceLevel ?? '',
    siteName: row.siteName ?? '',
  }));
}

/** How many items a request holds (all of them: the submission counts what the request names). */
export async function countItems(db: Executor, requestId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(workItemRequestItems)
    .where(eq(workItemRequestItems.requestId, requestId));
  return Number(row?.n ?? 0);
}

const itemName = (item: { partNumber: string; serialNumber: string; contractNumber: string }) =>
  item.serialNumber ? `${item.partNumber} ${item.serialNumber}` : item.contractNumber;

/** addItems: devices or contracts the caller sees, onto their own Unsubmitted request. */
export async function addWorkItemItems(
  db: Executor,
  principal: Principal,
  body: { requestId: string; deviceIds: string[]; contractIds: string[] },
): Promise<WorkItemItem[]> {
  const row = await findEditableRequest(db, principal, body.requestId);
  const kind = WORK_ITEM_KINDS[row.type as WorkItemType].items;
  const deviceIds = [...new Set(body.deviceIds)];
  const contractIds = [...new Set(body.contractIds)];
  const allowed =
    (kind === 'devices' && contractIds.length === 0 && deviceIds.length > 0) ||
    (kind === 'contracts' && deviceIds.length === 0 && contractIds.length > 0);
  if (!allowed) {
    throw new ProblemError(
      422,
      'WorkItemItemsNotAllowed',
      formatMessage('WorkItem.ItemsNotAllowed', {
        items: formatMessage(deviceIds.length > 0 ? 'WorkItem.Items.devices' : 'WorkItem.Items.contracts'),
      }),
    );
  }
  const company = companyOf(principal);
  const itemNotFound = () =>
    Problems.notFound('WorkItemItemNotFound', formatMessage('WorkItem.ItemNotFound'));
  const before = new Set(
    (
      await db
        .select({ deviceId: workItemRequestItems.deviceId, contractId: workItemRequestItems.contractId })
        .from(workItemRequestItems)
        .where(eq(workItemRequestItems.requestId, row.id))
    ).map((item) => item.deviceId ?? item.contractId),
  );
  let names: string[] = [];
  if (deviceIds.length > 0) {
    const seen = await db
      .select({ id: devices.id, partNumber: devices.partNumber, serialNumber: devices.serialNumber })
      .from(devices)
      .where(and(inArray(devices.id, deviceIds), visibleDevices(principal.userId, company)));
    if (seen.length !== deviceIds.length) throw itemNotFound();
    await db
      .insert(workItemRequestItems)
      .values(deviceIds.map((deviceId) => ({ requestId: row.id, deviceId })))
      .onConflictDoNothing();
    names = seen
      .filter((device) => !before.has(device.id))
      .map((device) => itemName({ ...device, contractNumber: '' }));
  } else {
    const seen = await db
      .select({ id: maintenanceContracts.id, contractNumber: maintenanceContracts.contractNumber })
      .from(maintenanceContracts)
      .where(and(inArray(maintenanceContracts.id, contractIds), visibleContracts(principal.userId, company)));
    if (seen.length !== contractIds.length) throw itemNotFound();
    await db
      .insert(workItemRequestItems)
      .values(contractIds.map((contractId) => ({ requestId: row.id, contractId })))
      .onConflictDoNothing();
    names = seen.filter((contract) => !before.has(contract.id)).map((contract) => contract.contractNumber);
  }
  if (names.length > 0) {
    await db.update(workItemRequests).set({ updatedAt: new Date() }).where(eq(workItemRequests.id, row.id));
    await recordWorkItemHistory(db, {
      requestId: row.id,
      user: principal,
      action: 'ItemsAdded',
      detail: names.sort().join(', '),
      status: row.status,
    });
  }
  return workItemItems(db, principal, row.id);
}

/** deleteItem: one item off the caller's own Unsubmitted request. */
export async function deleteWorkItemItem(
  db: Executor,
  principal: Principal,
  query: { requestId: string; itemId: string },
): Promise<WorkItemItem[]> {
  const row = await findEditableRequest(db, principal, query.requestId);
  const item = (await workItemItems(db, principal, row.id)).find((entry) => entry.id === query.itemId);
  if (!item) throw Problems.notFound('WorkItemItemMissing', formatMessage('WorkItem.ItemMissing'));
  await db.delete(workItemRequestItems).where(eq(workItemRequestItems.id, item.id));
  await db.update(workItemRequests).set({ updatedAt: new Date() }).where(eq(workItemRequests.id, row.id));
  await recordWorkItemHistory(db, {
    requestId: row.id,
    user: principal,
    action: 'ItemRemoved',
    detail: itemName(item),
    status: row.status,
  });
  return workItemItems(db, principal, row.id);
}

/** listAvailableContracts: the contracts the caller sees, not yet on the request when one is named. */
export async function availableContracts(
  db: Executor,
  principal: Principal,
  requestId: string,
): Promise<WorkItemContract[]> {
  const taken = requestId
    ? (
        await db
          .select({ id: workItemRequestItems.contractId })
          .from(workItemRequestItems)
          .where(
            and(
              eq(workItemRequestItems.requestId, (await findVisibleRequest(db, principal, requestId)).id),
              isNotNull(workItemRequestItems.contractId),
            ),
          )
      ).flatMap((item) => (item.id ? [item.id] : []))
    : [];
  const rows = await db
    .select({
      id: maintenanceContracts.id,
      contractNumber: maintenanceContracts.contractNumber,
      contractType: maintenanceContracts.contractType,
      dataSource: maintenanceContracts.dataSource,
      manufacturerName: manufacturers.name,
      endDate: maintenanceContracts.endDate,
    })
    .from(maintenanceContracts)
    .innerJoin(manufacturers, eq(manufacturers.id, maintenanceContracts.manufacturerId))
    .where(
      and(
        visibleContracts(principal.userId, companyOf(principal)),
        taken.length > 0 ? notInArray(maintenanceContracts.id, taken) : undefined,
      ),
    )
    .orderBy(asc(maintenanceContracts.contractNumber));
  return rows.map((row) => ({ ...row, dataSource: row.dataSource as WorkItemContract['dataSource'] }));
}

/** getInstallSites: the company's install sites by name. */
export async function companyInstallSites(db: Executor, principal: Principal): Promise<InstallSite[]> {
  return db
    .select({
      id: installSites.id,
      siteNumber: installSites.siteNumber,
      name: installSites.name,
      line1: installSites.line1,
      line2: installSites.line2,
      city: installSites.city,
      state: installSites.state,
      zipCode: installSites.zipCode,
      countryCode: installSites.countryCode,
    })
    .from(installSites)
    .where(eq(installSites.companyId, companyOf(principal)))
    .orderBy(asc(installSites.name));
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** getProductInstances: devices the caller sees that are not on the request, by part or serial and contract. */
export async function productInstances(
  db: Executor,
  principal: Principal,
  query: { requestId: string; search: string; contractId: string; start: number; size: number },
): Promise<WorkItemProductPage> {
  const row = await findVisibleRequest(db, principal, query.requestId);
  const pattern = `%${escapeLike(query.search.toLowerCase())}%`;
  const where = and(
    visibleDevices(principal.userId, companyOf(principal)),
    sql`not exists (select 1 from ${workItemRequestItems} i where i.request_id = ${row.id} and i.device_id = ${devices.id})`,
    query.search ? or(ilike(devices.partNumber, pattern), ilike(devices.serialNumber, pattern)) : undefined,
    query.contractId ? eq(devices.contractId, query.contractId) : undefined,
  );
  const [counted] = await db.select({ n: count() }).from(devices).where(where);
  const rows = await db
    .select({
      id: devices.id,
      partNumber: devices.partNumber,
      serialNumber: devices.serialNumber,
      description: devices.description,
      deviceType: devices.deviceType,
      contractNumber: sql<string>`coalesce(${maintenanceContracts.contractNumber}, '')`,
      serviceLevel: devices.serviceLevel,
      siteName: sql<string>`coalesce(${installSites.name}, '')`,
    })
    .from(devices)
    .leftJoin(maintenanceContracts, eq(maintenanceContracts.id, devices.contractId))
    .leftJoin(installSites, eq(installSites.id, devices.installSiteId))
    .where(where)
    .orderBy(asc(devices.serialNumber), asc(devices.id))
    .limit(query.size)
    .offset((query.start - 1) * query.size);
  return {
    start: query.start,
    size: query.size,
    totalRecords: Number(counted?.n ?? 0),
    records: rows.length,
    sortBy: 0,
    data: rows.map((device) => ({ ...device, deviceType: device.deviceType as 1 | 2 })),
  };
}

/** getHistory: the audit trail, oldest first. */
export async function workItemHistory(db: Executor, requestId: string): Promise<WorkItemHistoryEntry[]> {
  const rows = await db
    .select()
    .from(workItemRequestHistory)
    .where(eq(workItemRequestHistory.requestId, requestId))
    .orderBy(asc(workItemRequestHistory.createdAt), asc(workItemRequestHistory.id));
  return rows.map((row) => {
    const action = row.action as WorkItemHistoryEntry['action'];
    const text =
      action === 'ItemsAdded'
        ? formatMessage('WorkItem.Action.ItemsAdded', { names: row.detail })
        : action === 'ItemRemoved'
          ? formatMessage('WorkItem.Action.ItemRemoved', { name: row.detail })
          : action === 'StatusChanged' && row.status === 4 && row.detail
            ? formatMessage('WorkItem.Action.Rejected', { reason: row.detail })
            : action === 'StatusChanged'
              ? formatMessage('WorkItem.Action.StatusChanged', { status: statusName(row.status) })
              : formatMessage(action === 'Created' ? 'WorkItem.Action.Created' : 'WorkItem.Action.Updated');
    return {
      id: row.id,
      at: iso(row.createdAt),
      who: row.actorName,
      action,
      text,
      status: row.status as WorkItemHistoryEntry['status'],
    };
  });
}

/**
 * The requests the caller sees that name a device (the device page, listRequestsByDevice); 404 when the device is
 * outside the caller's contract access.
 */
export async function workItemsOfDevice(
  db: Executor,
  principal: Principal,
  deviceId: string,
): Promise<WorkItemSummary[]> {
  const [device] = await db
    .select({ id: devices.id })
    .from(devices)
    .where(and(eq(devices.id, deviceId), visibleDevices(principal.userId, companyOf(principal))));
  if (!device) throw Problems.notFound('DeviceNotFound', formatMessage('WorkItem.ItemNotFound'));
  const rows = await selectSummaries(db)
    .where(
      and(
        visibleRequests(principal),
        sql`exists (select 1 from ${workItemRequestItems} i where i.request_id = ${workItemRequests.id} and i.device_id = ${device.id})`,
      ),
    )
    .orderBy(desc(workItemRequests.createdAt), desc(workItemRequests.number));
  return rows.map(summaryOf);
}

/**
 * Open maintenance requests for the contracts dashboard (dashboardListMaintenanceRequests, issue 19): the open
 * requests (Unsubmitted, Pending Approval, Pending Presidio) the caller sees, newest first, at most `limit`, with
 * how many are open in all.
 */
export async function dashboardListMaintenanceRequests(
  db: Executor,
  principal: Principal,
  limit = 5,
): Promise<{ total: number; requests: WorkItemSummary[] }> {
  if (!hasPermission(principal.permissions, WORK_ITEM_READ_PERMISSION)) return { total: 0, requests: [] };
  const page = await listWorkItems(db, principal, { status: 5, requesterId: '', start: 1, size: limit });
  return { total: page.totalRecords, requests: page.data };
}
