import { useEffect, useRef, useState } from 'react';
import { visuallyHidden } from '../foundations/focus.css';
import { Select } from '../Select/Select';
import { TextArea } from '../TextArea/TextArea';
import * as styles from './WorkflowActions.css';
import { WorkflowDialog } from './WorkflowDialog';

export interface RejectDialogLabels {
  /** The dialog's title. @default 'Reject' */
  title: string;
  /** @default 'Comments' */
  comments: string;
  /** Under the comments. @default 'Your comments are sent with the rejection.' */
  commentsDescription: string;
  /** @default 'Rejection action' */
  rejectionAction: string;
  /** @default 'Reject' */
  confirm: string;
  /** @default 'Cancel' */
  cancel: string;
}

export const defaultRejectDialogLabels: RejectDialogLabels = {
  title: 'Reject',
  comments: 'Comments',
  commentsDescription: 'Your comments are sent with the rejection.',
  rejectionAction: 'Rejection action',
  confirm: 'Reject',
  cancel: 'Cancel',
};

export interface RejectionActionOption {
  value: number;
  label: string;
}

export interface RejectDialogProps {
  isOpen: boolean;
  /** Cancel, Escape or the close mark. */
  onCancel: () => void;
  onConfirm: () => void;
  comments: string;
  onCommentsChange: (comments: string) => void;
  /** Shown under the comments and announced (e.g. 'Please enter comments for the rejection.'). */
  commentsError?: string | null;
  /** The rejection actions to choose from; the choice is hidden when there is one or none. */
  rejectionActions?: readonly RejectionActionOption[];
  rejectionAction?: number | null;
  onRejectionActionChange?: (value: number) => void;
  /** The longest comments the field takes, in characters (the contract's limit). Left out: no limit. */
  commentsMaxLength?: number;
  /** Submitting: the confirm button is pending (it keeps the focus, ignores presses), the rest disabled. @default false */
  isBusy?: boolean;
  /** Texts; partial overrides merge with the English defaults. */
  labels?: Partial<RejectDialogLabels>;
}

/** Asks for the rejection's comments (required) and, when there is a choice, the rejection action. */
export function RejectDialog({
  comments,
  onCommentsChange,
  commentsMaxLength,
  commentsError,
  rejectionActions = [],
  rejectionAction = null,
  onRejectionActionChange,
  isBusy = false,
  labels: overrides,
  ...dialog
}: RejectDialogProps) {
  const labels = { ...defaultRejectDialogLabels, ...overrides };
  // A refused Reject (no comments, or the server's word on them) takes the person to the comments, as a refused
  // form takes them to its first invalid field; each press counts, so a second refusal does it again.
  const fields = useRef<HTMLDivElement>(null);
  const [presses, setPresses] = useState(0);
  useEffect(() => {
    if (presses > 0 && commentsError) fields.current?.querySelector('textarea')?.focus();
  }, [presses, commentsError]);
  return (
    <WorkflowDialog
      {...dialog}
      onConfirm={() => {
        setPresses((count) => count + 1);
        dialog.onConfirm();
      }}
      labels={labels}
      confirmVariant="danger"
      isBusy={isBusy}
    >
      <div className={styles.fields} ref={fields}>
        {rejectionActions.length > 1 ? (
          <Select
            label={labels.rejectionAction}
            options={rejectionActions.map((option) => ({ id: option.value, label: option.label }))}
            selectedKey={rejectionAction}
            onSelectionChange={(key) => {
              if (key !== null) onRejectionActionChange?.(Number(key));
            }}
            isDisabled={isBusy}
          />
        ) : null}
        <TextArea
          label={labels.comments}
          description={labels.commentsDescription}
          isRequired
          value={comments}
          onChange={onCommentsChange}
          isInvalid={Boolean(commentsError)}
          errorMessage={commentsError ?? ''}
          isDisabled={isBusy}
          maxLength={commentsMaxLength}
          validationBehavior="aria"
        />
        <span className={visuallyHidden} role="alert">
          {commentsError ?? ''}
        </span>
      </div>
    </WorkflowDialog>
  );
}
