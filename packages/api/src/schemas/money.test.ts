import { describe, expect, it } from 'vitest';
import { spendingLimitFault } from '../limits';
import { Money, MoneyBetween, moneyToCents, SpendingLimitAmount } from './common';

describe('Money', () => {
  it.each(['0', '0.07', '-0.07', '1234.5', '1234.50', '999999999999.99'])('should accept %j', (amount) => {
    expect(Money.safeParse(amount).success).toBe(true);
  });

  it.each([0.07, '', '007', '1.234', '1e3', '1,234.50', '$5', '.5', '5.', '-', '1000000000000.00'])(
    'should refuse %j',
    (amount) => {
      expect(Money.safeParse(amount).success).toBe(false);
    },
  );

  it.each([
    ['2500.123', 'Please enter an amount with at most 2 decimals.'],
    ['-0.001', 'Please enter an amount with at most 2 decimals.'],
    ['1,000', 'Not an amount: use a decimal such as 1234.50.'],
  ])('should tell why %j is refused', (amount, reason) => {
    expect(Money.safeParse(amount).error?.issues[0]?.message).toBe(reason);
  });

  it.each([
    ['2500.123', 'decimals'],
    ['1,000', 'notAnAmount'],
    ['0.00', 'notAboveZero'],
    ['0', 'notAboveZero'],
    ['-5', 'notAboveZero'],
    ['0.01', null],
    ['999999999999.99', null],
    ['1000000000000', 'notAnAmount'],
  ])('should judge the spending limit %j as %s, as the contracts do', (amount, fault) => {
    expect(spendingLimitFault(amount)).toBe(fault);
    expect(SpendingLimitAmount.safeParse(amount).success).toBe(fault === null);
  });

  it('should read amounts in whole cents exactly', () => {
    expect(moneyToCents('2158.92')).toBe(215_892n);
    expect(moneyToCents('-0.07')).toBe(-7n);
    expect(moneyToCents('12.3')).toBe(1230n);
    expect(moneyToCents('999999999999.99')).toBe(99_999_999_999_999n);
  });

  it('should bound an amount in cents, with the reason', () => {
    const payment = MoneyBetween('0.01', '100000000');
    expect(payment.safeParse('0.01').success).toBe(true);
    expect(payment.safeParse('100000000').success).toBe(true);
    const low = payment.safeParse('0.00');
    expect(low.success).toBe(false);
    expect(low.error?.issues[0]?.message).toBe('Give an amount from 0.01 to 100000000.');
    expect(payment.safeParse('100000000.01').success).toBe(false);
    expect(payment.safeParse(10).success).toBe(false);
  });
});
