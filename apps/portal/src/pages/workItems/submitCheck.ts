import { type WorkItemRequestInput, workItemRequestMachine } from '@b2b-portal/flows';
import type { WorkItemSubmitRefusal } from '@b2b-portal/flows/rules';
import { createActor } from 'xstate';

/**
 * Whether the request may be submitted, by the request machine of flows (the rule the server applies): null when
 * SUBMIT moves it on, else why not. Loaded when Submit is pressed (XState stays out of the page's first paint).
 */
export function submitRefusal(input: WorkItemRequestInput): WorkItemSubmitRefusal | null {
  const actor = createActor(workItemRequestMachine, { input }).start();
  actor.send({ type: 'SUBMIT' });
  const { value, context } = actor.getSnapshot();
  actor.stop();
  return value === 'pendingApproval' ? null : (context.refusal ?? { reason: 'missingFields', fields: [] });
}
