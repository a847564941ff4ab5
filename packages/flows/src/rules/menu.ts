import { ApplicationFeature, anyOf, type PermissionEntry } from '@b2b-portal/api';
import type { CoreMessageKey } from '@b2b-portal/api/messages';
import type { RouteName } from '../routes/routeTable';
import { hasFeature } from './features';
import { hasPermission } from './permissions';

/**
 * The side menu of 000 §2.7 and the menu rules of 000 §6 (also 001 §2, 002 §2): which entries a user sees,
 * built from their permissions and the company's features bit mask.
 */

/** The permission alternatives the menu rules name. */
export const MenuPermission = {
  accountOverview: anyOf('viewAllOrders', 'orders', 'viewQuote', 'invoices'),
  shop: anyOf('browseCatalogs', 'templates'),
  quickOrder: 'shoppingcart',
  quotes: anyOf('approveQuotes', 'viewQuote'),
  pricingRequests: anyOf('submitRFQ', 'rfqs', 'viewAllRFQs'),
  requisitions: anyOf('requisitions', 'approveRequisitions', 'viewAllRequisitions'),
  orders: anyOf('orders', 'ordersMenuStorefront'),
  blanketPurchaseOrders: 'viewStorefrontBlanketOrders',
  invoices: anyOf('invoices', 'submitInvoiceInquiry'),
  contracts: anyOf('contractsView', 'viewAllWorkItems', 'workItemCreate', 'workItems'),
  contractsView: 'contractsView',
  workItems: anyOf('viewAllWorkItems', 'workItemCreate', 'workItems'),
  reports: anyOf('assignUserToCompanyReports', 'viewReports'),
  settings: anyOf(
    'businessunits',
    'users',
    'addresses',
    'shoppingCartCheckOut',
    'manageCiscoContractAccess',
    'viewUsers',
  ),
} as const;

export interface MenuItem {
  /** Stable id for keys and tests. */
  id: string;
  /** Message key of the label. */
  name: CoreMessageKey;
  /** A named route, or 'punchout' to start the punch-out flow instead of navigating (000 §2.7). */
  routeTo: RouteName | 'punchout';
  subMenus?: MenuItem[];
}

export interface MenuInput {
  permissions: Iterable<string>;
  /** ApplicationFeature bit mask of the storefront configuration. */
  features: number;
}

const item = (
  id: string,
  name: CoreMessageKey,
  routeTo: MenuItem['routeTo'],
  subMenus?: MenuItem[],
): MenuItem => (subMenus && subMenus.length > 0 ? { id, name, routeTo, subMenus } : { id, name, routeTo });

/** The main menu entries a user sees, in display order (000 §6 "Main menu rules"). */
export function buildMainMenu({ permissions, features }: MenuInput): MenuItem[] {
  const held = new Set(permissions);
  const can = (requirement: PermissionEntry) => hasPermission(held, requirement);
  const menu: MenuItem[] = [];

  if (can(MenuPermission.accountOverview)) {
    menu.push(item('accountOverview', 'Menu.AccountOverview', 'AccountOverview'));
  }
  if (can(MenuPermission.shop) && hasFeature(features, ApplicationFeature.Ordering)) {
    menu.push(item('shop', 'Menu.Shop', 'Shop'));
  }
  // Not in the documents (issue 17): Quick Order beside Shop, for those who may fill the cart. An entry of its own
  // rather than under Shop, so Shop stays one link.
  if (can(MenuPermission.quickOrder) && hasFeature(features, ApplicationFeature.Ordering)) {
    menu.push(item('quickOrder', 'Menu.QuickOrder', 'QuickOrder'));
  }

  const quotes = can(MenuPermission.quotes);
  const pricingRequests = can(MenuPermission.pricingRequests);
  if (quotes && pricingRequests) {
    menu.push(
      item('quotes', 'Menu.Quotes', 'Quotes', [
        item('pricingRequest', 'Menu.PricingRequest', 'PricingRequestList'),
      ]),
    );
  } else if (quotes) {
    menu.push(item('quotes', 'Menu.Quotes', 'Quotes'));
  } else if (pricingRequests) {
    menu.push(item('pricingRequest', 'Menu.PricingRequest', 'PricingRequestList'));
  }

  const requisitions = can(MenuPermission.requisitions);
  const orders = can(MenuPermission.orders);
  if (requisitions && orders) {
    const subMenus = [item('requisitions', 'Menu.Requisitions', 'Requisitions')];
    if (can(MenuPermission.blanketPurchaseOrders)) {
      subMenus.push(item('blanketPurchaseOrders', 'Menu.BlanketPurchaseOrders', 'BlanketPurchaseOrders'));
    }
    menu.push(item('orders', 'Menu.Orders', 'Orders', subMenus));
  } else if (requisitions) {
    menu.push(item('requisitions', 'Menu.Requisitions', 'Requisitions'));
  } else if (orders) {
    menu.push(item('orders', 'Menu.Orders', 'Orders'));
  }

  if (can(MenuPermission.invoices)) menu.push(item('invoices', 'Menu.Invoices', 'Invoices'));

  if (can(MenuPermission.contracts) && hasFeature(features, ApplicationFeature.MaintenanceContracts)) {
    const subMenus: MenuItem[] = [];
    if (can(MenuPermission.contractsView)) {
      subMenus.push(item('devices', 'Menu.Devices', 'Devices'));
      subMenus.push(item('manualContractUpload', 'Menu.ManualContractUpload', 'ManualContractUpload'));
    }
    if (can(MenuPermission.workItems)) subMenus.push(item('workItems', 'Menu.WorkItems', 'WorkItems'));
    // Not in the documents' menu rules (issue 20): the manufacturer's bugs, RMAs and support cases (002 §2) go
    // with its maintenance contracts, for anyone who sees Contracts (VENDOR_SUPPORT_PERMISSION).
    subMenus.push(
      item('bugs', 'Menu.Bugs', 'Bugs'),
      item('rmas', 'Menu.Rmas', 'RMAsSearch'),
      item('supportCases', 'Menu.SupportCases', 'SupportCaseSearch'),
    );
    menu.push(item('contracts', 'Menu.Contracts', 'ContractsDashboard', subMenus));
  }

  if (can(MenuPermission.reports)) menu.push(item('reports', 'Menu.Reports', 'Reports'));
  return menu;
}

/** The settings menu (000 §2.7, 002 §2): each entry shown when the user may open its page. */
export function buildSettingsMenu(permissions: Iterable<string>): MenuItem[] {
  const held = new Set(permissions);
  const entries: Array<[MenuItem, PermissionEntry]> = [
    [item('businessHierarchy', 'Menu.DocumentCategorizationHierarchy', 'BusinessHierarchy'), 'businessunits'],
    [item('addresses', 'Menu.ContactsAndAddresses', 'Addresses'), anyOf('addresses', 'shoppingcart')],
    [item('users', 'Menu.Users', 'Users'), anyOf('users', 'viewUsers', 'manageCiscoContractAccess')],
    // Not in the documents: the company's approval chains (issue 6).
    [item('approvalWorkflows', 'Menu.ApprovalWorkflows', 'ApprovalWorkflows'), 'users'],
    // Not in the documents: the company's single sign-on (issue 18).
    [item('singleSignOn', 'Menu.SingleSignOn', 'SingleSignOn'), 'users'],
  ];
  return entries.filter(([, permission]) => hasPermission(held, permission)).map(([entry]) => entry);
}

/**
 * The areas a signed-in user may open, for the home page's links (issue 16: the user administrator landed on a
 * shopping welcome with no way to Settings but the menu): the main menu's entries and their submenus, then
 * Settings & Administration and its entries when the user may see Settings (002 §6), in menu order.
 */
export function homeAreas({ permissions, features }: MenuInput): MenuItem[] {
  const held = [...permissions];
  const areas = buildMainMenu({ permissions: held, features }).flatMap((entry) => [
    { id: entry.id, name: entry.name, routeTo: entry.routeTo },
    ...(entry.subMenus ?? []),
  ]);
  if (hasPermission(held, MenuPermission.settings)) {
    areas.push(item('settings', 'Menu.Settings', 'SettingsAndAdministration'), ...buildSettingsMenu(held));
  }
  return areas;
}

export interface ExternalLink {
  id: string;
  label: string;
  href: string;
}

export type BottomLink =
  | { kind: 'route'; id: string; name: CoreMessageKey; routeTo: RouteName }
  | { kind: 'group'; id: string; name: CoreMessageKey; links: ExternalLink[] }
  /** Opens in a new tab. */
  | { kind: 'external'; id: string; name: CoreMessageKey; href: string }
  | { kind: 'logout'; id: string; name: CoreMessageKey };

export interface BottomLinksInput {
  permissions: Iterable<string>;
  /** The two partner portals; the group is left out when none are configured. */
  portalLinks?: readonly ExternalLink[];
  /** The software-central address; the link is left out when none is configured. */
  softwareCentralUrl?: string | null;
  /**
   * Punch-out session id. A punch-out user cannot log out from the header (000 §2.6); the side menu's Logout
   * is hidden for them too, so that the two agree (the session ends in the procurement system).
   */
  sessionId?: string | null;
}

/** The side menu's bottom links (000 §2.7), in display order; the copyright line is the UI's. */
export function buildBottomLinks({
  permissions,
  portalLinks = [],
  softwareCentralUrl,
  sessionId,
}: BottomLinksInput): BottomLink[] {
  const links: BottomLink[] = [
    { kind: 'route', id: 'myAccount', name: 'Menu.MyAccount', routeTo: 'MyAccount' },
  ];
  if (hasPermission(permissions, MenuPermission.settings)) {
    links.push({
      kind: 'route',
      id: 'settings',
      name: 'Menu.Settings',
      routeTo: 'SettingsAndAdministration',
    });
  }
  links.push({ kind: 'route', id: 'help', name: 'Menu.Help', routeTo: 'Help' });
  if (portalLinks.length > 0) {
    links.push({ kind: 'group', id: 'portals', name: 'Menu.Portals', links: [...portalLinks] });
  }
  if (softwareCentralUrl) {
    links.push({
      kind: 'external',
      id: 'softwareCentral',
      name: 'Menu.SoftwareCentral',
      href: softwareCentralUrl,
    });
  }
  if (canLogoutFromHeader({ sessionId })) links.push({ kind: 'logout', id: 'logout', name: 'Menu.Logout' });
  return links;
}

/** A punch-out user (one with a session id) cannot log out from the header (000 §2.6, §6). */
export function canLogoutFromHeader({ sessionId }: { sessionId?: string | null }): boolean {
  return !sessionId;
}
