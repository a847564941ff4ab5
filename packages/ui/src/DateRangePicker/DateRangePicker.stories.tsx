import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateRangePicker } from './DateRangePicker';
import { samplePresets } from './DateRangePicker.fixtures';

const meta = {
  title: 'Components/DateRangePicker',
  component: DateRangePicker,
  args: { label: 'Order date', onChange: fn() },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [startMonth, , , endMonth] = canvas.getAllByRole('spinbutton');
    if (!startMonth || !endMonth) throw new Error('missing segments');
    await userEvent.click(startMonth);
    await userEvent.keyboard('11012026');
    await userEvent.click(endMonth);
    await userEvent.keyboard('11212026');
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-11-01', end: '2026-11-21' });
  },
};

export const Playground: Story = {
  args: { presets: samplePresets, description: 'MM/DD/YYYY, first and last day included.' },
};
