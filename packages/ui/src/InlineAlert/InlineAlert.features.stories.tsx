import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Link } from '../Link';
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

/**
 * On a phone a wide action (a button and a link) does not squeeze the message beside it to a word a line, nor
 * overlap it: it goes to a line of its own under the message, inside the alert; the message keeps the width.
 */
export const WideActionOnAPhone: Story = {
  name: 'On a phone: a wide action goes under the message',
  tags: ['viewport-375'],
  args: {
    tone: 'success',
    children:
      'If an account uses this e-mail address, we have sent a link to reset its password. The link works once and expires. Please check your e-mail.',
    action: (
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
        <Button variant="secondary">Send another link</Button>
        <Link href="#/login">Login</Link>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('status').getBoundingClientRect();
    const message = within(canvasElement)
      .getByText(/^If an account uses/)
      .getBoundingClientRect();
    const button = within(canvasElement)
      .getByRole('button', { name: 'Send another link' })
      .getBoundingClientRect();
    const link = within(canvasElement).getByRole('link', { name: 'Login' }).getBoundingClientRect();
    await expect(message.width, 'the message keeps a readable line').toBeGreaterThan(alert.width * 0.75);
    for (const [name, box] of [
      ['Send another link', button],
      ['Login', link],
    ] as const) {
      await expect(box.top, `${name} under the message`).toBeGreaterThanOrEqual(message.bottom);
      await expect(box.right, `${name} inside the alert`).toBeLessThanOrEqual(alert.right);
    }
    await expect(document.documentElement.scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(
      window.innerWidth,
    );
  },
};
