import type { AttachableDocumentType, DocumentAttachment, WorkflowInfo } from '@b2b-portal/api';
import { AttachmentList, InlineAlert, WorkflowHistory } from '@b2b-portal/ui';
import type { ReactNode } from 'react';
import { useDownloads } from '../app/downloads';
import type { Resource } from '../app/useResource';
import { useResource } from '../app/useResource';
import { historySteps } from '../pages/requisitions/requisitionView';
import { api } from '../services/api';
import { documentEndpoints } from '../services/endpoints';
import { problemMessage } from '../services/problems';

/** A document's workflow history under its heading, from the workflow info the page loaded (or its failure). */
export function WorkflowHistorySection({
  title,
  workflow,
}: {
  title: string;
  workflow: Resource<WorkflowInfo>;
}) {
  return (
    <>
      <h2>{title}</h2>
      {workflow.data ? <WorkflowHistory steps={historySteps(workflow.data.history)} /> : null}
      {workflow.status === 'failed' ? (
        <InlineAlert tone="error">{problemMessage(workflow.error)}</InlineAlert>
      ) : null}
    </>
  );
}

/**
 * A document's attachments under their heading: loaded here (again when `version` changes), each downloadable.
 * With `onDelete` each has a delete action; `children` (an upload form) follow the list.
 */
export function AttachmentsSection({
  title,
  documentType,
  documentId,
  version = 0,
  onDelete,
  children,
}: {
  title: string;
  documentType: AttachableDocumentType;
  documentId: string;
  version?: number;
  onDelete?: (attachment: DocumentAttachment) => void;
  children?: ReactNode;
}) {
  const { download } = useDownloads();
  const attachments = useResource(
    (signal) =>
      api.call(documentEndpoints.getAttachments, {
        query: { id: documentId, type: documentType },
        signal,
        reportProblems: false,
      }),
    [documentId, documentType, version],
  );
  const byId = new Map(attachments.data?.map((attachment) => [attachment.id, attachment]));
  return (
    <>
      <h2>{title}</h2>
      {attachments.data ? (
        <AttachmentList
          attachments={attachments.data}
          onDownload={(attachment) =>
            download(documentEndpoints.fileDownload, { query: { id: attachment.id } }).catch(() => undefined)
          }
          onDelete={
            onDelete
              ? (attachment) => {
                  const stored = byId.get(attachment.id);
                  if (stored) onDelete(stored);
                }
              : undefined
          }
        />
      ) : null}
      {attachments.status === 'failed' ? (
        <InlineAlert tone="error">{problemMessage(attachments.error)}</InlineAlert>
      ) : null}
      {children}
    </>
  );
}
