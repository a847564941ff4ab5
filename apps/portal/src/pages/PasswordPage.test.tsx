import { ApiError } from '@b2b-portal/api/client';
import { routeByName } from '@b2b-portal/flows/rules';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ConfirmEmailAddressPage from './ConfirmEmailAddressPage';
import PasswordLinkExpiredPage from './PasswordLinkExpiredPage';
import PasswordPage from './PasswordPage';

const { call } = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../services/api', () => ({ api: { call } }));

/** The server's requirements: shorter than the documents' default, two symbols. */
const requirements = {
  minimumLength: 8,
  minimumUppercase: 1,
  minimumLowercase: 1,
  minimumNumeric: 1,
  minimumSpecialCharacters: 2,
};

const problem = (status: number, code: string, message: string) =>
  new ApiError({ status, endpointId: 'user.ValidateLink', body: { code, message, traceId: 't' } });

let calls: { id: string; options: { body?: unknown; query?: unknown } }[] = [];
let linkAnswer: () => unknown;

beforeEach(() => {
  calls = [];
  linkAnswer = () => ({ action: 'reset', username: 'forgetful@northwind.example' });
  call.mockReset();
  call.mockImplementation(async (endpoint: { id: string }, options: { body?: unknown }) => {
    calls.push({ id: endpoint.id, options });
    if (endpoint.id === 'user.passwordComplexity') return requirements;
    if (endpoint.id === 'user.ValidateLink') return linkAnswer();
    return { ok: true };
  });
  location.hash = '';
});

const sent = (id: string) => calls.filter((made) => made.id === id).map((made) => made.options);
const password = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });

async function fill(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
}

describe('PasswordPage (002 §2, §5)', { timeout: 60_000 }, () => {
  it('asks for the e-mail address, refuses a blank one at the field, and says the same for any address', async () => {
    render(<PasswordPage route={routeByName('ForgotPassword')} query={{}} />);
    const email = screen.getByRole('textbox', { name: /^E-mail/ });
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('This field is required.'));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter all required fields and try again.');
    await waitFor(() => expect(email).toHaveFocus());
    expect(sent('user.RequestResetPassword')).toEqual([]);

    await fill(email, 'someone@northwind.example');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/If an account uses this e-mail address/)).toBeInTheDocument();
    expect(sent('user.RequestResetPassword')[0]?.query).toEqual({ Email: 'someone@northwind.example' });
  });

  it('says a set-password link without its code is invalid and offers a new one, asking nothing', async () => {
    render(<PasswordPage route={routeByName('SetPassword')} query={{}} />);
    expect(screen.getByRole('heading', { name: 'Set Password' })).toBeVisible();
    expect(screen.getByText('Invalid Password reset request')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '#/forgotPassword',
    );
    // No reset request under a "Set Password" heading, and nothing asked of the server.
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('moves the focus to the message once sent, and to the e-mail field on Send another link', async () => {
    render(<PasswordPage route={routeByName('ForgotPassword')} query={{}} />);
    await fill(screen.getByRole('textbox', { name: /^E-mail/ }), 'someone@northwind.example');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    const message = await screen.findByText(/If an account uses this e-mail address/);
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    expect(document.activeElement).toContainElement(message);

    await userEvent.click(screen.getByRole('button', { name: 'Send another link' }));
    const email = await screen.findByRole('textbox', { name: /^E-mail/ });
    expect(email).toHaveValue('');
    await waitFor(() => expect(email).toHaveFocus());
  });

  it("checks the new password against the server's requirements, every broken rule at the field, then sets it", async () => {
    render(<PasswordPage route={routeByName('ForgotPassword')} query={{ rpk: 'the-token' }} />);
    expect(
      await screen.findByText('Choose a new password for forgetful@northwind.example.'),
    ).toBeInTheDocument();
    // The rules in the same words as My Account's (issue 18), marked as the password is typed.
    const rules = await screen.findByRole('list', { name: 'The new password needs' });
    await waitFor(() =>
      expect(within(rules).getByText(/at least 2 special characters/)).toHaveTextContent('not met yet'),
    );
    expect(within(rules).getByText(/at least 8 characters/)).toBeVisible();
    const newPassword = password(/^New Password/);
    await fill(newPassword, 'abcdefgh1');
    await fill(password(/^Confirm Password/), 'abcdefgh2');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() =>
      expect(newPassword).toHaveAccessibleDescription(
        /The password must contain at least 1 uppercase letter\(s\)\. The password must contain at least 2 special character\(s\)\./,
      ),
    );
    expect(password(/^Confirm Password/)).toHaveAccessibleDescription(
      'Password and Confirm Password do not match.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The password does not meet the requirements.');
    await waitFor(() => expect(newPassword).toHaveFocus());
    expect(sent('user.resetpassword')).toEqual([]);

    await fill(newPassword, 'Abcdefg1!!');
    await fill(password(/^Confirm Password/), 'Abcdefg1!!');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText(/Your password has been changed successfully/)).toBeInTheDocument();
    expect(sent('user.resetpassword')[0]?.body).toEqual({
      token: 'the-token',
      password: 'Abcdefg1!!',
      confirmPassword: 'Abcdefg1!!',
    });
  });

  it('asks for both fields when left empty, in the generic words, and for nothing else', async () => {
    render(<PasswordPage route={routeByName('ForgotPassword')} query={{ rpk: 'the-token' }} />);
    const newPassword = await screen.findByLabelText(/^New Password/, { selector: 'input' });
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Please enter all required fields and try again.'),
    );
    expect(newPassword).toHaveAccessibleDescription(expect.stringMatching(/^This field is required\./));
    expect(newPassword).not.toHaveAccessibleDescription(expect.stringContaining('must contain'));
    expect(password(/^Confirm Password/)).toHaveAccessibleDescription('This field is required.');
    await waitFor(() => expect(newPassword).toHaveFocus());

    // The password given, the confirmation still missing: still the generic words, at the confirmation.
    await fill(newPassword, 'Abcdefg1!!');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(password(/^Confirm Password/)).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter all required fields and try again.');
    expect(sent('user.resetpassword')).toEqual([]);
  });

  it('says the confirmation differs, not that a good password breaks the rules, and focuses the message once set', async () => {
    render(<PasswordPage route={routeByName('ForgotPassword')} query={{ rpk: 'the-token' }} />);
    const newPassword = await screen.findByLabelText(/^New Password/, { selector: 'input' });
    await fill(newPassword, 'Abcdefg1!!');
    await fill(password(/^Confirm Password/), 'Abcdefg1!?');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Password and Confirm Password do not match.'),
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('does not meet the requirements');
    expect(newPassword).not.toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(password(/^Confirm Password/)).toHaveFocus());

    await fill(password(/^Confirm Password/), 'Abcdefg1!!');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    const done = await screen.findByText(/Your password has been changed successfully/);
    // The form went with the pressed button: the focus is on the message, not dropped to the page's body.
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    expect(document.activeElement).toContainElement(done);
  });

  it("shows the server's refusal of the password at its field", async () => {
    call.mockImplementation(async (endpoint: { id: string }) => {
      if (endpoint.id === 'user.passwordComplexity') return requirements;
      if (endpoint.id === 'user.ValidateLink') return linkAnswer();
      throw new ApiError({
        status: 422,
        endpointId: endpoint.id,
        body: {
          code: 'PasswordInvalid',
          message: 'Something went wrong',
          traceId: 't',
          errors: [{ path: 'password', message: 'Something went wrong' }],
        },
      });
    });
    render(<PasswordPage route={routeByName('SetPassword')} query={{ rpk: 'the-token' }} />);
    const newPassword = await screen.findByLabelText(/^New Password/, { selector: 'input' });
    await fill(newPassword, 'Abcdefg1!!');
    await fill(password(/^Confirm Password/), 'Abcdefg1!!');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(newPassword).toHaveAccessibleDescription(/Something went wrong/));
  });

  it('greets a new user on /setPassword', async () => {
    linkAnswer = () => ({ action: 'create', username: 'newbie@northwind.example' });
    render(<PasswordPage route={routeByName('SetPassword')} query={{ rpk: 'the-token' }} />);
    expect(
      await screen.findByText('Welcome! Create a password for newbie@northwind.example.'),
    ).toBeInTheDocument();
  });

  it("says 'Invalid Password reset request' for a used or unknown link and offers a new request", async () => {
    linkAnswer = () => {
      throw problem(404, 'InvalidPasswordLink', 'Invalid Password reset request');
    };
    render(<PasswordPage route={routeByName('ForgotPassword')} query={{ rpk: 'spent' }} />);
    expect(await screen.findByText('Invalid Password reset request')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '#/forgotPassword',
    );
  });

  it("says 'Invalid Password reset request' for a token the contract refuses (400), not the generic words", async () => {
    linkAnswer = () => {
      throw problem(400, 'ValidationFailed', 'There was some problem, while processing your Request');
    };
    render(<PasswordPage route={routeByName('ForgotPassword')} query={{ rpk: 'x'.repeat(3000) }} />);
    expect(await screen.findByText('Invalid Password reset request')).toBeInTheDocument();
    expect(screen.queryByText(/There was some problem/)).toBeNull();
  });

  it('sends an expired link to /password-link-expired with its action and token', async () => {
    linkAnswer = () => {
      throw problem(410, 'PasswordLinkExpired', 'Link has expired, Please generate reset request again.');
    };
    render(<PasswordPage route={routeByName('SetPassword')} query={{ rpk: 'old-token' }} />);
    await waitFor(() => expect(location.hash).toBe('#/password-link-expired?action=create&token=old-token'));
  });
});

describe('PasswordLinkExpiredPage', { timeout: 60_000 }, () => {
  it("says the documents' words and mails a new link for the expired one", async () => {
    render(
      <PasswordLinkExpiredPage
        route={routeByName('PasswordLinkExpired')}
        query={{ action: 'reset', token: 'old-token' }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Password Link Expired' })).toBeInTheDocument();
    expect(screen.getByText('Link has expired, Please generate reset request again.')).toBeInTheDocument();
    // One way on: not a second link of like words that does something else.
    expect(screen.queryByRole('link', { name: 'Request a new reset link' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText(/We have sent a new link/)).toBeInTheDocument();
    expect(sent('user.ResendCreatePasswordLink')[0]?.body).toEqual({ token: 'old-token' });
  });

  it('tells a refused resend in the form', async () => {
    call.mockRejectedValue(problem(403, 'AccountDisabled', 'Your account has been disabled.'));
    render(
      <PasswordLinkExpiredPage
        route={routeByName('PasswordLinkExpired')}
        query={{ action: 'reset', token: 'x' }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your account has been disabled.');
    // No field to mark: the focus goes to the reason, not to the page's body.
    await waitFor(() => expect(alert).toHaveFocus());
    // Refused: the reset request by username is the way on.
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '#/forgotPassword',
    );
  });

  it('offers only the reset request without a token', () => {
    render(<PasswordLinkExpiredPage route={routeByName('PasswordLinkExpired')} query={{}} />);
    expect(screen.queryByRole('button', { name: 'Send a new link' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '#/forgotPassword',
    );
  });

  it('moves the focus to the message once a new link is sent', async () => {
    render(
      <PasswordLinkExpiredPage
        route={routeByName('PasswordLinkExpired')}
        query={{ action: 'reset', token: 'old-token' }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    const done = await screen.findByText(/We have sent a new link/);
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    expect(document.activeElement).toContainElement(done);
  });

  it("says 'Invalid Password reset request' for a token the server never issues, without asking", async () => {
    render(
      <PasswordLinkExpiredPage
        route={routeByName('PasswordLinkExpired')}
        query={{ action: 'reset', token: 'x'.repeat(3000) }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Password reset request');
    expect(sent('user.ResendCreatePasswordLink')).toEqual([]);
  });

  it("starts afresh for another link's token: not 'sent' for the last one", async () => {
    const route = routeByName('PasswordLinkExpired');
    const { rerender } = render(
      <PasswordLinkExpiredPage route={route} query={{ action: 'reset', token: 'one' }} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    await screen.findByText(/We have sent a new link/);
    rerender(<PasswordLinkExpiredPage route={route} query={{ action: 'reset', token: 'two' }} />);
    expect(await screen.findByRole('button', { name: 'Send a new link' })).toBeVisible();
    expect(screen.queryByText(/We have sent a new link/)).toBeNull();
  });
});

describe('ConfirmEmailAddressPage (002 §2)', { timeout: 60_000 }, () => {
  const route = routeByName('ConfirmEmailAddress');
  const id = '7b0c0c5e-5d6a-4a3e-9b1a-2f7f0f6b9a11';

  it('confirms the address on arrival and offers the login', async () => {
    render(<ConfirmEmailAddressPage route={route} query={{ id, tk: '1893456000', h: 'abc' }} />);
    expect(await screen.findByText(/your e-mail address has been confirmed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '#/login');
    expect(sent('user.confirmEmailAddress')[0]?.query).toEqual({ id, tk: '1893456000', h: 'abc' });
  });

  it("says 'Invalid Request' for a refused link, and for one missing its parts without asking", async () => {
    call.mockRejectedValue(problem(404, 'InvalidRequest', 'Invalid Request'));
    const { unmount } = render(<ConfirmEmailAddressPage route={route} query={{ id, tk: '1', h: 'x' }} />);
    expect(await screen.findByText('Invalid Request')).toBeInTheDocument();
    unmount();
    call.mockClear();
    render(<ConfirmEmailAddressPage route={route} query={{ id }} />);
    expect(await screen.findByText('Invalid Request')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });
});
