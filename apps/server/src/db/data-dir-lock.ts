import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly lockFile: string,
    readonly ownerPid: number,
  ) {
    super(
      `The data folder is in use by another server process (pid ${ownerPid}). Two processes on one PGlite folder ` +
        `corrupt it: stop that process, or choose another DATA_DIR. Lock file: ${lockFile}`,
    );
  }
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

/**
 * Takes the exclusive lock of a data folder: a `server.lock` file created with O_EXCL holding our pid. A lock
 * left by a dead process is taken over; one held by a live process throws DataDirLockedError.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return {
        file,
        release() {
          if (released) return;
          released = true;
          try {
            if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file);
          } catch {
            // Already gone.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let owner = Number.NaN;
      try {
        owner = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
      } catch {
        continue; // Removed between our open and read: try again.
      }
      if (owner === process.pid || isAlive(owner)) throw new DataDirLockedError(file, owner);
      // Stale lock of a dead process (killed, crashed): take it over.
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${file}`);
}
