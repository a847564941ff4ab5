/**
 * The cloud reports' rules (issue 20: /prism-savings-report and /edp-report).
 *
 * Publication (002 §9: "report data available 12 to 14 days after month end"): a month's cloud figures come from
 * the providers' invoices, which reach the reseller 12 to 14 days after the month ends. A month counts as
 * published from 00:00 UTC on the 14th day after its last day (the 14th of the next month), the latest the
 * documents allow, so no month is ever shown half-loaded; before that it is left out of every figure.
 *
 * The EDP forecast (stated on the page): consumption to date plus the trailing 3-month average of the last
 * published months (the run rate) times the commitment's months still to come (those after the last published
 * month, up to its end month). Every amount is exact (money.ts); the average is rounded half-up to cents once.
 */
import Big from 'big.js';
import { type Money, type MoneyInput, sumMoney, toMoney } from './money';

/** A calendar month, `YYYY-MM`. */
export type CloudMonth = string;

/** The day of the following month on which a month's figures are published. */
export const CLOUD_PUBLICATION_DAY = 14;
/** Months in the forecast's run rate. */
export const EDP_RUN_RATE_MONTHS = 3;

const MONTH = /^(\d{4})-(\d{2})$/;

function parts(month: CloudMonth): [number, number] {
  const match = MONTH.exec(month);
  if (!match) throw new RangeError(`Not a month: "${month}"`);
  return [Number(match[1]), Number(match[2])];
}

const format = (year: number, month: number): CloudMonth => {
  const date = new Date(Date.UTC(year, month - 1, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
};

/** The month `count` months after `month` (before it when negative). */
export function addMonths(month: CloudMonth, count: number): CloudMonth {
  const [year, number] = parts(month);
  return format(year, number + count);
}

/** The month of a date or `YYYY-MM-DD` text (UTC). */
export function monthOf(date: Date | string): CloudMonth {
  if (typeof date === 'string') return date.slice(0, 7);
  return format(date.getUTCFullYear(), date.getUTCMonth() + 1);
}

/** The earlier of two months. */
export function earlierMonth(a: CloudMonth, b: CloudMonth): CloudMonth {
  return [a, b].sort()[0] as CloudMonth;
}

/** The later of two months. */
export function laterMonth(a: CloudMonth, b: CloudMonth): CloudMonth {
  return [a, b].sort()[1] as CloudMonth;
}

/** Every month from `from` to `to`, both included (none when `to` is before `from`). */
export function monthsFrom(from: CloudMonth, to: CloudMonth): CloudMonth[] {
  const months: CloudMonth[] = [];
  for (let month = from; month <= to; month = addMonths(month, 1)) months.push(month);
  return months;
}

/** The `YYYY-MM-DD` day on which a month's figures are published (the 14th of the next month). */
export function cloudPublicationDate(month: CloudMonth): string {
  return `${addMonths(month, 1)}-${String(CLOUD_PUBLICATION_DAY).padStart(2, '0')}`;
}

/** Whether a month's figures are published at `now`. */
export function isCloudMonthPublished(month: CloudMonth, now: Date): boolean {
  return now.toISOString().slice(0, 10) >= cloudPublicationDate(month);
}

/** The last month whose figures are published at `now`: last month from the 14th, else the month before. */
export function lastPublishedCloudMonth(now: Date): CloudMonth {
  const current = monthOf(now);
  return now.getUTCDate() >= CLOUD_PUBLICATION_DAY ? addMonths(current, -1) : addMonths(current, -2);
}

/** The next month to be published after `now`, and the day it is. */
export function nextCloudPublication(now: Date): { month: CloudMonth; date: string } {
  const month = addMonths(lastPublishedCloudMonth(now), 1);
  return { month, date: cloudPublicationDate(month) };
}

/** The average of amounts, rounded half-up to cents (0.00 for none). */
export function averageMoney(values: readonly MoneyInput[]): Money {
  if (values.length === 0) return '0.00';
  return toMoney(new Big(sumMoney(values)).div(values.length).toFixed(10));
}

export interface EdpForecastInput {
  committed: MoneyInput;
  /** The commitment's first and last month. */
  startMonth: CloudMonth;
  endMonth: CloudMonth;
  /** Published consumption toward the commitment by month (missing months count as nothing). */
  consumption: ReadonlyMap<CloudMonth, MoneyInput>;
  /** The last published month (lastPublishedCloudMonth of the server's clock). */
  lastPublished: CloudMonth;
}

export interface EdpMonth {
  month: CloudMonth;
  /** The month's consumption: actual when published, else the run rate. */
  amount: Money;
  /** Consumption since the start, actual then forecast. */
  cumulative: Money;
  forecast: boolean;
}

export interface EdpForecast {
  consumedToDate: Money;
  /** The trailing average of the last published months (up to EDP_RUN_RATE_MONTHS, within the commitment). */
  runRate: Money;
  /** Months after the last published one, to the end of the commitment. */
  remainingMonths: number;
  forecastAtEnd: Money;
  /** What the forecast leaves uncommitted (0.00 when it meets the commitment). */
  forecastShortfall: Money;
  months: EdpMonth[];
}

/** Consumption to date, the run rate and the forecast to the end of an EDP commitment, month by month. */
export function edpForecast(input: EdpForecastInput): EdpForecast {
  const actualThrough = earlierMonth(input.lastPublished, input.endMonth);
  const actualMonths = monthsFrom(input.startMonth, actualThrough);
  const amountOf = (month: CloudMonth) => toMoney(input.consumption.get(month) ?? '0');
  const runRate = averageMoney(actualMonths.slice(-EDP_RUN_RATE_MONTHS).map(amountOf));
  const firstForecast = laterMonth(addMonths(actualThrough, 1), input.startMonth);
  const forecastMonths = monthsFrom(firstForecast, input.endMonth);
  let cumulative: Money = '0.00';
  const months: EdpMonth[] = [];
  for (const month of actualMonths) {
    const amount = amountOf(month);
    cumulative = sumMoney([cumulative, amount]);
    months.push({ month, amount, cumulative, forecast: false });
  }
  const consumedToDate = cumulative;
  for (const month of forecastMonths) {
    cumulative = sumMoney([cumulative, runRate]);
    months.push({ month, amount: runRate, cumulative, forecast: true });
  }
  const shortfall = new Big(toMoney(input.committed)).minus(cumulative);
  return {
    consumedToDate,
    runRate,
    remainingMonths: forecastMonths.length,
    forecastAtEnd: cumulative,
    forecastShortfall: shortfall.gt(0) ? toMoney(shortfall.toFixed(2)) : '0.00',
    months,
  };
}
