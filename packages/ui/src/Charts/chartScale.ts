/**
 * The charts' scales. Amounts arrive as decimal strings and are shown with `formatMoney` (exact); only the
 * geometry (a bar's length in pixels) and the axis' rounded tick labels read them as numbers.
 */

/** A round top for an axis at or above `max` (1, 2, 2.5 or 5 times a power of ten), and its ticks from 0. */
export function axisTicks(max: number, count = 5): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step =
    [1, 2, 2.5, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? rough;
  const ticks: number[] = [];
  for (let value = 0; value < max + step; value += step) {
    ticks.push(value);
    if (value >= max) break;
  }
  return ticks;
}

const compact = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** An axis label: a rounded amount, e.g. "$1.5M". */
export const formatAxisMoney = (value: number): string => compact.format(value);

/** An amount of the contract (a decimal string) as a number, for geometry only. */
export const amountOf = (value: string): number => {
  const number = Number(value);
  return Number.isFinite(number) ? number : 0;
};
