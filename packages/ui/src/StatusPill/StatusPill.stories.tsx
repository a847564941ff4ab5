import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusPill, statusKinds, statusTones } from './StatusPill';

const meta = {
  title: 'Components/StatusPill',
  component: StatusPill,
  args: { kind: 'invoice', status: 'Partially Paid' },
  argTypes: {
    kind: { control: 'select', options: statusKinds },
    tone: { control: 'select', options: statusTones },
  },
} satisfies Meta<typeof StatusPill>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const pill = within(canvasElement).getByText('Partially Paid');
    await expect(pill).toHaveAttribute('data-tone', 'info');
  },
};

export const Playground: Story = { args: { kind: undefined, status: 'Custom status', tone: 'warning' } };
