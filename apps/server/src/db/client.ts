import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { packageDir } from '../package-dir';
import { startPgliteWorker } from './pglite-remote';
import { setGenericPlanHandle } from './prepared';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';
/** A transaction of Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Where a query can run: the database or an open transaction. */
export type Executor = Db | Tx;

/** An open database: the drizzle handle plus what start-up and shutdown need. */
export interface Database {
  readonly db: Db;
  readonly kind: DatabaseKind;
  /** The data folder as a tarball, when the database is PGlite (tests keep it as their template). */
  dump?(): Promise<Blob>;
  /** Runs the committed SQL migrations (apps/server/drizzle). */
  migrate(): Promise<void>;
  /**
   * Calls `onPayload` with every notification on `channel` (PostgreSQL's LISTEN), delivered before the statement
   * that caused it returns. Only where that holds: PGlite, the one process of its folder. Absent on PostgreSQL,
   * where other instances write too and a notification arrives some time after their commit.
   */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<void>;
  /** Flushes everything to disk (PGlite runs with fsync off, so shutdown checkpoints). */
  checkpoint(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(packageDir, 'drizzle');

/**
 * PGlite's one session turns on the cart triggers' notifications (migration 0010): the one process of the
 * folder hears of every cart change before the statement returns, so it may keep live carts' answers.
 */
const NOTIFY_CARTS = "SET portal.notify_carts = 'on'";

/**
 * Embedded PostgreSQL in this thread. `dataDir` persists to a folder (lock it first: two processes corrupt it),
 * none keeps it in memory, `loadDataDir` starts from a dump (the tests' migrated and seeded template). Every
 * query stops this thread while it runs: the server opens PGlite with `openPgliteWorker`; tests, which answer
 * one call at a time, and the template builder use this.
 */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Database> {
  // pg_trgm serves the catalogue's partial part-number and typo-tolerant search (migration 0001).
  const extensions = { pg_trgm };
  const client = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir, extensions });
  await client.waitReady;
  await client.exec(NOTIFY_CARTS);
  return pgliteDatabase(client, {
    listen: async (channel, onPayload) => {
      await client.listen(channel, onPayload);
    },
    dump: () => client.dumpDataDir('none'),
    close: async () => {
      if (!client.closed) await client.close();
    },
  });
}

/**
 * Embedded PostgreSQL in a worker thread (`pglite-worker.ts`), so a long query never stops the server from
 * answering: the same database as `openPglite` (same options, same drizzle driver), with each query a message.
 */
export async function openPgliteWorker(
  options: { dataDir?: string; loadDataDir?: Blob } = {},
): Promise<Database> {
  const client = await startPgliteWorker(options);
  await client.exec(NOTIFY_CARTS);
  return pgliteDatabase(client as unknown as PGlite, {
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    dump: () => client.dumpDataDir(),
    close: () => client.close(),
  });
}

function pgliteDatabase(
  client: PGlite,
  own: Required<Pick<Database, 'listen' | 'dump' | 'close'>>,
): Database {
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    checkpoint: async () => {
      await client.exec('CHECKPOINT');
    },
    ...own,
  };
}

/** The connections of the pool of statements planned once for every value (db/prepared.ts `genericPlanHandle`). */
export const GENERIC_PLAN_CONNECTIONS = 4;

/**
 * A pool of up to 10 connections, each planning every statement for the values of its call (`plan_cache_mode`
 * `force_custom_plan`): a named statement (db/prepared.ts) is parsed once per connection, and never switches to a
 * generic plan, one for every value, which for a page of the order list walked a company's 200,000 orders for a
 * user who had none (2.7 s against 0.1 ms planned with the values). An idle connection that PostgreSQL ends (a restart, a failover,
 * pg_terminate_backend, idle_session_timeout) makes the pool emit 'error': without a listener that is an uncaught
 * exception that stops the whole server; with it the pool drops the connection and opens a new one when asked, and
 * `onIdleError` hears of it (the server logs a warning). Beside it a pool of up to `GENERIC_PLAN_CONNECTIONS` whose
 * connections plan a statement once for every value: only the shapes db/prepared.ts `genericPlanHandle`'s rule
 * admits run there (issue 19, session 33: the device search's pages without a filter, by contract end date, by
 * status, by part).
 */
export async function openPostgres(
  connectionString: string,
  onIdleError: (error: Error) => void = (error) =>
    console.warn(`PostgreSQL ended an idle connection: ${error.message}`),
): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10, options: '-c plan_cache_mode=force_custom_plan' });
  pool.on('error', onIdleError);
  // The statements whose best plan does not depend on their values (db/prepared.ts `genericPlanHandle`, which says
  // which may run there): planned once per connection, for every value, and never compiled (`jit`).
  const genericPool = new pg.Pool({
    connectionString,
    max: GENERIC_PLAN_CONNECTIONS,
    options: '-c plan_cache_mode=force_generic_plan -c jit=off',
  });
  genericPool.on('error', onIdleError);
  // Fail at start, not at the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const db = drizzleNodePg(pool, { schema });
  setGenericPlanHandle(db as unknown as Db, drizzleNodePg(genericPool, { schema }) as unknown as Db);
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => migrateNodePg(db, { migrationsFolder }),
    checkpoint: async () => {},
    close: async () => {
      await Promise.all([pool.end(), genericPool.end()]);
    },
  };
}
