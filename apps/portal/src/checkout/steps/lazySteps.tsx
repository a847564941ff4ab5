import { CHECKOUT_STEPS, type CheckoutStep } from '@b2b-portal/flows/rules';
import { Spinner } from '@b2b-portal/ui';
import { type ComponentProps, Suspense, use } from 'react';
import { t } from '../../services/messages/checkout';
import type { AddContactModal as AddContactModalBody } from '../AddContactModal';
import type { PoAttachments as PoAttachmentsBody } from '../PoAttachments';
import type { BillingStep as BillingStepBody } from './BillingStep';
import type { CreditCardForm as CreditCardFormBody } from './cardForm';
import type { EndUserStep as EndUserStepBody } from './EndUserStep';
import type { NewAddressModal as NewAddressModalBody } from './NewAddressModal';
import type { default as ReviewLinesBody } from './ReviewLines';
import type { ShippingStep as ShippingStepBody } from './ShippingStep';
import type { default as TermsDialogBody } from './TermsDialog';
import type { TermsStep as TermsStepBody } from './TermsStep';

/**
 * A chunk loaded once, whose promise tells when it is there: React's `use` reads a settled promise without
 * suspending, so a step whose chunk was preloaded draws at once. (`lazy` would not: the first draw of a lazy
 * component suspends for a moment even when its chunk has arrived, and its Suspense shows the spinner.)
 */
type Settled<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };
function chunk<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Settled<T> | null = null;
  return () => {
    if (loading) return loading;
    const promise: Settled<T> = load();
    promise.then(
      (value) => {
        promise.status = 'fulfilled';
        promise.value = value;
      },
      (reason: unknown) => {
        promise.status = 'rejected';
        promise.reason = reason;
        loading = null; // the next draw of the step tries again
      },
    );
    loading = promise;
    return promise;
  };
}

/**
 * The checkout's steps after the first (issue 14, the route's bundle budget): each a chunk of its own with its
 * fields, ui components and checks. The flow draws a step's heading at once and its fields inside one Suspense
 * (`StepFrame`); `preloadStepAfter` loads the next step's chunk while a step is shown, so going forward finds it
 * there and no spinner shows in practice. Order details, the first step, is in the route's first paint.
 */
const loadBillingStep = chunk(() => import('./BillingStep'));
const loadShippingStep = chunk(() => import('./ShippingStep'));
const loadEndUserStep = chunk(() => import('./EndUserStep'));
const loadTermsStep = chunk(() => import('./TermsStep'));

const stepLoaders: Partial<Record<CheckoutStep, () => Promise<unknown>>> = {
  billingAndPayment: loadBillingStep,
  shipping: loadShippingStep,
  endUser: loadEndUserStep,
  terms: loadTermsStep,
};

/** Starts loading the chunk of the step after `step` (none after the review). */
export function preloadStepAfter(step: CheckoutStep | 'confirmation'): void {
  const index = CHECKOUT_STEPS.indexOf(step as CheckoutStep);
  const next = index < 0 ? undefined : CHECKOUT_STEPS[index + 1];
  if (next) void stepLoaders[next]?.();
}

export function BillingStep(props: ComponentProps<typeof BillingStepBody>) {
  const Step = use(loadBillingStep()).BillingStep;
  return <Step {...props} />;
}

export function ShippingStep(props: ComponentProps<typeof ShippingStepBody>) {
  const Step = use(loadShippingStep()).ShippingStep;
  return <Step {...props} />;
}

export function EndUserStep(props: ComponentProps<typeof EndUserStepBody>) {
  const Step = use(loadEndUserStep()).EndUserStep;
  return <Step {...props} />;
}

export function TermsStep(props: ComponentProps<typeof TermsStepBody>) {
  const Step = use(loadTermsStep()).TermsStep;
  return <Step {...props} />;
}

/**
 * The parts of the checkout no first paint waits for (issue 16, the route's bundle budget): the review's lines,
 * the terms and conditions dialog, the new-address dialog (its form, the suggestion and the address rules with
 * the countries' states), the card form (a card term's new card) and the add-contact dialog (issue 14).
 * `preloadCheckoutParts` starts loading them once the checkout has painted, so they are there by the time a person
 * reaches them; until then a spinner stands in (the review's lines: for the whole review).
 */
const loadReviewLines = chunk(() => import('./ReviewLines'));
const loadTermsDialog = chunk(() => import('./TermsDialog'));
const loadNewAddressModal = chunk(() => import('./NewAddressModal'));
const loadCardForm = chunk(() => import('./cardForm'));
const loadAddContactModal = chunk(() => import('../AddContactModal'));
const loadPoAttachments = chunk(() => import('../PoAttachments'));

/**
 * Order details' PO upload (its drop zone brings react-aria's drag and drop) loads beside the checkout's data: the
 * spinner that waits for the data waits for it too, and the step draws whole (it suspends the step's Suspense).
 */
export function preloadPoAttachments(): void {
  void loadPoAttachments();
}

export function PoAttachments(props: ComponentProps<typeof PoAttachmentsBody>) {
  const Attachments = use(loadPoAttachments()).PoAttachments;
  return <Attachments {...props} />;
}

export function preloadCheckoutParts(): void {
  void loadReviewLines();
  void loadTermsDialog();
  void loadNewAddressModal();
  void loadCardForm();
  void loadAddContactModal();
}

function LoadedCreditCardForm(props: ComponentProps<typeof CreditCardFormBody>) {
  const Form = use(loadCardForm()).CreditCardForm;
  return <Form {...props} />;
}

export function CreditCardForm(props: ComponentProps<typeof CreditCardFormBody>) {
  return (
    <Suspense fallback={<Spinner label={t('Checkout.Loading')} />}>
      <LoadedCreditCardForm {...props} />
    </Suspense>
  );
}

/**
 * The review's lines suspend the step they are in rather than standing in with a spinner of their own: the terms
 * box and Place order come below them, and lines arriving after the box would push it down under a pointer about
 * to press it (a layout shift a person can mis-click on). The review step waits for them as a whole (the one
 * Suspense of `StepFrame`).
 */
export function ReviewLines(props: ComponentProps<typeof ReviewLinesBody>) {
  const Lines = use(loadReviewLines()).default;
  return <Lines {...props} />;
}

function LoadedTermsDialog(props: ComponentProps<typeof TermsDialogBody>) {
  const Dialog = use(loadTermsDialog()).default;
  return <Dialog {...props} />;
}

export function TermsDialog(props: ComponentProps<typeof TermsDialogBody>) {
  return (
    <Suspense fallback={null}>
      <LoadedTermsDialog {...props} />
    </Suspense>
  );
}

function LoadedNewAddressModal(props: ComponentProps<typeof NewAddressModalBody>) {
  const Modal = use(loadNewAddressModal()).NewAddressModal;
  return <Modal {...props} />;
}

export function NewAddressModal(props: ComponentProps<typeof NewAddressModalBody>) {
  return (
    <Suspense fallback={null}>
      <LoadedNewAddressModal {...props} />
    </Suspense>
  );
}

function LoadedAddContactModal(props: ComponentProps<typeof AddContactModalBody>) {
  const Modal = use(loadAddContactModal()).AddContactModal;
  return <Modal {...props} />;
}

export function AddContactModal(props: ComponentProps<typeof AddContactModalBody>) {
  return (
    <Suspense fallback={null}>
      <LoadedAddContactModal {...props} />
    </Suspense>
  );
}
