import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'b2b-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('should write our pid, refuse a second lock while held and allow one after release', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    expect(readFileSync(lock.file, 'utf8')).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
    lockDataDir(dir).release();
  });

  it('should take over a stale lock left by a dead process', () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', '']).pid as number;
    writeFileSync(path.join(dir, 'server.lock'), String(dead));
    const lock = lockDataDir(dir);
    expect(readFileSync(lock.file, 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('should create the data folder when it does not exist', () => {
    const dir = path.join(tempDir(), 'nested', 'data');
    const lock = lockDataDir(dir);
    expect(existsSync(lock.file)).toBe(true);
    lock.release();
  });
});
