import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'Components/NumberField/Features',
  component: NumberField,
  args: { label: 'Quantity', minValue: 1, defaultValue: 1, onChange: fn() },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ButtonsHaveNames: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Decrease Quantity' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Increase Quantity' })).toBeVisible();
  },
};

export const StopsAtMinimum: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Decrease/ })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
  },
};

export const KeyboardPath: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Quantity' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('3');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('2');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

export const IntegerFormatting: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(input);
    await userEvent.type(input, '1250');
    await userEvent.tab();
    await expect(input).toHaveValue('1,250');
    await expect(args.onChange).toHaveBeenLastCalledWith(1250);
  },
};

export const Step: Story = {
  args: { label: 'Licences', step: 5, minValue: 5, defaultValue: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Increase/ }));
    await expect(canvas.getByRole('textbox', { name: 'Licences' })).toHaveValue('10');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Enter a quantity of 1 or more.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Quantity' }),
    ).toHaveAccessibleDescription('Enter a quantity of 1 or more.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Increase/ })).toBeDisabled();
  },
};
