import * as z from 'zod/mini';
import { WORK_ITEM_LIMITS } from '../limits';
import { Guid, optionalLimitedText, PageOf } from './common';
import { CalendarDay, ContractDataSource, DeviceType } from './contracts';

/**
 * Work item requests (issue 19; 002 §2 /work-items, /work-item-request?pageId=; §3 the entity and enumerations; §4
 * states; §5 required fields; §7 "Work item requests (MaintenanceContractRequest)").
 *
 * A request is saved first (one save call per kind, as the documents name them), then its items are added (the
 * devices or contracts it names), then it is submitted (setStatus 1). The status rule and each kind's required
 * fields are `@b2b-portal/flows/rules` (workItems.ts), which the server applies: a required field left blank answers
 * 400 ValidationFailed with the field's path; a change to a submitted request 409 WorkItemViewOnly.
 *
 * Scope: the caller's company, which must have the MaintenanceContracts feature. workItemCreate saves and submits;
 * workItems reads one's own requests; viewAllWorkItems reads the company's. Devices and contracts are read through
 * the caller's contract access (all, or the assigned manufacturers and contracts). Anything outside answers 404.
 */

/** 0 Unsubmitted, 1 Pending Approval, 2 Completed, 3 Pending Presidio, 4 Rejected. */
export const WorkItemStatusValue = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
]);
export type WorkItemStatusValue = z.infer<typeof WorkItemStatusValue>;

/** 1 Service Level Upgrade … 7 Add New Coverage. */
export const WorkItemTypeValue = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
  z.literal(6),
  z.literal(7),
]);
export type WorkItemTypeValue = z.infer<typeof WorkItemTypeValue>;

const choice = (max: number) =>
  z._default(
    z.nullable(z.int().check(z.minimum(1), z.maximum(max))) as z.ZodMiniType<number | null, unknown>,
    null,
  );
const text = (max: number) => optionalLimitedText(max);
const L = WORK_ITEM_LIMITS;

/** The fields every save call carries; `id` absent creates the request (status Unsubmitted). */
export const WorkItemSaveBody = z.object({
  id: z.optional(Guid),
  type: WorkItemTypeValue,
  comments: text(L.comments),
  userName: text(L.short),
  ccoId: text(L.short),
  question: text(L.long),
  rmaNumber: text(L.short),
  previousSerial: text(L.short),
  newSerial: text(L.short),
  targetContractNumber: text(L.short),
  destinationAddress: text(L.long),
  /** The install site the destination address was taken from, when it was. */
  destinationSiteId: z._default(z.nullable(Guid), null),
  serialNumbers: text(L.long),
  /** WorkItemSupportLevel: 1 Cisco TAC 8x5, 2 Cisco TAC 24x7. */
  supportLevel: choice(2),
  /** WorkItemOnsiteSupport: 1 Onsite, 2 Non Onsite. */
  onsiteSupport: choice(2),
  /** WorkItemReplacementPart: 1 NBD, 2 4HR Parts, 3 2HR Parts. */
  replacementPart: choice(3),
});
export type WorkItemSaveBody = z.input<typeof WorkItemSaveBody>;
export type WorkItemSaveFields = z.output<typeof WorkItemSaveBody>;

/** A request as the list shows it. */
export const WorkItemSummary = z.object({
  id: Guid,
  /** WI-700001… */
  number: z.string(),
  type: WorkItemTypeValue,
  typeName: z.string(),
  status: WorkItemStatusValue,
  statusName: z.string(),
  requesterId: Guid,
  requesterName: z.string(),
  itemCount: z.int(),
  /**
   * Rejected (4): why the service desk refused it, as it said (the rejecting audit trail entry's detail); null for
   * any other status, or when no reason was recorded. The server always sends it; optional so that summaries made
   * before it (fixtures, older answers) still parse.
   */
  rejectionReason: z.optional(z.nullable(z.string())),
  /** ISO date-times. */
  createdAt: z.string(),
  submittedAt: z.nullable(z.string()),
  updatedAt: z.string(),
});
export type WorkItemSummary = z.infer<typeof WorkItemSummary>;

/** getRequestItem: the request with its fields and what the caller may do with it. */
export const WorkItemRequest = z.extend(WorkItemSummary, {
  comments: z.string(),
  userName: z.string(),
  ccoId: z.string(),
  question: z.string(),
  rmaNumber: z.string(),
  previousSerial: z.string(),
  newSerial: z.string(),
  targetContractNumber: z.string(),
  destinationAddress: z.string(),
  destinationSiteId: z.nullable(Guid),
  serialNumbers: z.string(),
  supportLevel: z.nullable(z.int()),
  onsiteSupport: z.nullable(z.int()),
  replacementPart: z.nullable(z.int()),
  /** Submitted (or no workItemCreate, or not the caller's): nothing may change. */
  viewOnly: z.boolean(),
  /** The caller may submit it now (editable and their own). */
  maySubmit: z.boolean(),
});
export type WorkItemRequest = z.infer<typeof WorkItemRequest>;

export const WorkItemIdQuery = z.object({ id: Guid });
export type WorkItemIdQuery = z.input<typeof WorkItemIdQuery>;

const coercedInt = () => z.coerce.number().check(z.int());

/** The list (listRequestForStorefront): status filter 5 All Open, 6 All Closed, or one status; a requester; paging. */
export const WorkItemListQuery = z.object({
  status: z._default(
    coercedInt().check(
      z.refine((value) => value >= 0 && value <= 6, { message: 'Not a work item status filter.' }),
    ),
    5,
  ),
  requesterId: z._default(z.union([Guid, z.literal('')]), ''),
  start: z._default(coercedInt().check(z.minimum(1), z.maximum(100_000)), 1),
  size: z._default(coercedInt().check(z.minimum(1), z.maximum(100)), 10),
});
export type WorkItemListQuery = z.input<typeof WorkItemListQuery>;

export const WorkItemPage = PageOf(WorkItemSummary);
export type WorkItemPage = z.infer<typeof WorkItemPage>;

/** getRequesters: who made the requests the caller sees. */
export const WorkItemRequester = z.object({ id: Guid, name: z.string() });
export const WorkItemRequesters = z.array(WorkItemRequester);
export type WorkItemRequester = z.infer<typeof WorkItemRequester>;

/** getStatuses: the status filter's values and names, in the documents' order. */
export const WorkItemStatusOption = z.object({ value: z.int(), name: z.string() });
export const WorkItemStatusOptions = z.array(WorkItemStatusOption);
export type WorkItemStatusOption = z.infer<typeof WorkItemStatusOption>;

/** addItems: devices (kinds 1, 2, 6) or contracts (kind 4, the contracts to associate). */
export const WorkItemAddItemsBody = z.object({
  requestId: Guid,
  deviceIds: z._default(z.array(Guid).check(z.maxLength(L.itemsPerCall)), []),
  contractIds: z._default(z.array(Guid).check(z.maxLength(L.itemsPerCall)), []),
});
export type WorkItemAddItemsBody = z.input<typeof WorkItemAddItemsBody>;

/** An item of a request: a device or a contract. */
export const WorkItemItem = z.object({
  id: Guid,
  kind: z.enum(['device', 'contract']),
  deviceId: z.nullable(Guid),
  contractId: z.nullable(Guid),
  partNumber: z.string(),
  serialNumber: z.string(),
  description: z.string(),
  contractNumber: z.string(),
  manufacturerName: z.string(),
  serviceLevel: z.string(),
  siteName: z.string(),
});
export type WorkItemItem = z.infer<typeof WorkItemItem>;
export const WorkItemItems = z.array(WorkItemItem);

export const WorkItemDeleteItemQuery = z.object({ requestId: Guid, itemId: Guid });
export type WorkItemDeleteItemQuery = z.input<typeof WorkItemDeleteItemQuery>;

/** listAvailableContracts: contracts the caller sees, not yet on the request (when one is named). */
export const WorkItemContractsQuery = z.object({ requestId: z._default(z.union([Guid, z.literal('')]), '') });
export const WorkItemContract = z.object({
  id: Guid,
  contractNumber: z.string(),
  contractType: z.string(),
  dataSource: ContractDataSource,
  manufacturerName: z.string(),
  endDate: z.nullable(CalendarDay),
});
export type WorkItemContract = z.infer<typeof WorkItemContract>;
export const WorkItemContracts = z.array(WorkItemContract);

/** getProductInstances: devices the caller sees, by part or serial and contract, not yet on the request. */
export const WorkItemProductQuery = z.object({
  requestId: Guid,
  search: optionalLimitedText(100),
  contractId: z._default(z.union([Guid, z.literal('')]), ''),
  start: z._default(coercedInt().check(z.minimum(1), z.maximum(100_000)), 1),
  size: z._default(coercedInt().check(z.minimum(1), z.maximum(50)), 10),
});
export type WorkItemProductQuery = z.input<typeof WorkItemProductQuery>;
export const WorkItemProduct = z.object({
  id: Guid,
  partNumber: z.string(),
  serialNumber: z.string(),
  description: z.string(),
  deviceType: DeviceType,
  contractNumber: z.string(),
  serviceLevel: z.string(),
  siteName: z.string(),
});
export type WorkItemProduct = z.infer<typeof WorkItemProduct>;
export const WorkItemProductPage = PageOf(WorkItemProduct);
export type WorkItemProductPage = z.infer<typeof WorkItemProductPage>;

/** setStatus: the status to move to (the requester: 1, submitting). */
export const WorkItemSetStatusBody = z.object({ id: Guid, status: WorkItemStatusValue });
export type WorkItemSetStatusBody = z.input<typeof WorkItemSetStatusBody>;

/** getHistory: who did what, when (oldest first). */
export const WorkItemHistoryEntry = z.object({
  id: Guid,
  at: z.string(),
  who: z.string(),
  action: z.enum(['Created', 'Updated', 'ItemsAdded', 'ItemRemoved', 'StatusChanged']),
  /** What the action says, ready to read ('Status changed to Pending Presidio'). */
  text: z.string(),
  status: WorkItemStatusValue,
});
export type WorkItemHistoryEntry = z.infer<typeof WorkItemHistoryEntry>;
export const WorkItemHistory = z.array(WorkItemHistoryEntry);

/** The work item requests that name a device (the device page). */
export const WorkItemDeviceQuery = z.object({ deviceId: Guid });
export type WorkItemDeviceQuery = z.input<typeof WorkItemDeviceQuery>;
export const WorkItemSummaries = z.array(WorkItemSummary);
