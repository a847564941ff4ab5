import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select } from './Select';

const options = [
  { id: 'all', label: 'All documents' },
  { id: 'orders', label: 'Orders' },
  { id: 'invoices', label: 'Invoices' },
];

const meta = {
  title: 'Components/Select/Features',
  component: Select,
  args: { label: 'Document type', options, defaultSelectedKey: 'all', onSelectionChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseWithMouse: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Document type/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Invoices' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('invoices');
  },
};

export const KeyboardPath: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    const trigger = within(canvasElement).getByRole('button', { name: /Document type/ });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('orders');
    // The popover leaves and gives the focus back to the trigger a frame later: an Enter before that opens nothing
    // (a clean-clone stories run caught the moment between).
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await body.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Orders');
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Document type', { selector: 'label' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Document type/ })).toBeVisible();
  },
};
