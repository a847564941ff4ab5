import { execFileSync } from 'node:child_process';
import { packageDir } from '../package-dir';

/**
 * Vitest global setup: the process tests run the built server (dist/main.js, what `npm start` runs), so it is
 * bundled once before any test file starts, and only when a source changed since the last bundle.
 */
export default function buildServer(): void {
  execFileSync(process.execPath, ['build.mjs', '--if-stale'], { cwd: packageDir, stdio: 'inherit' });
}
