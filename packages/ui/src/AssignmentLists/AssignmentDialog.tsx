import { Button } from '../Button/Button';
import { InlineAlert } from '../InlineAlert/InlineAlert';
import { Modal } from '../Modal/Modal';
import { Spinner } from '../Spinner/Spinner';
import {
  type AssignmentItem,
  AssignmentLists,
  type AssignmentListsLabels,
  type AssignmentListsProps,
} from './AssignmentLists';

/** The dialog's own texts; the lists' texts are `AssignmentListsLabels`. */
export interface AssignmentDialogLabels extends AssignmentListsLabels {
  /** The button that closes the dialog. @default 'Done' */
  close: string;
  /** Read while the lists load. @default 'Loading…' */
  loading: string;
  /** The button after a failed load. @default 'Try again' */
  retry: string;
}

export interface AssignmentDialogProps
  extends Omit<AssignmentListsProps, 'assigned' | 'unassigned' | 'labels'> {
  /** Whether the dialog is open (controlled). */
  isOpen: boolean;
  /** Called with false when it closes (Escape, the close mark, the close button). */
  onOpenChange: (isOpen: boolean) => void;
  /** The dialog's title, e.g. 'Assign users: Open quotes'. */
  title: string;
  /** The lists; null while they load. */
  lists: { assigned: readonly AssignmentItem[]; unassigned: readonly AssignmentItem[] } | null;
  /** Why the lists could not be loaded; shown with a retry button instead of the lists. */
  loadError?: string | null;
  /** Loads the lists again after `loadError`. */
  onRetry?: () => void;
  /** Texts shown to the user. */
  labels?: Partial<AssignmentDialogLabels>;
}

/**
 * The assignment lists in a modal dialog: e.g. a report's "Assign users", with the company's users who are
 * assigned and those who may be. Changes are saved as they are made; the dialog's button only closes it.
 */
export function AssignmentDialog({
  isOpen,
  onOpenChange,
  title,
  lists,
  loadError,
  onRetry,
  labels,
  ...listProps
}: AssignmentDialogProps) {
  const texts = { close: 'Done', loading: 'Loading…', retry: 'Try again', ...labels };
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      size="large"
      footer={
        <Button variant="secondary" onPress={() => onOpenChange(false)}>
          {texts.close}
        </Button>
      }
    >
      {loadError ? (
        <InlineAlert
          tone="error"
          action={
            onRetry ? (
              <Button variant="secondary" onPress={onRetry}>
                {texts.retry}
              </Button>
            ) : null
          }
        >
          {loadError}
        </InlineAlert>
      ) : lists ? (
        <AssignmentLists
          {...listProps}
          assigned={lists.assigned}
          unassigned={lists.unassigned}
          labels={labels}
        />
      ) : (
        <Spinner label={texts.loading} />
      )}
    </Modal>
  );
}
