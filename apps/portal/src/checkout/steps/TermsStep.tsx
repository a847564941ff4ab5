import type { CheckoutMachine } from '@b2b-portal/flows';
import { type CheckoutStep, documentTotals, emptyGuid } from '@b2b-portal/flows/rules';
import {
  Button,
  Checkbox,
  CheckoutReview,
  type CheckoutReviewData,
  type CheckoutReviewSection,
  groupShipTos,
  InlineAlert,
} from '@b2b-portal/ui';
import { useMemo, useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import { t } from '../../services/messages/checkout';
import * as styles from '../CheckoutFlow.css';
import { ReviewLines, TermsDialog } from './lazySteps';
import { type StepProps, text, toAddress } from './shared';

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
    totals: documentTotals({
      subtotal: lines?.grandTotal ?? '0.00',
      grandTotal: lines?.grandTotal ?? '0.00',
      recurringMonthlyCharges: lines?.recurringMonthlyCharges,
    }),
    lineCount: lines?.count ?? 0,
  };
}

const sectionStep: Record<CheckoutReviewSection, CheckoutStep> = {
  orderDetails: 'orderDetails',
  billingAndPayment: 'billingAndPayment',
  shipping: 'shipping',
  endUser: 'endUser',
};

export function TermsStep({
  snapshot,
  send,
  submitting,
  paymentRequestedFrom,
}: StepProps & { submitting: boolean; paymentRequestedFrom?: string }) {
  const { workflowData, fieldErrors, submitError } = snapshot.context;
  const submitsRequisition = snapshot.context.documentInfo?.outcome === 'requisition';
  const review = useMemo(
    () => reviewOf(snapshot.context, paymentRequestedFrom),
    [snapshot.context, paymentRequestedFrom],
  );
  const [readingTerms, setReadingTerms] = useState(false);
  const { lines } = snapshot.context;
  // The review below its heading (the flow draws the heading and the form, `StepFrame`). It shows whole: the lines
  // suspend the step's one Suspense until their chunk is there (preloaded when the checkout painted, so only a
  // step opened at once waits), a spinner stands for all of it, and nothing below the lines moves later.
  return (
    <>
      <CheckoutReview
        review={review}
        headingLevel={3}
        lines={lines ? <ReviewLines lines={lines} /> : undefined}
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
      {/* The terms' text, beside the box rather than inside its label (a link in a label would tick the box). */}
      <div>
        <Button variant="ghost" size="small" aria-haspopup="dialog" onPress={() => setReadingTerms(true)}>
          {t('Checkout.ReadTerms')}
        </Button>
      </div>
      {readingTerms ? <TermsDialog onClose={() => setReadingTerms(false)} /> : null}
      {fieldErrors.isTermsAccepted ? (
        <InlineAlert tone="error">{text(fieldErrors.isTermsAccepted)}</InlineAlert>
      ) : null}
      <p className={styles.muted}>{t('Policy.ExpeditedCutoff')}</p>
      {submitsRequisition ? <InlineAlert tone="info">{t('Checkout.RequiresApproval')}</InlineAlert> : null}
      {submitError ? <InlineAlert tone="error">{text(submitError)}</InlineAlert> : null}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={() => send({ type: 'BACK' })} isDisabled={submitting}>
          {t('Checkout.Back')}
        </Button>
        {/* Pending while the order is placed (issue 16): react-aria keeps it focusable, refuses presses and
            announces its label ('Placing order…') to a screen reader on it; the rest of the step is disabled. */}
        <Button type="submit" isPending={submitting}>
          {submitsRequisition
            ? submitting
              ? t('Checkout.SubmittingRequisition')
              : t('Checkout.SubmitRequisition')
            : submitting
              ? t('Checkout.PlacingOrder')
              : t('Checkout.PlaceOrder')}
        </Button>
      </div>
    </>
  );
}
