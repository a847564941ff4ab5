import type { Endpoint } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { hasFeature, hasPermission } from '@b2b-portal/flows/rules';
import type { Context, Hono } from 'hono';
import { safeParse } from 'zod/mini';
import type { $ZodType, input, output } from 'zod/v4/core';
import { authenticate, type ReadWithLogin } from '../auth/principal';
import { type EncodedVariants, jsonAnswer } from './compression';
import type { AppEnv, Principal, Services } from './context';
import { fieldErrors, Problems } from './problem';

type QueryOut<E> = E extends Endpoint<infer Q, $ZodType, $ZodType> ? output<Q> : never;
type BodyOut<E> = E extends Endpoint<$ZodType, infer B, $ZodType> ? output<B> : never;
type AnswerIn<E> = E extends Endpoint<$ZodType, $ZodType, infer A> ? input<A> : never;

export interface RouteContext<E extends Endpoint> {
  query: QueryOut<E>;
  body: BodyOut<E>;
  /** The caller; always set for `user` endpoints, set for `public` ones when a valid token was sent. */
  principal: Principal | null;
  services: Services;
  c: Context<AppEnv>;
  /** The caller of a `user` endpoint (throws 401 when absent, which the route has already ruled out). */
  user(): Principal;
  /**
   * The stamp of the caller's live cart, read with the login's state in one statement when the route asked for
   * it (`RouteOptions.liveCartStamp`) and the state was read (PostgreSQL): null without a live cart, undefined
   * when nothing was read.
   */
  liveCartStamp: string | null | undefined;
}

/** What a route asks of the call's authentication. */
export interface RouteOptions {
  /** Read the caller's live cart stamp with the login's state (the cart reads: one round trip a call). */
  liveCartStamp?: boolean;
}

/** The JSON of answers kept between calls and shared by them (`keptAnswer`), with its encoded variants. */
const keptJson = new WeakMap<object, { text: string; encodings: EncodedVariants }>();

/**
 * Marks an answer that is kept between calls and never changed once made (a live cart's): its JSON is written
 * once, here, and sent as it is by every call that answers it, each coding encoded once too (issue 14: the cart
 * read).
 */
export function keptAnswer<T extends object>(answer: T): T {
  keptJson.set(answer, { text: JSON.stringify(answer), encodings: {} });
  return answer;
}

/** A handler answers the endpoint's answer (sent as JSON 200) or a Response of its own. */
export type RouteHandler<E extends Endpoint> = (ctx: RouteContext<E>) => Promise<AnswerIn<E> | Response>;

/** The API paths served, lower-cased, with their methods: the source of 404 versus 405. */
export class RouteTable {
  private readonly methods = new Map<string, Set<string>>();

  add(endpoint: Endpoint): void {
    const path = apiPath(endpoint);
    const methods = this.methods.get(path) ?? new Set();
    if (methods.has(endpoint.method)) throw new Error(`Route registered twice: ${endpoint.method} ${path}`);
    methods.add(endpoint.method);
    this.methods.set(path, methods);
  }

  methodsOf(path: string): string[] {
    return [...(this.methods.get(path.toLowerCase()) ?? [])];
  }
}

/** `/api/<path>` in lower case: API paths are matched case-insensitively (the documents mix V1.0 and v1.0). */
export function apiPath(endpoint: Endpoint): string {
  return `/api/${endpoint.path.replace(/^\/+/, '')}`.toLowerCase();
}

/**
 * Registers one catalogue endpoint: checks the token, permission and feature, validates query and body with
 * the endpoint's schemas (400 ValidationFailed, never 500), runs the handler and, in development and tests,
 * checks the answer against the endpoint's answer schema.
 */
export function registerRoute<E extends Endpoint>(
  app: Hono<AppEnv>,
  table: RouteTable,
  services: Services,
  endpoint: E,
  handler: RouteHandler<E>,
  options: RouteOptions = {},
): void {
  table.add(endpoint);
  const path = apiPath(endpoint);
  const hasPathParameters = path.includes('/:');
  app.on(endpoint.method, path, async (c) => {
    const alsoRead: ReadWithLogin | undefined = options.liveCartStamp ? { liveCartStamp: true } : undefined;
    const principal = await authenticate(services, c.req.header('authorization'), alsoRead);
    c.set('principal', principal);
    if (endpoint.access === 'user') {
      if (!principal) throw Problems.unauthorized();
      if (!hasPermission(principal.permissions, endpoint.permission)) throw Problems.forbidden();
      if (endpoint.feature !== undefined && !hasFeature(principal.companyFeatures, endpoint.feature)) {
        throw Problems.featureNotEnabled();
      }
    }

    // A plain read (no query string, no path parameter, no body) has nothing to parse or look through: the
    // query's object and the parameters' copy are not made (issue 14: per-request overhead).
    const rawQuery = c.req.url.includes('?') ? c.req.query() : {};
    const rawBody = endpoint.body ? await readJson(c) : undefined;
    if (hasPathParameters) refuseNul({ ...c.req.param(), ...rawQuery }, rawBody);
    else refuseNul(rawQuery, rawBody);
    const query = endpoint.query ? parse(endpoint.query, rawQuery) : undefined;
    const body = endpoint.body ? parse(endpoint.body, rawBody) : undefined;

    const answer = await handler({
      query: query as QueryOut<E>,
      body: body as BodyOut<E>,
      principal,
      services,
      c,
      user: () => {
        if (!principal) throw Problems.unauthorized();
        return principal;
      },
      liveCartStamp: alsoRead?.liveCartStampRead,
    });
    if (answer instanceof Response) return answer;
    if (services.validateAnswers) {
      const checked = safeParse(endpoint.answer, answer);
      if (!checked.success) {
        throw new Error(
          `Answer of ${endpoint.id} breaks its schema: ${JSON.stringify(fieldErrors(checked.error))}`,
        );
      }
    }
    const kept = typeof answer === 'object' && answer !== null ? keptJson.get(answer) : undefined;
    return kept ? jsonAnswer(c, kept.text, undefined, kept.encodings) : jsonAnswer(c, JSON.stringify(answer));
  });
}

/** Where a value holds a NUL character: its fields' paths (`lines.0.note`), the value's own as ''. */
function nulPaths(value: unknown, path: string, found: string[]): string[] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path);
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries())
      nulPaths(item, path ? `${path}.${index}` : String(index), found);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) found.push(path ? `${path}.${key}` : key);
      nulPaths(item, path ? `${path}.${key}` : key, found);
    }
  }
  return found;
}

/**
 * A NUL character in the path's parameters, the query or the body is refused at the edge with a 400
 * ValidationFailed naming the fields (issue 15): PostgreSQL cannot store it in text, which answered 500.
 */
function refuseNul(parameters: Record<string, string>, body: unknown): void {
  const paths = nulPaths(body, '', nulPaths(parameters, '', []));
  if (paths.length === 0) return;
  const message = formatMessage('Field.ControlCharacter');
  throw Problems.validation(paths.map((path) => ({ path, message })));
}

function parse<S extends $ZodType>(schema: S, value: unknown): output<S> {
  const result = safeParse(schema, value);
  if (!result.success) throw Problems.validation(fieldErrors(result.error));
  return result.data;
}

/** The JSON body; undefined when empty (the schema then says what is missing). */
async function readJson(c: Context<AppEnv>): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) throw Problems.unsupportedMediaType();
  try {
    return JSON.parse(text);
  } catch {
    throw Problems.malformedJson();
  }
}
