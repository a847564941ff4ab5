import { lazy, type ReactNode, Suspense, useId, useRef, useState } from 'react';
import type { Key } from 'react-aria-components';
import { fillTemplate } from '../format/template';
import { visuallyHidden } from '../foundations/focus.css';
import { useAfterIdle } from '../hooks/useAfterIdle';
import { iconButton } from '../IconButton/IconButton.css';
import {
  BellIcon,
  CartIcon,
  ChevronDownIcon,
  LogoutIcon,
  MenuIcon,
  SearchIcon,
  UserIcon,
} from '../icons/icons';
import type { SelectOption } from '../Select/Select';
import * as styles from './Header.css';

/** What the header search hands back (000 §2.6: AdvancedSearch with documenttype and keyword). */
export interface HeaderSearch {
  /** The chosen document type's id. */
  documentType: Key;
  /** The keyword, trimmed. */
  keyword: string;
}

/** An entry of the portals dropdown: an external partner portal. */
export interface HeaderPortalLink {
  /** Stable id. */
  id: string;
  /** Text of the entry. */
  label: string;
  /** External address; opens in a new tab. */
  href: string;
}

/** Every text the header shows. English defaults; the portal passes its message catalogue. */
export interface HeaderLabels {
  /** Greeting template with `{firstName}`. @default 'Hello, {firstName}!' */
  greeting: string;
  /** Search button and search landmark name. @default 'Search' */
  search: string;
  /**
   * Under 1024 px, the header's button that shows and hides the search row (aria-expanded).
   * @default 'Show search'
   */
  searchToggle: string;
  /** Document type dropdown name. @default 'Document type' */
  searchDocumentType: string;
  /** Keyword field name. @default 'Keyword' */
  searchKeyword: string;
  /** Bell link name. @default 'Pending approvals' */
  pendingApprovals: string;
  /** Cart link name. @default 'Shopping cart' */
  cart: string;
  /**
   * The cart link's name while the cart holds items, for a count above 0 (plural forms are the caller's: pass the
   * catalogue's). @default 'Shopping cart, 1 item' / 'Shopping cart, {count} items'
   */
  cartWithCount: (count: number) => string;
  /** My account link. @default 'My Account' */
  myAccount: string;
  /**
   * Under 1280 px, the button of the menu that holds the greeting, My Account and Logout.
   * @default 'Account menu'
   */
  accountMenu: string;
  /** Logout button. @default 'Logout' */
  logout: string;
  /** Signed-out login link. @default 'Login' */
  login: string;
  /** Signed-out help link. @default 'Help' */
  help: string;
  /** Menu toggle name. @default 'Toggle menu' */
  toggleMenu: string;
  /** Portals dropdown. @default 'Portals' */
  portals: string;
  /** Name of the logo link when the logo is an image or icon. @default 'Home' */
  logo: string;
  /** Hint read after links that open a new tab. @default '(opens in a new tab)' */
  newTabHint: string;
}

const englishPlural = new Intl.PluralRules('en-US');

export const defaultHeaderLabels: HeaderLabels = {
  greeting: 'Hello, {firstName}!',
  search: 'Search',
  searchToggle: 'Show search',
  searchDocumentType: 'Document type',
  searchKeyword: 'Keyword',
  pendingApprovals: 'Pending approvals',
  cart: 'Shopping cart',
  cartWithCount: (count) =>
    `Shopping cart, ${count} ${englishPlural.select(count) === 'one' ? 'item' : 'items'}`,
  myAccount: 'My Account',
  accountMenu: 'Account menu',
  logout: 'Logout',
  login: 'Login',
  help: 'Help',
  toggleMenu: 'Toggle menu',
  portals: 'Portals',
  logo: 'Home',
  newTabHint: '(opens in a new tab)',
};

export interface HeaderProps {
  /** The signed-in user; `null` or absent shows the signed-out header (Login and Help). */
  user?: { firstName: string } | null;
  /** Logo link target: AccountOverview or Home, decided by the portal (000 §2.5). */
  logoHref: string;
  /** The logo's content (an image or wordmark). @default labels.logo as text */
  logo?: ReactNode;
  /** Punch-out image URL from session storage; shown beside the logo when set. */
  punchOutImageUrl?: string | null;
  /** Alternative text of the punch-out image. @default '' (decorative) */
  punchOutImageAlt?: string;
  /** My Account address (greeting and my-account link). @default '#/account' */
  myAccountHref?: string;
  /** Called when the menu toggle is clicked (or pressed with Enter or Space). Without it the toggle is not shown. */
  onToggleMenu?: () => void;
  /** Whether the side menu is open; sets aria-expanded on the toggle. */
  isMenuOpen?: boolean;
  /** Id of the side menu element the toggle controls (aria-controls). */
  menuId?: string;
  /** Document types of the search dropdown. Without any, the search form is not shown. */
  documentTypes?: readonly SelectOption[];
  /** The initially selected document type. @default the first document type */
  defaultDocumentType?: Key;
  /**
   * Called on search submit or search icon click. Under 1024 px the search row then closes and the focus goes to
   * its toggle (a navigation that follows moves it on to the new page).
   */
  onSearch?: (search: HeaderSearch) => void;
  /** Ordering feature on, user may approve and not on the login page (000 §2.6). @default false */
  showBell?: boolean;
  /** Number of pending approvals; the bell shows only when above 0. @default 0 */
  pendingApprovalsCount?: number;
  /** Pending approvals address. @default '#/pending-approvals' */
  pendingApprovalsHref?: string;
  /** Whether the user holds shoppingcart. @default false */
  showCart?: boolean;
  /** Items in the cart. @default 0 */
  cartCount?: number;
  /** Shopping cart address. @default '#/shopping-cart' */
  cartHref?: string;
  /** Entries of the portals dropdown; none hides it. @default [] */
  portals?: readonly HeaderPortalLink[];
  /** False for a punch-out user (has a session id): the logout button is hidden. @default true */
  canLogout?: boolean;
  /** Called when the logout button is clicked (or pressed with Enter or Space); the portal logs out and goes Home. */
  onLogout?: () => void;
  /**
   * The signed-in user is being loaded (stored credentials, a reload): the header holds the signed-in layout,
   * the menu toggle's, the search form's and the icons' places, without links, so the page below does not move
   * when the user arrives.
   * @default false
   */
  userPending?: boolean;
  /** Maintenance mode hides the signed-out Login and Help links. @default false */
  maintenanceMode?: boolean;
  /** Login address. @default '#/login' */
  loginHref?: string;
  /** Help address. @default '#/help' */
  helpHref?: string;
  /** The texts; partial overrides merge with the English defaults. */
  labels?: Partial<HeaderLabels>;
}

// The header is plain HTML (links and buttons): a first paint, Login's among them, loads no react-aria for it.
// Nothing it imports at module level may bring react-aria in (only types from it and from Select).
// The search form (a select with its list box) and the portals menu (menu and popover), on react-aria, appear
// only in the signed-in header and are not needed for the page's first paint: they load once the browser is idle
// after it, so neither Login nor the first paint of a signed-in page waits for them. Until they are there, a
// placeholder of the same size holds their place so nothing in the header moves.
//
// The header is one row at every width (issue 16). From 1280 px: logo, search field, greeting, bell, cart, My
// Account, the portals dropdown and Logout. Under 1280 px the greeting, My Account and Logout go into an account
// menu; under 1024 px the search goes behind a search toggle too, shown as a row under the icons while the toggle
// is expanded (the same form); under 768 px (a phone) the portals dropdown goes as well (the side menu's Portals
// group holds them: a portal link is in one header menu only, the portals dropdown, never in the account menu).
// Which parts show where is CSS alone (styles.wideOnly, narrowOnly, searchToggleOnly, portalsFromTablet), so
// nothing moves when the page is drawn, and a hidden part (display: none) is hidden from screen readers too.
const HeaderSearchForm = lazy(() => import('./HeaderSearchForm'));
const PortalsMenu = lazy(() => import('./PortalsMenu'));
const AccountMenu = lazy(() => import('./AccountMenu'));

/** The application header of 000 §2.6. Takes data and callbacks; never fetches. */
export function Header({
  user,
  logoHref,
  logo,
  punchOutImageUrl,
  punchOutImageAlt = '',
  myAccountHref = '#/account',
  onToggleMenu,
  isMenuOpen,
  menuId,
  documentTypes = [],
  defaultDocumentType,
  onSearch,
  showBell = false,
  pendingApprovalsCount = 0,
  pendingApprovalsHref = '#/pending-approvals',
  showCart = false,
  cartCount = 0,
  cartHref = '#/shopping-cart',
  portals = [],
  canLogout = true,
  onLogout,
  userPending = false,
  maintenanceMode = false,
  loginHref = '#/login',
  helpHref = '#/help',
  labels: labelOverrides,
}: HeaderProps) {
  const labels = { ...defaultHeaderLabels, ...labelOverrides };
  const signedIn = Boolean(user);
  // The rows of a signed-in header, while the user loads too.
  const signedInLayout = signedIn || userPending;
  const toggleClass = `${iconButton({ size: 'medium' })} ${styles.headerLink}`;
  const idle = useAfterIdle(signedIn);
  const searchId = useId();
  const [searchOpen, setSearchOpen] = useState(false);
  const searchToggleRef = useRef<HTMLButtonElement>(null);
  const closeSearch = () => {
    setSearchOpen(false);
    // Under 1024 px the row goes away with the focus in it: the focus goes back to the toggle (from 1024 px the
    // toggle is not drawn, and a focus() on it does nothing).
    searchToggleRef.current?.focus();
  };
  const searchClass = searchOpen ? styles.search : `${styles.search} ${styles.searchClosed}`;
  const searchPlaceholder = <div id={searchId} className={searchClass} />;
  const hasSearch = signedIn && documentTypes.length > 0;
  const wideLink = `${styles.headerLink} ${styles.wideOnly}`;
  const narrowLink = `${styles.headerLink} ${styles.narrowOnly}`;
  const portalsLink = `${styles.headerLink} ${styles.portalsFromTablet}`;
  const portalsPlaceholder = (
    <span className={portalsLink} aria-hidden="true">
      <span>{labels.portals}</span>
      <ChevronDownIcon size={16} />
    </span>
  );
  const accountMenuPlaceholder = (
    <span className={narrowLink} aria-hidden="true">
      <UserIcon />
    </span>
  );

  return (
    <header className={styles.header}>
      <div className={styles.start}>
        {signedIn && onToggleMenu ? (
          <button
            type="button"
            aria-label={labels.toggleMenu}
            aria-expanded={isMenuOpen}
            aria-controls={menuId}
            onClick={() => onToggleMenu()}
            className={toggleClass}
          >
            <MenuIcon />
          </button>
        ) : userPending && onToggleMenu ? (
          <span className={toggleClass} aria-hidden="true">
            <MenuIcon />
          </span>
        ) : null}
        <a href={logoHref} className={styles.logo} aria-label={logo ? labels.logo : undefined}>
          {logo ?? labels.logo}
        </a>
        {punchOutImageUrl ? (
          <img src={punchOutImageUrl} alt={punchOutImageAlt} className={styles.punchOutImage} />
        ) : null}
      </div>

      {(hasSearch && !idle && !searchOpen) || (userPending && !signedIn) ? searchPlaceholder : null}
      {hasSearch && (idle || searchOpen) ? (
        <Suspense fallback={searchPlaceholder}>
          <HeaderSearchForm
            id={searchId}
            className={searchClass}
            open={searchOpen}
            onClose={closeSearch}
            documentTypes={documentTypes}
            defaultDocumentType={defaultDocumentType}
            onSearch={(search) => {
              onSearch?.(search);
              if (searchOpen) closeSearch();
            }}
            labels={labels}
          />
        </Suspense>
      ) : null}

      <div className={signedInLayout ? `${styles.end} ${styles.endSignedIn}` : styles.end}>
        {userPending && !signedIn ? (
          // The icons' row: as tall as their links.
          <span className={styles.headerLink} aria-hidden="true" />
        ) : signedIn && user ? (
          <>
            <a href={myAccountHref} className={wideLink}>
              {fillTemplate(labels.greeting, { firstName: user.firstName })}
            </a>
            {hasSearch ? (
              <button
                ref={searchToggleRef}
                type="button"
                className={`${styles.headerLink} ${styles.searchToggleOnly}`}
                aria-label={labels.searchToggle}
                aria-expanded={searchOpen}
                aria-controls={searchId}
                onClick={() => (searchOpen ? closeSearch() : setSearchOpen(true))}
              >
                <SearchIcon />
              </button>
            ) : null}
            {showBell && pendingApprovalsCount > 0 ? (
              <a href={pendingApprovalsHref} className={styles.headerLink}>
                <BellIcon />
                <span className={visuallyHidden}>{labels.pendingApprovals}</span>
                <span className={styles.badge}>{pendingApprovalsCount}</span>
              </a>
            ) : null}
            {showCart ? (
              // An empty cart has no badge (a red 0 reads as an alert); the link's name says the count.
              <a
                href={cartHref}
                className={styles.headerLink}
                aria-label={cartCount > 0 ? labels.cartWithCount(cartCount) : labels.cart}
              >
                <CartIcon />
                {cartCount > 0 ? <span className={styles.badge}>{cartCount}</span> : null}
              </a>
            ) : null}
            <a href={myAccountHref} className={wideLink} aria-label={labels.myAccount}>
              <UserIcon />
            </a>
            {portals.length > 0 && !idle ? portalsPlaceholder : null}
            {portals.length > 0 && idle ? (
              <Suspense fallback={portalsPlaceholder}>
                <PortalsMenu portals={portals} labels={labels} className={portalsLink} />
              </Suspense>
            ) : null}
            {canLogout ? (
              <button type="button" className={wideLink} onClick={() => onLogout?.()}>
                <LogoutIcon />
                <span>{labels.logout}</span>
              </button>
            ) : null}
            {idle ? (
              <Suspense fallback={accountMenuPlaceholder}>
                <AccountMenu
                  className={narrowLink}
                  greeting={fillTemplate(labels.greeting, { firstName: user.firstName })}
                  myAccountHref={myAccountHref}
                  canLogout={canLogout}
                  onLogout={onLogout}
                  labels={labels}
                />
              </Suspense>
            ) : (
              accountMenuPlaceholder
            )}
          </>
        ) : maintenanceMode ? null : (
          <>
            <a href={loginHref} className={styles.headerLink}>
              {labels.login}
            </a>
            <a href={helpHref} className={styles.headerLink}>
              {labels.help}
            </a>
          </>
        )}
      </div>
    </header>
  );
}
