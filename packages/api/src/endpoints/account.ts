import { defineEndpoint } from '../endpoint';
import {
  ChangePasswordBody,
  Profile,
  ProfileInput,
  VendorCredentials,
  VendorCredentialsInput,
} from '../schemas/account';
import { AddressInput, CheckoutAddress, CheckoutContact, ContactInput, IdQuery } from '../schemas/checkout';
import { Ok } from '../schemas/common';
import { CHECKOUT_PERMISSION } from './checkout';

const own =
  "Only the caller's own rows: a company-wide one, another user's or another company's answers 404 (company-wide ones are changed on /addresses).";

/**
 * My Account (002 §2 /account, §7, issue 18): the caller's profile, password and vendor credentials, and the
 * changes to the caller's own addresses and contacts that checkout's calls (add, list, make primary) do not make.
 * Every call acts on the signed-in user only: none takes a user id.
 */
export const accountEndpoints = {
  getProfile: defineEndpoint({
    id: 'user.getProfile',
    method: 'GET',
    path: 'v1.0/User/getProfile',
    access: 'user',
    answer: Profile,
    summary: "The caller's profile: first and last name, e-mail, phone, fax and username.",
  }),
  modifyProfile: defineEndpoint({
    id: 'user.modifyProfile',
    method: 'POST',
    path: 'v1.0/User/modifyProfile',
    access: 'user',
    body: ProfileInput,
    answer: Profile,
    errors: { 422: ['InvalidInput', 'UserAlreadyExists', 'EmailTaken', 'InvalidOldPassword'] },
    redactBody: true,
    summary:
      "Changes the caller's profile. The username and the e-mail stay unique (case-insensitive); a new e-mail needs the current password (currentPassword).",
  }),
  changePassword: defineEndpoint({
    id: 'user.changePassword',
    method: 'POST',
    path: 'v1.0/User/changePassword',
    access: 'user',
    body: ChangePasswordBody,
    answer: Ok,
    errors: { 422: ['InvalidOldPassword', 'InvalidNewPassword', 'InvalidInput'] },
    redactBody: true,
    summary:
      "setPassword of My Account (002 §5): the old password, a new one that meets the complexity requirements and differs from the old, and its confirmation. The caller's other sessions are signed out.",
  }),
  getPunchOutProfile: defineEndpoint({
    id: 'user.getPunchOutProfile',
    method: 'GET',
    path: 'v1.0/User/getPunchOutProfile',
    access: 'user',
    answer: VendorCredentials,
    summary:
      "The company's vendor credentials (CCO ID) and whether a password is set; the password itself is never answered.",
  }),
  setPunchOutProfile: defineEndpoint({
    id: 'user.setPunchOutProfile',
    method: 'POST',
    path: 'v1.0/User/setPunchOutProfile',
    access: 'user',
    permission: 'shoppingcart',
    body: VendorCredentialsInput,
    answer: VendorCredentials,
    redactBody: true,
    summary:
      "Sets the company's vendor credentials (002 §6: company-wide): the CCO ID, and the password stored encrypted (AES-256-GCM).",
  }),
  modifyAddress: defineEndpoint({
    id: 'companyuser.modifyAddress',
    method: 'POST',
    path: 'V1.0/companyuser/modifyAddress',
    access: 'user',
    permission: CHECKOUT_PERMISSION,
    query: IdQuery,
    body: AddressInput,
    answer: CheckoutAddress,
    errors: { 404: ['AddressNotFound'] },
    summary: `Changes one of the caller's own addresses (its type stays). ${own}`,
  }),
  deleteAddress: defineEndpoint({
    id: 'companyuser.deleteAddress',
    method: 'DELETE',
    path: 'V1.0/companyuser/deleteAddress',
    access: 'user',
    permission: CHECKOUT_PERMISSION,
    query: IdQuery,
    answer: Ok,
    errors: { 404: ['AddressNotFound'] },
    summary: `Deletes one of the caller's own addresses (documents keep their copies); a primary one stops being primary. ${own}`,
  }),
  modifyContact: defineEndpoint({
    id: 'companyuser.modifyContact',
    method: 'POST',
    path: 'V1.0/companyuser/modifyContact',
    access: 'user',
    permission: CHECKOUT_PERMISSION,
    query: IdQuery,
    body: ContactInput,
    answer: CheckoutContact,
    errors: { 404: ['ContactNotFound'] },
    summary: `Changes one of the caller's own contacts. ${own}`,
  }),
  deleteContact: defineEndpoint({
    id: 'companyuser.deleteContact',
    method: 'DELETE',
    path: 'V1.0/companyuser/deleteContact',
    access: 'user',
    permission: CHECKOUT_PERMISSION,
    query: IdQuery,
    answer: Ok,
    errors: { 404: ['ContactNotFound'] },
    summary: `Deletes one of the caller's own contacts; a primary one stops being primary. ${own}`,
  }),
} as const;
