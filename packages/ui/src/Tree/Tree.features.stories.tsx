import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tree } from './Tree';
import { businessUnits } from './Tree.fixtures';

const meta = {
  title: 'Components/Tree/Features',
  component: Tree,
  args: { 'aria-label': 'Business units', items: businessUnits },
} satisfies Meta<typeof Tree>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardExpandAndCollapse: Story = {
  play: async ({ canvasElement }) => {
    const tree = within(await within(canvasElement).findByRole('treegrid', { name: 'Business units' }));
    const acme = await tree.findByRole('row', { name: /Acme Group/ });
    await userEvent.tab();
    await waitFor(() => expect(acme).toHaveFocus());
    await expect(acme).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowRight}');
    await expect(acme).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    const north = await tree.findByRole('row', { name: /Region North/ });
    await expect(north).toHaveFocus();
    await expect(north).toHaveAttribute('aria-level', '2');
    await userEvent.keyboard('{ArrowRight}');
    await expect(await tree.findByRole('row', { name: /Hamburg branch/ })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(tree.queryByRole('row', { name: /Hamburg branch/ })).not.toBeInTheDocument());
  },
};

export const DefaultExpanded: Story = {
  args: { defaultExpandedKeys: ['acme', 'south'] },
  play: async ({ canvasElement }) => {
    const tree = within(await within(canvasElement).findByRole('treegrid', { name: 'Business units' }));
    const munich = await tree.findByRole('row', { name: /Munich branch/ });
    await expect(munich).toHaveAttribute('aria-level', '3');
  },
};

export const PointerToggle: Story = {
  play: async ({ canvasElement }) => {
    const tree = within(await within(canvasElement).findByRole('treegrid', { name: 'Business units' }));
    const acme = await tree.findByRole('row', { name: /Acme Group/ });
    await userEvent.click(within(acme).getByRole('button', { name: /expand/i }));
    await expect(acme).toHaveAttribute('aria-expanded', 'true');
  },
};

const onRename = fn();
const onAddChild = fn();
const onDelete = fn();

export const EditableActions: Story = {
  args: { isEditable: true, defaultExpandedKeys: ['acme'], onRename, onAddChild, onDelete },
  play: async ({ canvasElement }) => {
    const tree = within(await within(canvasElement).findByRole('treegrid', { name: 'Business units' }));
    const body = within(document.body);
    await userEvent.click(await tree.findByRole('button', { name: 'Actions for Region South' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Add child unit' }));
    await expect(onAddChild).toHaveBeenCalledWith(expect.objectContaining({ id: 'south' }));

    await userEvent.click(tree.getByRole('button', { name: 'Actions for Shared services' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Delete' }));
    await expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'shared' }));
  },
};

export const EditableKeyboardPath: Story = {
  args: { isEditable: true, onRename, onAddChild, onDelete },
  play: async ({ canvasElement }) => {
    const tree = within(await within(canvasElement).findByRole('treegrid', { name: 'Business units' }));
    await tree.findByRole('row', { name: /Shared services/ });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    // A leaf row: ArrowRight moves into the row, to its actions button.
    await userEvent.keyboard('{ArrowRight}');
    const actions = tree.getByRole('button', { name: 'Actions for Shared services' });
    await waitFor(() => expect(actions).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Rename' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(onRename).toHaveBeenCalledWith(expect.objectContaining({ id: 'shared' }));
  },
};

const onMove = fn();

/** Issue 18: with `onMove` the menu offers Move after Add child unit; chosen by keyboard, it reports the row. */
export const EditableMoveByKeyboard: Story = {
  args: { isEditable: true, onRename, onAddChild, onMove, onDelete },
  play: async ({ canvasElement }) => {
    const tree = within(await within(canvasElement).findByRole('treegrid', { name: 'Business units' }));
    await tree.findByRole('row', { name: /Shared services/ });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await waitFor(() =>
      expect(tree.getByRole('button', { name: 'Actions for Shared services' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Rename', 'Add child unit', 'Move', 'Delete']);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Rename' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Move' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(onMove).toHaveBeenCalledWith(expect.objectContaining({ id: 'shared' }));
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
  },
};

export const ReadOnlyHasNoActions: Story = {
  args: { defaultExpandedKeys: ['acme'], onRename },
  play: async ({ canvasElement }) => {
    const tree = within(await within(canvasElement).findByRole('treegrid', { name: 'Business units' }));
    await tree.findByRole('row', { name: /Region North/ });
    await expect(tree.queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
  },
};
