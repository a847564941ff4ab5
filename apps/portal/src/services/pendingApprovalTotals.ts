import {
  PENDING_APPROVALS_PAGE,
  PENDING_QUOTES_STATUS,
  type PendingApprovalSection,
} from '@b2b-portal/flows/rules';
import { api } from './api';
import { approvalEndpoints, quoteEndpoints, requisitionEndpoints } from './endpoints';

/** The total of each pending list the bell counts (see pendingApprovals.ts), loaded with the first count. */
export const totalOf: Record<PendingApprovalSection, (signal: AbortSignal) => Promise<number>> = {
  registrations: (signal) =>
    api
      .call(approvalEndpoints.listPendingRegistrations, {
        query: PENDING_APPROVALS_PAGE,
        signal,
        reportProblems: false,
      })
      .then((page) => page.totalRecords),
  requisitions: (signal) =>
    api
      .call(requisitionEndpoints.listPendingRequisitions, {
        query: PENDING_APPROVALS_PAGE,
        signal,
        reportProblems: false,
      })
      .then((page) => page.totalRecords),
  quotes: (signal) =>
    api
      .call(quoteEndpoints.listPending, {
        query: { ...PENDING_APPROVALS_PAGE, status: PENDING_QUOTES_STATUS },
        signal,
        reportProblems: false,
      })
      .then((page) => page.totalRecords),
};
