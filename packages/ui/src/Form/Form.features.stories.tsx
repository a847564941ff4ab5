import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Form } from './Form';
import { FormDemo } from './Form.fixtures';

const meta = {
  title: 'Components/Form/Features',
  component: Form,
  args: { 'aria-label': 'Registration' },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

const REQUIRED = 'Please enter all required fields and try again.';

/**
 * Submitting empty: the browser shows no bubble; the form's message is announced (role alert), every field
 * says what is wrong (aria-invalid, its message as its description) and the first one has the focus.
 */
export const RefusedSubmit: Story = {
  render: () => <FormDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(REQUIRED);
    const company = canvas.getByRole('textbox', { name: 'Company name' });
    await waitFor(() => expect(company).toHaveFocus());
    await expect(company).toHaveAttribute('aria-invalid', 'true');
    await expect(company).toHaveAccessibleDescription('This field is required.');
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'This field is required.',
    );
  },
};

/**
 * A company name pasted past its limit is kept whole (no native maxlength cuts it): the field says so as soon as
 * it is pasted, and the form refuses the submit itself, with a message that fits (nothing is missing) and the focus
 * on the field; the caller's `onSubmit` is not called.
 */
export const RefusedTooLong: Story = {
  args: { onSubmit: fn() },
  render: (args) => (
    <FormDemo
      onSubmit={args.onSubmit as () => void}
      limits={{ company: 20 }}
      initial={{ email: 'reggie@northwind.example', password: 'secret' }}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const company = canvas.getByRole('textbox', { name: 'Company name' });
    await userEvent.click(company);
    await userEvent.paste('Northwind Health Cooperative');
    await expect(company).toHaveValue('Northwind Health Cooperative');
    await expect(company).toHaveAccessibleDescription('Please enter at most 20 characters.');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Please correct the marked fields and try again.',
    );
    await waitFor(() => expect(company).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The focus goes to the first field at fault, wherever it is; fixing a field clears its message. */
export const FirstInvalidFieldFocused: Story = {
  render: () => <FormDemo initial={{ company: 'Northwind Health', email: 'reggie', password: 'secret' }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    const email = canvas.getByRole('textbox', { name: 'E-mail' });
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleDescription('Not a valid e-mail address.');
    await expect(canvas.getByRole('textbox', { name: 'Company name' })).not.toHaveAttribute('aria-invalid');
    await userEvent.type(email, '@northwind.example');
    await expect(email).not.toHaveAttribute('aria-invalid');
  },
};

/** A refusal with no field at fault (the server's word): the message alone, announced again on each try. */
export const RefusedWithoutFieldErrors: Story = {
  render: () => (
    <FormDemo
      initial={{ company: 'Northwind Health', email: 'reggie@northwind.example', password: 'secret' }}
      serverError="Invalid input provided, please verify all the inputs."
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const register = canvas.getByRole('button', { name: 'Register' });
    await userEvent.click(register);
    const first = await canvas.findByRole('alert');
    await expect(first).toHaveTextContent('Invalid input provided');
    await userEvent.click(register);
    // A new alert element: screen readers announce the same words again.
    await waitFor(() => expect(canvas.getByRole('alert')).not.toBe(first));
    await expect(register).toHaveFocus();
  },
};

/** No browser validation at all: no `required` attribute to enforce, the form is noValidate. */
export const NoBrowserValidation: Story = {
  render: () => <FormDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Registration' }) as HTMLFormElement;
    await expect(form.noValidate).toBe(true);
    const company = canvas.getByRole('textbox', { name: 'Company name' });
    await expect(company).not.toHaveAttribute('required');
    await expect(company).toHaveAttribute('aria-required', 'true');
  },
};

/** Every field right: the submit goes through with no message. */
export const Accepted: Story = {
  args: { onSubmit: fn() },
  render: (args) => (
    <FormDemo
      initial={{ company: 'Northwind Health', email: 'reggie@northwind.example', password: 'secret' }}
      onSubmit={args.onSubmit as () => void}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'reggie@northwind.example' }),
    );
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
