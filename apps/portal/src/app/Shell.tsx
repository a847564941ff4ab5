import type { CoreMessageKey } from '@b2b-portal/api/messages';
import {
  breadcrumbLevels,
  buildBottomLinks,
  buildMainMenu,
  canLogoutFromHeader,
  canShowCartIcon,
  footerVisible,
  type HeaderSearchType,
  headerSearchTypes,
  homeCrumbTarget,
  isNarrowScreen,
  logoTarget,
  type MenuItem,
  pathFor,
  type RouteDefinition,
  type RouteName,
  shouldLoadCart,
  showPendingApprovalsBell,
} from '@b2b-portal/flows/rules';
import { AppShell, type BreadcrumbItem, Header, NewsStrip, type SideMenuItem } from '@b2b-portal/ui';
import { type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { tokenStore } from '../services/api';
import { useCartCount } from '../services/cartSummary';
import { t } from '../services/messages';
import { usePendingApprovalsCount } from '../services/pendingApprovals';
import { shellEvents } from '../services/shellEvents';
import { APP_VERSION, externalLinks } from './config';
import { DownloadToastsHost } from './downloads';
import { hrefFor, navigate } from './hashLocation';
import { useCompactNews, useNews } from './news';
import { usePageName } from './pageName';
import * as styles from './Shell.css';
import type { ShellOverlay } from './ShellOverlays';
import { useSession } from './session';
import {
  Footer,
  PunchOutLeave,
  preloadSignedInShell,
  SessionWatcher,
  ShellOverlays,
  SideMenu,
} from './shellParts';

const SIDE_MENU_ID = 'side-menu';

const documentTypeLabels: Record<HeaderSearchType, CoreMessageKey> = {
  products: 'Header.SearchProducts',
  invoices: 'Menu.Invoices',
  orders: 'Menu.Orders',
  pricingRequests: 'Menu.PricingRequest',
  quotes: 'Menu.Quotes',
  requisitions: 'Menu.Requisitions',
};

function toSideMenuItem(item: MenuItem): SideMenuItem {
  return {
    id: item.id,
    label: t(item.name),
    routeTo: item.routeTo,
    href: item.routeTo === 'punchout' ? undefined : hrefFor(pathFor(item.routeTo)),
    subMenus: item.subMenus?.map(toSideMenuItem),
  };
}

const readNarrow = () => isNarrowScreen({ width: window.innerWidth, height: window.innerHeight });

function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(readNarrow);
  useEffect(() => {
    const onResize = () => setNarrow(readNarrow());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return narrow;
}

type Overlay = ShellOverlay | null;

/**
 * Holds the side menu's column (256 px, the menu's own width and colours) from the first paint while the
 * session or the menu's code loads, so the page never moves sideways when the menu arrives (CLS).
 */
function SideMenuPlaceholder() {
  return <div className={styles.sideMenuPlaceholder} aria-hidden="true" />;
}

/** The application shell of 000 §1: header, side menu, breadcrumbs, the routed page, footer and overlays. */
export function Shell({ route, children }: { route: RouteDefinition | undefined; children: ReactNode }) {
  const session = useSession();
  const signedIn = session.state.status === 'signedIn' ? session.state : null;
  const sessionLoading = session.state.status === 'loading';
  const permissions = session.permissions;
  const onLoginPage = route?.name === 'Login';
  const narrow = useNarrowScreen();
  const [menuOpen, setMenuOpen] = useState(!narrow);
  const [overlay, setOverlay] = useState<Overlay>(null);
  const { news, dismiss: dismissNews } = useNews(
    session.state.status === 'signedIn'
      ? { status: 'signedIn', userId: session.state.context.user.id, news: session.state.news }
      : session.state,
  );
  const compactNews = useCompactNews();
  const cartCount = useCartCount(signedIn !== null && shouldLoadCart(permissions));
  const pendingApprovalsCount = usePendingApprovalsCount(signedIn !== null, permissions, route?.name);

  useEffect(() => setMenuOpen(!narrow), [narrow]);
  // Stored credentials at start, or a sign-in: fetch the menu's code alongside the session's calls.
  useEffect(() => {
    if (sessionLoading || signedIn) preloadSignedInShell();
  }, [sessionLoading, signedIn]);
  useEffect(() => tokenStore.setAppVersion(APP_VERSION), []);
  useEffect(
    () =>
      shellEvents.subscribe((event) => {
        if (event.type === 'problem') setOverlay({ kind: 'problem', message: event.error.message });
        if (event.type === 'noData') setOverlay({ kind: 'noData' });
        if (event.type === 'largeReport') setOverlay({ kind: 'largeReport' });
      }),
    [],
  );

  const sessionId = signedIn?.sessionId ?? null;
  const menuItems = useMemo(
    () => buildMainMenu({ permissions, features: session.features }).map(toSideMenuItem),
    [permissions, session.features],
  );
  const bottomLinks = useMemo(() => buildBottomLinks({ permissions, sessionId }), [permissions, sessionId]);
  const showSettings = bottomLinks.some(
    (link) => link.kind === 'route' && link.routeTo === 'SettingsAndAdministration',
  );
  const canLogout = canLogoutFromHeader({ sessionId });
  // Products first for a user who may shop (the form starts on the first type), then the documents (issue 16).
  const documentTypes = useMemo(
    () =>
      headerSearchTypes({ permissions, features: session.features }).map((type) => ({
        id: type,
        label: t(documentTypeLabels[type]),
      })),
    [permissions, session.features],
  );

  const logoutFromHeader = useCallback(() => void session.logout({ to: 'Home' }), [session]);
  const logoutFromMenu = useCallback(() => void session.logout({ to: 'Login' }), [session]);

  // Also while stored credentials load the user: the trail's bar is there from the first paint, so the page
  // below it does not move down 38 px when the user arrives (Lighthouse desktop CLS 0.2 on Shop). The home
  // crumb's name and address follow the permissions once they are known.
  const pageName = usePageName();
  const crumbs: BreadcrumbItem[] = useMemo(() => {
    if ((!signedIn && !sessionLoading) || !route?.requiresAuth || route.name === 'AccountOverview') return [];
    const home = homeCrumbTarget(permissions);
    return [
      {
        id: 'home',
        label: home === 'AccountOverview' ? 'Account Overview' : 'Home',
        href: hrefFor(pathFor(home)),
      },
      // Each level between (a detail page's list…), so each crumb goes one level up (issue 16).
      ...breadcrumbLevels(route, { permissions, features: session.features }).map((level) => ({
        id: level.name,
        label: level.title,
        href: hrefFor(pathFor(level.name as RouteName)),
      })),
      // A detail page names its document once loaded (a report's name, "Order SO-300008"): the last crumb says it.
      { id: route.name, label: pageName ?? route.title },
    ];
  }, [signedIn, sessionLoading, route, permissions, session.features, pageName]);

  const showHeader = route?.showHeader ?? true;
  // A signed-in user keeps the side menu on the public pages too (Help, Home); not on Login or hand-offs.
  // While stored credentials load the user, the menu's column is already held (see SideMenuPlaceholder).
  const showMenu = (signedIn !== null || sessionLoading) && showHeader && !onLoginPage;
  const year = new Date().getFullYear();

  return (
    <AppShell
      header={
        showHeader ? (
          <Header
            user={signedIn ? { firstName: signedIn.context.user.firstName } : null}
            logoHref={hrefFor(pathFor(signedIn ? logoTarget(permissions) : 'Home'))}
            punchOutImageUrl={tokenStore.getPunchOutImageUrl()}
            userPending={sessionLoading}
            onToggleMenu={showMenu ? () => setMenuOpen((open) => !open) : undefined}
            isMenuOpen={menuOpen}
            menuId={SIDE_MENU_ID}
            documentTypes={documentTypes}
            onSearch={({ documentType, keyword }) =>
              navigate(
                documentType === 'products'
                  ? pathFor('Shop', { keyword })
                  : pathFor('AdvancedSearch', { documenttype: String(documentType), keyword }),
              )
            }
            showBell={showPendingApprovalsBell({
              count: pendingApprovalsCount,
              features: session.features,
              onLoginPage,
            })}
            pendingApprovalsCount={pendingApprovalsCount}
            showCart={canShowCartIcon(permissions)}
            cartCount={cartCount}
            portals={externalLinks.portals}
            canLogout={canLogout}
            onLogout={logoutFromHeader}
            maintenanceMode={false}
            labels={{
              logo: 'IT Reseller',
              greeting: t('Header.Greeting'),
              logout: t('Header.Logout'),
              login: t('Header.Login'),
              help: t('Header.Help'),
              myAccount: t('Header.MyAccount'),
              accountMenu: t('Header.AccountMenu'),
              searchToggle: t('Header.SearchToggle'),
              portals: t('Header.Portals'),
              cart: t('Header.Cart'),
              cartWithCount: (count) => t('Header.CartWithCount', { count }),
            }}
          />
        ) : undefined
      }
      news={
        (signedIn || sessionLoading) && news.length > 0 ? (
          <NewsStrip
            items={news}
            label={t('News.Region')}
            compact={compactNews}
            onDismiss={compactNews ? dismissNews : undefined}
            dismissLabel={t('News.Dismiss')}
            expandLabel={t('News.ShowAll')}
          />
        ) : undefined
      }
      isSideMenuOpen={showMenu && menuOpen}
      isSideMenuModal={narrow}
      onSideMenuClose={() => setMenuOpen(false)}
      sideMenuCloseLabel={t('Header.CloseMenu')}
      sideMenu={
        showMenu && !signedIn ? (
          <SideMenuPlaceholder />
        ) : showMenu ? (
          <Suspense fallback={<SideMenuPlaceholder />}>
            <SideMenu
              id={SIDE_MENU_ID}
              items={menuItems}
              currentHref={hrefFor(route?.path ?? '/')}
              onNavigate={(item) => item.href && navigate(item.href.slice(1))}
              open={menuOpen}
              onClose={() => setMenuOpen(false)}
              closeOnNavigate={narrow}
              showSettings={showSettings}
              portalLinks={externalLinks.portals}
              softwareCentralHref={externalLinks.softwareCentral}
              canLogout={canLogout}
              onLogout={logoutFromMenu}
              copyright={t('Footer.Copyright', { year, version: APP_VERSION })}
            />
          </Suspense>
        ) : undefined
      }
      breadcrumbs={crumbs}
      footer={
        // While stored credentials load the user the footer stays away too: it would be pushed down, then removed.
        footerVisible({ authenticated: signedIn !== null || sessionLoading, onLoginPage }) ? (
          <Suspense fallback={null}>
            <Footer
              year={year}
              version={tokenStore.getAppVersion() ?? APP_VERSION}
              links={externalLinks.footer.map((link) => ({
                id: link.id,
                label: t(link.key),
                href: link.href,
              }))}
              socialLinks={externalLinks.social.map((link) => ({ network: link.network, href: link.href }))}
              labels={{ copyright: t('Footer.Copyright') }}
            />
          </Suspense>
        ) : undefined
      }
      overlays={
        <>
          {signedIn ? (
            <Suspense fallback={null}>
              <SessionWatcher />
            </Suspense>
          ) : null}
          <DownloadToastsHost />
          {overlay ? (
            <Suspense fallback={null}>
              <ShellOverlays overlay={overlay} onClose={() => setOverlay(null)} />
            </Suspense>
          ) : null}
        </>
      }
    >
      {sessionId && route?.requiresAuth && route.name !== 'ShoppingCart' ? (
        <Suspense fallback={null}>
          <PunchOutLeave />
        </Suspense>
      ) : null}
      {children}
    </AppShell>
  );
}
