import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testing';

/**
 * The server's connections. A client that keeps its connection and comes back after a pause finds it open (run 19 of issue 13: a journey's
 * API call read ECONNRESET when Node's 5 s keep-alive closed the socket as the call was sent on it).
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 300_000);
afterAll(() => server?.close());

/** Sends a GET on `socket` and resolves with the status line of the answer, or rejects if the socket closes. */
function get(socket: Socket, host: string, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = '';
    const onData = (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      const length = Number(/content-length: (\d+)/i.exec(received)?.[1] ?? 0);
      if (received.length - end - 4 < length) return;
      done();
      resolve(received.slice(0, received.indexOf('\r\n')));
    };
    const onClose = () => {
      done();
      reject(new Error('the server closed the connection'));
    };
    const done = () => {
      socket.off('data', onData);
      for (const event of ['end', 'close', 'error']) socket.off(event, onClose);
    };
    if (socket.readableEnded || socket.destroyed) {
      reject(new Error('the server closed the connection while it was idle'));
      return;
    }
    socket.on('data', onData);
    for (const event of ['end', 'close', 'error']) socket.on(event, onClose);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: keep-alive\r\n\r\n`);
  });
}

describe('a kept-alive connection', () => {
  it('should still be open for a request sent after six idle seconds', async () => {
    const { hostname, port, host } = new URL(server.url);
    const socket = connect(Number(port), hostname);
    try {
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      socket.resume();
      expect(await get(socket, host, '/api/health')).toBe('HTTP/1.1 200 OK');
      await new Promise((resolve) => setTimeout(resolve, 6000));
      expect(await get(socket, host, '/api/health')).toBe('HTTP/1.1 200 OK');
    } finally {
      socket.destroy();
    }
  }, 30_000);
});

describe('a request Node refuses before the app (issue 15 item 9)', () => {
  it('should answer an oversized query with the documents\u2019 431 Problem and its trace id', async () => {
    const answer = await fetch(`${server.url}/api/v1.0/Product/search?keyword=${'x'.repeat(20_000)}`);
    expect(answer.status).toBe(431);
    expect(answer.headers.get('content-type')).toBe('application/json');
    const problem = (await answer.json()) as Record<string, unknown>;
    expect(problem).toEqual({
      code: 'HeadersTooLarge',
      message: 'The address or the headers of the request are too long. Please search for less at once.',
      traceId: answer.headers.get('x-trace-id'),
    });
    // The server goes on answering.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  }, 30_000);
});
