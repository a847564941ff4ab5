import { ApiError } from '@b2b-portal/api/client';
import { routeByName } from '@b2b-portal/flows/rules';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../app/session';
import LoginPage from './LoginPage';

const { current } = vi.hoisted(() => ({
  current: {
    session: null as unknown as Session,
    call: null as unknown as (endpoint: { id: string }, options: { query?: unknown }) => Promise<unknown>,
  },
}));
vi.mock('../app/session', async () => {
  const { ApiError } = await import('@b2b-portal/api/client');
  return { useSession: () => current.session, isApiError: (error: unknown) => error instanceof ApiError };
});
vi.mock('../services/api', () => ({
  tokenStore: { getDisplayStyleGuidePage: () => null },
  api: { call: (endpoint: { id: string }, options: { query?: unknown }) => current.call(endpoint, options) },
}));

const signedOut: Session = {
  state: { status: 'signedOut' },
  permissions: [],
  features: 0,
  login: vi.fn(),
  acceptTokens: vi.fn(),
  logout: vi.fn(async () => {}),
};

const route = routeByName('Login');
const calls: Array<{ id: string; query: unknown }> = [];

/** The server: Contoso signs in with single sign-on; its IdP is reached at a page of this document. */
function server(
  start: () => Promise<unknown> = async () => ({ redirectUrl: `${window.location.origin}/#/idp` }),
) {
  current.call = async (endpoint, options) => {
    calls.push({ id: endpoint.id, query: options.query });
    if (endpoint.id === 'company.hasSamlConfiguration') {
      const { email } = options.query as { email: string };
      return { hasSamlConfiguration: email.endsWith('@contoso.example') };
    }
    if (endpoint.id === 'saml.login') return start();
    throw new Error(`unexpected call ${endpoint.id}`);
  };
}

async function typeUsername(username: string) {
  await userEvent.type(screen.getByLabelText(/^Username/), username);
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByLabelText(/^Password/);
}

beforeEach(() => {
  calls.length = 0;
  current.session = signedOut;
  window.location.hash = '#/login';
  server();
});

describe('LoginPage: company single sign-on', () => {
  it("offers the company's single sign-on after Next and sends the browser to its identity provider", async () => {
    render(<LoginPage route={route} query={{ redirectUrl: '/orders' }} />);
    await typeUsername('buyer@contoso.example');
    const offer = await screen.findByRole(
      'button',
      { name: 'Continue with single sign-on' },
      { timeout: 5000 },
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your company signs in with its own identity provider.',
    );
    await userEvent.click(offer);
    await waitFor(() => expect(window.location.hash).toBe('#/idp'));
    expect(calls).toEqual([
      { id: 'company.hasSamlConfiguration', query: { email: 'buyer@contoso.example' } },
      { id: 'saml.login', query: { email: 'buyer@contoso.example', url: '/orders' } },
    ]);
    // The password sign-in stays for whoever wants it.
    expect(screen.getByLabelText(/^Password/)).toBeInTheDocument();
  });

  it('offers nothing where single sign-on does not apply', async () => {
    render(<LoginPage route={route} query={{}} />);
    await typeUsername('buyer@northwind.example');
    await waitFor(() => expect(calls).toHaveLength(1), { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Continue with single sign-on' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('asks nothing for a username that is no e-mail address', async () => {
    render(<LoginPage route={route} query={{}} />);
    await typeUsername('dana.buyer');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls).toEqual([]);
  });

  it('says why a sign-in that came back from the identity provider was refused, until the user starts again', async () => {
    render(<LoginPage route={route} query={{ sso: 'SsoAccountDisabled' }} />);
    await waitFor(
      () =>
        expect(screen.getByRole('alert')).toHaveTextContent(
          'Your company’s identity provider signed you in, but your portal account is disabled. Please contact your Company Administrator.',
        ),
      { timeout: 5000 },
    );
    await typeUsername('buyer@contoso.example');
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });

  it('ignores a refusal code it does not know', async () => {
    render(<LoginPage route={route} query={{ sso: '<script>' }} />);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });

  it('says so when the server no longer offers single sign-on, and lets the user try again', async () => {
    server(async () => {
      throw new ApiError({
        status: 404,
        endpointId: 'saml.login',
        body: { code: 'SsoNotConfigured', message: 'not configured', traceId: 't' },
      });
    });
    render(<LoginPage route={route} query={{}} />);
    await typeUsername('buyer@contoso.example');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Continue with single sign-on' }, { timeout: 5000 }),
    );
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Your company does not sign in with single sign-on. Please enter your password.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Continue with single sign-on' })).toBeEnabled();
  });
});
