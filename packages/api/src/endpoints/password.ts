import { defineEndpoint } from '../endpoint';
import { Ok } from '../schemas/common';
import {
  ConfirmEmailQuery,
  PasswordFields,
  PasswordFieldsAnswer,
  PasswordLinkBody,
  PasswordLinkInfo,
  RequestResetPasswordQuery,
  ResetPasswordBody,
  SendCreatePasswordLinkBody,
} from '../schemas/password';

/**
 * The public password flows (002 §2, §5, §7 lines 132–134; issue 18) and the administrator's link for a new user.
 * A link is mailed, works once and expires (PASSWORD_RESET_LINK_TTL_MINUTES, CREATE_PASSWORD_LINK_TTL_HOURS);
 * the server keeps only its SHA-256. Setting a password through one ends every session of the user.
 */
export const passwordEndpoints = {
  requestResetPassword: defineEndpoint({
    id: 'user.RequestResetPassword',
    method: 'GET',
    path: 'v1.0/user/RequestResetPassword',
    access: 'public',
    query: RequestResetPasswordQuery,
    answer: Ok,
    errors: { 429: ['TooManyRequests'] },
    summary:
      'Mails a reset link (/forgotPassword?rpk=) to the enabled users with this e-mail address; a disabled user is mailed that the account is disabled instead. Answers the same whether the address is known or not (it never tells who has an account); 429 past 3 requests per address and 10 per client address in 15 minutes.',
  }),
  validateLink: defineEndpoint({
    id: 'user.ValidateLink',
    method: 'POST',
    path: 'v1.0/user/ValidateLink',
    access: 'public',
    body: PasswordLinkBody,
    answer: PasswordLinkInfo,
    redactBody: true,
    errors: { 404: ['InvalidPasswordLink'], 410: ['PasswordLinkExpired'], 429: ['TooManyRequests'] },
    summary:
      'What a password link is for (reset or create) and whose it is; 410 PasswordLinkExpired for an expired one (the page offers a new one), 404 InvalidPasswordLink for an unknown or used one (also when a newer link replaced it).',
  }),
  resetPassword: defineEndpoint({
    id: 'user.resetpassword',
    method: 'POST',
    path: 'v1.0/user/resetpassword',
    access: 'public',
    body: ResetPasswordBody,
    answer: Ok,
    redactBody: true,
    errors: {
      403: ['AccountDisabled'],
      404: ['InvalidPasswordLink'],
      410: ['PasswordLinkExpired'],
      422: ['PasswordInvalid'],
      429: ['TooManyRequests'],
    },
    summary:
      "Sets the link's user's password and spends the link; every session of the user ends. 422 PasswordInvalid with errorCodes (002 §5: 3–9) and a field error each against the server's complexity requirements, or code 2 for the user's present password, 403 AccountDisabled for a disabled user, 410/404 as ValidateLink.",
  }),
  validatePasswordFields: defineEndpoint({
    id: 'user.validatePasswordFields',
    method: 'POST',
    path: 'v1.0/user/validatePasswordFields',
    access: 'public',
    body: PasswordFields,
    answer: PasswordFieldsAnswer,
    redactBody: true,
    summary:
      "The error codes of 002 §5 (3 minimum length … 8 no space or tab, 9 passwords must match) a new password breaks against the server's complexity requirements; empty when it passes.",
  }),
  resendCreatePasswordLink: defineEndpoint({
    id: 'user.ResendCreatePasswordLink',
    method: 'POST',
    path: 'v1.0/user/ResendCreatePasswordLink',
    access: 'public',
    body: PasswordLinkBody,
    answer: Ok,
    redactBody: true,
    errors: { 403: ['AccountDisabled'], 404: ['InvalidPasswordLink'], 429: ['TooManyRequests'] },
    summary:
      '/password-link-expired: mails a new link of the same kind (reset or create) to the user of an expired or spent link, and the older links of that kind stop working; 404 for a token the server never issued, 403 for a disabled user, 429 as RequestResetPassword.',
  }),
  sendCreateNewPasswordLink: defineEndpoint({
    id: 'user.SendCreateNewPasswordLink',
    method: 'POST',
    path: 'v1.0/user/SendCreateNewPasswordLink',
    access: 'user',
    permission: 'users',
    body: SendCreatePasswordLinkBody,
    answer: Ok,
    errors: { 403: ['AccountDisabled'], 404: ['UserNotFound'] },
    summary:
      "A user administrator mails a user of their own company a link to create a password (/setPassword?rpk=); another company's user answers 404, a disabled user 403.",
  }),
  confirmEmailAddress: defineEndpoint({
    id: 'user.confirmEmailAddress',
    method: 'GET',
    path: 'V1.0/user/confirmEmailAddress',
    access: 'public',
    query: ConfirmEmailQuery,
    answer: Ok,
    errors: { 404: ['InvalidRequest'], 429: ['TooManyRequests'] },
    summary:
      "/confirm-email-address: confirms the e-mail address a link was mailed to when the user's registration was approved; 404 InvalidRequest ('Invalid Request') for a wrong hash, an expired time key or an address the user no longer has. A confirmed link confirms again.",
  }),
} as const;
