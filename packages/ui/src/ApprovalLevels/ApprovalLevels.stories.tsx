import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ApprovalLevels } from './ApprovalLevels';
import { partlyApproved } from './ApprovalLevels.fixtures';

const meta = {
  title: 'Components/ApprovalLevels',
  component: ApprovalLevels,
  args: { levels: partlyApproved },
} satisfies Meta<typeof ApprovalLevels>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Approval levels' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const Playground: Story = {};
