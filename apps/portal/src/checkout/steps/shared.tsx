import type {
  AddPaymentInfoRequestBody,
  AddressInput,
  BlanketOrderSummary,
  BusinessUnitList,
  CheckoutAddress,
  CheckoutContact,
  ContactInput,
  ConvertedCard,
  MatchingAddressQuery,
} from '@b2b-portal/api';
import type { CheckoutEvent, CheckoutMachine } from '@b2b-portal/flows';
import { type CheckoutMessage, type CheckoutStep, checkoutMessageText } from '@b2b-portal/flows/rules';
import { Button, type CreditCardFormValues, type PaymentMethodChoice, Spinner } from '@b2b-portal/ui';
import { type FormEvent, type ReactNode, Suspense } from 'react';
import type { SnapshotFrom } from 'xstate';
import { t } from '../../services/messages/checkout';
import { type PrimaryKind, SetPrimaryButton } from '../CheckoutExtras';
import * as styles from '../CheckoutFlow.css';

/** The side effects of the checkout that are not the machine's: the page wires them to the API. */
export interface CheckoutServices {
  addAddress(input: AddressInput): Promise<CheckoutAddress>;
  matchAddress(query: MatchingAddressQuery): Promise<CheckoutAddress | null>;
  /** Tokenizes the card with the processor and converts it; throws `{ errors: CreditCardErrors }` when refused. */
  payByCard(values: CreditCardFormValues, amount: string): Promise<ConvertedCard>;
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
  /** The company's blanket POs active today (getActiveBlanketOrders); without it no blanket PO is offered. */
  activeBlanketOrders?: () => Promise<BlanketOrderSummary[]>;
  /** Issue 18: the business units the order can be filed under (listHierarchy); without it none is offered. */
  businessUnits?: () => Promise<BusinessUnitList>;
}

export const stepLabels: Record<CheckoutStep | 'confirmation', string> = {
  orderDetails: t('Checkout.Step.OrderDetails'),
  billingAndPayment: t('Checkout.Step.BillingAndPayment'),
  shipping: t('Checkout.Step.Shipping'),
  endUser: t('Checkout.Step.EndUser'),
  terms: t('Checkout.Step.Terms'),
  confirmation: t('Checkout.Step.Confirmation'),
};

/** What the billing step shows beyond the machine, kept by the flow so going back to the step finds it as left. */
export interface BillingDraft {
  /** The payment method chosen; null: follow the workflow data. */
  choice: PaymentMethodChoice | null;
  request: { recipientName: string; recipientEmail: string; message: string };
  /** The request sent in this checkout: its link and recipient, shown until another is sent. */
  requestResult: { url: string; name: string } | null;
}

export const emptyBillingDraft: BillingDraft = {
  choice: null,
  request: { recipientName: '', recipientEmail: '', message: '' },
  requestResult: null,
};

/**
 * A step: its heading, drawn at once (the focus goes there when the step opens), and below it the step's fields,
 * which may come in a chunk of their own (`lazySteps`). One Suspense holds all of them: until the chunk is there a
 * spinner stands for the whole step, so nothing in it arrives later and moves what is below under a pointer. A
 * form (Continue submits it) with `onSubmit`, else a section (the billing step holds the card form, a form of its
 * own, and a form inside a form is not submitted as one).
 */
export function StepFrame({
  title,
  onSubmit,
  children,
}: {
  title: string;
  onSubmit?: (event: FormEvent) => void;
  children: ReactNode;
}) {
  const heading = (
    <h2 id="step-title" className={styles.stepTitle} tabIndex={-1}>
      {title}
    </h2>
  );
  const body = <Suspense fallback={<Spinner label={t('Checkout.Loading')} />}>{children}</Suspense>;
  return onSubmit ? (
    <form onSubmit={onSubmit} aria-labelledby="step-title" className={styles.step} noValidate>
      {heading}
      {body}
    </form>
  ) : (
    <section aria-labelledby="step-title" className={styles.step}>
      {heading}
      {body}
    </section>
  );
}

// The address book's address as ui's AddressCard draws it (My Account reads it without the checkout's modules).
export { toAddress } from './toAddress';

export const text = (message: CheckoutMessage | null | undefined) =>
  message ? checkoutMessageText(message) : undefined;

export interface StepProps {
  snapshot: SnapshotFrom<CheckoutMachine>;
  send: (event: CheckoutEvent) => void;
}

export function StepActions({
  send,
  onCancel,
  cancelLabel = t('Checkout.BackToCart'),
  first = false,
  outsideForm = false,
}: {
  send: StepProps['send'];
  onCancel?: () => void;
  /** The words of the way back (`onCancel`). */
  cancelLabel?: string;
  first?: boolean;
  /** The step is no form (it holds forms of its own): Continue sends NEXT itself instead of submitting. */
  outsideForm?: boolean;
}) {
  return (
    <div className={styles.actions}>
      {first && onCancel ? (
        <Button variant="secondary" onPress={onCancel}>
          {cancelLabel}
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

export const onSubmitNext = (send: StepProps['send']) => (event: FormEvent) => {
  event.preventDefault();
  // The card form inside the billing step submits on its own: its submit event bubbles here and is no NEXT.
  if (event.target !== event.currentTarget) return;
  send({ type: 'NEXT' });
};

/** "Make primary" for one choice of a step, named after it for screen readers. */
export function PrimaryChoice(props: { label: string } & Parameters<typeof SetPrimaryButton>[0]) {
  return <SetPrimaryButton {...props} />;
}
