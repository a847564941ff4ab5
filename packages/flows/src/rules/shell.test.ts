import { ApplicationFeature } from '@b2b-portal/api';
import { describe, expect, it } from 'vitest';
import { routeByName } from '../routes/routeTable';
import { type PersonaName, personas } from '../testing/personas';
import { canLogoutFromHeader } from './menu';
import {
  advancedSearchDocumentTypes,
  breadcrumbLevels,
  canShowCartIcon,
  footerVisible,
  headerSearchTypes,
  homeCrumbTarget,
  isNarrowScreen,
  landingRoute,
  logoTarget,
  maySearchDocumentType,
  postLoginTarget,
  shouldLoadCart,
  shouldLoadPendingApprovals,
  showPendingApprovalsBell,
  styleGuideAllowed,
  visibleLinks,
} from './shell';

describe('landingRoute: the post-login target with Home read as Account Overview', () => {
  it.each<{ persona: PersonaName; sessionId: string | null; target: string }>([
    { persona: 'buyer', sessionId: null, target: 'AccountOverview' },
    { persona: 'approver', sessionId: null, target: 'AccountOverview' },
    { persona: 'contracts', sessionId: null, target: 'Home' },
    { persona: 'useradmin', sessionId: null, target: 'Home' },
    { persona: 'buyer', sessionId: 'po-session', target: 'ShoppingCart' },
    { persona: 'contracts', sessionId: 'po-session', target: 'PendingApprovals' },
  ])('should land $persona with session id "$sessionId" on $target', ({ persona, sessionId, target }) => {
    expect(landingRoute({ sessionId, permissions: personas[persona].permissions })).toBe(target);
  });
});

describe('postLoginTarget (000 §2.5)', () => {
  it.each<{ persona: PersonaName; sessionId: string | null; target: string }>([
    { persona: 'buyer', sessionId: null, target: 'Home' },
    { persona: 'buyer', sessionId: 'po-session', target: 'ShoppingCart' },
    { persona: 'approver', sessionId: 'po-session', target: 'Quotes' },
    { persona: 'contracts', sessionId: 'po-session', target: 'PendingApprovals' },
    { persona: 'admin', sessionId: 'po-session', target: 'ShoppingCart' },
    { persona: 'admin', sessionId: '', target: 'Home' },
  ])('should send $persona with session id "$sessionId" to $target', ({ persona, sessionId, target }) => {
    expect(postLoginTarget({ sessionId, permissions: personas[persona].permissions })).toBe(target);
  });

  it.each([
    { permissions: ['viewQuote'], target: 'Quotes' },
    { permissions: ['approveQuotes'], target: 'Quotes' },
    { permissions: ['quotes'], target: 'PendingApprovals' },
  ])('should send a punch-out user holding $permissions to $target', ({ permissions, target }) => {
    expect(postLoginTarget({ sessionId: 's', permissions })).toBe(target);
  });
});

describe('logoTarget and homeCrumbTarget (000 §2.4 step 2, §2.5)', () => {
  it.each([
    { permissions: ['viewQuote'], target: 'AccountOverview' },
    { permissions: ['viewAllOrders'], target: 'AccountOverview' },
    { permissions: ['orders'], target: 'AccountOverview' },
    { permissions: ['invoices'], target: 'AccountOverview' },
    { permissions: ['admin'], target: 'AccountOverview' },
    { permissions: ['quotes'], target: 'Home' },
    { permissions: ['contractsView', 'viewReports'], target: 'Home' },
    { permissions: [], target: 'Home' },
  ])('should point the logo and home crumb of $permissions to $target', ({ permissions, target }) => {
    expect(logoTarget(permissions)).toBe(target);
    expect(homeCrumbTarget(permissions)).toBe(target);
  });
});

describe('header rules (000 §2.6)', () => {
  it.each<{ persona: PersonaName; cart: boolean; approvals: boolean }>([
    { persona: 'admin', cart: true, approvals: true },
    { persona: 'buyer', cart: true, approvals: false },
    { persona: 'approver', cart: false, approvals: true },
    { persona: 'contracts', cart: false, approvals: false },
    { persona: 'useradmin', cart: false, approvals: false },
  ])(
    'should give $persona the cart: $cart and pending approvals: $approvals',
    ({ persona, cart, approvals }) => {
      const { permissions } = personas[persona];
      expect(canShowCartIcon(permissions)).toBe(cart);
      expect(shouldLoadCart(permissions)).toBe(cart);
      expect(shouldLoadPendingApprovals(permissions)).toBe(approvals);
    },
  );

  it.each(['approveRegistrations', 'approveRequisitions', 'approveQuotes'])(
    'should load pending approvals with %s',
    (permission) => {
      expect(shouldLoadPendingApprovals([permission])).toBe(true);
    },
  );

  it.each([
    { count: 3, features: ApplicationFeature.Ordering, onLoginPage: false, shown: true },
    { count: 0, features: ApplicationFeature.Ordering, onLoginPage: false, shown: false },
    { count: 3, features: ApplicationFeature.MaintenanceContracts, onLoginPage: false, shown: false },
    {
      count: 3,
      features: ApplicationFeature.Ordering | ApplicationFeature.MaintenanceContracts,
      onLoginPage: false,
      shown: true,
    },
    { count: 3, features: ApplicationFeature.Ordering, onLoginPage: true, shown: false },
  ])(
    'should show the bell for count $count, features $features, login page $onLoginPage: $shown',
    (input) => {
      const { shown, ...rest } = input;
      expect(showPendingApprovalsBell(rest)).toBe(shown);
    },
  );

  it.each([
    { sessionId: undefined, canLogout: true },
    { sessionId: null, canLogout: true },
    { sessionId: 'po-session', canLogout: false },
  ])('should let a user with session id $sessionId log out: $canLogout', ({ sessionId, canLogout }) => {
    expect(canLogoutFromHeader({ sessionId })).toBe(canLogout);
  });
});

describe('footerVisible (000 §1)', () => {
  it.each([
    { authenticated: false, onLoginPage: false, visible: true },
    { authenticated: false, onLoginPage: true, visible: true },
    { authenticated: true, onLoginPage: true, visible: true },
    { authenticated: true, onLoginPage: false, visible: false },
  ])('should show the footer when authenticated $authenticated on login $onLoginPage: $visible', (input) => {
    const { visible, ...rest } = input;
    expect(footerVisible(rest)).toBe(visible);
  });
});

describe('styleGuideAllowed (000 §2.2)', () => {
  it.each([
    { flag: 'true', allowed: true },
    { flag: 'TRUE', allowed: false },
    { flag: 'false', allowed: false },
    { flag: '1', allowed: false },
    { flag: null, allowed: false },
    { flag: undefined, allowed: false },
  ])('should allow the style guide for flag $flag: $allowed', ({ flag, allowed }) => {
    expect(styleGuideAllowed(flag)).toBe(allowed);
  });
});

describe('advancedSearchDocumentTypes (001 §6)', () => {
  it.each<{ permissions: string[]; types: string[] }>([
    { permissions: ['invoices'], types: ['invoices'] },
    { permissions: ['affiliatedInvoices'], types: ['invoices'] },
    { permissions: ['affiliatedOrders'], types: ['orders'] },
    { permissions: ['viewAllOrders'], types: ['orders'] },
    { permissions: ['rfqs'], types: ['pricingRequests'] },
    { permissions: ['submitRFQ'], types: [] },
    { permissions: ['approveQuotes'], types: ['quotes'] },
    { permissions: ['viewAllRequisitions'], types: ['requisitions'] },
    { permissions: ['*'], types: ['invoices', 'orders', 'pricingRequests', 'quotes', 'requisitions'] },
    {
      permissions: [...personas.buyer.permissions],
      types: ['invoices', 'orders', 'pricingRequests', 'quotes'],
    },
    { permissions: [...personas.approver.permissions], types: ['quotes', 'requisitions'] },
  ])('should offer $types to $permissions', ({ permissions, types }) => {
    expect(advancedSearchDocumentTypes(permissions)).toEqual(types);
  });

  it('should answer by document number (001 §4) what the server checks: Requisition 4, Orders 5, Invoice 7, Quote 8, Pricing Request 15', () => {
    expect(maySearchDocumentType(['orders'], 5)).toBe(true);
    expect(maySearchDocumentType(['orders'], 4)).toBe(false);
    expect(maySearchDocumentType(['requisitions'], 4)).toBe(true);
    expect(maySearchDocumentType(['affiliatedInvoices'], 7)).toBe(true);
    expect(maySearchDocumentType(['viewQuote'], 8)).toBe(true);
    expect(maySearchDocumentType(['submitRFQ'], 15)).toBe(false);
    expect(maySearchDocumentType(['rfqs'], 15)).toBe(true);
    expect(maySearchDocumentType(['*'], 3)).toBe(false);
  });
});

describe('headerSearchTypes (issue 16)', () => {
  const ordering = ApplicationFeature.Ordering;
  it.each<{ case: string; permissions: readonly string[]; features: number; types: string[] }>([
    {
      case: 'the buyer: products first, then the documents',
      permissions: personas.buyer.permissions,
      features: ordering,
      types: ['products', 'invoices', 'orders', 'pricingRequests', 'quotes'],
    },
    {
      case: 'the requester, who may shop and holds no document type',
      permissions: ['browseCatalogs', 'shoppingcart'],
      features: ordering,
      types: ['products'],
    },
    {
      case: 'the approver, who may not shop',
      permissions: personas.approver.permissions,
      features: ordering,
      types: ['quotes', 'requisitions'],
    },
    {
      case: 'a buyer whose company lacks Ordering (no Shop)',
      permissions: personas.buyer.permissions,
      features: ApplicationFeature.MaintenanceContracts,
      types: ['invoices', 'orders', 'pricingRequests', 'quotes'],
    },
    { case: 'templates alone', permissions: ['templates'], features: ordering, types: [] },
  ])('should offer $types to $case', ({ permissions, features, types }) => {
    expect(headerSearchTypes({ permissions, features })).toEqual(types);
  });
});

describe('isNarrowScreen (000 §2.7, §9)', () => {
  it.each([
    { width: 1280, height: 800, narrow: false },
    { width: 500, height: 500, narrow: false },
    { width: 499, height: 800, narrow: true },
    { width: 1280, height: 499, narrow: true },
  ])('should call $width × $height narrow: $narrow', ({ width, height, narrow }) => {
    expect(isNarrowScreen({ width, height })).toBe(narrow);
  });
});

describe('visibleLinks (000 §2.8)', () => {
  const links = [
    { id: 'home', permission: undefined },
    { id: 'careers' },
    { id: 'priceList', permission: 'browseCatalogs|templates' },
    { id: 'reports', permission: 'viewReports' },
  ];
  it.each<{ persona: PersonaName; ids: string[] }>([
    { persona: 'buyer', ids: ['home', 'careers', 'priceList'] },
    { persona: 'contracts', ids: ['home', 'careers', 'reports'] },
    { persona: 'admin', ids: ['home', 'careers', 'priceList', 'reports'] },
  ])('should show $persona the links $ids', ({ persona, ids }) => {
    expect(visibleLinks(links, personas[persona].permissions).map((l) => l.id)).toEqual(ids);
  });
});

describe('breadcrumbLevels (000 §2.9; issue 16)', () => {
  const levels = (route: string, persona: PersonaName) =>
    breadcrumbLevels(routeByName(route) ?? {}, personas[persona]).map((level) => level.title);

  it.each([
    { route: 'Quote', persona: 'buyer', trail: ['Quotes'] },
    { route: 'OrderDetails', persona: 'buyer', trail: ['Orders'] },
    { route: 'InvoiceDetails', persona: 'buyer', trail: ['Invoices'] },
    { route: 'Requisition', persona: 'approver', trail: ['Requisitions'] },
    { route: 'User', persona: 'useradmin', trail: ['Settings & Administration', 'Users'] },
    { route: 'ApprovalWorkflows', persona: 'useradmin', trail: ['Settings & Administration'] },
    { route: 'Device', persona: 'contracts', trail: ['Contracts', 'Devices'] },
    { route: 'Checkout', persona: 'buyer', trail: ['Shopping Cart'] },
  ] as const)('should go one level up at a time from $route for $persona', ({ route, persona, trail }) => {
    expect(levels(route, persona)).toEqual(trail);
  });

  it('should have no levels between home and a top-level page', () => {
    expect(levels('Quotes', 'buyer')).toEqual([]);
    expect(levels('Shop', 'buyer')).toEqual([]);
  });

  it('should leave out a level the user may not open', () => {
    // The Contoso buyer's company lacks MaintenanceContracts: no Contracts crumb to be refused.
    expect(levels('Device', 'contosoBuyer')).toEqual([]);
    // The approver may open a requisition but not Settings.
    expect(levels('User', 'approver')).toEqual([]);
  });
});
