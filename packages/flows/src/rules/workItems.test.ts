import { describe, expect, it } from 'vitest';
import {
  missingWorkItemFields,
  unchangedRmaSerial,
  workItemStatusesOf,
  workItemSubmitRefusal,
  workItemTransition,
  workItemTransitionBetween,
} from './workItems';

describe('work item requests (issue 19; 002 §4, §5)', () => {
  it('should move Unsubmitted → Pending Approval → Pending Presidio → Completed, and reject only pending ones', () => {
    expect(workItemTransition(0, 'SUBMIT')).toBe(1);
    expect(workItemTransition(1, 'APPROVE')).toBe(3);
    expect(workItemTransition(3, 'COMPLETE')).toBe(2);
    expect(workItemTransition(1, 'REJECT')).toBe(4);
    expect(workItemTransition(3, 'REJECT')).toBe(4);
    expect(workItemTransition(0, 'APPROVE')).toBeNull();
    expect(workItemTransition(0, 'REJECT')).toBeNull();
    expect(workItemTransition(1, 'COMPLETE')).toBeNull();
    expect(workItemTransition(2, 'REJECT')).toBeNull();
    expect(workItemTransition(4, 'SUBMIT')).toBeNull();
    expect(workItemTransitionBetween(0, 1)).toBe('SUBMIT');
    expect(workItemTransitionBetween(0, 2)).toBeNull();
    expect(workItemTransitionBetween(2, 0)).toBeNull();
  });

  it('should read the status filter: 5 all open, 6 all closed, else the one status', () => {
    expect(workItemStatusesOf(5)).toEqual([0, 1, 3]);
    expect(workItemStatusesOf(6)).toEqual([2, 4]);
    expect(workItemStatusesOf(3)).toEqual([3]);
    expect(workItemStatusesOf(9)).toEqual([]);
  });

  it("should require each kind's own fields", () => {
    expect(missingWorkItemFields(1, {})).toEqual(['supportLevel', 'onsiteSupport', 'replacementPart']);
    expect(missingWorkItemFields(2, { destinationAddress: '  ' })).toEqual(['destinationAddress']);
    expect(missingWorkItemFields(3, { rmaNumber: 'R1', previousSerial: 'A' })).toEqual(['newSerial']);
    expect(missingWorkItemFields(4, { userName: 'casey' })).toEqual(['ccoId']);
    expect(missingWorkItemFields(5, { question: 'When?' })).toEqual([]);
    expect(missingWorkItemFields(6, { serialNumbers: ' , ,' })).toEqual(['serialNumbers']);
    expect(
      missingWorkItemFields(7, {
        serialNumbers: 'FOC1, FOC2',
        supportLevel: 1,
        onsiteSupport: 2,
        replacementPart: 3,
      }),
    ).toEqual([]);
  });

  it('should refuse to submit a kind that names devices or contracts without any', () => {
    expect(workItemSubmitRefusal(2, { destinationAddress: '1 Main St' }, 0)).toEqual({
      reason: 'noItems',
      items: 'devices',
    });
    expect(workItemSubmitRefusal(4, { userName: 'u', ccoId: 'c' }, 0)).toEqual({
      reason: 'noItems',
      items: 'contracts',
    });
    expect(workItemSubmitRefusal(2, { destinationAddress: '1 Main St' }, 2)).toBeNull();
    expect(workItemSubmitRefusal(5, { question: 'Q' }, 0)).toBeNull();
  });

  it('should refuse an RMA update to the serial it had, in any case or spacing, and only that kind', () => {
    expect(unchangedRmaSerial(3, { previousSerial: 'FOC2238X002', newSerial: ' foc2238x002 ' })).toBe(true);
    expect(unchangedRmaSerial(3, { previousSerial: 'FOC2238X002', newSerial: 'FOC2291X117' })).toBe(false);
    // Blank serials are missing fields, said as such.
    expect(unchangedRmaSerial(3, { previousSerial: ' ', newSerial: ' ' })).toBe(false);
    expect(unchangedRmaSerial(5, { previousSerial: 'A', newSerial: 'A', question: 'Q' })).toBe(false);
    expect(workItemSubmitRefusal(3, { previousSerial: 'FOC2238X002', newSerial: 'FOC2238X002' }, 0)).toEqual({
      reason: 'sameSerial',
    });
    expect(workItemSubmitRefusal(3, { previousSerial: 'FOC2238X002', newSerial: '' }, 0)).toEqual({
      reason: 'missingFields',
      fields: ['newSerial'],
    });
    expect(
      workItemSubmitRefusal(3, { previousSerial: 'FOC2238X002', newSerial: 'FOC2291X117' }, 0),
    ).toBeNull();
  });
});
