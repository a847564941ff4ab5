import { lazyEndpoints } from '../lazyEndpoint';

export const approvalEndpoints = /* @__PURE__ */ lazyEndpoints(
  () => import('../endpointCatalogue').then((catalogue) => catalogue.approvalEndpoints),
  {
    listPendingRegistrations: 'account.listpendingregistrations',
    getPendingRegistration: 'account.ListPendingRegistration',
    saveRegistration: 'account.Save',
    deleteRegistration: 'account.Delete',
    rejectRegistration: 'account.Reject',
    approveRegistration: 'account.Approve',
    register: 'account.registration',
  },
);
