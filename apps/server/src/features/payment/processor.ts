import type { CardProcessorName } from '@b2b-portal/api';

/**
 * The card processor behind the payment calls (README.md). The browser gives the card number and security code
 * to the processor's tokenizer (its script or endpoint, `scriptUrl`) and gets a session id; the portal's server
 * converts that session into a vault token and keeps only the token and what may be shown.
 */
export interface CardProcessor {
  /** The environment the processor pages announce and where the browser reaches the processor. */
  configuration(company: CompanyProcessor, requestOrigin: string): ProcessorConfiguration;
  /**
   * A short-lived token for the browser's tokenizer. `reference` is who may convert sessions made with it
   * (`user:<id>` or `request:<id>`); the processor keeps it with the token.
   */
  issueProtectToken(reference: string): Promise<{ protectToken: string; expiresAt: Date }>;
  convertSession(input: {
    sessionID: string;
    protectToken: string;
    reference: string;
  }): Promise<ConvertedSession | ConversionFailure>;
  /** Removes a vault token; a token the processor no longer has counts as removed. */
  deleteVaultToken(vaultToken: string): Promise<void>;
}

export interface CompanyProcessor {
  creditCardProcessor: CardProcessorName;
}

export interface ProcessorConfiguration {
  creditCardProcessor: CardProcessorName;
  scriptUrl: string;
  environment: 'sandbox' | 'production';
}

export interface ConvertedSession {
  ok: true;
  vaultToken: string;
  cardType: string;
  last4: string;
  expirationMonth: number;
  expirationYear: number;
}

/**
 * Why a session was not converted: the card failed verification, too many failures on the protect token,
 * the processor could not be reached, the protect token expired, the session is unknown, or the session or
 * token may not be converted by this caller (`invalid`).
 */
export type ConversionFailureKind =
  | 'verification'
  | 'triesExceeded'
  | 'unavailable'
  | 'expired'
  | 'sessionNotFound'
  | 'invalid';

export const CONVERSION_FAILURE_KINDS: readonly ConversionFailureKind[] = [
  'verification',
  'triesExceeded',
  'unavailable',
  'expired',
  'sessionNotFound',
  'invalid',
];

export interface ConversionFailure {
  ok: false;
  kind: ConversionFailureKind;
}

/** The processor could not be reached (issuing a token, deleting one). */
export class CardProcessorUnavailableError extends Error {
  override name = 'CardProcessorUnavailableError';
}

/** Protect tokens are good for 15 minutes. */
export const PROTECT_TOKEN_TTL_MS = 15 * 60 * 1000;

/** Where the browser reaches the processor: protect.js for paytrace pages, the sessions endpoint for wex. */
export function browserConfiguration(
  company: CompanyProcessor,
  base: string,
  environment: ProcessorConfiguration['environment'],
): ProcessorConfiguration {
  const root = base.replace(/\/+$/, '');
  return {
    creditCardProcessor: company.creditCardProcessor,
    scriptUrl: company.creditCardProcessor === 'paytrace' ? `${root}/v1/protect.js` : `${root}/v1/sessions`,
    environment,
  };
}
