import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApprovalLevels, approvalLevelText } from './ApprovalLevels';
import { partlyApproved, rejectedAtLevel2, threeLevelsWaiting } from './ApprovalLevels.fixtures';

describe('ApprovalLevels', () => {
  it('should say who approved level 1 and who level 2 is waiting for, marking the current step', () => {
    render(<ApprovalLevels levels={partlyApproved} />);
    const [level1, level2] = within(screen.getByRole('list', { name: 'Approval levels' })).getAllByRole(
      'listitem',
    );
    expect(level1).toHaveTextContent('Level 1 · Quote Approver');
    expect(level1).toHaveTextContent('Approved by Alex Approver on 11/21/2026');
    expect(level1).not.toHaveTextContent('from');
    expect(level1).not.toHaveAttribute('aria-current');
    expect(level2).toHaveTextContent('Level 2 · Approver Level 2');
    expect(level2).toHaveTextContent('from $10,000.00');
    expect(level2).toHaveTextContent('Waiting for Morgan Manager');
    expect(level2).toHaveAttribute('aria-current', 'step');
  });

  it('should word every state', () => {
    const [current, waiting] = threeLevelsWaiting;
    expect(current && approvalLevelText(current)).toBe('Waiting for Alex Approver, Sam Signer or Jo Budget');
    expect(waiting && approvalLevelText(waiting)).toBe('Not yet reached');
    const rejected = rejectedAtLevel2[1];
    expect(rejected && approvalLevelText(rejected)).toBe('Rejected by Morgan Manager on 11/22/2026');
    expect(approvalLevelText({ level: 1, roleName: 'R', state: 'current', approvers: [] })).toBe(
      'Waiting for approval',
    );
    expect(
      approvalLevelText({
        level: 1,
        roleName: 'R',
        state: 'approved',
        actor: 'Ann',
        approvers: [],
      }),
    ).toBe('Approved by Ann');
  });

  it('should show the empty state when not submitted', () => {
    render(<ApprovalLevels levels={[]} labels={{ empty: 'Nothing yet' }} />);
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
