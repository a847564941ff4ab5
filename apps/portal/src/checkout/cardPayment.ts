import type { ConvertedCard, CreditCardErrors, PaymentConfiguration } from '@b2b-portal/api';
import { createCardTokenizer, isApiError } from '@b2b-portal/api/client';
import type { CreditCardFormValues } from '@b2b-portal/ui';
import { type FieldErrors, serverFieldErrors } from '../forms/validate';
import { api } from '../services/api';
import { paymentEndpoints } from '../services/endpoints';
import { t } from '../services/messages/checkout';
import { validateCardBilling } from './cardBilling';
import { noCardErrors } from './cardPaymentSetup';

/**
 * Card payment in the browser (001 §5, §7 "Payment"), shared by the checkout's billing step and the public
 * /payment-info-request page: the processor configuration, the TLS check, the card form's states, and `pay`,
 * which hands the number and code to the processor's tokenizer only, then asks our server to turn the
 * processor's session into a stored token. The three error flags are set and reset together (001 §4).
 */

export { type CardPaymentSetup, noCardErrors, useCardPaymentSetup } from './cardPaymentSetup';

/**
 * A refused card: the flags of 001 §3 `creditCardErrors`, ready for the card form, and the words on single fields
 * (the contract's check before anything is sent, or the server's field errors) for the form's `fieldErrors`.
 */
export class CardPaymentError extends Error {
  constructor(
    readonly errors: CreditCardErrors,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(errors.errorText || 'Card payment failed');
  }
}

function errorsOf(error: unknown): CreditCardErrors {
  if (isApiError(error)) {
    const body = error.body as { creditCardErrors?: Partial<CreditCardErrors> } | undefined;
    if (body?.creditCardErrors) return { ...noCardErrors, ...body.creditCardErrors };
    if (error.status === 0 || error.status >= 500)
      return { ...noCardErrors, sslError: true, status: 'unavailable' };
    return { ...noCardErrors, errorText: error.displayMessage, status: error.code ?? 'error' };
  }
  const kind = (error as { kind?: string } | null)?.kind;
  if (kind === 'validation')
    return { ...noCardErrors, errorText: t('Payment.ValidationFailed'), status: 'invalid' };
  return { ...noCardErrors, sslError: true, status: 'unavailable' };
}

/** One tokenizer per page load: the processor's script is loaded once. */
const tokenizer = createCardTokenizer();

export async function payByCard(
  configuration: PaymentConfiguration,
  values: CreditCardFormValues,
  options: {
    paymentInfoRequestID?: string;
    documentInfo?: { documentType: number; documentNumber: string; title: string; amount: string };
  } = {},
): Promise<ConvertedCard> {
  // The contract's check of the billing details, before the number goes anywhere: its words, at the fields.
  const billing = validateCardBilling(values);
  if (!billing.ok) {
    throw new CardPaymentError(
      { ...noCardErrors, errorText: t('Http.400'), status: 'invalid' },
      billing.fieldErrors,
    );
  }
  try {
    const query = options.paymentInfoRequestID ? { paymentInfoRequestID: options.paymentInfoRequestID } : {};
    const { protectToken } = await api.call(paymentEndpoints.getProtectToken, {
      query,
      reportProblems: false,
    });
    const { sessionID } = await tokenizer.tokenize(configuration, protectToken, {
      cardNumber: values.creditCardNumber,
      expirationMonth: values.expirationMonth,
      expirationYear: values.expirationYear,
      securityCode: values.securityCode,
      cardHolderName: values.cardHolderName,
    });
    return await api.call(paymentEndpoints.convertSessionToToken, {
      body: {
        sessionID,
        protectToken,
        ...(options.paymentInfoRequestID ? { paymentInfoRequestID: options.paymentInfoRequestID } : {}),
        ...billing.data,
        ...(options.documentInfo ? { documentInfo: options.documentInfo } : {}),
      },
      reportProblems: false,
    });
  } catch (error) {
    throw new CardPaymentError(errorsOf(error), serverFieldErrors(error) ?? undefined);
  }
}
