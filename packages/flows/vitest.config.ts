import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'flows',
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
