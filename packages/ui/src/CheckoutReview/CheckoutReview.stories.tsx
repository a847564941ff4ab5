import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckoutReview } from './CheckoutReview';
import { netTermsReview } from './CheckoutReview.fixtures';

const meta = {
  title: 'Components/CheckoutReview',
  component: CheckoutReview,
  args: { review: netTermsReview, onEdit: fn() },
} satisfies Meta<typeof CheckoutReview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Order details' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Shipping' }));
    await expect(args.onEdit).toHaveBeenCalledWith('shipping');
  },
};

export const Playground: Story = { args: { headingLevel: 3 } };
