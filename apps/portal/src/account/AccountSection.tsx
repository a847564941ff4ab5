import { InlineAlert, Spinner } from '@b2b-portal/ui';
import type { ReactNode } from 'react';
import { t } from '../services/messages/account';
import { problemMessage } from '../services/problems';
import * as styles from './account.css';

/**
 * One section of My Account: its heading (the section navigation moves the focus there), its own form or list,
 * and its own outcome: the success message of 002 §8 in a status region, announced without moving the focus.
 */
export function AccountSection({
  id,
  title,
  message = '',
  children,
}: {
  /** The section's id: its heading is `${id}-title`. */
  id: string;
  title: string;
  /** What the section's last change did ('Data saved successfully.'), if anything. */
  message?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={styles.section}>
      <h2 id={`${id}-title`} tabIndex={-1} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
      {/* Always there, so a screen reader announces the message put into it. */}
      <p role="status" className={message ? styles.success : styles.emptyStatus}>
        {message}
      </p>
    </section>
  );
}

/** A section's data while it loads or when it did not: a spinner, or the problem in the page's words. */
export function Loading({ failed }: { failed?: unknown }) {
  return failed ? (
    <InlineAlert tone="error">{problemMessage(failed)}</InlineAlert>
  ) : (
    <Spinner label={t('Global.Loading')} />
  );
}
