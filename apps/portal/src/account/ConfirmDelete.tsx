import { Button, InlineAlert, Modal } from '@b2b-portal/ui';
import { useState } from 'react';
import { t } from '../services/messages/account';
import { problemMessage } from '../services/problems';
import * as styles from './account.css';

/** Asks before a delete ('Delete the address Home Office?'); the call runs from here and its failure shows here. */
export function ConfirmDelete({
  question,
  onConfirm,
  onClose,
}: {
  question: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  return (
    <Modal isOpen onOpenChange={(open) => (open ? null : onClose())} title={t('Account.Delete')} size="small">
      <p>{question}</p>
      {error ? <InlineAlert tone="error">{error}</InlineAlert> : null}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onClose}>
          {t('Global.Cancel')}
        </Button>
        <Button
          variant="danger"
          isPending={busy}
          onPress={async () => {
            setBusy(true);
            setError('');
            try {
              await onConfirm();
            } catch (failure) {
              setError(problemMessage(failure));
              setBusy(false);
            }
          }}
        >
          {t('Account.Delete')}
        </Button>
      </div>
    </Modal>
  );
}
