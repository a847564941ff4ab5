import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { APPROVAL_CHAIN_MAX_LEVELS } from '../limits';
import { PutApprovalChainBody } from './workflow';

const issues = (body: unknown) => {
  const result = z.safeParse(PutApprovalChainBody, body);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

describe('PutApprovalChainBody', () => {
  it('should take levels numbered 1..n with approver roles and amounts as decimal strings', () => {
    expect(
      issues({
        documentType: 8,
        levels: [
          { level: 1, roleType: 13, minAmount: '0.00' },
          { level: 2, roleType: 15, minAmount: '10000.00' },
        ],
      }),
    ).toEqual([]);
  });

  it('should say which level is out of its place', () => {
    expect(
      issues({
        documentType: 8,
        levels: [
          { level: 1, roleType: 13, minAmount: '0' },
          { level: 3, roleType: 15, minAmount: '10' },
        ],
      }),
    ).toEqual([
      {
        path: 'levels.1.level',
        message: 'This level must be number 2: levels are numbered 1, 2, 3… in order.',
      },
    ]);
  });

  it('should refuse a role that cannot approve, in the editor’s words', () => {
    expect(issues({ documentType: 4, levels: [{ level: 1, roleType: 12, minAmount: '0' }] })).toEqual([
      { path: 'levels.0.roleType', message: 'Choose the role that approves at this level.' },
    ]);
  });

  it('should refuse more levels than a chain may have', () => {
    const levels = Array.from({ length: APPROVAL_CHAIN_MAX_LEVELS + 1 }, (_, index) => ({
      level: index + 1,
      roleType: 13,
      minAmount: '0',
    }));
    expect(issues({ documentType: 8, levels })).toContainEqual({
      path: 'levels',
      message: 'A chain has at most 5 levels. Remove a level.',
    });
  });

  it('should refuse an amount given as a number', () => {
    expect(issues({ documentType: 8, levels: [{ level: 1, roleType: 13, minAmount: 10 }] })).toHaveLength(1);
  });
});
