import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import * as styles from './WorkflowActions.css';

export interface WorkflowDialogProps {
  isOpen: boolean;
  /** Cancel, Escape or the close mark. */
  onCancel: () => void;
  onConfirm: () => void;
  /** The dialog's title and its buttons' texts. */
  labels: { title: string; cancel: string; confirm: string };
  /** The confirm button's style. @default 'primary' */
  confirmVariant?: ButtonVariant;
  /** Submitting: the confirm button is pending (it keeps the focus, ignores presses), the rest disabled. */
  isBusy: boolean;
  /** The dialog's fields. */
  children: ReactNode;
}

/** The small modal of the workflow dialogs (approve, reject): its fields, then Cancel and the confirm button. */
export function WorkflowDialog({
  isOpen,
  onCancel,
  onConfirm,
  labels,
  confirmVariant,
  isBusy,
  children,
}: WorkflowDialogProps) {
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
          {/* Pending, not disabled: the focus stays on it while the decision is sent, and after a refusal. */}
          <Button variant={confirmVariant} onPress={onConfirm} isPending={isBusy}>
            {labels.confirm}
          </Button>
        </div>
      }
    >
      {children}
    </Modal>
  );
}
