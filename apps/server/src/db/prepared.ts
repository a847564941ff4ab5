import { is, Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from './client';

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

/**
 * Puts a value into a statement: `literal` as a parameter of the SQL being built (every statement built for its
 * call), `ShapeValues.bind` as a placeholder of a statement built once for its shape (`preparedShapes`).
 */
export type Bind = <T>(name: string, value: T) => T;
export const literal: Bind = (_name, value) => value;

/** `bind` with its names prefixed: the same condition bound twice in one statement (on two tables, say). */
export const prefixed =
  (bind: Bind, prefix: string): Bind =>
  (name, value) =>
    bind(`${prefix}${name}`, value);

/**
 * The values of one call of a statement prepared by shape (`preparedShapes`), bound by name while its conditions
 * are built, and the shape they give. The rule that keeps a shape's SQL one: every choice that changes the SQL
 * (a filter given or not, one form of a condition or another) binds a value under a name of its own, so the
 * names bound, in order, name the SQL (`key`). A Date is bound as its driver value (an ISO timestamp).
 */
export class ShapeValues {
  readonly values: Record<string, unknown> = {};
  private readonly names: string[] = [];

  readonly bind: Bind = <T>(name: string, value: T): T => {
    if (name in this.values) throw new Error(`"${name}" is bound twice in one statement`);
    this.names.push(name);
    this.values[name] = value instanceof Date ? value.toISOString() : value;
    return sql.placeholder(name) as unknown as T;
  };

  /** The shape: the statement's kind and the names bound. */
  key(kind: string): string {
    return `${kind}(${this.names.join(',')})`;
  }
}

/** A statement whose values are filled in at each call. */
export interface Fillable<R> {
  execute(values: Record<string, unknown>): Promise<R>;
}

/**
 * Statements prepared by shape (issue 17: the server's CPU per list request): a list's statement depends on which
 * filters were given, and its values on every call. Each shape is built and turned into SQL by drizzle once per
 * database handle; a call binds its values (`ShapeValues`) and runs the shape's statement with them. The shapes are
 * few (the combinations of filters and of the caller's scope), so they are kept for the process's life.
 *
 * `build` gets a name unique in the server (`prefix` and the shape's number) for `prepare`. A shape without a text
 * pattern (a scope, a status, a date range) is prepared under that name: on PostgreSQL each pooled connection
 * parses it once, where an unnamed statement was parsed on every call (0.15 ms of the order page's 0.87 ms in
 * PostgreSQL: parse 0.15, plan 0.41, run 0.30, measured on the large seed). A shape with a text pattern (`ilike`
 * through a trigram index) passes `''`: unnamed, parsed and planned with its pattern at each call.
 *
 * Each call is still planned with its own values (a custom plan), and must be: a generic plan, one for every
 * value, ran a page of the order list in 2.7 s for a user with no orders in a company of 200,000 (it walked the
 * company's index and filtered by user) where the custom plan took 0.1 ms. The pool's connections are set to plan
 * every call so (`plan_cache_mode`, db/client.ts `openPostgres`), whatever PostgreSQL would guess of a generic
 * plan's cost.
 */
export function preparedShapes(
  prefix: string,
): <R>(db: object, key: string, build: (name: string) => Fillable<R>) => Fillable<R> {
  const byDatabase = new WeakMap<object, Map<string, Fillable<unknown>>>();
  // A shape's number is the process's, not the handle's: a transaction's handle (its own statements) runs on one of
  // the pool's connections, which may have prepared the pool's shapes already, and node-postgres refuses a name
  // prepared on a connection for another statement. The same shape is the same SQL on every handle.
  const numbers = new Map<string, number>();
  return <R>(db: object, key: string, build: (name: string) => Fillable<R>): Fillable<R> => {
    let shapes = byDatabase.get(db);
    if (shapes === undefined) {
      shapes = new Map();
      byDatabase.set(db, shapes);
    }
    let statement = shapes.get(key) as Fillable<R> | undefined;
    if (statement === undefined) {
      // PostgreSQL keeps a statement's name to 63 bytes: a number, not the key, names the shape.
      let number = numbers.get(key);
      if (number === undefined) {
        number = numbers.size;
        numbers.set(key, number);
      }
      statement = build(`${prefix}_${number}`);
      shapes.set(key, statement);
    }
    return statement;
  };
}

/** The most shapes `executeShaped` keeps; past them a shape's SQL is built for its call and runs unnamed. */
const SHAPED_TEXTS_MAX = 500;
const shapedTexts = new Map<string, { sql: string; params: unknown[]; name: string }>();
/** Under the tests, each call's SQL is built too and must be its shape's (a choice that bound no name of its own). */
const checkShapes = process.env.VITEST !== undefined;

/** drizzle's dialect and session of a handle: internal fields, the query builder's path to a named statement. */
interface HandleInternals {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string | undefined,
      isResponseInArrayMode: boolean,
    ): { execute(values?: Record<string, unknown>): Promise<unknown> };
  };
}

/**
 * A raw statement (`sql`…) prepared by shape (issue 17, session 33: advanced search's server CPU, a fifth of which
 * was drizzle turning its statements into SQL at every call): `query` is built with `shape.bind` for every value,
 * and `shape.key(kind)` names its SQL, which drizzle makes once for the process; each call runs it with this
 * call's values, as a named statement (on PostgreSQL each pooled connection parses its text once; each call is
 * still planned for its values: `plan_cache_mode`, db/client.ts). Since session 32 these statements were named by
 * their text (parsing them took about a quarter of a millisecond a call), but their text was still made each
 * time.
 *
 * A shape's SQL must carry no value of its own (it would be the first call's for every call after): one that
 * does is refused when it is first made. The same SQL for one key rests on `ShapeValues`' rule; under the tests
 * each call's SQL is compared with its shape's. On PGlite the name is not used.
 */
export async function executeShaped<Row>(
  db: Executor,
  shape: ShapeValues,
  kind: string,
  query: SQL,
): Promise<Row[]> {
  const handle = db as unknown as HandleInternals;
  const key = shape.key(kind);
  let made = shapedTexts.get(key);
  if (made === undefined || checkShapes) {
    const built = handle.dialect.sqlToQuery(query);
    const own = built.params.findIndex((param) => !is(param, Placeholder));
    if (own >= 0)
      throw new Error(`${kind}: a statement prepared by shape holds a value of its own ($${own + 1})`);
    if (made !== undefined && made.sql !== built.sql) {
      throw new Error(`${key}: two statements of one shape (a choice bound no name of its own)`);
    }
    if (made === undefined) {
      made = { ...built, name: `shape_${shapedTexts.size}` };
      if (shapedTexts.size < SHAPED_TEXTS_MAX) shapedTexts.set(key, made);
      else made.name = '';
    }
  }
  const result = await handle.session
    .prepareQuery(made, undefined, made.name === '' ? undefined : made.name, false)
    .execute(shape.values);
  return (result as { rows: Row[] }).rows;
}

/**
 * The handle whose statements PostgreSQL plans once for every value (a generic plan), beside `db`'s pool, which
 * plans each call for its values (`plan_cache_mode`, db/client.ts `openPostgres`). Absent on PGlite and for a
 * transaction's handle: their statements are planned for their values, as everywhere else.
 */
const genericPlanHandles = new WeakMap<object, Db>();

/** Makes `generic` the handle of statements planned once for every value of `db` (db/client.ts). */
export function setGenericPlanHandle(db: Db, generic: Db): void {
  genericPlanHandles.set(db, generic);
}

/**
 * Where to run a named statement prepared by shape whose best plan does not depend on its values (issue 19,
 * session 33): on PostgreSQL, a connection of the small second pool that plans such a statement once, when each
 * connection first runs it (`force_generic_plan`, and `jit` off: a generic plan is costed for a LIMIT of a tenth of
 * the rows, which passed `jit_above_cost`, and compiling took 25 ms of a page that runs in 0.25). On the large seed
 * planning was 40-45 % of PostgreSQL's time per device search (0.22-0.26 ms a page statement, 0.55 for the part
 * filter's, against 0.2-1 ms to run), and a generic plan costs nothing to plan.
 *
 * The rule (why the order list's 2.7-s generic plan, above, cannot happen here): a shape may run here only when
 * each of its filters is a condition of the one index that reads its matches in the list's order, so that the page
 * and its capped count read at most `offset + limit` and `cap + 1` entries of that index that pass the conditions
 * no plan can see into (the caller's access: subqueries on the user, InitPlans in every plan), whatever the values:
 * no plan of the same statement planned for its values can read fewer. The order list's page was not of that kind
 * (the user filter was no condition of the company's index). A caller gives its shapes by that rule, and checks
 * each with `EXPLAIN` of the plan for every value against the plans for the values (README, session 33).
 * Elsewhere (`db` without such a handle) the statement runs on `db`, planned for its values.
 */
export function genericPlanHandle(db: object): Db | undefined {
  return genericPlanHandles.get(db);
}
