import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { copySeededDataDir } from '../testing';
import { type ServerProcess, spawnServer } from './process';
import { scratchDir } from './scratch';

/**
 * Built server processes that take turns on one data folder, the first opening a copy of the migrated and seeded
 * template instead of migrating and seeding an empty folder itself (seconds of each run; process.test.ts covers a
 * first start on an empty folder). Call at a test file's top level: the copy is made before its tests, and after
 * them every process still running is killed and the folder removed.
 */
export function serversOnSeededFolder(prefix: string): {
  dataDir: string;
  start: (env?: Record<string, string>) => ServerProcess;
} {
  const dataDir = mkdtempSync(path.join(scratchDir(), prefix));
  const running: ServerProcess[] = [];
  beforeAll(() => copySeededDataDir(path.join(dataDir, 'pgdata')), 120_000);
  afterAll(() => {
    for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    dataDir,
    start: (env = {}) => {
      const server = spawnServer({ DATA_DIR: dataDir, ...env });
      running.push(server);
      return server;
    },
  };
}
