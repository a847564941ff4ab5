import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, describeError } from '../../logger';
import { createTestApp, type TestApp } from '../../testing';

/**
 * The server's own log lines (issue 15 item 8): a card number that reaches a line, in its message, in any field
 * at any depth, in an error's message and stack or in a request's path, is removed, and so is the value of a
 * field named like a security code.
 */

const written: string[] = [];
const stream = { write: (line: string) => written.push(line) };
const PANS = [
  '4111 1111 1111 1111',
  '5555-5555-5555-4444',
  '378282246310005',
  '4012888888881881',
  '6011111111111117',
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'info' }, log: createLogger('info', stream) });
});
afterAll(() => t?.close());

describe('card data in the server log', () => {
  it('should remove card numbers and security codes from every line', () => {
    written.length = 0;
    const log = createLogger('info', stream);
    log.info('search for 4111 1111 1111 1111', {
      url: '/api/v1.0/Product/search?keyword=5555-5555-5555-4444',
      payment: { attempt: { card: 378282246310005, cvc: '123', card_code: 4321, note: 'cvv: 987' } },
      order: 'SO-000123456',
      id: 'c56a4180-65aa-42ec-a945-5fd21dec0538',
      notCard: '4111111111111112',
    });
    log.error('unexpected error', describeError(new Error('card 4012888888881881 declined')));
    log.warn('retrying', { error: new Error('declined 6011111111111117') });

    const output = written.join('\n');
    for (const pan of PANS) expect(output).not.toContain(pan);
    expect(output).not.toMatch(/"(cvc|card_code)":"?\d/);
    const [search, error] = written.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(search).toMatchObject({
      message: 'search for [card number removed]',
      url: '/api/v1.0/Product/search?keyword=[card number removed]',
      payment: {
        attempt: {
          card: '[card number removed]',
          cvc: '[redacted]',
          card_code: '[redacted]',
          note: 'cvv: [redacted]',
        },
      },
      order: 'SO-000123456',
      id: 'c56a4180-65aa-42ec-a945-5fd21dec0538',
      notCard: '4111111111111112',
    });
    expect(error).toMatchObject({ error: 'card [card number removed] declined' });
    expect(String(error?.stack)).toContain('card [card number removed] declined');
  });

  it("should remove a card number from a request line's path and query keys", async () => {
    written.length = 0;
    const response = await t.app.request('/api/v1.0/orders/4111111111111111?5555555555554444=1', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(response.status).toBe(404);
    const output = written.join('\n');
    expect(output).toContain('"message":"request"');
    expect(output).not.toContain('4111111111111111');
    expect(output).not.toContain('5555555555554444');
    expect(output).toContain('/api/v1.0/orders/[card number removed]');
  });
});
