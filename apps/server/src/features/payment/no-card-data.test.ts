import { ConvertedCard, PaymentInfoRequestCreated } from '@b2b-portal/api';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Logger } from '../../logger';
import { createTestApp, type TestApp } from '../../testing';
import { SANDBOX_TEST_CARDS } from './test-cards';
import { paymentClient, testCard } from './testing';

/**
 * The server never stores or logs a card number or security code (issue 5, ARCHITECTURE "Security"): after every
 * kind of card entry the whole database and everything the server wrote to its log and to stdout/stderr are
 * searched for them.
 */

const logged: string[] = [];
const log: Logger = {
  info: (message, fields) => logged.push(JSON.stringify({ message, ...fields })),
  warn: (message, fields) => logged.push(JSON.stringify({ message, ...fields })),
  error: (message, fields) => logged.push(JSON.stringify({ message, ...fields })),
};
const numbers = Object.values(SANDBOX_TEST_CARDS);
const securityCodes = ['7391', '739'];

let t: TestApp;

async function select<T>(query: SQL): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
let client: ReturnType<typeof paymentClient>;

beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'info' }, log });
  client = paymentClient(t.app);
});
afterAll(() => t?.close());

async function enterEveryKindOfCard() {
  const buyer = await t.signIn('buyer@northwind.example');
  for (const number of numbers) {
    await client.payWith(number, { token: buyer, saveCreditCardInfo: true });
  }
  // Refused by the tokenizer: wrong code length, expired, not a test card, malformed.
  const protectToken = await client.protectToken({ token: buyer });
  await client.tokenize(protectToken, testCard(SANDBOX_TEST_CARDS.amex, { securityCode: '739' }));
  await client.tokenize(protectToken, testCard(SANDBOX_TEST_CARDS.visa, { expirationYear: 2001 }));
  await client.tokenize(protectToken, testCard('4242 4242 4242 4242'));
  await client.send('POST', '/sandbox/card-processor/v1/sessions', {
    json: { protectToken, cardNumber: SANDBOX_TEST_CARDS.visa, securityCode: { code: '7391' } },
  });
  // A card number where the API expects a session id: the portal's API must not keep it either.
  await client.convert(SANDBOX_TEST_CARDS.visa, protectToken, { token: buyer });

  // A payment info request paid by a signed-out person, and a saved card deleted.
  const request = PaymentInfoRequestCreated.parse(
    (
      await client.api('POST', 'v1.0/paymentinforequest/add', {
        token: buyer,
        json: {
          documentType: 8,
          title: 'Quote',
          amount: '10.00',
          recipientName: 'AP',
          recipientEmail: 'ap@example.com',
        },
      })
    ).body,
  );
  await client.payWith(SANDBOX_TEST_CARDS.amex, { paymentInfoRequestID: request.id });
  const saved = ConvertedCard.parse(
    (await client.payWith(SANDBOX_TEST_CARDS.mastercard, { token: buyer, saveCreditCardInfo: true })).body,
  );
  await client.api('DELETE', 'V1.0/companyuser/deletePaymentMethod', {
    token: buyer,
    query: { id: saved.paymentInfoID },
  });

  // A client that logs a failed card call with its body anyway.
  const clientLog = await client.api('POST', 'v1.0/log/client', {
    token: buyer,
    json: {
      entries: [
        {
          level: 'Error',
          message: 'card call failed',
          timestamp: new Date().toISOString(),
          request: {
            method: 'POST',
            path: '/api/v1.0/creditcardpayment/convertSessionToToken',
            status: 422,
            body: { sessionID: 'x', creditCardNumber: SANDBOX_TEST_CARDS.visa, securityCode: '7391' },
          },
        },
        {
          level: 'Error',
          message: 'tokenizer failed',
          timestamp: new Date().toISOString(),
          request: {
            method: 'POST',
            path: '/sandbox/card-processor/v1/sessions',
            status: 400,
            body: { cardNumber: SANDBOX_TEST_CARDS.amex, securityCode: '7391' },
          },
        },
      ],
    },
  });
  expect(clientLog.status, clientLog.text).toBe(200);
}

describe('card numbers and security codes', () => {
  it('should appear nowhere in the database nor in what the server logged', async () => {
    const written: string[] = [];
    const capture = (stream: NodeJS.WriteStream) =>
      vi.spyOn(stream, 'write').mockImplementation((chunk: unknown) => {
        written.push(String(chunk));
        return true;
      });
    const spies = [capture(process.stdout), capture(process.stderr)];
    try {
      await enterEveryKindOfCard();
    } finally {
      for (const spy of spies) spy.mockRestore();
    }

    const tables = await select<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    let scanned = 0;
    for (const { table_name } of tables) {
      const dump = await select<{ row: string }>(
        sql`select row_to_json(t)::text as row from ${sql.identifier(table_name)} t`,
      );
      for (const { row } of dump) {
        scanned++;
        for (const number of numbers) expect(row, table_name).not.toContain(number);
      }
    }
    expect(scanned).toBeGreaterThan(100);

    // Security codes are short: look for them in the payment tables' text and jsonb columns that are not ids or
    // tokens (random ids and tokens may contain any digits).
    const columns = await select<{ table_name: string; column_name: string }>(
      sql`select table_name, column_name from information_schema.columns
          where table_schema = 'public'
            and table_name in ('payment_infos', 'payment_info_requests', 'card_sandbox_sessions', 'client_logs')
            and data_type in ('text', 'jsonb', 'character varying')
            and column_name not in ('id', 'vault_token', 'protect_token', 'trace_id')`,
    );
    expect(columns.length).toBeGreaterThanOrEqual(15);
    for (const { table_name, column_name } of columns) {
      const values = await select<{ value: string | null }>(
        sql`select ${sql.identifier(column_name)}::text as value from ${sql.identifier(table_name)}`,
      );
      for (const { value } of values) {
        for (const code of securityCodes) {
          expect(value ?? '', `${table_name}.${column_name}`).not.toMatch(
            new RegExp(`(^|\\D)${code}(\\D|$)`),
          );
        }
      }
    }

    const output = [...logged, ...written].join('\n');
    for (const number of numbers) {
      expect(output).not.toContain(number);
      expect(output).not.toContain(number.replace(/(\d{4})/g, '$1 ').trim());
    }
    expect(output).not.toMatch(/"securityCode"\s*:\s*"\d/);
  });
});
