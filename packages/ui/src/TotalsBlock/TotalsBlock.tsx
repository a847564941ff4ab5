import { formatMoney } from '../format/format';
import * as styles from './TotalsBlock.css';

/** Every text the totals block shows. */
export interface TotalsBlockLabels {
  /** @default 'Subtotal' */
  subtotal: string;
  /** @default 'Discounts' */
  discounts: string;
  /** @default 'Shipping' */
  shipping: string;
  /** @default 'Tax' */
  tax: string;
  /** @default 'Grand total' */
  grandTotal: string;
  /** @default 'Recurring monthly charges' */
  recurringMonthlyCharges: string;
}

export const defaultTotalsBlockLabels: TotalsBlockLabels = {
  subtotal: 'Subtotal',
  discounts: 'Discounts',
  shipping: 'Shipping',
  tax: 'Tax',
  grandTotal: 'Grand total',
  recurringMonthlyCharges: 'Recurring monthly charges',
};

export interface TotalsBlockProps {
  /** Sum of the lines before discounts, as a decimal string ("1234.50"); every amount here is one. */
  subtotal: string;
  /**
   * The discounts as one amount, shown as given (negative, "-150.00"); the line shows only when given. The app
   * sums the discounts (`documentTotals` of `@b2b-portal/flows/rules`): this block does no arithmetic.
   */
  discount?: string;
  /** Shipping charge. @default '0' */
  shipping?: string;
  /** Tax total. @default '0' */
  tax?: string;
  /** Grand total as the server (or `documentTotals`) computed it. */
  grandTotal: string;
  /** Recurring monthly charges of subscription lines; the line shows only when given. */
  recurringMonthlyCharges?: string;
  /** Extra class on the list. */
  className?: string;
  /** The texts; partial overrides merge with the English defaults. */
  labels?: Partial<TotalsBlockLabels>;
}

/** Subtotal, discounts, shipping, tax, grand total and optional recurring monthly charges, as money. */
export function TotalsBlock({
  subtotal,
  discount,
  shipping = '0',
  tax = '0',
  grandTotal,
  recurringMonthlyCharges,
  className,
  labels: overrides,
}: TotalsBlockProps) {
  const labels = { ...defaultTotalsBlockLabels, ...overrides };
  const rows: { key: string; term: string; value: string; className?: string }[] = [
    { key: 'subtotal', term: labels.subtotal, value: subtotal },
    ...(discount !== undefined ? [{ key: 'discounts', term: labels.discounts, value: discount }] : []),
    { key: 'shipping', term: labels.shipping, value: shipping },
    { key: 'tax', term: labels.tax, value: tax },
    { key: 'grandTotal', term: labels.grandTotal, value: grandTotal, className: styles.grandTotal },
    ...(recurringMonthlyCharges !== undefined
      ? [
          {
            key: 'recurring',
            term: labels.recurringMonthlyCharges,
            value: recurringMonthlyCharges,
            className: styles.recurring,
          },
        ]
      : []),
  ];
  return (
    <dl className={[styles.totals, className].filter(Boolean).join(' ')}>
      {rows.map((row) => (
        <div key={row.key} className={styles.row} data-total={row.key}>
          <dt className={[styles.term, row.className].filter(Boolean).join(' ')}>{row.term}</dt>
          <dd className={[styles.amount, row.className].filter(Boolean).join(' ')}>
            {formatMoney(row.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
