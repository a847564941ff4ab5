/** A small structured logger: one JSON line per event on stdout/stderr. */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export function createLogger(level: 'silent' | 'error' | 'info'): Logger {
  const write = (
    stream: NodeJS.WriteStream,
    lvl: string,
    message: string,
    fields?: Record<string, unknown>,
  ) =>
    stream.write(`${JSON.stringify({ time: new Date().toISOString(), level: lvl, message, ...fields })}\n`);
  return {
    info: (message, fields) => {
      if (level === 'info') write(process.stdout, 'info', message, fields);
    },
    error: (message, fields) => {
      if (level !== 'silent') write(process.stderr, 'error', message, fields);
    },
  };
}

/** The error's message and stack for a log line. */
export function describeError(error: unknown): Record<string, unknown> {
  return error instanceof Error ? { error: error.message, stack: error.stack } : { error: String(error) };
}
