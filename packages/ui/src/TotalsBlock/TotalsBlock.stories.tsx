import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TotalsBlock } from './TotalsBlock';

const meta = {
  title: 'Components/TotalsBlock',
  component: TotalsBlock,
  args: {
    subtotal: '4049.97',
    discount: '-199.97',
    shipping: '25',
    tax: '312.4',
    grandTotal: '4187.4',
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof TotalsBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Grand total')).toBeVisible();
    await expect(canvas.getByText('$4,187.40')).toBeVisible();
  },
};

export const Playground: Story = { args: { recurringMonthlyCharges: '120' } };
