import pg from 'pg';

/** What a listener hears besides the notifications: that it may have missed some, and that it hears again. */
export interface ListenEvents {
  payload(payload: string): void;
  /** The connection was lost: notifications may be missed until `restored`. */
  lost?(): void;
  /** Listening again after a loss (anything may have changed meanwhile). */
  restored?(): void;
}

export interface PostgresListener {
  close(): Promise<void>;
}

/**
 * LISTEN on PostgreSQL through a connection of its own (a pooled one goes back to other queries and stops
 * hearing). A lost connection is reported at once (`lost`) and retried each `retryMs` until it listens again
 * (`restored`), so a cache fed by the notifications knows when it cannot trust them. TCP keep-alive finds a
 * connection that died without closing.
 */
export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  events: ListenEvents,
  retryMs = 1000,
): Promise<PostgresListener> {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    next.on('notification', (message) => {
      if (message.channel === channel) events.payload(message.payload ?? '');
    });
    const onLoss = () => {
      if (client !== next) return;
      client = null;
      events.lost?.();
      schedule();
    };
    next.on('error', onLoss);
    next.on('end', onLoss);
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      next.removeAllListeners();
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
  };

  const schedule = () => {
    if (closed) return;
    retry = setTimeout(() => {
      connect().then(
        () => (closed ? void client?.end() : events.restored?.()),
        () => schedule(),
      );
    }, retryMs);
    retry.unref();
  };

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = null;
      last?.removeAllListeners();
      last?.on('error', () => undefined);
      await last?.end().catch(() => undefined);
    },
  };
}
