import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Disclosure } from '../Disclosure/Disclosure';
import { Accordion } from './Accordion';

const meta = {
  title: 'Components/Accordion',
  component: Accordion,
  render: (args) => (
    <Accordion {...args}>
      <Disclosure id="payment" title="Payment terms">
        Net 30 days from the invoice date.
      </Disclosure>
      <Disclosure id="delivery" title="Delivery terms">
        Orders placed before 14:00 ship the same working day.
      </Disclosure>
      <Disclosure id="returns" title="Returns">
        Unopened hardware can be returned within 14 days.
      </Disclosure>
    </Accordion>
  ),
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Payment terms' }));
    await expect(canvas.getByText(/Net 30 days/)).toBeVisible();
  },
};

export const Playground: Story = {
  args: { allowsMultipleExpanded: false, defaultExpandedKeys: ['delivery'] },
};
