import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { checkoutSteps, Stepper } from './Stepper';

const meta = {
  title: 'Components/Stepper',
  component: Stepper,
  args: { currentStepId: 'shipping' },
  argTypes: {
    currentStepId: { control: 'select', options: checkoutSteps.map((step) => step.id) },
  },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Checkout steps' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await expect(list.querySelector('[aria-current="step"]')).toHaveTextContent('Shipping, current step');
  },
};

export const Playground: Story = { args: { currentStepId: 'endUser' } };
