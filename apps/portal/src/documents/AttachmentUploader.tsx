import { checkAttachmentDescription } from '@b2b-portal/flows/rules';
import { type Attachment, AttachmentDropZone, Button, InlineAlert } from '@b2b-portal/ui';
import { useEffect, useRef, useState } from 'react';
import { attachmentDropZoneProps } from '../services/attachmentLabels';
import { t } from '../services/messages/shop';
import { problemMessage } from '../services/problems';

/**
 * The state of a drop zone whose files are uploaded on a button (the checkout's PO, an order's attachments): the
 * files chosen, whether an upload runs, its refusal ('An error occurred during upload.' and the reason), and a
 * generation to key the drop zone with so it empties after a successful upload, and the names of the files it
 * uploaded. `store` sends one file; every file needs a description before any is sent (each refusal counted, so
 * the focus can go to the first description missing).
 */
export function useAttachmentUpload(store: (attachment: Attachment) => Promise<void>) {
  const [chosen, setChosen] = useState<Attachment[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  // An upload was asked for: each description's problem shows at its field, not only in the message.
  const [attempted, setAttempted] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const [uploaded, setUploaded] = useState<string[]>([]);

  const upload = async () => {
    setError(null);
    setUploaded([]);
    setAttempted(true);
    if (chosen.some((attachment) => checkAttachmentDescription(attachment.description) !== undefined)) {
      setError(t('Attachment.DescriptionRequired'));
      setRefusals((count) => count + 1);
      return;
    }
    setBusy(true);
    try {
      for (const attachment of chosen) {
        await store({ file: attachment.file, description: attachment.description.trim() });
      }
      setUploaded(chosen.map((attachment) => attachment.file.name));
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

  return { chosen, setChosen, busy, error, setError, generation, attempted, refusals, uploaded, upload };
}

/**
 * The drop zone (descriptions required, refused types marked before anything is sent) and, once files are chosen,
 * the button that uploads them: the state is `useAttachmentUpload`'s, the button's text the caller's. The focus
 * stays in it: refused, it goes to the first description missing (it was left on the button, far from the field
 * that says why); uploaded, the button goes away and the emptied drop zone's Choose files takes the focus (it fell
 * to the page's body) while a status names the files uploaded.
 */
export function AttachmentUploader({
  state,
  uploadLabel,
}: {
  state: ReturnType<typeof useAttachmentUpload>;
  uploadLabel: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.refusals === 0) return;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [state.refusals]);
  useEffect(() => {
    if (state.generation === 0) return;
    const buttons = ref.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
    [...buttons]
      .find((button) => button.textContent?.trim() === attachmentDropZoneProps.labels.chooseFiles)
      ?.focus();
  }, [state.generation]);
  return (
    // No box of its own: the drop zone, the button and the status stay items of the caller's layout.
    <div ref={ref} style={{ display: 'contents' }}>
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
      {state.uploaded.length > 0 ? (
        <InlineAlert tone="success">
          {t('Attachment.Uploaded', { fileNames: state.uploaded.join(', ') })}
        </InlineAlert>
      ) : null}
    </div>
  );
}
