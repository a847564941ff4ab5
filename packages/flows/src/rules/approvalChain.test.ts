import { APPROVAL_CHAIN_MAX_LEVELS } from '@b2b-portal/api';
import { describe, expect, it } from 'vitest';
import { approvalChainFieldErrors, validateApprovalChain } from './approvalChain';

/** A chain from these amounts, its levels held by Quote Approver, Approver Level 1, Approver Level 2 in turn. */
const chain = (...amounts: (string | null)[]) =>
  amounts.map((minAmount, index) => ({ roleType: [13, 14, 15][index % 3] as number, minAmount }));
const amountKinds = (...amounts: (string | null)[]) =>
  validateApprovalChain(chain(...amounts)).levels.map((problems) => problems.amount?.kind ?? null);

describe('validateApprovalChain', () => {
  it.each([
    { case: 'equal amounts', amounts: ['0.00', '1000.00', '1000'], problems: [null, null, null] },
    { case: 'rising amounts', amounts: ['0', '500.5', '10000.00'], problems: [null, null, null] },
    {
      case: 'an amount lower than the level before',
      amounts: ['0.00', '10000.00', '5000.00'],
      problems: [null, null, 'amountBelowPrevious'],
    },
    { case: 'an empty amount', amounts: ['0.00', null, '10.00'], problems: [null, 'amountRequired', null] },
    { case: 'a blank amount', amounts: ['  '], problems: ['amountRequired'] },
    { case: 'a negative amount', amounts: ['-0.01'], problems: ['amountNegative'] },
    { case: 'the largest amount', amounts: ['1000000000.00'], problems: [null] },
    { case: 'a cent above the largest amount', amounts: ['1000000000.01'], problems: ['amountTooHigh'] },
    // Issue 16: a number field capped this at 99,999,999,999,999; the rule reads any length and refuses it.
    { case: 'a 17-digit amount', amounts: ['99999999999999999.00'], problems: ['amountTooHigh'] },
    { case: 'text that is no amount', amounts: ['12,5'], problems: ['amountInvalid'] },
    { case: 'three decimals', amounts: ['10.005'], problems: ['amountInvalid'] },
  ])('should judge $case', ({ amounts, problems }) => {
    expect(amountKinds(...amounts)).toEqual(problems);
    expect(validateApprovalChain(chain(...amounts)).valid).toBe(problems.every((p) => p === null));
  });

  it('should compare amounts as decimals, a cent apart, never as floats', () => {
    expect(amountKinds('10000.00', '9999.99')).toEqual([null, 'amountBelowPrevious']);
    expect(amountKinds('9999.99', '10000.00')).toEqual([null, null]);
    // 0.1 + 0.2 is 0.30000000000000004 as a float; as decimals 0.3 is not below it.
    expect(amountKinds('0.30', '0.3')).toEqual([null, null]);
    expect(amountKinds('999999999.99', '1000000000.00')).toEqual([null, null]);
  });

  it('should name the level and amount an amount falls below', () => {
    const result = validateApprovalChain(chain('0', '10000', '2500.00'));
    expect(result.levels[2]?.amount).toEqual({
      kind: 'amountBelowPrevious',
      previousLevel: 2,
      previousAmount: '10000.00',
    });
  });

  it('should compare with the last level whose amount was given', () => {
    expect(amountKinds('5000.00', null, '4000.00')).toEqual([null, 'amountRequired', 'amountBelowPrevious']);
  });

  it('should want an approver role on every level', () => {
    const result = validateApprovalChain([
      { roleType: null, minAmount: '0' },
      { roleType: 12, minAmount: '0' },
      { roleType: 14, minAmount: '0' },
      { roleType: 15, minAmount: '0' },
    ]);
    expect(result.levels.map((p) => p.role?.kind ?? null)).toEqual([
      'roleRequired',
      'roleRequired',
      null,
      null,
    ]);
    expect(result.valid).toBe(false);
    expect(validateApprovalChain([{ roleType: 12, minAmount: '0' }], { roleTypes: [12] }).valid).toBe(true);
  });

  it('should refuse a role at a second level, from any amount, at that level (issue 16)', () => {
    const result = validateApprovalChain([
      { roleType: 14, minAmount: '0' },
      { roleType: 14, minAmount: '0' },
      { roleType: 15, minAmount: '1000' },
      { roleType: 14, minAmount: '5000' },
    ]);
    expect(result.levels.map((p) => p.role)).toEqual([
      null,
      { kind: 'roleRepeated', level: 1 },
      null,
      { kind: 'roleRepeated', level: 1 },
    ]);
    expect(result.valid).toBe(false);
    expect(approvalChainFieldErrors(result, String)[0]).toEqual({
      path: 'levels.1.roleType',
      message:
        'This role already approves at level 1. Choose another role: a role approves at one level of a chain.',
    });
  });

  it('should refuse more levels than a chain may have, and take an empty chain (the default one)', () => {
    const roleTypes = [1, 2, 3, 4, 5, 6];
    const six = roleTypes.map((roleType) => ({ roleType, minAmount: '0' }));
    expect(validateApprovalChain(six, { roleTypes })).toMatchObject({ tooManyLevels: true, valid: false });
    expect(validateApprovalChain(six.slice(0, APPROVAL_CHAIN_MAX_LEVELS), { roleTypes })).toMatchObject({
      tooManyLevels: false,
      valid: true,
    });
    expect(validateApprovalChain([])).toEqual({ levels: [], tooManyLevels: false, valid: true });
  });
});

describe('approvalChainFieldErrors', () => {
  it('should word every problem at its field, amounts as the caller prints them', () => {
    const validation = validateApprovalChain(
      [
        { roleType: 13, minAmount: '10000.00' },
        { roleType: null, minAmount: '9999.99' },
        { roleType: 15, minAmount: '1000000000.01' },
        { roleType: 16, minAmount: null },
        { roleType: 17, minAmount: '-1' },
        // Compared with the last amount given (-1), so only the chain's length is wrong here.
        { roleType: 18, minAmount: '0' },
      ],
      { roleTypes: [13, 14, 15, 16, 17, 18] },
    );
    // The money formatter is the caller's (ui's formatMoney on the server); this one shows what it was given.
    const formatAmount = (amount: string) => `USD ${amount}`;
    expect(approvalChainFieldErrors(validation, formatAmount)).toEqual([
      { path: 'levels', message: 'A chain has at most 5 levels. Remove a level.' },
      { path: 'levels.1.roleType', message: 'Choose the role that approves at this level.' },
      {
        path: 'levels.1.minAmount',
        message: 'The amount must be at least USD 10000.00, the amount of level 1.',
      },
      { path: 'levels.2.minAmount', message: 'The amount cannot be more than USD 1000000000.00.' },
      { path: 'levels.3.minAmount', message: 'Enter the amount from which this level applies.' },
      { path: 'levels.4.minAmount', message: 'The amount cannot be negative.' },
    ]);
  });

  it('should say nothing about a valid chain', () => {
    expect(approvalChainFieldErrors(validateApprovalChain(chain('0', '10000')), String)).toEqual([]);
  });
});
