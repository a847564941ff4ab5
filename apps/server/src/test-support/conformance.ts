import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { OpenApiDocument } from '@b2b-portal/api/openapi';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { MiddlewareHandler } from 'hono';
import { openApiDocument } from '../features/api-reference/routes';
import type { AppEnv } from '../http/context';

/**
 * Conformance of the server's real answers to its OpenAPI document: a middleware the test app installs ahead
 * of every route. For each answer of a catalogue operation it checks that the status is one the operation
 * declares (5xx fall to the document's `default` Problem) and that a JSON body validates against the schema
 * declared for that status (ajv, draft 2020-12 like OpenAPI 3.1). What breaks the document is kept as a
 * violation; the server's vitest setup fails the test that caused it (`test-support/setup.ts`).
 */
export interface ConformanceChecker {
  middleware: MiddlewareHandler<AppEnv>;
}

const DOCUMENT_ID = 'https://b2b-portal.example/openapi.json';
const violations: string[] = [];
/** The operations the checked answers belonged to: `METHOD /path` with the statuses seen. */
const seen = new Map<string, Set<number>>();

/** Violations since the last call, emptied. */
export function takeConformanceViolations(): string[] {
  return violations.splice(0);
}

/** `operationId → statuses` of every checked answer in this process (for a coverage report). */
export function checkedOperations(): ReadonlyMap<string, ReadonlySet<number>> {
  return seen;
}

interface Operation {
  id: string;
  pointer: string;
  responses: Record<string, unknown>;
}

export function createConformanceChecker(document: OpenApiDocument = openApiDocument()): ConformanceChecker {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats.default(ajv);
  ajv.addSchema(document as object, DOCUMENT_ID);
  const operations = new Map<string, Operation>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const pointer = `/paths/${path.replaceAll('~', '~0').replaceAll('/', '~1')}/${method}`;
      operations.set(`${method.toUpperCase()} /api${path}`.toLowerCase(), {
        id: operation.operationId,
        pointer,
        responses: operation.responses,
      });
    }
  }
  const validators = new Map<string, ValidateFunction>();
  const validatorFor = (pointer: string): ValidateFunction => {
    let validate = validators.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `${DOCUMENT_ID}#${pointer}` });
      validators.set(pointer, validate);
    }
    return validate;
  };

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    await next();
    const operation = operations.get(`${c.req.method} ${c.req.path}`.toLowerCase());
    if (!operation) return;
    const status = c.res.status;
    const statuses = seen.get(operation.id) ?? new Set();
    seen.set(operation.id, statuses.add(status));
    const where = `${c.req.method} ${c.req.path} (${operation.id}) answered ${status}`;
    const declared =
      String(status) in operation.responses ? String(status) : status >= 500 ? 'default' : undefined;
    if (!declared) {
      const body = await c.res.clone().text();
      violations.push(`${where}, a status the document does not declare for it: ${body.slice(0, 300)}`);
      return;
    }
    const type = c.res.headers.get('content-type') ?? '';
    if (!/^application\/json\b/i.test(type)) {
      const response = operation.responses[declared] as { content?: Record<string, unknown> } | undefined;
      if (response?.content && 'application/json' in response.content) {
        violations.push(`${where} with ${type || 'no content type'}; the document says application/json`);
      }
      return;
    }
    // API answers over 1 KB leave the route encoded for the client (http/compression.ts `jsonAnswer`).
    const bytes = Buffer.from(await c.res.clone().arrayBuffer());
    const coding = c.res.headers.get('content-encoding');
    const text = (
      coding === 'br' ? brotliDecompressSync(bytes) : coding === 'gzip' ? gunzipSync(bytes) : bytes
    ).toString('utf8');
    const body: unknown = JSON.parse(text);
    const pointer =
      declared === 'default'
        ? '/components/responses/Problem/content/application~1json/schema'
        : `${operation.pointer}/responses/${declared}/content/application~1json/schema`;
    const validate = validatorFor(pointer);
    if (!validate(body)) {
      violations.push(
        `${where} breaking its schema: ${ajv.errorsText(validate.errors, { separator: '; ' })}`,
      );
    }
  };
  return { middleware };
}
