import type {
  AddPaymentInfoRequestBody,
  AddressInput,
  CheckoutAddress,
  ConvertedCard,
  MatchingAddressQuery,
  PoValidation,
  WorkflowConfirmation,
  WorkflowPageLoadAnswer,
} from '@b2b-portal/api';
import {
  type CheckoutDocument,
  type CheckoutEvent,
  type CheckoutSubmission,
  checkoutMachine,
} from '@b2b-portal/flows';
import type { CreditCardFormValues } from '@b2b-portal/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { CheckoutFlow, type CheckoutServices } from './CheckoutFlow';

/** The cart's checkout, as /checkout opens it without a document. */
const cartDocument: CheckoutDocument = {
  documentType: 0,
  documentID: '00000000-0000-0000-0000-000000000000',
  actionID: '',
  token: '',
};

/**
 * Everything the checkout asks of the outside world, as the stories fake it: the machine's three actors and
 * the page's services. Each is called with what the real page would send.
 */
export interface CheckoutStoryHarnessProps {
  loadCheckout: (document: CheckoutDocument) => Promise<WorkflowPageLoadAnswer>;
  validatePo: (input: { po: string }) => Promise<PoValidation>;
  submitWorkflow: (submission: CheckoutSubmission) => Promise<WorkflowConfirmation>;
  addAddress: (input: AddressInput) => Promise<CheckoutAddress>;
  matchAddress: (query: MatchingAddressQuery) => Promise<CheckoutAddress | null>;
  payByCard: (values: CreditCardFormValues, amount: string) => Promise<ConvertedCard>;
  requestPayment: (body: AddPaymentInfoRequestBody) => Promise<{ id: string; url: string }>;
  card: CheckoutServices['card'];
  /** The page's optional services (PO upload, added contacts, make-primary); absent: not offered. */
  extras?: Pick<CheckoutServices, 'uploadPo' | 'addContact' | 'setPrimary' | 'activeBlanketOrders'>;
  /** The shipping cutoff's clock, as an ISO instant (the stories pass a fixed one). */
  now: string;
  /**
   * Events sent to the machine once it is loaded, one at a time, each when the machine is editing again
   * (not while the PO is being checked): brings a story to a later step through the real transitions.
   */
  events?: readonly CheckoutEvent[];
  onCancel?: () => void;
}

/** The checkout machine with fake actors, drawn by `CheckoutFlow` as the /checkout page draws it. */
export function CheckoutStoryHarness({
  loadCheckout,
  validatePo,
  submitWorkflow,
  addAddress,
  matchAddress,
  payByCard,
  requestPayment,
  card,
  extras,
  now,
  events = [],
  onCancel,
}: CheckoutStoryHarnessProps) {
  // The machine is built once; the actors call whatever fakes the story passes at the time.
  const fakes = useRef({ loadCheckout, validatePo, submitWorkflow });
  fakes.current = { loadCheckout, validatePo, submitWorkflow };
  const machine = useMemo(
    () =>
      checkoutMachine.provide({
        actors: {
          loadCheckout: fromPromise(({ input }) => fakes.current.loadCheckout(input)),
          validatePo: fromPromise(({ input }) => fakes.current.validatePo(input)),
          submitWorkflow: fromPromise(({ input }) => fakes.current.submitWorkflow(input)),
        },
      }),
    [],
  );
  const [snapshot, send, actorRef] = useMachine(machine, { input: { document: cartDocument } });

  // Replays the story's events through the machine, each once the previous one has settled.
  const queue = useRef([...events]);
  useEffect(() => {
    const next = () => {
      const current = actorRef.getSnapshot();
      if (!current.matches('editing') || current.matches({ editing: { orderDetails: 'validatingPo' } }))
        return;
      const event = queue.current.shift();
      if (event) actorRef.send(event);
    };
    const subscription = actorRef.subscribe(next);
    next();
    return () => subscription.unsubscribe();
  }, [actorRef]);

  const services: CheckoutServices = {
    addAddress,
    matchAddress,
    payByCard,
    requestPayment,
    card,
    now: () => new Date(now),
    ...extras,
  };
  return (
    <div style={{ maxWidth: 1080 }}>
      <CheckoutFlow snapshot={snapshot} send={send} services={services} onCancel={onCancel} />
    </div>
  );
}
