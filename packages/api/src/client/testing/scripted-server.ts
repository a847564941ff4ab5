import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the scripted server received it. */
export interface RecordedRequest {
  method: string;
  /** Path and query as sent, e.g. `/api/v1.0/user/Me?x=1`. */
  url: string;
  pathname: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

export type Handler = (request: RecordedRequest, response: ServerResponse) => void | Promise<void>;

/**
 * A small node:http server for behaviour the real server cannot be made to show (301, 204, 422, slow
 * reports, odd file names). Routes are `METHOD pathname`, matched case-insensitively; unknown routes answer
 * a 404 Problem. Every request is recorded.
 */
export interface ScriptedServer {
  /** `http://127.0.0.1:port` */
  origin: string;
  /** `${origin}/api/`: what goes into the API base URL storage key. */
  apiBase: string;
  requests: RecordedRequest[];
  route(method: string, path: string, handler: Handler): void;
  /** Requests received for `METHOD path` (path without the query). */
  requestsTo(method: string, path: string): RecordedRequest[];
  close(): Promise<void>;
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}

export function sendProblem(response: ServerResponse, status: number, code: string, message = code): void {
  sendJson(response, status, { code, message, traceId: `trace-${status}-${code}` });
}

/** An unsigned JWT-shaped token whose payload carries `exp` (seconds) and a marker. */
export function fakeJwt(claims: { exp: number; sub?: string; [claim: string]: unknown }): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.signature`;
}

export async function startScriptedServer(): Promise<ScriptedServer> {
  const routes = new Map<string, Handler>();
  const requests: RecordedRequest[] = [];
  const key = (method: string, path: string) => `${method.toUpperCase()} ${path.toLowerCase()}`;

  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const parsed = new URL(incoming.url ?? '/', 'http://127.0.0.1');
      const request: RecordedRequest = {
        method: incoming.method ?? 'GET',
        url: incoming.url ?? '/',
        pathname: parsed.pathname,
        query: parsed.searchParams,
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      const handler = routes.get(key(request.method, request.pathname));
      if (!handler) {
        sendProblem(response, 404, 'NotFound');
        return;
      }
      Promise.resolve(handler(request, response)).catch((error: unknown) => {
        sendJson(response, 500, { code: 'TestHandlerFailed', message: String(error), traceId: 'test' });
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return {
    origin,
    apiBase: `${origin}/api/`,
    requests,
    route(method, path, handler) {
      routes.set(key(method, path), handler);
    },
    requestsTo(method, path) {
      return requests.filter(
        (request) => request.method === method && request.pathname.toLowerCase() === path.toLowerCase(),
      );
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
