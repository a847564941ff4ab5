import { useId } from 'react';
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
}

export const defaultPaginationLabels: PaginationLabels = {
  navigation: 'Pagination',
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
  page: 'Page {page}',
  showing: 'Showing {start}–{end} of {total}',
};

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  /** Records per page. @default 10 (use `pageSizes.invoices`, 20, for invoices) */
  pageSize?: number;
  /** All records across pages. */
  totalRecords: number;
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

/** Page navigation for lists: first/previous/next/last, page numbers and 'Showing 11–20 of 57'. */
export function Pagination({
  page,
  pageSize = pageSizes.default,
  totalRecords,
  onPageChange,
  maxPageButtons = 5,
  labels: labelOverrides,
  className,
}: PaginationProps) {
  const labels = { ...defaultPaginationLabels, ...labelOverrides };
  const statusId = useId();
  const pageCount = Math.max(1, Math.ceil(totalRecords / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const start = totalRecords === 0 ? 0 : (current - 1) * pageSize + 1;
  const end = Math.min(current * pageSize, totalRecords);
  const isFirst = current === 1;
  const isLast = current === pageCount;

  return (
    <nav aria-label={labels.navigation} className={[styles.nav, className].filter(Boolean).join(' ')}>
      <p id={statusId} className={styles.summary} aria-live="polite">
        {fillTemplate(labels.showing, { start, end, total: totalRecords })}
      </p>
      <ul className={styles.list}>
        <li>
          <Button
            variant="secondary"
            size="small"
            isDisabled={isFirst}
            onPress={() => onPageChange(1)}
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
            onPress={() => onPageChange(current - 1)}
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
              onPress={() => onPageChange(number)}
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
            onPress={() => onPageChange(current + 1)}
            aria-label={labels.next}
          >
            ›
          </Button>
        </li>
        <li>
          <Button
            variant="secondary"
            size="small"
            isDisabled={isLast}
            onPress={() => onPageChange(pageCount)}
            aria-label={labels.last}
          >
            »
          </Button>
        </li>
      </ul>
    </nav>
  );
}
