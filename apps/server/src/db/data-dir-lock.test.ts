import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, restrictDataDir } from './data-dir-lock';

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

describe('restrictDataDir', () => {
  const mode = (file: string) => statSync(file).mode & 0o777;

  it('should leave the folder and everything in it to its owner alone: folders 0700, files 0600', () => {
    const dir = tempDir();
    // As an earlier version left it: PGlite's files 0666, its folders 0777.
    mkdirSync(path.join(dir, 'pgdata', 'base'), { recursive: true });
    writeFileSync(path.join(dir, 'pgdata', 'base', '16384'), 'rows');
    writeFileSync(path.join(dir, 'jwt-secret'), 'secret');
    chmodSync(path.join(dir, 'pgdata', 'base', '16384'), 0o666);
    chmodSync(path.join(dir, 'jwt-secret'), 0o644);
    chmodSync(path.join(dir, 'pgdata', 'base'), 0o777);
    chmodSync(path.join(dir, 'pgdata'), 0o755);
    chmodSync(dir, 0o755);

    restrictDataDir(dir);

    expect(mode(dir)).toBe(0o700);
    expect(mode(path.join(dir, 'pgdata'))).toBe(0o700);
    expect(mode(path.join(dir, 'pgdata', 'base'))).toBe(0o700);
    expect(mode(path.join(dir, 'pgdata', 'base', '16384'))).toBe(0o600);
    expect(mode(path.join(dir, 'jwt-secret'))).toBe(0o600);
  });

  it('should create a missing folder private', () => {
    const dir = path.join(tempDir(), 'new', 'data');
    restrictDataDir(dir);
    expect(mode(dir)).toBe(0o700);
  });
});
