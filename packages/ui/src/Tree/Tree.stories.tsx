import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Tree } from './Tree';
import { businessUnits } from './Tree.fixtures';

const meta = {
  title: 'Components/Tree',
  component: Tree,
  args: { 'aria-label': 'Business units', items: businessUnits, defaultExpandedKeys: ['acme'] },
} satisfies Meta<typeof Tree>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const tree = within(await within(canvasElement).findByRole('treegrid', { name: 'Business units' }));
    await expect(await tree.findByRole('row', { name: /Region North/ })).toBeVisible();
    await expect(tree.queryByRole('row', { name: /Hamburg branch/ })).not.toBeInTheDocument();
  },
};

export const Playground: Story = {
  args: { isEditable: true, onRename: fn(), onAddChild: fn(), onDelete: fn() },
};
