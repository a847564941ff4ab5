import { describe, expect, it } from 'vitest';
import { pendingApprovalSections, pendingApprovalsTotal } from './pendingApprovals';

describe('pendingApprovalSections', () => {
  it('should give each section only to holders of its permission, in the documents order', () => {
    expect(pendingApprovalSections(['approveQuotes', 'approveRegistrations'])).toEqual([
      'registrations',
      'quotes',
    ]);
    expect(pendingApprovalSections(['approveRequisitions'])).toEqual(['requisitions']);
    expect(pendingApprovalSections(['viewQuote', 'requisitions'])).toEqual([]);
  });

  it('should give every section to the super permissions', () => {
    for (const superPermission of ['*', 'admin', 'storefrontAdmin']) {
      expect(pendingApprovalSections([superPermission])).toEqual(['registrations', 'requisitions', 'quotes']);
    }
  });
});

describe('pendingApprovalsTotal', () => {
  const all = ['approveRegistrations', 'approveRequisitions', 'approveQuotes'];

  it('should sum the registration, requisition and quote totals', () => {
    expect(pendingApprovalsTotal({ registrations: 2, requisitions: 3, quotes: 4 }, all)).toBe(9);
  });

  it('should leave out the sections the user may not see', () => {
    expect(pendingApprovalsTotal({ registrations: 2, requisitions: 3, quotes: 4 }, ['approveQuotes'])).toBe(
      4,
    );
    expect(pendingApprovalsTotal({ registrations: 2, requisitions: 3, quotes: 4 }, [])).toBe(0);
  });

  it('should count a section that did not load, or an impossible count, as 0', () => {
    expect(pendingApprovalsTotal({ registrations: null, quotes: 5 }, all)).toBe(5);
    expect(pendingApprovalsTotal({ registrations: -1, requisitions: 1.5, quotes: Number.NaN }, all)).toBe(0);
  });
});
