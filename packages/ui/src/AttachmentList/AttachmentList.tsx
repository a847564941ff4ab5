import { Button } from '../Button/Button';
import { type DateInput, formatDateTime } from '../format/format';
import { fillTemplate } from '../format/template';
import { Link } from '../Link/Link';
import * as styles from './AttachmentList.css';

/** A file attached to an order, quote or requisition (001 §3 Order detail attachments). */
export interface StoredAttachment {
  /** Stable id of the attachment. */
  id: string;
  /** File name with extension. */
  fileName: string;
  /** Description (required when attaching, 001 §5). */
  description?: string;
  /** Size in bytes. */
  size?: number;
  /** Who uploaded it. */
  uploadedBy?: string;
  /** When it was uploaded; shown as MM/DD/YYYY hh:mm AM/PM. */
  uploadedAt?: DateInput;
  /** Download address; without it the download action calls `onDownload`. */
  href?: string;
}

/** Every text the attachment list shows. */
export interface AttachmentListLabels {
  /** Name of the list. @default 'Attachments' */
  label: string;
  /** The empty state. @default 'No attachments.' */
  empty: string;
  /** Upload line, with `{name}` and `{date}`. @default 'Uploaded by {name} on {date}' */
  uploaded: string;
  /** Upload line without a name, with `{date}`. @default 'Uploaded on {date}' */
  uploadedOn: string;
  /** The download action's visible text. @default 'Download' */
  download: string;
  /** The download action's accessible name, with `{fileName}`. @default 'Download {fileName}' */
  downloadFile: string;
  /** The delete action's visible text. @default 'Delete' */
  delete: string;
  /** The delete action's accessible name, with `{fileName}`. @default 'Delete {fileName}' */
  deleteFile: string;
}

export const defaultAttachmentListLabels: AttachmentListLabels = {
  label: 'Attachments',
  empty: 'No attachments.',
  uploaded: 'Uploaded by {name} on {date}',
  uploadedOn: 'Uploaded on {date}',
  download: 'Download',
  downloadFile: 'Download {fileName}',
  delete: 'Delete',
  deleteFile: 'Delete {fileName}',
};

export interface AttachmentListProps {
  /** The attachments, in the order to show. */
  attachments: readonly StoredAttachment[];
  /** Called by the download action of an attachment without `href` (the portal fetches the file). */
  onDownload?: (attachment: StoredAttachment) => void;
  /** Called by the delete action; without it no delete action is shown. */
  onDelete?: (attachment: StoredAttachment) => void;
  /** Extra class on the list. */
  className?: string;
  /** The texts; partial overrides merge with the English defaults. */
  labels?: Partial<AttachmentListLabels>;
}

const sizeUnits = ['bytes', 'KB', 'MB', 'GB'] as const;

/** 1536 → '1.5 KB', 532 → '532 bytes'. */
export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < sizeUnits.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} ${sizeUnits[0]}` : `${value.toFixed(1)} ${sizeUnits[unit]}`;
}

/** Files attached to a document: name, description, size, uploader and date, download and delete. */
export function AttachmentList({
  attachments,
  onDownload,
  onDelete,
  className,
  labels: overrides,
}: AttachmentListProps) {
  const labels = { ...defaultAttachmentListLabels, ...overrides };
  if (attachments.length === 0) {
    return <p className={[styles.empty, className].filter(Boolean).join(' ')}>{labels.empty}</p>;
  }
  return (
    <ul aria-label={labels.label} className={[styles.list, className].filter(Boolean).join(' ')}>
      {attachments.map((attachment) => {
        const date = formatDateTime(attachment.uploadedAt);
        const uploaded = date
          ? attachment.uploadedBy
            ? fillTemplate(labels.uploaded, { name: attachment.uploadedBy, date })
            : fillTemplate(labels.uploadedOn, { date })
          : attachment.uploadedBy;
        const downloadName = fillTemplate(labels.downloadFile, { fileName: attachment.fileName });
        return (
          <li key={attachment.id} className={styles.item}>
            <div className={styles.details}>
              <span className={styles.fileName}>
                {attachment.fileName}
                {attachment.size !== undefined ? (
                  <span className={styles.muted}> ({formatFileSize(attachment.size)})</span>
                ) : null}
              </span>
              {attachment.description ? <span>{attachment.description}</span> : null}
              {uploaded ? <span className={styles.muted}>{uploaded}</span> : null}
            </div>
            <div className={styles.actions}>
              {attachment.href ? (
                <Link href={attachment.href} download={attachment.fileName} aria-label={downloadName}>
                  {labels.download}
                </Link>
              ) : onDownload ? (
                <Button
                  variant="secondary"
                  size="small"
                  aria-label={downloadName}
                  onPress={() => onDownload(attachment)}
                >
                  {labels.download}
                </Button>
              ) : null}
              {onDelete ? (
                <Button
                  variant="ghost"
                  size="small"
                  aria-label={fillTemplate(labels.deleteFile, { fileName: attachment.fileName })}
                  onPress={() => onDelete(attachment)}
                >
                  {labels.delete}
                </Button>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
