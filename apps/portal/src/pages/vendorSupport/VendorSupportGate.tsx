import { isApiError } from '@b2b-portal/api/client';
import { type ReactNode, useEffect, useRef } from 'react';
import * as styles from '../pages.css';
import { type VendorConnectionState, VendorConnectPanel } from './VendorConnectPanel';

/** The user's access to the manufacturer as a page holds it (`useVendorConnection`). */
export interface VendorConnection {
  state: VendorConnectionState;
  /** Opens the manufacturer's authorization popup. */
  connect: () => void;
  /** A look-up answered 409: back to the connect button. */
  lost: () => void;
}

/** True for a look-up the manufacturer no longer authorizes (the popup is needed again). */
export const isNotConnected = (error: unknown) => isApiError(error) && error.status === 409;

/**
 * Shows its content once the user's manufacturer access is there, and the connect panel until then; a look-up
 * that answers 409 (`failure`) brings the panel back.
 */
export function VendorSupportGate({
  connection,
  children,
  failure,
}: {
  connection: VendorConnection;
  children: ReactNode;
  /** The last failed look-up of the content, if any. */
  failure?: unknown;
}) {
  const { state, connect, lost } = connection;
  const notConnected = isNotConnected(failure);
  useEffect(() => {
    if (notConnected) lost();
  }, [notConnected, lost]);
  // Connected through the popup, the panel (and its button, which had the focus) gives way to the content: its first
  // field takes the focus instead of <body> (WCAG 2.4.3), e.g. the search's Search for.
  const content = useRef<HTMLDivElement>(null);
  const waited = useRef(false);
  if (state.status === 'waiting') waited.current = true;
  useEffect(() => {
    if (state.status !== 'connected' || !waited.current) return;
    waited.current = false;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    content.current?.querySelector<HTMLElement>('input, select, textarea, button, a[href]')?.focus();
  }, [state.status]);
  if (state.status !== 'connected') return <VendorConnectPanel state={state} onConnect={connect} />;
  return (
    <div ref={content} className={styles.contents}>
      {children}
    </div>
  );
}
