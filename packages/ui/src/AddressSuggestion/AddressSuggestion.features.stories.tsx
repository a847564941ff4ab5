import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddressSuggestion } from './AddressSuggestion';
import { enteredAddress, suggestedAddress } from './AddressSuggestion.fixtures';

const meta = {
  title: 'Components/AddressSuggestion/Features',
  component: AddressSuggestion,
  args: { entered: enteredAddress, suggested: suggestedAddress, onConfirm: fn() },
} satisfies Meta<typeof AddressSuggestion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BothAddressesShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Confirm the address' });
    await expect(within(group).getByRole('radio', { name: 'Use suggested' })).toBeChecked();
    await expect(within(group).getByRole('radio', { name: 'Keep entered' })).not.toBeChecked();
    await expect(canvas.getByText('Camden, NJ 08103-2211')).toBeVisible();
    await expect(canvas.getByText('Camden, NJ 8103')).toBeVisible();
  },
};

export const KeepEnteredWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Use suggested' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Keep entered' })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Confirm address' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith('entered', enteredAddress);
  },
};

export const UseSuggested: Story = {
  args: { defaultChoice: 'entered' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Use suggested' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm address' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('suggested', suggestedAddress);
  },
};

export const Cancel: Story = {
  args: { onCancel: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
