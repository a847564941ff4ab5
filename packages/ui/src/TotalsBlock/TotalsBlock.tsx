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
  /** Sum of the lines before discounts. */
  subtotal: number;
  /** Discount amounts (positive numbers reduce the total); they are summed and shown as one negative line (001 §3). @default [] */
  discounts?: readonly number[];
  /** Shipping charge. @default 0 */
  shipping?: number;
  /** Tax total. @default 0 */
  tax?: number;
  /** Grand total as the server computed it. @default subtotal − discounts + shipping + tax */
  grandTotal?: number;
  /** Recurring monthly charges of subscription lines; the line shows only when given. */
  recurringMonthlyCharges?: number;
  /** Extra class on the list. */
  className?: string;
  /** The texts; partial overrides merge with the English defaults. */
  labels?: Partial<TotalsBlockLabels>;
}

/** The sum of the discount amounts, whatever sign the server used: the total is reduced by it. */
export function sumDiscounts(discounts: readonly number[]): number {
  return discounts.reduce((total, amount) => total + Math.abs(amount), 0);
}

/** Subtotal, discounts, shipping, tax, grand total and optional recurring monthly charges, as money. */
export function TotalsBlock({
  subtotal,
  discounts = [],
  shipping = 0,
  tax = 0,
  grandTotal,
  recurringMonthlyCharges,
  className,
  labels: overrides,
}: TotalsBlockProps) {
  const labels = { ...defaultTotalsBlockLabels, ...overrides };
  const discountTotal = sumDiscounts(discounts);
  const total = grandTotal ?? subtotal - discountTotal + shipping + tax;
  const rows: { key: string; term: string; value: number; className?: string }[] = [
    { key: 'subtotal', term: labels.subtotal, value: subtotal },
    ...(discountTotal > 0 ? [{ key: 'discounts', term: labels.discounts, value: -discountTotal }] : []),
    { key: 'shipping', term: labels.shipping, value: shipping },
    { key: 'tax', term: labels.tax, value: tax },
    { key: 'grandTotal', term: labels.grandTotal, value: total, className: styles.grandTotal },
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
