import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { InlineAlert } from './InlineAlert';

const meta = {
  title: 'Components/InlineAlert/Features',
  component: InlineAlert,
} satisfies Meta<typeof InlineAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Errors interrupt: role alert. */
export const ErrorTone: Story = {
  args: {
    tone: 'error',
    title: 'Checkout is blocked',
    children:
      'The shopping cart cannot be checked out because it contains items without pricing. Please request pricing for those items or remove them from the cart.',
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Checkout is blocked');
    await expect(alert).toHaveTextContent('items without pricing');
  },
};

export const WarningTone: Story = {
  args: { tone: 'warning', children: 'This cart was changed in another window. It has been refreshed.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};

/** Success and information wait their turn: role status. */
export const SuccessTone: Story = {
  args: { tone: 'success', title: 'Request submitted', children: 'Your pricing request PR-100004 was sent.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('PR-100004');
  },
};

const onRequest = fn();

export const WithAction: Story = {
  args: {
    tone: 'error',
    children: 'Two lines need pricing.',
    action: <Button onPress={onRequest}>Request pricing</Button>,
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Request pricing' }));
    await expect(onRequest).toHaveBeenCalled();
  },
};

export const TitleAsHeading: Story = {
  args: {
    tone: 'info',
    title: 'Punch-out session',
    headingLevel: 2,
    children: 'Return the cart when you are done.',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'Punch-out session' }),
    ).toBeVisible();
  },
};
