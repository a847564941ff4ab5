import { ApplicationFeature, anyOf, type PermissionEntry, USER_READ_PERMISSION } from '@b2b-portal/api';

/**
 * The route table of 000 §2.2 and §2.3 (with the commerce and account routes of 001 §2 and 002 §2) as data.
 * The portal builds its hash routes from it, the guard (`guardNavigation`) reads it, and the server may read it
 * to know which page a link points to. No React, no xstate: importable from `@b2b-portal/flows/rules`.
 *
 * Choices where the documents are silent (written down here so the portal, server and tests agree):
 * - `showHeader` is false only for the hand-off pages that are not part of the shell (`/redirect`,
 *   `/payment-info-request`, `/punch-in`); every other page shows the header (signed in or signed out).
 * - `showMenu` is true for every route that needs login and false for public ones.
 * - `feature`: Shop needs Ordering (000 §6 "Ordering gates Shop"); the contract area (dashboard, devices,
 *   manual contract upload, work items) needs MaintenanceContracts ("MaintenanceContracts gates Contracts").
 *   Carts, quotes and orders are not gated: the documents gate only Shop and the pending-approvals bell.
 *   The guard refuses a signed-in user whose company lacks the feature as it refuses a missing permission
 *   (`forbidden`: Login says so, see `guardNavigation`).
 * - Detail pages whose query is not shown (`/device`, `/pricing-request`) take `id`, as every other detail page.
 * - Routes whose permission is not shown have none; the server enforces its own permissions on the data.
 * - `section` groups the pages of one area for the scroll rule of 000 §2.4 step 4. Shipments, warehouse
 *   summary and blanket POs are not among the documents' sections and have none.
 */

/** The areas of the scroll rule (000 §2.4 step 4). */
export const ROUTE_SECTIONS = [
  'orders',
  'invoices',
  'requisitions',
  'quotes',
  'pricingRequests',
  'devices',
  'manualContract',
  'contracts',
  'workItems',
] as const;
export type RouteSection = (typeof ROUTE_SECTIONS)[number];

/** One query parameter a page takes as an input. */
export type RouteQueryParam =
  | { readonly name: string; readonly type: 'string'; readonly default?: string }
  | { readonly name: string; readonly type: 'integer'; readonly default?: number }
  /** A 'true'/'false' string in the URL, a boolean for the page. */
  | { readonly name: string; readonly type: 'boolean'; readonly default?: boolean };

export interface RouteDefinition {
  /** The name pages and menus navigate by (000 §2.3 "named routes"). */
  readonly name: string;
  /** The path as the documents spell it; matched case-insensitively by `findRoute`. */
  readonly path: string;
  /** Other paths serving the same page (`/Home` for `/`). */
  readonly aliases?: readonly string[];
  /** Breadcrumb and page title. */
  readonly title: string;
  /**
   * The route one level up, by name: a detail page's list, a settings page's Settings & Administration. The
   * breadcrumb trail goes through it (issue 16: a detail page's crumb went straight to Home).
   */
  readonly parent?: string;
  readonly requiresAuth: boolean;
  /** Permission of the documents: a name, or `anyOf(…)` alternatives (`a|b`: any one suffices). */
  readonly permission?: PermissionEntry;
  /** The page's inputs, typed. */
  readonly query?: readonly RouteQueryParam[];
  /** Every query parameter is passed to the page as written (advanced search). */
  readonly passThroughQuery?: boolean;
  readonly section?: RouteSection;
  /** The ApplicationFeature bit the route belongs to. */
  readonly feature?: ApplicationFeature;
  readonly showHeader: boolean;
  readonly showMenu: boolean;
  /** A 401 answer on this page does not send the user to Login. */
  readonly ignore401?: boolean;
  /** Reachable only when the local flag displayStyleGuidePage is 'true'. */
  readonly styleGuide?: boolean;
}

const s = (name: string): RouteQueryParam => ({ name, type: 'string' });
const int = (name: string, defaultValue?: number): RouteQueryParam =>
  defaultValue === undefined ? { name, type: 'integer' } : { name, type: 'integer', default: defaultValue };
const bool = (name: string): RouteQueryParam => ({ name, type: 'boolean' });

const pub = { requiresAuth: false, showHeader: true, showMenu: false } as const;
const auth = { requiresAuth: true, showHeader: true, showMenu: true } as const;
/** The vendor support look-ups: the Contracts area's permissions and feature (VENDOR_SUPPORT_PERMISSION of api). */
const vendorSupport = {
  ...auth,
  permission: anyOf('contractsView', 'viewAllWorkItems', 'workItemCreate', 'workItems'),
  feature: ApplicationFeature.MaintenanceContracts,
} as const;
const handOff = { requiresAuth: false, showHeader: false, showMenu: false, ignore401: true } as const;

const invoiceDetailQuery = [s('id'), s('invoiceType')];
const contracts = ApplicationFeature.MaintenanceContracts;

export const routeTable = [
  // Public routes (000 §2.2)
  { name: 'Home', path: '/', aliases: ['/Home'], title: 'Home', ...pub },
  {
    name: 'Redirect',
    path: '/redirect',
    title: 'Signing in',
    // `code`: the one-time hand-off code (issue 15 item 1); the tokens are the documents' form. The portal takes
    // either out of the address before the page reads it (apps/portal/src/app/handoffLink.ts).
    query: [s('code'), s('token_type'), s('access_token'), s('refresh_token'), s('url')],
    ...handOff,
  },
  {
    name: 'PaymentInfoRequest',
    path: '/payment-info-request',
    title: 'Payment Information',
    query: [s('id')],
    ...handOff,
  },
  { name: 'Test', path: '/test', title: 'Test', ...pub },
  { name: 'Login', path: '/login', title: 'Login', query: [s('redirectUrl'), s('sso')], ...pub },
  { name: 'PunchIn', path: '/punch-in', title: 'Punch-in', query: [s('id')], ...handOff },
  { name: 'Registration', path: '/registration', title: 'Registration', ...pub, ignore401: true },
  { name: 'Locations', path: '/locations', title: 'Locations', ...pub },
  { name: 'Help', path: '/help', title: 'Help', query: [s('tab')], ...pub },
  { name: 'ForgotPassword', path: '/forgotPassword', title: 'Forgot Password', query: [s('rpk')], ...pub },
  { name: 'SetPassword', path: '/setPassword', title: 'Set Password', query: [s('rpk')], ...pub },
  {
    name: 'PasswordLinkExpired',
    path: '/password-link-expired',
    title: 'Password Link Expired',
    query: [s('action'), s('token')],
    ...pub,
  },
  { name: 'Error', path: '/error', title: 'Error', query: [s('code')], ...pub },
  {
    name: 'ConfirmEmailAddress',
    path: '/confirm-email-address',
    title: 'Confirm E-mail Address',
    query: [s('id'), s('tk'), s('h')],
    ...pub,
  },
  { name: 'StyleGuide', path: '/style-guide', title: 'Style Guide', ...pub, styleGuide: true },

  // Account and administration (000 §2.3, 002 §2)
  { name: 'MyAccount', path: '/account', title: 'My Account', ...auth },
  {
    name: 'SettingsAndAdministration',
    path: '/settings&administration',
    title: 'Settings & Administration',
    permission: anyOf(
      'addresses',
      'businessunits',
      'users',
      'viewUsers',
      'shoppingcart',
      'manageCiscoContractAccess',
    ),
    ...auth,
  },
  {
    name: 'Addresses',
    path: '/addresses',
    title: 'Contacts & Addresses',
    parent: 'SettingsAndAdministration',
    permission: anyOf('addresses', 'shoppingcart'),
    ...auth,
  },
  {
    name: 'BusinessHierarchy',
    path: '/business-hierarchy',
    title: 'Document Categorization Hierarchy',
    parent: 'SettingsAndAdministration',
    permission: 'businessunits',
    ...auth,
  },
  {
    name: 'Users',
    path: '/users',
    title: 'Users',
    parent: 'SettingsAndAdministration',
    permission: USER_READ_PERMISSION,
    ...auth,
  },
  {
    name: 'User',
    path: '/user/',
    title: 'User',
    parent: 'Users',
    query: [s('user_id')],
    // Whoever may list users may open one: the server's user.list and user.get ask the same.
    permission: USER_READ_PERMISSION,
    ...auth,
  },
  // Not in the documents: a company's approval chains (issue 6), set up by who manages its users.
  {
    name: 'ApprovalWorkflows',
    path: '/approval-workflows',
    title: 'Approval Workflows',
    parent: 'SettingsAndAdministration',
    permission: 'users',
    ...auth,
  },
  // Not in the documents: the company's single sign-on (issue 18), set up by who manages its users.
  {
    name: 'SingleSignOn',
    path: '/single-sign-on',
    title: 'Single Sign-On',
    parent: 'SettingsAndAdministration',
    permission: 'users',
    ...auth,
  },

  // Contracts (MaintenanceContracts feature)
  {
    name: 'ContractsDashboard',
    path: '/contracts-dashboard',
    title: 'Contracts',
    permission: 'contractsView',
    section: 'contracts',
    feature: contracts,
    ...auth,
  },
  {
    name: 'ManualContractUpload',
    path: '/manual-contract',
    title: 'Manual Contract Upload',
    parent: 'ContractsDashboard',
    permission: 'contractsView',
    section: 'manualContract',
    feature: contracts,
    ...auth,
  },
  {
    name: 'Devices',
    path: '/devices',
    title: 'Devices',
    parent: 'ContractsDashboard',
    permission: 'contractsView',
    // Issue 19: the dashboard's bars and links open the devices filtered by these (DateRange ids, ids, 0 any).
    query: [
      int('contractEndDate', 0),
      int('lastDateOfSupport', 0),
      int('endOfSaleDate', 0),
      int('dataSource', 0),
      int('deviceType', 0),
      s('manufacturerId'),
      s('contractId'),
    ],
    section: 'devices',
    feature: contracts,
    ...auth,
  },
  {
    name: 'Device',
    path: '/device',
    title: 'Device',
    parent: 'Devices',
    permission: 'contractsView',
    query: [s('id')],
    section: 'devices',
    feature: contracts,
    ...auth,
  },
  {
    name: 'WorkItems',
    path: '/work-items',
    title: 'Work Items',
    parent: 'ContractsDashboard',
    permission: anyOf('viewAllWorkItems', 'workItemCreate', 'workItems'),
    section: 'workItems',
    feature: contracts,
    ...auth,
  },
  {
    name: 'WorkItemRequest',
    path: '/work-item-request',
    title: 'Work Item Request',
    parent: 'WorkItems',
    // 000 §2 names none; its list's permissions, which every call of the page needs (the server refuses the rest):
    // without them the guard's no-access answer, not a form whose every call is refused.
    permission: anyOf('viewAllWorkItems', 'workItemCreate', 'workItems'),
    query: [s('pageId')],
    section: 'workItems',
    feature: contracts,
    ...auth,
  },

  // Orders, invoices, shipments
  {
    name: 'Orders',
    path: '/orders',
    title: 'Orders',
    permission: anyOf('orders', 'ordersMenuStorefront'),
    section: 'orders',
    ...auth,
  },
  {
    name: 'OrderDetails',
    path: '/order',
    title: 'Order Details',
    parent: 'Orders',
    query: [s('id')],
    section: 'orders',
    ...auth,
  },
  {
    name: 'Invoices',
    path: '/invoices',
    title: 'Invoices',
    permission: anyOf('invoices', 'submitInvoiceInquiry'),
    section: 'invoices',
    ...auth,
  },
  {
    name: 'InvoiceDetails',
    path: '/invoice',
    title: 'Invoice Details',
    parent: 'Invoices',
    query: invoiceDetailQuery,
    section: 'invoices',
    ...auth,
  },
  {
    name: 'ServiceInvoiceDetails',
    path: '/service-invoice',
    title: 'Service Invoice Details',
    parent: 'Invoices',
    query: invoiceDetailQuery,
    section: 'invoices',
    ...auth,
  },
  {
    name: 'ManagedServicesContractInvoiceDetails',
    path: '/Managed-services-contract-invoice',
    title: 'Managed Services Contract Invoice Details',
    parent: 'Invoices',
    query: invoiceDetailQuery,
    section: 'invoices',
    ...auth,
  },
  {
    name: 'SubscriptionInvoiceDetails',
    path: '/subscription-invoice',
    title: 'Subscription Invoice Details',
    parent: 'Invoices',
    query: invoiceDetailQuery,
    section: 'invoices',
    ...auth,
  },
  {
    name: 'Shipment',
    path: '/shipment',
    title: 'Shipment',
    parent: 'Orders',
    query: [s('number'), s('id')],
    ...auth,
  },
  {
    name: 'WarehouseSummary',
    path: '/warehouse-summary',
    title: 'Warehouse Summary',
    permission: anyOf('orders', 'ordersMenuStorefront'),
    ...auth,
  },
  {
    name: 'BlanketPurchaseOrders',
    path: '/blanket-purchase-orders',
    title: 'Blanket Purchase Orders',
    permission: 'viewStorefrontBlanketOrders',
    ...auth,
  },
  {
    name: 'BlanketPurchaseOrder',
    path: '/blanket-purchase-order',
    title: 'Blanket Purchase Order',
    parent: 'BlanketPurchaseOrders',
    permission: 'viewStorefrontBlanketOrders',
    query: [s('id')],
    ...auth,
  },

  // Shop and carts (Ordering feature on Shop only)
  {
    name: 'Shop',
    path: '/shop',
    title: 'Shop',
    permission: anyOf('browseCatalogs', 'templates'),
    feature: ApplicationFeature.Ordering,
    // The documents show no product page; `product` opens one product's detail inside Shop (a design choice).
    // `keyword` starts the search with it: the header search's Products type (issue 16).
    query: [s('product'), s('keyword')],
    ...auth,
  },
  // The documents show no query for these two; the detail needs the saved cart's id (a design choice).
  {
    name: 'MySavedCart',
    path: '/my-saved-cart',
    title: 'Saved Cart',
    parent: 'SavedCarts',
    permission: 'templates',
    query: [s('id')],
    ...auth,
  },
  // tab: the list shown (template: the user's own, configuration: the shared ones), so Back from a cart returns to it.
  {
    name: 'SavedCarts',
    path: '/saved-carts',
    title: 'Saved Carts',
    permission: 'templates',
    query: [s('tab')],
    ...auth,
  },
  {
    name: 'SharedSavedCart',
    path: '/shared-saved-cart',
    title: 'Shared Saved Carts',
    query: [s('id')],
    ...auth,
  },
  // Not in the documents (issue 17): part numbers pasted or uploaded, resolved, and the good ones added to the cart.
  {
    name: 'QuickOrder',
    path: '/quick-order',
    title: 'Quick Order',
    parent: 'Shop',
    permission: 'shoppingcart',
    feature: ApplicationFeature.Ordering,
    ...auth,
  },
  {
    name: 'ShoppingCart',
    path: '/shopping-cart',
    title: 'Shopping Cart',
    permission: 'shoppingcart',
    ...auth,
  },
  {
    name: 'Checkout',
    path: '/checkout',
    title: 'Checkout',
    parent: 'ShoppingCart',
    query: [
      int('documentType', 0),
      s('documentId'),
      s('documentNumber'),
      s('actionId'),
      s('token'),
      s('module'),
    ],
    ...auth,
  },

  // Pricing requests and quotes
  {
    name: 'PricingRequest',
    path: '/pricing-request',
    title: 'Pricing Request',
    parent: 'PricingRequestList',
    permission: anyOf('viewAllRFQs', 'rfqs'),
    query: [s('id')],
    section: 'pricingRequests',
    ...auth,
  },
  {
    name: 'PricingRequestList',
    path: '/pricing-requests',
    title: 'Requests',
    permission: anyOf('submitRFQ', 'rfqs', 'viewAllRFQs'),
    section: 'pricingRequests',
    ...auth,
  },
  {
    name: 'SendPricingRequest',
    path: '/send-Pricing-Request',
    title: 'Request a Quote',
    permission: 'submitRFQ',
    // Not in the documents: the shop's "request a quote" for one product passes it here (a design choice).
    query: [s('productId'), int('quantity', 1)],
    section: 'pricingRequests',
    ...auth,
  },
  {
    name: 'Quotes',
    path: '/quotes',
    title: 'Quotes',
    permission: anyOf('approveQuotes', 'viewQuote'),
    section: 'quotes',
    ...auth,
  },
  {
    name: 'Quote',
    path: '/quote',
    title: 'Quote',
    parent: 'Quotes',
    query: [s('id')],
    section: 'quotes',
    ...auth,
  },
  {
    name: 'Transfer',
    path: '/transfer',
    title: 'Transfer',
    parent: 'Quotes',
    query: [s('quoteID')],
    ...auth,
  },

  // Requisitions and approvals
  {
    name: 'Requisitions',
    path: '/requisitions',
    title: 'Requisitions',
    permission: anyOf('requisitions', 'approveRequisitions', 'viewAllRequisitions'),
    section: 'requisitions',
    ...auth,
  },
  {
    name: 'Requisition',
    path: '/requisition',
    title: 'Requisition',
    parent: 'Requisitions',
    permission: anyOf('requisitions', 'approveRequisitions', 'viewAllRequisitions'),
    query: [s('id'), s('t')],
    section: 'requisitions',
    ...auth,
  },
  // tab: the list shown (registrations, requisitions or quotes), so Back from a document returns to its list.
  {
    name: 'PendingApprovals',
    path: '/pending-approvals',
    title: 'Pending Approvals',
    query: [s('tab')],
    ...auth,
  },
  {
    name: 'ViewRegistration',
    path: '/view-registration',
    title: 'Registration',
    parent: 'PendingApprovals',
    query: [s('id')],
    ...auth,
  },
  {
    name: 'WorkflowConfirmation',
    path: '/workflow-confirmation',
    title: 'Confirmation',
    query: [
      s('actionID'),
      s('documentID'),
      int('documentType'),
      bool('internal'),
      s('confirmedOrderNumber'),
      s('documentNumber'),
      // Why a checkout went for approval instead of ordering (a spending limit, issue 18), in the server's words.
      s('approvalReason'),
    ],
    ...auth,
  },

  // Search, overview, reports
  {
    name: 'AdvancedSearch',
    path: '/advanced-search',
    title: 'Advanced Search',
    passThroughQuery: true,
    ...auth,
  },
  {
    name: 'AccountOverview',
    path: '/account-overview',
    title: 'Account Overview',
    permission: anyOf('viewAllOrders', 'orders', 'viewQuote', 'quotes', 'invoices'),
    ...auth,
  },
  {
    name: 'Reports',
    path: '/reports',
    title: 'Reports',
    permission: anyOf('assignUserToCompanyReports', 'viewReports'),
    ...auth,
  },
  {
    name: 'Report',
    path: '/report',
    title: 'Report',
    parent: 'Reports',
    // 002 §2 lists /report with /reports under their permissions: the same guard as the list.
    permission: anyOf('assignUserToCompanyReports', 'viewReports'),
    query: [s('id'), s('uuid')],
    ...auth,
  },
  // The cloud reports (issue 20): the reports' permissions, as the server's CLOUD_REPORT_PERMISSION.
  {
    name: 'PrismSavingsReport',
    path: '/prism-savings-report',
    title: 'Cloud Savings Report',
    parent: 'Reports',
    permission: anyOf('viewReports', 'assignUserToCompanyReports'),
    ...auth,
  },
  {
    name: 'EdpReport',
    path: '/edp-report',
    title: 'Enterprise Discount Tracker',
    parent: 'Reports',
    permission: anyOf('viewReports', 'assignUserToCompanyReports'),
    ...auth,
  },
  // getPowerBIReportEmbedURL's link (issue 20): a cloud report read-only, by its signed token, with no sign-in.
  {
    name: 'EmbeddedReport',
    path: '/embedded-report',
    title: 'Embedded Report',
    query: [s('token')],
    ...handOff,
  },

  // Vendor support look-ups (002 §2; the documents give no permission: the Contracts area's, issue 20)
  { name: 'Bugs', path: '/bugs', title: 'Bugs', ...vendorSupport },
  { name: 'Bug', path: '/bug', title: 'Bug', parent: 'Bugs', query: [s('id')], ...vendorSupport },
  { name: 'RMAsSearch', path: '/RMAs-search', title: 'RMAs', ...vendorSupport },
  {
    name: 'RMADetails',
    path: '/RMA-details',
    title: 'RMA Details',
    parent: 'RMAsSearch',
    query: [s('id')],
    ...vendorSupport,
  },
  { name: 'SupportCaseSearch', path: '/support-case-search', title: 'Support Cases', ...vendorSupport },
  {
    name: 'SupportCaseDetails',
    path: '/support-case-details',
    title: 'Support Case Details',
    parent: 'SupportCaseSearch',
    query: [s('id')],
    ...vendorSupport,
  },
] as const satisfies readonly RouteDefinition[];

export type RouteName = (typeof routeTable)[number]['name'];

/** The invoice-detail variants (001 §2): standard, service, managed service, subscription. */
export const INVOICE_DETAIL_ROUTES = [
  'InvoiceDetails',
  'ServiceInvoiceDetails',
  'ManagedServicesContractInvoiceDetails',
  'SubscriptionInvoiceDetails',
] as const satisfies readonly RouteName[];

/**
 * The page of one invoice (001 §2: id, invoiceType): its kind's variant route, InvoiceType 1…4 in the order of
 * INVOICE_DETAIL_ROUTES (standard, service, managed services contract, subscription); an unknown kind opens the
 * standard page. The portal's links and the server's search results use it.
 */
export function invoicePath(invoice: { id: string; invoiceType: number }): string {
  return pathFor(INVOICE_DETAIL_ROUTES[invoice.invoiceType - 1] ?? 'InvoiceDetails', {
    id: invoice.id,
    invoiceType: invoice.invoiceType,
  });
}

function normalisePath(path: string): string {
  let p = path.trim();
  const cut = p.search(/[?#]/);
  if (cut >= 0) p = p.slice(0, cut);
  try {
    p = decodeURIComponent(p);
  } catch {
    // A malformed escape stays as written; it simply matches nothing.
  }
  if (!p.startsWith('/')) p = `/${p}`;
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p.toLowerCase();
}

const byPath = new Map<string, RouteDefinition>();
const byName = new Map<string, RouteDefinition>();
for (const route of routeTable as readonly RouteDefinition[]) {
  byName.set(route.name, route);
  for (const p of [route.path, ...(route.aliases ?? [])]) byPath.set(normalisePath(p), route);
}

/**
 * The route serving `path`, matched case-insensitively (the documents mix `/RMAs-search` and `/rmas-search`),
 * ignoring a query string, a trailing slash and URL escapes (`%26` for `&`).
 */
export function findRoute(path: string): RouteDefinition | undefined {
  return byPath.get(normalisePath(path));
}

export function routeByName(name: RouteName): RouteDefinition;
export function routeByName(name: string): RouteDefinition | undefined;
export function routeByName(name: string): RouteDefinition | undefined {
  return byName.get(name);
}

export type RouteQueryValue = string | number | boolean;
export type RouteQueryInput = Record<string, RouteQueryValue | null | undefined>;

/**
 * The path of a named route with its query, e.g. `pathFor('Checkout', { documentType: 1 })` →
 * `/checkout?documentType=1`. Empty values are left out; booleans are written 'true'/'false'.
 */
export function pathFor(name: RouteName, query: RouteQueryInput = {}): string {
  const route = routeByName(name);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${route.path}?${search}` : route.path;
}

export type ParsedRouteQuery = Record<string, RouteQueryValue | undefined>;

/**
 * The typed inputs of a page from its URL query: integers parsed (an unparsable value falls back to the
 * default, or is left out), 'true'/'false' read as booleans, missing values take their default.
 * A pass-through route (advanced search) gets every parameter as a string; others only their declared ones.
 */
export function parseRouteQuery(route: RouteDefinition, search: URLSearchParams): ParsedRouteQuery {
  const result: ParsedRouteQuery = {};
  if (route.passThroughQuery) {
    for (const [key, value] of search) result[key] = value;
    return result;
  }
  for (const param of route.query ?? []) {
    const raw = search.get(param.name);
    result[param.name] = parseValue(param, raw);
  }
  return result;
}

function parseValue(param: RouteQueryParam, raw: string | null): RouteQueryValue | undefined {
  if (raw === null || raw === '') return param.default;
  switch (param.type) {
    case 'string':
      return raw;
    case 'integer': {
      const trimmed = raw.trim();
      return /^[-+]?\d+$/.test(trimmed) ? Number.parseInt(trimmed, 10) : param.default;
    }
    case 'boolean': {
      const lower = raw.trim().toLowerCase();
      if (lower === 'true') return true;
      if (lower === 'false') return false;
      return param.default;
    }
  }
}
