import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Disclosure } from '../Disclosure/Disclosure';
import { Accordion } from './Accordion';

const meta = {
  title: 'Components/Accordion/Features',
  component: Accordion,
  render: (args) => (
    <Accordion {...args}>
      <Disclosure id="payment" title="Payment terms">
        Net 30 days from the invoice date.
      </Disclosure>
      <Disclosure id="delivery" title="Delivery terms">
        Orders placed before 14:00 ship the same working day.
      </Disclosure>
    </Accordion>
  ),
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SingleExpanded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const payment = canvas.getByRole('button', { name: 'Payment terms' });
    const delivery = canvas.getByRole('button', { name: 'Delivery terms' });
    await userEvent.click(payment);
    await expect(payment).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(delivery);
    await expect(delivery).toHaveAttribute('aria-expanded', 'true');
    // Opening one section closes the other.
    await expect(payment).toHaveAttribute('aria-expanded', 'false');
  },
};

export const MultipleExpanded: Story = {
  args: { allowsMultipleExpanded: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const payment = canvas.getByRole('button', { name: 'Payment terms' });
    const delivery = canvas.getByRole('button', { name: 'Delivery terms' });
    await userEvent.click(payment);
    await userEvent.click(delivery);
    await expect(payment).toHaveAttribute('aria-expanded', 'true');
    await expect(delivery).toHaveAttribute('aria-expanded', 'true');
  },
};

export const DefaultExpandedKeys: Story = {
  args: { defaultExpandedKeys: ['delivery'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Delivery terms' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByText(/same working day/)).toBeVisible();
  },
};

export const KeyboardPath: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Payment terms' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Delivery terms' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};
