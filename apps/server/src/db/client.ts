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
  /** The embedded engine, when the database is PGlite (tests dump it as a template). */
  readonly pglite?: PGlite;
  /** Runs the committed SQL migrations (apps/server/drizzle). */
  migrate(): Promise<void>;
  /** Flushes everything to disk (PGlite runs with fsync off, so shutdown checkpoints). */
  checkpoint(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(packageDir, 'drizzle');

/**
 * Embedded PostgreSQL. `dataDir` persists to a folder (lock it first: two processes corrupt it), none keeps it
 * in memory, `loadDataDir` starts from a dump (the tests' migrated and seeded template).
 */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Database> {
  // pg_trgm serves the catalogue's partial part-number and typo-tolerant search (migration 0001).
  const extensions = { pg_trgm };
  const client = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir, extensions });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    checkpoint: async () => {
      await client.exec('CHECKPOINT');
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // Fail at start, not at the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const db = drizzleNodePg(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => migrateNodePg(db, { migrationsFolder }),
    checkpoint: async () => {},
    close: () => pool.end(),
  };
}
