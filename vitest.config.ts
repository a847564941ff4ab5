import { defineConfig } from 'vitest/config';

// One vitest run covers every package; each package keeps its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: ['packages/api', 'packages/flows', 'packages/ui', 'apps/server', 'apps/portal'],
  },
});
