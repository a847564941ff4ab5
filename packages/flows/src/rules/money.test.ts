import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import {
  addMoney,
  compareMoney,
  isZeroMoney,
  moneyToNumber,
  multiplyMoney,
  subtractMoney,
  sumMoney,
  toMoney,
} from './money';

describe('money', () => {
  it('should add 0.1 and 0.2 to exactly 0.30 (floats give 0.30000000000000004)', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(addMoney('0.1', '0.2')).toBe('0.30');
    expect(addMoney(0.1, 0.2)).toBe('0.30');
  });

  it('should price 3 × 19.99 × 36 months at 2158.92', () => {
    expect(multiplyMoney('19.99', 3, 36)).toBe('2158.92');
  });

  it('should sum a thousand lines of 0.07 to 70.00 (a float loop gives 70.00000000000089)', () => {
    const lines = Array.from({ length: 1000 }, () => '0.07');
    expect(lines.reduce((sum, value) => sum + Number(value), 0)).not.toBe(70);
    expect(sumMoney(lines)).toBe('70.00');
  });

  it('should sum discounts, negative ones included, exactly', () => {
    expect(sumMoney(['-10.10', '-0.20', '5.35', '-0.05'])).toBe('-5.00');
    expect(sumMoney([])).toBe('0.00');
  });

  it('should subtract without float residue (1.10 − 1.00 is 0.10, not 0.10000000000000009)', () => {
    expect(subtractMoney('1.10', '1.00')).toBe('0.10');
    expect(subtractMoney('0.07', '0.10')).toBe('-0.03');
  });

  it.each([
    ['1.005', '1.01'],
    ['1.004', '1.00'],
    ['-1.005', '-1.01'],
    ['-0.004', '0.00'],
    ['1234.5', '1234.50'],
    ['12345678901234.99', '12345678901234.99'],
  ])('should round %s half-up to cents as %s', (input, expected) => {
    expect(toMoney(input)).toBe(expected);
  });

  it("should read amounts already in cents (the database's) to the same answers as any other amount", () => {
    // big.js itself is the reference: the shortcut for "1234.50"-like strings must change no answer.
    const reference = (value: Big) => {
      const rounded = value.round(2, 1);
      return rounded.eq(0) ? '0.00' : rounded.toFixed(2);
    };
    const amounts = [
      '0.00',
      '-0.00',
      '0.07',
      '-0.07',
      '1.10',
      '-1.00',
      '1234.50',
      '007.50',
      '-000.10',
      '1.5',
      '10',
    ];
    let seed = 7;
    for (let index = 0; index < 400; index++) {
      seed = (seed * 48271) % 2147483647;
      const cents = (seed % 2_000_001) - 1_000_000;
      const scale = index % 3 === 0 ? 1_000_000 : 1;
      const whole = BigInt(cents) * BigInt(scale);
      const negative = whole < BigInt(0);
      const digits = (negative ? -whole : whole).toString().padStart(3, '0');
      amounts.push(`${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`);
    }
    amounts.push('99999999999999.99', '-99999999999999.99');
    for (const [index, a] of amounts.entries()) {
      expect(toMoney(a), a).toBe(reference(new Big(a)));
      const b = amounts[(index * 7 + 3) % amounts.length] ?? '0.00';
      expect(subtractMoney(a, b), `${a} - ${b}`).toBe(reference(new Big(a).minus(new Big(b))));
    }
  });

  it('should round a product once, not per factor', () => {
    expect(multiplyMoney('0.015', 3)).toBe('0.05');
    expect(multiplyMoney('0.333', 3)).toBe('1.00');
  });

  it('should compare and test amounts by value, not by text', () => {
    expect(compareMoney('0.30', 0.3)).toBe(0);
    expect(compareMoney('2158.92', '2158.9')).toBe(1);
    expect(compareMoney('-0.07', 0)).toBe(-1);
    expect(isZeroMoney('-0.00')).toBe(true);
    expect(isZeroMoney('0.01')).toBe(false);
  });

  it.each(['', '1e3', '12,50', 'abc', '1.2.3', '$5'])('should refuse %j as an amount', (input) => {
    expect(() => toMoney(input)).toThrow(RangeError);
  });

  it('should refuse numbers that are not finite', () => {
    expect(() => toMoney(Number.NaN)).toThrow(RangeError);
    expect(() => toMoney(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('should give the number of an amount that prints back as the same decimal', () => {
    expect(moneyToNumber('2158.92')).toBe(2158.92);
    expect(String(moneyToNumber(addMoney('0.1', '0.2')))).toBe('0.3');
  });
});
