import { describe, expect, it } from 'vitest';
import {
  addMonths,
  averageMoney,
  cloudPublicationDate,
  edpForecast,
  isCloudMonthPublished,
  lastPublishedCloudMonth,
  monthsFrom,
  nextCloudPublication,
} from './cloudReports';

const at = (iso: string) => new Date(`${iso}Z`);

describe('cloud data publication (002 §9: 12 to 14 days after month end)', () => {
  it('should publish a month on the 14th of the next month, at 00:00 UTC', () => {
    expect(cloudPublicationDate('2026-10')).toBe('2026-11-14');
    expect(cloudPublicationDate('2026-12')).toBe('2027-01-14');
    expect(isCloudMonthPublished('2026-10', at('2026-11-13T23:59:59'))).toBe(false);
    expect(isCloudMonthPublished('2026-10', at('2026-11-14T00:00:00'))).toBe(true);
    expect(isCloudMonthPublished('2026-11', at('2026-11-28T12:00:00'))).toBe(false);
  });

  it('should name the last published month: last month from the 14th, else the one before', () => {
    expect(lastPublishedCloudMonth(at('2026-11-13T23:59:59'))).toBe('2026-09');
    expect(lastPublishedCloudMonth(at('2026-11-14T00:00:00'))).toBe('2026-10');
    expect(lastPublishedCloudMonth(at('2027-01-05T08:00:00'))).toBe('2026-11');
    expect(lastPublishedCloudMonth(at('2027-01-14T08:00:00'))).toBe('2026-12');
    expect(nextCloudPublication(at('2026-11-28T08:00:00'))).toEqual({ month: '2026-11', date: '2026-12-14' });
    expect(nextCloudPublication(at('2026-11-02T08:00:00'))).toEqual({ month: '2026-10', date: '2026-11-14' });
  });

  it('should count months across years', () => {
    expect(addMonths('2026-11', 3)).toBe('2027-02');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(monthsFrom('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsFrom('2026-02', '2026-01')).toEqual([]);
  });
});

describe('edpForecast (trailing 3-month average)', () => {
  it('should average exactly, half-up to cents', () => {
    expect(averageMoney(['0.10', '0.20', '0.40'])).toBe('0.23');
    expect(averageMoney(['100.00', '100.00', '100.01'])).toBe('100.00');
    expect(averageMoney(['100.00', '100.01', '100.01'])).toBe('100.01');
    expect(averageMoney([])).toBe('0.00');
  });

  it('should add the run rate of the last 3 published months for each month to the end', () => {
    const consumption = new Map([
      ['2026-07', '1000.00'],
      ['2026-08', '2000.10'],
      ['2026-09', '3000.20'],
      ['2026-10', '4000.30'],
    ]);
    const forecast = edpForecast({
      committed: '20000.00',
      startMonth: '2026-07',
      endMonth: '2027-01',
      consumption,
      lastPublished: '2026-10',
    });
    expect(forecast.consumedToDate).toBe('10000.60');
    expect(forecast.runRate).toBe('3000.20'); // (2000.10 + 3000.20 + 4000.30) / 3
    expect(forecast.remainingMonths).toBe(3);
    expect(forecast.forecastAtEnd).toBe('19001.20');
    expect(forecast.forecastShortfall).toBe('998.80');
    expect(forecast.months.map((m) => [m.month, m.cumulative, m.forecast])).toEqual([
      ['2026-07', '1000.00', false],
      ['2026-08', '3000.10', false],
      ['2026-09', '6000.30', false],
      ['2026-10', '10000.60', false],
      ['2026-11', '13000.80', true],
      ['2026-12', '16001.00', true],
      ['2027-01', '19001.20', true],
    ]);
  });

  it('should forecast nothing after a finished commitment and no shortfall once it is met', () => {
    const forecast = edpForecast({
      committed: '1000.00',
      startMonth: '2026-01',
      endMonth: '2026-02',
      consumption: new Map([
        ['2026-01', '600.00'],
        ['2026-02', '600.00'],
        ['2026-03', '999.00'],
      ]),
      lastPublished: '2026-10',
    });
    expect(forecast).toMatchObject({
      consumedToDate: '1200.00',
      remainingMonths: 0,
      forecastShortfall: '0.00',
    });
    expect(forecast.forecastAtEnd).toBe('1200.00');
  });

  it('should forecast a commitment not started yet at a zero run rate', () => {
    const forecast = edpForecast({
      committed: '500.00',
      startMonth: '2027-01',
      endMonth: '2027-02',
      consumption: new Map(),
      lastPublished: '2026-10',
    });
    expect(forecast).toMatchObject({ consumedToDate: '0.00', runRate: '0.00', remainingMonths: 2 });
    expect(forecast.forecastShortfall).toBe('500.00');
  });
});
