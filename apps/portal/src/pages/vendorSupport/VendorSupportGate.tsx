import { isApiError } from '@b2b-portal/api/client';
import { type ReactNode, useEffect } from 'react';
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
  if (state.status !== 'connected') return <VendorConnectPanel state={state} onConnect={connect} />;
  return <>{children}</>;
}
