import type { CreditCardErrors, PaymentConfiguration } from '@b2b-portal/api';
import { useEffect, useState } from 'react';
import { api } from '../services/api';
import { checkoutEndpoints, paymentEndpoints } from '../services/endpoints';

/**
 * What card payment needs before a card is entered (001 §5, §7 "Payment"): the processor configuration, the TLS
 * check and the card form's states. Apart from `pay` (`cardPayment.ts`, with the contract's check of the billing
 * details, which brings zod) so the checkout's first paint can set it up and load the payment when it is used
 * (issue 14).
 */

export interface CardPaymentSetup {
  configuration: PaymentConfiguration | null;
  states: { code: string; name: string }[];
  insecureProtocol: boolean;
  /** The setup could not be loaded (the processor is unreachable): card entry shows the SSL error. */
  failed: boolean;
}

export const noCardErrors: CreditCardErrors = {
  cardVerificationError: false,
  cardTriesExceeded: false,
  sslError: false,
  errorText: '',
  status: '',
};

export function useCardPaymentSetup(paymentInfoRequestID?: string): CardPaymentSetup {
  const [setup, setSetup] = useState<CardPaymentSetup>({
    configuration: null,
    states: [],
    insecureProtocol: false,
    failed: false,
  });
  useEffect(() => {
    const controller = new AbortController();
    const query = paymentInfoRequestID ? { paymentInfoRequestID } : {};
    Promise.all([
      api.call(paymentEndpoints.getConfiguration, {
        query,
        signal: controller.signal,
        reportProblems: false,
      }),
      api.call(checkoutEndpoints.getStatesForCreditCardForm, {
        signal: controller.signal,
        reportProblems: false,
      }),
      api.call(paymentEndpoints.ping, { signal: controller.signal, reportProblems: false }),
    ]).then(
      ([configuration, states, ping]) => {
        if (!controller.signal.aborted) {
          setSetup({ configuration, states, insecureProtocol: !ping.secure, failed: false });
        }
      },
      () => {
        if (!controller.signal.aborted) setSetup((previous) => ({ ...previous, failed: true }));
      },
    );
    return () => controller.abort();
  }, [paymentInfoRequestID]);
  return setup;
}
