import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { formatMessage } from '@b2b-portal/api/messages';
import { serve } from '@hono/node-server';
import { type CreateAppOptions, createApp } from './app';
import { resolveJwtSecret } from './auth/jwt-secret';
import { type Database, openPglite, openPgliteWorker, openPostgres } from './db/client';
import { type DataDirLock, lockDataDir, restrictDataDir } from './db/data-dir-lock';
import { seedIfEmpty } from './db/seed';
import { seedLargeCatalogue } from './db/seed-catalogue-large';
import { seedLargeDevices } from './db/seed-devices-large';
import { seedLargeOrders } from './db/seed-orders-large';
import { ensureStandardReports } from './db/seed-reports';
import type { Env } from './env';
import { createLogger, type Logger } from './logger';

export interface RunningServer {
  /** http://host:port of the listening socket. */
  readonly url: string;
  readonly port: number;
  readonly database: Database;
  /**
   * Stops accepting connections, lets the requests still running finish (SHUTDOWN_TIMEOUT_SECONDS, then their
   * connections are cut), runs `beforeDatabaseClose` (stopping background work), checkpoints and closes the
   * database, releases the data folder lock.
   */
  close(beforeDatabaseClose?: () => Promise<void>): Promise<void>;
}

/**
 * Opens the database of the environment: PostgreSQL when DATABASE_URL is set, otherwise PGlite in
 * DATA_DIR/pgdata under an exclusive lock of DATA_DIR (in a worker thread unless PGLITE_THREAD=main).
 * Migrates, seeds when empty.
 */
export async function openDatabase(
  env: Env,
  log: Logger,
): Promise<{ database: Database; lock: DataDirLock | null }> {
  if (env.DATABASE_URL) {
    const database = await openPostgres(env.DATABASE_URL, (error) =>
      log.warn('PostgreSQL ended an idle connection; the pool opens another when needed', {
        error: error.message,
      }),
    );
    return { database: await prepare(database, env, log), lock: null };
  }
  restrictDataDir(env.DATA_DIR);
  const lock = lockDataDir(env.DATA_DIR);
  try {
    const dataDir = path.join(env.DATA_DIR, 'pgdata');
    // In a worker thread, so that a long query (a search over 100,000 products) does not stop every request.
    const database = await (env.PGLITE_THREAD === 'worker' ? openPgliteWorker : openPglite)({ dataDir });
    // PGlite writes a new folder's first files from its archive with their modes (0666): made private again.
    restrictDataDir(env.DATA_DIR);
    return { database: await prepare(database, env, log), lock };
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function prepare(database: Database, env: Env, log: Logger): Promise<Database> {
  await database.migrate();
  // Issue 20: the standard reports exist with or without the demo data.
  await ensureStandardReports(database.db);
  if (
    env.DEMO_DATA === 'seed' &&
    (await seedIfEmpty(database.db, { vendorCredentialsKey: env.VENDOR_CREDENTIALS_KEY }))
  )
    log.info('seeded the demo data');
  if (env.SEED_SCALE === 'large') {
    // The benchmark seed: 100,000 products, then 200,000 orders and 100,000 invoices of Northwind.
    const added = await seedLargeCatalogue(database.db);
    if (added > 0) log.info('seeded the large catalogue', { products: added });
    const started = Date.now();
    const orders = await seedLargeOrders(database.db);
    if (orders > 0) log.info('seeded the large orders and invoices', { orders, ms: Date.now() - started });
    // Issue 19: 100,000 devices under Northwind's contracts.
    const deviceCount = await seedLargeDevices(database.db);
    if (deviceCount > 0) log.info('seeded the large devices', { devices: deviceCount });
  }
  return database;
}

/**
 * A request Node refuses before the app sees it. Request line and headers over Node's 16 KB (an oversized query,
 * issue 15 item 9) get the documents' Problem with a trace id, 431 `HeadersTooLarge`, instead of Node's bare
 * status line; anything else unparsable gets Node's own 400. The connection is closed either way.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex, log: Logger): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  if (error.code !== 'HPE_HEADER_OVERFLOW') {
    socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    return;
  }
  const traceId = randomUUID();
  const body = JSON.stringify({
    code: 'HeadersTooLarge',
    message: formatMessage('Http.HeadersTooLarge'),
    traceId,
  });
  log.warn('request refused: headers too large', { traceId, status: 431 });
  socket.end(
    [
      'HTTP/1.1 431 Request Header Fields Too Large',
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Cache-Control: no-store',
      `X-Trace-Id: ${traceId}`,
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}

/** How long an idle kept-alive connection stays open (see `listen`). */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * Serves the app on HOST:PORT (PORT 0 picks a free port) over an already prepared database.
 */
export async function listen(
  env: Env,
  database: Database,
  options: {
    log?: Logger;
    /** Runs after the database is closed (releases the data folder lock). */
    release?: () => void;
    /** Where a generated JWT secret is kept; without it (and without JWT_SECRET) it lives in the database. */
    secretDir?: string;
    app?: Partial<CreateAppOptions>;
  } = {},
): Promise<RunningServer> {
  const log = options.log ?? createLogger(env.LOG_LEVEL);
  const jwtSecret = await resolveJwtSecret({
    configured: env.JWT_SECRET,
    db: database.db,
    dataDir: options.secretDir,
  });
  const app = createApp({ env, database, jwtSecret, log, ...options.app });
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => resolve(s));
    s.once('error', reject);
  });
  // An idle kept-alive connection stays open 65 s (Node's default is 5 s): a client that sends on it just as the
  // server closes it reads ECONNRESET, and browsers retry that but other clients do not. Proxies and load
  // balancers close their idle upstream connections after 60 s, so they close first. Headers must arrive within
  // a second more, as Node requires of headersTimeout.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
  }
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) =>
    answerClientError(error, socket, log),
  );
  const port = (server.address() as AddressInfo).port;
  const host = env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST;

  let closing: Promise<void> | undefined;
  const close = (beforeDatabaseClose?: () => Promise<void>) => {
    closing ??= (async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Kept-alive connections wait idle for their next request: they are closed as soon as they are idle,
        // so a connection whose request is running closes right after its answer.
        const idle = setInterval(() => {
          if ('closeIdleConnections' in server) server.closeIdleConnections();
        }, 100);
        if ('closeIdleConnections' in server) server.closeIdleConnections();
        // Requests still running get SHUTDOWN_TIMEOUT_SECONDS to finish, then their connections are cut.
        const cut = setTimeout(() => {
          log.error('requests still running at the shutdown time limit: closing their connections');
          if ('closeAllConnections' in server) server.closeAllConnections();
        }, env.SHUTDOWN_TIMEOUT_SECONDS * 1000);
        server.once('close', () => {
          clearInterval(idle);
          clearTimeout(cut);
        });
      });
      try {
        await beforeDatabaseClose?.();
        await database.checkpoint();
      } finally {
        await database.close();
        options.release?.();
      }
    })();
    return closing;
  };
  return { url: `http://${host}:${port}`, port, database, close };
}
