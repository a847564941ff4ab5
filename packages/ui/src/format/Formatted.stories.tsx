import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormattedMoney } from './Formatted';

const meta = {
  title: 'Components/Formatted',
  component: FormattedMoney,
  args: { value: '-1234.5' },
} satisfies Meta<typeof FormattedMoney>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('-$1,234.50');
  },
};

export const Playground: Story = { args: { value: '99.999' } };
