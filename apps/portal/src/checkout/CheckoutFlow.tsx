import type {
  AddPaymentInfoRequestBody,
  AddressInput,
  CheckoutAddress,
  CheckoutContact,
  ContactInput,
  ConvertedCard,
  CreditCardErrors,
  MatchingAddressQuery,
} from '@b2b-portal/api';
import type { CheckoutEvent, CheckoutMachine } from '@b2b-portal/flows';
import {
  type CheckoutMessage,
  type CheckoutStep,
  checkoutMessageText,
  emptyGuid,
  shippingMethodNotices,
} from '@b2b-portal/flows/rules';
import {
  type Address,
  AddressForm,
  type AddressFormValues,
  AddressPicker,
  AddressSuggestion,
  Button,
  Checkbox,
  CheckoutReview,
  type CheckoutReviewData,
  type CheckoutReviewSection,
  CreditCardForm,
  type CreditCardFormValues,
  formatMoney,
  groupShipTos,
  InlineAlert,
  Modal,
  type PaymentMethodChoice,
  PaymentMethodChooser,
  RadioGroup,
  Select,
  ShippingMethodPicker,
  ShipToAssignment,
  Spinner,
  Stepper,
  Switch,
  savedCardChoice,
  savedCardIdOf,
  TextArea,
  TextField,
} from '@b2b-portal/ui';
import { type FormEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import { t } from '../services/messages';
import {
  AddContactModal,
  PoAttachments,
  type PrimaryKind,
  SetPrimaryButton,
  type UploadedPo,
} from './CheckoutExtras';
import * as styles from './CheckoutFlow.css';

/** The side effects of the checkout that are not the machine's: the page wires them to the API. */
export interface CheckoutServices {
  addAddress(input: AddressInput): Promise<CheckoutAddress>;
  matchAddress(query: MatchingAddressQuery): Promise<CheckoutAddress | null>;
  /** Tokenizes the card with the processor and converts it; throws `{ errors: CreditCardErrors }` when refused. */
  payByCard(values: CreditCardFormValues, amount: number): Promise<ConvertedCard>;
  requestPayment(body: AddPaymentInfoRequestBody): Promise<{ id: string; url: string }>;
  /** The card form's states, the TLS check and whether the processor setup failed. */
  card: {
    states: readonly { code: string; name: string }[];
    insecureProtocol: boolean;
    unavailable: boolean;
  };
  /** The clock of the shipping cutoff (1 pm Eastern). */
  now?: () => Date;
  /** Stores a PO document as a draft attachment of the order (answers its id); without it no upload is offered. */
  uploadPo?: (file: File, description: string) => Promise<string>;
  /** Adds a contact of the caller's own; without it no "Add a contact" is offered. */
  addContact?: (contact: ContactInput) => Promise<CheckoutContact>;
  /** Makes a choice the caller's primary; without it no "Make primary" is offered. */
  setPrimary?: (kind: PrimaryKind, id: string) => Promise<void>;
}

export interface CheckoutFlowProps {
  snapshot: SnapshotFrom<CheckoutMachine>;
  send: (event: CheckoutEvent) => void;
  services: CheckoutServices;
  /** Leave the checkout (back to the cart). */
  onCancel?: () => void;
}

const stepLabels: Record<CheckoutStep | 'confirmation', string> = {
  orderDetails: t('Checkout.Step.OrderDetails'),
  billingAndPayment: t('Checkout.Step.BillingAndPayment'),
  shipping: t('Checkout.Step.Shipping'),
  endUser: t('Checkout.Step.EndUser'),
  terms: t('Checkout.Step.Terms'),
  confirmation: t('Checkout.Step.Confirmation'),
};

const toAddress = (address: CheckoutAddress): Address => ({
  id: address.id,
  name: address.name,
  line1: address.line1,
  line2: address.line2 || undefined,
  line3: address.line3 || undefined,
  city: address.city,
  state: address.state,
  zipCode: address.zipCode,
  country: address.countryCode === 'USA' ? undefined : address.countryName,
  contactName: address.contactName || undefined,
  phone: address.phone || undefined,
  isPrimary: address.isPrimary,
});

const text = (message: CheckoutMessage | null | undefined) =>
  message ? checkoutMessageText(message) : undefined;

/**
 * The checkout's steps (001 §2 "Checkout pages"), drawn from the checkout machine's snapshot: order details,
 * billing and payment, shipping (one or several ship-to addresses), end user, terms and conditions; the page
 * moves on to /workflow-confirmation when the machine is confirmed. Thin: every rule is the machine's.
 */
export function CheckoutFlow({ snapshot, send: sendEvent, services, onCancel }: CheckoutFlowProps) {
  const { context } = snapshot;
  // The new-address dialog: the type it adds, and what to do with the address instead of selecting it as the
  // bill-to or the one ship-to (the ship-to assignment makes it the address for the selected lines).
  const [addressFor, setAddressFor] = useState<null | {
    type: 1 | 2;
    use?: (address: CheckoutAddress) => void;
  }>(null);
  // What the billing step shows beyond the machine (the payment method chosen, the payment request being
  // written and its link): kept here, so going back to the step finds it as it was left.
  const [billingDraft, setBillingDraft] = useState<BillingDraft>(emptyBillingDraft);
  // The PO documents uploaded on order details (the machine keeps their ids; their names are shown here).
  const [poFiles, setPoFiles] = useState<UploadedPo[]>([]);
  const [addingContact, setAddingContact] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const shownStep = useRef(context.step);
  // Set by Continue and Place order: once the machine answers, the focus follows (see the effect below).
  const attempted = useRef(false);
  const send = (event: CheckoutEvent) => {
    if (event.type === 'NEXT' || event.type === 'SUBMIT') attempted.current = true;
    sendEvent(event);
  };
  const busy = snapshot.matches('loading') || snapshot.matches({ editing: { orderDetails: 'validatingPo' } });

  // A new step replaces the form the focus was in: the focus goes to the new step's heading, so keyboard and
  // screen-reader users start at its top. A refused Continue or Place order moves it to the first field in
  // error (the form message is announced as an alert).
  useEffect(() => {
    const root = panel.current;
    if (!root || busy) return;
    if (shownStep.current !== context.step) {
      shownStep.current = context.step;
      attempted.current = false;
      root.querySelector<HTMLElement>('#step-title')?.focus();
      return;
    }
    if (!attempted.current) return;
    attempted.current = false;
    if (context.formError || Object.keys(context.fieldErrors).length > 0) {
      root.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  });

  if (snapshot.matches('loading')) return <Spinner label={t('Checkout.Loading')} />;
  if (snapshot.matches('loadFailed')) {
    return (
      <div className={styles.panel}>
        <InlineAlert tone="error">{text(context.loadError) ?? t('Checkout.LoadFailed')}</InlineAlert>
        <div className={styles.actions}>
          {onCancel ? (
            <Button variant="secondary" onPress={onCancel}>
              {t('Checkout.BackToCart')}
            </Button>
          ) : null}
          <Button onPress={() => send({ type: 'RETRY' })}>{t('Checkout.Retry')}</Button>
        </div>
      </div>
    );
  }

  const step = context.step;
  const steps = (
    ['orderDetails', 'billingAndPayment', 'shipping', 'endUser', 'terms', 'confirmation'] as const
  ).map((id) => ({ id, label: stepLabels[id] }));
  const submitting = snapshot.matches('submitting') || snapshot.matches('waitingToResubmit');

  return (
    <div className={styles.layout}>
      <div className={styles.panel} ref={panel}>
        <Stepper
          steps={steps}
          currentStepId={step}
          onStepPress={(id) => send({ type: 'GO_TO_STEP', step: id as CheckoutStep })}
        />
        {context.formError ? <InlineAlert tone="error">{t(context.formError)}</InlineAlert> : null}
        {step === 'orderDetails' ? (
          <OrderDetailsStep
            snapshot={snapshot}
            send={send}
            onCancel={onCancel}
            attachments={
              services.uploadPo && context.flags.orderPageAttachPO ? (
                <PoAttachments
                  uploaded={poFiles}
                  upload={services.uploadPo}
                  onUploaded={(file) => {
                    const next = [...poFiles, file];
                    setPoFiles(next);
                    send({
                      type: 'SET_ORDER_FIELDS',
                      fields: { attachmentIDs: next.map((entry) => entry.id) },
                    });
                  }}
                  onRemove={(id) => {
                    const next = poFiles.filter((entry) => entry.id !== id);
                    setPoFiles(next);
                    send({
                      type: 'SET_ORDER_FIELDS',
                      fields: { attachmentIDs: next.map((entry) => entry.id) },
                    });
                  }}
                />
              ) : null
            }
          />
        ) : null}
        {step === 'billingAndPayment' ? (
          <BillingStep
            snapshot={snapshot}
            send={send}
            services={services}
            draft={billingDraft}
            onDraftChange={setBillingDraft}
            onAddAddress={() => setAddressFor({ type: 1 })}
          />
        ) : null}
        {step === 'shipping' ? (
          <ShippingStep
            snapshot={snapshot}
            send={send}
            services={services}
            onAddAddress={(use) => setAddressFor({ type: 2, use })}
            onAddContact={services.addContact ? () => setAddingContact(true) : undefined}
          />
        ) : null}
        {step === 'endUser' ? <EndUserStep snapshot={snapshot} send={send} /> : null}
        {step === 'terms' || step === 'confirmation' ? (
          <TermsStep
            snapshot={snapshot}
            send={send}
            submitting={submitting}
            paymentRequestedFrom={
              billingDraft.requestResult && 'url' in billingDraft.requestResult
                ? billingDraft.requestResult.name
                : undefined
            }
          />
        ) : null}
      </div>
      <OrderSummary snapshot={snapshot} />
      {addingContact && services.addContact ? (
        <AddContactModal
          add={services.addContact}
          onClose={() => setAddingContact(false)}
          onAdded={(contact) => {
            send({ type: 'CONTACT_ADDED', contact });
            send({ type: 'SET_SHIP_CONTACT', contactID: contact.id });
            setAddingContact(false);
          }}
        />
      ) : null}
      {addressFor !== null ? (
        <NewAddressModal
          type={addressFor.type}
          services={services}
          onClose={() => setAddressFor(null)}
          onChosen={(address, added) => {
            if (added) send({ type: 'ADDRESS_ADDED', address });
            if (addressFor.use) addressFor.use(address);
            else
              send(
                address.type === 1
                  ? { type: 'SET_BILL_TO', id: address.id }
                  : { type: 'SET_SHIP_TO', id: address.id },
              );
            setAddressFor(null);
          }}
        />
      ) : null}
    </div>
  );
}

interface StepProps {
  snapshot: SnapshotFrom<CheckoutMachine>;
  send: (event: CheckoutEvent) => void;
}

function StepActions({
  send,
  onCancel,
  first = false,
  outsideForm = false,
}: {
  send: StepProps['send'];
  onCancel?: () => void;
  first?: boolean;
  /** The step is no form (it holds forms of its own): Continue sends NEXT itself instead of submitting. */
  outsideForm?: boolean;
}) {
  return (
    <div className={styles.actions}>
      {first && onCancel ? (
        <Button variant="secondary" onPress={onCancel}>
          {t('Checkout.BackToCart')}
        </Button>
      ) : null}
      {first ? null : (
        <Button variant="secondary" onPress={() => send({ type: 'BACK' })}>
          {t('Checkout.Back')}
        </Button>
      )}
      {outsideForm ? (
        <Button onPress={() => send({ type: 'NEXT' })}>{t('Checkout.Next')}</Button>
      ) : (
        <Button type="submit">{t('Checkout.Next')}</Button>
      )}
    </div>
  );
}

const onSubmitNext = (send: StepProps['send']) => (event: FormEvent) => {
  event.preventDefault();
  // The card form inside the billing step submits on its own: its submit event bubbles here and is no NEXT.
  if (event.target !== event.currentTarget) return;
  send({ type: 'NEXT' });
};

function OrderDetailsStep({
  snapshot,
  send,
  onCancel,
  attachments,
}: StepProps & { onCancel?: () => void; attachments?: ReactNode }) {
  const { workflowData, fieldErrors, poValidation } = snapshot.context;
  const confirming = snapshot.matches({ editing: { orderDetails: 'confirmPoReuse' } });
  const validating = snapshot.matches({ editing: { orderDetails: 'validatingPo' } });
  return (
    <form onSubmit={onSubmitNext(send)} aria-labelledby="step-title" className={styles.step} noValidate>
      <h2 id="step-title" className={styles.stepTitle} tabIndex={-1}>
        {stepLabels.orderDetails}
      </h2>
      <div className={styles.fields}>
        <TextField
          label={t('Checkout.OrderTitle')}
          isRequired
          value={workflowData.order.title}
          onChange={(title) => send({ type: 'SET_ORDER_FIELDS', fields: { title } })}
          isInvalid={Boolean(fieldErrors['order.title'])}
          errorMessage={text(fieldErrors['order.title'])}
          maxLength={100}
        />
        <TextField
          label={t('Checkout.PoNumber')}
          isRequired
          value={workflowData.order.po}
          onChange={(po) => send({ type: 'SET_ORDER_FIELDS', fields: { po } })}
          isInvalid={Boolean(fieldErrors['order.po'])}
          errorMessage={text(fieldErrors['order.po'])}
          maxLength={50}
        />
      </div>
      <TextArea
        label={t('Checkout.Comments')}
        value={workflowData.order.comments}
        onChange={(comments) => send({ type: 'SET_ORDER_FIELDS', fields: { comments } })}
        maxLength={2000}
      />
      {attachments}
      {confirming ? (
        <div
          role="alertdialog"
          aria-labelledby="po-exists"
          aria-describedby="po-exists-detail"
          className={styles.panel}
        >
          <InlineAlert tone="warning">
            <span id="po-exists">{t('Checkout.PoExists')}</span>
          </InlineAlert>
          <p id="po-exists-detail">
            {t('Checkout.PoExistsConfirm', {
              po: workflowData.order.po,
              orders: (poValidation?.orderNumbers ?? []).join(', '),
            })}
          </p>
          <div className={styles.actions}>
            <Button variant="secondary" onPress={() => send({ type: 'CHANGE_PO' })}>
              {t('Checkout.ChangePo')}
            </Button>
            <Button onPress={() => send({ type: 'CONFIRM_PO_REUSE' })} autoFocus>
              {t('Checkout.UsePoAgain')}
            </Button>
          </div>
        </div>
      ) : (
        <StepActions send={send} onCancel={onCancel} first />
      )}
      {validating ? <Spinner label={t('Checkout.Loading')} /> : null}
    </form>
  );
}

interface BillingDraft {
  /** The payment method chosen; null: follow the workflow data. */
  choice: PaymentMethodChoice | null;
  request: { recipientName: string; recipientEmail: string; message: string };
  requestResult: { url: string; name: string } | { error: string } | null;
}

const emptyBillingDraft: BillingDraft = {
  choice: null,
  request: { recipientName: '', recipientEmail: '', message: '' },
  requestResult: null,
};

function BillingStep({
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
  const amount = lines?.grandTotal ?? 0;

  const convert = async (values: CreditCardFormValues) => {
    setCardBusy(true);
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

  const sendRequest = async () => {
    try {
      const created = await services.requestPayment({
        documentType: documentInfo?.documentType ?? 0,
        documentNumber: documentInfo?.documentNumber ?? '',
        title: workflowData.order.title || t('Checkout.Title'),
        amount,
        recipientName: request.recipientName,
        recipientEmail: request.recipientEmail,
        message: request.message,
      });
      send({ type: 'PAYMENT_INFO_REQUESTED', id: created.id });
      setRequestResult({ url: created.url, name: request.recipientName });
    } catch (error) {
      setRequestResult({
        error: (error as { displayMessage?: string }).displayMessage ?? t('Payment.GenericError'),
      });
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

  // A section, not a form: the card form inside is a form of its own, and a form inside a form is not
  // submitted as one (browsers send the inner form natively, with the card number in the address).
  return (
    <section aria-labelledby="step-title" className={styles.step}>
      <h2 id="step-title" className={styles.stepTitle} tabIndex={-1}>
        {stepLabels.billingAndPayment}
      </h2>
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
            }}
            allowPaymentRequest
            newCardForm={
              <CreditCardForm
                states={services.card.states}
                onSubmit={convert}
                isSubmitting={cardBusy}
                errors={cardErrors}
                insecureProtocol={services.card.insecureProtocol}
                documentInfo={{ title: workflowData.order.title || t('Checkout.Title'), amount }}
                allowSave={!flags.CCDeatilsNotSavedToAccount}
              />
            }
            paymentRequestForm={
              <div className={styles.fields}>
                <TextField
                  label={t('Checkout.RecipientName')}
                  isRequired
                  value={request.recipientName}
                  onChange={(recipientName) => setRequest((r) => ({ ...r, recipientName }))}
                />
                <TextField
                  label={t('Checkout.RecipientEmail')}
                  type="email"
                  isRequired
                  value={request.recipientEmail}
                  onChange={(recipientEmail) => setRequest((r) => ({ ...r, recipientEmail }))}
                />
                <TextField
                  label={t('Checkout.RequestMessage')}
                  value={request.message}
                  onChange={(message) => setRequest((r) => ({ ...r, message }))}
                />
                <Button
                  variant="secondary"
                  onPress={sendRequest}
                  isDisabled={!request.recipientName.trim() || !request.recipientEmail.includes('@')}
                >
                  {t('Checkout.RequestPayment')}
                </Button>
                {requestResult && 'url' in requestResult ? (
                  <InlineAlert tone="success">
                    {t('Checkout.RequestSent', { name: requestResult.name, url: requestResult.url })}
                  </InlineAlert>
                ) : null}
                {requestResult && 'error' in requestResult ? (
                  <InlineAlert tone="error">{requestResult.error}</InlineAlert>
                ) : null}
              </div>
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
    </section>
  );
}

function ShippingStep({
  snapshot,
  send,
  services,
  onAddAddress,
  onAddContact,
}: StepProps & {
  services: CheckoutServices;
  /** Opens the new-address dialog; with `use`, the address goes there instead of becoming the ship-to. */
  onAddAddress: (use?: (address: CheckoutAddress) => void) => void;
  /** Opens the add-contact dialog, when contacts can be added. */
  onAddContact?: () => void;
}) {
  const { workflowData, lists, flags, fieldErrors, lines, shipToAssignError } = snapshot.context;
  const shipping = workflowData.shipping;
  const multiple = shipping.shipTo.id === emptyGuid && flags.isMultipleShippingEditable;
  const [multi, setMulti] = useState(
    multiple && (shipping.lineItemShipToAddresses.length > 0 || shipping.bundleShipToAddress.length > 0),
  );
  const now = services.now?.() ?? new Date();
  const notices = shippingMethodNotices(shipping.shippingMethod.method, now).map((key) => t(key));
  const addresses = [
    ...lists.shipTos,
    ...lists.addedShipTos.filter((a) => !lists.shipTos.some((b) => b.id === a.id)),
  ];
  const items = lines?.items ?? [];
  const bundles = lines?.bundles ?? [];
  // The address the selected lines go to; a new address added from the assignment becomes it.
  const [assignTo, setAssignTo] = useState<string | null>(
    () => (addresses.find((address) => address.isPrimary) ?? addresses[0])?.id ?? null,
  );
  return (
    <form onSubmit={onSubmitNext(send)} aria-labelledby="step-title" className={styles.step} noValidate>
      <h2 id="step-title" className={styles.stepTitle} tabIndex={-1}>
        {stepLabels.shipping}
      </h2>
      {flags.isMultipleShippingEditable ? (
        <Switch
          isSelected={multi}
          onChange={(on) => {
            setMulti(on);
            // Several ship-tos: no single ship-to (reset to the empty GUID); one ship-to: the per-line lists go.
            send({ type: 'CLEAR_MULTIPLE_SHIP_TO', mode: on ? 'resetShipTo' : 'clearLists' });
          }}
        >
          {t('Checkout.MultipleShipTo')}
        </Switch>
      ) : null}
      {multi ? (
        <>
          <ShipToAssignment
            lines={items
              .filter((item) => item.bundleID === emptyGuid)
              .map((item) => ({
                id: item.id,
                printLineNumber: item.printLineNumber,
                manufacturerPart: item.manufacturerPart,
                description: item.description,
                quantity: item.quantity,
              }))}
            bundles={bundles.map((bundle) => ({
              id: bundle.id,
              name: bundle.name,
              quantity: bundle.quantity,
              lineCount: items.filter((item) => item.bundleID === bundle.id).length,
            }))}
            addresses={addresses.map(toAddress)}
            assignments={{
              items: Object.fromEntries(
                shipping.lineItemShipToAddresses.map((entry) => [entry.itemID, entry.shipToID]),
              ),
              bundles: Object.fromEntries(
                shipping.bundleShipToAddress.map((entry) => [entry.bundleID, entry.shipToID]),
              ),
            }}
            shipToID={assignTo}
            onShipToIDChange={setAssignTo}
            onAssign={(request) => send({ type: 'ASSIGN_SHIP_TO', ...request })}
            onAddAddress={() => onAddAddress((address) => setAssignTo(address.id))}
            onClear={() => send({ type: 'CLEAR_MULTIPLE_SHIP_TO', mode: 'clearLists' })}
          />
          {shipToAssignError ? <InlineAlert tone="error">{t(shipToAssignError)}</InlineAlert> : null}
        </>
      ) : (
        <AddressPicker
          addresses={addresses.map(toAddress)}
          value={shipping.shipTo.id === emptyGuid ? null : shipping.shipTo.id}
          onChange={(id) => send({ type: 'SET_SHIP_TO', id })}
          onAddNew={() => onAddAddress()}
          labels={{ label: t('Checkout.ShipTo') }}
        />
      )}
      {fieldErrors['shipping.shipTo.id'] ? (
        <InlineAlert tone="error">{text(fieldErrors['shipping.shipTo.id'])}</InlineAlert>
      ) : null}
      <Select
        label={t('Checkout.ShipToContact')}
        selectedKey={shipping.shipTo.contactID}
        onSelectionChange={(key) => send({ type: 'SET_SHIP_CONTACT', contactID: String(key ?? emptyGuid) })}
        options={[
          { id: emptyGuid, label: t('Checkout.NoContact') },
          ...lists.contacts.map((contact) => ({
            id: contact.id,
            label: `${contact.fullName} (${contact.email})`,
          })),
        ]}
      />
      {onAddContact ? (
        <div className={styles.actions}>
          <Button variant="secondary" onPress={onAddContact}>
            {t('Checkout.AddContact')}
          </Button>
        </div>
      ) : null}
      {services.setPrimary && !multi && shipping.shipTo.id !== emptyGuid ? (
        <PrimaryChoice
          label={t('Checkout.ShipTo')}
          kind="shipTo"
          id={shipping.shipTo.id}
          isPrimary={addresses.some((address) => address.id === shipping.shipTo.id && address.isPrimary)}
          setPrimary={services.setPrimary}
        />
      ) : null}
      {services.setPrimary && shipping.shipTo.contactID !== emptyGuid ? (
        <PrimaryChoice
          label={t('Checkout.ShipToContact')}
          kind="contact"
          id={shipping.shipTo.contactID}
          isPrimary={lists.contacts.some(
            (contact) => contact.id === shipping.shipTo.contactID && contact.isPrimary,
          )}
          setPrimary={services.setPrimary}
        />
      ) : null}
      <ShippingMethodPicker
        value={shipping.shippingMethod.method as 1}
        onChange={(method) => send({ type: 'SET_SHIPPING_METHOD', method })}
        notices={notices}
        errorMessage={text(fieldErrors['shipping.shippingMethod.method'])}
        carriers={lists.carriers}
        carrierAccounts={lists.carrierAccounts}
        useMyCarrierAccount={shipping.shippingMethod.useMyCarrierAccount}
        onUseMyCarrierAccountChange={(use) =>
          send(
            use
              ? {
                  type: 'SET_CARRIER',
                  code: shipping.shippingMethod.carrierPayment.carrierCode || (lists.carriers[0]?.code ?? ''),
                }
              : { type: 'SELECT_CARRIER_ACCOUNT', id: emptyGuid },
          )
        }
        carrierAccountID={shipping.shippingMethod.carrierPayment.carrierAccountID}
        onCarrierAccountIDChange={(id) => send({ type: 'SELECT_CARRIER_ACCOUNT', id })}
        carrierCode={shipping.shippingMethod.carrierPayment.carrierCode}
        onCarrierCodeChange={(code) => send({ type: 'SET_CARRIER', code })}
        accountNumber={shipping.shippingMethod.carrierPayment.accountNumber}
        onAccountNumberChange={(accountNumber) => send({ type: 'SET_CARRIER_ACCOUNT_NUMBER', accountNumber })}
        errors={{
          carrierCode: text(fieldErrors['shipping.shippingMethod.carrierPayment.carrierCode']),
          accountNumber: text(fieldErrors['shipping.shippingMethod.carrierPayment.accountNumber']),
        }}
      />
      {services.setPrimary &&
      shipping.shippingMethod.useMyCarrierAccount &&
      shipping.shippingMethod.carrierPayment.carrierAccountID !== emptyGuid ? (
        <PrimaryChoice
          label={t('Checkout.CarrierAccount')}
          kind="carrierAccount"
          id={shipping.shippingMethod.carrierPayment.carrierAccountID}
          isPrimary={lists.carrierAccounts.some(
            (account) =>
              account.id === shipping.shippingMethod.carrierPayment.carrierAccountID && account.isPrimary,
          )}
          setPrimary={services.setPrimary}
        />
      ) : null}
      <StepActions send={send} />
    </form>
  );
}

const endUserFields = [
  ['name', t('Checkout.Field.OrganisationName')],
  ['line1', t('Checkout.Field.AddressLine1')],
  ['line2', t('Checkout.Field.AddressLine2')],
  ['city', t('Checkout.Field.City')],
  ['state', t('Checkout.Field.State')],
  ['zipCode', t('Checkout.Field.ZipCode')],
  ['firstName', t('Checkout.Field.ContactFirstName')],
  ['lastName', t('Checkout.Field.ContactLastName')],
  ['email', t('Checkout.Field.Email')],
  ['phone', t('Checkout.Field.Phone')],
] as const;

function EndUserStep({ snapshot, send }: StepProps) {
  const { workflowData, fieldErrors } = snapshot.context;
  const endUser = workflowData.endUserAddress;
  return (
    <form onSubmit={onSubmitNext(send)} aria-labelledby="step-title" className={styles.step} noValidate>
      <h2 id="step-title" className={styles.stepTitle} tabIndex={-1}>
        {t('Checkout.EndUser')}
      </h2>
      <p className={styles.muted}>{t('Checkout.EndUserHint')}</p>
      <div className={styles.fields}>
        {endUserFields.map(([field, label]) => (
          <TextField
            key={field}
            label={label}
            value={endUser[field]}
            onChange={(value) => send({ type: 'SET_END_USER', fields: { [field]: value } })}
            isInvalid={Boolean(fieldErrors[`endUserAddress.${field}`])}
            errorMessage={text(fieldErrors[`endUserAddress.${field}`])}
          />
        ))}
      </div>
      <StepActions send={send} />
    </form>
  );
}

function reviewOf(
  context: SnapshotFrom<CheckoutMachine>['context'],
  recipientName = 'the recipient',
): CheckoutReviewData {
  const { workflowData, lists, lines, paymentCard } = context;
  const addresses = [...lists.shipTos, ...lists.addedShipTos];
  const byId = new Map(addresses.map((address) => [address.id, toAddress(address)]));
  const billTo = lists.billTos.find((address) => address.id === workflowData.billing.billTo.id);
  const term = lists.paymentTerms.find((entry) => entry.id === workflowData.billing.payment.paymentTermID);
  const shipping = workflowData.shipping;
  const account = lists.carrierAccounts.find(
    (entry) => entry.id === shipping.shippingMethod.carrierPayment.carrierAccountID,
  );
  const itemName = new Map(
    (lines?.items ?? []).map((item) => [item.id, `${item.printLineNumber}. ${item.manufacturerPart}`]),
  );
  const bundleName = new Map((lines?.bundles ?? []).map((bundle) => [bundle.id, bundle.name]));
  const endUser = workflowData.endUserAddress;
  return {
    order: {
      title: workflowData.order.title,
      po: workflowData.order.po,
      comments: workflowData.order.comments || undefined,
    },
    billing: {
      billTo: billTo ? toAddress(billTo) : undefined,
      paymentTermName: term?.name ?? '',
      card:
        term && term.flags & 1 && paymentCard
          ? { type: paymentCard.cardType, maskedNumber: paymentCard.maskedCardNumber }
          : undefined,
      paymentRequestedFrom:
        term &&
        term.flags & 1 &&
        workflowData.billing.payment.paymentInfoRequestID !== emptyGuid &&
        !paymentCard
          ? recipientName
          : undefined,
    },
    shipping: {
      shipTo: shipping.shipTo.id !== emptyGuid ? byId.get(shipping.shipTo.id) : undefined,
      shipToGroups:
        shipping.shipTo.id === emptyGuid
          ? groupShipTos(
              [
                ...shipping.lineItemShipToAddresses.map((entry) => ({
                  shipToID: entry.shipToID,
                  label: itemName.get(entry.itemID) ?? '',
                })),
                ...shipping.bundleShipToAddress.map((entry) => ({
                  shipToID: entry.shipToID,
                  label: bundleName.get(entry.bundleID) ?? '',
                })),
              ],
              [...byId.values()],
            )
          : undefined,
      shippingMethod: shipping.shippingMethod.method,
      carrierAccount: shipping.shippingMethod.useMyCarrierAccount
        ? account
          ? `${account.carrierName} ${account.accountNumber}`
          : `${shipping.shippingMethod.carrierPayment.carrierCode} ${shipping.shippingMethod.carrierPayment.accountNumber}`
        : undefined,
    },
    endUser:
      endUser.name || endUser.line1
        ? {
            id: 'end-user',
            name: endUser.name,
            line1: endUser.line1,
            line2: endUser.line2 || undefined,
            city: endUser.city,
            state: endUser.state,
            zipCode: endUser.zipCode,
          }
        : undefined,
    totals: {
      subtotal: lines?.grandTotal ?? 0,
      grandTotal: lines?.grandTotal ?? 0,
      recurringMonthlyCharges: lines?.recurringMonthlyCharges || undefined,
    },
    lineCount: lines?.count ?? 0,
  };
}

const sectionStep: Record<CheckoutReviewSection, CheckoutStep> = {
  orderDetails: 'orderDetails',
  billingAndPayment: 'billingAndPayment',
  shipping: 'shipping',
  endUser: 'endUser',
};

function TermsStep({
  snapshot,
  send,
  submitting,
  paymentRequestedFrom,
}: StepProps & { submitting: boolean; paymentRequestedFrom?: string }) {
  const { workflowData, fieldErrors, submitError } = snapshot.context;
  const review = useMemo(
    () => reviewOf(snapshot.context, paymentRequestedFrom),
    [snapshot.context, paymentRequestedFrom],
  );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'SUBMIT' });
      }}
      aria-labelledby="step-title"
      className={styles.step}
      noValidate
    >
      <h2 id="step-title" className={styles.stepTitle} tabIndex={-1}>
        {t('Checkout.Review')}
      </h2>
      <CheckoutReview
        review={review}
        headingLevel={3}
        onEdit={
          submitting ? undefined : (section) => send({ type: 'GO_TO_STEP', step: sectionStep[section] })
        }
      />
      <Checkbox
        isSelected={workflowData.isTermsAccepted}
        onChange={(accepted) => send({ type: 'ACCEPT_TERMS', accepted })}
        isRequired
        isInvalid={Boolean(fieldErrors.isTermsAccepted)}
        isDisabled={submitting}
      >
        {t('Checkout.AcceptTerms')}
      </Checkbox>
      {fieldErrors.isTermsAccepted ? (
        <InlineAlert tone="error">{text(fieldErrors.isTermsAccepted)}</InlineAlert>
      ) : null}
      <p className={styles.muted}>{t('Policy.ExpeditedCutoff')}</p>
      {submitError ? <InlineAlert tone="error">{text(submitError)}</InlineAlert> : null}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={() => send({ type: 'BACK' })} isDisabled={submitting}>
          {t('Checkout.Back')}
        </Button>
        {/* Not isPending: its announcement would outlive the button once the page moves on to the
            confirmation. A second press while submitting is ignored by the machine. */}
        <Button type="submit">{submitting ? t('Checkout.PlacingOrder') : t('Checkout.PlaceOrder')}</Button>
      </div>
      {submitting ? <Spinner label={t('Checkout.PlacingOrder')} /> : null}
    </form>
  );
}

function OrderSummary({ snapshot }: { snapshot: SnapshotFrom<CheckoutMachine> }) {
  const { lines, documentInfo } = snapshot.context;
  return (
    <aside className={styles.summary} aria-labelledby="summary-title">
      <h2 id="summary-title" className={styles.summaryTitle}>
        {t('Checkout.OrderSummary')}
      </h2>
      {documentInfo?.documentNumber ? <p className={styles.muted}>{documentInfo.documentNumber}</p> : null}
      <p className={styles.muted}>
        {(lines?.count ?? 0) === 1
          ? t('Checkout.OneLine')
          : t('Checkout.LineCount', { count: lines?.count ?? 0 })}
      </p>
      <p>
        <strong>{formatMoney(lines?.grandTotal ?? 0)}</strong>
      </p>
      {lines?.recurringMonthlyCharges ? (
        <p
          className={styles.muted}
        >{`Recurring monthly charges ${formatMoney(lines.recurringMonthlyCharges)}`}</p>
      ) : null}
    </aside>
  );
}

type Pending = { entered: AddressFormValues; suggested: CheckoutAddress } | null;

function NewAddressModal({
  type,
  services,
  onClose,
  onChosen,
}: {
  type: 1 | 2;
  services: CheckoutServices;
  onClose: () => void;
  onChosen: (address: CheckoutAddress, added: boolean) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState<Pending>(null);
  // The form gives way to the suggested-versus-entered choice (and back): the focus goes to the choice, or to the
  // form's first field, instead of being lost with the button that was pressed.
  const body = useRef<HTMLDivElement>(null);
  const choosing = pending !== null;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    body.current
      ?.querySelector<HTMLElement>(choosing ? 'input[type="radio"]:checked' : 'input:not([type="hidden"])')
      ?.focus();
  }, [choosing]);

  const add = async (values: AddressFormValues) => {
    const address = await services.addAddress({ type, ...values });
    onChosen(address, true);
  };

  const submit = async (values: AddressFormValues) => {
    setBusy(true);
    setError(undefined);
    try {
      const match = await services.matchAddress({
        type,
        line1: values.line1,
        line2: values.line2,
        city: values.city,
        state: values.state,
        zipCode: values.zipCode,
        countryCode: values.countryCode,
      });
      if (match && match.type === type) setPending({ entered: values, suggested: match });
      else await add(values);
    } catch (failure) {
      setError((failure as { displayMessage?: string }).displayMessage ?? t('Http.Other'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      isOpen
      onOpenChange={(open) => (open ? null : onClose())}
      title={t('Checkout.AddAddress')}
      size="large"
    >
      <div ref={body}>
        {pending ? (
          <AddressSuggestion
            entered={{ id: 'entered', ...pending.entered }}
            suggested={toAddress(pending.suggested)}
            onConfirm={async (choice) => {
              if (choice === 'suggested') onChosen(pending.suggested, false);
              else {
                setBusy(true);
                try {
                  await add(pending.entered);
                } catch (failure) {
                  setError((failure as { displayMessage?: string }).displayMessage ?? t('Http.Other'));
                  setPending(null);
                } finally {
                  setBusy(false);
                }
              }
            }}
            onCancel={() => setPending(null)}
          />
        ) : (
          <AddressForm
            onSubmit={submit}
            onCancel={onClose}
            isSubmitting={busy}
            serverError={error}
            allowSetPrimary
          />
        )}
      </div>
    </Modal>
  );
}

/** "Make primary" for one choice of a step, named after it for screen readers. */
function PrimaryChoice({ label, ...props }: { label: string } & Parameters<typeof SetPrimaryButton>[0]) {
  return (
    <section aria-label={`${label}: ${t('Checkout.SetPrimary')}`} className={styles.primaryChoice}>
      <SetPrimaryButton {...props} />
    </section>
  );
}
