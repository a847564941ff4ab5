import { EMPTY_GUID, SubmitWorkflowBody, type WorkflowPageLoadAnswer } from '@b2b-portal/api';
import type * as z from 'zod/mini';

/** The workflow data a person who accepts every default would send. */
export function netTermsBody(
  page: WorkflowPageLoadAnswer,
  overrides: Partial<{ po: string; title: string; blanketOrderID: string; businessUnitID: string }> = {},
): z.output<typeof SubmitWorkflowBody> {
  return SubmitWorkflowBody.parse({
    documentType: 0,
    documentID: page.documentID,
    actionID: '',
    token: '',
    workflowData: {
      order: {
        title: overrides.title ?? 'Switches for the clinic',
        po: overrides.po ?? `PO-${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
        checkOutSessionID: page.checkOutSessionID,
        comments: '',
        attachmentIDs: [],
        blanketOrderID: overrides.blanketOrderID ?? EMPTY_GUID,
        businessUnitID: overrides.businessUnitID ?? EMPTY_GUID,
      },
      billing: {
        billTo: { id: page.defaults.billToID },
        payment: {
          paymentTermID: page.defaults.paymentTermID,
          paymentInfoID: EMPTY_GUID,
          paymentInfoRequestID: EMPTY_GUID,
        },
      },
      shipping: {
        shipTo: { id: page.defaults.shipToID, contactID: page.defaults.contactID },
        shippingMethod: {
          method: 2,
          carrierPayment: { carrierAccountID: EMPTY_GUID, carrierCode: '', accountNumber: '' },
          useMyCarrierAccount: false,
        },
        lineItemShipToAddresses: [],
        bundleShipToAddress: [],
      },
      endUserAddress: {},
      isDuplicatePO: false,
      users: [],
      isTermsAccepted: true,
    },
  });
}
