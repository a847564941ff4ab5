import { describe, expect, it } from 'vitest';
import {
  type ApprovalHistoryStep,
  currentApprovalRound,
  separationOfDutiesMessage,
  separationOfDutiesRefusal,
} from './separationOfDuties';

const MORGAN = 'user-morgan';
const ALEX = 'user-alex';

const submitted: ApprovalHistoryStep = { action: 'Submitted', level: null, userID: null };
const approved = (level: number, userID: string): ApprovalHistoryStep => ({
  action: 'Approved',
  level,
  userID,
});

describe('separationOfDutiesRefusal', () => {
  it('should refuse level 2 to the person who approved level 1, naming both levels', () => {
    const history = [submitted, approved(1, MORGAN)];
    expect(separationOfDutiesRefusal({ userId: MORGAN, level: 2, history })).toEqual({
      kind: 'approvedAnotherLevel',
      approvedLevel: 1,
      level: 2,
    });
  });

  it.each([
    { case: 'a level nobody approved yet', userId: MORGAN, level: 1, history: [submitted] },
    { case: 'another approver', userId: ALEX, level: 2, history: [submitted, approved(1, MORGAN)] },
    {
      case: 'an approval of an earlier round (rejected, then resubmitted)',
      userId: MORGAN,
      level: 2,
      history: [
        submitted,
        approved(1, MORGAN),
        { action: 'Rejected', level: 2, userID: ALEX },
        { action: 'Resubmitted', level: null, userID: null },
        approved(1, ALEX),
      ],
    },
    {
      case: 'a rejection of another level (only approvals count)',
      userId: MORGAN,
      level: 2,
      history: [submitted, { action: 'Rejected', level: 1, userID: MORGAN }],
    },
  ])('should let $case approve', ({ userId, level, history }) => {
    expect(separationOfDutiesRefusal({ userId, level, history })).toBeNull();
  });

  it('should let one person approve every level when the company allows it', () => {
    const history = [submitted, approved(1, MORGAN), approved(2, MORGAN)];
    expect(
      separationOfDutiesRefusal({ userId: MORGAN, level: 3, history, allowSameApproverAcrossLevels: true }),
    ).toBeNull();
    expect(separationOfDutiesRefusal({ userId: MORGAN, level: 3, history })).toMatchObject({
      approvedLevel: 1,
      level: 3,
    });
  });

  it('should refuse by default, when the setting is not given', () => {
    const history = [submitted, approved(1, MORGAN)];
    expect(separationOfDutiesRefusal({ userId: MORGAN, level: 2, history })).not.toBeNull();
    expect(
      separationOfDutiesRefusal({ userId: MORGAN, level: 2, history, allowSameApproverAcrossLevels: false }),
    ).not.toBeNull();
  });
});

describe('currentApprovalRound', () => {
  it('should keep the steps after the last submission or resubmission', () => {
    const resubmitted = { action: 'Resubmitted', level: null, userID: null };
    const history = [submitted, approved(1, MORGAN), resubmitted, approved(1, ALEX)];
    expect(currentApprovalRound(history)).toEqual([approved(1, ALEX)]);
    expect(currentApprovalRound([approved(1, ALEX)])).toEqual([approved(1, ALEX)]);
  });
});

describe('separationOfDutiesMessage', () => {
  const refusal = { kind: 'approvedAnotherLevel', approvedLevel: 1, level: 2 } as const;

  it.each([
    {
      documentType: 8 as const,
      message:
        'You approved level 1 of this quote. Another approver must approve level 2 (separation of duties).',
    },
    {
      documentType: 4 as const,
      message:
        'You approved level 1 of this requisition. Another approver must approve level 2 (separation of duties).',
    },
  ])('should say why in the product words for document type $documentType', ({ documentType, message }) => {
    expect(separationOfDutiesMessage(refusal, documentType)).toBe(message);
  });
});
