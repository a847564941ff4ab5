import {
  chmodSync,
  closeSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';

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

/**
 * Only the server's user may read or write the data folder (issue 15 item 7: PGlite created its files 0666 under
 * umask 022, so anyone on the machine could change the database). The folder and every folder in it become
 * 0700 and every file 0600, which mends a folder an earlier version left open; from then on the process's umask
 * (077) makes what PGlite or the server creates private. Symbolic links are left as they are.
 */
export function restrictDataDir(dataDir: string): void {
  if (isMainThread) process.umask(0o077);
  const restrict = (target: string) => {
    const stat = lstatSync(target);
    if (stat.isSymbolicLink()) return;
    if (stat.isDirectory()) {
      if ((stat.mode & 0o777) !== 0o700) chmodSync(target, 0o700);
      for (const entry of readdirSync(target)) restrict(path.join(target, entry));
    } else if ((stat.mode & 0o777) !== 0o600) {
      chmodSync(target, 0o600);
    }
  };
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  restrict(dataDir);
}
