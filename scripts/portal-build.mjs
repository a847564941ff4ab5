// The portal's build as the bundle scripts read it (bench-bundle.mjs, bundle-composition.mjs): its folder, its
// Vite manifest, and the chunks a chunk loads before it runs.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const dist = join(root, 'apps', 'portal', 'dist');

/** The build's manifest; exits with a message when there is no build. */
export function readManifest() {
  const manifestFile = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) {
    console.error('No build manifest: run `pnpm --filter @b2b-portal/portal build` first.');
    process.exit(1);
  }
  return JSON.parse(readFileSync(manifestFile, 'utf8'));
}

/** The chunk's key and every chunk it imports statically, transitively. */
export function closure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/** The JavaScript files of some chunks. */
export const jsOf = (manifest, keys) =>
  [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));

/** The key of the entry chunk (every route loads it). */
export const entryKeyOf = (manifest) => Object.keys(manifest).find((key) => manifest[key].isEntry);
