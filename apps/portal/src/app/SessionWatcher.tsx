import { type RefreshTokenOutput, sessionMachine } from '@b2b-portal/flows';
import { useSessionWatch } from '@b2b-portal/flows/react';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { api, tokenStore } from '../services/api';
import { t } from '../services/messages';
import { currentLocation } from './hashLocation';
import { useSession } from './session';
import { MessageBox } from './shellParts';

const MOUSE_MOVE_THROTTLE_MS = 5_000;

/**
 * Watches the signed-in session (000 §4): idle timeout with the timeout box, background token refresh, and
 * activity on mouse move, click and key press. Mounted only while a user is signed in.
 */
export function SessionWatcher() {
  const session = useSession();
  const [box, setBox] = useState(false);

  const machine = useMemo(
    () =>
      sessionMachine.provide({
        actions: {
          storeLastActivity: (_, { at }) => tokenStore.setLastActivity(at),
          showTimeoutBox: () => setBox(true),
          hideTimeoutBox: () => setBox(false),
          logout: (_, { reason }) => {
            // The refresh failure path has already been handled by the client (credentials cleared).
            if (reason === 'timeout') void api.logout();
          },
          goToLogin: (_, { redirectUrl }) => {
            void session.logout({ to: 'Login', redirectUrl, callServer: false });
          },
        },
        actors: {
          refreshToken: fromPromise<RefreshTokenOutput | undefined>(async () => {
            await api.refreshToken({ background: true });
            return { tokenExpiresAt: tokenStore.getTokenExpiration() };
          }),
        },
      }),
    [session.logout],
  );

  const watch = useSessionWatch(machine, {
    environment: {
      now: () => Date.now(),
      lastApiCallAt: () => {
        const call = tokenStore.getLastApiCall();
        const activity = tokenStore.getLastActivity();
        if (call === null) return activity;
        return activity === null ? call : Math.max(call, activity);
      },
      tokenExpiresAt: () => tokenStore.getTokenExpiration(),
      currentPath: currentLocation,
    },
    lastActivityAt: Date.now(),
  });

  const { activity } = watch;
  useEffect(() => {
    let lastMove = 0;
    const onMove = () => {
      const now = Date.now();
      if (now - lastMove < MOUSE_MOVE_THROTTLE_MS) return;
      lastMove = now;
      activity();
    };
    window.addEventListener('mousemove', onMove, { passive: true });
    window.addEventListener('click', activity, true);
    window.addEventListener('keydown', activity, true);
    return () => {
      window.removeEventListener('mousemove', onMove);
      window.removeEventListener('click', activity, true);
      window.removeEventListener('keydown', activity, true);
    };
  }, [activity]);

  // The box (and the sanitiser it brings) loads when the session first times out.
  if (!box) return null;
  return (
    <Suspense fallback={null}>
      <MessageBox
        isOpen
        type="info"
        title={t('Global.SessionModalTitle')}
        message={t('Global.SessionTimeoutMessage')}
        onOk={() => {
          watch.acknowledge();
          return true;
        }}
        onClose={() => setBox(false)}
        labels={{ ok: t('Global.Ok') }}
      />
    </Suspense>
  );
}

export default SessionWatcher;
