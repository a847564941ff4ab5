import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import {
  type DocumentApprovalContext,
  type DocumentApprovalEmitted,
  type DocumentApprovalEvent,
  type DocumentApprovalInput,
  type DocumentApprovalMachine,
  type DocumentApprovalStatus,
  documentApprovalStatus,
} from '../machines/documentApprovalMachine';

export interface UseDocumentApprovalOptions {
  /** `documentApprovalMachine` given its actors (getToken, listActions, submit) with `.provide`; read once, at mount. */
  machine: DocumentApprovalMachine;
  /** The document; read once, at mount (remount with a `key` for another document). */
  input: DocumentApprovalInput;
  /**
   * Called once when the machine continues on /checkout (navigate to `checkoutPath(continuation)`), with the
   * answer of the approval that led there (a quote's final approval), or null.
   */
  onCheckout?: (
    continuation: Extract<DocumentApprovalEmitted, { type: 'checkout' }>['continuation'],
    answer: Extract<DocumentApprovalEmitted, { type: 'checkout' }>['answer'],
  ) => void;
  /** Called after a successful submission that does not continue on /checkout (reload the document's info). */
  onDone?: (answer: Extract<DocumentApprovalEmitted, { type: 'done' }>['answer']) => void;
}

export interface DocumentApproval {
  actorRef: ReturnType<typeof useActorRef<DocumentApprovalMachine>>;
  /** loading, ready, rejecting, confirming, submitting, done, continueToCheckout, failed. */
  status: DocumentApprovalStatus;
  /** actions, message, chosen, comments, rejectionAction, commentsError, answer, checkout, error… */
  context: DocumentApprovalContext;
  /**
   * True while loading or submitting: WorkflowActions' `isBusy` (with `pendingActionId` the chosen action's id
   * while submitting: that button pending, the others disabled).
   */
  isBusy: boolean;
  /** Send any `DocumentApprovalEvent`. */
  send: (event: DocumentApprovalEvent) => void;
  choose: (actionId: string) => void;
  setComments: (comments: string) => void;
  setRejectionAction: (value: number | null) => void;
  confirm: () => void;
  cancel: () => void;
  reload: () => void;
}

/** Runs `documentApprovalMachine` for one quote or requisition (like `useCheckout`). */
export function useDocumentApproval({
  machine,
  input,
  onCheckout,
  onDone,
}: UseDocumentApprovalOptions): DocumentApproval {
  const actorRef = useActorRef(machine, { input });
  const status = useSelector(actorRef, documentApprovalStatus);
  const context = useSelector(actorRef, (s) => s.context);
  const callbacks = useRef({ onCheckout, onDone });
  callbacks.current = { onCheckout, onDone };
  useEffect(() => {
    const checkout = actorRef.on('checkout', (event) =>
      callbacks.current.onCheckout?.(event.continuation, event.answer),
    );
    const done = actorRef.on('done', (event) => callbacks.current.onDone?.(event.answer));
    return () => {
      checkout.unsubscribe();
      done.unsubscribe();
    };
  }, [actorRef]);
  const send = useCallback((event: DocumentApprovalEvent) => actorRef.send(event), [actorRef]);
  return useMemo(
    () => ({
      actorRef,
      status,
      context,
      isBusy: status === 'loading' || status === 'submitting',
      send,
      choose: (actionId: string) => send({ type: 'CHOOSE', actionId }),
      setComments: (comments: string) => send({ type: 'COMMENTS.CHANGE', comments }),
      setRejectionAction: (value: number | null) => send({ type: 'REJECTION_ACTION.CHANGE', value }),
      confirm: () => send({ type: 'CONFIRM' }),
      cancel: () => send({ type: 'CANCEL' }),
      reload: () => send({ type: 'RELOAD' }),
    }),
    [actorRef, status, context, send],
  );
}
