import { defineEndpoint } from '../endpoint';
import {
  HANDOFF_CODE_TTL_SECONDS,
  HandoffAnswer,
  HandoffExchangeAnswer,
  HandoffExchangeRequest,
  HandoffRequest,
} from '../schemas/handoff';

/**
 * The /redirect hand-off (000 §2.2, issue 15 item 1) without tokens in the address bar: a signed-in system (the
 * reseller's site, on its server) asks for a one-time code for one portal page and sends the browser to
 * `#/redirect?code=…&url=…`; the Redirect page exchanges the code for a new login of that user.
 */
export const handoffEndpoints = {
  handoffCode: defineEndpoint({
    id: 'user.handoff',
    method: 'POST',
    path: 'v1.0/user/handoff',
    access: 'user',
    body: HandoffRequest,
    answer: HandoffAnswer,
    errors: { 429: ['TooManyRequests'] },
    summary: `Issues a one-time hand-off code for the caller and one portal page (\`url\`, a path inside the portal), valid ${HANDOFF_CODE_TTL_SECONDS} s; 429 while the caller holds too many unused codes.`,
  }),
  handoffExchange: defineEndpoint({
    id: 'user.handoffExchange',
    method: 'POST',
    path: 'v1.0/user/handoff/exchange',
    access: 'public',
    body: HandoffExchangeRequest,
    answer: HandoffExchangeAnswer,
    redactBody: true,
    errors: {
      400: ['HandoffUrlMismatch'],
      401: ['HandoffCodeUnknown', 'HandoffCodeExpired', 'HandoffCodeUsed'],
      429: ['TooManyRequests'],
    },
    summary:
      'Exchanges a hand-off code, once, for the tokenInfo of a new login of its user; the url must be the one it was made for (400 HandoffUrlMismatch, which also spends the code); 401 for an unknown, expired or used code; failures are limited per address (429).',
  }),
} as const;
