import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';
import type { WorkerError, WorkerOptions, WorkerReply, WorkerRequest } from './pglite-worker';

/**
 * The server thread's side of the PGlite worker (`pglite-worker.ts`): the part of PGlite's client that drizzle's
 * PGlite driver calls (`query`, `exec`, `transaction`), each call a message to the worker. A failed query
 * rejects with an Error carrying PostgreSQL's fields (`code` 23505, `constraint`, …), like PGlite's own.
 */

type Call = {
  [Op in WorkerRequest['op']]: Omit<Extract<WorkerRequest, { op: Op }>, 'id'>;
}[WorkerRequest['op']];

/** What drizzle's PGlite session calls on a client or on a transaction. */
interface Queryable {
  query<T>(sql: string, params?: unknown[], options?: { rowMode?: 'array' | 'object' }): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

export interface RemotePglite extends Queryable {
  transaction<T>(
    callback: (tx: Queryable & { rollback(): Promise<void>; closed: boolean }) => Promise<T>,
  ): Promise<T>;
  /** The data folder as a tarball, as `PGlite.dumpDataDir('none')`. */
  dumpDataDir(): Promise<Blob>;
  /** Calls `onPayload` with each notification on `channel`, before the reply of the statement that caused it. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<void>;
  readonly closed: boolean;
  close(): Promise<void>;
}

/** A PostgreSQL error answered by the worker, with its fields (`code`, `detail`, `constraint`, …). */
export class WorkerDatabaseError extends Error {
  constructor(fields: WorkerError) {
    super(fields.message);
    Object.assign(this, fields);
    this.name = typeof fields.name === 'string' ? fields.name : 'error';
  }
}

/**
 * The worker: dist/pglite-worker.js beside the bundled server (build.mjs), or the TypeScript source, loaded
 * through tsx's loader, when the server runs from src/ (dev, tests, scripts).
 */
function createWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./pglite-worker.js', import.meta.url));
  // tsx's ESM API (its `import` export; require.resolve would answer the CommonJS one).
  const tsxDir = path.dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const tsx = pathToFileURL(path.join(tsxDir, 'dist/esm/api/index.mjs')).href;
  const source = new URL('./pglite-worker.ts', import.meta.url).href;
  const bootstrap = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(bootstrap, { eval: true });
}

/** Starts PGlite in a worker thread over `dataDir` (or in memory, or from a dump); resolves when it is ready. */
export async function startPgliteWorker(options: WorkerOptions = {}): Promise<RemotePglite> {
  const worker = createWorker();
  let nextId = 1;
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let stopped: Error | undefined;
  let closed = false;
  const listeners = new Map<string, ((payload: string) => void)[]>();

  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (reply: WorkerReply) => {
      if ('notify' in reply) {
        for (const listener of listeners.get(reply.notify) ?? []) listener(reply.payload);
        return;
      }
      if ('ready' in reply) {
        if (reply.ready) resolve();
        else reject(new WorkerDatabaseError(reply.error));
        return;
      }
      const call = waiting.get(reply.id);
      if (!call) return;
      waiting.delete(reply.id);
      if (reply.ok) call.resolve(reply.value);
      else call.reject(new WorkerDatabaseError(reply.error));
    });
    const fail = (error: Error) => {
      stopped = error;
      reject(error);
      for (const call of waiting.values()) call.reject(error);
      waiting.clear();
    };
    worker.on('error', (error) =>
      fail(new Error(`The database worker failed: ${error.message}`, { cause: error })),
    );
    worker.on('exit', (code) => {
      if (!closed) fail(new Error(`The database worker stopped (exit code ${code})`));
    });
  });
  worker.postMessage(options);
  try {
    await ready;
  } catch (error) {
    await worker.terminate();
    throw error;
  }

  const send = <T>(call: Call): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    if (closed) return Promise.reject(new Error('The database is closed'));
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...call, id } satisfies WorkerRequest);
    });
  };
  const queryable = (session?: number): Queryable => ({
    query: (sql, params = [], options = {}) =>
      send({ op: 'query', sql, params, rowMode: options.rowMode ?? 'object', session }),
    exec: (sql) => send({ op: 'exec', sql, session }),
  });

  return {
    ...queryable(),
    async transaction(callback) {
      const session = await send<number>({ op: 'begin' });
      let done = false;
      const tx = {
        ...queryable(session),
        rollback: async () => {
          done = true;
          await send({ op: 'end', session, commit: false });
        },
        get closed() {
          return done;
        },
      };
      let result: Awaited<ReturnType<typeof callback>>;
      try {
        result = await callback(tx);
      } catch (error) {
        if (!done) {
          done = true;
          await send({ op: 'end', session, commit: false }).catch(() => {});
        }
        throw error;
      }
      if (!done) {
        done = true;
        await send({ op: 'end', session, commit: true });
      }
      return result;
    },
    dumpDataDir: () => send<Blob>({ op: 'dump' }),
    async listen(channel, onPayload) {
      const known = listeners.get(channel);
      if (known) {
        known.push(onPayload);
        return;
      }
      listeners.set(channel, [onPayload]);
      await send({ op: 'listen', channel });
    },
    get closed() {
      return closed || stopped !== undefined;
    },
    async close() {
      if (closed) return;
      if (!stopped) await send({ op: 'close' });
      closed = true;
      await worker.terminate();
    },
  };
}
