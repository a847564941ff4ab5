import { describe, expect, it } from 'vitest';
import { isCardSecurityKey, passesLuhn, redactCardData, scrubCardData } from './card-data';

/** Card data in text that reaches a log (issue 15 item 8). */

const REMOVED = '[card number removed]';

describe('card numbers in text', () => {
  it.each([
    ['plain', 'paid with 4111111111111111 today', `paid with ${REMOVED} today`],
    ['with spaces', 'card 4111 1111 1111 1111, exp 12/27', `card ${REMOVED}, exp 12/27`],
    ['with dashes', 'card 5555-5555-5555-4444.', `card ${REMOVED}.`],
    ['Amex grouping', 'amex 3782 822463 10005', `amex ${REMOVED}`],
    ['13 digits', 'old visa 4222222222222', `old visa ${REMOVED}`],
    ['19 digits', 'maestro 6304000000000000018', `maestro ${REMOVED}`],
    ['after a dash', 'ref-4111111111111111', `ref-${REMOVED}`],
    ['in a URL', '/#/shop?q=4111%201111%201111%201111&x=1', `/#/shop?q=${REMOVED}&x=1`],
    ['in a form-encoded URL', '?q=4111+1111+1111+1111', `?q=${REMOVED}`],
    ['followed by its code', '4111 1111 1111 1111 123', `${REMOVED} 123`],
    ['two in a row', '4111 1111 1111 1111 5555 5555 5555 4444', `${REMOVED} ${REMOVED}`],
    ['in JSON text', '{"card":"4111111111111111"}', `{"card":"${REMOVED}"}`],
  ])('should remove a card number %s', (_, text, expected) => {
    expect(redactCardData(text)).toBe(expected);
  });

  it.each([
    ['16 digits failing Luhn', 'order 4111111111111112'],
    ['12 digits', 'PO 411111111111'],
    ['an order number', 'order SO-000123456, 10 items'],
    ['a UUID', 'quote c56a4180-65aa-42ec-a945-5fd21dec0538'],
    ['an all-digit UUID', 'id 12345678-1234-1234-1234-123456789012'],
    ['a timestamp in milliseconds', 'at 1767603600000'],
    ['dates and times', '2026-01-05T09:00:00.000Z and 2026-01-05 09:00:00'],
    ['a phone number', 'call +1 555 123 4567 or 555-123-4567'],
    ['digits glued to letters', 'hash a4111111111111111b'],
  ])('should keep %s', (_, text) => {
    expect(redactCardData(text)).toBe(text);
  });

  it('should check Luhn', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('378282246310005')).toBe(true);
  });
});

describe('security codes', () => {
  it('should remove a code typed after its name', () => {
    expect(
      redactCardData('cvv 123, CVC: 1234, "securityCode":"987", ?cvv2=555&x=1, card code 4321, cvv%3D246'),
    ).toBe(
      'cvv [redacted], CVC: [redacted], "securityCode":"[redacted]", ?cvv2=[redacted]&x=1, card code [redacted], cvv%3D[redacted]',
    );
  });

  it.each([
    'cvv',
    'CVV2',
    'cvc',
    'cvc2',
    'cid',
    'CID',
    'securityCode',
    'security_code',
    'card_code',
    'cardCvv',
    'Card-Security-Code',
  ])('should know %s as a security code key', (key) => {
    expect(isCardSecurityKey(key)).toBe(true);
  });

  it.each(['code', 'incident', 'cidr', 'city', 'discount', 'accessCode'])(
    'should not take %s for one',
    (key) => {
      expect(isCardSecurityKey(key)).toBe(false);
    },
  );
});

describe('a log line scrubbed', () => {
  it('should remove card data at any depth, in keys and numbers, and pass a clean line on untouched', () => {
    const clean = { method: 'GET', path: '/api/v1.0/user/me', status: 200, durationMs: 1.2 };
    expect(scrubCardData(clean)).toBe(clean);

    const cycle: Record<string, unknown> = { note: 'card 4111111111111111' };
    cycle.self = cycle;
    const scrubbed = scrubCardData({
      a: [{ b: { c: 'paid 5555 5555 5555 4444' } }],
      cvv: '123',
      n: 4111111111111111,
      '4111111111111111': 'as a key',
      cycle,
      error: new Error('declined 4111-1111-1111-1111'),
    }) as Record<string, unknown>;
    const text = JSON.stringify({ ...scrubbed, cycle: (scrubbed.cycle as Record<string, unknown>).note });
    expect(text).not.toMatch(/4111.?1111.?1111.?1111|5555 5555/);
    expect(scrubbed.cvv).toBe('[redacted]');
    expect(scrubbed.n).toBe(REMOVED);
    expect(scrubbed[REMOVED]).toBe('as a key');
    expect(scrubbed.error).toMatchObject({ message: `declined ${REMOVED}` });
  });
});
