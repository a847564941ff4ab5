import type { CreditCardDocumentInfo, CreditCardFormLimits, CreditCardFormValues } from './CreditCardForm';

/** The day the stories check expiry against, so their pictures and answers do not move with the calendar. */
export const storyToday = new Date(2026, 4, 15);

export const cardStates = [
  { code: 'CA', name: 'California' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NY', name: 'New York' },
  { code: 'TX', name: 'Texas' },
] as const;

/** A complete Visa card with billing address: only submit is left to do. */
export const filledVisa: Omit<CreditCardFormValues, 'creditCardType'> = {
  creditCardNumber: '4111 1111 1111 1111',
  expirationMonth: 3,
  expirationYear: 2028,
  securityCode: '123',
  cardHolderName: 'Dana Whitaker',
  companyName: 'Contoso Ltd',
  addressLine1: '88 Industrial Way',
  addressLine2: 'Suite 200',
  city: 'Camden',
  state: 'NJ',
  zipCode: '08103',
  email: 'ap@contoso.com',
  phone: '856-555-0142',
  saveCreditCardInfo: false,
};

export const invoiceToPay: CreditCardDocumentInfo = {
  title: 'Network refresh, phase 2',
  documentNumber: 'INV-104233',
  amount: '12480.5',
};

/** The lengths a page passes (the portal: the contract's `CARD_FORM_LIMITS` of `@b2b-portal/api`). */
export const cardLimits: CreditCardFormLimits = {
  creditCardNumber: { max: 23 },
  securityCode: { max: 4 },
  cardHolderName: { max: 100 },
  companyName: { max: 100 },
  addressLine1: { max: 100 },
  addressLine2: { max: 100 },
  city: { max: 60 },
  zipCode: { max: 10 },
  email: { max: 254 },
  phone: { max: 30 },
};
