import { defineEndpoint } from '../endpoint';
import {
  PendingRegistration,
  PendingRegistrationListQuery,
  PendingRegistrationPage,
  RegistrationAnswer,
  RegistrationBody,
  RegistrationDecision,
  RegistrationIdBody,
  RegistrationIdQuery,
  RejectRegistrationBody,
  SaveRegistrationBody,
} from '../schemas/approvals';

const permission = 'approveRegistrations';

/**
 * Pending registrations (001 §7 "Pending approvals and registrations", 002 §4): the caller's company's
 * registrations waiting for approval, and the registration call of the public /registration page. Another
 * company's registration answers 404; only a pending one (status 0) can be saved, approved, denied or deleted.
 */
export const approvalEndpoints = {
  listPendingRegistrations: defineEndpoint({
    id: 'account.listpendingregistrations',
    method: 'GET',
    path: 'v1.0/account/listpendingregistrations',
    access: 'user',
    permission,
    query: PendingRegistrationListQuery,
    answer: PendingRegistrationPage,
    summary:
      "The caller's company's registrations waiting for approval, paged (start 1, records 10, sortBy 0).",
  }),
  getPendingRegistration: defineEndpoint({
    id: 'account.ListPendingRegistration',
    method: 'GET',
    path: 'V1.0/Account/ListPendingRegistration',
    access: 'user',
    permission,
    query: RegistrationIdQuery,
    answer: PendingRegistration,
    errors: { 404: ['RegistrationNotFound'] },
    summary: "One registration of the caller's company with the roles it may be given (/view-registration).",
  }),
  saveRegistration: defineEndpoint({
    id: 'account.Save',
    method: 'POST',
    path: 'V1.0/Account/Save',
    access: 'user',
    permission,
    body: SaveRegistrationBody,
    answer: PendingRegistration,
    errors: { 404: ['RegistrationNotFound'], 422: ['UnknownRole'] },
    summary: "Changes a pending registration's names, phone, job title and the roles the new user will get.",
  }),
  deleteRegistration: defineEndpoint({
    id: 'account.Delete',
    method: 'POST',
    path: 'V1.0/Account/Delete',
    access: 'user',
    permission,
    body: RegistrationIdBody,
    answer: RegistrationDecision,
    errors: { 422: ['RegistrationNotPending'] },
    summary: 'Deletes a pending registration.',
  }),
  rejectRegistration: defineEndpoint({
    id: 'account.Reject',
    method: 'POST',
    path: 'V1.0/Account/Reject',
    access: 'user',
    permission,
    body: RejectRegistrationBody,
    answer: RegistrationDecision,
    errors: { 422: ['CommentsRequired', 'RegistrationNotPending'] },
    summary: 'Denies a pending registration with comments (required), which are mailed to the registrant.',
  }),
  approveRegistration: defineEndpoint({
    id: 'account.Approve',
    method: 'POST',
    path: 'V1.0/Account/Approve',
    access: 'user',
    permission,
    body: RegistrationIdBody,
    answer: RegistrationDecision,
    errors: { 422: ['RegistrationNotPending', 'UserAlreadyExists'] },
    summary:
      'Approves a pending registration: creates the enabled user with the chosen roles (Requester by default) and mails the registrant.',
  }),
  register: defineEndpoint({
    id: 'account.registration',
    method: 'POST',
    path: 'v1.0/Account/registration',
    access: 'public',
    body: RegistrationBody,
    answer: RegistrationAnswer,
    redactBody: true,
    errors: {
      422: ['InvalidAccountNumber', 'InvalidInput', 'RegistrationFailed', 'UserAlreadyExists'],
      429: ['TooManyRequests'],
    },
    summary:
      "Registers for an account: matched to a company by account number or name, it waits for that company's approvers. Every attempt counts: at most 5 per e-mail address and 10 per client address in 15 minutes, then 429 TooManyRequests with Retry-After.",
  }),
} as const;
