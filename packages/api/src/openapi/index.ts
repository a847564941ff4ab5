import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import packageJson from '../../package.json' with { type: 'json' };
import type { Endpoint, ErrorStatus } from '../endpoint';
import { endpoints } from '../endpoints';
import * as contract from '../index';
import { ApplicationFeature } from '../plain-values';

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) as `z.toJSONSchema` writes it. */
export type JsonSchema = { [key: string]: unknown };

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  parameters?: { name: string; in: 'query'; required: boolean; schema: JsonSchema; description?: string }[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, OpenApiResponse>;
  security: Record<string, string[]>[];
  'x-endpoint-id': string;
  'x-permission'?: string | readonly string[];
  'x-feature'?: string;
}

export interface OpenApiResponse {
  description: string;
  content?: Record<string, { schema: JsonSchema }>;
}

export interface OpenApiDocument {
  openapi: '3.1.1';
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  tags: { name: string }[];
  paths: Record<string, Partial<Record<'get' | 'post' | 'put' | 'delete', OpenApiOperation>>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, OpenApiResponse>;
    securitySchemes: Record<string, unknown>;
  };
}

const SCHEMA_REF = '#/components/schemas/';
const PROBLEM_CONTENT = { 'application/json': { schema: { $ref: `${SCHEMA_REF}Problem` } } };
const BEARER = 'bearerAuth';

/** What each error status means for every call; the codes of the documents are listed per operation. */
const STATUS_TEXT: Record<ErrorStatus | 413 | 415, string> = {
  400: 'Bad input',
  401: 'Not authenticated',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflict with the current state',
  410: 'Gone',
  413: 'Body larger than 1 MB',
  415: 'Body is not JSON',
  422: 'Refused by a business rule',
  429: 'Too many attempts',
  503: 'A service behind the server is unavailable',
};

/** The implied error answers of an endpoint (its definition says it can give them), merged with its own. */
export function errorAnswersOf(endpoint: Endpoint): Map<number, Set<string>> {
  const answers = new Map<number, Set<string>>();
  const add = (status: number, code: string) =>
    answers.set(status, (answers.get(status) ?? new Set()).add(code));
  if (endpoint.query || endpoint.body) add(400, 'ValidationFailed');
  if (endpoint.body) {
    add(400, 'MalformedJson');
    add(413, 'PayloadTooLarge');
    add(415, 'UnsupportedMediaType');
  }
  if (endpoint.access === 'user') add(401, 'Unauthorized');
  if (endpoint.access === 'user' && endpoint.permission) add(403, 'Forbidden');
  if (endpoint.access === 'user' && endpoint.feature !== undefined) add(403, 'FeatureNotEnabled');
  for (const [status, codes] of Object.entries(endpoint.errors ?? {})) {
    for (const code of codes ?? []) add(Number(status), code);
  }
  return answers;
}

function permissionText(permission: string | readonly string[]): string {
  const one = (rule: string) =>
    rule
      .split('|')
      .map((name) => `\`${name}\``)
      .join(' or ');
  return typeof permission === 'string' ? one(permission) : permission.map(one).join(' and ');
}

function featureName(feature: number): string {
  const entry = Object.entries(ApplicationFeature).find(([, bit]) => bit === feature);
  return entry?.[0] ?? String(feature);
}

/** Every zod schema the package exports, by its export name: the document's reusable components. */
function namedSchemas(): Map<$ZodType, string> {
  const named = new Map<$ZodType, string>();
  for (const [name, value] of Object.entries(contract)) {
    if (value && typeof value === 'object' && '_zod' in value && !named.has(value as $ZodType)) {
      named.set(value as $ZodType, name);
    }
  }
  return named;
}

/** One JSON Schema without the keywords that only make sense for a standalone document. */
function component(schema: JsonSchema): JsonSchema {
  const { $schema: _schema, $id: _id, ...rest } = schema;
  return rest;
}

/** The second segment of `v1.0/ShoppingCart/get…` (first spelling wins: the documents mix cases). */
function tagOf(path: string, spellings: Map<string, string>): string {
  const segments = path.split('/');
  const word = (/^v\d/i.test(segments[0] ?? '') ? segments[1] : segments[0]) ?? path;
  const key = word.toLowerCase();
  if (!spellings.has(key)) spellings.set(key, word);
  return spellings.get(key) as string;
}

/**
 * Builds the OpenAPI 3.1 document of the endpoint catalogue: every endpoint with its operationId (the
 * catalogue's key, e.g. `getShoppingCart`), method, path in the documents' spelling (relative to the server
 * `/api`), query parameters and JSON body from its input schemas, the success answer (JSON, or a file for
 * downloads), bearer-token security (optional on public endpoints), the permission it needs (`x-permission` and
 * the description), the company feature (`x-feature`) and its error answers (JSON `Problem` with `traceId`).
 * Schemas the package exports are `components.schemas` under their export name. Schemas describe the wire
 * format, i.e. the input side of each zod schema (what the server accepts and what it sends).
 *
 * The server serves it at `GET /api/openapi.json` with a browsable reference at `/api/docs`.
 */
export function buildOpenApiDocument(catalogue: Record<string, Endpoint> = endpoints): OpenApiDocument {
  const named = namedSchemas();
  const registry = z.registry<{ id: string }>();
  for (const [schema, id] of named) registry.add(schema, { id });
  // The catalogue's unnamed query/body/answer schemas join under a private id and are inlined afterwards.
  const inline = new Map<string, string>();
  const idOf = (schema: $ZodType, key: string): string => {
    const existing = named.get(schema) ?? registry.get(schema)?.id;
    if (existing) return existing;
    const id = `inline.${key}`;
    registry.add(schema, { id });
    inline.set(id, key);
    return id;
  };
  const ids = Object.entries(catalogue).map(([key, endpoint]) => ({
    key,
    endpoint,
    query: endpoint.query && idOf(endpoint.query, `${key}.query`),
    body: endpoint.body && idOf(endpoint.body, `${key}.body`),
    answer: endpoint.answerKind === 'file' ? undefined : idOf(endpoint.answer, `${key}.answer`),
  }));

  const generated = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
    uri: (id) => `${SCHEMA_REF}${id}`,
  }).schemas;
  const componentSchemas: Record<string, JsonSchema> = {};
  for (const [id, schema] of Object.entries(generated)) {
    if (!inline.has(id)) componentSchemas[id] = component(schema as JsonSchema);
  }
  const schemaOf = (id: string): JsonSchema =>
    inline.has(id) ? component(generated[id] as JsonSchema) : { $ref: `${SCHEMA_REF}${id}` };
  const resolved = (id: string): JsonSchema => component(generated[id] as JsonSchema);

  const paths: OpenApiDocument['paths'] = {};
  const spellings = new Map<string, string>();
  for (const { key, endpoint, query, body, answer } of ids) {
    const description: string[] = [endpoint.summary];
    if (endpoint.access === 'public') description.push('Public: no access token needed.');
    else if (endpoint.permission)
      description.push(`Needs the permission ${permissionText(endpoint.permission)}.`);
    else description.push('Needs a signed-in user (any permission).');
    if (endpoint.feature !== undefined) {
      description.push(`The caller's company needs the feature ${featureName(endpoint.feature)}.`);
    }

    const responses: Record<string, OpenApiResponse> = {
      200:
        endpoint.answerKind === 'file'
          ? {
              description: 'The file, as a download (`Content-Disposition: attachment; filename=…`).',
              content: {
                'application/octet-stream': {
                  schema: { type: 'string', contentMediaType: 'application/octet-stream' },
                },
              },
            }
          : {
              description: 'Success.',
              content: { 'application/json': { schema: schemaOf(answer as string) } },
            },
    };
    for (const [status, codes] of [...errorAnswersOf(endpoint)].sort(([a], [b]) => a - b)) {
      const text = STATUS_TEXT[status as ErrorStatus] ?? 'Error';
      responses[status] = {
        description: `${text}: a Problem with code ${[...codes].map((code) => `\`${code}\``).join(', ')}.`,
        content: PROBLEM_CONTENT,
      };
    }
    responses.default = { $ref: '#/components/responses/Problem' } as unknown as OpenApiResponse;

    const operation: OpenApiOperation = {
      operationId: key,
      summary: endpoint.summary,
      description: description.join('\n\n'),
      tags: [tagOf(endpoint.path, spellings)],
      responses,
      security: endpoint.access === 'public' ? [{}, { [BEARER]: [] }] : [{ [BEARER]: [] }],
      'x-endpoint-id': endpoint.id,
    };
    if (endpoint.permission) operation['x-permission'] = endpoint.permission;
    if (endpoint.feature !== undefined) operation['x-feature'] = featureName(endpoint.feature);
    if (query) operation.parameters = queryParameters(resolved(query), generated);
    if (body) {
      operation.requestBody = {
        required: !z.safeParse(endpoint.body as $ZodType, undefined).success,
        content: { 'application/json': { schema: schemaOf(body) } },
      };
    }

    const path = `/${endpoint.path.replace(/^\/+/, '')}`;
    const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    paths[path] ??= {};
    if (paths[path][method]) throw new Error(`Two endpoints answer ${endpoint.method} ${path}`);
    paths[path][method] = operation;
  }

  return {
    openapi: '3.1.1',
    info: {
      title: 'B2B ordering portal API',
      version: packageJson.version,
      description:
        'The contract of the ordering portal, generated from the endpoint catalogue of `@b2b-portal/api`. Paths keep the documents’ spelling and are matched case-insensitively. Sign in with `POST /v1.0/user/login` and send `Authorization: Bearer <access_token>`. Every error answers a JSON Problem `{ code, message, traceId }` (the trace id also in the `X-Trace-Id` header).',
    },
    servers: [{ url: '/api', description: 'This server' }],
    tags: [...spellings.values()].map((name) => ({ name })),
    paths,
    components: {
      schemas: componentSchemas,
      responses: {
        Problem: {
          description:
            'Any other error (405 MethodNotAllowed, 500 InternalError…): a Problem with a stable code, the message a person reads and the traceId of the server log.',
          content: PROBLEM_CONTENT,
        },
      },
      securitySchemes: {
        [BEARER]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'The access_token of `v1.0/user/login` (HS256 JWT, 20 minutes); renew with `v1.0/User/refreshToken`.',
        },
      },
    },
  };
}

/** One query parameter per property of the (object) query schema. */
function queryParameters(
  schema: JsonSchema,
  generated: Record<string, unknown>,
): OpenApiOperation['parameters'] {
  let object = schema;
  while (typeof object.$ref === 'string') {
    object = component(generated[object.$ref.slice(SCHEMA_REF.length)] as JsonSchema);
  }
  const properties = object.properties as Record<string, JsonSchema> | undefined;
  if (object.type !== 'object' || !properties) {
    throw new Error(`A query schema must be an object: ${JSON.stringify(schema)}`);
  }
  const required = new Set((object.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => {
    const parameter: NonNullable<OpenApiOperation['parameters']>[number] = {
      name,
      in: 'query',
      required: required.has(name),
      schema: property,
    };
    if (typeof property.description === 'string') parameter.description = property.description;
    return parameter;
  });
}
