import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Components/TextArea/Features',
  component: TextArea,
  args: { label: 'Message' },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CharacterCount: Story = {
  args: { maxLength: 20, showCharacterCount: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0 of 20 characters')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Hello');
    await expect(canvas.getByText('5 of 20 characters')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), ' there');
    await expect(canvas.getByText('11 of 20 characters')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Message' })).not.toHaveAttribute('aria-invalid');
  },
};

/** Typed past the limit: nothing is cut (no native maxlength); the count and the message say by how much. */
export const TooLong: Story = {
  args: { maxLength: 20, showCharacterCount: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Hello there, a long message');
    await expect(box).toHaveValue('Hello there, a long message');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('27 of 20 characters')).toBeVisible();
    await expect(box).toHaveAccessibleDescription('Please enter at most 20 characters.');
  },
};

export const RequiredWithError: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Message cannot be blank.' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: /Message/ });
    await expect(box).toBeRequired();
    await expect(box).toHaveAccessibleDescription('Message cannot be blank.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Sent on 11/21/2026' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Message' })).toBeDisabled();
  },
};
