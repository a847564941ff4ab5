import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Components/TextField/Features',
  component: TextField,
  args: { label: 'E-mail' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithDescription: Story = {
  args: { description: 'We send order confirmations here.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'We send order confirmations here.',
    );
  },
};

export const WithError: Story = {
  args: { isInvalid: true, errorMessage: 'Please enter a valid e-mail address.', defaultValue: 'dana@' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-mail' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a valid e-mail address.');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The asterisk is seen but not read: the name stays 'E-mail' and the input says it is required.
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toBeRequired();
    const marker = canvas.getByText('*');
    await expect(marker).toBeVisible();
    await expect(marker).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Optional: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).not.toBeRequired();
    await expect(canvas.queryByText('*')).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'dana@example.com' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'E-mail' })).toBeDisabled();
  },
};

/**
 * A PO number pasted past its limit: nothing is cut (no native maxlength); the field keeps all 60 characters and
 * says what is wrong, in the catalogue's words ('Please enter at most {max} characters.').
 */
export const TooLong: Story = {
  args: { label: 'PO number', maxLength: 50 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'PO number' });
    await userEvent.click(input);
    await userEvent.paste('PO-2026-11-29-NORTHWIND-HEALTH-DISTRIBUTION-CENTER-EAST-01');
    await expect(input).toHaveValue('PO-2026-11-29-NORTHWIND-HEALTH-DISTRIBUTION-CENTER-EAST-01');
    await expect(input).not.toHaveAttribute('maxlength');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter at most 50 characters.');
  },
};
