import {
  CARD_FORM_LIMITS,
  type CreditCardErrors,
  INVOICE_DOCUMENT_TYPE,
  type Invoice,
  MONEY_PATTERN,
} from '@b2b-portal/api';
import { compareMoney, toMoney } from '@b2b-portal/flows/rules';
import {
  type CreditCardFieldErrors,
  CreditCardForm,
  type CreditCardFormValues,
  formatMoney,
  InlineAlert,
  TextField,
} from '@b2b-portal/ui';
import { useId, useRef, useState } from 'react';
import { checkCardBilling } from '../../checkout/cardBilling';
import { CardPaymentError, payByCard, useCardPaymentSetup } from '../../checkout/cardPayment';
import { emptyPaymentRequest, PaymentRequestForm } from '../../checkout/PaymentRequestForm';
import { api } from '../../services/api';
import { invoiceEndpoints, paymentEndpoints } from '../../services/endpoints';
import { t } from '../../services/messages/invoices';
import { problemMessage } from '../../services/problems';
import * as styles from '../pages.css';

const failed = (errorText: string): CreditCardErrors => ({
  cardVerificationError: false,
  cardTriesExceeded: false,
  sslError: false,
  errorText,
  status: 'error',
});

/** The amount typed, as money, or null when it is not an amount from 0.01 to the balance due. */
export function payableAmount(text: string, balanceDue: string): string | null {
  const trimmed = text.trim().replace(/,/g, '');
  if (!MONEY_PATTERN.test(trimmed)) return null;
  const amount = toMoney(trimmed);
  return compareMoney(amount, '0') > 0 && compareMoney(amount, balanceDue) <= 0 ? amount : null;
}

/**
 * Pay an unpaid or partially paid invoice by card (issue 17): the amount (the balance due, or less, which leaves
 * it Partially Paid) and checkout's card form. The card goes to the processor's tokenizer only; the server gets
 * the converted card and pays the invoice once per press (a request id made at the press).
 */
export default function InvoicePayment({
  invoice,
  onPaid,
}: {
  invoice: Invoice;
  /** The invoice as the payment left it, and the thank-you said (the page keeps it once Paid ends the form). */
  onPaid: (invoice: Invoice, notice: string) => void;
}) {
  const headingId = useId();
  const setup = useCardPaymentSetup();
  const [amount, setAmount] = useState(invoice.balanceDue);
  const [amountError, setAmountError] = useState<string | null>(null);
  /** Pay refuses a bad amount at its field, far above the button: the focus goes there, not left on Pay. */
  const amountRef = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<CreditCardErrors | null>(null);
  const [fieldErrors, setFieldErrors] = useState<CreditCardFieldErrors | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const [paid, setPaid] = useState<string | null>(null);
  const requestHeadingId = useId();
  const [request, setRequest] = useState(emptyPaymentRequest);
  const [requestSent, setRequestSent] = useState<{ name: string; url: string } | null>(null);
  const notPayable = () =>
    t('Invoice.AmountNotPayable', { min: formatMoney('0.01'), max: formatMoney(invoice.balanceDue) });

  const submit = async (values: CreditCardFormValues) => {
    const payable = payableAmount(amount, invoice.balanceDue);
    if (!payable) {
      setAmountError(notPayable());
      amountRef.current?.focus();
      return;
    }
    if (!setup.configuration) return;
    setSubmitting(true);
    setErrors(null);
    setFieldErrors(undefined);
    setPaid(null);
    try {
      const card = await payByCard(setup.configuration, values);
      const updated = await api.call(invoiceEndpoints.payInvoice, {
        body: {
          id: invoice.id,
          paymentInfoID: card.paymentInfoID,
          amount: payable,
          requestId: crypto.randomUUID(),
        },
        reportProblems: false,
      });
      const notice = t('Invoice.PaidNow', {
        amount: formatMoney(payable),
        card: `${card.card.cardType} ${card.card.maskedCardNumber.slice(-4)}`,
      });
      setPaid(notice);
      setAmount(updated.balanceDue);
      onPaid(updated, notice);
    } catch (error) {
      if (error instanceof CardPaymentError && error.fieldErrors) setFieldErrors(error.fieldErrors);
      else if (error instanceof CardPaymentError) setErrors(error.errors);
      else setErrors(failed(problemMessage(error)));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('Invoice.PayTitle')}
      </h2>
      {paid ? <InlineAlert tone="success">{paid}</InlineAlert> : null}
      <TextField
        label={t('Invoice.PayAmount')}
        value={amount}
        inputMode="decimal"
        inputRef={amountRef}
        onChange={(value) => {
          setAmount(value);
          setAmountError(null);
        }}
        isInvalid={Boolean(amountError)}
        errorMessage={amountError ?? undefined}
      />
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
          title: invoice.invoiceTypeName,
          amount: invoice.balanceDue,
          documentNumber: invoice.invoiceNumber,
        }}
        submitLabel={t('Invoice.PaySubmit')}
      />
      {/* Set apart from Pay above it, which it followed with no space. */}
      <section aria-labelledby={requestHeadingId} className={styles.subSection}>
        <h3 id={requestHeadingId} className={styles.subSectionTitle}>
          {t('Invoice.RequestTitle')}
        </h3>
        <p className={styles.sectionText}>{t('Invoice.RequestHelp')}</p>
        <PaymentRequestForm
          values={request}
          onChange={setRequest}
          check={() => {
            if (payableAmount(amount, invoice.balanceDue)) return null;
            setAmountError(notPayable());
            amountRef.current?.focus();
            return notPayable();
          }}
          send={(fields) =>
            api.call(paymentEndpoints.addPaymentInfoRequest, {
              body: {
                documentType: INVOICE_DOCUMENT_TYPE,
                documentNumber: invoice.invoiceNumber,
                title: `${invoice.invoiceTypeName} ${invoice.invoiceNumber}`,
                amount: payableAmount(amount, invoice.balanceDue) ?? invoice.balanceDue,
                ...fields,
              },
              reportProblems: false,
            })
          }
          sent={requestSent}
          onSent={(created, name) => setRequestSent({ name, url: created.url })}
          labels={{
            recipientName: t('Invoice.RecipientName'),
            recipientEmail: t('Invoice.RecipientEmail'),
            message: t('Invoice.RequestMessage'),
            submit: t('Invoice.RequestSubmit'),
            sent: (sent) => t('Invoice.RequestSent', sent),
          }}
        />
      </section>
    </section>
  );
}
