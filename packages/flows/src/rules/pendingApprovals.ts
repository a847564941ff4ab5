import { hasPermission } from './permissions';

/** The three lists of pending approvals (001 §3) and the permission that loads each (001 §4, §6). */
export const PENDING_APPROVAL_SECTIONS = [
  { id: 'registrations', permission: 'approveRegistrations' },
  { id: 'requisitions', permission: 'approveRequisitions' },
  { id: 'quotes', permission: 'approveQuotes' },
] as const;
export type PendingApprovalSection = (typeof PENDING_APPROVAL_SECTIONS)[number]['id'];

/** The pending-approval lists load with start 1, records 10, sortBy 0 (001 §7, §9); the quotes call adds status -1. */
export const PENDING_APPROVALS_PAGE = { start: 1, records: 10, sortBy: 0 } as const;
export const PENDING_QUOTES_STATUS = -1;

/** The sections a user may see, in the documents' order: each only for holders of its permission. */
export function pendingApprovalSections(permissions: Iterable<string>): PendingApprovalSection[] {
  const held = new Set(permissions);
  return PENDING_APPROVAL_SECTIONS.filter((section) => hasPermission(held, section.permission)).map(
    (section) => section.id,
  );
}

/**
 * The bell's total (001 §4): the sum of the registration, requisition and quote totals. A section the user may
 * not see, or one that did not load, counts 0; counts below 0 or not whole are not counts and count 0.
 */
export function pendingApprovalsTotal(
  totals: Partial<Record<PendingApprovalSection, number | null | undefined>>,
  permissions: Iterable<string>,
): number {
  return pendingApprovalSections(permissions).reduce((sum, section) => {
    const value = totals[section];
    return sum + (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0);
  }, 0);
}
