import { describe, expect, it } from 'vitest';
import { spendingLimitBreach } from './spendingLimits';

describe('spendingLimitBreach', () => {
  it('should allow an order at its limit per order and refuse one a cent above', () => {
    const limits = { orderLimit: '100.00', monthlyBudget: null, spent: '0' };
    expect(spendingLimitBreach('99.99', limits)).toBeNull();
    expect(spendingLimitBreach('100.00', limits)).toBeNull();
    expect(spendingLimitBreach('100.01', limits)).toBe('orderLimit');
  });

  it("should count the month's earlier orders against the budget, exactly", () => {
    const limits = { orderLimit: null, monthlyBudget: '0.30', spent: '0.1' };
    // 0.1 + 0.2 is 0.30 exactly: at the budget, within it.
    expect(spendingLimitBreach('0.2', limits)).toBeNull();
    expect(spendingLimitBreach('0.21', limits)).toBe('monthlyBudget');
  });

  it('should name the limit per order first when an order breaks both, and nothing without limits', () => {
    expect(spendingLimitBreach('500', { orderLimit: '100', monthlyBudget: '200', spent: '0' })).toBe(
      'orderLimit',
    );
    expect(spendingLimitBreach('150', { orderLimit: '100', monthlyBudget: '1000', spent: '900' })).toBe(
      'orderLimit',
    );
    expect(spendingLimitBreach('99', { orderLimit: '100', monthlyBudget: '1000', spent: '950' })).toBe(
      'monthlyBudget',
    );
    expect(spendingLimitBreach('1000000', { orderLimit: null, monthlyBudget: null, spent: '5' })).toBeNull();
  });
});
