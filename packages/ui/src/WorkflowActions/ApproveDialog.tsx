import { visuallyHidden } from '../foundations/focus.css';
import { TextArea } from '../TextArea/TextArea';
import { WorkflowDialog } from './WorkflowDialog';

export interface ApproveDialogLabels {
  /** The dialog's title. @default 'Approve' */
  title: string;
  /** @default 'Comments (optional)' */
  comments: string;
  /** @default 'Approve' */
  confirm: string;
  /** @default 'Cancel' */
  cancel: string;
}

export const defaultApproveDialogLabels: ApproveDialogLabels = {
  title: 'Approve',
  comments: 'Comments (optional)',
  confirm: 'Approve',
  cancel: 'Cancel',
};

export interface ApproveDialogProps {
  isOpen: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  comments: string;
  onCommentsChange: (comments: string) => void;
  /** Shown under the comments and announced: what is wrong with them (e.g. the server's field error). */
  commentsError?: string | null;
  /** The longest comments the field takes, in characters (the contract's limit). Left out: no limit. */
  commentsMaxLength?: number;
  /** Submitting: the confirm button is pending (it keeps the focus, ignores presses), the rest disabled. @default false */
  isBusy?: boolean;
  /** Texts; partial overrides merge with the English defaults (use `title`/`confirm` for other actions). */
  labels?: Partial<ApproveDialogLabels>;
}

/**
 * Confirms an action that takes optional comments (approve below the last level, cancel a requisition). On opening
 * the comments take the focus, the dialog's first field (as the reject dialog's comments after a refusal): the
 * person types at once, and the dialog's name and the field's label are read on the way in.
 */
export function ApproveDialog({
  comments,
  onCommentsChange,
  commentsError,
  commentsMaxLength,
  isBusy = false,
  labels: overrides,
  ...dialog
}: ApproveDialogProps) {
  const labels = { ...defaultApproveDialogLabels, ...overrides };
  return (
    <WorkflowDialog {...dialog} labels={labels} isBusy={isBusy}>
      <TextArea
        autoFocus
        label={labels.comments}
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
    </WorkflowDialog>
  );
}
