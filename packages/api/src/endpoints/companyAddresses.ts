import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { anyOf } from '../permissions';
import { AddressInput, ContactInput, IdQuery } from '../schemas/checkout';
import {
  CompanyAddress,
  CompanyAddressQuery,
  CompanyContact,
  CompanyContactPage,
  ContactIndexQuery,
  StatusBody,
} from '../schemas/companyAddresses';

/** /addresses shows to holders of addresses or shoppingcart (002 §2): they read the company-wide list. */
export const COMPANY_ADDRESSES_READ_PERMISSION = anyOf('addresses', 'shoppingcart');
/**
 * Changing a company-wide address or contact changes it for every user of the company (002 §6), so it needs the
 * addresses permission itself; shoppingcart alone reads. A caller's own rows are My Account's (`accountEndpoints`).
 */
export const COMPANY_ADDRESSES_WRITE_PERMISSION = 'addresses';

const scoped =
  "Only the caller's company's company-wide rows: a user's own row or another company's answers 404 'Result not found'.";

/** Company addresses and contacts (002 §7 "Company, addresses, contacts"; issue 18). */
export const companyAddressEndpoints = {
  listStorefrontContactsByIndex: defineEndpoint({
    id: 'company.listStorefrontContactsByIndex',
    method: 'GET',
    path: 'V1.0/company/listStorefrontContactsByIndex',
    access: 'user',
    permission: COMPANY_ADDRESSES_READ_PERMISSION,
    query: ContactIndexQuery,
    answer: CompanyContactPage,
    summary:
      'The company-wide contacts whose last name starts with `index` (none: all), enabled and disabled, by last and first name, one page (`start` 1-based, `records` per page).',
  }),
  listCompanyAddresses: defineEndpoint({
    id: 'company.listCompanyAddresses',
    method: 'GET',
    path: 'V1.0/company/listCompanyAddresses',
    access: 'user',
    permission: COMPANY_ADDRESSES_READ_PERMISSION,
    query: CompanyAddressQuery,
    answer: z.array(CompanyAddress),
    summary:
      'The company-wide addresses of one type (bill-to 1, ship-to 2), enabled and disabled, by name. Checkout offers the enabled ones only.',
  }),
  upsertAddress: defineEndpoint({
    id: 'company.upsertaddress',
    method: 'POST',
    path: 'V1.0/company/upsertaddress',
    access: 'user',
    permission: COMPANY_ADDRESSES_WRITE_PERMISSION,
    body: AddressInput,
    answer: CompanyAddress,
    summary:
      "Adds a company-wide address (every user of the company sees it). setAsPrimary makes it the caller's own primary only (002 §6).",
  }),
  modifyAddress: defineEndpoint({
    id: 'company.modifyAddress',
    method: 'POST',
    path: 'V1.0/company/modifyAddress',
    access: 'user',
    permission: COMPANY_ADDRESSES_WRITE_PERMISSION,
    query: IdQuery,
    body: AddressInput,
    answer: CompanyAddress,
    errors: { 404: ['AddressNotFound'] },
    summary: `Changes a company-wide address (its type stays), enabled or disabled. ${scoped}`,
  }),
  updateAddressStatus: defineEndpoint({
    id: 'company.updateAddressStatus',
    method: 'POST',
    path: 'V1.0/company/updateAddressStatus',
    access: 'user',
    permission: COMPANY_ADDRESSES_WRITE_PERMISSION,
    body: StatusBody,
    answer: CompanyAddress,
    errors: { 404: ['AddressNotFound'] },
    summary: `Enables or disables a company-wide address: a disabled one is offered nowhere (checkout, My Account, the suggestion) and stops being anyone's primary. ${scoped}`,
  }),
  modifyContact: defineEndpoint({
    id: 'company.modifyContact',
    method: 'POST',
    path: 'V1.0/company/modifyContact',
    access: 'user',
    permission: COMPANY_ADDRESSES_WRITE_PERMISSION,
    query: IdQuery,
    body: ContactInput,
    answer: CompanyContact,
    errors: { 404: ['ContactNotFound'] },
    summary: `Changes a company-wide contact (its contact type too). ${scoped}`,
  }),
  updateContactStatus: defineEndpoint({
    id: 'company.updateContactStatus',
    method: 'POST',
    path: 'V1.0/company/updateContactStatus',
    access: 'user',
    permission: COMPANY_ADDRESSES_WRITE_PERMISSION,
    body: StatusBody,
    answer: CompanyContact,
    errors: { 404: ['ContactNotFound'] },
    summary: `Enables or disables a company-wide contact: a disabled one is offered nowhere and stops being anyone's primary. ${scoped}`,
  }),
} as const;
