import { describe, expect, it } from 'vitest';
import { cardNumberValid, detectCardType, luhnValid, maskCardNumber, securityCodeLength } from './cardNumber';

describe('detectCardType', () => {
  it.each([
    ['4111 1111 1111 1111', 'Visa'],
    ['4', 'Visa'],
    ['5555555555554444', 'Mastercard'],
    ['5105105105105100', 'Mastercard'],
    ['2221000000000009', 'Mastercard'],
    ['2720990000000007', 'Mastercard'],
    ['378282246310005', 'American Express'],
    ['3411 111111 11111', 'American Express'],
  ])('should read %s as %s', (number, type) => {
    expect(detectCardType(number)).toBe(type);
  });

  it.each([
    ['', 'nothing typed'],
    ['5', 'one digit of Mastercard'],
    ['2220000000000000', 'below the 2-series'],
    ['2721000000000000', 'above the 2-series'],
    ['5600000000000000', 'Maestro'],
    ['6011111111111117', 'Discover'],
    ['3530111333300000', 'JCB'],
    ['4111-1111', 'a number with dashes'],
  ])('should not name a brand for %s (%s)', (number) => {
    expect(detectCardType(number)).toBeUndefined();
  });
});

describe('luhnValid', () => {
  it.each([
    '4111111111111111',
    '4111 1111 1111 1111',
    '5555555555554444',
    '378282246310005',
    '4000000000000002',
  ])('should accept %s', (number) => {
    expect(luhnValid(number)).toBe(true);
  });

  it.each([
    ['4111111111111112', 'a wrong check digit'],
    ['5555555555554443', 'a wrong check digit'],
    ['41111111111', 'fewer than 12 digits'],
    ['41111111111111111111', 'more than 19 digits'],
    ['4111a11111111111', 'a letter'],
    ['', 'nothing'],
  ])('should refuse %s (%s)', (number) => {
    expect(luhnValid(number)).toBe(false);
  });
});

describe('cardNumberValid', () => {
  it('should accept a Visa, Mastercard and American Express test number', () => {
    expect(cardNumberValid('4111 1111 1111 1111')).toBe(true);
    expect(cardNumberValid('5555 5555 5555 4444')).toBe(true);
    expect(cardNumberValid('3782 822463 10005')).toBe(true);
  });

  it('should refuse a number that passes Luhn but has the wrong length for its brand', () => {
    // 15 digits starting with 4: passes the check digit, but Visa issues 13, 16 or 19 digits.
    expect(luhnValid('411111111111116')).toBe(true);
    expect(cardNumberValid('411111111111116')).toBe(false);
  });

  it('should refuse a number of an unsupported brand even when Luhn passes', () => {
    expect(luhnValid('6011111111111117')).toBe(true);
    expect(cardNumberValid('6011111111111117')).toBe(false);
  });
});

describe('securityCodeLength', () => {
  it('should want 4 digits for American Express and 3 for the others', () => {
    expect(securityCodeLength('American Express')).toBe(4);
    expect(securityCodeLength('Visa')).toBe(3);
    expect(securityCodeLength('Mastercard')).toBe(3);
    expect(securityCodeLength(undefined)).toBe(3);
  });
});

describe('maskCardNumber', () => {
  it.each([
    ['4111 1111 1111 1111', '************1111'],
    ['378282246310005', '***********0005'],
    ['123', '123'],
  ])('should mask %s as %s', (number, masked) => {
    expect(maskCardNumber(number)).toBe(masked);
  });
});
