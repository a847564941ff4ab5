import { ApplicationFeature, type TokenInfo } from '@b2b-portal/api';
import { ApiError } from '@b2b-portal/api/client';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usePageNotice } from '../app/postLogin';
import type { Session, SessionState } from '../app/session';
import { HandoffFlow } from './RedirectPage';
import type { HandoffLink } from './redirect/handoffLinkOf';
import type { HandoffServices } from './redirect/useHandoff';

vi.mock('../services/api', () => ({ tokenStore: { getDisplayStyleGuidePage: () => null } }));

const permissions = ['shoppingcart', 'browseCatalogs', 'templates', 'orders', 'invoices', 'viewQuote'];
const signedInAs = (id: string, email: string): SessionState => ({
  status: 'signedIn',
  context: {
    user: { id, firstName: 'First', lastName: 'Last', email, companyID: 'c1' },
    permissions,
    analyticsDimensions: null,
  },
  configuration: null,
  sessionId: null,
  news: [],
});
const victim = signedInAs('u1', 'buyer@northwind.example');
const other = signedInAs('u2', 'buyer@contoso.example');
const otherTokens: TokenInfo = {
  type: 'Bearer',
  access_token: 'other-access',
  refresh_token: 'other-refresh',
};

const codeLink: HandoffLink = { secret: { kind: 'code', code: 'c0de' }, url: '/orders' };
const tokenLink: HandoffLink = { secret: { kind: 'tokens', tokenInfo: otherTokens }, url: '/orders' };

/** What happened, in order: the server calls and the session's sign-ins. */
let calls: string[];

function fakeServices(overrides: Partial<HandoffServices> = {}): HandoffServices {
  return {
    exchange: vi.fn(async (code: string, url: string | undefined) => {
      calls.push(`exchange ${code} ${url}`);
      return otherTokens;
    }),
    readAccount: vi.fn(async () => ({ id: 'u2', email: 'buyer@contoso.example' })),
    signOut: vi.fn(async () => {
      calls.push('signOut');
    }),
    ...overrides,
  };
}

/** The flow over a session that signs in as `other` when given tokens. */
function Host({
  start,
  link,
  services,
}: {
  start: SessionState;
  link: HandoffLink;
  services: HandoffServices;
}) {
  const [state, setState] = useState(start);
  const session: Session = {
    state,
    permissions: state.status === 'signedIn' ? state.context.permissions : [],
    features: state.status === 'signedIn' ? ApplicationFeature.Ordering : 0,
    login: vi.fn(),
    acceptTokens: async (tokenInfo) => {
      calls.push(`acceptTokens ${tokenInfo.access_token}`);
      setState(other);
      return (other as Extract<SessionState, { status: 'signedIn' }>).context;
    },
    logout: vi.fn(async () => {}),
  };
  return <HandoffFlow link={link} session={session} services={services} />;
}

function Notice({ path }: { path: string }) {
  return <output aria-label="Notice">{usePageNotice(path)}</output>;
}

const hash = () => window.location.hash;

beforeEach(() => {
  calls = [];
  window.location.hash = '#/redirect?url=%2Forders';
});

describe('RedirectPage with a code', () => {
  it('should exchange the code at once when nobody is signed in and open the page it was made for', async () => {
    render(<Host start={{ status: 'signedOut' }} link={codeLink} services={fakeServices()} />);
    await waitFor(() => expect(hash()).toBe('#/orders'));
    expect(calls).toEqual(['exchange c0de /orders', 'acceptTokens other-access']);
  });

  it('should ask a signed-in user first, and staying exchanges nothing', async () => {
    const services = fakeServices();
    render(<Host start={victim} link={codeLink} services={services} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Switch account?' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This link signs you in as another account. You are signed in as buyer@northwind.example.',
    );
    const stay = screen.getByRole('button', { name: 'Stay signed in as buyer@northwind.example' });
    expect(stay).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(hash()).toBe('#/orders'));
    expect(calls).toEqual([]);
  });

  it('should exchange the code, then end the old login, then sign in, when the user continues', async () => {
    render(<Host start={victim} link={codeLink} services={fakeServices()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out and continue' }));
    await waitFor(() => expect(hash()).toBe('#/orders'));
    expect(calls).toEqual(['exchange c0de /orders', 'signOut', 'acceptTokens other-access']);
  });

  it("should keep the signed-in user when the code is refused, and say the server's reason", async () => {
    const used = new ApiError({
      status: 401,
      endpointId: 'user.handoffExchange',
      body: {
        code: 'HandoffCodeUsed',
        message: 'This sign-in link has already been used. Please ask for a new link.',
        traceId: 't',
      },
    });
    const services = fakeServices({ exchange: vi.fn(async () => Promise.reject(used)) });
    render(<Host start={victim} link={codeLink} services={services} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out and continue' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This sign-in link cannot be used' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This sign-in link has already been used. Please ask for a new link.',
    );
    expect(screen.getByRole('link', { name: 'Go to Account Overview' })).toHaveAttribute(
      'href',
      '#/account-overview',
    );
    expect(calls).toEqual([]);
  });

  it('should refuse a url outside the portal without exchanging, landing on Home with the reason', async () => {
    const services = fakeServices();
    render(
      <>
        <Host
          start={{ status: 'signedOut' }}
          link={{ ...codeLink, url: '//evil.example/' }}
          services={services}
        />
        <Notice path="/" />
      </>,
    );
    await waitFor(() => expect(hash()).toBe('#/'));
    expect(screen.getByRole('status', { name: 'Notice' })).toHaveTextContent(
      'This link does not lead to a page of the portal, so it was not followed.',
    );
    expect(services.exchange).not.toHaveBeenCalled();
  });

  it('should send a link without a code or tokens to Login', async () => {
    render(
      <Host
        start={{ status: 'signedOut' }}
        link={{ secret: null, url: '/orders' }}
        services={fakeServices()}
      />,
    );
    await waitFor(() => expect(hash()).toBe('#/login'));
  });
});

describe("RedirectPage with the documents' tokens", () => {
  it('should ask a signed-out browser before signing in, naming the account, and stay out when told', async () => {
    render(<Host start={{ status: 'signedOut' }} link={tokenLink} services={fakeServices()} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Continue as buyer@contoso.example?' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Do not sign in' }));
    await waitFor(() => expect(hash()).toBe('#/login'));
    expect(calls).toEqual([]);
  });

  it('should sign a signed-out browser in once the user continues', async () => {
    render(<Host start={{ status: 'signedOut' }} link={tokenLink} services={fakeServices()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue as buyer@contoso.example' }));
    await waitFor(() => expect(hash()).toBe('#/orders'));
    expect(calls).toEqual(['acceptTokens other-access']);
  });

  it('should name both accounts to a signed-in user, and end the old login before switching', async () => {
    render(<Host start={victim} link={tokenLink} services={fakeServices()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link signs you in as buyer@contoso.example. You are signed in as buyer@northwind.example.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign out and continue' }));
    await waitFor(() => expect(hash()).toBe('#/orders'));
    expect(calls).toEqual(['signOut', 'acceptTokens other-access']);
  });

  it("should go on without asking when the tokens are the signed-in user's own", async () => {
    const services = fakeServices({
      readAccount: vi.fn(async () => ({ id: 'u1', email: 'buyer@northwind.example' })),
    });
    render(<Host start={victim} link={tokenLink} services={services} />);
    await waitFor(() => expect(hash()).toBe('#/orders'));
    expect(calls).toEqual([]);
  });

  it("should refuse tokens the server does not accept with the documents' 401 message", async () => {
    const refused = new ApiError({ status: 401, endpointId: 'user.me' });
    const services = fakeServices({ readAccount: vi.fn(async () => Promise.reject(refused)) });
    render(<Host start={{ status: 'signedOut' }} link={tokenLink} services={services} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unauthorized, You are not Allowed');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '#/login');
    expect(calls).toEqual([]);
  });
});
