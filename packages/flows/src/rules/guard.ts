import { findRoute, INVOICE_DETAIL_ROUTES, type RouteDefinition, type RouteName } from '../routes/routeTable';
import { hasFeature } from './features';
import { hasPermission } from './permissions';
import { styleGuideAllowed } from './shell';

/**
 * The route guard of 000 §2.4 as a pure decision. The portal runs it before every navigation and carries out
 * the answer: set the title, reset the scroll, load the current user and common data then ask again,
 * or redirect.
 *
 * Order of the steps (the documents' order, with two additions):
 * 1. title from the route, or from the last breadcrumb when there is more than one;
 * 3. the page pairs of step 3 skip everything after it (no scroll reset, no login or permission check: the
 *    detail page's data is still checked by the server);
 * 4. scroll reset when the sections differ (see `shouldResetScroll`);
 * 5. a signed-in user whose current user is not loaded yet is loaded first, when the route needs login;
 * 6. a route needing login needs an authenticated user holding its permission, else Login with the full
 *    attempted path as redirectUrl;
 * + the style guide needs its local flag (000 §2.2), else Home;
 * + a route of a gated area (`route.feature`) whose feature the company lacks sends the user Home; an unknown
 *   path also goes Home (the documents have no not-found page).
 * Step 2 (Home crumbs become Account Overview) is `homeCrumbTarget`.
 */

export interface GuardUser {
  /** The local authenticated flag / a token is present. */
  authenticated: boolean;
  /** The current user (`V1.0/user/Me`) and common data are loaded. */
  loaded: boolean;
  permissions: Iterable<string>;
  /** ApplicationFeature bit mask; read only once `loaded`. */
  features: number;
}

export interface GuardInput {
  /** The path being left (with or without its query); null or undefined on the first navigation. */
  from?: string | null;
  /** The full attempted path, query included, e.g. `/order?id=42`. */
  to: string;
  user: GuardUser;
  /** The breadcrumb labels of the target page, if it has a trail. */
  breadcrumbs?: readonly string[];
  /** The local displayStyleGuidePage flag. */
  styleGuideFlag?: string | null;
}

export type GuardDecision =
  | { kind: 'allow'; route: RouteDefinition; title: string; resetScroll: boolean }
  | { kind: 'loadUserFirst'; route: RouteDefinition }
  | { kind: 'redirectToLogin'; redirectUrl: string }
  | { kind: 'redirectHome'; reason: 'styleGuideDisabled' | 'featureDisabled' | 'notFound' };

/** Page pairs that skip the remaining checks in either direction (000 §2.4 step 3). */
export const GUARD_SKIP_PAIRS: ReadonlyArray<readonly [RouteName, RouteName]> = [
  ['Invoices', 'OrderDetails'],
  ['PricingRequestList', 'Quote'],
  ['Requisitions', 'OrderDetails'],
  ...INVOICE_DETAIL_ROUTES.map((name) => [name, 'OrderDetails'] as const),
];

export function isSkipPair(from: string | undefined, to: string | undefined): boolean {
  if (!from || !to) return false;
  return GUARD_SKIP_PAIRS.some(([a, b]) => (a === from && b === to) || (a === to && b === from));
}

/**
 * The scroll goes back to the top unless both pages belong to the same section (000 §2.4 step 4): staying in
 * a section (list ↔ detail) keeps the reader's place; pages outside the sections always start at the top.
 */
export function shouldResetScroll(from: RouteDefinition | undefined, to: RouteDefinition): boolean {
  return !(from?.section && from.section === to.section);
}

/** The page title (000 §2.4 step 1, §2.9): the last breadcrumb when there is more than one, else the route's. */
export function pageTitle(route: RouteDefinition, breadcrumbs: readonly string[] = []): string {
  return breadcrumbs.length > 1 ? (breadcrumbs[breadcrumbs.length - 1] ?? route.title) : route.title;
}

export function guardNavigation({ from, to, user, breadcrumbs, styleGuideFlag }: GuardInput): GuardDecision {
  const route = findRoute(to);
  if (!route) return { kind: 'redirectHome', reason: 'notFound' };
  const fromRoute = from ? findRoute(from) : undefined;
  const title = pageTitle(route, breadcrumbs);

  if (isSkipPair(fromRoute?.name, route.name)) return { kind: 'allow', route, title, resetScroll: false };
  const resetScroll = shouldResetScroll(fromRoute, route);

  if (route.styleGuide && !styleGuideAllowed(styleGuideFlag)) {
    return { kind: 'redirectHome', reason: 'styleGuideDisabled' };
  }
  if (route.requiresAuth) {
    if (user.authenticated && !user.loaded) return { kind: 'loadUserFirst', route };
    if (!user.authenticated || !hasPermission(user.permissions, route.permission)) {
      return { kind: 'redirectToLogin', redirectUrl: to };
    }
    if (route.feature !== undefined && !hasFeature(user.features, route.feature)) {
      return { kind: 'redirectHome', reason: 'featureDisabled' };
    }
  }
  return { kind: 'allow', route, title, resetScroll };
}
