import type { Hono } from 'hono';
import { createApp } from '../../app';
import { resolveJwtSecret } from '../../auth/jwt-secret';
import { TokenService } from '../../auth/tokens';
import type { Database } from '../../db/client';
import { type Env, parseEnv } from '../../env';
import type { AppEnv } from '../../http/context';
import { createLogger } from '../../logger';
import { openDatabase } from '../../server';
import { startSeededPostgres } from '../../test-support/postgres';
import { signInWith } from '../../testing';

/**
 * A PostgreSQL 15 database of its own with the app migrated and seeded on it (a copy of the run's template
 * database, `startSeededPostgres`), for tests that need real concurrent transactions (PGlite runs one at a time).
 */

export { skipPostgresTests } from '../../test-support/postgres';

export interface PostgresApp {
  app: Hono<AppEnv>;
  env: Env;
  database: Database;
  signIn(username: string): Promise<string>;
  close(): Promise<void>;
}

export async function startPostgresApp(): Promise<PostgresApp> {
  const cluster = await startSeededPostgres('b2b-cart-pg-');
  try {
    const env = parseEnv({ DATABASE_URL: cluster.url, LOG_LEVEL: 'silent' });
    const { database } = await openDatabase(env, createLogger('silent'));
    const jwtSecret = await resolveJwtSecret({ configured: undefined, db: database.db, dataDir: undefined });
    const app = createApp({ env, database, jwtSecret, log: createLogger('silent') });
    const tokens = new TokenService(jwtSecret, env.ACCESS_TOKEN_TTL_SECONDS);
    return {
      app,
      env,
      database,
      signIn: signInWith(database, tokens),
      async close() {
        await database.close();
        cluster.stop();
      },
    };
  } catch (error) {
    cluster.stop();
    throw error;
  }
}
