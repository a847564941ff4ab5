import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApprovalChainEditor } from './ApprovalChainEditor';
import { approverRoles, defaultChain, fullChain, quoteChain } from './ApprovalChainEditor.fixtures';
import {
  type ApprovalChainEditorLevel,
  isChainChanged,
  moveLevel,
  newLevel,
  validateApprovalChain,
} from './approvalChain';

const level = (name: string) => within(screen.getByRole('group', { name }));
const amountOf = (name: string) => level(name).getByRole('textbox', { name: /Applies from/ });

describe('validateApprovalChain', () => {
  it.each([
    { case: 'equal amounts', levels: [0, 1000, 1000], problems: [null, null, null] },
    { case: 'rising amounts', levels: [0, 500, 10_000], problems: [null, null, null] },
    {
      case: 'an amount lower than the level before',
      levels: [0, 10_000, 5_000],
      problems: [null, null, 'amountBelowPrevious'],
    },
    { case: 'an empty amount', levels: [0, Number.NaN, 10], problems: [null, 'amountRequired', null] },
    { case: 'a negative amount', levels: [-1], problems: ['amountNegative'] },
    { case: 'an amount above the limit', levels: [1_000_000_001], problems: ['amountTooHigh'] },
  ])('should match the server on $case', ({ levels, problems }) => {
    const result = validateApprovalChain(levels.map((minAmount) => ({ roleType: 13, minAmount })));
    expect(result.levels.map((p) => p.amount?.kind ?? null)).toEqual(problems);
    expect(result.valid).toBe(problems.every((p) => p === null));
  });

  it('should name the level and amount an amount falls below', () => {
    const result = validateApprovalChain([
      { roleType: 13, minAmount: 0 },
      { roleType: 15, minAmount: 10_000 },
      { roleType: 14, minAmount: 2_500 },
    ]);
    expect(result.levels[2]?.amount).toEqual({
      kind: 'amountBelowPrevious',
      previousLevel: 2,
      previousAmount: 10_000,
    });
  });

  it('should want a role the editor offers on every level', () => {
    const result = validateApprovalChain(
      [
        { roleType: null, minAmount: 0 },
        { roleType: 12, minAmount: 0 },
        { roleType: 14, minAmount: 0 },
      ],
      { roleTypes: [13, 14, 15] },
    );
    expect(result.levels.map((p) => p.role?.kind ?? null)).toEqual(['roleRequired', 'roleRequired', null]);
    expect(result.valid).toBe(false);
  });

  it('should refuse more than five levels', () => {
    const six = Array.from({ length: 6 }, () => ({ roleType: 13, minAmount: 0 }));
    expect(validateApprovalChain(six)).toMatchObject({ tooManyLevels: true, valid: false });
    expect(validateApprovalChain(six.slice(0, 5))).toMatchObject({ tooManyLevels: false, valid: true });
  });
});

/** Saved levels as the editor drafts them: the amount field holds a number. */
const drafts = (levels: readonly ApprovalChainEditorLevel[]) =>
  levels.map((entry) => ({ roleType: entry.roleType, minAmount: Number(entry.minAmount) }));

describe('chain editing rules', () => {
  it('should add a level with an unused role from the last amount', () => {
    expect(newLevel(drafts(quoteChain), approverRoles)).toEqual({ roleType: 14, minAmount: 10_000 });
    expect(newLevel(drafts(fullChain), approverRoles)).toEqual({ roleType: 15, minAmount: 250_000 });
  });

  it('should move a level within the chain only', () => {
    expect(moveLevel(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveLevel(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveLevel(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveLevel(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('should tell a changed draft from the saved chain', () => {
    const draft = drafts(quoteChain).map((entry, index) => ({ id: String(index), ...entry }));
    expect(isChainChanged(draft, quoteChain)).toBe(false);
    expect(isChainChanged([...draft].reverse(), quoteChain)).toBe(true);
    expect(isChainChanged(draft.slice(0, 1), quoteChain)).toBe(true);
  });
});

describe('ApprovalChainEditor', () => {
  it('should show each level with its number, role and amount', () => {
    render(<ApprovalChainEditor levels={quoteChain} roles={approverRoles} onSave={vi.fn()} />);
    const list = screen.getByRole('list', { name: 'Approval chain' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(level('Level 1').getByRole('button', { name: /Approver role/ })).toHaveTextContent(
      'Quote Approver',
    );
    expect(amountOf('Level 1')).toHaveValue('$0.00');
    expect(level('Level 2').getByRole('button', { name: /Approver role/ })).toHaveTextContent(
      'Approver Level 2',
    );
    expect(amountOf('Level 2')).toHaveValue('$10,000.00');
    expect(level('Level 1').getByRole('button', { name: 'Move level 1 up' })).toBeDisabled();
    expect(level('Level 2').getByRole('button', { name: 'Move level 2 down' })).toBeDisabled();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('should save a raised threshold with the levels numbered in order', async () => {
    const onSave = vi.fn();
    render(<ApprovalChainEditor levels={quoteChain} roles={approverRoles} onSave={onSave} />);
    await userEvent.clear(amountOf('Level 2'));
    await userEvent.type(amountOf('Level 2'), '12500');
    await userEvent.tab();
    expect(amountOf('Level 2')).toHaveValue('$12,500.00');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith([
      { level: 1, roleType: 13, minAmount: '0.00' },
      { level: 2, roleType: 15, minAmount: '12500.00' },
    ]);
  });

  it('should refuse a threshold below the level before, say why and focus it', async () => {
    const onSave = vi.fn();
    render(<ApprovalChainEditor levels={quoteChain} roles={approverRoles} onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add level' }));
    const amount = amountOf('Level 3');
    await userEvent.clear(amount);
    await userEvent.type(amount, '5000');
    await userEvent.tab();
    expect(amount).toBeInvalid();
    expect(amount).toHaveAccessibleDescription(
      expect.stringContaining('The amount must be at least $10,000.00, the amount of level 2.'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('The chain was not saved.');
    expect(amount).toHaveFocus();
  });

  it('should add a level, focus its role and stop at five', async () => {
    render(<ApprovalChainEditor levels={quoteChain} roles={approverRoles} onSave={vi.fn()} />);
    const add = screen.getByRole('button', { name: 'Add level' });
    await userEvent.click(add);
    expect(level('Level 3').getByRole('button', { name: /Approver role/ })).toHaveFocus();
    expect(level('Level 3').getByRole('button', { name: /Approver role/ })).toHaveTextContent(
      'Approver Level 1',
    );
    await userEvent.click(add);
    await userEvent.click(add);
    expect(screen.getAllByRole('group', { name: /^Level \d$/ })).toHaveLength(5);
    expect(add).toBeDisabled();
    expect(screen.getByText('A chain has at most 5 levels.')).toBeInTheDocument();
  });

  it('should move a level up with the keyboard, renumber and keep the focus on it', async () => {
    const onSave = vi.fn();
    render(<ApprovalChainEditor levels={quoteChain} roles={approverRoles} onSave={onSave} />);
    level('Level 2').getByRole('button', { name: 'Move level 2 up' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(level('Level 1').getByRole('button', { name: /Approver role/ })).toHaveTextContent(
      'Approver Level 2',
    );
    // At the top it can only go down again: the focus moves to that button.
    expect(level('Level 1').getByRole('button', { name: 'Move level 1 down' })).toHaveFocus();
    // $10,000 then $0 decreases: the second level now says so.
    expect(amountOf('Level 2')).toBeInvalid();
  });

  it('should remove a level but never the last one, and discard changes', async () => {
    render(<ApprovalChainEditor levels={quoteChain} roles={approverRoles} onSave={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove level 2' }));
    expect(screen.getAllByRole('group', { name: /^Level \d$/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Add level' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Remove level 1' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(screen.getAllByRole('group', { name: /^Level \d$/ })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('should go back to the default chain only once confirmed', async () => {
    const onUseDefault = vi.fn();
    render(
      <ApprovalChainEditor
        levels={quoteChain}
        roles={approverRoles}
        onSave={vi.fn()}
        onUseDefault={onUseDefault}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Use the default chain' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Use the default chain?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(onUseDefault).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Use the default chain' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Use the default chain' }),
    );
    expect(onUseDefault).toHaveBeenCalledTimes(1);
  });

  it('should say when the default chain applies, and offer no reset then', () => {
    render(
      <ApprovalChainEditor
        levels={defaultChain}
        isDefault
        roles={approverRoles}
        onSave={vi.fn()}
        onUseDefault={vi.fn()}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('the default chain applies');
    expect(screen.queryByRole('button', { name: 'Use the default chain' })).not.toBeInTheDocument();
  });

  it('should show the server message and take a new saved chain in place of the draft', async () => {
    const { rerender } = render(
      <ApprovalChainEditor
        levels={quoteChain}
        roles={approverRoles}
        onSave={vi.fn()}
        errorMessage="Sorry, You are not allowed for This Action"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry, You are not allowed for This Action');
    await userEvent.click(screen.getByRole('button', { name: 'Remove level 2' }));
    rerender(<ApprovalChainEditor levels={fullChain} roles={approverRoles} onSave={vi.fn()} />);
    expect(screen.getAllByRole('group', { name: /^Level \d$/ })).toHaveLength(5);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('should disable the fields and not save twice while saving', async () => {
    const onSave = vi.fn();
    render(<ApprovalChainEditor levels={quoteChain} roles={approverRoles} onSave={onSave} isSaving />);
    expect(amountOf('Level 1')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add level' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /Save/ }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('progressbar', { name: 'Saving…' })).toBeInTheDocument();
  });

  it('should pass className through and take its heading level and texts', () => {
    const { container } = render(
      <ApprovalChainEditor
        levels={quoteChain}
        roles={approverRoles}
        onSave={vi.fn()}
        className="extra"
        headingLevel={3}
        labels={{ title: 'Quote approval chain', level: 'Niveau {level}' }}
      />,
    );
    expect(container.firstElementChild).toHaveClass('extra');
    expect(screen.getByRole('heading', { level: 3, name: 'Quote approval chain' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Niveau 2' })).toBeInTheDocument();
  });
});
