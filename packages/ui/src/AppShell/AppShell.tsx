import { type MouseEvent, type ReactNode, useRef } from 'react';
import { type BreadcrumbItem, Breadcrumbs } from '../Breadcrumbs/Breadcrumbs';
import * as styles from './AppShell.css';

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
      {header}
      {news}
      <div className={styles.body}>
        {sideMenu && isSideMenuOpen ? <div className={styles.sideMenu}>{sideMenu}</div> : null}
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
