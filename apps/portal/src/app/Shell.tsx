import { shellEndpoints } from '@b2b-portal/api';
import type { MessageKey } from '@b2b-portal/api/messages';
import {
  type AdvancedSearchDocumentType,
  advancedSearchDocumentTypes,
  buildBottomLinks,
  buildMainMenu,
  canLogoutFromHeader,
  canShowCartIcon,
  footerVisible,
  homeCrumbTarget,
  isNarrowScreen,
  logoTarget,
  type MenuItem,
  pathFor,
  type RouteDefinition,
  shouldLoadCart,
  showPendingApprovalsBell,
} from '@b2b-portal/flows/rules';
import {
  AppShell,
  type BreadcrumbItem,
  Button,
  Footer,
  Header,
  MessageBox,
  Modal,
  NewsStrip,
  type NewsStripItem,
  SideMenu,
  type SideMenuItem,
} from '@b2b-portal/ui';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { api, tokenStore } from '../services/api';
import { useCartCount } from '../services/cartSummary';
import { t } from '../services/messages';
import { usePendingApprovalsCount } from '../services/pendingApprovals';
import { shellEvents } from '../services/shellEvents';
import { APP_VERSION, externalLinks } from './config';
import { DownloadToastsHost } from './downloads';
import { hrefFor, navigate } from './hashLocation';
import { SessionWatcher } from './SessionWatcher';
import { useSession } from './session';

const SIDE_MENU_ID = 'side-menu';

const documentTypeLabels: Record<AdvancedSearchDocumentType, MessageKey> = {
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

/** News strip (000 §2.11): loads once when it appears. */
function useNews(enabled: boolean): NewsStripItem[] {
  const [items, setItems] = useState<NewsStripItem[]>([]);
  useEffect(() => {
    if (!enabled) {
      setItems([]);
      return;
    }
    let live = true;
    api
      .call(shellEndpoints.news, { query: { newsStatus: 1 } })
      .then((news) => live && setItems(news.map((n) => ({ id: n.id, subject: n.subject }))))
      .catch(() => live && setItems([]));
    return () => {
      live = false;
    };
  }, [enabled]);
  return items;
}

type Overlay = { kind: 'problem'; message: string } | { kind: 'noData' } | { kind: 'largeReport' } | null;

/** The application shell of 000 §1: header, side menu, breadcrumbs, the routed page, footer and overlays. */
export function Shell({ route, children }: { route: RouteDefinition | undefined; children: ReactNode }) {
  const session = useSession();
  const signedIn = session.state.status === 'signedIn' ? session.state : null;
  const permissions = session.permissions;
  const onLoginPage = route?.name === 'Login';
  const narrow = useNarrowScreen();
  const [menuOpen, setMenuOpen] = useState(!narrow);
  const [overlay, setOverlay] = useState<Overlay>(null);
  const news = useNews(signedIn !== null);
  const cartCount = useCartCount(signedIn !== null && shouldLoadCart(permissions));
  const pendingApprovalsCount = usePendingApprovalsCount(signedIn !== null, permissions, route?.name);

  useEffect(() => setMenuOpen(!narrow), [narrow]);
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
  const documentTypes = useMemo(
    () =>
      advancedSearchDocumentTypes(permissions).map((type) => ({
        id: type,
        label: t(documentTypeLabels[type]),
      })),
    [permissions],
  );

  const logoutFromHeader = useCallback(() => void session.logout({ to: 'Home' }), [session]);
  const logoutFromMenu = useCallback(() => void session.logout({ to: 'Login' }), [session]);

  const crumbs: BreadcrumbItem[] = useMemo(() => {
    if (!signedIn || !route?.requiresAuth || route.name === 'AccountOverview') return [];
    const home = homeCrumbTarget(permissions);
    return [
      {
        id: 'home',
        label: home === 'AccountOverview' ? 'Account Overview' : 'Home',
        href: hrefFor(pathFor(home)),
      },
      { id: route.name, label: route.title },
    ];
  }, [signedIn, route, permissions]);

  const showHeader = route?.showHeader ?? true;
  // A signed-in user keeps the side menu on the public pages too (Help, Home); not on Login or hand-offs.
  const showMenu = signedIn !== null && showHeader && !onLoginPage;
  const year = new Date().getFullYear();

  return (
    <AppShell
      header={
        showHeader ? (
          <Header
            user={signedIn ? { firstName: signedIn.context.user.firstName } : null}
            logoHref={hrefFor(pathFor(signedIn ? logoTarget(permissions) : 'Home'))}
            punchOutImageUrl={tokenStore.getPunchOutImageUrl()}
            onToggleMenu={showMenu ? () => setMenuOpen((open) => !open) : undefined}
            isMenuOpen={menuOpen}
            menuId={SIDE_MENU_ID}
            documentTypes={documentTypes}
            onSearch={({ documentType, keyword }) =>
              navigate(pathFor('AdvancedSearch', { documenttype: String(documentType), keyword }))
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
            }}
          />
        ) : undefined
      }
      news={signedIn && news.length > 0 ? <NewsStrip items={news} /> : undefined}
      isSideMenuOpen={showMenu && menuOpen}
      sideMenu={
        showMenu ? (
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
        ) : undefined
      }
      breadcrumbs={crumbs}
      footer={
        footerVisible({ authenticated: signedIn !== null, onLoginPage }) ? (
          <Footer
            year={year}
            version={tokenStore.getAppVersion() ?? APP_VERSION}
            links={externalLinks.footer.map((link) => ({ id: link.id, label: t(link.key), href: link.href }))}
            socialLinks={externalLinks.social.map((link) => ({ network: link.network, href: link.href }))}
            labels={{ copyright: t('Footer.Copyright') }}
          />
        ) : undefined
      }
      overlays={
        <>
          {signedIn ? <SessionWatcher /> : null}
          <DownloadToastsHost />
          <MessageBox
            isOpen={overlay?.kind === 'problem'}
            type="error"
            title={t('Http.400')}
            message={overlay?.kind === 'problem' ? overlay.message : ''}
            onClose={() => setOverlay(null)}
          />
          <Modal
            isOpen={overlay?.kind === 'largeReport'}
            onOpenChange={(open) => !open && setOverlay(null)}
            title={t('Report.LargeReportTitle')}
            size="small"
            footer={<Button onPress={() => setOverlay(null)}>{t('Global.Ok')}</Button>}
          >
            <p>{t('Report.LargeReportMessage')}</p>
            <p>
              {t('Report.LargeReportDetail')} <a href={hrefFor(pathFor('Reports'))}>{t('Menu.Reports')}</a>
            </p>
          </Modal>
          <Modal
            isOpen={overlay?.kind === 'noData'}
            onOpenChange={(open) => !open && setOverlay(null)}
            title={t('Download.NoDataTitle')}
            size="small"
            footer={<Button onPress={() => setOverlay(null)}>{t('Global.Ok')}</Button>}
          >
            <p>{t('Download.NoDataMessage')}</p>
          </Modal>
        </>
      }
    >
      {children}
    </AppShell>
  );
}
