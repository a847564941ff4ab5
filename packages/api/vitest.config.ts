import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The migrated and seeded template database, built once before the workers start.
    globalSetup: ['../../apps/server/src/test-support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Pure modules, no module mocks: a worker's files share one module graph (see apps/server/vitest.config.ts).
    isolate: false,
  },
});
