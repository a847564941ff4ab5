import { IN_APP_PATH_PATTERN } from '@b2b-portal/api';
import {
  findRoute,
  INVOICE_DETAIL_ROUTES,
  pathFor,
  type RouteDefinition,
  type RouteName,
} from '../routes/routeTable';
import { hasFeature } from './features';
import { hasPermission } from './permissions';
import { landingRoute, styleGuideAllowed } from './shell';

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
 * 6. a route needing login needs an authenticated user, else Login with the full attempted path as redirectUrl;
 *    an authenticated user without the route's permission is `forbidden`: the portal shows Login with the same
 *    redirectUrl and says that this user may not open the page (sign in as someone else, or go to the landing
 *    page). It never sends a signed-in user back to a page they may not open, which would loop between the
 *    page and Login (see `postLoginDestination`);
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
  /**
   * Signed in, loaded, but without the route's permission or its company's feature: unauthorised navigation
   * goes to Login with the redirect (000 §2.4 step 6, §8), which says so; nothing navigates back.
   */
  | { kind: 'forbidden'; route: RouteDefinition; redirectUrl: string }
  /** No route of the table has this path: the portal shows its page-not-found page at the address. */
  | { kind: 'notFound' }
  | { kind: 'redirectHome'; reason: 'styleGuideDisabled' };

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
  if (!route) return { kind: 'notFound' };
  const fromRoute = from ? findRoute(from) : undefined;
  const title = pageTitle(route, breadcrumbs);

  if (isSkipPair(fromRoute?.name, route.name)) return { kind: 'allow', route, title, resetScroll: false };
  const resetScroll = shouldResetScroll(fromRoute, route);

  if (route.styleGuide && !styleGuideAllowed(styleGuideFlag)) {
    return { kind: 'redirectHome', reason: 'styleGuideDisabled' };
  }
  if (route.requiresAuth) {
    if (user.authenticated && !user.loaded) return { kind: 'loadUserFirst', route };
    if (!user.authenticated) return { kind: 'redirectToLogin', redirectUrl: to };
    if (!hasPermission(user.permissions, route.permission)) {
      return { kind: 'forbidden', route, redirectUrl: to };
    }
    // The company lacks the feature: refused as a missing permission is (one behaviour for 'may not open').
    if (route.feature !== undefined && !hasFeature(user.features, route.feature)) {
      return { kind: 'forbidden', route, redirectUrl: to };
    }
  }
  return { kind: 'allow', route, title, resetScroll };
}

/**
 * A redirect target from a URL (`redirectUrl`, the /redirect hand-off) is followed only when it is a path
 * inside the portal: one leading '/' (a leading '#' is dropped), no '//' or '/\\' that a browser would read as
 * another host, no control characters. Anything else is null: the caller goes to the landing page.
 */
export function inAppPath(target: string | null | undefined): string | null {
  if (!target || !IN_APP_PATH_PATTERN.test(target)) return null;
  return target.startsWith('#') ? target.slice(1) : target;
}

/** The signed-in, loaded user a post-login destination is decided for. */
export interface PostLoginInput {
  /** The `redirectUrl` of the login page, as written in the URL (decoded), or null. */
  redirectUrl: string | null | undefined;
  permissions: Iterable<string>;
  /** ApplicationFeature bit mask of the user's company. */
  features: number;
  /** The punch-out session id, if any (000 §2.5). */
  sessionId?: string | null;
  styleGuideFlag?: string | null;
}

export type PostLoginDestination =
  /** The redirect target: the user may open it. */
  | { kind: 'redirect'; path: string }
  /**
   * The user's landing page (000 §2.5, with Home read as Account Overview for its holders, 000 §2.4 step 2).
   * `refused` is the page of the redirect when this user may not open it, so the portal can say why once.
   */
  | { kind: 'landing'; path: string; route: RouteName; refused?: RouteDefinition };

/**
 * Where a signed-in user goes from Login: the `redirectUrl` when it is an in-app path the guard lets this user
 * open, else the landing page. A redirect the user lacks the permission for is reported as `refused` (never
 * followed: the guard would send the user back to Login, and Login back to the page, without end); an external,
 * unknown or Login target, a gated feature or the hidden style guide fall back to the landing page quietly.
 */
export function postLoginDestination({
  redirectUrl,
  permissions,
  features,
  sessionId,
  styleGuideFlag,
}: PostLoginInput): PostLoginDestination {
  const held = [...permissions];
  const route = landingRoute({ sessionId, permissions: held });
  const landing = { kind: 'landing', path: pathFor(route), route } as const;
  const path = inAppPath(redirectUrl);
  if (!path || findRoute(path)?.name === 'Login') return landing;
  const decision = guardNavigation({
    to: path,
    user: { authenticated: true, loaded: true, permissions: held, features },
    styleGuideFlag,
  });
  if (decision.kind === 'allow') return { kind: 'redirect', path };
  if (decision.kind === 'forbidden') return { ...landing, refused: decision.route };
  return landing;
}
