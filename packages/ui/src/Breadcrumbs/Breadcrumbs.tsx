import { ChevronRightIcon } from '../icons/icons';
import * as styles from './Breadcrumbs.css';

/** One crumb (000 §3: route plus label). The label is already resolved from its template. */
export interface BreadcrumbItem {
  /** Stable id; defaults to the href or label. */
  id?: string;
  /** Text of the crumb. */
  label: string;
  /** Address; the last crumb is the current page and is never a link. */
  href?: string;
}

export interface BreadcrumbsProps {
  /** The trail, first to last. */
  items: readonly BreadcrumbItem[];
  /** Name of the navigation landmark. @default 'Breadcrumb' */
  label?: string;
  /** Called when a crumb is chosen, besides its href navigating. */
  onAction?: (item: BreadcrumbItem) => void;
}

/**
 * The breadcrumb trail of 000 §2.9: the WAI-ARIA breadcrumb pattern (a named navigation landmark, an ordered list,
 * the last crumb with aria-current="page"), as RAC Breadcrumbs renders it, in plain markup with plain links: the
 * frame of every page carries it, even Login's first paint, and RAC's collection machinery and links (about 15 KB
 * gzip) bought nothing for a static trail.
 */
export function Breadcrumbs({ items, label = 'Breadcrumb', onAction }: BreadcrumbsProps) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={item.id ?? item.href ?? item.label} className={styles.crumb}>
              {isLast ? (
                // The current page: plain text, not a (disabled) link.
                <span aria-current="page" className={styles.current}>
                  {item.label}
                </span>
              ) : (
                <>
                  {item.href ? (
                    <a href={item.href} className={styles.link} onClick={() => onAction?.(item)}>
                      {item.label}
                    </a>
                  ) : (
                    <button type="button" className={styles.link} onClick={() => onAction?.(item)}>
                      {item.label}
                    </button>
                  )}
                  <ChevronRightIcon size={14} className={styles.separator} />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
