import { useId, useRef, useState } from 'react';
import { DropZone, type DropZoneProps, FileTrigger, isFileDropItem } from 'react-aria-components';
import { Button } from '../Button/Button';
import { fillTemplate } from '../format/template';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon } from '../icons/icons';
import { TextField } from '../TextField/TextField';
import * as styles from './AttachmentDropZone.css';

/** What the file picker offers: any file, or only spreadsheets (.xls, .xlsx). */
export const attachmentAccepts = ['any', 'spreadsheet'] as const;
export type AttachmentAccept = (typeof attachmentAccepts)[number];

/**
 * Why the caller's attachment rule refuses a file; the drop zone words it with its labels: a blocked type, not a
 * spreadsheet where one is wanted, an empty file, or one larger than the rule's limit.
 */
export type AttachmentFileRefusal = 'blocked' | 'notSpreadsheet' | 'empty' | 'tooLarge';

/** What the caller's rule finds wrong with a description; the drop zone words it with its labels. */
export type AttachmentDescriptionRefusal = 'descriptionRequired' | 'descriptionTooLong';

/** A file chosen for upload and what the person wrote about it. */
export interface Attachment {
  file: File;
  description: string;
}

export interface AttachmentDropZoneLabels {
  /** Name of the drop target. @default 'Drop files here' */
  dropZone: string;
  /** Text in the drop area. @default 'Drag files here or' */
  prompt: string;
  /** The file picker button. @default 'Choose files' */
  chooseFiles: string;
  /** Refusal of a blocked file; `{name}` is the file name. @default '{name} cannot be attached: files of this type are not allowed.' */
  blocked: string;
  /** Refusal in spreadsheet mode (002 §5). @default 'The system is unable to read the imported file. Make sure the format is XLS or XLSX.' */
  notSpreadsheet: string;
  /** Refusal of an empty file; `{name}` is the file name. @default '{name} is empty.' */
  empty: string;
  /**
   * Refusal of a file over the caller's size limit; `{name}` is the file name (the page fills in the limit).
   * @default '{name} is too large to attach.'
   */
  tooLarge: string;
  /** Label of a file's description field; `{name}` is the file name. @default 'Description of {name}' */
  description: string;
  /** Error when a required description is empty (001 §5). @default 'Please enter a description.' */
  descriptionRequired: string;
  /** Error when a description is too long; `{max}` is `descriptionMaxLength`. @default 'The description can be at most {max} characters.' */
  descriptionTooLong: string;
  /** Name of a file's remove button; `{name}` is the file name. @default 'Remove {name}' */
  remove: string;
  /** Heading of the list of chosen files. @default 'Attached files' */
  fileList: string;
}

export const defaultAttachmentDropZoneLabels: AttachmentDropZoneLabels = {
  dropZone: 'Drop files here',
  prompt: 'Drag files here or',
  chooseFiles: 'Choose files',
  blocked: '{name} cannot be attached: files of this type are not allowed.',
  notSpreadsheet: 'The system is unable to read the imported file. Make sure the format is XLS or XLSX.',
  empty: '{name} is empty.',
  tooLarge: '{name} is too large to attach.',
  description: 'Description of {name}',
  descriptionRequired: 'Please enter a description.',
  descriptionTooLong: 'The description can be at most {max} characters.',
  remove: 'Remove {name}',
  fileList: 'Attached files',
};

const spreadsheetTypes = [
  '.xls',
  '.xlsx',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];

export interface AttachmentDropZoneProps extends Pick<DropZoneProps, 'className' | 'isDisabled'> {
  /** Called with every accepted file and its description whenever either changes. */
  onChange?: (files: Attachment[]) => void;
  /** What the file picker offers; `spreadsheet` lists only .xls and .xlsx (dropped files go to `checkFile`). @default 'any' */
  accept?: AttachmentAccept;
  /**
   * The caller's attachment rule (the portal passes the upload rule of `@b2b-portal/flows/rules`: type, empty,
   * size): why a picked or dropped file is refused, or null to take it. Left out: every file is taken. It runs
   * as the file is picked, so a refused file is never uploaded.
   */
  checkFile?: (file: File) => AttachmentFileRefusal | null | undefined;
  /** Ask for a description of each file, required (001 §5 and 002 §5 attachments). @default false */
  requireDescription?: boolean;
  /**
   * The caller's rule for a description (the portal passes `checkAttachmentDescription` of flows): its problem,
   * shown once the field was left. Left out: descriptions are not judged.
   */
  checkDescription?: (description: string) => AttachmentDescriptionRefusal | null | undefined;
  /**
   * The form was submitted: show each description's problem at its field now, also in a field never left (the
   * form's 'Please enter all required fields' would otherwise point at no field). @default false
   */
  showDescriptionProblems?: boolean;
  /** The longest description the field takes, in characters. Left out: no limit. */
  descriptionMaxLength?: number;
  /** Allow more than one file. @default true */
  allowsMultiple?: boolean;
  /** Texts shown to the user. @default defaultAttachmentDropZoneLabels */
  labels?: Partial<AttachmentDropZoneLabels>;
}

interface Entry extends Attachment {
  id: number;
  /** The description field was left once: only then is an empty one shown as an error. */
  touched: boolean;
}

/**
 * Pick or drop files to attach; refuses the files the caller's rule refuses, with a message naming the file. On
 * RAC DropZone and FileTrigger.
 */
export function AttachmentDropZone({
  onChange,
  accept = 'any',
  checkFile,
  checkDescription,
  descriptionMaxLength,
  requireDescription = false,
  showDescriptionProblems = false,
  allowsMultiple = true,
  labels,
  className,
  isDisabled,
}: AttachmentDropZoneProps) {
  const texts = { ...defaultAttachmentDropZoneLabels, ...labels };
  const [entries, setEntries] = useState<Entry[]>([]);
  const [refusals, setRefusals] = useState<string[]>([]);
  const nextId = useRef(0);
  const listHeadingId = useId();

  const update = (next: Entry[]) => {
    setEntries(next);
    onChange?.(next.map(({ file, description }) => ({ file, description })));
  };

  const addFiles = (files: File[]) => {
    const accepted: Entry[] = [];
    const refused: string[] = [];
    for (const file of allowsMultiple ? files : files.slice(0, 1)) {
      const refusal = checkFile?.(file);
      if (!refusal) accepted.push({ id: nextId.current++, file, description: '', touched: false });
      else refused.push(fillTemplate(texts[refusal], { name: file.name }));
    }
    setRefusals(refused);
    if (accepted.length > 0) update(allowsMultiple ? [...entries, ...accepted] : accepted);
  };

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <DropZone
        aria-label={texts.dropZone}
        isDisabled={isDisabled}
        className={styles.dropZone}
        getDropOperation={() => 'copy'}
        onDrop={async (event) => {
          const files = await Promise.all(event.items.filter(isFileDropItem).map((item) => item.getFile()));
          addFiles(files);
        }}
      >
        <span>{texts.prompt}</span>
        <FileTrigger
          allowsMultiple={allowsMultiple}
          acceptedFileTypes={accept === 'spreadsheet' ? spreadsheetTypes : undefined}
          onSelect={(fileList) => addFiles(fileList ? [...fileList] : [])}
        >
          <Button variant="secondary" isDisabled={isDisabled}>
            {texts.chooseFiles}
          </Button>
        </FileTrigger>
      </DropZone>
      {/* Always in the page so screen readers announce refusals as they appear. */}
      <div className={styles.errors} role="alert">
        {refusals.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
      {entries.length > 0 ? (
        <section aria-labelledby={listHeadingId}>
          <h3 id={listHeadingId} className={styles.fileName}>
            {texts.fileList}
          </h3>
          <ul className={styles.fileList}>
            {entries.map((entry) => {
              const problem =
                entry.touched || showDescriptionProblems ? checkDescription?.(entry.description) : null;
              return (
                <li key={entry.id} className={styles.fileItem}>
                  <div className={styles.fileDetails}>
                    <span className={styles.fileName}>{entry.file.name}</span>
                    {requireDescription ? (
                      <TextField
                        label={fillTemplate(texts.description, { name: entry.file.name })}
                        isRequired
                        value={entry.description}
                        validationBehavior="aria"
                        maxLength={descriptionMaxLength}
                        isInvalid={Boolean(problem)}
                        errorMessage={
                          problem === 'descriptionTooLong'
                            ? fillTemplate(texts.descriptionTooLong, { max: descriptionMaxLength ?? '' })
                            : texts.descriptionRequired
                        }
                        onBlur={() =>
                          setEntries((current) =>
                            current.map((other) =>
                              other.id === entry.id ? { ...other, touched: true } : other,
                            ),
                          )
                        }
                        onChange={(description) =>
                          update(
                            entries.map((other) =>
                              other.id === entry.id ? { ...other, description } : other,
                            ),
                          )
                        }
                      />
                    ) : null}
                  </div>
                  <IconButton
                    aria-label={fillTemplate(texts.remove, { name: entry.file.name })}
                    onPress={() => update(entries.filter((other) => other.id !== entry.id))}
                  >
                    <CloseIcon size={16} />
                  </IconButton>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
