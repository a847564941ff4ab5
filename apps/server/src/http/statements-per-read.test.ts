import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startPostgresApp } from '../features/cart/throwaway-postgres';
import { skipPostgresTests } from '../test-support/postgres';
import { createTestApp } from '../testing';

/**
 * Issue 14: the statements a simple read costs once its caller is known. PGlite keeps the login's state, the
 * caller and the live cart (its notifications say when they change): none. PostgreSQL reads the login's state on
 * every call, so a logout or a disabled user counts at once on every instance (auth-cache.test.ts), the cart's
 * stamp in that same statement: one. A second statement in this path is a regression.
 */

const READS = ['/api/v1.0/user/me', '/api/v1.0/ShoppingCart/getShoppingCart'];
const CALLS = 20;

let statements = 0;
const pgQuery = pg.Client.prototype.query;
afterAll(() => {
  pg.Client.prototype.query = pgQuery;
});

describe.each([
  { engine: 'PGlite', skip: false, expected: 0 },
  { engine: 'PostgreSQL', skip: skipPostgresTests, expected: 1 },
])('statements per simple read on $engine', ({ engine, skip, expected }) => {
  it.skipIf(skip)(
    `should make ${expected} a call for user/Me and the cart`,
    async () => {
      const t =
        engine === 'PGlite'
          ? await createTestApp({ env: { LOG_LEVEL: 'silent' } })
          : await startPostgresApp();
      try {
        if (engine === 'PGlite') {
          const client = (
            t.database.db as unknown as { $client: Record<string, (...args: unknown[]) => unknown> }
          ).$client;
          for (const method of ['query', 'exec', 'transaction']) {
            const original = client[method]!.bind(client);
            client[method] = (...args: unknown[]) => {
              statements += 1;
              return original(...args);
            };
          }
        } else {
          pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
            statements += 1;
            return (pgQuery as (...args: unknown[]) => unknown).apply(this, args);
          } as typeof pg.Client.prototype.query;
        }
        const token = await t.signIn('buyer@northwind.example');
        for (const path of READS) {
          const call = () => t.app.request(path, { headers: { Authorization: `Bearer ${token}` } });
          expect((await call()).status).toBe(200);
          statements = 0;
          for (let index = 0; index < CALLS; index++) expect((await call()).status, path).toBe(200);
          // The cached caller is read again every 5 s: on a loaded machine the calls can span such a reload or
          // two, which is not a statement per call. A statement more per call would count CALLS more.
          expect(statements, path).toBeGreaterThanOrEqual(expected * CALLS);
          expect(statements, path).toBeLessThan((expected + 1) * CALLS);
        }
      } finally {
        pg.Client.prototype.query = pgQuery;
        await t.close();
      }
    },
    300_000,
  );
});
