import { Button, InlineAlert, Spinner } from '@b2b-portal/ui';
import { t } from '../../services/messages/vendorSupport';
import * as styles from '../pages.css';

/** Where the connection to the manufacturer stands. */
export type VendorConnectionState =
  | { status: 'checking' }
  | { status: 'connected' }
  | { status: 'disconnected'; message?: string }
  | { status: 'waiting' };

export interface VendorConnectPanelProps {
  state: Exclude<VendorConnectionState, { status: 'connected' }>;
  onConnect: () => void;
}

/**
 * What a vendor support page shows until the user's manufacturer access is there (002 §4: with no stored vendor
 * code a popup opens on the vendor's authorization page): a check, then why to connect and the button that opens
 * the popup, the wait while it is open, and why the last try did not connect.
 */
export function VendorConnectPanel({ state, onConnect }: VendorConnectPanelProps) {
  if (state.status === 'checking') return <Spinner label={t('VendorSupport.Connect.Checking')} />;
  return (
    <section aria-labelledby="vendor-connect-title" className={styles.page}>
      <h2 id="vendor-connect-title" className={styles.heading}>
        {t('VendorSupport.Connect.Title')}
      </h2>
      <p>{t('VendorSupport.Connect.Help')}</p>
      {state.status === 'disconnected' && state.message ? (
        <InlineAlert tone="error">{state.message}</InlineAlert>
      ) : null}
      {state.status === 'waiting' ? <p role="status">{t('VendorSupport.Connect.Waiting')}</p> : null}
      <div className={styles.actions}>
        {/* Pending while the popup is open, not gone: it keeps the keyboard focus (WCAG 2.4.3). */}
        <Button variant="primary" isPending={state.status === 'waiting'} onPress={onConnect}>
          {t('VendorSupport.Connect.Action')}
        </Button>
      </div>
    </section>
  );
}
