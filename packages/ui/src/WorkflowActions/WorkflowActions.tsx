import { Button, type ButtonVariant } from '../Button/Button';
import { InlineAlert } from '../InlineAlert/InlineAlert';
import * as styles from './WorkflowActions.css';

export const workflowActionKinds = ['approve', 'reject', 'checkout', 'resubmit', 'cancel'] as const;
export type WorkflowActionKind = (typeof workflowActionKinds)[number];

/** One thing the user may do to a quote or requisition now (the contract's WorkflowAction, structurally). */
export interface WorkflowActionItem {
  /** Handed back to `onChoose`. */
  id: string;
  kind: WorkflowActionKind | (string & {});
  /** The button's text. */
  name: string;
  /** Reject: the dialog asks for comments. */
  requiresComments: boolean;
  /** Continues on /checkout. */
  leadsToCheckout: boolean;
  /** For reject: the rejection workflow actions the user may choose. */
  rejectionActions: readonly number[];
}

export interface WorkflowActionsLabels {
  /** Name of the group of buttons. @default 'Workflow actions' */
  label: string;
}

export const defaultWorkflowActionsLabels: WorkflowActionsLabels = { label: 'Workflow actions' };

const kindVariant: Record<string, ButtonVariant> = {
  approve: 'primary',
  checkout: 'primary',
  reject: 'danger',
  resubmit: 'secondary',
  cancel: 'secondary',
};

export interface WorkflowActionsProps {
  /** What the user may do now, in order. */
  actions: readonly WorkflowActionItem[];
  /** Why there is nothing to do (shown when `actions` is empty), e.g. the permission message. */
  message?: string;
  /** Called with the action's id. */
  onChoose: (actionId: string) => void;
  /** Disables the buttons (loading the actions, submitting). @default false */
  isBusy?: boolean;
  /** Texts; partial overrides merge with the English defaults. */
  labels?: Partial<WorkflowActionsLabels>;
  /** Extra class on the row. */
  className?: string;
}

/**
 * The approval buttons of a quote or requisition (approve primary, reject danger, others secondary), or the
 * reason there is nothing to do as an inline alert.
 */
export function WorkflowActions({
  actions,
  message,
  onChoose,
  isBusy = false,
  labels: overrides,
  className,
}: WorkflowActionsProps) {
  const labels = { ...defaultWorkflowActionsLabels, ...overrides };
  if (actions.length === 0)
    return message ? (
      <InlineAlert tone="info" {...(className ? { className } : {})}>
        {message}
      </InlineAlert>
    ) : null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form field set
    <div
      role="group"
      aria-label={labels.label}
      aria-busy={isBusy || undefined}
      className={[styles.row, className].filter(Boolean).join(' ')}
    >
      {actions.map((action) => (
        <Button
          key={action.id}
          variant={kindVariant[action.kind] ?? 'secondary'}
          isDisabled={isBusy}
          onPress={() => onChoose(action.id)}
        >
          {action.name}
        </Button>
      ))}
    </div>
  );
}
