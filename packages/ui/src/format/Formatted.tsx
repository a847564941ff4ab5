import type { HTMLAttributes } from 'react';
import {
  type DateInput,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatPercent,
  formatPhone,
  type MoneyInput,
  type NumberInput,
  toDate,
} from './format';

interface FormattedNumberBaseProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The value to show; missing or unreadable values render nothing visible. */
  value: NumberInput;
}

interface FormattedMoneyProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The amount as a decimal string ("-1234.5"); missing or unreadable values render nothing visible. */
  value: MoneyInput;
}

/** An amount in USD: -$1,234.50. */
export function FormattedMoney({ value, ...props }: FormattedMoneyProps) {
  return <span {...props}>{formatMoney(value)}</span>;
}

/** A number with thousands separators and 2 decimals. */
export function FormattedNumber({ value, ...props }: FormattedNumberBaseProps) {
  return <span {...props}>{formatNumber(value)}</span>;
}

/** A rounded percent of a fraction (values above 1 show as 0%, see `formatPercent`). */
export function FormattedPercent({ value, ...props }: FormattedNumberBaseProps) {
  return <span {...props}>{formatPercent(value)}</span>;
}

interface FormattedDateProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** A Date, an ISO string or a timestamp. */
  value: DateInput;
}

/** MM/DD/YYYY inside a `<time>` carrying the machine-readable date. */
export function FormattedDate({ value, ...props }: FormattedDateProps) {
  const date = toDate(value);
  if (!date) return null;
  return (
    <time dateTime={date.toISOString()} {...props}>
      {formatDate(date)}
    </time>
  );
}

/** MM/DD/YYYY hh:mm AM/PM inside a `<time>`. */
export function FormattedDateTime({ value, ...props }: FormattedDateProps) {
  const date = toDate(value);
  if (!date) return null;
  return (
    <time dateTime={date.toISOString()} {...props}>
      {formatDateTime(date)}
    </time>
  );
}

interface FormattedPhoneProps extends Omit<HTMLAttributes<HTMLAnchorElement>, 'children' | 'href'> {
  /** The phone number as stored. */
  value: string | null | undefined;
}

/** ddd-ddd-dddd as a `tel:` link so it can be dialled. */
export function FormattedPhone({ value, ...props }: FormattedPhoneProps) {
  const text = formatPhone(value);
  if (!text) return null;
  return (
    <a href={`tel:${text.replace(/[^\d+]/g, '')}`} {...props}>
      {text}
    </a>
  );
}
