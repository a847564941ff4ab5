import { formatMoney } from '@b2b-portal/ui';
import * as styles from './cloudReports.css';

/** A row of headline amounts (decimal strings), each a term and its value, as a named region. */
export function Figures({ label, items }: { label: string; items: readonly [string, string][] }) {
  return (
    <section aria-label={label}>
      <dl className={styles.figures}>
        {items.map(([term, amount]) => (
          <div key={term} className={styles.figure}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{formatMoney(amount)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
