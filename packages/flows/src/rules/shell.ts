import { ApplicationFeature, anyOf, requirementFromData } from '@b2b-portal/api';
import { type RouteDefinition, type RouteName, routeByName } from '../routes/routeTable';
import { hasFeature } from './features';
import { hasPermission } from './permissions';

/** Small decisions of the application shell (000 §1, §2.4–2.6, §6). */

/** Holders of any of these see Account Overview in place of Home (000 §2.4 step 2, §2.5 logo). */
export const ACCOUNT_OVERVIEW_PERMISSIONS = anyOf('viewQuote', 'viewAllOrders', 'orders', 'invoices');
export const PENDING_APPROVAL_PERMISSIONS = anyOf(
  'approveRegistrations',
  'approveRequisitions',
  'approveQuotes',
);

/** The header's cart icon needs shoppingcart (000 §2.6). */
export function canShowCartIcon(permissions: Iterable<string>): boolean {
  return hasPermission(permissions, 'shoppingcart');
}

/** The cart loads only with shoppingcart (000 §6, 001 §6). */
export function shouldLoadCart(permissions: Iterable<string>): boolean {
  return hasPermission(permissions, 'shoppingcart');
}

/** Pending approvals load only for approvers of registrations, requisitions or quotes (000 §6). */
export function shouldLoadPendingApprovals(permissions: Iterable<string>): boolean {
  return hasPermission(permissions, PENDING_APPROVAL_PERMISSIONS);
}

/** The bell shows when the count is above 0, Ordering is on and the user is not on the login page (000 §2.6). */
export function showPendingApprovalsBell({
  count,
  features,
  onLoginPage,
}: {
  count: number;
  features: number;
  onLoginPage: boolean;
}): boolean {
  return count > 0 && hasFeature(features, ApplicationFeature.Ordering) && !onLoginPage;
}

/**
 * Where a user lands after login (000 §2.5): Home without a session id; a punch-out user goes to the cart with
 * shoppingcart, else to Quotes with approveQuotes or viewQuote, else to Pending Approvals.
 */
export function postLoginTarget({
  sessionId,
  permissions,
}: {
  sessionId?: string | null;
  permissions: Iterable<string>;
}): RouteName {
  if (!sessionId) return 'Home';
  const held = new Set(permissions);
  if (hasPermission(held, 'shoppingcart')) return 'ShoppingCart';
  if (hasPermission(held, anyOf('approveQuotes', 'viewQuote'))) return 'Quotes';
  return 'PendingApprovals';
}

/**
 * The page a signed-in user starts on (and is offered when a page is refused): the post-login target of 000 §2.5,
 * with Home read as Account Overview for the holders of 000 §2.4 step 2 (Home forwards them there anyway).
 */
export function landingRoute(input: { sessionId?: string | null; permissions: Iterable<string> }): RouteName {
  const held = [...input.permissions];
  const target = postLoginTarget({ ...input, permissions: held });
  return target === 'Home' ? homeCrumbTarget(held) : target;
}

/** The logo links to Account Overview for holders of viewQuote, viewAllOrders, orders or invoices (000 §2.5). */
export function logoTarget(permissions: Iterable<string>): 'AccountOverview' | 'Home' {
  return hasPermission(permissions, ACCOUNT_OVERVIEW_PERMISSIONS) ? 'AccountOverview' : 'Home';
}

/** Home and default breadcrumbs become Account Overview for the same holders (000 §2.4 step 2). */
export function homeCrumbTarget(permissions: Iterable<string>): 'AccountOverview' | 'Home' {
  return logoTarget(permissions);
}

/**
 * The levels of the breadcrumb trail between the home crumb and the page (000 §2.9; issue 16): the page's `parent`
 * route, its parent's, and so on, outermost first, so a detail page's trail runs Home › Quotes › Quote rather than
 * Home › Quote. A level the user may not open (its permission or feature) is left out rather than offered as a link
 * that would be refused; the home crumb's own route (Account Overview) is not repeated.
 */
export function breadcrumbLevels(
  route: Pick<RouteDefinition, 'parent'>,
  { permissions, features }: { permissions: Iterable<string>; features: number },
): RouteDefinition[] {
  const held = [...permissions];
  const home = homeCrumbTarget(held);
  const levels: RouteDefinition[] = [];
  const seen = new Set<string>();
  for (let name = route.parent; name !== undefined && !seen.has(name); ) {
    seen.add(name);
    const level = routeByName(name);
    if (!level) break;
    const allowed =
      hasPermission(held, level.permission) &&
      (level.feature === undefined || hasFeature(features, level.feature));
    if (allowed && level.name !== home) levels.unshift(level);
    name = level.parent;
  }
  return levels;
}

/** The footer shows only when the user is not authenticated or is on the login page (000 §1). */
export function footerVisible({
  authenticated,
  onLoginPage,
}: {
  authenticated: boolean;
  onLoginPage: boolean;
}): boolean {
  return !authenticated || onLoginPage;
}

/** The style guide is reachable only when the local flag displayStyleGuidePage is exactly 'true' (000 §2.2). */
export function styleGuideAllowed(flag: string | null | undefined): boolean {
  return flag === 'true';
}

/**
 * Document types of the advanced search (001 §6), each with its number in the document calls (001 §4). The
 * header search and /advanced-search name them (`documenttype=orders`); `document/Search` takes the number.
 */
export const ADVANCED_SEARCH_DOCUMENT_TYPES = [
  { type: 'invoices', documentType: 7, permission: anyOf('invoices', 'affiliatedInvoices') },
  { type: 'orders', documentType: 5, permission: anyOf('affiliatedOrders', 'viewAllOrders', 'orders') },
  { type: 'pricingRequests', documentType: 15, permission: 'rfqs' },
  { type: 'quotes', documentType: 8, permission: anyOf('viewQuote', 'approveQuotes') },
  {
    type: 'requisitions',
    documentType: 4,
    permission: anyOf('requisitions', 'approveRequisitions', 'viewAllRequisitions'),
  },
] as const;

/** Whether the user may search documents of `documentType` (the number of 001 §4), as the server checks it. */
export function maySearchDocumentType(permissions: Iterable<string>, documentType: number): boolean {
  const entry = ADVANCED_SEARCH_DOCUMENT_TYPES.find((d) => d.documentType === documentType);
  return entry !== undefined && hasPermission(new Set(permissions), entry.permission);
}
export type AdvancedSearchDocumentType = (typeof ADVANCED_SEARCH_DOCUMENT_TYPES)[number]['type'];

/** The advanced-search document types the user may see, in a fixed order (001 §2, §6). */
export function advancedSearchDocumentTypes(permissions: Iterable<string>): AdvancedSearchDocumentType[] {
  const held = new Set(permissions);
  return ADVANCED_SEARCH_DOCUMENT_TYPES.filter((d) => hasPermission(held, d.permission)).map((d) => d.type);
}

/** What the header search can look for: the catalogue's products, or a document type of the advanced search. */
export type HeaderSearchType = 'products' | AdvancedSearchDocumentType;

/**
 * The header search's types, in order; the first is the one it starts on (issue 16). Products (Shop's keyword
 * search) comes first for a user who may browse the catalogues in a company with Ordering (Shop's gate): a
 * buyer's first search is for something to buy, and the advanced search's document types (001 §6) follow.
 */
export function headerSearchTypes({
  permissions,
  features,
}: {
  permissions: Iterable<string>;
  features: number;
}): HeaderSearchType[] {
  const held = [...permissions];
  const documents = advancedSearchDocumentTypes(held);
  const shop = hasPermission(held, 'browseCatalogs') && hasFeature(features, ApplicationFeature.Ordering);
  return shop ? ['products', ...documents] : documents;
}

/** Layout constants of 000 §9. */
export const SHELL_LAYOUT = {
  /** Under this width or height the side menu starts hidden and closes after a click. */
  NARROW_SCREEN_THRESHOLD: 500,
  SIDE_BAR_WIDTH: 256,
  NARROW_LAYOUT_BREAKPOINT: 768,
} as const;

/** The side menu starts hidden and closes after a click when the width or height is under 500 px (000 §2.7). */
export function isNarrowScreen({ width, height }: { width: number; height: number }): boolean {
  return width < SHELL_LAYOUT.NARROW_SCREEN_THRESHOLD || height < SHELL_LAYOUT.NARROW_SCREEN_THRESHOLD;
}

/** Footer and side-menu links filtered by permission (000 §2.8): a link without a permission is for everyone. */
export function visibleLinks<T extends { permission?: string | undefined }>(
  links: readonly T[],
  permissions: Iterable<string>,
): T[] {
  const held = new Set(permissions);
  return links.filter((link) => hasPermission(held, requirementFromData(link.permission)));
}
