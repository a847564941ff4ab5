import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Checks every answer of the route tests against the OpenAPI document.
    setupFiles: ['src/test-support/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
