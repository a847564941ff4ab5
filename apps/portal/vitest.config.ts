import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    name: 'portal',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    // Each file in a fresh VM context of a reused worker thread (as packages/ui): the files stay isolated (own
    // modules, own jsdom) without a process and a jsdom start each. Measured on 2 cores at load 3-4: the project
    // alone 215 s, 76/76 files, against a 342-s stretch of the whole run with the default forks.
    pool: 'vmThreads',
    // Typing into forms with user-event takes seconds when both cores are busy (CI runs two workers).
    testTimeout: 15_000,
  },
});
