import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
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
