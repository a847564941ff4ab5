import { checkAttachmentDescription } from '@b2b-portal/flows/rules';
import { type Attachment, AttachmentDropZone, Button, InlineAlert } from '@b2b-portal/ui';
import { useState } from 'react';
import { attachmentDropZoneProps } from '../services/attachmentLabels';
import { t } from '../services/messages/checkout';
import { problemMessage } from '../services/problems';
import * as styles from './CheckoutFlow.css';

/**
 * The PO document attached on order details (uploaded as a draft of an order and claimed by submitWorkflow). A
 * chunk of its own (the drop zone brings react-aria's drag and drop, issue 14), loaded beside the checkout's data
 * (`lazySteps.tsx`): the order details step waits for it as a whole.
 */

export interface UploadedPo {
  id: string;
  fileName: string;
}

/** Uploads a PO document as a draft attachment of an order; the uploads are listed with the attached ids. */
export function PoAttachments({
  uploaded,
  upload: store,
  onUploaded,
  onRemove,
}: {
  uploaded: readonly UploadedPo[];
  /** Stores one file as a draft attachment of an order; answers its id. */
  upload: (file: File, description: string) => Promise<string>;
  onUploaded: (upload: UploadedPo) => void;
  onRemove: (id: string) => void;
}) {
  const [chosen, setChosen] = useState<Attachment[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);

  const upload = async () => {
    setError(null);
    const missing = chosen.find(
      (attachment) => checkAttachmentDescription(attachment.description) !== undefined,
    );
    if (missing) {
      setError(t('Attachment.DescriptionRequired'));
      return;
    }
    setBusy(true);
    try {
      for (const attachment of chosen) {
        const id = await store(attachment.file, attachment.description.trim());
        onUploaded({ id, fileName: attachment.file.name });
      }
      setChosen([]);
      setGeneration((value) => value + 1);
    } catch (failure) {
      const message = problemMessage(failure);
      const prefix = t('Attachment.UploadFailed');
      setError(message.startsWith(prefix) ? message : `${prefix} ${message}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="po-attachments" className={styles.fields}>
      <h3 id="po-attachments" className={styles.summaryTitle}>
        {t('Checkout.AttachPo')}
      </h3>
      <AttachmentDropZone
        {...attachmentDropZoneProps}
        key={generation}
        requireDescription
        onChange={setChosen}
        isDisabled={busy}
      />
      {chosen.length > 0 ? (
        <Button variant="secondary" onPress={upload} isDisabled={busy}>
          {t('Checkout.UploadPo')}
        </Button>
      ) : null}
      {error ? <InlineAlert tone="error">{error}</InlineAlert> : null}
      {uploaded.length > 0 ? (
        <ul aria-label={t('Checkout.AttachedPo')}>
          {uploaded.map((file) => (
            <li key={file.id}>
              {file.fileName}{' '}
              <Button variant="ghost" size="small" onPress={() => onRemove(file.id)}>
                {t('Checkout.RemovePo', { fileName: file.fileName })}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
