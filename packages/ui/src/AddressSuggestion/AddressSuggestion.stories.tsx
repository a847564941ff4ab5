import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddressSuggestion, addressChoices } from './AddressSuggestion';
import { enteredAddress, suggestedAddress } from './AddressSuggestion.fixtures';

const meta = {
  title: 'Components/AddressSuggestion',
  component: AddressSuggestion,
  args: { entered: enteredAddress, suggested: suggestedAddress, onConfirm: fn(), onCancel: fn() },
  argTypes: { defaultChoice: { control: 'inline-radio', options: addressChoices } },
} satisfies Meta<typeof AddressSuggestion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Confirm address' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('suggested', suggestedAddress);
  },
};

export const Playground: Story = { args: { defaultChoice: 'entered' } };
