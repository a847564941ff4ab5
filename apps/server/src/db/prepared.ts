import type { Db } from './client';

/**
 * A statement a hot path runs on every call, prepared once per database handle (issue 14: per-request
 * overhead): drizzle does not build its SQL again for each call, and on PostgreSQL each pooled connection
 * parses and plans it once (a named statement). `build` ends in `.prepare(name)`, with `sql.placeholder`s for
 * what changes between calls; the name must be unique in the server.
 */
export function preparedFor<Statement>(build: (db: Db) => Statement): (db: Db) => Statement {
  return perDatabase(build);
}

/** What `build` makes of a database handle, made once per handle (a prepared statement, a `BatchedRead`). */
export function perDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const byDatabase = new WeakMap<Db, T>();
  return (db) => {
    let made = byDatabase.get(db);
    if (made === undefined) {
      made = build(db);
      byDatabase.set(db, made);
    }
    return made;
  };
}
