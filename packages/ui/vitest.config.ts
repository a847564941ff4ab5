import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    name: 'ui',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // Each file in a fresh VM context of a reused worker thread instead of a process of its own: the files stay
    // isolated (own modules, own jsdom) without paying a process and a jsdom start each. Measured on 2 cores at
    // load 6-8: 211 s (environment 125 s) with the default forks, 136 s (environment 12 s) this way, 324/324 both.
    pool: 'vmThreads',
    // user-event tests take ~1 s each; leave room when the machine is busy.
    testTimeout: 15_000,
  },
});
