import { type MouseEvent, type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import { type BreadcrumbItem, Breadcrumbs } from '../Breadcrumbs/Breadcrumbs';
import { CloseIcon } from '../icons/icons';
import * as styles from './AppShell.css';
import { headerHeightProperty } from './headerHeight';

export interface AppShellProps {
  /** The header slot (usually `<Header>`). */
  header?: ReactNode;
  /** Below the header: the news strip. */
  news?: ReactNode;
  /** The side menu slot (usually `<SideMenu>`), 256 px; floats over the content under 500 px. */
  sideMenu?: ReactNode;
  /** Whether the side menu slot is shown; a closed slot takes no room. @default true */
  isSideMenuOpen?: boolean;
  /**
   * The open side menu is a modal drawer over the page (narrow screens, under 500 px): a close button at its top,
   * a backdrop that closes it when tapped, Escape closes it, and the page behind is inert while it is open. On
   * closing, the focus returns to where it was when it opened (the header's menu toggle). @default false
   */
  isSideMenuModal?: boolean;
  /** Called when the modal side menu asks to close (close button, backdrop, Escape). */
  onSideMenuClose?: () => void;
  /** Name of the modal side menu's close button. @default 'Close menu' */
  sideMenuCloseLabel?: string;
  /** The breadcrumb trail; the bar shows only when there is at least one crumb (000 §1). @default [] */
  breadcrumbs?: readonly BreadcrumbItem[];
  /** Name of the breadcrumb navigation. @default 'Breadcrumb' */
  breadcrumbsLabel?: string;
  /** The routed page. */
  children: ReactNode;
  /** The footer slot; the portal passes it only when signed out or on the login page (000 §1). */
  footer?: ReactNode;
  /** Overlays: toasts, message boxes, modals. */
  overlays?: ReactNode;
  /** Text of the skip link. @default 'Skip to main content' */
  skipLinkLabel?: string;
  /** Id of the `<main>` element. @default 'main-content' */
  mainId?: string;
}

/** The page frame: skip link, header, side menu, breadcrumb bar, main landmark and footer. */
export function AppShell({
  header,
  news,
  sideMenu,
  isSideMenuOpen = true,
  isSideMenuModal = false,
  onSideMenuClose,
  sideMenuCloseLabel = 'Close menu',
  breadcrumbs = [],
  breadcrumbsLabel,
  children,
  footer,
  overlays,
  skipLinkLabel = 'Skip to main content',
  mainId = 'main-content',
}: AppShellProps) {
  const mainRef = useRef<HTMLElement>(null);
  const headerRef = useRef<HTMLDivElement>(null);
  const hasHeader = Boolean(header);
  const drawerRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const drawerOpen = Boolean(sideMenu) && isSideMenuOpen && isSideMenuModal;
  const onCloseRef = useRef(onSideMenuClose);
  onCloseRef.current = onSideMenuClose;

  // The modal drawer (narrow screens): the focus moves to its close button when it opens, Escape closes it, and
  // when it closes the focus goes back to the control that opened it (the menu toggle), unless a choice in the
  // menu already moved the focus somewhere else (a new page).
  useEffect(() => {
    if (!drawerOpen) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      onCloseRef.current?.();
    };
    document.addEventListener('keydown', onKeyDown);
    const drawer = drawerRef.current;
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      const focus = document.activeElement;
      const focusLeft = !focus || focus === document.body || !focus.isConnected || drawer?.contains(focus);
      if (focusLeft && opener?.isConnected) opener.focus();
    };
  }, [drawerOpen]);

  // The sticky header's height, kept on <html> for the scroll padding that keeps a focused control out from under
  // it and for the side menu's sticky top (AppShell.css.ts). Measured before the first paint and on every resize.
  useLayoutEffect(() => {
    const slot = headerRef.current;
    const root = document.documentElement;
    if (!hasHeader || !slot) return;
    const measure = () => root.style.setProperty(headerHeightProperty, `${slot.offsetHeight}px`);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(slot);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(headerHeightProperty);
    };
  }, [hasHeader]);

  // With hash routing '#main-content' would be read as a route, so the skip link moves focus itself.
  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    mainRef.current?.focus();
    mainRef.current?.scrollIntoView?.();
  };

  return (
    <div className={styles.shell}>
      <a href={`#${mainId}`} className={styles.skipLink} onClick={skipToMain} inert={drawerOpen}>
        {skipLinkLabel}
      </a>
      {header ? (
        <div ref={headerRef} className={styles.headerSlot} inert={drawerOpen}>
          {header}
        </div>
      ) : null}
      {news ? <div inert={drawerOpen}>{news}</div> : null}
      <div className={styles.body}>
        {drawerOpen ? (
          // Pointer only: the keyboard closes the drawer with Escape or its close button.
          <div className={styles.backdrop} aria-hidden="true" onClick={() => onSideMenuClose?.()} />
        ) : null}
        {sideMenu && isSideMenuOpen ? (
          <div ref={drawerRef} className={styles.sideMenu}>
            <div className={styles.sideMenuPanel}>
              {drawerOpen ? (
                <div className={styles.drawerBar}>
                  <button
                    ref={closeRef}
                    type="button"
                    className={styles.closeButton}
                    aria-label={sideMenuCloseLabel}
                    onClick={() => onSideMenuClose?.()}
                  >
                    <CloseIcon size={20} />
                  </button>
                </div>
              ) : null}
              {sideMenu}
            </div>
          </div>
        ) : null}
        <div className={styles.content} inert={drawerOpen}>
          {breadcrumbs.length > 0 ? (
            <div className={styles.breadcrumbBar}>
              <Breadcrumbs items={breadcrumbs} label={breadcrumbsLabel} />
            </div>
          ) : null}
          <main id={mainId} ref={mainRef} tabIndex={-1} className={styles.main}>
            {children}
          </main>
          {footer}
        </div>
      </div>
      {overlays}
    </div>
  );
}
