import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Bundles dist/main.js when stale (the process tests run the built server), and builds the migrated and
    // seeded template databases once before the workers start: PGlite's data folder, and a PostgreSQL cluster
    // with a template database that the PostgreSQL tests copy (torn down after the run).
    globalSetup: [
      './src/test-support/build-server.ts',
      './src/test-support/global-setup.ts',
      './src/test-support/postgres-template.ts',
    ],
    // Checks every answer of the route tests against the OpenAPI document.
    setupFiles: ['src/test-support/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The test files of a worker share one module graph: PGlite's WebAssembly, the server's modules and the PDF
    // fonts are loaded once per worker instead of once per file (measured: the server project 315 s → 186 s on
    // 2 cores). The files share no state that way: each opens its own copy of the database and its own app
    // (module-level caches are keyed by the app's services), and none mocks a module.
    isolate: false,
  },
});
