import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker } from './DatePicker';

const meta = {
  title: 'Components/DatePicker/Features',
  component: DatePicker,
  args: { label: 'Requested delivery', onChange: fn() },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The text of the segments as a person reads it, without the invisible direction marks. */
const shown = (element: HTMLElement) =>
  (element.textContent ?? '').replace(/[\u2066-\u2069\u200e\u200f]/g, '');

export const MonthDayYearDisplay: Story = {
  args: { defaultValue: '2026-07-01' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Requested delivery' });
    await waitFor(() => expect(shown(group)).toBe('07/01/2026'));
  },
};

export const PickFromCalendar: Story = {
  args: { defaultValue: '2026-11-21' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() =>
      expect(shown(canvas.getByRole('group', { name: 'Requested delivery' }))).toBe('11/21/2026'),
    );
    await userEvent.click(canvas.getByRole('button', { name: /Choose date/ }));
    const dialog = await body.findByRole('dialog');
    await expect(within(dialog).getByRole('heading', { name: 'November 2026' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: /November 25, 2026/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-25');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const KeyboardPath: Story = {
  args: { defaultValue: '2026-11-21' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() =>
      expect(shown(canvas.getByRole('group', { name: 'Requested delivery' }))).toBe('11/21/2026'),
    );
    await userEvent.tab();
    await expect(canvas.getByRole('spinbutton', { name: /month/i })).toHaveFocus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const dialog = await body.findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /November 21, 2026/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-22');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const RequiredWithError: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Enter the delivery date.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Enter the delivery date.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '2026-11-21' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Choose date/ })).toBeDisabled();
  },
};
