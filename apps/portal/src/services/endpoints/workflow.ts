import { lazyEndpoints } from '../lazyEndpoint';

export const workflowEndpoints = /* @__PURE__ */ lazyEndpoints(
  () => import('../endpointCatalogue').then((catalogue) => catalogue.workflowEndpoints),
  {
    getTokenByUser: 'workflowrouting.gettokenbyuser',
    listActions: 'workflowrouting.listActions',
    getWorkflowHistory: 'workflowrouting.getWorkFlowHistory',
    getWorkflowInfo: 'workflowrouting.getWorkflowInfo',
    getQuoteWorkflowInfo: 'quote.getworkflowinfo',
    submitQuoteWorkflow: 'quote.submitWorkflow',
    submitRequisitionWorkflow: 'requisition.submitWorkflow',
    getApprovalChain: 'workflowrouting.getApprovalChain',
    saveApprovalChain: 'workflowrouting.saveApprovalChain',
  },
);
