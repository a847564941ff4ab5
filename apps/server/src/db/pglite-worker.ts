import { parentPort } from 'node:worker_threads';
import { PGlite, type Results, type Transaction, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The embedded database's own thread (`worker_threads`; bundled into dist/pglite-worker.js). PGlite runs
 * PostgreSQL in WebAssembly synchronously: in the server's thread every query would stop all requests until it
 * ends. Here it owns the database and answers the requests of `pglite-remote.ts`, one at a time, with rows
 * already parsed; the server's thread only maps them.
 *
 * A transaction is a session: `begin` takes PGlite's transaction lock and answers once BEGIN ran, the session's
 * queries run inside it, `end` commits or rolls back. Plain queries wait behind an open session (PGlite has one
 * connection), as they do on PGlite in-process.
 */

export interface WorkerOptions {
  dataDir?: string;
  loadDataDir?: Blob;
}

export type WorkerRequest = { id: number } & (
  | { op: 'query'; sql: string; params: unknown[]; rowMode: 'array' | 'object'; session?: number }
  | { op: 'exec'; sql: string; session?: number }
  | { op: 'begin' }
  | { op: 'end'; session: number; commit: boolean }
  | { op: 'dump' }
  | { op: 'listen'; channel: string }
  | { op: 'close' }
);

/** A PostgreSQL error's fields (SQLSTATE `code`, `constraint`, …) as plain data; `name` and `message` too. */
export type WorkerError = { message: string; [field: string]: string | number | undefined };

export type WorkerReply =
  | { id: number; ok: true; value: unknown }
  /** A notification on a channel the server listens on: posted before the reply of the statement that caused it. */
  | { notify: string; payload: string }
  | { id: number; ok: false; error: WorkerError }
  | { ready: true }
  | { ready: false; error: WorkerError };

/**
 * drizzle's PGlite driver reads dates, timestamps and intervals as the text PostgreSQL sends (its parsers keep
 * them); functions cannot cross threads, so the worker applies the same ones to every query.
 */
const keepText = (value: string) => value;
const parsers = {
  [types.TIMESTAMP]: keepText,
  [types.TIMESTAMPTZ]: keepText,
  [types.INTERVAL]: keepText,
  [types.DATE]: keepText,
  1231: keepText, // numeric[]
  1115: keepText, // timestamp[]
  1185: keepText, // timestamptz[]
  1187: keepText, // interval[]
  1182: keepText, // date[]
};

/** The fields of pg-protocol's DatabaseError that callers read (e.g. 23505 → 409). */
const errorFields = [
  'name',
  'code',
  'severity',
  'detail',
  'hint',
  'position',
  'where',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
] as const;

function plainError(error: unknown): WorkerError {
  if (!(error instanceof Error)) return { message: String(error) };
  const plain: WorkerError = { message: error.message };
  for (const field of errorFields) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') plain[field] = value;
  }
  return plain;
}

function plainResult(result: Results<unknown>): {
  rows: unknown[];
  fields: Results['fields'];
  affectedRows?: number;
} {
  return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
}

async function serve(port: NonNullable<typeof parentPort>, options: WorkerOptions): Promise<void> {
  const reply = (message: WorkerReply) => port.postMessage(message);
  let db: PGlite;
  try {
    // pg_trgm serves the catalogue's partial part-number and typo-tolerant search (migration 0001).
    db = new PGlite({ ...options, extensions: { pg_trgm } });
    await db.waitReady;
  } catch (error) {
    reply({ ready: false, error: plainError(error) });
    return;
  }

  let nextSession = 1;
  /** Open transactions: PGlite's transaction handle and `end`, which commits or rolls back and settles. */
  const sessions = new Map<number, { tx: Transaction; end: (commit: boolean) => Promise<void> }>();
  const within = (session: number | undefined) => {
    if (session === undefined) return db;
    const open = sessions.get(session);
    if (!open) throw new Error('Transaction is closed');
    return open.tx;
  };
  /** Waits for PGlite's transaction lock, runs BEGIN, answers the session's number. */
  const begin = () =>
    new Promise<number>((began, refused) => {
      const session = nextSession++;
      let decide: (commit: boolean) => void = () => {};
      const decided = new Promise<boolean>((resolve) => {
        decide = resolve;
      });
      let started = false;
      const finished: Promise<void> = db.transaction(async (tx) => {
        started = true;
        sessions.set(session, {
          tx,
          end: (commit) => {
            decide(commit);
            return finished;
          },
        });
        began(session);
        const commit = await decided;
        sessions.delete(session);
        if (!commit) await tx.rollback();
      });
      // Before BEGIN ran, a failure refuses `begin`; after, `end` reports it (e.g. COMMIT failed).
      finished.catch((error) => {
        if (!started) refused(error);
      });
    });

  port.on('message', async (request: WorkerRequest) => {
    const { id } = request;
    try {
      switch (request.op) {
        case 'query': {
          const result = await within(request.session).query(request.sql, request.params, {
            rowMode: request.rowMode,
            parsers,
          });
          reply({ id, ok: true, value: plainResult(result) });
          return;
        }
        case 'exec': {
          const results = await within(request.session).exec(request.sql);
          reply({ id, ok: true, value: results.map(plainResult) });
          return;
        }
        case 'begin':
          reply({ id, ok: true, value: await begin() });
          return;
        case 'end': {
          const open = sessions.get(request.session);
          if (!open) throw new Error('Transaction is closed');
          await open.end(request.commit);
          reply({ id, ok: true, value: undefined });
          return;
        }
        case 'dump':
          reply({ id, ok: true, value: await db.dumpDataDir('none') });
          return;
        case 'listen': {
          const channel = request.channel;
          await db.listen(channel, (payload) => reply({ notify: channel, payload }));
          reply({ id, ok: true, value: undefined });
          return;
        }
        case 'close':
          if (!db.closed) await db.close();
          reply({ id, ok: true, value: undefined });
          return;
      }
    } catch (error) {
      reply({ id, ok: false, error: plainError(error) });
    }
  });
  reply({ ready: true });
}

if (parentPort) {
  const port = parentPort;
  port.once('message', (options: WorkerOptions) => {
    void serve(port, options);
  });
}
