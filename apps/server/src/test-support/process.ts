import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const serverPackageDir = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  url: Promise<string>;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string; stdout: string }>;
}

/**
 * Runs the built production entry (`node --enable-source-maps dist/main.js`, what `npm start` runs) as a separate
 * process; the server's vitest setup bundles it first (test-support/build-server.ts). Its password hash cost is
 * the lowest the server takes (PASSWORD_HASH_COST 14) unless `env` says otherwise.
 */
export function spawnServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: serverPackageDir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      // The demo users' hashes and every sign-in at the lowest cost the server takes: at the default 2^17 a
      // process seeding six users and signing two in spends most of its test on scrypt.
      PASSWORD_HASH_COST: '14',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exit = new Promise<{
    code: number | null;
    signal: NodeJS.Signals | null;
    stderr: string;
    stdout: string;
  }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal, stderr, stdout })));
  const url = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk) => {
      stdout += chunk;
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout);
      if (match?.[1]) resolve(match[1]);
    });
    exit.then(({ code }) => reject(new Error(`server exited with ${code} before listening:\n${stderr}`)));
  });
  url.catch(() => {});
  return { child, url, exit };
}

/** Resolves when the process has written `text` to stdout (a log line, a fault point it waits at). */
export function printed(server: ServerProcess, text: string): Promise<void> {
  return new Promise((resolve) => {
    let seen = '';
    server.child.stdout?.on('data', (chunk) => {
      seen += chunk;
      if (seen.includes(text)) resolve();
    });
  });
}
