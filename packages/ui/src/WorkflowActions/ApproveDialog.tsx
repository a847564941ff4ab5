import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import { TextArea } from '../TextArea/TextArea';
import * as styles from './WorkflowActions.css';

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
  isOpen,
  onCancel,
  onConfirm,
  comments,
  onCommentsChange,
  isBusy = false,
  labels: overrides,
}: ApproveDialogProps) {
  const labels = { ...defaultApproveDialogLabels, ...overrides };
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={labels.title}
      size="small"
      footer={
        <div className={styles.footer}>
          <Button variant="secondary" onPress={onCancel} isDisabled={isBusy}>
            {labels.cancel}
          </Button>
          <Button onPress={onConfirm} isDisabled={isBusy}>
            {labels.confirm}
          </Button>
        </div>
      }
    >
      <TextArea
        label={labels.comments}
        value={comments}
        onChange={onCommentsChange}
        isDisabled={isBusy}
        maxLength={2000}
      />
    </Modal>
  );
}
