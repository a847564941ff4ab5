/**
 * How a list's search lives in its address (`#/orders?status=-104&dateRange=9&page=3`): each list declares a codec
 * for its criteria, and `useDocumentList` reads the criteria and the page from the hash's query and writes them
 * back on each search or page change. Only what differs from the list's start is written, so the address of a list
 * as it opens stays bare; a missing, unknown or malformed value (`status=999`, `page=abc`, a date that is not one)
 * reads as the list's start value, quietly: a hand-edited or outdated link still opens the list.
 */

/** One criterion in the query: how it is written and how it is read back. */
export interface QueryField<Value> {
  /** The value as the query writes it (a method: a field of literal choices serves a criterion typed wider). */
  write(value: Value): string;
  /** The value a query parameter names, or undefined when it is not one this criterion takes. */
  read: (text: string) => Value | undefined;
}

/** A list's criteria in the query. */
export interface ListQueryCodec<Criteria> {
  /** The names of the parameters this list owns (`page` besides); others in the address are left as they are. */
  readonly params: readonly string[];
  /** The criteria as query parameters: only those that differ from the list's start. */
  write: (criteria: Criteria) => Record<string, string>;
  /** The criteria a query asks for; every missing or unreadable parameter takes the list's start value. */
  read: (query: URLSearchParams) => Criteria;
}

/** The query parameter of the page shown (from 1; page 1 is not written). */
export const PAGE_PARAM = 'page';

/** Any text, trimmed as the search card trims it (an empty one is the same as none). */
export const textField: QueryField<string> = {
  write: (value) => value,
  read: (text) => text.trim(),
};

/** A whole number, within `min`–`max` when given. */
export function integerField({ min = -Infinity, max = Infinity } = {}): QueryField<number> {
  return {
    write: String,
    read: (text) => {
      if (!/^-?\d{1,15}$/.test(text.trim())) return undefined;
      const value = Number(text);
      return value >= min && value <= max ? value : undefined;
    },
  };
}

/** One of a select's values (numbers or strings): anything else is unknown. */
export function choiceField<Value extends string | number>(
  choices: readonly Value[] | (() => readonly Value[]),
): QueryField<Value> {
  const list = typeof choices === 'function' ? choices : () => choices;
  return {
    write: String,
    read: (text) => list().find((choice) => String(choice) === text),
  };
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A record's id (a GUID), as the business unit, manufacturer and site filters hold them. */
export const idField: QueryField<string> = {
  write: (value) => value,
  read: (text) => (GUID.test(text) ? text : undefined),
};

/** A calendar day, written as an ISO date (`2026-11-29`); a day that does not exist is unknown. */
export const isoDateField: QueryField<string> = {
  write: (value) => value,
  read: (text) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
    const day = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text ? text : undefined;
  },
};

type Fields<Criteria> = { [Key in keyof Criteria & string]: QueryField<Criteria[Key]> };

/**
 * The codec of a flat criteria object: each criterion under its own name. Pass every criterion's field; the query
 * names them as the criteria do (`{ status: choiceField([...]), keyword: textField }` → `?status=2&keyword=x`).
 */
export function listQuery<Criteria extends object>(
  initial: Criteria,
  fields: Fields<Criteria>,
): ListQueryCodec<Criteria> {
  const entries = Object.entries(fields) as [keyof Criteria & string, QueryField<unknown>][];
  return {
    params: entries.map(([name]) => name),
    write: (criteria) => {
      const query: Record<string, string> = {};
      for (const [name, field] of entries) {
        const value = criteria[name];
        if (value === initial[name]) continue;
        const text = field.write(value);
        if (text !== '') query[name] = text;
      }
      return query;
    },
    read: (query) => {
      const criteria = { ...initial };
      for (const [name, field] of entries) {
        const text = query.get(name);
        if (text === null || text === '') continue;
        const value = field.read(text);
        if (value !== undefined) criteria[name] = value as Criteria[typeof name];
      }
      return criteria;
    },
  };
}

/** The page a query asks for: a whole number from 1, else 1. */
export function pageOf(query: URLSearchParams): number {
  const text = query.get(PAGE_PARAM) ?? '';
  return /^\d{1,9}$/.test(text) && Number(text) >= 1 ? Number(text) : 1;
}

/**
 * The query of a list showing `criteria` at `page`, keeping the parameters of `current` that the list does not own
 * (a route's own inputs), in a stable order: the same search always has the same address.
 */
export function listSearchString<Criteria>(
  codec: ListQueryCodec<Criteria>,
  criteria: Criteria,
  page: number,
  current: URLSearchParams = new URLSearchParams(),
): string {
  const owned = new Set([...codec.params, PAGE_PARAM]);
  const query = new URLSearchParams();
  for (const [name, value] of current) if (!owned.has(name)) query.append(name, value);
  for (const [name, value] of Object.entries(codec.write(criteria))) query.append(name, value);
  if (page > 1) query.set(PAGE_PARAM, String(page));
  return query.toString();
}
