import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import type { CartDocumentLike, CartMachine, CartOperation } from '../machines/cartMachine';
import {
  type CheckoutContext,
  type CheckoutEvent,
  type CheckoutInput,
  type CheckoutMachine,
  type CheckoutStatus,
  checkoutStatus,
} from '../machines/checkoutMachine';
import type { DownloadToastsMachine } from '../machines/downloadToastsMachine';
import { downloadToastsMachine } from '../machines/downloadToastsMachine';
import type { PunchOutInitEvent, PunchOutInitMachine } from '../machines/punchOutInitMachine';
import { SESSION_TIMEOUT_BOX, type SessionInput, type SessionMachine } from '../machines/sessionMachine';
import type { DownloadToast } from '../rules/downloads';

/**
 * Thin hooks over @xstate/react for the portal. They start the machines and expose what the shell draws;
 * they do not touch the DOM: the portal attaches the mouse/keyboard listeners and calls `activity`.
 * Pass machines already given their side effects with `.provide(...)`; the logic is read once, at mount.
 */

export interface SessionWatch {
  actorRef: ReturnType<typeof useActorRef<SessionMachine>>;
  /** The timeout box to show (message keys), or null. */
  timeoutBox: typeof SESSION_TIMEOUT_BOX | null;
  /** The session ended (logged out or refresh failed). */
  ended: boolean;
  /** Record a mouse move, click or key press. */
  activity: () => void;
  /** The user pressed OK in the timeout box. */
  acknowledge: () => void;
  /** Logout from the header. */
  logout: () => void;
}

export function useSessionWatch(machine: SessionMachine, input: SessionInput): SessionWatch {
  const actorRef = useActorRef(machine, { input });
  const timedOut = useSelector(actorRef, (s) => s.matches('timedOut'));
  const ended = useSelector(actorRef, (s) => s.status === 'done');
  const activity = useCallback(() => actorRef.send({ type: 'ACTIVITY' }), [actorRef]);
  const acknowledge = useCallback(() => actorRef.send({ type: 'ACKNOWLEDGE' }), [actorRef]);
  const logout = useCallback(() => actorRef.send({ type: 'LOGOUT' }), [actorRef]);
  return {
    actorRef,
    timeoutBox: timedOut ? SESSION_TIMEOUT_BOX : null,
    ended,
    activity,
    acknowledge,
    logout,
  };
}

export interface DownloadToasts {
  toasts: DownloadToast[];
  start: (downloadId: string, progress?: number) => void;
  progress: (downloadId: string, progress: number) => void;
  fail: (downloadId: string) => void;
  close: (downloadId: string) => void;
}

export function useDownloadToasts(machine: DownloadToastsMachine = downloadToastsMachine): DownloadToasts {
  const actorRef = useActorRef(machine);
  const toasts = useSelector(actorRef, (s) => s.context.toasts);
  return useMemo(
    () => ({
      toasts,
      start: (downloadId, progress) =>
        actorRef.send(
          progress === undefined ? { type: 'START', downloadId } : { type: 'START', downloadId, progress },
        ),
      progress: (downloadId, progress) => actorRef.send({ type: 'PROGRESS', downloadId, progress }),
      fail: (downloadId) => actorRef.send({ type: 'FAIL', downloadId }),
      close: (downloadId) => actorRef.send({ type: 'CLOSE', downloadId }),
    }),
    [actorRef, toasts],
  );
}

export interface PunchOutInit {
  loading: boolean;
  active: boolean;
  /** Start a punch-out (menu entry with routeTo 'punchout'). */
  init: (request?: Omit<PunchOutInitEvent, 'type'>) => void;
}

export function usePunchOutInit(machine: PunchOutInitMachine): PunchOutInit {
  const actorRef = useActorRef(machine);
  const loading = useSelector(actorRef, (s) => s.matches('loading'));
  const active = useSelector(actorRef, (s) => s.context.active);
  const init = useCallback(
    (request: Omit<PunchOutInitEvent, 'type'> = {}) => actorRef.send({ ...request, type: 'INIT' }),
    [actorRef],
  );
  return { loading, active, init };
}

export interface CartEditor<Doc extends CartDocumentLike> {
  /** The document as the server last answered it (null until the first load). */
  document: Doc | null;
  status: 'loading' | 'failed' | 'ready' | 'saving';
  /** The message of the last failure, or null. */
  error: string | null;
  /** The code of the last failure (e.g. CartHasRequestItems), or null. */
  errorCode: string | null;
  /** Set when the document was refreshed because another window changed it. */
  notice: string | null;
  /** Queue a change; changes are sent one at a time, in order. */
  apply: (operation: CartOperation) => void;
  reload: () => void;
  /** Show a document obtained elsewhere (e.g. the answer of another call). */
  replace: (document: Doc) => void;
  dismiss: () => void;
}

/** Edits a document of the cart family through `cartMachine` (given its actors with `.provide`). */
export function useCartEditor<Doc extends CartDocumentLike>(machine: CartMachine): CartEditor<Doc> {
  const actorRef = useActorRef(machine);
  const snapshot = useSelector(actorRef, (s) => s);
  const apply = useCallback(
    (operation: CartOperation) => actorRef.send({ type: 'APPLY', operation }),
    [actorRef],
  );
  const reload = useCallback(() => actorRef.send({ type: 'RELOAD' }), [actorRef]);
  const replace = useCallback((document: Doc) => actorRef.send({ type: 'REPLACE', document }), [actorRef]);
  const dismiss = useCallback(() => actorRef.send({ type: 'DISMISS' }), [actorRef]);
  return {
    document: snapshot.context.document as Doc | null,
    status: snapshot.value as CartEditor<Doc>['status'],
    error: snapshot.context.error,
    errorCode: snapshot.context.errorCode,
    notice: snapshot.context.notice,
    apply,
    reload,
    replace,
    dismiss,
  };
}

export interface Checkout {
  actorRef: ReturnType<typeof useActorRef<CheckoutMachine>>;
  /** loading, loadFailed, editing, validatingPo, confirmPoReuse, submitting (also while waiting to resend), confirmed. */
  status: CheckoutStatus;
  /** Everything the pages draw: step, completedSteps, workflowData, flags, lists, lines, fieldErrors… */
  context: CheckoutContext;
  /** Send any `CheckoutEvent` (see the machine's documentation). */
  send: (event: CheckoutEvent) => void;
}

/** Runs `checkoutMachine` (given its actors with `.provide`) for one document; `input` is read once, at mount. */
export function useCheckout(machine: CheckoutMachine, input: CheckoutInput): Checkout {
  const actorRef = useActorRef(machine, { input });
  const status = useSelector(actorRef, checkoutStatus);
  const context = useSelector(actorRef, (s) => s.context);
  const send = useCallback((event: CheckoutEvent) => actorRef.send(event), [actorRef]);
  return { actorRef, status, context, send };
}

export {
  type DocumentApproval,
  type UseDocumentApprovalOptions,
  useDocumentApproval,
} from './useDocumentApproval';
