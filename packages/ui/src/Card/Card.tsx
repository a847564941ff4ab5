import { createElement, type HTMLAttributes, type ReactNode, useId } from 'react';
import * as styles from './Card.css';

export const cardElements = ['section', 'article'] as const;
export type CardElement = (typeof cardElements)[number];

export const cardHeadingLevels = [2, 3, 4, 5, 6] as const;
export type CardHeadingLevel = (typeof cardHeadingLevels)[number];

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The heading; it also names the section or article. */
  title: ReactNode;
  /** Level of the title heading, to fit the page outline. @default 2 */
  headingLevel?: CardHeadingLevel;
  /** `article` for self-contained content (an order), `section` for a part of a page. @default 'section' */
  as?: CardElement;
  /** Buttons or links shown at the right of the title. */
  actions?: ReactNode;
  /** Content shown under a rule at the bottom. */
  footer?: ReactNode;
  /** The body. */
  children?: ReactNode;
}

/** A titled box of content: an `<article>` or `<section>` named by its heading. */
export function Card({
  title,
  headingLevel = 2,
  as = 'section',
  actions,
  footer,
  children,
  className,
  ...props
}: CardProps) {
  const titleId = useId();
  return createElement(
    as,
    {
      ...props,
      'aria-labelledby': props['aria-labelledby'] ?? titleId,
      className: [styles.card, className].filter(Boolean).join(' '),
    },
    <div className={styles.header}>
      {createElement(`h${headingLevel}`, { id: titleId, className: styles.title }, title)}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>,
    <div className={styles.body}>{children}</div>,
    footer ? <div className={styles.footer}>{footer}</div> : null,
  );
}
