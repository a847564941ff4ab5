import { attachmentPermissions, WORK_ITEM_DOCUMENT_TYPE } from '@b2b-portal/api';
import { hasPermission } from '@b2b-portal/flows/rules';
import { InlineAlert } from '@b2b-portal/ui';
import { useState } from 'react';
import { useSession } from '../../app/session';
import { AttachmentUploader } from '../../documents/AttachmentUploader';
import { AttachmentsSection } from '../../documents/DocumentRecordSections';
import { useDocumentAttachments } from '../../documents/useDocumentAttachments';
import { t } from '../../services/messages/workItems';
import * as own from '../orders/OrderRecords.css';

/**
 * A work item request's attachments (002 §3: a request has attachments; document type 16, ours). The requester
 * adds files with a description (the blocked types refused before they are sent, as the server would) and deletes
 * them while the request is Unsubmitted; once submitted they are read-only. The server has the last word (its
 * refusal is shown). A chunk of its own: the drop zone brings react-aria's drag and drop.
 */
export default function WorkItemAttachments({
  requestId,
  editable,
}: {
  requestId: string;
  /** The request is the caller's own and still Unsubmitted (the page's `viewOnly` is false). */
  editable: boolean;
}) {
  const { permissions } = useSession();
  const [version, setVersion] = useState(0);
  const changed = () => setVersion((value) => value + 1);
  const { uploads, remove } = useDocumentAttachments(WORK_ITEM_DOCUMENT_TYPE, requestId, changed);
  const mayChange =
    editable && hasPermission(permissions, attachmentPermissions[WORK_ITEM_DOCUMENT_TYPE].write);

  return (
    <AttachmentsSection
      title={t('WorkItem.Attachments')}
      documentType={WORK_ITEM_DOCUMENT_TYPE}
      documentId={requestId}
      version={version}
      onDelete={mayChange ? remove : undefined}
    >
      {mayChange ? (
        <div className={own.upload}>
          <h3>{t('WorkItem.AddAttachments')}</h3>
          <AttachmentUploader
            state={uploads}
            uploadLabel={uploads.busy ? t('WorkItem.Uploading') : t('WorkItem.Upload')}
          />
        </div>
      ) : (
        <p>{t('WorkItem.AttachmentsReadOnly')}</p>
      )}
      {uploads.error ? <InlineAlert tone="error">{uploads.error}</InlineAlert> : null}
    </AttachmentsSection>
  );
}
