import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatNumber, formatPercent, formatPhone } from './format';

describe('formatMoney', () => {
  it('should format a number passed by a plain-JavaScript caller instead of throwing', () => {
    expect(formatMoney(-1234.5 as unknown as string)).toBe('-$1,234.50');
    expect(formatMoney((0.1 + 0.2) as unknown as string)).toBe('$0.30');
  });

  it.each([
    ['1234.5', '$1,234.50'],
    ['-1234.5', '-$1,234.50'],
    ['0', '$0.00'],
    ['-0.00', '$0.00'],
    ['-0.001', '$0.00'],
    ['1000000', '$1,000,000.00'],
    ['99.999', '$100.00'],
    ['0.005', '$0.01'],
    ['-0.07', '-$0.07'],
    ['2158.92', '$2,158.92'],
    ['123456789012.34', '$123,456,789,012.34'],
    // A float would read 0.30000000000000004 or 1.005 → 1.00; the string is read digit by digit.
    ['0.30000000000000004', '$0.30'],
    ['1.005', '$1.01'],
    [' 12.5 ', '$12.50'],
    // What the server prints on PDFs, spreadsheets and mail (flows' displayMoney read the same way).
    ['-0.004', '$0.00'],
    ['1234567.891', '$1,234,567.89'],
    ['999.995', '$1,000.00'],
    ['-999.995', '-$1,000.00'],
  ])('should format %j as %s', (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });

  it.each([null, undefined, '', 'abc', '1,234.5', '$5', '1e3', '--1', '.5'])(
    'should render %j as empty text',
    (value) => {
      expect(formatMoney(value)).toBe('');
    },
  );
});

describe('formatNumber', () => {
  it.each([
    [1234.5, '1,234.50'],
    [-9876543.219, '-9,876,543.22'],
    [0, '0.00'],
    [7, '7.00'],
  ])('should format %s as %s', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });
});

describe('formatDate', () => {
  it('should show MM/DD/YYYY', () => {
    expect(formatDate(new Date(2024, 2, 5, 23, 59))).toBe('03/05/2024');
  });

  it('should keep a date-only string on its calendar day in every time zone', () => {
    expect(formatDate('2024-12-31')).toBe('12/31/2024');
  });

  it('should render nothing for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(null)).toBe('');
  });
});

describe('formatDateTime', () => {
  it.each([
    [new Date(2024, 2, 5, 0, 7), '03/05/2024 12:07 AM'],
    [new Date(2024, 2, 5, 9, 30), '03/05/2024 09:30 AM'],
    [new Date(2024, 2, 5, 12, 0), '03/05/2024 12:00 PM'],
    [new Date(2024, 2, 5, 23, 45), '03/05/2024 11:45 PM'],
  ])('should use a 12-hour clock for %s', (value, expected) => {
    expect(formatDateTime(value)).toBe(expected);
  });
});

describe('formatPhone', () => {
  it.each([
    ['5551234567', '555-123-4567'],
    ['(555) 123-4567', '555-123-4567'],
    ['+1 555 123 4567', '555-123-4567'],
    ['555.123.4567', '555-123-4567'],
  ])('should format %s as ddd-ddd-dddd', (value, expected) => {
    expect(formatPhone(value)).toBe(expected);
  });

  it('should leave numbers that are not 10 digits as entered', () => {
    expect(formatPhone(' +44 20 7946 0958 ')).toBe('+44 20 7946 0958');
    expect(formatPhone('')).toBe('');
  });
});

describe('formatPercent', () => {
  it.each([
    [0.256, '26%'],
    [0.5, '50%'],
    [1, '100%'],
    [0, '0%'],
    [0.004, '0%'],
    [-0.05, '-5%'],
  ])('should round the fraction %s to %s', (value, expected) => {
    expect(formatPercent(value)).toBe(expected);
  });

  it.each([1.01, 25, 100])('should show the value %s, above 1, as 0%%', (value) => {
    expect(formatPercent(value)).toBe('0%');
  });
});
