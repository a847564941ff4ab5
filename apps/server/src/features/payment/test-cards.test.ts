import { describe, expect, it } from 'vitest';
import { brandOf, checkCard, maskedNumber, passesLuhn, SANDBOX_TEST_CARDS } from './test-cards';

const now = new Date('2026-03-15T12:00:00Z');

describe('the sandbox card checks', () => {
  it.each(Object.entries(SANDBOX_TEST_CARDS))(
    'should find the %s test card valid under Luhn',
    (_name, number) => {
      expect(passesLuhn(number)).toBe(true);
      expect(passesLuhn(`${number.slice(0, -1)}${(Number(number.at(-1)) + 1) % 10}`)).toBe(false);
    },
  );

  it.each([
    ['4111111111111111', 'Visa'],
    ['4222222222222', 'Visa'],
    ['5555555555554444', 'Mastercard'],
    ['2223003122003222', 'Mastercard'],
    ['378282246310005', 'American Express'],
    ['341111111111111', 'American Express'],
    ['6011111111111117', null],
    ['3530111333300000', null],
  ])('should tell %s is %s', (number, brand) => {
    expect(brandOf(number)).toBe(brand);
  });

  it('should accept spaces and dashes in the number and a two-digit year, good through the expiry month', () => {
    expect(
      checkCard(
        { cardNumber: '3782 822463 10005', expirationMonth: 3, expirationYear: 26, securityCode: '1234' },
        now,
      ),
    ).toEqual({
      brand: 'American Express',
      last4: '0005',
      expirationMonth: 3,
      expirationYear: 2026,
      outcome: 'approve',
    });
    expect(
      checkCard(
        { cardNumber: '4000-0000-0000-0002', expirationMonth: 2, expirationYear: 2026, securityCode: '123' },
        now,
      ),
    ).toEqual([{ field: 'expirationYear', reason: 'expired' }]);
  });

  it('should name every refused field at once', () => {
    expect(
      checkCard({ cardNumber: '41111', expirationMonth: 0, expirationYear: 2030, securityCode: 'abc' }, now),
    ).toEqual([
      { field: 'cardNumber', reason: 'format' },
      { field: 'expirationMonth', reason: 'format' },
      { field: 'securityCode', reason: 'length' },
    ]);
    expect(
      checkCard(
        {
          cardNumber: SANDBOX_TEST_CARDS.visa,
          expirationMonth: 1,
          expirationYear: 2060,
          securityCode: '1234',
        },
        now,
      ),
    ).toEqual([
      { field: 'expirationYear', reason: 'format' },
      { field: 'securityCode', reason: 'length' },
    ]);
  });

  it("should mask all but the last four digits, as long as the brand's numbers", () => {
    expect(maskedNumber('Visa', '1111')).toBe('************1111');
    expect(maskedNumber('American Express', '0005')).toBe('***********0005');
  });
});
