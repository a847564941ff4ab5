import type { Db } from './client';

/**
 * A statement a hot path runs on every call, prepared once per database handle (issue 14: per-request
 * overhead): drizzle does not build its SQL again for each call, and on PostgreSQL each pooled connection
 * parses and plans it once (a named statement). `build` ends in `.prepare(name)`, with `sql.placeholder`s for
 * what changes between calls; the name must be unique in the server.
 */
export function preparedFor<Statement>(build: (db: Db) => Statement): (db: Db) => Statement {
  const byDatabase = new WeakMap<Db, Statement>();
  return (db) => {
    let statement = byDatabase.get(db);
    if (!statement) {
      statement = build(db);
      byDatabase.set(db, statement);
    }
    return statement;
  };
}
