import { type ReactNode, useEffect } from 'react';
import { isNotConnected, useVendorConnection } from './useVendorConnection';
import { VendorConnectPanel } from './VendorConnectPanel';

/**
 * Shows its content once the user's manufacturer access is there, and the connect panel until then; a look-up
 * that answers 409 (`failure`) brings the panel back.
 */
export function VendorSupportGate({
  children,
  failure,
}: {
  children: ReactNode;
  /** The last failed look-up of the content, if any. */
  failure?: unknown;
}) {
  const { state, connect, lost } = useVendorConnection();
  const notConnected = isNotConnected(failure);
  useEffect(() => {
    if (notConnected) lost();
  }, [notConnected, lost]);
  if (state.status !== 'connected') return <VendorConnectPanel state={state} onConnect={connect} />;
  return <>{children}</>;
}
