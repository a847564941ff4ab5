import { useId } from 'react';
import { type Address, AddressCard, type AddressCardLabels } from './AddressCard';
import * as styles from './DocumentAddresses.css';

/** One address a document names: its role (Bill To, Ship To, End User…) and the address, or null for none. */
export interface DocumentAddressEntry {
  /** Stable key of the role, e.g. 'billTo'. */
  key: string;
  /** The role's title, e.g. 'Bill To'. */
  title: string;
  /** The address; null when the document names none. */
  address: Address | null;
}

export interface DocumentAddressesProps {
  /** The addresses in the order they are shown. */
  entries: readonly DocumentAddressEntry[];
  /** Shown in place of a missing address. @default 'None' */
  emptyText?: string;
  /** Level of each role's heading, under the section's own heading. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Texts of the address cards. */
  cardLabels?: Partial<AddressCardLabels>;
  /** Extra class on the list. */
  className?: string;
}

/**
 * The addresses of a document (a quote, an order, an invoice): each role as a headed region with its address
 * card, side by side where there is room and stacked on a narrow screen. A role with no address says so.
 */
export function DocumentAddresses({
  entries,
  emptyText = 'None',
  headingLevel = 3,
  cardLabels,
  className,
}: DocumentAddressesProps) {
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={[styles.list, className].filter(Boolean).join(' ')}>
      {entries.map((entry) => {
        const headingId = `${baseId}-${entry.key}`;
        return (
          <section key={entry.key} aria-labelledby={headingId} className={styles.entry}>
            <Heading id={headingId} className={styles.heading}>
              {entry.title}
            </Heading>
            {entry.address ? (
              <AddressCard address={entry.address} labels={cardLabels} />
            ) : (
              <p className={styles.empty}>{emptyText}</p>
            )}
          </section>
        );
      })}
    </div>
  );
}
