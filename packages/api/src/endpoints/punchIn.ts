import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { anyOf } from '../permissions';
import { Guid } from '../schemas/common';
import {
  PunchInLoginAnswer,
  PunchInLoginQuery,
  PunchInRegistration,
  PunchOutTransferAnswer,
  RegisterPunchOutBody,
} from '../schemas/punchIn';

/**
 * Punch-in from procurement systems and the cart's return to them (000 §3, §7; issue 4). The procurement
 * systems' own calls are not JSON and stay outside this catalogue: `POST api/v1.0/punchout/cxml/setup` (a cXML
 * PunchOutSetupRequest, answered with a PunchOutSetupResponse), `GET|POST api/v1.0/punchout/oci` (USERNAME,
 * PASSWORD, HOOK_URL; redirects the browser to the start page) and `POST api/v1.0/shoppingcart/receivepunchout`
 * (the supplier configuration tool's cXML-urlencoded form, redirects to the return URL).
 */
export const punchInEndpoints = {
  punchInLogin: defineEndpoint({
    id: 'session.login',
    method: 'GET',
    path: 'V1.0/session/login',
    access: 'public',
    query: PunchInLoginQuery,
    answer: PunchInLoginAnswer,
    redactBody: true,
    errors: {
      403: ['PunchInInvalidIdentifier', 'PunchInUserDisabled'],
      404: ['PunchInUnknown', 'NoPunchOutProfile'],
      409: ['PunchInRegistrationRequired'],
      410: ['PunchInExpired'],
    },
    summary:
      "Opens a punch-in start page once: signs the mapped user in with a session id (the account's user, or the portal user linked to the procurement system's user identifier, issue 18); 404 PunchInUnknown, 410 PunchInExpired (also when used before), 404 NoPunchOutProfile, 403 PunchInUserDisabled, 403 PunchInInvalidIdentifier (the identifier is linked to a user outside the account's company). 409 PunchInRegistrationRequired: the identifier is linked to no one yet; the id stays unused for the registration (`user/punchinregistration`, `user/registerpunchout`).",
  }),
  punchInRegistration: defineEndpoint({
    id: 'user.punchinregistration',
    method: 'GET',
    path: 'V1.0/user/punchinregistration',
    access: 'public',
    query: PunchInLoginQuery,
    answer: PunchInRegistration,
    redactBody: true,
    errors: {
      403: ['PunchInInvalidIdentifier'],
      404: ['PunchInUnknown'],
      409: ['PunchInAlreadyRegistered'],
      410: ['PunchInExpired'],
    },
    summary:
      "Ours (issue 18): what the punch-in registration form starts from, for a start page id whose procurement system's user is linked to no portal user: the names, e-mail and phone its setup request gave, the procurement system's and the company's names. The id may be registered for 30 minutes after the setup. 403 PunchInInvalidIdentifier when the punch-in names no user identifier; 409 PunchInAlreadyRegistered once it is linked (open the start page again).",
  }),
  registerPunchOut: defineEndpoint({
    id: 'user.registerpunchout',
    method: 'POST',
    path: 'V1.0/user/registerpunchout',
    access: 'public',
    body: RegisterPunchOutBody,
    answer: PunchInLoginAnswer,
    redactBody: true,
    errors: {
      403: ['PunchInInvalidIdentifier'],
      404: ['PunchInUnknown', 'NoPunchOutProfile'],
      409: ['PunchInEmailRegistered', 'PunchInAlreadyRegistered'],
      410: ['PunchInExpired'],
      429: ['TooManyRequests'],
    },
    summary:
      "Punch-in registration (002 §7, issue 18): creates an enabled user of the procurement account's company with the Buyer role and no password, links them to the procurement system's user identifier and signs them in to the punch-in session (answers as session/login). 409 PunchInEmailRegistered when a portal user already has the e-mail: it is never linked to an existing user from here. Limited like the public registration (5 per e-mail, 10 per address in 15 minutes).",
  }),
  punchOutTransfer: defineEndpoint({
    id: 'punchout.transfer',
    method: 'POST',
    path: 'v1.0/punchout/transfer',
    access: 'user',
    permission: 'shoppingcart',
    answer: PunchOutTransferAnswer,
    errors: { 409: ['NotPunchedIn'], 422: ['CartEmpty', 'CartHasRequestItems'] },
    summary:
      "Returns the punched-in user's cart to the procurement system as the form to post (cXML PunchOutOrderMessage or OCI fields); 409 without a punch-in session, 422 for an empty cart or request items.",
  }),
  punchOutReturnWithoutItems: defineEndpoint({
    id: 'punchout.returnWithoutItems',
    method: 'POST',
    path: 'v1.0/punchout/returnWithoutItems',
    access: 'user',
    answer: PunchOutTransferAnswer,
    errors: { 409: ['NotPunchedIn', 'PunchInTransferred'] },
    summary:
      'Ends the punch-out session without items (issue 16): the form of an empty cXML PunchOutOrderMessage (no ItemIn, total 0.00) or of the OCI round-trip fields alone, for the procurement system; 409 without a punch-in session or when it already ended. Needs no permission: every punch-out user can leave.',
  }),
  punchOutTransferQuote: defineEndpoint({
    id: 'punchout.transferQuote',
    method: 'POST',
    path: 'v1.0/punchout/transferQuote',
    access: 'user',
    permission: anyOf('viewQuote', 'approveQuotes', 'quotes'),
    body: z.object({ quoteID: Guid }),
    answer: PunchOutTransferAnswer,
    errors: { 404: ['WorkflowDocumentNotFound'], 409: ['NotPunchedIn'], 422: ['QuoteNotOpen'] },
    summary:
      "/transfer?quoteID=: returns an open quote's lines (Submitted, Waiting or Approved, not expired) to the procurement system of the caller's punch-in session as the form to post; 409 without a punch-in session, 404 for a quote the caller may not see, 422 for a quote that is not open.",
  }),
} as const;
