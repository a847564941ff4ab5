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
  /** Submitting: the buttons are disabled. @default false */
  isBusy?: boolean;
  /** Texts; partial overrides merge with the English defaults (use `title`/`confirm` for other actions). */
  labels?: Partial<ApproveDialogLabels>;
}

/** Confirms an action that takes optional comments (approve below the last level, cancel a requisition). */
export function ApproveDialog({
  comments,
  onCommentsChange,
  isBusy = false,
  labels: overrides,
  ...dialog
}: ApproveDialogProps) {
  const labels = { ...defaultApproveDialogLabels, ...overrides };
  return (
    <WorkflowDialog {...dialog} labels={labels} isBusy={isBusy}>
      <TextArea
        label={labels.comments}
        value={comments}
        onChange={onCommentsChange}
        isDisabled={isBusy}
        maxLength={2000}
      />
    </WorkflowDialog>
  );
}
