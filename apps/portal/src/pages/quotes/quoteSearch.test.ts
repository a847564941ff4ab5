import { describe, expect, it } from 'vitest';
import { criteriaFromForm, initialQuoteCriteria, quoteSearchBody, quoteStatusOptions } from './quoteSearch';

describe('quote search helpers', () => {
  it('offers All then the shorter status list of 001 §4', () => {
    expect(quoteStatusOptions('All').map((option) => option.label)).toEqual([
      'All',
      'Submitted',
      'Purchased',
      'Approved',
      'Rejected',
      'Expired',
    ]);
  });

  it('reads the search card, falling back on unknown values', () => {
    expect(criteriaFromForm({ status: '8', dateRange: '6', keyword: '  Q-500101 ' })).toEqual({
      status: 8,
      dateRange: 6,
      keyword: 'Q-500101',
      businessUnit: '',
    });
    expect(criteriaFromForm({ status: '3000', dateRange: 'x' })).toEqual(initialQuoteCriteria);
  });

  it('builds the list body with paging', () => {
    expect(quoteSearchBody(initialQuoteCriteria, 3)).toEqual({
      status: -1,
      dateRange: 0,
      keyword: '',
      businessUnit: '',
      start: 3,
      size: 10,
    });
  });
});
