import { InfoIcon } from '../icons/icons';
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
}

/** The news strip of 000 §2.11: one item as plain text, several as a list, none renders nothing. */
export function NewsStrip({ items, label = 'News' }: NewsStripProps) {
  if (items.length === 0) return null;
  return (
    <section aria-label={label} className={styles.strip}>
      <InfoIcon size={18} />
      {items.length === 1 ? (
        <p>{items[0]?.subject}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id ?? item.subject}>{item.subject}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
