import { EMPTY_GUID } from '@b2b-portal/api';
import { checkoutMachine } from '@b2b-portal/flows';
import { checkoutDraftOf, pathFor } from '@b2b-portal/flows/rules';
import { InlineAlert } from '@b2b-portal/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { navigate } from '../app/hashLocation';
import type { PageProps } from '../app/PageProps';
import { useSession } from '../app/session';
import { checkoutArrival, dropCheckoutArrival } from '../checkout/arrival';
import { CheckoutFlow, type CheckoutServices } from '../checkout/CheckoutFlow';
import { useCardPaymentSetup } from '../checkout/cardPaymentSetup';
import { checkoutAddressApi, checkoutExtrasApi } from '../checkout/checkoutApi';
import {
  checkoutDraftKey,
  dropCheckoutDraft,
  readCheckoutDraft,
  writeCheckoutDraft,
} from '../checkout/draftStore';
import { api } from '../services/api';
import { cartSummary } from '../services/cartSummary';
import { checkoutEndpoints, paymentEndpoints } from '../services/endpoints';
import { t } from '../services/messages/checkout';
import * as styles from './pages.css';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const str = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Where the checkout goes back to: the document it started from. An approver continuing a requisition's approval
 * into checkout goes back to that requisition (it is not their cart), a buyer ordering a quote to the quote.
 */
function wayBack(documentType: number, documentID: string): { onCancel: () => void; cancelLabel: string } {
  if (documentType === 4 && documentID !== EMPTY_GUID) {
    return {
      onCancel: () => navigate(pathFor('Requisition', { id: documentID })),
      cancelLabel: t('Checkout.BackToRequisition'),
    };
  }
  if (documentType === 8 && documentID !== EMPTY_GUID) {
    return {
      onCancel: () => navigate(pathFor('Quote', { id: documentID })),
      cancelLabel: t('Checkout.BackToQuote'),
    };
  }
  return { onCancel: () => navigate(pathFor('ShoppingCart')), cancelLabel: t('Checkout.BackToCart') };
}

/**
 * /checkout (001 §2): documentType (0 the cart, 8 an approved quote, 4 a requisition), documentId, actionId,
 * token and module are the inputs. The checkout machine of `@b2b-portal/flows` walks the steps; this page only
 * gives it the API calls and the draft kept in this tab (checkout/draftStore.ts: what was entered, never card data),
 * keeps the draft as it changes and, once the order exists, drops it and goes to /workflow-confirmation with the
 * confirmed number.
 */
export default function CheckoutPage({ route, query }: PageProps) {
  const documentType = typeof query.documentType === 'number' ? query.documentType : 0;
  const documentID = uuid.test(str(query.documentId)) ? str(query.documentId) : EMPTY_GUID;
  const actionID = str(query.actionId);
  const token = str(query.token);
  const setup = useCardPaymentSetup();
  // Arriving from a quote's final approval: 'Quote Q-… approved. Check out to place the order.' (issue 16).
  const [arrival] = useState(() => checkoutArrival(documentID));
  useEffect(() => dropCheckoutArrival(), []);

  const machine = useMemo(
    () =>
      checkoutMachine.provide({
        actors: {
          loadCheckout: fromPromise(({ input, signal }) =>
            api.call(checkoutEndpoints.workflowPageLoad, {
              query: {
                documentType: input.documentType,
                documentID: input.documentID,
                actionID: input.actionID,
                token: input.token,
              },
              signal,
              reportProblems: false,
            }),
          ),
          validatePo: fromPromise(({ input, signal }) =>
            api.call(checkoutEndpoints.validateCustomerPONumber, {
              query: { po: input.po },
              signal,
              reportProblems: false,
            }),
          ),
          submitWorkflow: fromPromise(({ input }) =>
            api.call(checkoutEndpoints.submitWorkflow, { body: input, reportProblems: false }),
          ),
        },
      }),
    [],
  );
  // What was entered before in this checkout (a reload, coming back to it) is given back after the load when the
  // cart is unchanged; what is entered is kept as it changes, and dropped once the order is placed.
  const session = useSession();
  const userId = session.state.status === 'signedIn' ? session.state.context.user.id : '';
  const checkoutDocument = { documentType, documentID, actionID, token };
  const [kept] = useState(() => {
    const key = checkoutDraftKey(userId, checkoutDocument);
    return { key, draft: readCheckoutDraft(key) };
  });
  const draftKey = kept.key;
  const [snapshot, send] = useMachine(machine, { input: { document: checkoutDocument, draft: kept.draft } });
  const { documentInfo, lines, workflowData } = snapshot.context;
  const loaded = snapshot.matches('editing');
  useEffect(() => {
    if (!loaded) return;
    const draft = checkoutDraftOf({ documentInfo, lines, workflowData });
    if (draft) writeCheckoutDraft(draftKey, draft);
  }, [loaded, documentInfo, lines, workflowData, draftKey]);

  const confirmation = snapshot.context.confirmation;
  useEffect(() => {
    if (!confirmation) return;
    dropCheckoutDraft(draftKey);
    if (documentType === 0) cartSummary.reset();
    navigate(
      pathFor('WorkflowConfirmation', {
        actionID: confirmation.actionID,
        documentID: confirmation.documentID,
        documentType: confirmation.documentType,
        internal: confirmation.internal,
        confirmedOrderNumber: confirmation.confirmedOrderNumber,
        documentNumber: confirmation.documentNumber,
        ...(confirmation.approvalReason ? { approvalReason: confirmation.approvalReason } : {}),
      }),
      { replace: true },
    );
  }, [confirmation, documentType, draftKey]);

  const services: CheckoutServices = {
    ...checkoutAddressApi,
    payByCard: (values) => {
      if (!setup.configuration)
        return Promise.reject({
          errors: {
            cardVerificationError: false,
            cardTriesExceeded: false,
            sslError: true,
            errorText: '',
            status: 'unavailable',
          },
        });
      const configuration = setup.configuration;
      // Loaded when a card is paid with: it brings the contract's check of the billing details (zod), which the
      // checkout's first paint does without (issue 14); the billing step has loaded zod by then.
      return import('../checkout/cardPayment').then((payment) => payment.payByCard(configuration, values));
    },
    requestPayment: (body) =>
      api.call(paymentEndpoints.addPaymentInfoRequest, { body, reportProblems: false }),
    card: { states: setup.states, insecureProtocol: setup.insecureProtocol, unavailable: setup.failed },
    uploadPo: checkoutExtrasApi.uploadPo,
    activeBlanketOrders: checkoutExtrasApi.activeBlanketOrders,
    businessUnits: checkoutExtrasApi.businessUnits,
    addContact: checkoutExtrasApi.addContact,
    setPrimary: checkoutExtrasApi.setPrimary,
  };

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {route.title}
      </h1>
      {/* A live region from the start, filled once the checkout has loaded, so the message is announced. */}
      <div aria-live="polite">
        {arrival && !snapshot.matches('loading') ? <InlineAlert tone="success">{arrival}</InlineAlert> : null}
      </div>
      <CheckoutFlow
        snapshot={snapshot}
        send={send}
        services={services}
        {...wayBack(documentType, documentID)}
      />
    </section>
  );
}
