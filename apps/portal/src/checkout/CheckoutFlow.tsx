import type { CheckoutAddress } from '@b2b-portal/api';
import type { CheckoutEvent, CheckoutMachine } from '@b2b-portal/flows';
import { type CheckoutStep, isZeroMoney } from '@b2b-portal/flows/rules';
import { Button, formatMoney, InlineAlert, Spinner, Stepper } from '@b2b-portal/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import { t } from '../services/messages/checkout';
import * as styles from './CheckoutFlow.css';
import type { UploadedPo } from './PoAttachments';
import {
  AddContactModal,
  BillingStep,
  EndUserStep,
  NewAddressModal,
  PoAttachments,
  preloadCheckoutParts,
  preloadPoAttachments,
  preloadStepAfter,
  ShippingStep,
  TermsStep,
} from './steps/lazySteps';
import { OrderDetailsStep } from './steps/OrderDetailsStep';
import {
  type BillingDraft,
  type CheckoutServices,
  emptyBillingDraft,
  onSubmitNext,
  StepFrame,
  stepLabels,
  text,
} from './steps/shared';

export type { CheckoutServices } from './steps/shared';

/** The step bar's texts; its compact line "Step 2 of 6: Billing and payment" is filled in by the Stepper. */
const stepperLabels = {
  list: t('Checkout.Steps'),
  progress: t('Checkout.StepProgress', { current: '{current}', total: '{total}', label: '{label}' }),
};

export interface CheckoutFlowProps {
  snapshot: SnapshotFrom<CheckoutMachine>;
  send: (event: CheckoutEvent) => void;
  services: CheckoutServices;
  /** Leave the checkout, back to where it started (the cart, the quote, the requisition). */
  onCancel?: () => void;
  /** The words of that way back; 'Back to cart' unless given. */
  cancelLabel?: string;
}

/**
 * The checkout's steps (001 §2 "Checkout pages"), drawn from the checkout machine's snapshot: order details,
 * billing and payment, shipping (one or several ship-to addresses), end user, terms and conditions; the page
 * moves on to /workflow-confirmation when the machine is confirmed. Thin: every rule is the machine's.
 */
export function CheckoutFlow({
  snapshot,
  send: sendEvent,
  services,
  onCancel,
  cancelLabel = t('Checkout.BackToCart'),
}: CheckoutFlowProps) {
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

  // Order details' PO upload loads beside the checkout's data (the step waits for both); the review's lines and the
  // dialogs once the checkout has painted (none of them is in the route's bundle).
  const uploadsPo = Boolean(services.uploadPo);
  useEffect(() => {
    if (uploadsPo) preloadPoAttachments();
  }, [uploadsPo]);
  useEffect(() => preloadCheckoutParts(), []);
  // Each step after the first is a chunk of its own: the next one loads while this one is shown, so Continue finds
  // it there (once the checkout has loaded: a checkout that fails to load goes nowhere).
  const loaded = !snapshot.matches('loading') && !snapshot.matches('loadFailed');
  useEffect(() => {
    if (loaded) preloadStepAfter(context.step);
  }, [loaded, context.step]);

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
              {cancelLabel}
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
  const placeOrder = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };

  return (
    <div className={styles.layout}>
      <div className={styles.panel} ref={panel}>
        <Stepper
          steps={steps}
          labels={stepperLabels}
          currentStepId={step}
          // While the order is placed, no step can be opened again (issue 16).
          onStepPress={
            submitting ? undefined : (id) => send({ type: 'GO_TO_STEP', step: id as CheckoutStep })
          }
        />
        {context.formError ? <InlineAlert tone="error">{t(context.formError)}</InlineAlert> : null}
        {step === 'orderDetails' ? (
          <StepFrame title={stepLabels.orderDetails} onSubmit={onSubmitNext(send)}>
            <OrderDetailsStep
              snapshot={snapshot}
              send={send}
              onCancel={onCancel}
              cancelLabel={cancelLabel}
              blanketOrders={services.activeBlanketOrders}
              businessUnits={services.businessUnits}
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
          </StepFrame>
        ) : null}
        {step === 'billingAndPayment' ? (
          <StepFrame title={stepLabels.billingAndPayment}>
            <BillingStep
              snapshot={snapshot}
              send={send}
              services={services}
              draft={billingDraft}
              onDraftChange={setBillingDraft}
              onAddAddress={() => setAddressFor({ type: 1 })}
            />
          </StepFrame>
        ) : null}
        {step === 'shipping' ? (
          <StepFrame title={stepLabels.shipping} onSubmit={onSubmitNext(send)}>
            <ShippingStep
              snapshot={snapshot}
              send={send}
              services={services}
              onAddAddress={(use) => setAddressFor({ type: 2, use })}
              onAddContact={services.addContact ? () => setAddingContact(true) : undefined}
            />
          </StepFrame>
        ) : null}
        {step === 'endUser' ? (
          <StepFrame title={t('Checkout.EndUser')} onSubmit={onSubmitNext(send)}>
            <EndUserStep snapshot={snapshot} send={send} />
          </StepFrame>
        ) : null}
        {step === 'terms' || step === 'confirmation' ? (
          <StepFrame title={t('Checkout.Review')} onSubmit={placeOrder}>
            <TermsStep
              snapshot={snapshot}
              send={send}
              submitting={submitting}
              paymentRequestedFrom={billingDraft.requestResult ? billingDraft.requestResult.name : undefined}
            />
          </StepFrame>
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
        <strong>{formatMoney(lines?.grandTotal ?? '0.00')}</strong>
      </p>
      {lines && !isZeroMoney(lines.recurringMonthlyCharges) ? (
        <p
          className={styles.muted}
        >{`Recurring monthly charges ${formatMoney(lines.recurringMonthlyCharges)}`}</p>
      ) : null}
    </aside>
  );
}
