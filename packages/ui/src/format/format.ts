/**
 * Display formats of 002 §9. Every formatter returns '' for a missing or unreadable value, so a table cell
 * stays empty rather than showing "NaN" or "Invalid Date".
 */

export type DateInput = Date | string | number | null | undefined;
export type NumberInput = number | string | null | undefined;
/** An amount as the API carries it: a decimal string such as "1234.50" or "-0.07" (issue 13 §2). */
export type MoneyInput = string | null | undefined;

const numberFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

function toNumber(value: NumberInput): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const parsed = typeof value === 'number' ? value : Number(String(value).replace(/[,$\s]/g, ''));
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** Avoids "-$0.00" for values that round to zero. */
function normaliseZero(value: number): number {
  return Math.abs(value) < 0.005 ? 0 : value;
}

const decimalAmount = /^(-?)(\d+)(?:\.(\d*))?$/;

/**
 * USD with a $ prefix, a minus sign for negatives, thousands separators and 2 decimals (001 §9):
 * '-1234.5' → '-$1,234.50'. Reads the decimal string digit by digit, never through a float, so any amount
 * the API sends shows exactly; more than 2 decimals round half-up ('0.005' → '$0.01'), and an amount that
 * rounds to zero shows no sign. A missing or unreadable value gives ''.
 */
export function formatMoney(value: MoneyInput): string {
  // A plain-JavaScript caller may still pass a number: read its shortest decimal text rather than throw.
  const text: unknown = value;
  const match = decimalAmount.exec(typeof text === 'number' ? String(text) : (value ?? '').trim());
  if (!match) return '';
  const [, sign, whole = '0', fraction = ''] = match;
  const roundUp = (fraction[2] ?? '0') >= '5' ? 1n : 0n;
  const cents = BigInt(whole + fraction.slice(0, 2).padEnd(2, '0')) + roundUp;
  const digits = cents.toString().padStart(3, '0');
  const grouped = digits.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign && cents > 0n ? '-' : ''}$${grouped}.${digits.slice(-2)}`;
}

/** Thousands separators and 2 decimals: 1234.5 → '1,234.50'. */
export function formatNumber(value: NumberInput): string {
  const number = toNumber(value);
  if (number === undefined) return '';
  return numberFormat.format(normaliseZero(number)).replace('\u2212', '-');
}

const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Reads a date. A date-only string ('2024-03-05') is a calendar day and is read in local time, so it never
 * shifts a day in American time zones; anything else goes through `Date`.
 */
export function toDate(value: DateInput): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value === 'string') {
    const match = dateOnly.exec(value);
    if (match) return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** MM/DD/YYYY in the reader's time zone. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}

/** MM/DD/YYYY hh:mm AM/PM (12-hour clock) in the reader's time zone. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  const hours24 = date.getHours();
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  const period = hours24 < 12 ? 'AM' : 'PM';
  return `${formatDate(date)} ${pad(hours12)}:${pad(date.getMinutes())} ${period}`;
}

/**
 * ddd-ddd-dddd. Punctuation is ignored; a leading country code 1 on an 11-digit number is dropped.
 * Anything that is not a 10-digit North American number (extensions, foreign numbers) is shown as entered.
 */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  let digits = value.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10) return value.trim();
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/**
 * Percent, rounded to a whole number. The documents say "percent rounded, values above 1 shown as 0%".
 * Our reading: the value is a fraction (0.256 → '26%', 1 → '100%'); a value above 1 is not a valid
 * fraction and is shown as '0%', as the original portal did. Negative fractions keep their sign
 * (-0.05 → '-5%').
 */
export function formatPercent(value: NumberInput): string {
  const number = toNumber(value);
  if (number === undefined) return '';
  if (number > 1) return '0%';
  const rounded = Math.round(number * 100);
  return `${rounded === 0 ? 0 : rounded}%`;
}
