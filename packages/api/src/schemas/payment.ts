import * as z from 'zod/mini';
import { CARD_FORM_LIMITS, PAYMENT_REQUEST_LIMITS, US_ZIP_CODE_PATTERN } from '../limits';
import { coreMessages } from '../messages/en-core';
import { translator } from '../messages/format';
import { SavedPaymentMethod } from './checkout';
import {
  Guid,
  limitedText,
  Money,
  MoneyBetween,
  optionalEmail,
  optionalLimitedText,
  requiredEmail,
} from './common';
import { Problem } from './problem';

const fieldText = translator(coreMessages);

/**
 * Card payment (001 §3 "Payment info", "creditCardErrors", "Credit card request", §7 Payment; 002 §3 "Payment
 * configuration"). The card number and security code go from the browser straight to the card processor's
 * hosted tokenizer (the sandbox processor plays that part locally); the portal's server only ever sees the
 * processor's session id, converts it to a vault token and keeps the token with the masked number, type,
 * expiry and holder.
 */

/** The processor page `/payment-info-request` and checkout show, chosen by configuration (000 §2). */
export const CardProcessorName = z.enum(['wex', 'paytrace']);
export type CardProcessorName = z.infer<typeof CardProcessorName>;

/** `creditCardPayment/getConfiguration`. */
export const PaymentConfiguration = z.object({
  creditCardProcessor: CardProcessorName,
  /** The processor's client script (paytrace) or hosted tokenizer base (wex). */
  scriptUrl: z.string(),
  environment: z.enum(['sandbox', 'production']),
});
export type PaymentConfiguration = z.infer<typeof PaymentConfiguration>;

/**
 * `getConfiguration`, `getProtectToken`: a signed-out payer names the payment info request, whose company's
 * processor and protect token they get; a signed-in caller without it gets their own company's.
 */
export const PaymentRequestQuery = z.object({ paymentInfoRequestID: z.optional(Guid) });
export const ProtectTokenQuery = PaymentRequestQuery;
/** `getProtectToken`: a short-lived token the browser gives the processor's tokenizer. */
export const ProtectToken = z.object({ protectToken: z.string(), expiresAt: z.string() });
export type ProtectToken = z.infer<typeof ProtectToken>;

/** `accountsreceivable/ping`: the protocol the browser reached the server with (001 §5 TLS rule). */
export const PaymentPing = z.object({ protocol: z.string(), secure: z.boolean() });
export type PaymentPing = z.infer<typeof PaymentPing>;

/** Document info of the card form (001 §3). */
export const CardDocumentInfo = z.object({
  documentType: z.int().check(z.minimum(0), z.maximum(15)),
  documentNumber: z.string().check(z.trim(), z.maxLength(40)),
  title: z.string().check(z.trim(), z.maxLength(100)),
  amount: MoneyBetween('0', '100000000'),
});
export type CardDocumentInfo = z.infer<typeof CardDocumentInfo>;

const text = (min: number, max: number) => limitedText({ min, max });

/**
 * The card's billing details as `convertSessionToToken` takes them, in the catalogue's words ('This field is
 * required.', 'Please enter at most {max} characters.'…): the portal checks the card form's values with it before
 * the number goes to the tokenizer.
 */
export const CardBillingFields = z.object({
  cardHolderName: limitedText(CARD_FORM_LIMITS.cardHolderName),
  companyName: optionalLimitedText(CARD_FORM_LIMITS.companyName.max),
  addressLine1: limitedText(CARD_FORM_LIMITS.addressLine1),
  addressLine2: optionalLimitedText(CARD_FORM_LIMITS.addressLine2.max),
  city: limitedText(CARD_FORM_LIMITS.city),
  state: limitedText(CARD_FORM_LIMITS.state),
  zipCode: limitedText(CARD_FORM_LIMITS.zipCode).check(
    z.regex(US_ZIP_CODE_PATTERN, fieldText('Field.ZipCodeInvalid')),
  ),
  email: optionalEmail(CARD_FORM_LIMITS.email.max),
  phone: optionalLimitedText(CARD_FORM_LIMITS.phone.max),
  saveCreditCardInfo: z._default(z.boolean(), false),
});
export type CardBillingFields = z.input<typeof CardBillingFields>;

/** `convertSessionToToken`: the processor session plus the card's billing details (never the number or CVV). */
export const ConvertSessionBody = z.object({
  sessionID: text(8, 100),
  protectToken: text(8, 200),
  /** Set when a signed-out person pays a payment info request. */
  paymentInfoRequestID: z.optional(Guid),
  ...CardBillingFields.shape,
  documentInfo: z.optional(CardDocumentInfo),
});
export type ConvertSessionBody = z.input<typeof ConvertSessionBody>;

export const ConvertedCard = z.object({
  paymentInfoID: z.string(),
  /** The paid payment info request, or the empty GUID. */
  paymentInfoRequestID: z.string(),
  card: SavedPaymentMethod,
  /** The card was kept for reuse on the account. */
  saved: z.boolean(),
});
export type ConvertedCard = z.infer<typeof ConvertedCard>;

/** `creditCardErrors` (001 §3): the three flags are set and reset together (001 §4). */
export const CreditCardErrors = z.object({
  cardVerificationError: z.boolean(),
  cardTriesExceeded: z.boolean(),
  sslError: z.boolean(),
  errorText: z.string(),
  status: z.string(),
});
export type CreditCardErrors = z.infer<typeof CreditCardErrors>;

/**
 * The Problem a failed card conversion answers (422; 503 when the processor cannot be reached for a protect
 * token): codes CardVerificationFailed, CardTriesExceeded, CardProcessorUnavailable, CardValidationFailed,
 * ProtectTokenExpired, CardSessionNotFound, with the form's `creditCardErrors` (one flag set, the others reset).
 */
export const CardPaymentProblem = z.extend(Problem, { creditCardErrors: CreditCardErrors });
export type CardPaymentProblem = z.infer<typeof CardPaymentProblem>;

/**
 * What the buyer types to ask someone else for the card (001 §3 Payment information request): the recipient's
 * name and a valid e-mail address, both required, and an optional message. The checkout's form checks them
 * before the call with the catalogue's field messages; the server refuses the same with a ValidationFailed.
 */
export const PaymentRequestFields = z.object({
  recipientName: limitedText(PAYMENT_REQUEST_LIMITS.recipientName),
  recipientEmail: requiredEmail(PAYMENT_REQUEST_LIMITS.recipientEmail),
  message: optionalLimitedText(PAYMENT_REQUEST_LIMITS.message),
});
export type PaymentRequestFields = z.input<typeof PaymentRequestFields>;

/** `paymentinforequest/add`: ask someone (usually accounts payable) to enter the card for a document. */
export const AddPaymentInfoRequestBody = z.object({
  documentType: z.int().check(z.minimum(0), z.maximum(15)),
  documentNumber: z._default(z.string().check(z.trim(), z.maxLength(40)), ''),
  title: text(1, 100),
  amount: MoneyBetween('0.01', '100000000'),
  ...PaymentRequestFields.shape,
});
export type AddPaymentInfoRequestBody = z.input<typeof AddPaymentInfoRequestBody>;

export const PaymentInfoRequestCreated = z.object({ id: z.string(), url: z.string() });

export const PaymentInfoRequestStatus = { Open: 0, Completed: 1, Expired: 2 } as const;

/** `paymentinforequest/get`: what the public page shows; the id itself is the capability. */
export const PaymentInfoRequest = z.object({
  id: z.string(),
  status: z.int(),
  companyName: z.string(),
  requestedBy: z.string(),
  recipientName: z.string(),
  message: z.string(),
  documentType: z.int(),
  documentNumber: z.string(),
  title: z.string(),
  amount: Money,
  expiresAt: z.string(),
  /** When completed: the card used, masked. */
  card: z.nullable(SavedPaymentMethod),
});
export type PaymentInfoRequest = z.infer<typeof PaymentInfoRequest>;

export const DeletePaymentMethodQuery = z.object({ id: Guid });
