import { assign, setup } from 'xstate';
import {
  isWorkItemEditable,
  type WorkItemFields,
  type WorkItemStatus,
  type WorkItemSubmitRefusal,
  type WorkItemType,
  workItemSubmitRefusal,
  workItemTransition,
} from '../rules/workItems';

/**
 * A work item request's status (issue 19, 002 §4) as a machine: Unsubmitted → Pending Approval → Pending Presidio →
 * Completed, Rejected from either pending status. Its guards are the one rule of `rules/workItems.ts`
 * (`workItemTransition`, `workItemSubmitRefusal`), which the server applies to every status change too.
 *
 * - Starts in the state of `input.status` (a saved request opens where it is).
 * - `unsubmitted` (editable): FIELDS { fields } and ITEMS { count } keep what the request holds; SUBMIT moves on
 *   only when `workItemSubmitRefusal` has nothing against it, else stays with `refusal` set.
 * - `pendingApproval`: APPROVE → `pendingPresidio`, REJECT → `rejected`. `pendingPresidio`: COMPLETE →
 *   `completed`, REJECT → `rejected`. FIELDS and ITEMS are ignored once submitted (view-only).
 * - `completed`, `rejected`: final.
 * `context.status` is always the status number of the state.
 */

export interface WorkItemRequestInput {
  type: WorkItemType;
  status: WorkItemStatus;
  fields: WorkItemFields;
  itemCount: number;
}

export interface WorkItemRequestContext extends WorkItemRequestInput {
  /** Why the last SUBMIT was refused; null when it was not. */
  refusal: WorkItemSubmitRefusal | null;
}

export type WorkItemRequestEvent =
  | { type: 'FIELDS'; fields: WorkItemFields }
  | { type: 'ITEMS'; count: number }
  | { type: 'SUBMIT' }
  | { type: 'APPROVE' }
  | { type: 'COMPLETE' }
  | { type: 'REJECT' };

const STATE_OF: Record<WorkItemStatus, string> = {
  0: 'unsubmitted',
  1: 'pendingApproval',
  3: 'pendingPresidio',
  2: 'completed',
  4: 'rejected',
};

export const workItemRequestMachine = setup({
  types: {
    input: {} as WorkItemRequestInput,
    context: {} as WorkItemRequestContext,
    events: {} as WorkItemRequestEvent,
  },
  actions: {
    moveTo: assign((_, params: { status: WorkItemStatus }) => ({ status: params.status, refusal: null })),
  },
  guards: {
    startsIn: ({ context }, state: string) => STATE_OF[context.status] === state,
    mayMove: ({ context, event }) =>
      (event.type === 'SUBMIT' ||
        event.type === 'APPROVE' ||
        event.type === 'COMPLETE' ||
        event.type === 'REJECT') &&
      workItemTransition(context.status, event.type) !== null,
    maySubmit: ({ context }) =>
      workItemTransition(context.status, 'SUBMIT') !== null &&
      workItemSubmitRefusal(context.type, context.fields, context.itemCount) === null,
  },
}).createMachine({
  id: 'workItemRequest',
  context: ({ input }) => ({ ...input, refusal: null }),
  initial: 'opening',
  states: {
    opening: {
      always: [
        { guard: { type: 'startsIn', params: 'pendingApproval' }, target: 'pendingApproval' },
        { guard: { type: 'startsIn', params: 'pendingPresidio' }, target: 'pendingPresidio' },
        { guard: { type: 'startsIn', params: 'completed' }, target: 'completed' },
        { guard: { type: 'startsIn', params: 'rejected' }, target: 'rejected' },
        { target: 'unsubmitted' },
      ],
    },
    unsubmitted: {
      on: {
        FIELDS: { actions: assign({ fields: ({ event }) => event.fields, refusal: null }) },
        ITEMS: { actions: assign({ itemCount: ({ event }) => event.count, refusal: null }) },
        SUBMIT: [
          {
            guard: 'maySubmit',
            target: 'pendingApproval',
            actions: { type: 'moveTo', params: { status: 1 } },
          },
          {
            actions: assign({
              refusal: ({ context }) =>
                workItemSubmitRefusal(context.type, context.fields, context.itemCount),
            }),
          },
        ],
      },
    },
    pendingApproval: {
      on: {
        APPROVE: {
          guard: 'mayMove',
          target: 'pendingPresidio',
          actions: { type: 'moveTo', params: { status: 3 } },
        },
        REJECT: { guard: 'mayMove', target: 'rejected', actions: { type: 'moveTo', params: { status: 4 } } },
      },
    },
    pendingPresidio: {
      on: {
        COMPLETE: {
          guard: 'mayMove',
          target: 'completed',
          actions: { type: 'moveTo', params: { status: 2 } },
        },
        REJECT: { guard: 'mayMove', target: 'rejected', actions: { type: 'moveTo', params: { status: 4 } } },
      },
    },
    completed: { type: 'final' },
    rejected: { type: 'final' },
  },
});

export type WorkItemRequestMachine = typeof workItemRequestMachine;

/** Whether the request in this context may still be edited (fields, items): only while Unsubmitted. */
export const workItemEditable = (context: Pick<WorkItemRequestContext, 'status'>) =>
  isWorkItemEditable(context.status);
