import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { anyOf } from '../permissions';
import { Guid } from '../schemas/common';
import { PunchInLoginAnswer, PunchInLoginQuery, PunchOutTransferAnswer } from '../schemas/punchIn';

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
    errors: { 404: ['PunchInUnknown'], 410: ['PunchInExpired'] },
    summary:
      'Opens a punch-in start page once: signs the mapped user in with a session id; 404 PunchInUnknown, 410 PunchInExpired (also when used before), 404 NoPunchOutProfile.',
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
