import { CARD_FORM_LIMITS, type CreditCardErrors } from '@b2b-portal/api';
import { emptyGuid } from '@b2b-portal/flows/rules';
import {
  AddressPicker,
  type CreditCardFieldErrors,
  type CreditCardFormValues,
  InlineAlert,
  type PaymentMethodChoice,
  PaymentMethodChooser,
  RadioGroup,
  savedCardChoice,
  savedCardIdOf,
} from '@b2b-portal/ui';
import { useState } from 'react';
import { t } from '../../services/messages/checkout';
import * as styles from '../CheckoutFlow.css';
import { checkCardBilling } from '../cardBilling';
import { PaymentRequestForm } from '../PaymentRequestForm';
import { CreditCardForm } from './lazySteps';
import {
  type BillingDraft,
  type CheckoutServices,
  PrimaryChoice,
  StepActions,
  type StepProps,
  text,
  toAddress,
} from './shared';

export function BillingStep({
  snapshot,
  send,
  services,
  onAddAddress,
  draft,
  onDraftChange,
}: StepProps & {
  services: CheckoutServices;
  onAddAddress: () => void;
  draft: BillingDraft;
  onDraftChange: (update: (draft: BillingDraft) => BillingDraft) => void;
}) {
  const { workflowData, lists, flags, fieldErrors, creditCardErrors, paymentCard, lines, documentInfo } =
    snapshot.context;
  const payment = workflowData.billing.payment;
  // The workflow data's own choice when the person has made none in this visit: a request, a saved card, or the
  // card entered in this checkout.
  const choice: PaymentMethodChoice | null =
    draft.choice ??
    (payment.paymentInfoRequestID !== emptyGuid
      ? 'request'
      : payment.paymentInfoID === emptyGuid
        ? null
        : lists.savedCards.some((card) => card.id === payment.paymentInfoID)
          ? savedCardChoice(payment.paymentInfoID)
          : 'new');
  const setChoice = (next: PaymentMethodChoice) => onDraftChange((d) => ({ ...d, choice: next }));
  const { request, requestResult } = draft;
  const setRequest = (update: (r: BillingDraft['request']) => BillingDraft['request']) =>
    onDraftChange((d) => ({ ...d, request: update(d.request) }));
  const setRequestResult = (requestResult: BillingDraft['requestResult']) =>
    onDraftChange((d) => ({ ...d, requestResult }));
  const [cardBusy, setCardBusy] = useState(false);
  // The contract's or the server's word on single fields of the card form, shown at those fields.
  const [cardFieldErrors, setCardFieldErrors] = useState<CreditCardFieldErrors | undefined>();
  const amount = lines?.grandTotal ?? '0.00';

  const convert = async (values: CreditCardFormValues) => {
    setCardBusy(true);
    setCardFieldErrors(undefined);
    try {
      const card = await services.payByCard(values, amount);
      send({
        type: 'CARD_CONVERTED',
        card,
        billing: {
          companyName: values.companyName,
          addressLine1: values.addressLine1,
          addressLine2: values.addressLine2,
          city: values.city,
          state: values.state,
          zipCode: values.zipCode,
          phone: values.phone,
          email: values.email,
        },
      });
    } catch (error) {
      const fieldErrors = (error as { fieldErrors?: CreditCardFieldErrors }).fieldErrors;
      if (fieldErrors) {
        setCardFieldErrors(fieldErrors);
        return;
      }
      const errors = (error as { errors?: CreditCardErrors }).errors;
      send({
        type: 'CARD_FAILED',
        errors: errors ?? {
          cardVerificationError: false,
          cardTriesExceeded: false,
          sslError: false,
          errorText: t('Payment.GenericError'),
          status: 'error',
        },
      });
    } finally {
      setCardBusy(false);
    }
  };

  const flagged =
    creditCardErrors.cardVerificationError || creditCardErrors.cardTriesExceeded || creditCardErrors.sslError;
  // A flag carries its own sentence; the server's errorText then repeats it, so it is shown only without a flag.
  const cardErrors = flagged
    ? { ...creditCardErrors, errorText: undefined }
    : creditCardErrors.errorText
      ? creditCardErrors
      : services.card.unavailable
        ? { sslError: true }
        : null;

  // The step's fields below its heading. The flow draws them in a section, not a form (`StepFrame`): the card
  // form inside is a form of its own, and a form inside a form is not submitted as one (browsers send the inner
  // form natively, with the card number in the address).
  return (
    <>
      <AddressPicker
        addresses={lists.billTos.map(toAddress)}
        value={workflowData.billing.billTo.id === emptyGuid ? null : workflowData.billing.billTo.id}
        onChange={(id) => send({ type: 'SET_BILL_TO', id })}
        onAddNew={onAddAddress}
        labels={{ label: t('Checkout.BillTo') }}
      />
      {fieldErrors['billing.billTo.id'] ? (
        <InlineAlert tone="error">{text(fieldErrors['billing.billTo.id'])}</InlineAlert>
      ) : null}
      {services.setPrimary && workflowData.billing.billTo.id !== emptyGuid ? (
        <PrimaryChoice
          label={t('Checkout.BillTo')}
          kind="billTo"
          id={workflowData.billing.billTo.id}
          isPrimary={lists.billTos.some(
            (address) => address.id === workflowData.billing.billTo.id && address.isPrimary,
          )}
          setPrimary={services.setPrimary}
        />
      ) : null}
      <RadioGroup
        label={t('Checkout.PaymentTerm')}
        isRequired
        value={payment.paymentTermID === emptyGuid ? null : payment.paymentTermID}
        onChange={(id) => send({ type: 'SELECT_PAYMENT_TERM', id })}
        options={lists.paymentTerms.map((term) => ({ value: term.id, label: term.name }))}
        isInvalid={Boolean(fieldErrors['billing.payment.paymentTermID'])}
        errorMessage={text(fieldErrors['billing.payment.paymentTermID'])}
      />
      {flags.showCreditCardForm ? (
        <>
          {fieldErrors['billing.payment.paymentInfoID'] ? (
            <InlineAlert tone="error">{text(fieldErrors['billing.payment.paymentInfoID'])}</InlineAlert>
          ) : null}
          {paymentCard && payment.paymentInfoID !== emptyGuid && choice === 'new' ? (
            <InlineAlert tone="success">
              {t('Checkout.CardSaved', { last4: paymentCard.maskedCardNumber.slice(-4) })}
            </InlineAlert>
          ) : null}
          <PaymentMethodChooser
            savedCards={lists.savedCards.map((card) => ({
              id: card.id,
              type: card.cardType as 'Visa',
              maskedNumber: card.maskedCardNumber,
              expirationMonth: card.expirationMonth,
              expirationYear: card.expirationYear,
              holder: card.cardHolder,
              isExpired: card.isExpired,
              isPrimary: card.isPrimary,
            }))}
            value={choice}
            onChange={(next) => {
              setChoice(next);
              const id = savedCardIdOf(next);
              if (id) send({ type: 'SELECT_SAVED_CARD', id });
              // The card chosen before pays no more: the step asks for the new card or the request.
              else send({ type: 'CHOOSE_PAYMENT_METHOD', method: next === 'new' ? 'newCard' : 'request' });
            }}
            allowPaymentRequest
            newCardForm={
              <CreditCardForm
                states={services.card.states}
                onSubmit={convert}
                isSubmitting={cardBusy}
                errors={cardErrors}
                fieldErrors={cardFieldErrors}
                limits={CARD_FORM_LIMITS}
                validate={checkCardBilling}
                insecureProtocol={services.card.insecureProtocol}
                documentInfo={{ title: workflowData.order.title || t('Checkout.Title'), amount }}
                allowSave={!flags.CCDeatilsNotSavedToAccount}
              />
            }
            paymentRequestForm={
              <PaymentRequestForm
                className={styles.fields}
                values={request}
                onChange={(values) => setRequest(() => values)}
                send={(fields) =>
                  services.requestPayment({
                    documentType: documentInfo?.documentType ?? 0,
                    documentNumber: documentInfo?.documentNumber ?? '',
                    title: workflowData.order.title || t('Checkout.Title'),
                    amount,
                    ...fields,
                  })
                }
                sent={requestResult}
                onSent={(created, name) => {
                  send({ type: 'PAYMENT_INFO_REQUESTED', id: created.id });
                  setRequestResult({ url: created.url, name });
                }}
                labels={{
                  recipientName: t('Checkout.RecipientName'),
                  recipientEmail: t('Checkout.RecipientEmail'),
                  message: t('Checkout.RequestMessage'),
                  submit: t('Checkout.RequestPayment'),
                  sent: (sent) => t('Checkout.RequestSent', sent),
                }}
              />
            }
          />
        </>
      ) : null}
      {services.setPrimary && flags.showCreditCardForm && choice && savedCardIdOf(choice) ? (
        <PrimaryChoice
          label={t('Checkout.Card')}
          kind="card"
          id={savedCardIdOf(choice) as string}
          isPrimary={lists.savedCards.some((card) => card.id === savedCardIdOf(choice) && card.isPrimary)}
          setPrimary={services.setPrimary}
        />
      ) : null}
      <StepActions send={send} outsideForm />
    </>
  );
}
