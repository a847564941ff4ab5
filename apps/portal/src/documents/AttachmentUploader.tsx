import { checkAttachmentDescription } from '@b2b-portal/flows/rules';
import { type Attachment, AttachmentDropZone, Button } from '@b2b-portal/ui';
import { useState } from 'react';
import { attachmentDropZoneProps } from '../services/attachmentLabels';
import { t } from '../services/messages/shop';
import { problemMessage } from '../services/problems';

/**
 * The state of a drop zone whose files are uploaded on a button (the checkout's PO, an order's attachments): the
 * files chosen, whether an upload runs, its refusal ('An error occurred during upload.' and the reason), and a
 * generation to key the drop zone with so it empties after a successful upload. `store` sends one file; every
 * file needs a description before any is sent.
 */
export function useAttachmentUpload(store: (attachment: Attachment) => Promise<void>) {
  const [chosen, setChosen] = useState<Attachment[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  // An upload was asked for: each description's problem shows at its field, not only in the message.
  const [attempted, setAttempted] = useState(false);

  const upload = async () => {
    setError(null);
    setAttempted(true);
    if (chosen.some((attachment) => checkAttachmentDescription(attachment.description) !== undefined)) {
      setError(t('Attachment.DescriptionRequired'));
      return;
    }
    setBusy(true);
    try {
      for (const attachment of chosen) {
        await store({ file: attachment.file, description: attachment.description.trim() });
      }
      setChosen([]);
      setAttempted(false);
      setGeneration((value) => value + 1);
    } catch (failure) {
      const message = problemMessage(failure);
      const prefix = t('Attachment.UploadFailed');
      setError(message.startsWith(prefix) ? message : `${prefix} ${message}`);
    } finally {
      setBusy(false);
    }
  };

  return { chosen, setChosen, busy, error, setError, generation, attempted, upload };
}

/**
 * The drop zone (descriptions required, refused types marked before anything is sent) and, once files are chosen,
 * the button that uploads them: the state is `useAttachmentUpload`'s, the button's text the caller's.
 */
export function AttachmentUploader({
  state,
  uploadLabel,
}: {
  state: ReturnType<typeof useAttachmentUpload>;
  uploadLabel: string;
}) {
  return (
    <>
      <AttachmentDropZone
        {...attachmentDropZoneProps}
        key={state.generation}
        requireDescription
        showDescriptionProblems={state.attempted}
        onChange={state.setChosen}
        isDisabled={state.busy}
      />
      {state.chosen.length > 0 ? (
        <Button variant="secondary" onPress={state.upload} isPending={state.busy}>
          {uploadLabel}
        </Button>
      ) : null}
    </>
  );
}
