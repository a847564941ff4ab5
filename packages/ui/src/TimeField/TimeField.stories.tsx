import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { hourCycles, TimeField } from './TimeField';

const meta = {
  title: 'Components/TimeField',
  component: TimeField,
  args: { label: 'At', onChange: fn() },
  argTypes: { hourCycle: { control: 'inline-radio', options: hourCycles } },
} satisfies Meta<typeof TimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('spinbutton', { name: /hour/i }));
    await userEvent.keyboard('1430');
    await waitFor(() => expect(args.onChange).toHaveBeenCalled());
    const last = (args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0];
    await expect(String(last)).toBe('14:30:00');
  },
};

export const Playground: Story = { args: { description: 'Time the report is sent (24-hour).' } };
