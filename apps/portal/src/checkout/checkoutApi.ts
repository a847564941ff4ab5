import {
  type AddressInput,
  addAttachmentFormData,
  type ContactInput,
  Enumerations,
  type MatchingAddressQuery,
} from '@b2b-portal/api';
import { api } from '../services/api';
import {
  blanketOrderEndpoints,
  businessUnitEndpoints,
  checkoutEndpoints,
  documentEndpoints,
} from '../services/endpoints';
import { newRequestId } from '../services/requestId';
import type { PrimaryKind } from './CheckoutExtras';

/** The API calls behind the checkout's new address: the resembling-address look-up, then the address itself. */
export const checkoutAddressApi = {
  addAddress: (body: AddressInput) => api.call(checkoutEndpoints.addAddress, { body, reportProblems: false }),
  matchAddress: async (query: MatchingAddressQuery) =>
    (await api.call(checkoutEndpoints.getMatchingAddress, { query, reportProblems: false })).match,
};

/** The API calls behind the checkout's PO upload, added contacts and primaries, for the page to hand over. */
export const checkoutExtrasApi = {
  businessUnits: () => api.call(businessUnitEndpoints.listHierarchy, { reportProblems: false }),
  activeBlanketOrders: async () =>
    (await api.call(blanketOrderEndpoints.getActiveBlanketOrders, { reportProblems: false })).blanketOrders,
  uploadPo: async (file: File, description: string) =>
    (
      await api.call(documentEndpoints.addAttachment, {
        body: addAttachmentFormData({
          documentType: Enumerations.DocumentType.Orders.value,
          description,
          file,
          requestId: newRequestId(),
        }),
        reportProblems: false,
      })
    ).id,
  addContact: (body: ContactInput) =>
    api.call(checkoutEndpoints.addUserContact, { body, reportProblems: false }),
  setPrimary: async (kind: PrimaryKind, id: string) => {
    const options = { reportProblems: false } as const;
    if (kind === 'billTo' || kind === 'shipTo') {
      await api.call(checkoutEndpoints.setUserPrimaryAddress, {
        body: { addressID: id, addressType: kind === 'billTo' ? 1 : 2 },
        ...options,
      });
    } else if (kind === 'contact') {
      await api.call(checkoutEndpoints.setUserPrimaryContact, { body: { id }, ...options });
    } else if (kind === 'carrierAccount') {
      await api.call(checkoutEndpoints.setUserPrimaryCarrierAccount, { body: { id }, ...options });
    } else {
      await api.call(checkoutEndpoints.setUserPrimaryPaymentMethod, { body: { id }, ...options });
    }
  },
};
