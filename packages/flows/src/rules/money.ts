/**
 * Money as exact decimals (issue 13 §2). Amounts are US dollars with 2 decimals (the database keeps
 * `numeric(14, 2)`); arithmetic goes through big.js, never through binary floats, so 0.1 + 0.2 is 0.30 and
 * 3 × 19.99 × 36 is 2158.92.
 *
 * Where rounding happens (the only places):
 * - a line's extended price (unit × quantity × service length) is rounded to cents;
 * - a product of an amount and a factor (`multiplyMoney`, e.g. unit × quantity for monthly charges) is rounded
 *   to cents;
 * - totals, subtotals, footers and discount sums are exact sums of amounts already in cents, so they need no
 *   rounding of their own (`sumMoney` still returns 2 decimals).
 * Rounding is half-up to the cent, away from zero for negatives (-0.005 → -0.01); a zero is never signed.
 *
 * Inputs are decimal strings ("1234.5", "-0.07") or numbers; a number is read through its shortest decimal
 * form (`String(19.99)` is "19.99"), so a value that came from a 2-decimal column is read exactly. Outputs
 * are `Money` strings with exactly 2 decimals ("1234.50").
 */
import Big from 'big.js';

/** Decimal places of an amount. */
export const MONEY_SCALE = 2;

/** An amount as a decimal string with exactly `MONEY_SCALE` decimals, e.g. "1234.50" or "-0.07". */
export type Money = string;

/** What the money functions read: a decimal string or a number. */
export type MoneyInput = string | number;

const HALF_UP = 1; // Big.roundHalfUp

const decimal = /^-?\d+(\.\d+)?$/;

function big(value: MoneyInput): Big {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (typeof value === 'number' && !Number.isFinite(value)) throw new RangeError(`Not an amount: ${value}`);
  if (typeof value === 'string' && !decimal.test(text)) throw new RangeError(`Not an amount: "${value}"`);
  return new Big(text);
}

function toCents(value: Big): Money {
  const rounded = value.round(MONEY_SCALE, HALF_UP);
  return rounded.eq(0) ? '0.00' : rounded.toFixed(MONEY_SCALE);
}

/**
 * An amount already in cents, as PostgreSQL's `numeric(14, 2)` writes it ("1234.50", "-0.07", "0.00"): no leading
 * zero but the units', exactly two decimals, never a signed zero. Read without big.js (the lists' rows carry two or
 * three each: session 33, 6 % of the invoice list's server CPU), to the same answers.
 */
const inCents = /^-?(?:0|[1-9]\d*)\.\d{2}$/;
const isCents = (value: MoneyInput): value is string =>
  typeof value === 'string' && value !== '-0.00' && inCents.test(value);

/** An amount in cents as a whole number of cents (exact: a bigint). */
const centsOf = (value: string): bigint => BigInt(value.replace('.', ''));

/** A whole number of cents as a `Money` string. */
function fromCents(cents: bigint): Money {
  if (cents === BigInt(0)) return '0.00';
  const negative = cents < BigInt(0);
  const digits = (negative ? -cents : cents).toString().padStart(MONEY_SCALE + 1, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -MONEY_SCALE)}.${digits.slice(-MONEY_SCALE)}`;
}

/** The amount rounded half-up to cents, as a `Money` string ("0.3" → "0.30"). */
export function toMoney(value: MoneyInput): Money {
  if (isCents(value)) return value;
  return toCents(big(value));
}

/** The exact sum of the amounts, as a `Money` string (0.00 for none). */
export function sumMoney(values: Iterable<MoneyInput>): Money {
  let total = new Big(0);
  for (const value of values) total = total.plus(big(value));
  return toCents(total);
}

/** The exact sum of the amounts given. */
export function addMoney(...values: MoneyInput[]): Money {
  return sumMoney(values);
}

/** `a` less `b`. */
export function subtractMoney(a: MoneyInput, b: MoneyInput): Money {
  if (isCents(a) && isCents(b)) return fromCents(centsOf(a) - centsOf(b));
  return toCents(big(a).minus(big(b)));
}

/** An amount times whole or decimal factors (quantity, months, a rate), rounded half-up to cents once. */
export function multiplyMoney(amount: MoneyInput, ...factors: MoneyInput[]): Money {
  return toCents(factors.reduce<Big>((product, factor) => product.times(big(factor)), big(amount)));
}

/** -1, 0 or 1 as `a` is less than, equal to or greater than `b` ("0.30" equals 0.3). */
export function compareMoney(a: MoneyInput, b: MoneyInput): -1 | 0 | 1 {
  return big(a).cmp(big(b)) as -1 | 0 | 1;
}

/** True for any zero ("0", "0.00", "-0.00", 0). */
export function isZeroMoney(value: MoneyInput): boolean {
  return big(value).eq(0);
}

/**
 * The amount as a JavaScript number, for code that still carries numbers (the API contract does, until it
 * carries decimal strings). Exact for any amount of 2 decimals below 2^53 cents: the nearest double prints
 * back as the same decimal.
 */
export function moneyToNumber(value: MoneyInput): number {
  return Number(toMoney(value));
}
