import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckboxGroup, checkboxGroupOrientations } from './CheckboxGroup';

const weekdays = [
  { value: 'mon', label: 'Monday' },
  { value: 'tue', label: 'Tuesday' },
  { value: 'wed', label: 'Wednesday' },
  { value: 'thu', label: 'Thursday' },
  { value: 'fri', label: 'Friday' },
];

const meta = {
  title: 'Components/CheckboxGroup',
  component: CheckboxGroup,
  args: { label: 'Run on', options: weekdays, onChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: checkboxGroupOrientations } },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Run on' });
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Monday' }));
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Friday' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['mon', 'fri']);
  },
};

export const Playground: Story = { args: { description: 'Days of the week the report is sent.' } };
