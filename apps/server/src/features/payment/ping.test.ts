import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https, { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PaymentPing } from '@b2b-portal/api';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, startTestServer, type TestApp, type TestServer } from '../../testing';
import { connectionProtocol } from './configuration';

const PING = '/api/core/accountsreceivable/ping';

describe('connectionProtocol', () => {
  const none = {
    tlsProtocol: null,
    forwardedProto: undefined,
    forwardedTlsProtocol: undefined,
    remoteAddress: undefined,
  };
  it.each([
    ['TLS 1.3', { ...none, tlsProtocol: 'TLSv1.3' }, { protocol: 'TLSv1.3', secure: true }],
    ['TLS 1.1', { ...none, tlsProtocol: 'TLSv1.1' }, { protocol: 'TLSv1.1', secure: true }],
    ['TLS 1.0', { ...none, tlsProtocol: 'TLSv1' }, { protocol: 'TLSv1', secure: false }],
    ['SSL 3', { ...none, tlsProtocol: 'SSLv3' }, { protocol: 'SSLv3', secure: false }],
    [
      'a proxy without the protocol',
      { ...none, forwardedProto: 'https' },
      { protocol: 'https', secure: true },
    ],
    [
      'a proxy passing TLS 1.0',
      { ...none, forwardedProto: 'https, http', forwardedTlsProtocol: 'TLSv1' },
      { protocol: 'TLSv1', secure: false },
    ],
    ['plain http on loopback', { ...none, remoteAddress: '127.0.0.1' }, { protocol: 'http', secure: true }],
    ['plain http on IPv6 loopback', { ...none, remoteAddress: '::1' }, { protocol: 'http', secure: true }],
    [
      'plain http from elsewhere',
      { ...none, remoteAddress: '203.0.113.9' },
      { protocol: 'http', secure: false },
    ],
    ['no socket at all', none, { protocol: 'http', secure: false }],
  ])('should judge %s', (_name, input, expected) => {
    expect(connectionProtocol(input)).toEqual(expected);
  });
});

describe('ping over plain http on loopback', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { LOG_LEVEL: 'silent' } });
  });
  afterAll(() => server?.close());

  it('should count as secure for development, unless a proxy says the browser used TLS 1.0', async () => {
    const direct = await fetch(`${server.url}${PING}`);
    expect(PaymentPing.parse(await direct.json())).toEqual({ protocol: 'http', secure: true });
    const proxied = await fetch(`${server.url}${PING}`, {
      headers: { 'X-Forwarded-Proto': 'https', 'X-Forwarded-TLS-Protocol': 'TLSv1' },
    });
    expect(PaymentPing.parse(await proxied.json())).toEqual({ protocol: 'TLSv1', secure: false });
  });
});

describe('ping over TLS', () => {
  let t: TestApp;
  let dir: string;
  let server: ReturnType<typeof serve>;
  let cert: Buffer;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'ping-tls-'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    cert = readFileSync(path.join(dir, 'cert.pem'));
    t = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
    server = await new Promise((resolve) => {
      const s = serve(
        {
          fetch: t.app.fetch,
          port: 0,
          hostname: '127.0.0.1',
          createServer,
          serverOptions: { key: readFileSync(path.join(dir, 'key.pem')), cert },
        },
        () => resolve(s),
      );
    });
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  function ping(maxVersion: 'TLSv1.2' | 'TLSv1.3'): Promise<unknown> {
    const { port } = server.address() as AddressInfo;
    return new Promise((resolve, reject) => {
      https
        .get({ host: '127.0.0.1', port, path: PING, ca: cert, maxVersion, agent: false }, (response) => {
          let text = '';
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () => resolve(JSON.parse(text)));
        })
        .on('error', reject);
    });
  }

  it('should answer the negotiated protocol', async () => {
    expect(PaymentPing.parse(await ping('TLSv1.3'))).toEqual({ protocol: 'TLSv1.3', secure: true });
    expect(PaymentPing.parse(await ping('TLSv1.2'))).toEqual({ protocol: 'TLSv1.2', secure: true });
  });
});
