/**
 * What the sandbox card processor accepts: the documented test cards (README.md) and the checks a hosted
 * tokenizer makes before it answers a session (Luhn, brand, expiry, security code length). Only test cards are
 * accepted, so a real card number typed into a demo is refused instead of being handled at all.
 */

import { passesLuhn } from '../logs/card-data';

// One Luhn check on the server: the log's card-number filter's (fast: logs are hot).
export { passesLuhn };

export type CardBrand = 'Visa' | 'Mastercard' | 'American Express';

/** What converting a session of the card gives (see CardProcessor.convertSession). */
export type SandboxOutcome = 'approve' | 'verification' | 'triesExceeded' | 'unavailable';

/** The sandbox's test cards, by what they make the processor answer. */
export const SANDBOX_TEST_CARDS = {
  visa: '4111111111111111',
  mastercard: '5555555555554444',
  amex: '378282246310005',
  failsVerification: '4000000000000002',
  triesExceeded: '4000000000000259',
  processorUnavailable: '4000000000000119',
} as const;

const outcomes: Record<string, SandboxOutcome> = {
  [SANDBOX_TEST_CARDS.visa]: 'approve',
  [SANDBOX_TEST_CARDS.mastercard]: 'approve',
  [SANDBOX_TEST_CARDS.amex]: 'approve',
  [SANDBOX_TEST_CARDS.failsVerification]: 'verification',
  [SANDBOX_TEST_CARDS.triesExceeded]: 'triesExceeded',
  [SANDBOX_TEST_CARDS.processorUnavailable]: 'unavailable',
};

/** After this many failed verifications a protect token answers tries exceeded for any card. */
export const MAX_FAILED_VERIFICATIONS = 3;

export interface CardEntry {
  cardNumber: string;
  expirationMonth: number;
  expirationYear: number;
  securityCode: string;
}

export type CardField = keyof CardEntry;

/** A refused card: which fields and why, never their values. */
export interface CardRefusal {
  field: CardField;
  reason: 'format' | 'luhn' | 'brand' | 'notATestCard' | 'expired' | 'length';
}

export interface AcceptedCard {
  brand: CardBrand;
  last4: string;
  expirationMonth: number;
  expirationYear: number;
  outcome: SandboxOutcome;
}

export function brandOf(digits: string): CardBrand | null {
  if (/^4\d{12}(\d{3}){0,2}$/.test(digits)) return 'Visa';
  if (/^3[47]\d{13}$/.test(digits)) return 'American Express';
  const prefix = Number(digits.slice(0, 4));
  if (digits.length === 16 && (/^5[1-5]/.test(digits) || (prefix >= 2221 && prefix <= 2720))) {
    return 'Mastercard';
  }
  return null;
}

/** The masked number kept and shown: every digit but the last four as '*'. */
export function maskedNumber(brand: CardBrand, last4: string): string {
  return `${'*'.repeat(brand === 'American Express' ? 11 : 12)}${last4}`;
}

/**
 * Checks a card as the tokenizer does. Spaces and dashes in the number are allowed; a two-digit year means
 * 20xx; a card is good through the last day of its expiry month.
 */
export function checkCard(card: CardEntry, now = new Date()): AcceptedCard | CardRefusal[] {
  const refusals: CardRefusal[] = [];
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  const wellFormed = /^\d{12,19}$/.test(digits);
  const brand = wellFormed ? brandOf(digits) : null;
  if (!wellFormed) refusals.push({ field: 'cardNumber', reason: 'format' });
  else if (!passesLuhn(digits)) refusals.push({ field: 'cardNumber', reason: 'luhn' });
  else if (!brand) refusals.push({ field: 'cardNumber', reason: 'brand' });
  else if (!outcomes[digits]) refusals.push({ field: 'cardNumber', reason: 'notATestCard' });

  const month = card.expirationMonth;
  const year = card.expirationYear < 100 ? 2000 + card.expirationYear : card.expirationYear;
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    refusals.push({ field: 'expirationMonth', reason: 'format' });
  } else if (!Number.isInteger(year) || year > now.getUTCFullYear() + 20) {
    refusals.push({ field: 'expirationYear', reason: 'format' });
  } else if (year * 12 + month < thisMonth) {
    refusals.push({ field: 'expirationYear', reason: 'expired' });
  }

  const codeLength = brand === 'American Express' ? 4 : 3;
  if (!/^\d+$/.test(card.securityCode) || (brand && card.securityCode.length !== codeLength)) {
    refusals.push({ field: 'securityCode', reason: 'length' });
  }

  if (refusals.length > 0 || !brand) return refusals;
  return {
    brand,
    last4: digits.slice(-4),
    expirationMonth: month,
    expirationYear: year,
    outcome: outcomes[digits] ?? 'verification',
  };
}
