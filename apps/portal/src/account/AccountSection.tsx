import { InlineAlert, Spinner } from '@b2b-portal/ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { t } from '../services/messages/account';
import { problemMessage } from '../services/problems';
import * as styles from './account.css';

/**
 * One section of My Account: its heading (the section navigation moves the focus there), its own form or list,
 * and its own outcome: the success message of 002 §8 in a status region, announced without moving the focus.
 * When the change took away what had the focus (Make primary on the new primary, a deleted card, contact or
 * address once its question closes), the focus would drop to the page's body and a keyboard user would start
 * over from the top: it goes to the section's heading instead.
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
  const heading = useRef<HTMLHeadingElement>(null);
  // Only a message that comes with a change: not one the section opens with.
  const shown = useRef(message);
  useEffect(() => {
    if (message === shown.current) return;
    shown.current = message;
    if (!message) return;
    // After the frame in which a closing dialog gives the focus back to its (maybe removed) trigger.
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active === null || active === document.body) heading.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [message]);
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={styles.section}>
      <h2 ref={heading} id={`${id}-title`} tabIndex={-1} className={styles.sectionTitle}>
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
