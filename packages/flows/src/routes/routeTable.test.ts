import { ApplicationFeature } from '@b2b-portal/api';
import { describe, expect, it } from 'vitest';
import {
  findRoute,
  invoicePath,
  parseRouteQuery,
  pathFor,
  type RouteDefinition,
  routeByName,
  routeTable,
} from './routeTable';

const table = routeTable as readonly RouteDefinition[];

describe('routeTable (000 §2.2, §2.3)', () => {
  it('should give every route a unique name and path', () => {
    const names = table.map((r) => r.name);
    const paths = table.flatMap((r) => [r.path, ...(r.aliases ?? [])].map((p) => p.toLowerCase()));
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each([
    '/',
    '/Home',
    '/redirect',
    '/payment-info-request',
    '/test',
    '/login',
    '/punch-in',
    '/registration',
    '/locations',
    '/help',
    '/forgotPassword',
    '/setPassword',
    '/password-link-expired',
    '/error',
    '/confirm-email-address',
    '/style-guide',
    '/account',
    '/settings&administration',
    '/addresses',
    '/business-hierarchy',
    '/users',
    '/user/',
    '/contracts-dashboard',
    '/manual-contract',
    '/devices',
    '/device',
    '/orders',
    '/order',
    '/invoices',
    '/invoice',
    '/service-invoice',
    '/Managed-services-contract-invoice',
    '/subscription-invoice',
    '/shipment',
    '/work-items',
    '/work-item-request',
    '/shop',
    '/my-saved-cart',
    '/saved-carts',
    '/shared-saved-cart',
    '/pricing-request',
    '/pricing-requests',
    '/send-Pricing-Request',
    '/checkout',
    '/shopping-cart',
    '/requisitions',
    '/requisition',
    '/pending-approvals',
    '/view-registration',
    '/advanced-search',
    '/quotes',
    '/quote',
    '/bugs',
    '/bug',
    '/RMAs-search',
    '/RMA-details',
    '/support-case-search',
    '/support-case-details',
    '/reports',
    '/report',
    '/prism-savings-report',
    '/edp-report',
    '/warehouse-summary',
    '/workflow-confirmation',
    '/transfer',
    '/blanket-purchase-orders',
    '/blanket-purchase-order',
    '/account-overview',
  ])('should serve the documented path %s', (path) => {
    expect(findRoute(path)).toBeDefined();
  });

  it.each([
    'Home',
    'Login',
    'AccountOverview',
    'MyAccount',
    'SettingsAndAdministration',
    'Help',
    'ShoppingCart',
    'Quotes',
    'PendingApprovals',
    'Shop',
    'AdvancedSearch',
    'Reports',
    'Error',
    'PricingRequestList',
    'Requisitions',
    'Orders',
    'BlanketPurchaseOrders',
    'Invoices',
    'ContractsDashboard',
    'Devices',
    'ManualContractUpload',
    'WorkItems',
    'BusinessHierarchy',
    'Addresses',
    'Users',
    'OrderDetails',
  ])('should know the named route %s', (name) => {
    expect(routeByName(name)?.name).toBe(name);
  });

  it.each<{
    path: string;
    name: string;
    permission: string | undefined;
    requiresAuth: boolean;
    title?: string;
  }>([
    { path: '/', name: 'Home', permission: undefined, requiresAuth: false },
    { path: '/login', name: 'Login', permission: undefined, requiresAuth: false },
    { path: '/account', name: 'MyAccount', permission: undefined, requiresAuth: true },
    {
      path: '/settings&administration',
      name: 'SettingsAndAdministration',
      permission: 'addresses|businessunits|users|viewUsers|shoppingcart|manageCiscoContractAccess',
      requiresAuth: true,
    },
    {
      path: '/business-hierarchy',
      name: 'BusinessHierarchy',
      permission: 'businessunits',
      requiresAuth: true,
      title: 'Document Categorization Hierarchy',
    },
    {
      path: '/users',
      name: 'Users',
      permission: 'users|viewUsers|manageCiscoContractAccess',
      requiresAuth: true,
    },
    // Ours (the documents do not show where the approval chains are set): for user administrators.
    { path: '/approval-workflows', name: 'ApprovalWorkflows', permission: 'users', requiresAuth: true },
    // Ours (issue 18): the company's single sign-on, for user administrators.
    { path: '/single-sign-on', name: 'SingleSignOn', permission: 'users', requiresAuth: true },
    { path: '/device', name: 'Device', permission: 'contractsView', requiresAuth: true },
    { path: '/orders', name: 'Orders', permission: 'orders|ordersMenuStorefront', requiresAuth: true },
    { path: '/invoice', name: 'InvoiceDetails', permission: undefined, requiresAuth: true },
    {
      path: '/work-items',
      name: 'WorkItems',
      permission: 'viewAllWorkItems|workItemCreate|workItems',
      requiresAuth: true,
    },
    {
      path: '/work-item-request',
      name: 'WorkItemRequest',
      permission: 'viewAllWorkItems|workItemCreate|workItems',
      requiresAuth: true,
    },
    { path: '/shop', name: 'Shop', permission: 'browseCatalogs|templates', requiresAuth: true },
    { path: '/pricing-request', name: 'PricingRequest', permission: 'viewAllRFQs|rfqs', requiresAuth: true },
    {
      path: '/pricing-requests',
      name: 'PricingRequestList',
      permission: 'submitRFQ|rfqs|viewAllRFQs',
      requiresAuth: true,
      title: 'Requests',
    },
    {
      path: '/send-Pricing-Request',
      name: 'SendPricingRequest',
      permission: 'submitRFQ',
      requiresAuth: true,
      title: 'Request a Quote',
    },
    {
      path: '/requisition',
      name: 'Requisition',
      permission: 'requisitions|approveRequisitions|viewAllRequisitions',
      requiresAuth: true,
    },
    { path: '/quotes', name: 'Quotes', permission: 'approveQuotes|viewQuote', requiresAuth: true },
    {
      path: '/reports',
      name: 'Reports',
      permission: 'assignUserToCompanyReports|viewReports',
      requiresAuth: true,
    },
    {
      path: '/warehouse-summary',
      name: 'WarehouseSummary',
      permission: 'orders|ordersMenuStorefront',
      requiresAuth: true,
    },
    {
      path: '/blanket-purchase-order',
      name: 'BlanketPurchaseOrder',
      permission: 'viewStorefrontBlanketOrders',
      requiresAuth: true,
    },
    {
      path: '/account-overview',
      name: 'AccountOverview',
      permission: 'viewAllOrders|orders|viewQuote|quotes|invoices',
      requiresAuth: true,
    },
  ])(
    'should define $path as $name needing "$permission"',
    ({ path, name, permission, requiresAuth, title }) => {
      const route = findRoute(path);
      expect(route).toMatchObject({ name, requiresAuth });
      expect(route?.permission).toBe(permission);
      if (title) expect(route?.title).toBe(title);
    },
  );

  it.each(['/redirect', '/payment-info-request', '/punch-in', '/registration', '/embedded-report'])(
    'should ignore 401 on %s',
    (path) => {
      expect(findRoute(path)?.ignore401).toBe(true);
    },
  );

  it('should ignore 401 nowhere else', () => {
    expect(table.filter((r) => r.ignore401).map((r) => r.path)).toHaveLength(5);
  });

  it('should show the menu exactly on routes that need login', () => {
    for (const route of table) expect(route.showMenu, route.path).toBe(route.requiresAuth);
  });

  it.each([
    { name: 'Shop', feature: ApplicationFeature.Ordering },
    { name: 'ContractsDashboard', feature: ApplicationFeature.MaintenanceContracts },
    { name: 'Devices', feature: ApplicationFeature.MaintenanceContracts },
    { name: 'ManualContractUpload', feature: ApplicationFeature.MaintenanceContracts },
    { name: 'WorkItems', feature: ApplicationFeature.MaintenanceContracts },
    { name: 'ShoppingCart', feature: undefined },
    { name: 'Orders', feature: undefined },
  ])('should gate $name behind feature $feature', ({ name, feature }) => {
    expect(routeByName(name)?.feature).toBe(feature);
  });

  it.each([
    { path: '/orders', section: 'orders' },
    { path: '/order', section: 'orders' },
    { path: '/subscription-invoice', section: 'invoices' },
    { path: '/requisition', section: 'requisitions' },
    { path: '/quote', section: 'quotes' },
    { path: '/send-Pricing-Request', section: 'pricingRequests' },
    { path: '/device', section: 'devices' },
    { path: '/manual-contract', section: 'manualContract' },
    { path: '/contracts-dashboard', section: 'contracts' },
    { path: '/work-item-request', section: 'workItems' },
    { path: '/shop', section: undefined },
  ])('should put $path in section $section', ({ path, section }) => {
    expect(findRoute(path)?.section).toBe(section);
  });
});

describe('route parents (the breadcrumb levels)', () => {
  it('should name an existing route as each parent, with no cycle', () => {
    for (const route of table) {
      const seen = new Set([route.name]);
      for (let parent = route.parent; parent !== undefined; parent = routeByName(parent)?.parent) {
        expect(routeByName(parent), `${route.name} → ${parent}`).toBeDefined();
        expect(seen.has(parent), `${route.name} loops at ${parent}`).toBe(false);
        seen.add(parent);
      }
    }
  });
});

describe('findRoute', () => {
  it.each([
    { path: '/home', name: 'Home' },
    { path: '/HOME', name: 'Home' },
    { path: '/rmas-search', name: 'RMAsSearch' },
    { path: '/managed-services-contract-invoice', name: 'ManagedServicesContractInvoiceDetails' },
    { path: '/send-pricing-request', name: 'SendPricingRequest' },
    { path: '/Settings&Administration', name: 'SettingsAndAdministration' },
    { path: '/settings%26administration', name: 'SettingsAndAdministration' },
    { path: '/user', name: 'User' },
    { path: '/user/?user_id=5', name: 'User' },
    { path: '/orders/', name: 'Orders' },
    { path: '/order?id=42', name: 'OrderDetails' },
    { path: 'quotes', name: 'Quotes' },
  ])('should match $path to $name', ({ path, name }) => {
    expect(findRoute(path)?.name).toBe(name);
  });

  it.each(['/nowhere', '/orders/42', '/%E0%A4%A'])('should match nothing for %s', (path) => {
    expect(findRoute(path)).toBeUndefined();
  });
});

describe('invoicePath', () => {
  it('opens each kind of invoice on its own page, with the id and the kind', () => {
    expect(invoicePath({ id: 'a', invoiceType: 1 })).toBe('/invoice?id=a&invoiceType=1');
    expect(invoicePath({ id: 'b', invoiceType: 2 })).toBe('/service-invoice?id=b&invoiceType=2');
    expect(invoicePath({ id: 'c', invoiceType: 3 })).toBe(
      '/Managed-services-contract-invoice?id=c&invoiceType=3',
    );
    expect(invoicePath({ id: 'd', invoiceType: 4 })).toBe('/subscription-invoice?id=d&invoiceType=4');
    expect(invoicePath({ id: 'e', invoiceType: 9 })).toBe('/invoice?id=e&invoiceType=9');
  });
});

describe('pathFor', () => {
  it.each([
    { name: 'Home' as const, query: undefined, path: '/' },
    { name: 'OrderDetails' as const, query: { id: '42' }, path: '/order?id=42' },
    {
      name: 'Checkout' as const,
      query: { documentType: 1, documentId: 'abc' },
      path: '/checkout?documentType=1&documentId=abc',
    },
    {
      name: 'Login' as const,
      query: { redirectUrl: '/order?id=42' },
      path: '/login?redirectUrl=%2Forder%3Fid%3D42',
    },
    {
      name: 'WorkflowConfirmation' as const,
      query: { internal: false },
      path: '/workflow-confirmation?internal=false',
    },
    { name: 'Quotes' as const, query: { id: undefined, x: null, y: '' }, path: '/quotes' },
    { name: 'SettingsAndAdministration' as const, query: {}, path: '/settings&administration' },
  ])('should build $path for $name', ({ name, query, path }) => {
    expect(pathFor(name, query)).toBe(path);
  });

  it('should give a path findRoute reads back', () => {
    for (const route of table) {
      expect(findRoute(pathFor(route.name as never, { id: '1' }))?.name).toBe(route.name);
    }
  });
});

describe('parseRouteQuery', () => {
  const checkout = routeByName('Checkout');
  const confirmation = routeByName('WorkflowConfirmation');

  it.each([
    { search: '', expected: { documentType: 0 } },
    { search: 'documentType=3&documentId=d1', expected: { documentType: 3, documentId: 'd1' } },
    { search: 'documentType=abc', expected: { documentType: 0 } },
    { search: 'documentType=2.5', expected: { documentType: 0 } },
    {
      search: 'documentType=-1&module=CCW&token=t',
      expected: { documentType: -1, module: 'CCW', token: 't' },
    },
  ])('should read checkout query "$search"', ({ search, expected }) => {
    const parsed = parseRouteQuery(checkout, new URLSearchParams(search));
    expect(Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined))).toEqual(expected);
  });

  it.each([
    { search: 'internal=true', internal: true },
    { search: 'internal=false', internal: false },
    { search: 'internal=True', internal: true },
    { search: 'internal=yes', internal: undefined },
    { search: '', internal: undefined },
  ])('should read internal from "$search" as $internal', ({ search, internal }) => {
    expect(parseRouteQuery(confirmation, new URLSearchParams(search)).internal).toBe(internal);
  });

  it('should read workflow-confirmation documentType as an integer without default', () => {
    const parsed = parseRouteQuery(
      confirmation,
      new URLSearchParams('documentType=5&actionID=a&documentID=d'),
    );
    expect(parsed).toMatchObject({ documentType: 5, actionID: 'a', documentID: 'd' });
    expect(parseRouteQuery(confirmation, new URLSearchParams('')).documentType).toBeUndefined();
  });

  it('should drop undeclared parameters', () => {
    expect(parseRouteQuery(routeByName('OrderDetails'), new URLSearchParams('id=7&evil=1'))).toEqual({
      id: '7',
    });
  });

  it('should pass every advanced-search parameter through', () => {
    const parsed = parseRouteQuery(
      routeByName('AdvancedSearch'),
      new URLSearchParams('documenttype=2&keyword=ssd&x=1'),
    );
    expect(parsed).toEqual({ documenttype: '2', keyword: 'ssd', x: '1' });
  });
});
