import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { type CreateAppOptions, createApp } from './app';
import { resolveJwtSecret } from './auth/jwt-secret';
import { DEFAULT_PASSWORD_HASH_COST, MIN_PASSWORD_HASH_COST, setPasswordHashCost } from './auth/password';
import { TokenService } from './auth/tokens';
import { type Database, migrationsFolder, openPglite } from './db/client';
import { logins, users } from './db/schema';
import { seedIfEmpty } from './db/seed';
import { type Env, parseEnv } from './env';
import type { AppEnv } from './http/context';
import { createLogger } from './logger';
import { listen } from './server';
import { type ConformanceChecker, createConformanceChecker } from './test-support/conformance';
import { scratchDir } from './test-support/scratch';

export { DEMO_PASSWORD, demoCompanies, demoUsers } from './db/seed-data';
export type { Env } from './env';

/**
 * Test helpers for this and other packages: a real server over a PGlite that is already migrated and seeded.
 * Migrating and seeding takes seconds, so it is done once into a template in
 * the OS temp folder, keyed by the migrations and the seed's sources: a dump, and a data folder made from it.
 * Every database is a copy of that folder (copying and opening it costs about half of loading the dump into
 * a fresh in-memory instance), removed again when it is closed. vitest's globalSetup (test-support/
 * global-setup.ts) prepares the template before the workers start, so they do not build it twice.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const templateInputs = () => [
  ...readdirSync(migrationsFolder)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => path.join(migrationsFolder, name)),
  // The journal's timestamps say which migrations a database has had (drizzle runs those later than its last):
  // a template kept across a renumbering would have a server run a migration again ("already exists").
  path.join(migrationsFolder, 'meta', '_journal.json'),
  ...readdirSync(path.join(here, 'db'))
    .filter((name) => name.startsWith('seed') && name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .sort()
    .map((name) => path.join(here, 'db', name)),
  path.join(here, 'auth/password.ts'),
  path.join(here, 'auth/password-complexity.ts'),
  path.join(path.dirname(createRequire(import.meta.url).resolve('@b2b-portal/api')), 'enumerations.ts'),
  path.join(path.dirname(createRequire(import.meta.url).resolve('@b2b-portal/flows/rules')), 'password.ts'),
];

let template: Promise<string> | undefined;

function templateKey(): string {
  const require = createRequire(import.meta.url);
  const pgliteManifest = path.join(
    path.dirname(require.resolve('@electric-sql/pglite')),
    '..',
    'package.json',
  );
  const hash = createHash('sha256')
    .update(readFileSync(pgliteManifest))
    .update(`password hash cost ${MIN_PASSWORD_HASH_COST}`)
    // The seed dates its documents from the moment it runs ('created 6 days ago') and the server's lists filter
    // by calendar day (the UTC date, e.g. quotes/store.ts): a template kept from an earlier day would put those
    // documents a day further back.
    .update(`seeded on ${new Date().toISOString().slice(0, 10)}`);
  for (const file of templateInputs()) hash.update(file).update(readFileSync(file));
  return hash.digest('hex').slice(0, 24);
}

const templatesDir = () => path.join(tmpdir(), 'b2b-portal-server-templates');

/**
 * Migrates and seeds a test template database, PGlite's here or PostgreSQL's (test-support/postgres-template.ts),
 * so the two engines' tests start from the same data.
 */
export async function migrateAndSeedTemplate(database: Database): Promise<void> {
  await database.migrate();
  // The demo users' hashes at the lowest cost a deployment may choose: tests sign in hundreds of times, and at
  // OWASP's 2^17 each sign-in takes a core for about a second (password.test.ts covers that cost).
  setPasswordHashCost(MIN_PASSWORD_HASH_COST);
  try {
    await seedIfEmpty(database.db);
  } finally {
    setPasswordHashCost(DEFAULT_PASSWORD_HASH_COST);
  }
  // A JWT secret in app_settings, so every copy signs alike (an env JWT_SECRET still wins).
  await resolveJwtSecret({ configured: undefined, db: database.db, dataDir: undefined });
}

/** The migrated and seeded dump (a tarball of the data folder), built when missing. */
async function templateDump(cacheFile: string, options: { ignoreCache?: boolean }): Promise<Blob> {
  if (!options.ignoreCache) {
    try {
      return new Blob([readFileSync(cacheFile)]);
    } catch {
      // Not cached yet.
    }
  }
  const database = await openPglite();
  try {
    await migrateAndSeedTemplate(database);
    const dump = await database.dump!();
    const temporary = `${cacheFile}.${process.pid}.tmp`;
    writeFileSync(temporary, new Uint8Array(await dump.arrayBuffer()));
    renameSync(temporary, cacheFile);
    return dump;
  } finally {
    await database.close();
  }
}

/**
 * Removes the templates of other keys not touched for a day (an older seed, or an earlier day's: the key changes
 * daily), so the temp folder keeps about one template per checkout instead of growing by 90 MB a day. A day's
 * grace leaves alone what another checkout's run may be copying.
 */
function pruneTemplates(keep: string): void {
  const dayAgo = Date.now() - 86_400_000;
  for (const name of readdirSync(templatesDir())) {
    if (name.startsWith(keep)) continue;
    const entry = path.join(templatesDir(), name);
    try {
      if (statSync(entry).mtimeMs < dayAgo) rmSync(entry, { recursive: true, force: true });
    } catch {
      // Removed by another run meanwhile.
    }
  }
}

/** The template's data folder (made from the dump once); its path. */
async function buildTemplate(options: { ignoreCache?: boolean } = {}): Promise<string> {
  mkdirSync(templatesDir(), { recursive: true });
  const key = templateKey();
  const dataDir = path.join(templatesDir(), key);
  if (!options.ignoreCache && existsSync(path.join(dataDir, 'PG_VERSION'))) return dataDir;
  pruneTemplates(key);
  const dump = await templateDump(path.join(templatesDir(), `${key}.tar`), options);
  // Made beside and renamed into place, so a worker never copies a half-written folder.
  const temporary = mkdtempSync(`${dataDir}.tmp-`);
  const database = await openPglite({ dataDir: temporary, loadDataDir: dump });
  await database.checkpoint();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  try {
    renameSync(temporary, dataDir);
  } catch (error) {
    // Another process put its identical folder there first.
    rmSync(temporary, { recursive: true, force: true });
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) throw error;
  }
  return dataDir;
}

/** Builds the template when missing (vitest's globalSetup calls it once before the workers start). */
export async function prepareTestTemplate(): Promise<void> {
  template ??= buildTemplate();
  await template;
}

/** Copies the migrated and seeded data folder to `target` (a server process's DATA_DIR/pgdata). */
export async function copySeededDataDir(target: string): Promise<void> {
  template ??= buildTemplate();
  cpSync(await template, target, { recursive: true });
}

/** A copy of the template's folder, opened; the copy is removed when the database is closed. */
async function openCopy(templateDir: string): Promise<Database> {
  const copy = mkdtempSync(path.join(scratchDir(), 'b2b-portal-test-db-'));
  try {
    cpSync(templateDir, copy, { recursive: true });
    const database = await openPglite({ dataDir: copy });
    return {
      ...database,
      close: async () => {
        try {
          await database.close();
        } finally {
          rmSync(copy, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    rmSync(copy, { recursive: true, force: true });
    throw error;
  }
}

/** A fresh PGlite holding the migrated and seeded demo data (a copy of the template, its own folder). */
export async function openSeededTestDatabase(): Promise<Database> {
  template ??= buildTemplate();
  try {
    return await openCopy(await template);
  } catch (error) {
    // A damaged cached template: build it afresh once.
    template = buildTemplate({ ignoreCache: true });
    return openCopy(await template).catch(() => Promise.reject(error));
  }
}

let conformance: ConformanceChecker | undefined;

/**
 * Every test server and test app checks its answers against the OpenAPI document (`test-support/conformance.ts`);
 * the server's vitest setup fails a test whose calls broke it.
 */
function conformanceMiddleware() {
  conformance ??= createConformanceChecker();
  return [conformance.middleware];
}

/**
 * A test server's settings. Its password hash cost is the lowest a deployment may choose, as the seeded users'
 * hashes are, and as the spawned processes' (test-support/process.ts): at the default 2^17 a sign-in of an
 * unknown user (scrypt on a dummy hash), a new password or a new user costs a core for about half a second, and
 * session.test's 30 sprayed sign-ins alone took 19 s. A test that passes PASSWORD_HASH_COST gets its own.
 */
function testEnv(overrides: Partial<Env> = {}): Env {
  const env = {
    ...parseEnv({
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'error',
      PASSWORD_HASH_COST: String(MIN_PASSWORD_HASH_COST),
    }),
    ...overrides,
  };
  // Process-wide, as main.ts sets it at start (test files of a worker share the module: each app sets its own).
  setPasswordHashCost(env.PASSWORD_HASH_COST);
  return env;
}

export interface TestServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Starts the real HTTP server on 127.0.0.1 on a free port over its own copy of the seeded database.
 * `env` overrides parsed variables (DATABASE_URL and DATA_DIR are ignored: the database is in memory).
 */
export async function startTestServer(options: { env?: Partial<Env> } = {}): Promise<TestServer> {
  const env = testEnv({
    ...options.env,
    HOST: '127.0.0.1',
    PORT: options.env?.PORT ?? 0,
    DATABASE_URL: undefined,
  });
  const database = await openSeededTestDatabase();
  const server = await listen(env, database, {
    log: createLogger(env.LOG_LEVEL),
    app: { middleware: conformanceMiddleware() },
  });
  return { url: server.url, close: server.close };
}

export interface TestApp {
  app: Hono<AppEnv>;
  database: Database;
  env: Env;
  /**
   * An access token for a seeded user without the password check (a login row and a token, as the login call
   * would make them): for route tests that are not about signing in and should not pay scrypt's cost.
   */
  signIn(username: string): Promise<string>;
  close(): Promise<void>;
}

/** The app over its own copy of the seeded database, for `app.request()` tests without a socket. */
export async function createTestApp(
  options: { env?: Partial<Env> } & Partial<Omit<CreateAppOptions, 'env' | 'database'>> = {},
): Promise<TestApp> {
  const { env: envOverrides, ...appOptions } = options;
  const env = testEnv(envOverrides);
  const database = await openSeededTestDatabase();
  const jwtSecret = await resolveJwtSecret({
    configured: env.JWT_SECRET,
    db: database.db,
    dataDir: undefined,
  });
  const app = createApp({
    env,
    database,
    jwtSecret,
    log: createLogger(env.LOG_LEVEL),
    middleware: conformanceMiddleware(),
    ...appOptions,
  });
  const tokens = new TokenService(jwtSecret, env.ACCESS_TOKEN_TTL_SECONDS);
  return {
    app,
    database,
    env,
    signIn: signInWith(database, tokens),
    close: () => database.close(),
  };
}
export { createApp } from './app';

/** Signs a seeded user in without a password (a login row and an access token), for tests on any database. */
export function signInWith(database: Database, tokens: TokenService): (username: string) => Promise<string> {
  return async (username) => {
    const [user] = await database.db
      .select({ id: users.id, companyId: users.companyId })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${username})`);
    if (!user) throw new Error(`No user ${username}`);
    const [created] = await database.db
      .insert(logins)
      .values({ userId: user.id })
      .returning({ id: logins.id });
    return tokens.issueAccessToken({ userId: user.id, loginId: created!.id, companyId: user.companyId });
  };
}
