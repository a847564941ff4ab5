import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import ReportAssignmentSection from './ReportAssignmentSection';

const spend = {
  id: 'r-spend',
  key: 'spend-by-month',
  name: 'Spend by Month',
  description: 'What the company ordered, month by month.',
};

function renderSection(eligible: boolean, unassigned = [spend]) {
  render(
    <ReportAssignmentSection
      assignment={{ eligible, canAssign: true, assigned: [], unassigned }}
      busy={false}
      error={null}
      assign={vi.fn(async () => true)}
      unassign={vi.fn(async () => true)}
    />,
  );
}

describe('ReportAssignmentSection', () => {
  it('tells of a user without View Reports that no report can be assigned, not that every one is', async () => {
    renderSection(false);
    expect(await screen.findByText('No report is assigned to this user.')).toBeVisible();
    expect(screen.queryByText('Every report is assigned to this user.')).toBeNull();
    expect(
      screen.getByText('Only users with the View Reports permission can be assigned reports.'),
    ).toBeVisible();
    expect(screen.queryByText('Spend by Month')).toBeNull();
  });

  it('says every report is assigned only when none is left for a user who may view reports', async () => {
    renderSection(true, []);
    expect(await screen.findByText('Every report is assigned to this user.')).toBeVisible();
  });
});
