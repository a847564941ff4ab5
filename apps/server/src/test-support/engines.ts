import type { Hono } from 'hono';
import { afterAll, beforeAll, describe } from 'vitest';
import { resolveJwtSecret } from '../auth/jwt-secret';
import { TokenService } from '../auth/tokens';
import type { Database } from '../db/client';
import { parseEnv } from '../env';
import { type Caller, callerFor } from '../features/cart/testing';
import type { AppEnv } from '../http/context';
import { createLogger } from '../logger';
import { openDatabase } from '../server';
import { createApp, createTestApp, signInWith } from '../testing';
import { type PostgresCluster, skipPostgresTests, startSeededPostgres } from './postgres';

/** One engine's seeded app, as a scenario sees it. */
export interface EngineSubject {
  database: Database;
  app: Hono<AppEnv>;
  /** An access token of a seeded user, signed in now (so permissions granted before are in it). */
  signIn(username: string): Promise<string>;
  /** A new tab of the user, signed in now. */
  as(username: string): Promise<Caller>;
}

/**
 * Runs one scenario on PGlite and on PostgreSQL 15 (skipped where PostgreSQL cannot start, `skipPostgresTests`),
 * each over a freshly seeded database of its own (on PostgreSQL a copy of the run's template database,
 * `startSeededPostgres`): the features that must answer the same on both engines (orders, invoices, blanket POs,
 * shipments, search…) share this frame instead of writing it out per file. `env` adds settings for both (e.g. a
 * sandbox key).
 */
export function describeOnBothEngines(
  name: string,
  scenario: (subject: () => EngineSubject) => void,
  options: { env?: Record<string, string> } = {},
): void {
  describe(`${name} on PGlite`, () => {
    let subject: EngineSubject;
    let close: (() => Promise<void>) | undefined;
    beforeAll(async () => {
      const env = parseEnv({ HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'silent', ...options.env });
      const t = await createTestApp({ env });
      close = t.close;
      subject = {
        database: t.database,
        app: t.app,
        signIn: t.signIn,
        as: async (username) => callerFor(t.app, await t.signIn(username)),
      };
    }, 300_000);
    afterAll(async () => {
      await close?.();
    });
    scenario(() => subject);
  });

  describe.skipIf(skipPostgresTests)(`${name} on PostgreSQL 15`, () => {
    let cluster: PostgresCluster | undefined;
    let database: Database | undefined;
    let subject: EngineSubject;
    beforeAll(async () => {
      cluster = await startSeededPostgres();
      const env = parseEnv({ DATABASE_URL: cluster.url, LOG_LEVEL: 'silent', ...options.env });
      const opened = (await openDatabase(env, createLogger('silent'))).database;
      database = opened;
      const jwtSecret = await resolveJwtSecret({ configured: undefined, db: opened.db, dataDir: undefined });
      const app = createApp({ env, database: opened, jwtSecret, log: createLogger('silent') });
      const tokens = new TokenService(jwtSecret, env.ACCESS_TOKEN_TTL_SECONDS);
      const signIn = signInWith(opened, tokens);
      subject = {
        database: opened,
        app,
        signIn,
        as: async (username) => callerFor(app, await signIn(username)),
      };
    }, 120_000);
    afterAll(async () => {
      await database?.close();
      cluster?.stop();
    });
    scenario(() => subject);
  });
}
