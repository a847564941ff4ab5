import { createElement, type ReactNode, useId } from 'react';
import * as styles from './DescriptionList.css';

/** One term and what it says, e.g. 'Ports' → '24 × 1G PoE+'. */
export interface DescriptionItem {
  /** The term (a spec's name, a field's label). */
  term: string;
  /** The value; empty values show `emptyValue`. */
  description: ReactNode;
}

/** A titled group of terms (a tech-spec group, a section of a document header). */
export interface DescriptionGroup {
  /** Shown as a heading above the group's terms; omit for a single untitled list. */
  title?: string;
  items: readonly DescriptionItem[];
}

export interface DescriptionListProps {
  /** The groups, in order. */
  groups: readonly DescriptionGroup[];
  /** Heading level of the group titles, to fit the page's outline. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Two columns of term and value, or the value under its term. @default 'columns' */
  layout?: 'columns' | 'stacked';
  /** Shown for an empty value. @default '—' */
  emptyValue?: string;
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
  emptyValue = '—',
  className,
}: DescriptionListProps) {
  const baseId = useId();
  return (
    <div className={[styles.wrapper, className].filter(Boolean).join(' ')}>
      {groups.map((group, index) => {
        const titleId = `${baseId}-${index}`;
        return (
          <section key={group.title ?? index} aria-labelledby={group.title ? titleId : undefined}>
            {group.title
              ? createElement(`h${headingLevel}`, { id: titleId, className: styles.title }, group.title)
              : null}
            <dl className={styles.list[layout]}>
              {group.items.map((item) => (
                <div key={item.term} className={styles.row[layout]}>
                  <dt className={styles.term}>{item.term}</dt>
                  <dd className={styles.description}>
                    {isEmpty(item.description) ? emptyValue : item.description}
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
