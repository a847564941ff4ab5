import { Enumerations } from '../enumerations';
import type { workflowMessages } from './en-workflow';

type RejectionActionCode = keyof typeof Enumerations.RejectionWorkflowAction;

/** The catalogue's name of each rejection workflow action: the code (`TechReturn`) is never shown. */
const rejectionActionKeys = {
  TechReturn: 'Workflow.RejectionAction.TechReturn',
  MgrReject: 'Workflow.RejectionAction.MgrReject',
  Reject: 'Workflow.RejectionAction.Reject',
  CustomerReject: 'Workflow.RejectionAction.CustomerReject',
} as const satisfies Record<RejectionActionCode, keyof typeof workflowMessages>;

export type RejectionActionMessageKey = (typeof rejectionActionKeys)[RejectionActionCode];

/**
 * The message key naming a rejection workflow action's value (1 TechReturn… 4 CustomerReject) for people: the
 * reject dialog's choices, the history and the rejection mail. Undefined for a value the enumeration lacks.
 */
export function rejectionActionMessageKey(value: number): RejectionActionMessageKey | undefined {
  const entry = Object.entries(Enumerations.RejectionWorkflowAction).find(
    ([, action]) => action.value === value,
  );
  return entry ? rejectionActionKeys[entry[0] as RejectionActionCode] : undefined;
}
