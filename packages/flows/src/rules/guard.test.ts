import { ApplicationFeature } from '@b2b-portal/api';
import { describe, expect, it } from 'vitest';
import { personas } from '../testing/personas';
import {
  type GuardInput,
  type GuardUser,
  guardNavigation,
  inAppPath,
  isSkipPair,
  type PostLoginInput,
  postLoginDestination,
} from './guard';

const both = ApplicationFeature.Ordering | ApplicationFeature.MaintenanceContracts;
const signedIn = (permissions: string[], features = both): GuardUser => ({
  authenticated: true,
  loaded: true,
  permissions,
  features,
});
const anonymous: GuardUser = { authenticated: false, loaded: false, permissions: [], features: 0 };
const buyer = signedIn([...personas.buyer.permissions]);

/** The decision without the route object, as a reader compares it. */
function decide(input: GuardInput) {
  const decision = guardNavigation(input);
  return decision.kind === 'allow'
    ? { kind: decision.kind, title: decision.title, resetScroll: decision.resetScroll }
    : decision.kind === 'loadUserFirst'
      ? { kind: decision.kind }
      : decision.kind === 'forbidden'
        ? { kind: decision.kind, page: decision.route.title, redirectUrl: decision.redirectUrl }
        : decision;
}

describe('guardNavigation: login and permission (000 §2.4 steps 5-6)', () => {
  it.each<{ case: string; input: GuardInput; expected: object }>([
    {
      case: 'anonymous on a public page',
      input: { to: '/help?tab=faq', user: anonymous },
      expected: { kind: 'allow', title: 'Help', resetScroll: true },
    },
    {
      case: 'anonymous on an authenticated page',
      input: { to: '/order?id=42', user: anonymous },
      expected: { kind: 'redirectToLogin', redirectUrl: '/order?id=42' },
    },
    {
      case: 'anonymous on settings keeps the full path',
      input: { to: '/settings&administration', user: anonymous },
      expected: { kind: 'redirectToLogin', redirectUrl: '/settings&administration' },
    },
    {
      case: 'signed in, user not loaded, authenticated page',
      input: { to: '/orders', user: { ...buyer, loaded: false } },
      expected: { kind: 'loadUserFirst' },
    },
    {
      case: 'signed in, user not loaded, public page',
      input: { to: '/help', user: { ...buyer, loaded: false } },
      expected: { kind: 'allow', title: 'Help', resetScroll: true },
    },
    {
      case: 'buyer lacking the Reports permission',
      input: { to: '/reports', user: buyer },
      expected: { kind: 'forbidden', page: 'Reports', redirectUrl: '/reports' },
    },
    {
      case: 'buyer lacking the Reports permission on one report (002 §2: /report goes with /reports)',
      input: { to: '/report?id=r1', user: buyer },
      expected: { kind: 'forbidden', page: 'Report', redirectUrl: '/report?id=r1' },
    },
    {
      case: 'buyer lacking the Users permission, query kept',
      input: { to: '/users?tab=2', user: buyer },
      expected: { kind: 'forbidden', page: 'Users', redirectUrl: '/users?tab=2' },
    },
    {
      case: 'buyer lacking the Users permission on one user (002 §2: /user/ goes with /users)',
      input: { to: '/user/?user_id=u1', user: buyer },
      expected: { kind: 'forbidden', page: 'User', redirectUrl: '/user/?user_id=u1' },
    },
    {
      case: 'anonymous on Users',
      input: { to: '/users', user: anonymous },
      expected: { kind: 'redirectToLogin', redirectUrl: '/users' },
    },
    {
      case: 'signed in with stored credentials but not loaded yet, on a page the permissions may not allow',
      input: { to: '/users', user: { ...buyer, loaded: false } },
      expected: { kind: 'loadUserFirst' },
    },
    {
      case: 'user manager on Users',
      input: { to: '/users', user: signedIn([...personas.useradmin.permissions]) },
      expected: { kind: 'allow', title: 'Users', resetScroll: true },
    },
    {
      case: 'read-only user viewer on one user (viewUsers)',
      input: { to: '/user/?user_id=u1', user: signedIn(['viewUsers']) },
      expected: { kind: 'allow', title: 'User', resetScroll: true },
    },
    {
      case: 'buyer on Orders',
      input: { to: '/orders', user: buyer },
      expected: { kind: 'allow', title: 'Orders', resetScroll: true },
    },
    {
      case: 'buyer on a page without a permission',
      input: { to: '/account', user: buyer },
      expected: { kind: 'allow', title: 'My Account', resetScroll: true },
    },
    {
      case: 'contoso buyer on Devices: holds contractsView but the company lacks the feature',
      input: {
        to: '/devices',
        user: signedIn([...personas.contosoBuyer.permissions], ApplicationFeature.Ordering),
      },
      expected: { kind: 'forbidden', page: 'Devices', redirectUrl: '/devices' },
    },
    {
      case: 'admin on Shop without Ordering',
      input: { to: '/shop', user: signedIn(['admin'], ApplicationFeature.MaintenanceContracts) },
      expected: { kind: 'forbidden', page: 'Shop', redirectUrl: '/shop' },
    },
    {
      case: 'an unknown path',
      input: { to: '/no-such-page', user: buyer },
      expected: { kind: 'notFound' },
    },
  ])('should decide $expected.kind for $case', ({ input, expected }) => {
    expect(decide(input)).toEqual(expected);
  });
});

describe('guardNavigation: style guide (000 §2.2)', () => {
  it.each([
    { flag: 'true', kind: 'allow' },
    { flag: 'false', kind: 'redirectHome' },
    { flag: null, kind: 'redirectHome' },
  ])('should decide $kind for the style guide with flag $flag', ({ flag, kind }) => {
    expect(guardNavigation({ to: '/style-guide', user: anonymous, styleGuideFlag: flag }).kind).toBe(kind);
  });
});

describe('guardNavigation: title (000 §2.4 step 1)', () => {
  it.each([
    { breadcrumbs: undefined, title: 'Order Details' },
    { breadcrumbs: ['Orders'], title: 'Order Details' },
    { breadcrumbs: ['Orders', 'Order 42'], title: 'Order 42' },
    { breadcrumbs: ['Home', 'Orders', 'Order 42 / Shipment'], title: 'Order 42 / Shipment' },
  ])('should title the page $title with crumbs $breadcrumbs', ({ breadcrumbs, title }) => {
    const decision = guardNavigation({
      to: '/order?id=42',
      user: buyer,
      ...(breadcrumbs ? { breadcrumbs } : {}),
    });
    expect(decision).toMatchObject({ kind: 'allow', title });
  });
});

describe('guardNavigation: page pairs skip the remaining checks (000 §2.4 step 3)', () => {
  const nobody = signedIn([]);
  it.each([
    { from: '/invoices', to: '/order?id=1' },
    { from: '/order?id=1', to: '/invoices' },
    { from: '/pricing-requests', to: '/quote?id=1' },
    { from: '/quote?id=1', to: '/pricing-requests' },
    { from: '/requisitions', to: '/order?id=1' },
    { from: '/order?id=1', to: '/requisitions' },
    { from: '/invoice?id=1', to: '/order?id=1' },
    { from: '/order?id=1', to: '/service-invoice?id=1' },
    { from: '/Managed-services-contract-invoice?id=1', to: '/order?id=1' },
    { from: '/order?id=1', to: '/subscription-invoice?id=1' },
  ])('should allow $from → $to without a permission check or scroll reset', ({ from, to }) => {
    expect(guardNavigation({ from, to, user: nobody })).toMatchObject({ kind: 'allow', resetScroll: false });
  });

  it.each([
    { from: '/orders', to: '/invoices' },
    { from: '/quotes', to: '/pricing-requests' },
    { from: '/invoice', to: '/requisitions' },
  ])('should check $from → $to as usual', ({ from, to }) => {
    expect(guardNavigation({ from, to, user: nobody }).kind).toBe('forbidden');
    expect(isSkipPair(from, to)).toBe(false);
  });
});

describe('guardNavigation: scroll (000 §2.4 step 4)', () => {
  const admin = signedIn(['admin']);
  it.each([
    { from: undefined, to: '/orders', reset: true },
    { from: '/orders', to: '/order?id=1', reset: false },
    { from: '/order?id=1', to: '/orders', reset: false },
    { from: '/orders', to: '/invoices', reset: true },
    { from: '/invoices', to: '/subscription-invoice', reset: false },
    { from: '/quotes', to: '/quote', reset: false },
    { from: '/quote', to: '/pricing-request', reset: true },
    { from: '/devices', to: '/device', reset: false },
    { from: '/devices', to: '/contracts-dashboard', reset: true },
    { from: '/work-items', to: '/work-item-request', reset: false },
    { from: '/shop', to: '/shopping-cart', reset: true },
    { from: '/help', to: '/help?tab=faq', reset: true },
  ])('should reset the scroll from $from to $to: $reset', ({ from, to, reset }) => {
    expect(guardNavigation({ from: from ?? null, to, user: admin })).toMatchObject({
      kind: 'allow',
      resetScroll: reset,
    });
  });
});

describe('inAppPath: only a path inside the portal is followed', () => {
  it.each([
    ['/orders', '/orders'],
    ['/order?id=42', '/order?id=42'],
    ['#/quotes', '/quotes'],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['https://evil.example/', null],
    ['javascript:alert(1)', null],
    ['/\t/evil.example', null],
    ['/orders\n', null],
    ['', null],
    [null, null],
  ])('should map %j to %j', (input, expected) => {
    expect(inAppPath(input)).toBe(expected);
  });
});

describe('postLoginDestination: where Login sends a signed-in user', () => {
  const as = (
    persona: keyof typeof personas,
    redirectUrl: string | null,
    extra: Partial<PostLoginInput> = {},
  ) =>
    postLoginDestination({
      redirectUrl,
      permissions: personas[persona].permissions,
      features: personas[persona].features,
      ...extra,
    });
  /** The destination as a reader compares it: the refused page by its title. */
  const read = (destination: ReturnType<typeof postLoginDestination>) =>
    destination.kind === 'landing'
      ? { kind: destination.kind, path: destination.path, refused: destination.refused?.title }
      : destination;

  it.each<{ case: string; persona: keyof typeof personas; redirectUrl: string | null; expected: object }>([
    {
      case: 'the buyer to Orders, which it may open',
      persona: 'buyer',
      redirectUrl: '/orders',
      expected: { kind: 'redirect', path: '/orders' },
    },
    {
      case: 'the buyer to an order with its query',
      persona: 'buyer',
      redirectUrl: '/order?id=42',
      expected: { kind: 'redirect', path: '/order?id=42' },
    },
    {
      case: 'the buyer to Users, which it may not open',
      persona: 'buyer',
      redirectUrl: '/users',
      expected: { kind: 'landing', path: '/account-overview', refused: 'Users' },
    },
    {
      case: 'the buyer to Reports, which it may not open',
      persona: 'buyer',
      redirectUrl: '/reports',
      expected: { kind: 'landing', path: '/account-overview', refused: 'Reports' },
    },
    {
      case: 'the user manager to Users',
      persona: 'useradmin',
      redirectUrl: '/users',
      expected: { kind: 'redirect', path: '/users' },
    },
    {
      case: 'the contracts user to Orders: its landing page is Home',
      persona: 'contracts',
      redirectUrl: '/orders',
      expected: { kind: 'landing', path: '/', refused: 'Orders' },
    },
    {
      case: 'no redirect',
      persona: 'buyer',
      redirectUrl: null,
      expected: { kind: 'landing', path: '/account-overview', refused: undefined },
    },
    {
      case: 'an external address',
      persona: 'buyer',
      redirectUrl: 'https://evil.example/',
      expected: { kind: 'landing', path: '/account-overview', refused: undefined },
    },
    {
      case: 'a protocol-relative address',
      persona: 'buyer',
      redirectUrl: '//evil.example/users',
      expected: { kind: 'landing', path: '/account-overview', refused: undefined },
    },
    {
      case: 'an unknown page',
      persona: 'buyer',
      redirectUrl: '/no-such-page',
      expected: { kind: 'landing', path: '/account-overview', refused: undefined },
    },
    {
      case: 'Login itself, which would start over',
      persona: 'buyer',
      redirectUrl: '/login?redirectUrl=%2Fusers',
      expected: { kind: 'landing', path: '/account-overview', refused: undefined },
    },
    {
      case: 'the contoso buyer to Devices: a feature its company lacks',
      persona: 'contosoBuyer',
      redirectUrl: '/devices',
      expected: { kind: 'landing', path: '/account-overview', refused: 'Devices' },
    },
    {
      case: 'a public page',
      persona: 'buyer',
      redirectUrl: '/help?tab=faq',
      expected: { kind: 'redirect', path: '/help?tab=faq' },
    },
  ])('should send $case to $expected.path', ({ persona, redirectUrl, expected }) => {
    expect(read(as(persona, redirectUrl))).toEqual(expected);
  });

  it('should land a punch-out buyer refused a page on the cart (000 §2.5)', () => {
    expect(read(as('buyer', '/users', { sessionId: 'punch-out-1' }))).toEqual({
      kind: 'landing',
      path: '/shopping-cart',
      refused: 'Users',
    });
  });

  it('should follow the style guide only with its local flag', () => {
    expect(as('buyer', '/style-guide', { styleGuideFlag: 'true' })).toEqual({
      kind: 'redirect',
      path: '/style-guide',
    });
    expect(as('buyer', '/style-guide').kind).toBe('landing');
  });

  it('should never redirect to a page the guard would refuse the same user', () => {
    // The loop of issue 13: Login sent a signed-in user to a page whose guard sent them back to Login.
    for (const persona of Object.keys(personas) as (keyof typeof personas)[]) {
      for (const route of ['/users', '/reports', '/orders', '/devices', '/approval-workflows', '/quotes']) {
        const target = as(persona, route).path;
        const user = {
          authenticated: true,
          loaded: true,
          permissions: personas[persona].permissions,
          features: personas[persona].features,
        };
        expect(guardNavigation({ to: target, user }).kind, `${persona} → ${route} → ${target}`).toBe('allow');
      }
    }
  });
});
