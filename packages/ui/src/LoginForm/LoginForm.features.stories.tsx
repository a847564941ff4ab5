import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Checkbox } from '../Checkbox/Checkbox';
import { LoginForm } from './LoginForm';
import { focusUsername } from './LoginForm.fixtures';

const meta = {
  title: 'Components/LoginForm/Features',
  component: LoginForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoSteps: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'dana.buyer');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    const password = await canvas.findByLabelText(/Password/);
    await waitFor(() => expect(password).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveValue('dana.buyer');
    await userEvent.type(password, 'Correct-Horse-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: 'dana.buyer', password: 'Correct-Horse-1' });
  },
};

export const KeyboardPath: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Username' }));
    await userEvent.keyboard('dana.buyer{Enter}');
    const password = await canvas.findByLabelText(/Password/);
    await waitFor(() => expect(password).toHaveFocus());
    await userEvent.keyboard('Correct-Horse-1{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: 'dana.buyer', password: 'Correct-Horse-1' });
  },
};

export const UsernameRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    const username = canvas.getByRole('textbox', { name: 'Username' });
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toHaveAccessibleDescription('Please enter your username.');
    await expect(canvas.queryByLabelText(/Password/)).not.toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PasswordRequired: Story = {
  args: { defaultUsername: 'dana.buyer' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    const password = canvas.getByLabelText(/Password/);
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription('Please enter your password.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const UsernameStaysEditable: Story = {
  args: { defaultUsername: 'dana.buyer' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const username = canvas.getByRole('textbox', { name: 'Username' });
    await userEvent.clear(username);
    await userEvent.type(username, 'dana.admin');
    await userEvent.type(canvas.getByLabelText(/Password/), 'Correct-Horse-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: 'dana.admin', password: 'Correct-Horse-1' });
  },
};

/**
 * The page's rules through props: its contract's check (`validate`, here refusing a username over 12 characters in
 * the contract's words), the lengths (`limits`) and the server's field errors (`fieldErrors`, until edited).
 */
export const PageRules: Story = {
  args: {
    defaultUsername: 'dana.buyer.northwind',
    limits: { username: { max: 256 }, password: { max: 1024 } },
    validate: ({ username, password }) => ({
      ...(username.trim().length > 12 ? { username: 'Please enter at most 12 characters.' } : {}),
      ...(password === '' ? { password: 'Please enter your password.' } : {}),
    }),
    fieldErrors: { password: 'Please enter at most 1024 characters.' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const username = canvas.getByRole('textbox', { name: 'Username' });
    const password = canvas.getByLabelText(/Password/);
    // The limits are checked (the page's validate), never cut what is typed by a maxlength.
    await expect(username).not.toHaveAttribute('maxlength');
    await expect(password).not.toHaveAttribute('maxlength');
    await expect(password).toHaveFocus();
    await expect(password).toHaveAccessibleDescription('Please enter at most 1024 characters.');
    await userEvent.type(password, 'Correct-Horse-1');
    await expect(password).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(username).toHaveFocus();
    await expect(username).toHaveAccessibleDescription('Please enter at most 12 characters.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { defaultUsername: 'dana.buyer', serverError: 'Incorrect username or password.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Incorrect username or password.',
    );
  },
};

/** The sign-in the page refuses: its fields were disabled while pending, and the focus comes back to the password. */
function RefusingPage() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <LoginForm
      defaultUsername="dana.buyer"
      isPending={pending}
      serverError={error}
      onSubmit={() => {
        setError(null);
        setPending(true);
        setTimeout(() => {
          setPending(false);
          setError('Incorrect username or password.');
        }, 200);
      }}
    />
  );
}

export const RefusedKeepsFocus: Story = {
  render: () => <RefusingPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText(/Password/);
    await userEvent.click(password);
    await userEvent.keyboard('Wrong-Horse-1{Enter}');
    await expect(await canvas.findByText('Incorrect username or password.')).toBeVisible();
    await waitFor(() => expect(password).toHaveFocus());
    await expect(password).toBeEnabled();
  },
};

export const Pending: Story = {
  args: { defaultUsername: 'dana.buyer', isPending: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Sign in/ })).toBeDisabled();
    await expect(canvas.getByRole('progressbar', { name: 'Signing in…' })).toBeInTheDocument();
  },
};

export const Links: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await focusUsername(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '#/forgotPassword',
    );
    await expect(canvas.getByRole('link', { name: 'Register for an account' })).toHaveAttribute(
      'href',
      '#/registration',
    );
  },
};

/**
 * The server asked a challenge (the account is under attack): the page draws it above Sign in, on the password
 * step only; here the demo's sandbox check, a tick box.
 */
export const WithChallenge: Story = {
  args: {
    defaultUsername: 'dana.buyer',
    serverError:
      'There were many failed sign-ins to this account. Please confirm that you are not a robot, then sign in.',
    challenge: <Checkbox>I am not a robot</Checkbox>,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const check = canvas.getByRole('checkbox', { name: 'I am not a robot' });
    const signIn = canvas.getByRole('button', { name: 'Sign in' });
    // Between the password and Sign in, in reading (and tab) order.
    await expect(canvas.getByLabelText(/Password/).compareDocumentPosition(check)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    await expect(check.compareDocumentPosition(signIn)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    await userEvent.click(check);
    await expect(check).toBeChecked();
    await userEvent.type(canvas.getByLabelText(/Password/), 'Correct-Horse-1');
    await userEvent.click(signIn);
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: 'dana.buyer', password: 'Correct-Horse-1' });
  },
};

/** No challenge on the username step: it belongs with the password. */
export const ChallengeWaitsForPassword: Story = {
  args: { challenge: <Checkbox>I am not a robot</Checkbox> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'dana.buyer');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByRole('checkbox', { name: 'I am not a robot' })).toBeVisible();
  },
};
