import { createElement, type ReactNode, useId } from 'react';
import { visuallyHidden } from '../foundations/focus.css';
import * as styles from './DescriptionList.css';

/** One term and what it says, e.g. 'Ports' → '24 × 1G PoE+'. */
export interface DescriptionItem {
  /** The term (a spec's name, a field's label). */
  term: string;
  /** The value; empty values (`null`, `undefined`, `''`) show `emptyValue` and say `labels.notGiven`. */
  description: ReactNode;
  /** In the `grid` layout, the item takes the whole row (an address, a note, a contact). @default false */
  wide?: boolean;
}

/** A titled group of terms (a tech-spec group, a section of a document header). */
export interface DescriptionGroup {
  /** Shown as a heading above the group's terms; omit for a single untitled list. */
  title?: string;
  items: readonly DescriptionItem[];
}

export const descriptionListLayouts = ['columns', 'stacked', 'grid'] as const;
export type DescriptionListLayout = (typeof descriptionListLayouts)[number];

/** Every text the list says itself. */
export interface DescriptionListLabels {
  /** Read by screen readers for an empty value, in place of the visible `emptyValue` mark. @default 'Not given' */
  notGiven: string;
}

export const defaultDescriptionListLabels: DescriptionListLabels = { notGiven: 'Not given' };

export interface DescriptionListProps {
  /** The groups, in order. */
  groups: readonly DescriptionGroup[];
  /** Heading level of the group titles, to fit the page's outline. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /**
   * `columns`: term and value side by side, a row each (tech specs). `stacked`: the value under its term, one
   * under another (a narrow panel). `grid`: the value under its term, in as many columns as fit, from one on a
   * phone up to `maxColumns` (a document's header). @default 'columns'
   */
  layout?: DescriptionListLayout;
  /** The most columns of the `grid` layout (each at least 12rem wide). @default 4 */
  maxColumns?: 2 | 3 | 4;
  /** The visible mark of an empty value (hidden from screen readers, which read `labels.notGiven`). @default '—' */
  emptyValue?: string;
  /** The texts; partial overrides merge with the English defaults. */
  labels?: Partial<DescriptionListLabels>;
  /** Extra class on the wrapper. */
  className?: string;
}

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === '';

/**
 * Terms and their values as a real description list (`dl`/`dt`/`dd`), optionally in titled groups: tech specs,
 * document headers, account details.
 */
export function DescriptionList({
  groups,
  headingLevel = 3,
  layout = 'columns',
  maxColumns = 4,
  emptyValue = '—',
  labels,
  className,
}: DescriptionListProps) {
  const baseId = useId();
  const text = { ...defaultDescriptionListLabels, ...labels };
  return (
    <div
      className={[styles.wrapper[layout], layout === 'grid' ? styles.maxColumns[maxColumns] : '', className]
        .filter(Boolean)
        .join(' ')}
    >
      {groups.map((group, index) => {
        const titleId = `${baseId}-${index}`;
        return (
          <section key={group.title ?? index} aria-labelledby={group.title ? titleId : undefined}>
            {group.title
              ? createElement(
                  `h${headingLevel}`,
                  {
                    id: titleId,
                    className: [styles.title, layout === 'grid' ? styles.gridTitle : '']
                      .filter(Boolean)
                      .join(' '),
                  },
                  group.title,
                )
              : null}
            <dl className={styles.list[layout]}>
              {group.items.map((item) => (
                <div
                  key={item.term}
                  className={[styles.row[layout], item.wide && layout === 'grid' ? styles.wide : '']
                    .filter(Boolean)
                    .join(' ')}
                >
                  <dt className={styles.term[layout]}>{item.term}</dt>
                  <dd className={styles.description[layout]}>
                    {isEmpty(item.description) ? (
                      <>
                        <span aria-hidden="true">{emptyValue}</span>
                        <span className={visuallyHidden}>{text.notGiven}</span>
                      </>
                    ) : (
                      item.description
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
    </div>
  );
}
