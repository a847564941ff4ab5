import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { anyOf } from '../permissions';
import { Guid } from '../schemas/common';
import {
  ApprovalChain,
  ApprovalChainQuery,
  DocumentWorkflowAnswer,
  DocumentWorkflowBody,
  ListActionsQuery,
  PutApprovalChainBody,
  WorkflowActionList,
  WorkflowDocumentQuery,
  WorkflowHistoryEntry,
  WorkflowInfo,
  WorkflowTokenAnswer,
} from '../schemas/workflow';

/** Readers of quotes (001 §6: quotes need viewQuote or approveQuotes; `quotes` is the third quote permission). */
export const QUOTE_READ_PERMISSION = anyOf('viewQuote', 'approveQuotes', 'quotes');
/** Readers of requisitions (001 §2 /requisitions). */
export const REQUISITION_READ_PERMISSION = anyOf(
  'requisitions',
  'approveRequisitions',
  'viewAllRequisitions',
);
/** Either: the generic workflow calls check the permission of the document's type on the server. */
export const WORKFLOW_PERMISSION = anyOf(QUOTE_READ_PERMISSION, REQUISITION_READ_PERMISSION);

/**
 * The approval workflow calls (001 §7 "Quotes": gettokenbyuser, listActions, getworkflowinfo, submitWorkflow;
 * "Requisitions": getWorkFlowHistory) plus ours: the requisition's own submitWorkflow for the actions that do not
 * go through checkout, a generic workflow info, and a company's approval chain.
 */
export const workflowEndpoints = {
  getTokenByUser: defineEndpoint({
    id: 'workflowrouting.gettokenbyuser',
    method: 'GET',
    path: 'V1.0/workflowrouting/gettokenbyuser',
    access: 'user',
    permission: WORKFLOW_PERMISSION,
    query: WorkflowDocumentQuery,
    answer: WorkflowTokenAnswer,
    summary: "A token naming the caller, the document and the document's current version.",
  }),
  listActions: defineEndpoint({
    id: 'workflowrouting.listActions',
    method: 'GET',
    path: 'V1.0/workflowrouting/listActions',
    access: 'user',
    permission: WORKFLOW_PERMISSION,
    query: ListActionsQuery,
    answer: WorkflowActionList,
    summary:
      'What the caller may do to the document now (approve at their level, reject, check out, resubmit, cancel), or why nothing.',
  }),
  getWorkflowHistory: defineEndpoint({
    id: 'workflowrouting.getWorkFlowHistory',
    method: 'GET',
    path: 'V1.0/workflowrouting/getWorkFlowHistory',
    access: 'user',
    permission: WORKFLOW_PERMISSION,
    query: WorkflowDocumentQuery,
    answer: z.array(WorkflowHistoryEntry),
    summary: 'Who did what to the document, at which level, when and with which comments, oldest first.',
  }),
  getWorkflowInfo: defineEndpoint({
    id: 'workflowrouting.getWorkflowInfo',
    method: 'GET',
    path: 'V1.0/workflowrouting/getWorkflowInfo',
    access: 'user',
    permission: WORKFLOW_PERMISSION,
    query: WorkflowDocumentQuery,
    answer: WorkflowInfo,
    summary: "The document's approval chain, where each level stands, and its history.",
  }),
  getQuoteWorkflowInfo: defineEndpoint({
    id: 'quote.getworkflowinfo',
    method: 'GET',
    path: 'V1.0/Quote/getworkflowinfo',
    access: 'user',
    permission: QUOTE_READ_PERMISSION,
    query: z.object({ id: Guid }),
    answer: WorkflowInfo,
    summary: "A quote's approval chain, where each level stands, and its history.",
  }),
  submitQuoteWorkflow: defineEndpoint({
    id: 'quote.submitWorkflow',
    method: 'POST',
    path: 'v1.0/quote/submitWorkflow',
    access: 'user',
    permission: QUOTE_READ_PERMISSION,
    body: DocumentWorkflowBody,
    answer: DocumentWorkflowAnswer,
    errors: { 403: ['SeparationOfDuties'] },
    summary:
      "Approves (at the caller's level) or rejects (with comments) a quote; the final approval answers where checkout continues.",
  }),
  submitRequisitionWorkflow: defineEndpoint({
    id: 'requisition.submitWorkflow',
    method: 'POST',
    path: 'v1.0/requisition/submitWorkflow',
    access: 'user',
    permission: anyOf('requisitions', 'approveRequisitions'),
    body: DocumentWorkflowBody,
    answer: DocumentWorkflowAnswer,
    errors: {
      403: ['SeparationOfDuties'],
      422: ['CommentsRequired', 'WorkflowActionNotAvailable', 'WorkflowChanged'],
    },
    summary:
      'Approves a requisition at a level below the last, rejects it with comments, or cancels a rejected one; the last approval and a resubmission go through checkout.',
  }),
  getApprovalChain: defineEndpoint({
    id: 'workflowrouting.getApprovalChain',
    method: 'GET',
    path: 'V1.0/workflowrouting/getApprovalChain',
    access: 'user',
    permission: anyOf(WORKFLOW_PERMISSION, 'users'),
    query: ApprovalChainQuery,
    answer: ApprovalChain,
    summary: "The caller's company's approval chain for quotes (8) or requisitions (4).",
  }),
  saveApprovalChain: defineEndpoint({
    id: 'workflowrouting.saveApprovalChain',
    method: 'POST',
    path: 'V1.0/workflowrouting/saveApprovalChain',
    access: 'user',
    permission: 'users',
    body: PutApprovalChainBody,
    answer: ApprovalChain,
    errors: { 422: ['ApprovalChainInvalid'] },
    summary:
      "Sets the company's approval chain for a document type (levels in order with a role and an amount threshold); documents already submitted keep theirs.",
  }),
} as const;
