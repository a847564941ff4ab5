import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { workItemRequestMachine } from './workItemRequestMachine';

const start = (status: 0 | 1 | 2 | 3 | 4, itemCount = 0) =>
  createActor(workItemRequestMachine, {
    input: { type: 2, status, fields: { destinationAddress: '' }, itemCount },
  }).start();

describe('workItemRequestMachine (issue 19)', () => {
  it('should submit a Site Transfer only once it has its address and devices', () => {
    const actor = start(0);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('unsubmitted');
    expect(actor.getSnapshot().context.refusal).toEqual({
      reason: 'missingFields',
      fields: ['destinationAddress'],
    });
    actor.send({ type: 'FIELDS', fields: { destinationAddress: '500 Harbor Blvd' } });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.refusal).toEqual({ reason: 'noItems', items: 'devices' });
    actor.send({ type: 'ITEMS', count: 2 });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('pendingApproval');
    expect(actor.getSnapshot().context.status).toBe(1);
  });

  it('should open where the request is and follow only allowed moves', () => {
    const actor = start(1, 1);
    actor.send({ type: 'COMPLETE' });
    expect(actor.getSnapshot().value).toBe('pendingApproval');
    actor.send({ type: 'FIELDS', fields: { destinationAddress: 'changed' } });
    expect(actor.getSnapshot().context.fields.destinationAddress).toBe('');
    actor.send({ type: 'APPROVE' });
    actor.send({ type: 'COMPLETE' });
    expect(actor.getSnapshot().value).toBe('completed');
    expect(actor.getSnapshot().context.status).toBe(2);
    expect(actor.getSnapshot().status).toBe('done');
    const rejected = start(3, 1);
    rejected.send({ type: 'REJECT' });
    expect(rejected.getSnapshot().value).toBe('rejected');
    expect(start(2).getSnapshot().value).toBe('completed');
    expect(start(4).getSnapshot().value).toBe('rejected');
  });
});
