/**
 * Work item requests (issue 19, 002 §3, §4, §5): the status rule and the required fields of each kind. One rule for
 * the portal (the request machine's guards, what the page offers) and the server (the guarded status change).
 *
 * Statuses (002 §4; numbers of the status enumeration): Unsubmitted 0 → Pending Approval 1 → Pending Presidio 3 →
 * Completed 2; Rejected 4 from either pending status. The documents do not show the allowed transitions; these are
 * ours, in the order the statuses are named:
 * - SUBMIT: Unsubmitted → Pending Approval (the requester, once the request has what its kind needs);
 * - APPROVE: Pending Approval → Pending Presidio (the reseller takes it);
 * - COMPLETE: Pending Presidio → Completed;
 * - REJECT: Pending Approval or Pending Presidio → Rejected.
 * Completed and Rejected are final. A request is edited (fields, items, deletion of items) only while Unsubmitted:
 * once submitted it is view-only.
 */

export const WorkItemStatus = {
  Unsubmitted: 0,
  PendingApproval: 1,
  Completed: 2,
  PendingPresidio: 3,
  Rejected: 4,
} as const;
export type WorkItemStatus = (typeof WorkItemStatus)[keyof typeof WorkItemStatus];

export const WORK_ITEM_STATUSES: readonly WorkItemStatus[] = [0, 1, 3, 2, 4];

/** The list's status filter (002 §3): 5 All Open, 6 All Closed, or one status. */
export const WorkItemStatusFilter = { AllOpen: 5, AllClosed: 6 } as const;

export type WorkItemTransition = 'SUBMIT' | 'APPROVE' | 'COMPLETE' | 'REJECT';

const TRANSITIONS: Readonly<
  Record<WorkItemTransition, readonly [readonly WorkItemStatus[], WorkItemStatus]>
> = {
  SUBMIT: [[WorkItemStatus.Unsubmitted], WorkItemStatus.PendingApproval],
  APPROVE: [[WorkItemStatus.PendingApproval], WorkItemStatus.PendingPresidio],
  COMPLETE: [[WorkItemStatus.PendingPresidio], WorkItemStatus.Completed],
  REJECT: [[WorkItemStatus.PendingApproval, WorkItemStatus.PendingPresidio], WorkItemStatus.Rejected],
};

/** The status `transition` leads to from `from`, or null when it is not allowed from there. */
export function workItemTransition(from: number, transition: WorkItemTransition): WorkItemStatus | null {
  const [sources, target] = TRANSITIONS[transition];
  return (sources as readonly number[]).includes(from) ? target : null;
}

/** The transition that moves a request from `from` to `to`, or null when no allowed transition does. */
export function workItemTransitionBetween(from: number, to: number): WorkItemTransition | null {
  for (const transition of Object.keys(TRANSITIONS) as WorkItemTransition[]) {
    if (workItemTransition(from, transition) === to) return transition;
  }
  return null;
}

export const isWorkItemEditable = (status: number) => status === WorkItemStatus.Unsubmitted;
export const isWorkItemOpen = (status: number) =>
  status === WorkItemStatus.Unsubmitted ||
  status === WorkItemStatus.PendingApproval ||
  status === WorkItemStatus.PendingPresidio;

/** The statuses a value of the list's status filter stands for (5 All Open, 6 All Closed, else itself). */
export function workItemStatusesOf(filter: number): WorkItemStatus[] {
  if (filter === WorkItemStatusFilter.AllOpen) return [0, 1, 3];
  if (filter === WorkItemStatusFilter.AllClosed) return [2, 4];
  return (WORK_ITEM_STATUSES as readonly number[]).includes(filter) ? [filter as WorkItemStatus] : [];
}

export const WorkItemType = {
  ServiceLevelUpgrade: 1,
  SiteTransfer: 2,
  RmaSerialNumberUpdate: 3,
  CcoIdContractAssociation: 4,
  GeneralInquiry: 5,
  ServiceLevelConsolidation: 6,
  AddNewCoverage: 7,
} as const;
export type WorkItemType = (typeof WorkItemType)[keyof typeof WorkItemType];

/** The kind-specific fields of a request (002 §3). */
export interface WorkItemFields {
  userName?: string;
  ccoId?: string;
  question?: string;
  rmaNumber?: string;
  previousSerial?: string;
  newSerial?: string;
  targetContractNumber?: string;
  destinationAddress?: string;
  serialNumbers?: string;
  supportLevel?: number | null;
  onsiteSupport?: number | null;
  replacementPart?: number | null;
}
export type WorkItemField = keyof WorkItemFields;

/** What a request of a kind names as its items: devices, contracts (to associate), or none. */
export type WorkItemItemKind = 'devices' | 'contracts' | 'none';

export interface WorkItemKindRule {
  /** Its own fields, in the order the form shows them. */
  fields: readonly WorkItemField[];
  /** Those of them that are required (002 §5). */
  required: readonly WorkItemField[];
  items: WorkItemItemKind;
}

const SERVICE_LEVEL: readonly WorkItemField[] = ['supportLevel', 'onsiteSupport', 'replacementPart'];

/**
 * Each kind's fields and required ones. 002 §5 names the required fields (destination address, support level,
 * onsite support, replacement part, comma-separated serial numbers, question, user name, CCO ID, contracts to
 * associate); which kind carries which is ours, after the kinds' names. The RMA update's previous and new serial
 * numbers are required too (the update is nothing without them); its RMA number and a consolidation's target
 * contract are optional.
 */
export const WORK_ITEM_KINDS: Readonly<Record<WorkItemType, WorkItemKindRule>> = {
  1: { fields: SERVICE_LEVEL, required: SERVICE_LEVEL, items: 'devices' },
  2: { fields: ['destinationAddress'], required: ['destinationAddress'], items: 'devices' },
  3: {
    fields: ['rmaNumber', 'previousSerial', 'newSerial'],
    required: ['previousSerial', 'newSerial'],
    items: 'none',
  },
  4: { fields: ['userName', 'ccoId'], required: ['userName', 'ccoId'], items: 'contracts' },
  5: { fields: ['question'], required: ['question'], items: 'none' },
  6: { fields: ['serialNumbers', 'targetContractNumber'], required: ['serialNumbers'], items: 'none' },
  7: {
    fields: ['serialNumbers', ...SERVICE_LEVEL],
    required: ['serialNumbers', ...SERVICE_LEVEL],
    items: 'none',
  },
};

export const isWorkItemType = (value: number): value is WorkItemType => value >= 1 && value <= 7;

/** The comma-separated serial numbers of a field, trimmed, without blanks. */
export function splitSerialNumbers(text: string): string[] {
  return text
    .split(',')
    .map((serial) => serial.trim())
    .filter((serial) => serial !== '');
}

function isBlank(field: WorkItemField, value: WorkItemFields[WorkItemField]): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'number') return false;
  if (field === 'serialNumbers') return splitSerialNumbers(value).length === 0;
  return value.trim() === '';
}

/** The required fields of the kind that `fields` leaves blank, in the form's order. */
export function missingWorkItemFields(type: WorkItemType, fields: WorkItemFields): WorkItemField[] {
  return WORK_ITEM_KINDS[type].required.filter((field) => isBlank(field, fields[field]));
}

/**
 * An RMA serial number update whose new serial is the previous one (trimmed, in any case: serials are read the
 * same either way) asks for nothing: refused at the new serial, on save as on submit. 002 is silent; ours.
 */
export function unchangedRmaSerial(type: WorkItemType, fields: WorkItemFields): boolean {
  if (type !== WorkItemType.RmaSerialNumberUpdate) return false;
  const previous = fields.previousSerial?.trim() ?? '';
  return previous !== '' && previous.toUpperCase() === (fields.newSerial?.trim() ?? '').toUpperCase();
}

/**
 * Why a request cannot be submitted yet: its missing fields, an RMA update to the same serial, or no items when
 * its kind needs some.
 */
export type WorkItemSubmitRefusal =
  | { reason: 'missingFields'; fields: WorkItemField[] }
  | { reason: 'sameSerial' }
  | { reason: 'noItems'; items: Exclude<WorkItemItemKind, 'none'> };

export function workItemSubmitRefusal(
  type: WorkItemType,
  fields: WorkItemFields,
  itemCount: number,
): WorkItemSubmitRefusal | null {
  const missing = missingWorkItemFields(type, fields);
  if (missing.length > 0) return { reason: 'missingFields', fields: missing };
  if (unchangedRmaSerial(type, fields)) return { reason: 'sameSerial' };
  const items = WORK_ITEM_KINDS[type].items;
  if (items !== 'none' && itemCount === 0) return { reason: 'noItems', items };
  return null;
}
