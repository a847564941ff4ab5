import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApprovalChainEditor } from './ApprovalChainEditor';
import {
  approverRoles,
  defaultChain,
  fullChain,
  quoteChain,
  serverLevelErrors,
} from './ApprovalChainEditor.fixtures';
import {
  type ApprovalChainEditorLevel,
  type ApprovalChainEditorValidation,
  isChainChanged,
  moveLevel,
  newLevel,
  parseAmount,
  toDraftLevels,
} from './approvalChain';

const level = (name: string) => within(screen.getByRole('group', { name }));
const amountOf = (name: string) => level(name).getByRole('textbox', { name: /Applies from/ });

/** The chain rule's verdicts are the caller's: these are literal, as a caller would pass them. */
const fine = { role: null, amount: null };
const belowLevel2: ApprovalChainEditorValidation = {
  levels: [
    fine,
    fine,
    { role: null, amount: { kind: 'amountBelowPrevious', previousLevel: 2, previousAmount: '10000.00' } },
  ],
  tooManyLevels: false,
  valid: false,
};

/** Saved levels as the editor drafts them: the amount field holds the text of the amount. */
const drafts = (levels: readonly ApprovalChainEditorLevel[]) =>
  levels.map((entry) => ({ roleType: entry.roleType, minAmount: entry.minAmount }));

describe('chain editing', () => {
  it('should give the draft to the caller as decimal strings, the text of what is no amount, null for an empty one', () => {
    expect(
      toDraftLevels([
        { roleType: 13, minAmount: '$0.00' },
        { roleType: null, minAmount: '12,500.5' },
        { roleType: 15, minAmount: ' ' },
        { roleType: 14, minAmount: '12,5' },
        { roleType: 14, minAmount: '99999999999999999' },
      ]),
    ).toEqual([
      { roleType: 13, minAmount: '0.00' },
      { roleType: null, minAmount: '12500.50' },
      { roleType: 15, minAmount: null },
      { roleType: 14, minAmount: '12,5' },
      { roleType: 14, minAmount: '99999999999999999.00' },
    ]);
  });

  it.each([
    ['$12,500.50', '12500.50'],
    ['12500.5', '12500.50'],
    ['-3', '-3.00'],
    ['007', '7.00'],
    ['99999999999999999', '99999999999999999.00'],
    ['12,5', undefined],
    ['1.005', undefined],
    ['ten', undefined],
    ['', undefined],
  ])('should read %j as the amount %j, exactly', (text, amount) => {
    expect(parseAmount(text)).toBe(amount);
  });

  it('should add a level with an unused role from the last amount, and none once every role is in the chain', () => {
    expect(newLevel(drafts(quoteChain), approverRoles)).toEqual({ roleType: 14, minAmount: '$10,000.00' });
    expect(newLevel(drafts(fullChain), approverRoles)).toEqual({ roleType: null, minAmount: '$10,000.00' });
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
    render(<ApprovalChainEditor levels={quoteChain} roles={approverRoles} maxLevels={5} onSave={vi.fn()} />);
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
    render(<ApprovalChainEditor levels={quoteChain} roles={approverRoles} maxLevels={5} onSave={onSave} />);
    await userEvent.clear(amountOf('Level 2'));
    await userEvent.type(amountOf('Level 2'), '12500.50');
    await userEvent.tab();
    // Cents are kept: a threshold is money, not a whole number.
    expect(amountOf('Level 2')).toHaveValue('$12,500.50');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith([
      { level: 1, roleType: 13, minAmount: '0.00' },
      { level: 2, roleType: 15, minAmount: '12500.50' },
    ]);
  });

  it('should give each change to the caller, show the problems it answers, refuse to save and focus the field', async () => {
    const onSave = vi.fn();
    const onDraftChange = vi.fn();
    const { rerender } = render(
      <ApprovalChainEditor
        levels={quoteChain}
        roles={approverRoles}
        maxLevels={5}
        onSave={onSave}
        onDraftChange={onDraftChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add level' }));
    const amount = amountOf('Level 3');
    await userEvent.clear(amount);
    await userEvent.type(amount, '5000');
    await userEvent.tab();
    expect(onDraftChange).toHaveBeenLastCalledWith([
      { roleType: 13, minAmount: '0.00' },
      { roleType: 15, minAmount: '10000.00' },
      { roleType: 14, minAmount: '5000.00' },
    ]);
    rerender(
      <ApprovalChainEditor
        levels={quoteChain}
        roles={approverRoles}
        maxLevels={5}
        onSave={onSave}
        onDraftChange={onDraftChange}
        validation={belowLevel2}
      />,
    );
    expect(amount).toBeInvalid();
    expect(amount).toHaveAccessibleDescription(
      expect.stringContaining('The amount must be at least $10,000.00, the amount of level 2.'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('The chain was not saved.');
    expect(amount).toHaveFocus();
  });

  it('should never save an empty amount, even without a validation', async () => {
    const onSave = vi.fn();
    render(<ApprovalChainEditor levels={quoteChain} roles={approverRoles} maxLevels={5} onSave={onSave} />);
    await userEvent.clear(amountOf('Level 2'));
    await userEvent.tab();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('The chain was not saved.');
  });

  it('should word every problem it is given at its level', () => {
    render(
      <ApprovalChainEditor
        levels={quoteChain}
        roles={approverRoles}
        maxLevels={5}
        onSave={vi.fn()}
        validation={{
          levels: [
            { role: { kind: 'roleRequired' }, amount: { kind: 'amountNegative' } },
            { role: null, amount: { kind: 'amountTooHigh', max: '1000000000.00' } },
          ],
          tooManyLevels: true,
          valid: false,
        }}
      />,
    );
    expect(level('Level 1').getByRole('button', { name: /Approver role/ })).toHaveAccessibleDescription(
      expect.stringContaining('Choose the role that approves at this level.'),
    );
    expect(amountOf('Level 1')).toHaveAccessibleDescription(
      expect.stringContaining('The amount cannot be negative.'),
    );
    expect(amountOf('Level 2')).toHaveAccessibleDescription(
      expect.stringContaining('The amount cannot be more than $1,000,000,000.00.'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('A chain has at most 5 levels. Remove a level.');
  });

  it('should add a level, focus its role and stop once every role holds a level', async () => {
    render(<ApprovalChainEditor levels={quoteChain} roles={approverRoles} maxLevels={5} onSave={vi.fn()} />);
    const add = screen.getByRole('button', { name: 'Add level' });
    await userEvent.click(add);
    expect(level('Level 3').getByRole('button', { name: /Approver role/ })).toHaveFocus();
    expect(level('Level 3').getByRole('button', { name: /Approver role/ })).toHaveTextContent(
      'Approver Level 1',
    );
    // Issue 16: a fourth level could only repeat a role.
    expect(screen.getAllByRole('group', { name: /^Level \d$/ })).toHaveLength(3);
    expect(add).toBeDisabled();
    expect(screen.getByText('A chain has at most 3 levels.')).toBeInTheDocument();
  });

  it('should keep a text that is no amount as typed, say what is wrong at the field and save nothing', async () => {
    const onSave = vi.fn();
    render(<ApprovalChainEditor levels={quoteChain} roles={approverRoles} maxLevels={5} onSave={onSave} />);
    const amount = amountOf('Level 2');
    await userEvent.clear(amount);
    await userEvent.type(amount, '12,5');
    await userEvent.tab();
    // react-aria's NumberField dropped the comma: '125'.
    expect(amount).toHaveValue('12,5');
    expect(amount).toBeInvalid();
    expect(amount).toHaveAccessibleDescription(
      expect.stringContaining('Enter the amount in dollars and cents, such as 1000.50.'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('should refuse an amount above the largest, naming it, instead of capping it', async () => {
    const onSave = vi.fn();
    render(
      <ApprovalChainEditor
        levels={quoteChain}
        roles={approverRoles}
        maxLevels={5}
        maxAmount="1000000000.00"
        onSave={onSave}
      />,
    );
    const amount = amountOf('Level 2');
    await userEvent.clear(amount);
    await userEvent.type(amount, '99999999999999999');
    await userEvent.tab();
    expect(amount).toHaveValue('$99,999,999,999,999,999.00');
    expect(amount).toHaveAccessibleDescription(
      expect.stringContaining('The amount cannot be more than $1,000,000,000.00.'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('should say at the role that it already approves at an earlier level', () => {
    render(
      <ApprovalChainEditor
        levels={quoteChain}
        roles={approverRoles}
        maxLevels={5}
        onSave={vi.fn()}
        validation={{
          levels: [fine, { role: { kind: 'roleRepeated', level: 1 }, amount: null }],
          tooManyLevels: false,
          valid: false,
        }}
      />,
    );
    expect(level('Level 2').getByRole('button', { name: /Approver role/ })).toHaveAccessibleDescription(
      expect.stringContaining('This role already approves at level 1.'),
    );
  });

  it('should move a level up with the keyboard, renumber and keep the focus on it', async () => {
    const onDraftChange = vi.fn();
    render(
      <ApprovalChainEditor
        levels={quoteChain}
        roles={approverRoles}
        maxLevels={5}
        onSave={vi.fn()}
        onDraftChange={onDraftChange}
      />,
    );
    level('Level 2').getByRole('button', { name: 'Move level 2 up' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(level('Level 1').getByRole('button', { name: /Approver role/ })).toHaveTextContent(
      'Approver Level 2',
    );
    // At the top it can only go down again: the focus moves to that button.
    expect(level('Level 1').getByRole('button', { name: 'Move level 1 down' })).toHaveFocus();
    // The caller's rule sees the new order ($10,000 then $0).
    expect(onDraftChange).toHaveBeenLastCalledWith([
      { roleType: 15, minAmount: '10000.00' },
      { roleType: 13, minAmount: '0.00' },
    ]);
  });

  it('should remove a level but never the last one, and discard changes', async () => {
    render(<ApprovalChainEditor levels={quoteChain} roles={approverRoles} maxLevels={5} onSave={vi.fn()} />);
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
        maxLevels={5}
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
        maxLevels={5}
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
        maxLevels={5}
        onSave={vi.fn()}
        errorMessage="Sorry, You are not allowed for This Action"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry, You are not allowed for This Action');
    await userEvent.click(screen.getByRole('button', { name: 'Remove level 2' }));
    rerender(<ApprovalChainEditor levels={fullChain} roles={approverRoles} maxLevels={5} onSave={vi.fn()} />);
    expect(screen.getAllByRole('group', { name: /^Level \d$/ })).toHaveLength(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('should disable the fields and not save twice while saving', async () => {
    const onSave = vi.fn();
    render(
      <ApprovalChainEditor
        levels={quoteChain}
        roles={approverRoles}
        maxLevels={5}
        onSave={onSave}
        isSaving
      />,
    );
    expect(amountOf('Level 1')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add level' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Saving…' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('should pass className through and take its heading level and texts', () => {
    const { container } = render(
      <ApprovalChainEditor
        levels={quoteChain}
        roles={approverRoles}
        maxLevels={5}
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

describe('ApprovalChainEditor server field errors', () => {
  it('shows them at the level’s fields, keeps them with a moved level and drops each once edited', async () => {
    render(
      <ApprovalChainEditor
        levels={quoteChain}
        roles={approverRoles}
        maxLevels={5}
        onSave={vi.fn()}
        fieldErrors={{ ...serverLevelErrors, chain: 'A chain has at most 5 levels. Remove a level.' }}
      />,
    );
    const role = level('Level 1').getByRole('button', { name: /Approver role/ });
    expect(role).toHaveFocus();
    expect(screen.getByText('Choose the role that approves at this level.')).toBeInTheDocument();
    expect(amountOf('Level 2')).toBeInvalid();
    expect(amountOf('Level 2')).toHaveAccessibleDescription(
      expect.stringContaining('The amount cannot be more than $1,000,000,000.00.'),
    );
    expect(screen.getByText('A chain has at most 5 levels. Remove a level.')).toBeInTheDocument();

    // Level 2 moves up: its amount's error goes with it.
    await userEvent.click(level('Level 2').getByRole('button', { name: 'Move level 2 up' }));
    expect(amountOf('Level 1')).toBeInvalid();
    expect(amountOf('Level 2')).toBeValid();
    expect(screen.queryByText('A chain has at most 5 levels. Remove a level.')).not.toBeInTheDocument();

    await userEvent.clear(amountOf('Level 1'));
    await userEvent.type(amountOf('Level 1'), '20000');
    await userEvent.tab();
    expect(amountOf('Level 1')).toBeValid();
  });
});
