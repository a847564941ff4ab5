import { useEffect, useId, useRef } from 'react';
import { Button } from '../Button';
import { fillTemplate } from '../format/template';
import * as styles from './Pagination.css';

/** Page sizes of 000 §9 and 001 §9: lists 10, invoices 20, infinite scrolling 20 per load. */
export const pageSizes = { default: 10, invoices: 20, infiniteScroll: 20 } as const;

export interface PaginationLabels {
  /** The nav landmark's name. */
  navigation: string;
  first: string;
  previous: string;
  next: string;
  last: string;
  /** Accessible name of a page button; `{page}` is its number. */
  page: string;
  /** The range text; `{start}`, `{end}` and `{total}`. */
  showing: string;
  /** The range text of a capped count (`totalCapped`): more than `{total}` match. */
  showingCapped: string;
}

export const defaultPaginationLabels: PaginationLabels = {
  navigation: 'Pagination',
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
  page: 'Page {page}',
  showing: 'Showing {start}–{end} of {total}',
  showingCapped: 'Showing {start}–{end} of more than {total}',
};

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  /** Records per page. @default 10 (use `pageSizes.invoices`, 20, for invoices) */
  pageSize?: number;
  /** All records across pages; with `totalCapped`, the cap the count stopped at. */
  totalRecords: number;
  /**
   * More than `totalRecords` match: the server counted up to a cap (a long list, issue 17). The range says "of
   * more than 1,000", there is no Last page, and Next stays enabled past the counted pages until a page that is
   * not full (`pageRecords`). @default false
   */
  totalCapped?: boolean;
  /** Records on the current page, when known: with `totalCapped`, a page with fewer than `pageSize` is the last. */
  pageRecords?: number;
  /** Called with the page to show. */
  onPageChange: (page: number) => void;
  /** How many page-number buttons to show around the current page. @default 5 */
  maxPageButtons?: number;
  /** Texts, English by default. @default defaultPaginationLabels */
  labels?: Partial<PaginationLabels>;
  /** Extra class on the nav. */
  className?: string;
}

/** The page numbers to show: a window of `count` pages around `page`, kept inside 1…`pageCount`. */
export function pageWindow(page: number, pageCount: number, count: number): number[] {
  const size = Math.min(count, pageCount);
  const start = Math.min(Math.max(1, page - Math.floor(size / 2)), pageCount - size + 1);
  return Array.from({ length: size }, (_, index) => start + index);
}

/** 1000 → '1,000': a count as the range text shows it. */
const grouped = (count: number) => String(count).replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * Page navigation for lists: first/previous/next/last, page numbers and 'Showing 11–20 of 57'; for a capped count,
 * 'Showing 1–10 of more than 1,000' without a last page.
 */
export function Pagination({
  page,
  pageSize = pageSizes.default,
  totalRecords,
  totalCapped = false,
  pageRecords,
  onPageChange,
  maxPageButtons = 5,
  labels: labelOverrides,
  className,
}: PaginationProps) {
  const labels = { ...defaultPaginationLabels, ...labelOverrides };
  const statusId = useId();
  const countedPages = Math.max(1, Math.ceil(totalRecords / pageSize));
  // Past a capped count the pages go on: the current one is never cut back to the counted ones.
  const current = totalCapped ? Math.max(1, page) : Math.min(Math.max(1, page), countedPages);
  const pageCount = Math.max(countedPages, current);
  const start = totalRecords === 0 ? 0 : (current - 1) * pageSize + 1;
  const end = totalCapped
    ? (current - 1) * pageSize + Math.min(pageRecords ?? pageSize, pageSize)
    : Math.min(current * pageSize, totalRecords);
  const isFirst = current === 1;
  const isLast = totalCapped ? pageRecords !== undefined && pageRecords < pageSize : current === pageCount;
  const navRef = useRef<HTMLElement>(null);
  // The end that a pressed First/Previous (start) or Next/Last (end) button went towards, until the page changed.
  const pressedEdge = useRef<'start' | 'end' | null>(null);
  const pressEdge = (edge: 'start' | 'end', target: number) => {
    pressedEdge.current = edge;
    onPageChange(target);
  };
  // Reaching the first or last page disables the button just pressed, and a disabled button drops the focus to the
  // page's body: the focus moves to the current page's button instead, where the keyboard user goes on from. For a
  // capped count the last page is known only once its records arrived (`pageRecords`), hence `isLast` as a cause.
  useEffect(() => {
    const edge = pressedEdge.current;
    if (edge === null) return;
    if (!(edge === 'start' ? isFirst : isLast)) return;
    pressedEdge.current = null;
    const nav = navRef.current;
    const active = document.activeElement;
    const lost =
      active === null ||
      active === document.body ||
      (nav?.contains(active) === true && active instanceof HTMLButtonElement && active.disabled);
    if (lost) nav?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
  }, [isFirst, isLast]);

  return (
    <nav
      ref={navRef}
      aria-label={labels.navigation}
      className={[styles.nav, className].filter(Boolean).join(' ')}
    >
      <p id={statusId} className={styles.summary} aria-live="polite">
        {fillTemplate(totalCapped ? labels.showingCapped : labels.showing, {
          start: grouped(start),
          end: grouped(end),
          total: grouped(totalRecords),
        })}
      </p>
      <ul className={styles.list}>
        <li>
          <Button
            variant="secondary"
            size="small"
            isDisabled={isFirst}
            onPress={() => pressEdge('start', 1)}
            aria-label={labels.first}
          >
            «
          </Button>
        </li>
        <li>
          <Button
            variant="secondary"
            size="small"
            isDisabled={isFirst}
            onPress={() => pressEdge('start', current - 1)}
            aria-label={labels.previous}
          >
            ‹
          </Button>
        </li>
        {pageWindow(current, pageCount, maxPageButtons).map((number) => (
          <li key={number}>
            <Button
              variant={number === current ? 'primary' : 'ghost'}
              size="small"
              aria-label={fillTemplate(labels.page, { page: number })}
              aria-current={number === current ? 'page' : undefined}
              onPress={() => {
                pressedEdge.current = null;
                onPageChange(number);
              }}
              className={styles.pageButton}
            >
              {number}
            </Button>
          </li>
        ))}
        <li>
          <Button
            variant="secondary"
            size="small"
            isDisabled={isLast}
            onPress={() => pressEdge('end', current + 1)}
            aria-label={labels.next}
          >
            ›
          </Button>
        </li>
        {/* A capped count does not know the last page. */}
        {totalCapped ? null : (
          <li>
            <Button
              variant="secondary"
              size="small"
              isDisabled={isLast}
              onPress={() => pressEdge('end', pageCount)}
              aria-label={labels.last}
            >
              »
            </Button>
          </li>
        )}
      </ul>
    </nav>
  );
}
