import {
  CARD_FORM_LIMITS,
  type ConvertedCard,
  type CreditCardErrors,
  type PaymentInfoRequest,
  PaymentInfoRequestStatus,
} from '@b2b-portal/api';
import {
  type CreditCardFieldErrors,
  CreditCardForm,
  type CreditCardFormValues,
  InlineAlert,
  Spinner,
} from '@b2b-portal/ui';
import { useEffect, useRef, useState } from 'react';
import type { PageProps } from '../app/PageProps';
import { useResource } from '../app/useResource';
import { checkCardBilling } from '../checkout/cardBilling';
import { CardPaymentError, payByCard, useCardPaymentSetup } from '../checkout/cardPayment';
import { api, tokenStore } from '../services/api';
import { paymentEndpoints } from '../services/endpoints';
import { t } from '../services/messages/checkout';
import { problemCode, problemMessage } from '../services/problems';
import * as styles from './pages.css';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The two processor pages of 000 §2: the same form, each on its own processor's tokenizer and branding. */
const processorNames = { wex: 'WEX', paytrace: 'PayTrace' } as const;
type ProcessorName = keyof typeof processorNames;

/**
 * /payment-info-request?id= (000 §2, 001 §7): the public page where someone without an account (usually the
 * customer's accounts payable) enters a card for a document. It ignores 401s (no sign-in). The locally stored
 * processor value picks the page (wex or paytrace); a browser that never signed in has none, and takes the
 * requesting company's processor from the payment configuration and remembers it. When the two disagree, the
 * server's configuration wins (it carries the tokenizer's address) and the stored value is updated.
 */
export default function PaymentInfoRequestPage({ route, query }: PageProps) {
  const id = typeof query.id === 'string' && uuid.test(query.id) ? query.id : undefined;
  const request = useResource<PaymentInfoRequest | null>(
    (signal) =>
      id
        ? api.call(paymentEndpoints.getPaymentInfoRequest, { query: { id }, signal, reportProblems: false })
        : Promise.resolve(null),
    [id],
  );
  const setup = useCardPaymentSetup(id);
  const [errors, setErrors] = useState<CreditCardErrors | null>(null);
  const [fieldErrors, setFieldErrors] = useState<CreditCardFieldErrors | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const [paid, setPaid] = useState<ConvertedCard | null>(null);
  // The card form goes once the card is taken: the focus moves to the thanks instead of being lost with it.
  const thanks = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (paid) thanks.current?.focus();
  }, [paid]);

  const stored = tokenStore.getCardProcessor();
  const configured = setup.configuration?.creditCardProcessor;
  if (configured && stored !== configured) tokenStore.setCardProcessor(configured);
  const processor: ProcessorName = (configured ?? (stored === 'wex' ? 'wex' : 'paytrace')) as ProcessorName;

  const submit = async (values: CreditCardFormValues) => {
    if (!id || !setup.configuration || !request.data) return;
    setSubmitting(true);
    setErrors(null);
    setFieldErrors(undefined);
    try {
      setPaid(
        await payByCard(setup.configuration, values, {
          paymentInfoRequestID: id,
          documentInfo: {
            documentType: request.data.documentType,
            documentNumber: request.data.documentNumber,
            title: request.data.title,
            amount: request.data.amount,
          },
        }),
      );
    } catch (error) {
      // Words on single fields go to those fields; the processor's answer above them.
      if (error instanceof CardPaymentError && error.fieldErrors) setFieldErrors(error.fieldErrors);
      else if (error instanceof CardPaymentError) setErrors(error.errors);
      else
        setErrors({
          cardVerificationError: false,
          cardTriesExceeded: false,
          sslError: false,
          errorText: t('Payment.GenericError'),
          status: 'error',
        });
    } finally {
      setSubmitting(false);
    }
  };

  const body = () => {
    if (!id) return <InlineAlert tone="error">{t('PaymentPage.Missing')}</InlineAlert>;
    if (request.status === 'loading' && !request.data) return <Spinner label={t('Checkout.Loading')} />;
    if (request.status === 'failed') {
      return (
        <InlineAlert tone="error">
          {problemCode(request.error) === 'PaymentInfoRequestNotFound'
            ? t('Payment.RequestNotFound')
            : problemMessage(request.error)}
        </InlineAlert>
      );
    }
    const data = request.data;
    if (!data) return <InlineAlert tone="error">{t('Payment.RequestNotFound')}</InlineAlert>;
    if (paid) {
      return (
        <div ref={thanks} tabIndex={-1}>
          <InlineAlert tone="success">
            {t('PaymentPage.Thanks', { last4: paid.card.maskedCardNumber.slice(-4) })}
          </InlineAlert>
        </div>
      );
    }
    if (data.status === PaymentInfoRequestStatus.Completed) {
      return <InlineAlert tone="success">{t('Payment.RequestCompleted')}</InlineAlert>;
    }
    if (data.status === PaymentInfoRequestStatus.Expired) {
      return <InlineAlert tone="warning">{t('Payment.RequestExpired')}</InlineAlert>;
    }
    return (
      <>
        <p className={styles.lead}>
          {t('PaymentPage.Intro', {
            requestedBy: data.requestedBy,
            companyName: data.companyName,
            title: data.title,
          })}
        </p>
        {data.message ? <p>{data.message}</p> : null}
        <CreditCardForm
          states={setup.states}
          onSubmit={submit}
          isSubmitting={submitting}
          errors={setup.failed ? { sslError: true } : errors}
          fieldErrors={fieldErrors}
          limits={CARD_FORM_LIMITS}
          validate={checkCardBilling}
          insecureProtocol={setup.insecureProtocol}
          documentInfo={{
            title: data.title,
            amount: data.amount,
            documentNumber: data.documentNumber || undefined,
          }}
          defaultValues={{ cardHolderName: data.recipientName }}
          submitLabel={t('PaymentPage.Submit')}
        />
      </>
    );
  };

  return (
    <section className={styles.narrowPage} aria-labelledby="page-title" data-processor={processor}>
      <h1 id="page-title" className={styles.title}>
        {route.title}
      </h1>
      <p className={styles.lead}>Secure card entry by {processorNames[processor]}</p>
      {body()}
    </section>
  );
}
