import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing';

/**
 * The API's 1 MB body limit over a real socket (the Node adapter), for both ways a client can send a body: with
 * its length declared (judged by the header, the body then read by the route's direct path) and chunked (counted
 * as it arrives). `app.request()` tests cannot tell these apart: an in-process request has neither header.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 300_000);
afterAll(() => server?.close());

const LOGIN = '/api/v1.0/user/login';
const credentials = JSON.stringify({ username: 'buyer@northwind.example', password: 'Demo-Portal-2026!' });

/** POSTs `chunks` as a chunked body (no Content-Length); resolves with the status and the parsed answer. */
function postChunked(path: string, chunks: string[]): Promise<{ status: number; body: { code?: string } }> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      new URL(path, server.url),
      { method: 'POST', headers: { 'Content-Type': 'application/json' } },
      (answer) => {
        let text = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => {
          text += chunk;
        });
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    // The server may answer (413) before the whole body is sent and close: that is the answer looked for.
    call.on('error', reject);
    for (const chunk of chunks) call.write(chunk);
    call.end();
  });
}

describe('the API body limit on a real socket', () => {
  it('should read a body of declared length whole and answer from it', async () => {
    const answer = await fetch(new URL(LOGIN, server.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: credentials,
    });
    expect(answer.status).toBe(200);
    expect((await answer.json()).tokenInfo.access_token).toEqual(expect.any(String));
  });

  it('should answer 413 PayloadTooLarge for a declared length over 1 MB', async () => {
    const answer = await fetch(new URL(LOGIN, server.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'x'.repeat(1_100_000), password: 'x' }),
    });
    expect(answer.status).toBe(413);
    expect((await answer.json()).code).toBe('PayloadTooLarge');
  });

  it('should read a chunked body whole and answer from it', async () => {
    const half = Math.floor(credentials.length / 2);
    const answer = await postChunked(LOGIN, [credentials.slice(0, half), credentials.slice(half)]);
    expect(answer.status).toBe(200);
  });

  it('should answer 413 PayloadTooLarge for a chunked body that grows over 1 MB', async () => {
    const chunk = 'x'.repeat(64 * 1024);
    const answer = await postChunked(LOGIN, [
      '{"username":"',
      ...Array.from({ length: 18 }, () => chunk),
      '","password":"x"}',
    ]);
    expect(answer.status).toBe(413);
    expect(answer.body.code).toBe('PayloadTooLarge');
  });
});
