import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server). This file sits in src/ and, bundled, in dist/main.js: one folder
 * below the package either way, so paths built from here (the drizzle migrations) hold for `dev` and `start`.
 */
export const packageDir = fileURLToPath(new URL('..', import.meta.url));
