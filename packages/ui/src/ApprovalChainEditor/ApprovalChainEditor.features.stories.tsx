import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { InlineAlert } from '../InlineAlert/InlineAlert';
import { ApprovalChainEditor } from './ApprovalChainEditor';
import {
  approverRoles,
  defaultChain,
  fullChain,
  quoteChain,
  serverChainInvalid,
  serverLevelErrors,
} from './ApprovalChainEditor.fixtures';
import type { ApprovalChainEditorLevel, ApprovalChainEditorValidation } from './approvalChain';

/**
 * The editor wired the way a page wires it to the server: Save and 'Use the default chain' take a moment, then
 * the saved chain comes back (or the server's message when `fails`).
 */
export function ApprovalChainHarness({
  initial,
  isDefault: initialDefault = false,
  fails,
  onSave,
}: {
  initial: ApprovalChainEditorLevel[];
  isDefault?: boolean;
  fails?: string;
  onSave: (levels: ApprovalChainEditorLevel[]) => void;
}) {
  const [chain, setChain] = useState({ levels: initial, isDefault: initialDefault });
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const save = (levels: ApprovalChainEditorLevel[]) => {
    onSave(levels);
    setSaving(true);
    setError(null);
    setNotice('');
    setTimeout(() => {
      setSaving(false);
      if (fails) {
        setError(fails);
        return;
      }
      setChain(levels.length > 0 ? { levels, isDefault: false } : { levels: defaultChain, isDefault: true });
      setNotice('The approval chain was saved.');
    }, 300);
  };
  return (
    <>
      {notice ? <InlineAlert tone="success">{notice}</InlineAlert> : null}
      <ApprovalChainEditor
        levels={chain.levels}
        isDefault={chain.isDefault}
        roles={approverRoles}
        maxLevels={5}
        onSave={save}
        onUseDefault={() => save([])}
        isSaving={saving}
        errorMessage={error}
        labels={{ title: 'Quote approval chain' }}
      />
    </>
  );
}

const meta = {
  title: 'Components/ApprovalChainEditor/Features',
  component: ApprovalChainEditor,
  excludeStories: ['ApprovalChainHarness'],
  args: {
    levels: quoteChain,
    roles: approverRoles,
    maxLevels: 5,
    onSave: fn(),
    onDraftChange: fn(),
    onUseDefault: fn(),
    labels: { title: 'Quote approval chain' },
  },
} satisfies Meta<typeof ApprovalChainEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const levelOf = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('group', { name }));
const amountOf = (canvasElement: HTMLElement, name: string) =>
  levelOf(canvasElement, name).getByRole('textbox', { name: /Applies from/ });
const roleOf = (canvasElement: HTMLElement, name: string) =>
  levelOf(canvasElement, name).getByRole('button', { name: /Approver role/ });
const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * A pending button announces itself through react-aria's live region, by reference to the button, for 7 s. The
 * next story replaces the button, and axe would find the announcement pointing at nothing: wait it out.
 */
async function waitForAnnouncements(canvasElement: HTMLElement) {
  await waitFor(
    () =>
      expect(canvasElement.ownerDocument.querySelectorAll('[aria-live] [aria-labelledby]')).toHaveLength(0),
    { timeout: 10_000 },
  );
}

async function typeAmount(input: HTMLElement, amount: string) {
  await userEvent.clear(input);
  await userEvent.type(input, amount);
  await userEvent.tab();
}

/** Northwind's quote chain: each level with its number, role and threshold; the ends cannot move further. */
export const ConfiguredChain: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Quote approval chain' })).toBeVisible();
    await expect(canvas.getByText('Level 1')).toBeVisible();
    await expect(roleOf(canvasElement, 'Level 1')).toHaveTextContent('Quote Approver');
    await expect(amountOf(canvasElement, 'Level 1')).toHaveValue('$0.00');
    await expect(roleOf(canvasElement, 'Level 2')).toHaveTextContent('Approver Level 2');
    await expect(amountOf(canvasElement, 'Level 2')).toHaveValue('$10,000.00');
    await expect(canvas.getByRole('button', { name: 'Move level 1 up' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Move level 2 down' })).toBeDisabled();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Unsaved changes')).not.toBeInTheDocument();
  },
};

/** A company without its own chain: the note says the default applies, and there is nothing to reset. */
export const DefaultChain: Story = {
  args: { levels: defaultChain, isDefault: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Your company has not set up its own chain: the default chain applies.',
    );
    await expect(canvas.getAllByRole('group', { name: /^Level \d$/ })).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Remove level 1' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Use the default chain' })).not.toBeInTheDocument();
  },
};

export const ChooseRole: Story = {
  play: async ({ canvasElement, args }) => {
    const body = bodyOf(canvasElement);
    await userEvent.click(roleOf(canvasElement, 'Level 1'));
    await userEvent.click(await body.findByRole('option', { name: 'Approver Level 1' }));
    await expect(roleOf(canvasElement, 'Level 1')).toHaveTextContent('Approver Level 1');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith([
      { level: 1, roleType: 14, minAmount: '0.00' },
      { level: 2, roleType: 15, minAmount: '10000.00' },
    ]);
  },
};

/** Raise a threshold, save: pending while the server answers, then the saved chain and no unsaved changes. */
export const RaiseThresholdAndSave: Story = {
  render: (args) => <ApprovalChainHarness initial={quoteChain} onSave={args.onSave} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await typeAmount(amountOf(canvasElement, 'Level 2'), '12500');
    await expect(amountOf(canvasElement, 'Level 2')).toHaveValue('$12,500.00');
    await expect(canvas.getByText('Unsaved changes')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith([
      { level: 1, roleType: 13, minAmount: '0.00' },
      { level: 2, roleType: 15, minAmount: '12500.00' },
    ]);
    await expect(await canvas.findByRole('status')).toHaveTextContent('The approval chain was saved.');
    await expect(canvas.queryByText('Unsaved changes')).not.toBeInTheDocument();
    await expect(amountOf(canvasElement, 'Level 2')).toHaveValue('$12,500.00');
    await waitForAnnouncements(canvasElement);
  },
};

/** While saving, Save says so and nothing can be changed or pressed twice. */
export const Saving: Story = {
  args: { isSaving: true },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Pending, not disabled: it keeps the focus of whoever pressed it.
    await expect(canvas.getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Saving…' })).toBeEnabled();
    await expect(amountOf(canvasElement, 'Level 2')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Add level' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Move level 2 up' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Saving…' }), { pointerEventsCheck: 0 });
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/**
 * A threshold lower than the level before: the caller's chain rule says so (here a literal verdict on level 3),
 * the level says why, Save refuses and focuses it.
 */
export const DecreasingThreshold: Story = {
  args: {
    validation: {
      levels: [
        { role: null, amount: null },
        { role: null, amount: null },
        {
          role: null,
          amount: { kind: 'amountBelowPrevious', previousLevel: 2, previousAmount: '10000.00' },
        },
      ],
      tooManyLevels: false,
      valid: false,
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add level' }));
    const amount = amountOf(canvasElement, 'Level 3');
    await typeAmount(amount, '5000');
    await expect(args.onDraftChange).toHaveBeenLastCalledWith([
      { roleType: 13, minAmount: '0.00' },
      { roleType: 15, minAmount: '10000.00' },
      { roleType: 14, minAmount: '5000.00' },
    ]);
    await expect(amount).toBeInvalid();
    await expect(amount).toHaveAccessibleDescription(
      expect.stringContaining('The amount must be at least $10,000.00, the amount of level 2.'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The chain was not saved. Correct the levels marked below and save again.',
    );
    await expect(amount).toHaveFocus();
  },
};

/** An emptied amount: the draft gives it as null, and the caller's rule (a literal verdict here) wants it. */
export const EmptyAmount: Story = {
  args: {
    validation: {
      levels: [
        { role: null, amount: null },
        { role: null, amount: { kind: 'amountRequired' } },
      ],
      tooManyLevels: false,
      valid: false,
    },
  },
  play: async ({ canvasElement, args }) => {
    const amount = amountOf(canvasElement, 'Level 2');
    await userEvent.clear(amount);
    await userEvent.tab();
    await expect(args.onDraftChange).toHaveBeenLastCalledWith([
      { roleType: 13, minAmount: '0.00' },
      { roleType: 15, minAmount: null },
    ]);
    await expect(amount).toBeInvalid();
    await expect(amount).toHaveAccessibleDescription(
      expect.stringContaining('Enter the amount from which this level applies.'),
    );
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The server refused the save: its message is shown and announced, the draft stays. */
export const SaveFailed: Story = {
  render: (args) => (
    <ApprovalChainHarness initial={quoteChain} fails={serverChainInvalid} onSave={args.onSave} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeAmount(amountOf(canvasElement, 'Level 2'), '20000');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(serverChainInvalid);
    await expect(amountOf(canvasElement, 'Level 2')).toHaveValue('$20,000.00');
    await expect(canvas.getByText('Unsaved changes')).toBeVisible();
    await waitForAnnouncements(canvasElement);
  },
};

/**
 * The server refused the save with field errors per level (the page maps its Problem's `levels.{index}.roleType`
 * and `levels.{index}.minAmount`): each shows at its level's field, the focus on the first, until edited.
 */
export const ServerLevelErrors: Story = {
  args: { errorMessage: serverChainInvalid, fieldErrors: serverLevelErrors },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(roleOf(canvasElement, 'Level 1')).toHaveFocus();
    await expect(canvas.getByText('Choose the role that approves at this level.')).toBeVisible();
    const amount = amountOf(canvasElement, 'Level 2');
    await expect(amount).toBeInvalid();
    await expect(amount).toHaveAccessibleDescription(
      expect.stringContaining('The amount cannot be more than $1,000,000,000.00.'),
    );
    await typeAmount(amount, '20000');
    await expect(amount).toBeValid();
  },
};

/** Add a level: it gets an unused role, the last amount, and the focus. */
export const AddLevels: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: 'Add level' });
    await userEvent.click(add);
    await expect(roleOf(canvasElement, 'Level 3')).toHaveFocus();
    await expect(roleOf(canvasElement, 'Level 3')).toHaveTextContent('Approver Level 1');
    await expect(amountOf(canvasElement, 'Level 3')).toHaveValue('$10,000.00');
    await typeAmount(amountOf(canvasElement, 'Level 3'), '50000');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith([
      { level: 1, roleType: 13, minAmount: '0.00' },
      { level: 2, roleType: 15, minAmount: '10000.00' },
      { level: 3, roleType: 14, minAmount: '50000.00' },
    ]);
  },
};

/** Every role holds a level: a role approves at one level of a chain, so no level can be added (issue 16). */
export const EveryRoleHoldsALevel: Story = {
  args: { levels: fullChain },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('group', { name: /^Level \d$/ })).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Add level' })).toBeDisabled();
    await expect(canvas.getByText('A chain has at most 3 levels.')).toBeVisible();
  },
};

/**
 * A text that is no amount ('12,5') stays as typed and is refused at the field, and Save saves nothing (issue 16:
 * react-aria's NumberField dropped the comma and read 125). No chain rule here: the editor's own check.
 */
export const AmountKeptAsTyped: Story = {
  args: { onDraftChange: undefined },
  play: async ({ canvasElement, args }) => {
    const amount = amountOf(canvasElement, 'Level 2');
    await typeAmount(amount, '12,5');
    await expect(amount).toHaveValue('12,5');
    await expect(amount).toBeInvalid();
    await expect(amount).toHaveAccessibleDescription(
      expect.stringContaining('Enter the amount in dollars and cents, such as 1000.50.'),
    );
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** An amount past the largest is kept and refused with the limit named, never capped (issue 16). */
export const AmountAboveLargest: Story = {
  args: { maxAmount: '1000000000.00' },
  play: async ({ canvasElement, args }) => {
    const amount = amountOf(canvasElement, 'Level 2');
    await typeAmount(amount, '99999999999999999');
    await expect(amount).toHaveValue('$99,999,999,999,999,999.00');
    await expect(amount).toHaveAccessibleDescription(
      expect.stringContaining('The amount cannot be more than $1,000,000,000.00.'),
    );
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The caller's rule found the role of level 2 already at level 1: said at that level's role. */
export const RoleRepeated: Story = {
  args: {
    levels: [
      { level: 1, roleType: 14, minAmount: '0' },
      { level: 2, roleType: 14, minAmount: '0' },
    ],
    validation: {
      levels: [
        { role: null, amount: null },
        { role: { kind: 'roleRepeated', level: 1 }, amount: null },
      ],
      tooManyLevels: false,
      valid: false,
    },
  },
  play: async ({ canvasElement, args }) => {
    await expect(roleOf(canvasElement, 'Level 2')).toHaveAccessibleDescription(
      expect.stringContaining('This role already approves at level 1.'),
    );
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(roleOf(canvasElement, 'Level 2')).toHaveFocus();
  },
};

/** Keyboard: move a level up; the levels renumber and the focus stays on the level moved. */
const fine = { role: null, amount: null };
/** A level whose amount is below the one before it. */
const below = (previousLevel: number, previousAmount: string) => ({
  role: null,
  amount: { kind: 'amountBelowPrevious' as const, previousLevel, previousAmount },
});
/** The caller's verdicts on the drafts this story goes through, keyed by their amounts: literals, not a rule. */
const moveVerdicts: Record<string, ApprovalChainEditorValidation> = {
  '0.00 10000.00 1000.00': {
    levels: [fine, fine, below(2, '10000.00')],
    tooManyLevels: false,
    valid: false,
  },
  '10000.00 0.00 1000.00': {
    levels: [fine, below(1, '10000.00'), fine],
    tooManyLevels: false,
    valid: false,
  },
};

/** The editor with a caller that answers each draft with its verdict above. */
function MovingChain(props: ComponentProps<typeof ApprovalChainEditor>) {
  const [validation, setValidation] = useState<ApprovalChainEditorValidation | undefined>(undefined);
  return (
    <ApprovalChainEditor
      {...props}
      validation={validation}
      onDraftChange={(levels) => {
        props.onDraftChange?.(levels);
        setValidation(moveVerdicts[levels.map((level) => level.minAmount).join(' ')]);
      }}
    />
  );
}

export const MoveLevel: Story = {
  args: { levels: fullChain },
  render: (args) => <MovingChain {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Move level 3 up' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(roleOf(canvasElement, 'Level 2')).toHaveTextContent('Approver Level 2');
    await expect(canvas.getByRole('button', { name: 'Move level 2 up' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(roleOf(canvasElement, 'Level 1')).toHaveTextContent('Approver Level 2');
    await expect(canvas.getByRole('button', { name: 'Move level 1 down' })).toHaveFocus();
    // The caller's chain rule gets the new order to judge ($10,000 above $0).
    await expect(args.onDraftChange).toHaveBeenLastCalledWith([
      { roleType: 15, minAmount: '10000.00' },
      { roleType: 14, minAmount: '0.00' },
      { roleType: 13, minAmount: '1000.00' },
    ]);
    // $10,000 then $0 decreases: level 2 shows the caller's verdict.
    await expect(amountOf(canvasElement, 'Level 2')).toBeInvalid();
  },
};

export const RemoveAndDiscard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove level 2' }));
    await expect(canvas.getAllByRole('group', { name: /^Level \d$/ })).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Add level' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Remove level 1' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Discard changes' }));
    await expect(canvas.getAllByRole('group', { name: /^Level \d$/ })).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveFocus();
    await expect(canvas.queryByText('Unsaved changes')).not.toBeInTheDocument();
  },
};

/** 'Use the default chain' asks first; confirmed, the default chain comes back with its note. */
export const UseDefaultChain: Story = {
  render: (args) => <ApprovalChainHarness initial={quoteChain} onSave={args.onSave} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Use the default chain' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Use the default chain?' }));
    await expect(dialog.getByText(/Documents already submitted keep their levels/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Use the default chain' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onSave).toHaveBeenCalledWith([]);
    await waitFor(() => expect(canvas.getByText(/the default chain applies/)).toBeVisible());
    await expect(canvas.getAllByRole('group', { name: /^Level \d$/ })).toHaveLength(1);
  },
};

export const UseDefaultChainCanceled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Use the default chain' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Use the default chain?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onUseDefault).not.toHaveBeenCalled();
    // React Aria gives the focus back to the trigger in the frame after the dialog leaves.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Use the default chain' })).toHaveFocus());
  },
};

export const OverriddenLabels: Story = {
  args: {
    headingLevel: 3,
    labels: {
      title: 'Chaîne d’approbation',
      level: 'Niveau {level}',
      role: 'Rôle',
      minAmount: 'À partir de',
      addLevel: 'Ajouter un niveau',
      save: 'Enregistrer',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Chaîne d’approbation' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Niveau 2' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ajouter un niveau' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Enregistrer' })).toBeVisible();
  },
};
