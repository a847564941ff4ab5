import {
  findRoute,
  guardNavigation,
  landingRoute,
  parseRouteQuery,
  pathFor,
  type RouteDefinition,
  type RouteName,
  routeByName,
} from '@b2b-portal/flows/rules';
import { InlineAlert, Spinner } from '@b2b-portal/ui';
import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { tokenStore } from '../services/api';
import { t } from '../services/messages';
import { hrefFor, isInPlaceUpdate, navigate } from './hashLocation';
import { usePageName } from './pageName';
import { loadPageRegistry, pageOf } from './pages';
import { styleGuideFlag, usePageNotice } from './postLogin';
import * as styles from './RouteView.css';
import { useSession } from './session';

const APP_TITLE = 'Customer Portal';

/** An address no route has (rare, so not part of any page's first paint). */
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));
/** The id AppShell gives its <main> element. */
const MAIN_ID = 'main-content';

function PageLoading() {
  return (
    <div role="status" aria-live="polite" style={{ padding: '2rem' }}>
      <Spinner label={t('Global.Loading')} />
    </div>
  );
}

/**
 * Resolves the hash path to a route of the table, runs the route guard of 000 §2.4 before showing it, and
 * renders the route's page with its typed query inputs.
 */
export function RouteView({
  onRouteChange,
}: {
  onRouteChange?: (route: RouteDefinition | undefined) => void;
}) {
  const [path] = useLocation();
  const search = useSearch();
  const session = useSession();
  const previous = useRef<string | null>(null);
  const fullPath = search ? `${path}?${search}` : path;

  // Login's page needs no registry, the page after the sign-in does: fetch it when the browser is first idle.
  useEffect(() => {
    const whenIdle = window.requestIdleCallback ?? ((load: () => void) => window.setTimeout(load, 200));
    whenIdle(() => void loadPageRegistry());
  }, []);

  const decision = useMemo(
    () =>
      guardNavigation({
        from: previous.current,
        to: fullPath,
        user: {
          authenticated: session.state.status !== 'signedOut' && tokenStore.isAuthenticated(),
          loaded: session.state.status === 'signedIn',
          permissions: session.permissions,
          features: session.features,
        },
        styleGuideFlag: styleGuideFlag(),
      }),
    [fullPath, session.state.status, session.permissions, session.features],
  );

  useEffect(() => {
    // The tokens went while the session still says signed in (a punch-out transfer ends its login; issue 16):
    // the session ends too. Left signed in, Login would send the user back to the page and the guard back to
    // Login, over and over (React #185, maximum update depth: a blank page).
    if (decision.kind === 'redirectToLogin' && session.state.status === 'signedIn') {
      void session.logout({ to: 'Login', redirectUrl: decision.redirectUrl, callServer: false });
      return;
    }
    // A signed-in user without the permission sees Login say so (LoginPage), and stays there: Login sends a
    // signed-in user only to pages the guard allows them, so the two never bounce.
    if (decision.kind === 'redirectToLogin' || decision.kind === 'forbidden') {
      navigate(`/login?redirectUrl=${encodeURIComponent(decision.redirectUrl)}`, { replace: true });
    } else if (decision.kind === 'redirectHome') {
      navigate('/', { replace: true });
    }
  }, [decision, session]);

  // The page title follows the last crumb (000 §2.9): the page's own name once it has given one (app/pageName.ts).
  const pageName = usePageName();
  useLayoutEffect(() => {
    if (decision.kind !== 'allow' && decision.kind !== 'notFound') return;
    const title = decision.kind === 'allow' ? (pageName ?? decision.title) : t('Global.PageNotFoundTitle');
    document.title = `${title} | ${APP_TITLE}`;
  }, [decision, pageName]);

  useLayoutEffect(() => {
    if (decision.kind !== 'allow' && decision.kind !== 'notFound') return;
    // A page writing its own state into its query (a list's search and page) has not navigated: the focus and the
    // scroll stay where the person is working.
    if (isInPlaceUpdate(previous.current, fullPath)) {
      previous.current = fullPath;
      return;
    }
    if (decision.kind === 'notFound' || decision.resetScroll) window.scrollTo(0, 0);
    // After an in-app navigation, keyboard and screen-reader users start at the new page's content, not
    // wherever the previous page left the focus. The first page load keeps the browser's own start.
    if (previous.current !== null && previous.current !== fullPath) {
      document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
    }
    previous.current = fullPath;
  }, [decision, fullPath]);

  const route =
    decision.kind === 'allow' || decision.kind === 'loadUserFirst' ? decision.route : findRoute(path);
  // Before the browser paints: the shell's frame (the breadcrumb trail) is drawn for this route from the first
  // paint, not one frame later, which moved the page down (CLS).
  useLayoutEffect(() => onRouteChange?.(route), [route, onRouteChange]);
  const notice = usePageNotice(decision.kind === 'allow' ? fullPath : null);

  if (decision.kind === 'notFound') {
    // The person's landing page: Account Overview (or their own) signed in, Home signed out.
    const landing =
      session.state.status === 'signedIn'
        ? landingRoute({ sessionId: session.state.sessionId, permissions: session.permissions })
        : 'Home';
    return (
      <Suspense fallback={<PageLoading />}>
        <NotFoundPage
          path={fullPath}
          landing={routeByName(landing).title}
          landingHref={hrefFor(pathFor(landing))}
        />
      </Suspense>
    );
  }
  if (decision.kind !== 'allow') return <PageLoading />;
  const Page = pageOf(decision.route.name as RouteName);
  const query = parseRouteQuery(decision.route, new URLSearchParams(search));
  return (
    <>
      {notice ? (
        <div className={styles.notice}>
          <InlineAlert tone="warning">{notice}</InlineAlert>
        </div>
      ) : null}
      <Suspense fallback={<PageLoading />}>
        <Page key={decision.route.name} route={decision.route} query={query} />
      </Suspense>
    </>
  );
}
