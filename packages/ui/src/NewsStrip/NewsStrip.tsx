import { useId, useState } from 'react';
import { iconButton } from '../IconButton/IconButton.css';
import { ChevronDownIcon, CloseIcon, InfoIcon } from '../icons/icons';
import * as styles from './NewsStrip.css';

/** A news item (000 §3): only the subject is shown. */
export interface NewsStripItem {
  /** Stable id; defaults to the subject. */
  id?: string;
  /** The subject line. */
  subject: string;
}

export interface NewsStripProps {
  /** The published news; the portal loads them once when the strip appears. */
  items: readonly NewsStripItem[];
  /** Name of the news region. @default 'News' */
  label?: string;
  /**
   * One line for a narrow screen: the news are cut to the strip's width (screen readers still read them all)
   * and a button shows them whole.
   */
  compact?: boolean;
  /**
   * Offers a dismiss button; called when it is pressed. Remembering the dismissal and no longer rendering the
   * strip are the caller's; the strip moves focus first (see `focusAfterDismiss`).
   */
  onDismiss?: () => void;
  /**
   * Where focus goes when the strip is dismissed, before `onDismiss` removes it. @default the main landmark's
   * first heading (made focusable with tabindex="-1" when it is not), else the main landmark
   */
  focusAfterDismiss?: () => HTMLElement | null | undefined;
  /** Name of the dismiss button. @default 'Dismiss news' */
  dismissLabel?: string;
  /** Name of the compact strip's button that shows the news whole. @default 'Show all news' */
  expandLabel?: string;
}

function mainHeading(): HTMLElement | null {
  const main = document.querySelector<HTMLElement>('main');
  const heading = main?.querySelector<HTMLElement>('h1') ?? null;
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading ?? main;
}

// Plain buttons with IconButton's looks (its recipe answers to the browser's states too): the strip is part of
// every route's first paint and must not bring react-aria into the entry.
const buttonClass = `${iconButton({ size: 'small' })} ${styles.stripButton}`;

/**
 * The news strip of 000 §2.11: one item as plain text, several as a list, none renders nothing. On a narrow
 * screen (`compact`) it takes one line with a button that shows the news whole; with `onDismiss` it can be
 * dismissed.
 */
export function NewsStrip({
  items,
  label = 'News',
  compact = false,
  onDismiss,
  focusAfterDismiss = mainHeading,
  dismissLabel = 'Dismiss news',
  expandLabel = 'Show all news',
}: NewsStripProps) {
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  if (items.length === 0) return null;
  const oneLine = compact && !expanded;
  const dismiss = () => {
    focusAfterDismiss()?.focus();
    onDismiss?.();
  };
  return (
    <section
      aria-label={label}
      className={
        compact
          ? [styles.compactStrip, expanded ? styles.compactExpanded : ''].join(' ').trim()
          : styles.strip
      }
    >
      <span className={styles.icon}>
        <InfoIcon size={18} />
      </span>
      <div id={textId} className={oneLine ? styles.oneLine : styles.text}>
        {items.length === 1 ? (
          <p className={styles.paragraph}>{items[0]?.subject}</p>
        ) : (
          <ul className={oneLine ? styles.inlineList : styles.list}>
            {items.map((item) => (
              <li key={item.id ?? item.subject}>{item.subject}</li>
            ))}
          </ul>
        )}
      </div>
      {compact ? (
        <button
          type="button"
          aria-label={expandLabel}
          aria-expanded={expanded}
          aria-controls={textId}
          className={buttonClass}
          onClick={() => setExpanded((open) => !open)}
        >
          <ChevronDownIcon className={expanded ? styles.chevronOpen : styles.chevron} />
        </button>
      ) : null}
      {onDismiss ? (
        <button type="button" aria-label={dismissLabel} className={buttonClass} onClick={dismiss}>
          <CloseIcon />
        </button>
      ) : null}
    </section>
  );
}
