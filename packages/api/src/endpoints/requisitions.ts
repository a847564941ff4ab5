import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { anyOf } from '../permissions';
import {
  DeleteRequisitionBundleQuery,
  DeleteRequisitionItemQuery,
  Requisition,
  RequisitionDownloadQuery,
  RequisitionExportBody,
  RequisitionIdQuery,
  RequisitionListQuery,
  RequisitionPendingQuery,
  RequisitionSummaryPage,
} from '../schemas/requisitions';
import { REQUISITION_READ_PERMISSION } from './workflow';

/**
 * Requisitions of 001 §7: list, detail, delete item and bundle, export of the search list, download, and the
 * pending list of the caller's approvals. Every call is scoped to the caller's company; holders of
 * viewAllRequisitions or approveRequisitions (and administrators) see the company's requisitions, the others
 * their own. Another company's or another user's requisition the caller does not see answers 404.
 */
export const requisitionEndpoints = {
  listRequisitions: defineEndpoint({
    id: 'requisition.list',
    method: 'GET',
    path: 'V1.0/Requisition/List',
    access: 'user',
    permission: REQUISITION_READ_PERMISSION,
    query: RequisitionListQuery,
    answer: RequisitionSummaryPage,
    summary:
      'A page of the requisitions the caller sees, by status filter, date-range preset, keyword (number, title, requester) and business unit (with the units below it).',
  }),
  getRequisition: defineEndpoint({
    id: 'requisition.get',
    method: 'GET',
    path: 'V1.0/Requisition/Get',
    access: 'user',
    permission: REQUISITION_READ_PERMISSION,
    query: RequisitionIdQuery,
    answer: Requisition,
    errors: { 404: ['RequisitionNotFound'] },
    summary: 'One requisition: header, totals, lines, the workflow data it will be ordered with.',
  }),
  deleteRequisitionItem: defineEndpoint({
    id: 'requisition.deleteItem',
    method: 'DELETE',
    path: 'V1.0/Requisition/DeleteItem',
    access: 'user',
    permission: anyOf('requisitions', 'approveRequisitions'),
    query: DeleteRequisitionItemQuery,
    answer: Requisition,
    errors: { 404: ['RequisitionLineNotFound'], 422: ['RequisitionLastLine', 'RequisitionLinesLocked'] },
    summary:
      'Removes a line: the requester while Rejected, an approver of the current level while Pending Approval; never the last line.',
  }),
  deleteRequisitionBundle: defineEndpoint({
    id: 'requisition.deleteBundle',
    method: 'DELETE',
    path: 'V1.0/Requisition/DeleteBundle',
    access: 'user',
    permission: anyOf('requisitions', 'approveRequisitions'),
    query: DeleteRequisitionBundleQuery,
    answer: Requisition,
    summary: 'Removes a bundle with its lines, under the rules of DeleteItem.',
  }),
  exportRequisitionSearchList: defineEndpoint({
    id: 'requisition.exportsearchlist',
    method: 'POST',
    path: 'V1.0/Requisition/exportsearchlist',
    access: 'user',
    permission: REQUISITION_READ_PERMISSION,
    body: RequisitionExportBody,
    answer: z.unknown(),
    answerKind: 'file',
    summary: 'Every requisition matching the list filters, as XLSX.',
  }),
  downloadRequisition: defineEndpoint({
    id: 'requisition.download',
    method: 'GET',
    path: 'v1.0/requisition/download',
    access: 'user',
    permission: REQUISITION_READ_PERMISSION,
    query: RequisitionDownloadQuery,
    answer: z.unknown(),
    answerKind: 'file',
    errors: { 404: ['RequisitionNotFound'] },
    summary: 'One requisition as PDF: number, header, lines and totals.',
  }),
  listPendingRequisitions: defineEndpoint({
    id: 'requisition.listpending',
    method: 'GET',
    path: 'v1.0/requisition/listpending',
    access: 'user',
    permission: REQUISITION_READ_PERMISSION,
    query: RequisitionPendingQuery,
    answer: RequisitionSummaryPage,
    summary:
      "Requisitions waiting for the caller: Pending Approval at a level whose role the caller holds (with approveRequisitions), not the caller's own; empty for others.",
  }),
} as const;
