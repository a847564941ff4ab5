import { type MouseEvent, type ReactNode, useLayoutEffect, useRef } from 'react';
import { type BreadcrumbItem, Breadcrumbs } from '../Breadcrumbs/Breadcrumbs';
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
      <a href={`#${mainId}`} className={styles.skipLink} onClick={skipToMain}>
        {skipLinkLabel}
      </a>
      {header ? (
        <div ref={headerRef} className={styles.headerSlot}>
          {header}
        </div>
      ) : null}
      {news}
      <div className={styles.body}>
        {sideMenu && isSideMenuOpen ? (
          <div className={styles.sideMenu}>
            <div className={styles.sideMenuPanel}>{sideMenu}</div>
          </div>
        ) : null}
        <div className={styles.content}>
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
