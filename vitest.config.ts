import { defineConfig } from 'vitest/config';

// One vitest run covers every package; each package keeps its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: ['packages/api', 'packages/flows', 'packages/ui', 'apps/server', 'apps/portal'],
    // Both cores: vitest's default is one worker fewer than the cores, i.e. a single one on 2 cores. Test
    // files share nothing (each server test has its own copy of the database, its own port).
    maxWorkers: 2,
  },
});
