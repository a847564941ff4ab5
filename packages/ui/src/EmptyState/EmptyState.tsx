import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './EmptyState.css';

/** Every text the empty state shows. */
export interface EmptyStateLabels {
  /** The main message (001 §8). @default 'No records found.' */
  title: string;
}

export const defaultEmptyStateLabels: EmptyStateLabels = { title: 'No records found.' };

export interface EmptyStateProps extends HTMLAttributes<HTMLDivElement> {
  /** The texts; partial overrides merge with the English defaults. */
  labels?: Partial<EmptyStateLabels>;
  /** A decorative icon above the message (icons without `title` are hidden from assistive technology). */
  icon?: ReactNode;
  /** A second line explaining why, or what to do. */
  description?: ReactNode;
  /** A button or link, e.g. 'Clear filters'. */
  action?: ReactNode;
}

/** Shown in place of a list or table that has no rows. Say why and offer the next step when you can. */
export function EmptyState({ labels, icon, description, action, className, ...props }: EmptyStateProps) {
  const text = { ...defaultEmptyStateLabels, ...labels };
  return (
    <div {...props} className={[styles.emptyState, className].filter(Boolean).join(' ')}>
      {icon ? <div className={styles.icon}>{icon}</div> : null}
      <p className={styles.title}>{text.title}</p>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
