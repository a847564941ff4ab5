import type { CardType } from '../SavedCard/SavedCard';

/**
 * Card number rules of the card form (001 §3 Credit card request, §9 card types). Pure functions: the form uses
 * them while the person types, the pages may use them before handing the number to the processor's tokenizer.
 */

/** The number's digits, without the spaces people type between groups. */
export function cardNumberDigits(number: string): string {
  return number.replace(/\s/g, '');
}

/** Mastercard's 2-series: 2221 to 2720. */
function isMastercard2Series(digits: string): boolean {
  const prefix = Number(digits.slice(0, 4));
  return digits.length >= 4 && prefix >= 2221 && prefix <= 2720;
}

/**
 * The brand a number belongs to, from its first digits (IIN ranges): Visa 4, Mastercard 51–55 and 2221–2720,
 * American Express 34 and 37. Undefined while too few digits are typed or for other brands.
 */
export function detectCardType(number: string): CardType | undefined {
  const digits = cardNumberDigits(number);
  if (!/^\d+$/.test(digits)) return undefined;
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^4/.test(digits)) return 'Visa';
  if (/^5[1-5]/.test(digits) || isMastercard2Series(digits)) return 'Mastercard';
  return undefined;
}

/** The lengths each brand issues. */
export const cardNumberLengths: Record<CardType, readonly number[]> = {
  Visa: [13, 16, 19],
  Mastercard: [16],
  'American Express': [15],
};

/** The Luhn (mod 10) check digit test; spaces are ignored, anything else but digits fails. */
export function luhnValid(number: string): boolean {
  const digits = cardNumberDigits(number);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A number the form accepts: a known brand, one of its lengths, and the Luhn check. */
export function cardNumberValid(number: string): boolean {
  const type = detectCardType(number);
  if (!type) return false;
  return cardNumberLengths[type].includes(cardNumberDigits(number).length) && luhnValid(number);
}

/** Digits of the security code: 4 on the front of American Express cards, 3 on the back of the others. */
export function securityCodeLength(type: CardType | undefined): 3 | 4 {
  return type === 'American Express' ? 4 : 3;
}

/**
 * The number as it may be shown or kept: every digit but the last four replaced by '*', the way the server
 * sends saved cards ('************1111'). Spaces are dropped.
 */
export function maskCardNumber(number: string): string {
  const digits = cardNumberDigits(number);
  const visible = Math.min(4, digits.length);
  return '*'.repeat(digits.length - visible) + digits.slice(digits.length - visible);
}
