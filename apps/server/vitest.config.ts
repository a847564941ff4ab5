import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Bundles dist/main.js when stale (the process tests run the built server), and builds the migrated and
    // seeded template database once before the workers start.
    globalSetup: ['./src/test-support/build-server.ts', './src/test-support/global-setup.ts'],
    // Checks every answer of the route tests against the OpenAPI document.
    setupFiles: ['src/test-support/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
