import { visuallyHidden } from '@b2b-portal/ui';
import { useId } from 'react';
import * as styles from './BarChart.css';

export interface BarChartBar {
  /** Stable key. */
  id: string;
  label: string;
  /** The bar's length. */
  value: number;
  /** Where the bar leads (the filtered devices); a bar without one is drawn but not a link. */
  href?: string;
  /** Further columns of the bar's row in the table (contracts beside devices…), in `columns` order. */
  extra?: readonly number[];
}

export interface BarChartProps {
  title: string;
  bars: readonly BarChartBar[];
  /** The table's header of the label column and of the value column. */
  categoryLabel: string;
  valueLabel: string;
  /** Headers of the `extra` columns. */
  extraLabels?: readonly string[];
  /** What the count counts, read after it by screen readers ('devices': "Expired: 4 devices"). */
  unitLabel: string;
  /** The summary of the table's disclosure ('Table'). */
  tableLabel: string;
  /** What to say when there are no bars. */
  emptyText: string;
}

const count = (value: number) => value.toLocaleString('en-US');

/**
 * A horizontal bar chart a person reads at a glance (issue 19: the contracts dashboard), built of plain HTML:
 * each bar is a link (keyboard reachable, named with its label, count and unit, the visible text first) to what it counts, and the same figures
 * are in a table behind a disclosure, for screen readers and for reading the exact numbers. The bars' lengths are
 * relative to the longest; colour is never the only carrier (the count is written beside each bar).
 */
export function BarChart({
  title,
  bars,
  categoryLabel,
  valueLabel,
  extraLabels = [],
  unitLabel,
  tableLabel,
  emptyText,
}: BarChartProps) {
  const captionId = useId();
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <figure className={styles.chart} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.caption}>
        {title}
      </figcaption>
      {bars.length === 0 ? (
        <p>{emptyText}</p>
      ) : (
        <>
          <ul className={styles.bars}>
            {bars.map((bar) => {
              const body = (
                <>
                  <span className={styles.barText}>
                    <span className={bar.href ? styles.barLabel : undefined}>
                      {bar.label}
                      <span className={visuallyHidden}>:</span>
                    </span>
                    <span>
                      {count(bar.value)}
                      <span className={visuallyHidden}> {unitLabel}</span>
                    </span>
                  </span>
                  <span className={styles.track} aria-hidden="true">
                    <span className={styles.fill} style={{ width: `${(bar.value / max) * 100}%` }} />
                  </span>
                </>
              );
              return (
                <li key={bar.id}>
                  {bar.href ? (
                    <a className={styles.bar} href={bar.href}>
                      {body}
                    </a>
                  ) : (
                    <div className={styles.bar}>{body}</div>
                  )}
                </li>
              );
            })}
          </ul>
          <details className={styles.details}>
            <summary>{tableLabel}</summary>
            <table className={styles.table}>
              <caption className={styles.caption}>{title}</caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.cell}>
                    {categoryLabel}
                  </th>
                  <th scope="col" className={styles.number}>
                    {valueLabel}
                  </th>
                  {extraLabels.map((label) => (
                    <th key={label} scope="col" className={styles.number}>
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {bars.map((bar) => (
                  <tr key={bar.id}>
                    <th scope="row" className={styles.cell}>
                      {bar.href ? <a href={bar.href}>{bar.label}</a> : bar.label}
                    </th>
                    <td className={styles.number}>{count(bar.value)}</td>
                    {(bar.extra ?? []).map((value, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the extra columns are fixed in order
                      <td key={index} className={styles.number}>
                        {count(value)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </figure>
  );
}
