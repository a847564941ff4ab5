import { Button, InlineAlert } from '@b2b-portal/ui';
import { AttachmentUploader, useAttachmentUpload } from '../documents/AttachmentUploader';
import { t } from '../services/messages/checkout';
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
  const state = useAttachmentUpload(async (attachment) => {
    const id = await store(attachment.file, attachment.description);
    onUploaded({ id, fileName: attachment.file.name });
  });

  return (
    <section aria-labelledby="po-attachments" className={styles.fields}>
      <h3 id="po-attachments" className={styles.summaryTitle}>
        {t('Checkout.AttachPo')}
      </h3>
      <AttachmentUploader state={state} uploadLabel={t('Checkout.UploadPo')} />
      {state.error ? <InlineAlert tone="error">{state.error}</InlineAlert> : null}
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
