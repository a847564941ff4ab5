import { createHash } from 'node:crypto';
import { buildOpenApiDocument, type OpenApiDocument } from '@b2b-portal/api/openapi';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { renderReferencePage } from './page';

/** The public paths of the API reference (matched in lower case like every API path). */
export const OPENAPI_PATH = '/api/openapi.json';
export const REFERENCE_PATH = '/api/docs';

interface Built {
  document: OpenApiDocument;
  json: string;
  page: string;
  etag: string;
}

let built: Built | undefined;

/** The OpenAPI document of the catalogue, built once per process (the catalogue does not change while running). */
export function openApiDocument(): OpenApiDocument {
  return reference().document;
}

function reference(): Built {
  if (!built) {
    const document = buildOpenApiDocument();
    const json = JSON.stringify(document);
    const page = renderReferencePage(document);
    const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
    built = { document, json, page, etag };
  }
  return built;
}

function send(c: Context<AppEnv>, body: string, contentType: string): Response {
  const { etag } = reference();
  c.header('ETag', etag);
  // Public and the same for everyone; revalidated after 5 minutes so a new release is picked up.
  c.header('Cache-Control', 'public, max-age=300');
  if (c.req.header('if-none-match') === etag) return c.body(null, 304);
  c.header('Content-Type', contentType);
  return c.body(body, 200);
}

/**
 * `GET /api/openapi.json`: the OpenAPI 3.1 document of the endpoint catalogue (public, cached); `GET /api/docs`:
 * the browsable reference rendered from it on the server (no script, no external asset).
 */
export function apiReferenceRoutes(app: Hono<AppEnv>): void {
  app.get(OPENAPI_PATH, (c) => send(c, reference().json, 'application/json; charset=utf-8'));
  app.get(REFERENCE_PATH, (c) => send(c, reference().page, 'text/html; charset=utf-8'));
}
