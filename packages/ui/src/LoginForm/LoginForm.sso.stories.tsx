import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginForm } from './LoginForm';

/**
 * Company single sign-on (issue 18): after Next the page asks whether the username's company signs in through its
 * identity provider (`onUsernameEntered`); where it does, the password step offers to continue there.
 */
const meta = {
  title: 'Components/LoginForm/Single sign-on',
  component: LoginForm,
  args: { onSubmit: fn(), onUsernameEntered: fn() },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Next tells the page the username; until the page finds single sign-on applies, the password step is as ever. */
export const AskedOnNext: Story = {
  args: { singleSignOn: { available: false, onContinue: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), ' charlie@contoso.example ');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onUsernameEntered).toHaveBeenCalledWith('charlie@contoso.example');
    await expect(await canvas.findByLabelText(/Password/)).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(
      canvas.queryByRole('button', { name: 'Continue with single sign-on' }),
    ).not.toBeInTheDocument();
  },
};

/** The company signs in with its identity provider: a note and a button, in reading order before the password. */
export const Offered: Story = {
  args: {
    defaultUsername: 'charlie@contoso.example',
    singleSignOn: { available: true, onContinue: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Your company signs in with its own identity provider.',
    );
    const continueButton = canvas.getByRole('button', { name: 'Continue with single sign-on' });
    await expect(continueButton.compareDocumentPosition(canvas.getByLabelText(/Password/))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    // Keyboard: back from the password to the offer, and Enter takes it.
    await userEvent.click(canvas.getByLabelText(/Password/));
    await userEvent.tab({ shift: true });
    await expect(continueButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.singleSignOn?.onContinue).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** On the way to the identity provider: the button waits, saying where the user is going. */
export const OnTheWay: Story = {
  args: {
    defaultUsername: 'charlie@contoso.example',
    singleSignOn: { available: true, onContinue: fn(), isPending: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Continue with single sign-on/ })).toBeDisabled();
    await expect(
      canvas.getByRole('progressbar', { name: 'Taking you to your company’s sign-in page…' }),
    ).toBeInTheDocument();
  },
};

/** The identity provider signed the user in, but the portal refused (here: no account): said as an alert. */
export const Refused: Story = {
  args: {
    serverError:
      'Your company’s identity provider signed you in, but there is no portal account for you. Please contact your Company Administrator.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'there is no portal account for you',
    );
  },
};
