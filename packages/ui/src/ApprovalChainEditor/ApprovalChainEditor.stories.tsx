import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ApprovalChainEditor } from './ApprovalChainEditor';
import { approverRoles, quoteChain } from './ApprovalChainEditor.fixtures';

const meta = {
  title: 'Components/ApprovalChainEditor',
  component: ApprovalChainEditor,
  args: {
    levels: quoteChain,
    roles: approverRoles,
    maxLevels: 5,
    onSave: fn(),
    onUseDefault: fn(),
    labels: { title: 'Quote approval chain' },
  },
} satisfies Meta<typeof ApprovalChainEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Quote approval chain' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('group', { name: 'Level 2' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

export const Playground: Story = {};
