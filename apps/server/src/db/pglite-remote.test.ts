import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RemotePglite, startPgliteWorker } from './pglite-remote';

/**
 * Notifications through the worker (issue 14, auth/login-state-cache.ts): a change's notification reaches the
 * server's thread before the statement that made it returns, only once it commits, and never when it rolls back.
 */

let db: RemotePglite;
const seen: string[] = [];

beforeAll(async () => {
  db = await startPgliteWorker();
  await db.exec(`
    create table watched (id int primary key, v int);
    create function watched_changed() returns trigger language plpgsql as $$
      begin perform pg_notify('watched_changed', 'row:' || new.id || ':' || new.v); return null; end $$;
    create trigger watched_changed after update on watched for each row execute function watched_changed();
    insert into watched values (1, 0);
  `);
  await db.listen('watched_changed', (payload) => seen.push(payload));
}, 60_000);
afterAll(() => db?.close());

describe('notifications from the database worker', () => {
  it('should deliver a change before the statement that made it returns', async () => {
    await db.query('update watched set v = 1 where id = 1');
    expect(seen).toEqual(['row:1:1']);
  });

  it('should deliver a transaction’s change at its commit, not before', async () => {
    await db.transaction(async (tx) => {
      await tx.query('update watched set v = 2 where id = 1');
      expect(seen).toEqual(['row:1:1']);
    });
    expect(seen).toEqual(['row:1:1', 'row:1:2']);
  });

  it('should deliver nothing of a transaction rolled back', async () => {
    await db
      .transaction(async (tx) => {
        await tx.query('update watched set v = 3 where id = 1');
        throw new Error('changed my mind');
      })
      .catch(() => {});
    await db.query('select 1');
    expect(seen).toEqual(['row:1:1', 'row:1:2']);
  });
});
