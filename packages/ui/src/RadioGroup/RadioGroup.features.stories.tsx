import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

const frequencies = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
];

const meta = {
  title: 'Components/RadioGroup/Features',
  component: RadioGroup,
  args: { label: 'Frequency', options: frequencies, onChange: fn() },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardPath: Story = {
  args: { defaultValue: 'daily' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Daily' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Weekly' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('weekly');
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'monthly' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Monthly' })).toBeChecked();
  },
};

export const RequiredWithError: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Choose daily, weekly or monthly.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('radiogroup', { name: /Frequency/ }),
    ).toHaveAccessibleDescription('Choose daily, weekly or monthly.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};
