import { addMoney, compareMoney, isZeroMoney, subtractMoney, sumMoney } from '@b2b-portal/flows/rules';
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
  /** Discount amounts (positive amounts reduce the total); they are summed and shown as one negative line (001 §3). @default [] */
  discounts?: readonly string[];
  /** Shipping charge. @default '0' */
  shipping?: string;
  /** Tax total. @default '0' */
  tax?: string;
  /** Grand total as the server computed it. @default subtotal − discounts + shipping + tax */
  grandTotal?: string;
  /** Recurring monthly charges of subscription lines; the line shows only when given. */
  recurringMonthlyCharges?: string;
  /** Extra class on the list. */
  className?: string;
  /** The texts; partial overrides merge with the English defaults. */
  labels?: Partial<TotalsBlockLabels>;
}

const magnitude = (amount: string) => (compareMoney(amount, 0) < 0 ? subtractMoney(0, amount) : amount);

/** The exact sum of the discount amounts, whatever sign the server used: the total is reduced by it. */
export function sumDiscounts(discounts: readonly string[]): string {
  return sumMoney(discounts.map(magnitude));
}

/** Subtotal, discounts, shipping, tax, grand total and optional recurring monthly charges, as money. */
export function TotalsBlock({
  subtotal,
  discounts = [],
  shipping = '0',
  tax = '0',
  grandTotal,
  recurringMonthlyCharges,
  className,
  labels: overrides,
}: TotalsBlockProps) {
  const labels = { ...defaultTotalsBlockLabels, ...overrides };
  const discountTotal = sumDiscounts(discounts);
  const total = grandTotal ?? addMoney(subtractMoney(subtotal, discountTotal), shipping, tax);
  const rows: { key: string; term: string; value: string; className?: string }[] = [
    { key: 'subtotal', term: labels.subtotal, value: subtotal },
    ...(isZeroMoney(discountTotal)
      ? []
      : [{ key: 'discounts', term: labels.discounts, value: subtractMoney(0, discountTotal) }]),
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
