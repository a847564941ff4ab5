import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * '@b2b-portal/flows/rules' is imported by the server: the rules and the route table may import each other,
 * the API contract and big.js (exact money, no dependencies of its own), never xstate, React or the machines.
 */
const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const files = ['rules', 'routes'].flatMap((folder) =>
  readdirSync(join(src, folder))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => join(src, folder, f)),
);
const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/g)].map(
    (m) => m[1]!,
  );

describe('rules import boundary', () => {
  it.each(files.map((f) => [relative(src, f), f]))(
    'should keep %s free of xstate, React and machines',
    (_, file) => {
      for (const specifier of importsOf(file)) {
        const allowed =
          specifier === '@b2b-portal/api' ||
          specifier === '@b2b-portal/api/messages' ||
          specifier === 'big.js' ||
          (specifier.startsWith('.') &&
            /^(rules|routes)\//.test(relative(src, resolve(dirname(file), specifier))));
        expect(allowed, `${relative(src, file)} imports ${specifier}`).toBe(true);
      }
    },
  );
});
