import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { call, login } from './test-support/http';
import { type ServerProcess, spawnServer } from './test-support/process';
import { scratchDir } from './test-support/scratch';

const dataDir = mkdtempSync(path.join(scratchDir(), 'b2b-data-'));
const running: ServerProcess[] = [];

afterAll(() => {
  for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function start(): ServerProcess {
  const server = spawnServer({ DATA_DIR: dataDir });
  running.push(server);
  return server;
}

describe('the server process on a PGlite data folder', () => {
  it('should lock the folder, checkpoint on SIGTERM, and see its data after a restart', async () => {
    const first = start();
    let output = '';
    first.child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    const url = await first.url;
    expect(readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).toBe(String(first.child.pid));
    expect((await call(url, '/api/health')).body).toEqual({
      status: 'ok',
      version: 'v58414',
      database: 'pglite',
    });

    const kept = (await login(url, 'buyer@northwind.example')).tokenInfo;
    const revoked = (await login(url, 'approver@northwind.example')).tokenInfo;
    expect(
      (await call(url, '/api/v1.0/user/logout', { method: 'POST', token: revoked.access_token })).status,
    ).toBe(200);

    // After the seed and these writes, only the server's user may read or write the database (issue 15
    // item 7): no group or other bits on the folder, PGlite's files or the generated secret.
    const open = readdirSync(dataDir, { recursive: true, encoding: 'utf8' })
      .map((entry) => path.join(dataDir, entry))
      .filter((file) => (statSync(file).mode & 0o077) !== 0);
    expect(open).toEqual([]);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(readdirSync(path.join(dataDir, 'pgdata')).length).toBeGreaterThan(5);

    // The demo made up its sandbox keys and printed them (issue 15 item 4): the outbox answers to the printed key
    // only, no longer to the key earlier versions published.
    await vi.waitFor(() => expect(output).toContain('SALES_DESK_KEY='));
    const outboxKey = /MAIL_SANDBOX_KEY=(\S+)/.exec(output)?.[1] ?? '';
    expect(outboxKey).toMatch(/^[\w-]{24}$/);
    const outbox = '/sandbox/outbox?to=buyer@northwind.example';
    expect((await call(url, outbox, { headers: { 'x-sandbox-key': outboxKey } })).status).toBe(200);
    expect((await call(url, outbox, { headers: { 'x-sandbox-key': 'sandbox-outbox' } })).status).toBe(401);

    // A second process on the same folder is refused while the first runs.
    const second = spawnServer({ DATA_DIR: dataDir });
    running.push(second);
    const refused = await second.exit;
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('The data folder is in use by another server process');
    expect(refused.stderr).toContain(String(first.child.pid));

    first.child.kill('SIGTERM');
    const stopped = await first.exit;
    expect(stopped.code).toBe(0);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    const again = start();
    const url2 = await again.url;
    // The generated JWT secret and the logins survived: the kept token still works, the revoked one does not.
    const me = await call(url2, '/api/V1.0/user/Me', { token: kept.access_token });
    expect(me).toMatchObject({ status: 200, body: { user: { email: 'buyer@northwind.example' } } });
    expect((await call(url2, '/api/V1.0/user/Me', { token: revoked.access_token })).status).toBe(401);
    const refreshed = await call(
      url2,
      `/api/v1.0/User/refreshToken?token=${kept.access_token}&refreshtoken=${kept.refresh_token}`,
    );
    expect(refreshed.status).toBe(200);
    // Not seeded twice.
    expect(again.child.exitCode).toBeNull();
    again.child.kill('SIGINT');
    expect((await again.exit).code).toBe(0);
  }, 120_000);

  it('should refuse to start with NODE_ENV=production on the demo defaults, naming what to set', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'b2b-production-'));
    try {
      const server = spawnServer({ DATA_DIR: folder, NODE_ENV: 'production' });
      running.push(server);
      const refused = await server.exit;
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('MAIL_MODE: is outbox');
      expect(refused.stderr).toContain('SALES_DESK_MODE: is sandbox');
      expect(refused.stderr).toContain('ORDER_DESK_MODE: is sandbox');
      expect(refused.stderr).toContain('CARD_PROCESSOR_MODE: is sandbox');
      // Refused before anything was written.
      expect(existsSync(path.join(folder, 'pgdata'))).toBe(false);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
