import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DateRangePicker } from './DateRangePicker';
import { samplePresets } from './DateRangePicker.fixtures';

const meta = {
  title: 'Components/DateRangePicker/Features',
  component: DateRangePicker,
  args: { label: 'Order date', onChange: fn(), onPresetChange: fn() },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The text of the fields as a person reads it, without the invisible direction marks. */
const shown = (element: HTMLElement) =>
  (element.textContent ?? '').replace(/[\u2066-\u2069\u200e\u200f]/g, '');
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

async function choosePreset(canvasElement: HTMLElement, name: string) {
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(within(canvasElement).getByRole('button', { name: /Date range/ }));
  await userEvent.click(await body.findByRole('option', { name }));
  await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
}

/** Presets computed for Saturday 21 November 2026 with the flows rule `dateRangeFor`. */
export const Presets: Story = {
  args: { presets: samplePresets },
  play: async ({ canvasElement, args }) => {
    const fields = within(canvasElement).getByRole('group', { name: 'Order date' });

    await choosePreset(canvasElement, 'This Fiscal Year');
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-07-01', end: '2027-06-30' });
    await waitFor(() => expect(shown(fields)).toBe('07/01/2026–06/30/2027'));
    await expect(args.onPresetChange).toHaveBeenLastCalledWith(21);

    await choosePreset(canvasElement, 'Next 6 Months');
    const next6 = (args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as {
      start: string;
      end: string;
    };
    await expect(next6.start).toBe('2026-11-21');
    await expect(dayNumber(next6.end) - dayNumber(next6.start)).toBe(182);
    await waitFor(() => expect(shown(fields)).toBe('11/21/2026–05/22/2027'));

    await choosePreset(canvasElement, 'Last 7 Days');
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-11-15', end: '2026-11-21' });
  },
};

export const AnyDateClears: Story = {
  args: {
    presets: samplePresets,
    defaultValue: { start: '2026-11-01', end: '2026-11-30' },
    defaultPresetId: 4,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const fields = canvas.getByRole('group', { name: 'Order date' });
    await waitFor(() => expect(shown(fields)).toBe('11/01/2026–11/30/2026'));
    await expect(canvas.getByRole('button', { name: /Date range/ })).toHaveTextContent('This Month');
    await choosePreset(canvasElement, 'Any Date');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(shown(fields)).toBe('mm/dd/yyyy–mm/dd/yyyy'));
  },
};

export const EditingByHandLeavesPreset: Story = {
  args: {
    presets: samplePresets,
    defaultValue: { start: '2026-11-01', end: '2026-11-30' },
    defaultPresetId: 4,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(shown(canvas.getByRole('group', { name: 'Order date' }))).toBe('11/01/2026–11/30/2026'),
    );
    const endDay = canvas.getAllByRole('spinbutton')[4];
    if (!endDay) throw new Error('missing segment');
    await userEvent.click(endDay);
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-11-01', end: '2026-11-29' });
    await expect(args.onPresetChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByRole('button', { name: /Date range/ })).toHaveTextContent('Custom range');
  },
};

export const PickFromCalendar: Story = {
  args: { defaultValue: { start: '2026-11-02', end: '2026-11-03' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() =>
      expect(shown(canvas.getByRole('group', { name: 'Order date' }))).toBe('11/02/2026–11/03/2026'),
    );
    await userEvent.click(canvas.getByRole('button', { name: /Choose dates/ }));
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /November 9, 2026/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: /November 13, 2026/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-11-09', end: '2026-11-13' });
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, presets: samplePresets },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Choose dates/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Date range/ })).toBeDisabled();
  },
};
