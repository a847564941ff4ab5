import { cardNumberValid, detectCardType, securityCodeLength } from './cardNumber';

/** What the person has typed so far; month and year are null until chosen. */
export interface CreditCardDraft {
  creditCardNumber: string;
  expirationMonth: number | null;
  expirationYear: number | null;
  securityCode: string;
  cardHolderName: string;
  companyName: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zipCode: string;
  email: string;
  phone: string;
}

export type CreditCardField = keyof CreditCardDraft;

/** Why a field is not accepted; the form turns each into a message of its labels. */
export type CreditCardProblem =
  | 'required'
  | 'validationFailed'
  | 'expired'
  | 'securityCode'
  | 'zipCode'
  | 'email';

/** The fields that may stay empty (001 §5: every other field of the card form is required). */
export const optionalCreditCardFields: readonly CreditCardField[] = [
  'companyName',
  'addressLine2',
  'email',
  'phone',
];

/** The fields in the order the form shows them: the first with a problem receives the focus. */
export const creditCardFieldOrder: readonly CreditCardField[] = [
  'creditCardNumber',
  'expirationMonth',
  'expirationYear',
  'securityCode',
  'cardHolderName',
  'companyName',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'zipCode',
  'email',
  'phone',
];

const zipCodePattern = /^\d{5}(-?\d{4})?$/;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isEmpty(value: string | number | null): boolean {
  return value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * Checks a card form: required fields filled, the number a valid Visa, Mastercard or American Express number,
 * the expiry not before the current month of `today`, the security code of the brand's length, a US ZIP code
 * (the workflow forces the card's country to USA, 001 §4) and, when given, an e-mail address.
 */
export function checkCreditCard(
  draft: CreditCardDraft,
  today: Date,
): Partial<Record<CreditCardField, CreditCardProblem>> {
  const problems: Partial<Record<CreditCardField, CreditCardProblem>> = {};
  for (const field of creditCardFieldOrder) {
    if (!optionalCreditCardFields.includes(field) && isEmpty(draft[field])) problems[field] = 'required';
  }
  if (!problems.creditCardNumber && !cardNumberValid(draft.creditCardNumber)) {
    problems.creditCardNumber = 'validationFailed';
  }
  const { expirationMonth: month, expirationYear: year } = draft;
  if (month !== null && year !== null) {
    const currentYear = today.getFullYear();
    if (year < currentYear || (year === currentYear && month < today.getMonth() + 1)) {
      problems.expirationMonth = 'expired';
      problems.expirationYear = 'expired';
    }
  }
  const digits = securityCodeLength(detectCardType(draft.creditCardNumber));
  if (!problems.securityCode && !new RegExp(`^\\d{${digits}}$`).test(draft.securityCode.trim())) {
    problems.securityCode = 'securityCode';
  }
  if (!problems.zipCode && !zipCodePattern.test(draft.zipCode.trim())) problems.zipCode = 'zipCode';
  if (!isEmpty(draft.email) && !emailPattern.test(draft.email.trim())) problems.email = 'email';
  return problems;
}

/** The first field, in the form's order, that has a problem. */
export function firstProblemField(
  problems: Partial<Record<CreditCardField, unknown>>,
): CreditCardField | undefined {
  return creditCardFieldOrder.find((field) => problems[field] !== undefined);
}
