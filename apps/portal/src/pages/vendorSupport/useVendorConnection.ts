import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../services/api';
import { vendorSupportEndpoints } from '../../services/endpoints';
import { t } from '../../services/messages/vendorSupport';
import { problemMessage } from '../../services/problems';
import type { VendorConnectionState } from './VendorConnectPanel';
import type { VendorConnection } from './VendorSupportGate';

/** What the redirect page (/vendor-oauth/callback on the server) hands back. */
interface PopupResult {
  type: 'vendor-oauth';
  code: string;
  state: string;
  error: string;
}
const STORAGE_KEY = 'vendorOAuthResult';

const isResult = (data: unknown): data is PopupResult =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'vendor-oauth';

/**
 * The user's access to the manufacturer (002 §4, issue 20): checks it (OAuthConfiguration/refresh), and `connect`
 * opens the popup on the manufacturer's authorization page (getauthclientid), waits for the redirect page's
 * code and state (a message from our own origin, or localStorage when the manufacturer cut the opener), and hands
 * them to OAuthConfiguration/auth. `lost` goes back to the button when a look-up answers 409.
 */
export function useVendorConnection(): VendorConnection {
  const [state, setState] = useState<VendorConnectionState>({ status: 'checking' });
  const cleanup = useRef<() => void>(() => {});

  useEffect(() => {
    let live = true;
    api.call(vendorSupportEndpoints.vendorRefresh, { reportProblems: false }).then(
      (answer) => live && setState(answer.connected ? { status: 'connected' } : { status: 'disconnected' }),
      (error: unknown) => live && setState({ status: 'disconnected', message: problemMessage(error) }),
    );
    return () => {
      live = false;
      cleanup.current();
    };
  }, []);

  const connect = useCallback(() => {
    cleanup.current();
    // Opened in the click itself, so no pop-up blocker stops it; its address comes with the answer.
    const popup = window.open('about:blank', 'vendor-oauth', 'popup,width=560,height=700');
    if (!popup) {
      setState({ status: 'disconnected', message: t('VendorSupport.Connect.PopupBlocked') });
      return;
    }
    setState({ status: 'waiting' });
    let expectedState = '';
    let settled = false;
    const finish = (next: VendorConnectionState) => {
      settled = true;
      stop();
      setState(next);
    };
    const receive = (result: PopupResult) => {
      if (settled || !expectedState || result.state !== expectedState) return;
      if (result.error || !result.code) {
        finish({ status: 'disconnected', message: t('VendorSupport.Connect.Refused') });
        return;
      }
      settled = true;
      api
        .call(vendorSupportEndpoints.vendorAuth, {
          body: { code: result.code, state: result.state },
          reportProblems: false,
        })
        .then(
          () => finish({ status: 'connected' }),
          (error: unknown) => finish({ status: 'disconnected', message: problemMessage(error) }),
        );
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin && isResult(event.data)) receive(event.data);
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEY || !event.newValue) return;
      window.localStorage.removeItem(STORAGE_KEY);
      try {
        const data: unknown = JSON.parse(event.newValue);
        if (isResult(data)) receive(data);
      } catch {
        // not ours
      }
    };
    const watch = window.setInterval(() => {
      if (popup.closed && !settled) {
        // The redirect page's message comes before it closes; a moment's grace for the storage event.
        window.setTimeout(() => {
          if (!settled) finish({ status: 'disconnected', message: t('VendorSupport.Connect.Closed') });
        }, 400);
        window.clearInterval(watch);
      }
    }, 500);
    function stop() {
      window.removeEventListener('message', onMessage);
      window.removeEventListener('storage', onStorage);
      window.clearInterval(watch);
    }
    cleanup.current = stop;
    window.addEventListener('message', onMessage);
    window.addEventListener('storage', onStorage);
    api.call(vendorSupportEndpoints.vendorAuthClientId, { reportProblems: false }).then(
      (start) => {
        expectedState = start.state;
        popup.location.href = start.authorizationUrl;
      },
      (error: unknown) => {
        popup.close();
        finish({ status: 'disconnected', message: problemMessage(error) });
      },
    );
  }, []);

  const lost = useCallback(
    () => setState({ status: 'disconnected', message: t('VendorSupport.NotConnected') }),
    [],
  );
  return { state, connect, lost };
}
