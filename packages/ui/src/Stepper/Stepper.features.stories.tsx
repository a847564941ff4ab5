import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { checkoutSteps, Stepper } from './Stepper';

const meta = {
  title: 'Components/Stepper/Features',
  component: Stepper,
  args: { currentStepId: 'shipping' },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

const stepItem = (canvasElement: HTMLElement, name: RegExp) =>
  within(canvasElement)
    .getAllByRole('listitem')
    .find((item) => name.test(item.textContent ?? '')) as HTMLElement;

export const CompleteCurrentUpcoming: Story = {
  play: async ({ canvasElement }) => {
    await expect(stepItem(canvasElement, /Order details/)).toHaveTextContent('Order details, completed');
    await expect(stepItem(canvasElement, /Shipping/)).toHaveTextContent('Shipping, current step');
    await expect(stepItem(canvasElement, /Shipping/)).toHaveAttribute('aria-current', 'step');
    await expect(stepItem(canvasElement, /Terms/)).toHaveTextContent('Terms, not started');
    await expect(canvasElement.querySelectorAll('[aria-current]')).toHaveLength(1);
  },
};

export const ErrorStep: Story = {
  args: {
    currentStepId: 'terms',
    steps: checkoutSteps.map((step) =>
      step.id === 'billingAndPayment' ? { ...step, status: 'error' } : step,
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(stepItem(canvasElement, /Billing and payment/)).toHaveTextContent(
      'Billing and payment, has errors',
    );
  },
};

const onStepPress = fn();

export const ClickableCompletedSteps: Story = {
  args: { onStepPress },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Only completed steps are buttons: 2 before Shipping.
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Order details, completed' }));
    await expect(onStepPress).toHaveBeenCalledWith('orderDetails');
    // Keyboard: Tab to the next completed step, Enter.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Billing and payment, completed' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onStepPress).toHaveBeenLastCalledWith('billingAndPayment');
  },
};

export const Confirmation: Story = {
  args: { currentStepId: 'confirmation' },
  play: async ({ canvasElement }) => {
    await expect(stepItem(canvasElement, /Confirmation/)).toHaveAttribute('aria-current', 'step');
    await expect(within(canvasElement).getAllByText(/completed/)).toHaveLength(5);
  },
};
