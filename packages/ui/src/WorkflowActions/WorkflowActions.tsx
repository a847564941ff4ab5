import { useState } from 'react';
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
  /**
   * Loading the actions or sending one: the action being sent (`pendingActionId`, else the one last pressed) is
   * pending (it keeps the keyboard focus and says it is busy), the others are disabled. @default false
   */
  isBusy?: boolean;
  /**
   * The action being sent while `isBusy`, when the caller knows it (a machine's chosen action); without it, the
   * button last pressed. null: none (loading), every button disabled.
   */
  pendingActionId?: string | null;
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
  pendingActionId,
  labels: overrides,
  className,
}: WorkflowActionsProps) {
  const labels = { ...defaultWorkflowActionsLabels, ...overrides };
  // The button pressed keeps the focus while its request runs (disabling it would drop the focus to <body>);
  // forgotten once the busy spell ends, so a later load does not mark it again.
  const [pressed, setPressed] = useState<string | null>(null);
  const [wasBusy, setWasBusy] = useState(isBusy);
  if (wasBusy !== isBusy) {
    setWasBusy(isBusy);
    if (!isBusy) setPressed(null);
  }
  const pending = isBusy ? (pendingActionId === undefined ? pressed : pendingActionId) : null;
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
          isPending={pending === action.id}
          isDisabled={isBusy && pending !== action.id}
          onPress={() => {
            setPressed(action.id);
            onChoose(action.id);
          }}
        >
          {action.name}
        </Button>
      ))}
    </div>
  );
}
