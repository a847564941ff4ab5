import { ApplicationFeature } from '@b2b-portal/api';
import { ApiError } from '@b2b-portal/api/client';
import { routeByName } from '@b2b-portal/flows/rules';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usePageNotice } from '../app/postLogin';
import type { Session, SessionState } from '../app/session';
import { validationFailed } from '../forms/validationFailed';
import LoginPage from './LoginPage';

const buyerPermissions = ['shoppingcart', 'browseCatalogs', 'templates', 'orders', 'invoices', 'viewQuote'];
const northwind = ApplicationFeature.Ordering | ApplicationFeature.MaintenanceContracts;
const buyer: SessionState = {
  status: 'signedIn',
  context: {
    user: {
      id: 'u1',
      firstName: 'Bea',
      lastName: 'Buyer',
      email: 'buyer@northwind.example',
      companyID: 'c1',
    },
    permissions: buyerPermissions,
    analyticsDimensions: null,
  },
  configuration: null,
  sessionId: null,
  news: [],
};

const { current } = vi.hoisted(() => ({ current: { session: null as unknown as Session } }));
vi.mock('../app/session', async () => {
  const { ApiError } = await import('@b2b-portal/api/client');
  return { useSession: () => current.session, isApiError: (error: unknown) => error instanceof ApiError };
});
// The single sign-on question after Next (login/singleSignOnParts) answers 'no' here: LoginPage.sso.test asks it.
vi.mock('../services/api', () => ({
  tokenStore: { getDisplayStyleGuidePage: () => null },
  api: { call: async () => ({ hasSamlConfiguration: false }) },
}));

function sessionIn(state: SessionState): Session {
  return {
    state,
    permissions: state.status === 'signedIn' ? state.context.permissions : [],
    features: state.status === 'signedIn' ? northwind : 0,
    login: vi.fn(),
    acceptTokens: vi.fn(),
    logout: vi.fn(async () => {}),
  };
}

const route = routeByName('Login');
const hash = () => window.location.hash;

function Notice({ path }: { path: string }) {
  return <output aria-label="Notice">{usePageNotice(path)}</output>;
}

beforeEach(() => {
  window.location.hash = '#/login?redirectUrl=%2Fusers';
});

describe('LoginPage for a signed-in user', () => {
  it('says who is signed in and that they may not open the page, and stays on Login', async () => {
    current.session = sessionIn(buyer);
    render(<LoginPage route={route} query={{ redirectUrl: '/users' }} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You are signed in as buyer@northwind.example and may not open Users. Sign in as someone else, or go back to Account Overview.',
    );
    expect(screen.getByRole('link', { name: 'Go to Account Overview' })).toHaveAttribute(
      'href',
      '#/account-overview',
    );
    expect(screen.queryByLabelText(/^Username/)).not.toBeInTheDocument();
    // Nothing navigates: no loop back to /users.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(hash()).toBe('#/login?redirectUrl=%2Fusers');
  });

  it('signs out and keeps the redirect when the user chooses to sign in as someone else', async () => {
    current.session = sessionIn(buyer);
    render(<LoginPage route={route} query={{ redirectUrl: '/reports' }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('may not open Reports.');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in as someone else' }));
    expect(current.session.logout).toHaveBeenCalledWith({ to: 'Login', redirectUrl: '/reports' });
  });

  it('goes on to a page the user may open', async () => {
    current.session = sessionIn(buyer);
    render(<LoginPage route={route} query={{ redirectUrl: '/orders' }} />);
    await waitFor(() => expect(hash()).toBe('#/orders'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('goes to the landing page for an address outside the portal', async () => {
    current.session = sessionIn(buyer);
    render(<LoginPage route={route} query={{ redirectUrl: 'https://evil.example/' }} />);
    await waitFor(() => expect(hash()).toBe('#/account-overview'));
  });
});

describe('LoginPage signing in', () => {
  it('lands a user refused the redirect on their landing page and says why there, once', async () => {
    current.session = sessionIn({ status: 'signedOut' });
    current.session.login = vi.fn(async () => {
      current.session = sessionIn(buyer);
      return buyer.context;
    });
    const { rerender } = render(<LoginPage route={route} query={{ redirectUrl: '/users' }} />);
    await userEvent.type(screen.getByLabelText(/^Username/), 'buyer@northwind.example');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.type(screen.getByLabelText(/^Password/), 'Demo-Portal-2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    rerender(<LoginPage route={route} query={{ redirectUrl: '/users' }} />);

    await waitFor(() => expect(hash()).toBe('#/account-overview'));
    const message =
      'You signed in as buyer@northwind.example, who may not open Users, so you are on Account Overview instead.';
    const landing = render(<Notice path="/account-overview" />);
    expect(landing.getByRole('status', { name: 'Notice' })).toHaveTextContent(message);
    // Shown, then the user moves on: the notice is gone, also when they come back.
    landing.rerender(<Notice path="/orders" />);
    await waitFor(() => expect(landing.getByRole('status', { name: 'Notice' })).toHaveTextContent(''));
    landing.rerender(<Notice path="/account-overview" />);
    expect(landing.getByRole('status', { name: 'Notice' })).toHaveTextContent('');
  });

  it('bounds the fields by the contract’s limits and refuses a blank username in its words, signing nobody in', async () => {
    current.session = sessionIn({ status: 'signedOut' });
    render(<LoginPage route={route} query={{}} />);
    const username = screen.getByLabelText(/^Username/);
    // A username pasted past the contract's 256 characters is kept whole and refused at Next, in its words.
    expect(username).not.toHaveAttribute('maxlength');
    await userEvent.click(username);
    await userEvent.paste('u'.repeat(257));
    expect(username).toHaveValue('u'.repeat(257));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(username).toHaveAccessibleDescription('Please enter at most 256 characters.');
    expect(username).toHaveFocus();
    await userEvent.clear(username);
    await userEvent.type(username, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('Please enter your username.');
    await userEvent.clear(username);
    await userEvent.type(username, 'buyer@northwind.example');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText(/^Password/)).not.toHaveAttribute('maxlength');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Please enter your password.');
    expect(current.session.login).not.toHaveBeenCalled();
  });

  it('shows the server’s field errors on their fields after the call', async () => {
    current.session = sessionIn({ status: 'signedOut' });
    current.session.login = vi.fn(async () => {
      throw validationFailed('user.login', [
        { path: 'password', message: 'Please enter at most 1024 characters.' },
      ]);
    });
    render(<LoginPage route={route} query={{}} />);
    await userEvent.type(screen.getByLabelText(/^Username/), 'buyer@northwind.example');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const password = screen.getByLabelText(/^Password/);
    await userEvent.type(password, 'Demo-Portal-2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription('Please enter at most 1024 characters.');
    expect(current.session.login).toHaveBeenCalledWith({
      username: 'buyer@northwind.example',
      password: 'Demo-Portal-2026!',
      googleCaptcha: '',
    });
  });

  it('shows the check the server asks once the account is under attack, and sends its token with the next try', async () => {
    current.session = sessionIn({ status: 'signedOut' });
    const asked = new ApiError({
      status: 400,
      endpointId: 'user.login',
      body: {
        code: 'CaptchaRequired',
        message: 'There were many failed sign-ins to this account.',
        traceId: 'trace-2',
        captcha: { provider: 'sandbox' },
      },
    });
    current.session.login = vi.fn(async () => {
      throw asked;
    });
    render(<LoginPage route={route} query={{}} />);
    await userEvent.type(screen.getByLabelText(/^Username/), 'buyer@northwind.example');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Password/), 'Demo-Portal-2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There were many failed sign-ins to this account. Please confirm that you are not a robot, then sign in.',
    );
    const check = await screen.findByRole('checkbox', { name: 'I am not a robot' });
    await userEvent.click(check);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(current.session.login).toHaveBeenLastCalledWith({
      username: 'buyer@northwind.example',
      password: 'Demo-Portal-2026!',
      googleCaptcha: 'sandbox-pass',
    });
    // Refused again: a fresh, unticked check for the next try.
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'I am not a robot' })).not.toBeChecked());
  });
});
