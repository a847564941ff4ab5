import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'flows',
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Pure modules, no module mocks: a worker's files share one module graph (see apps/server/vitest.config.ts).
    isolate: false,
  },
});
