import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';

/**
 * The story runner (`pnpm test:storybook`, scripts/test-storybook.mjs): every story of the built Storybook is
 * rendered with its play function, checked with axe and compared with its committed picture, in Debian's
 * Chromium. Each worker opens Storybook's preview once and renders its stories one after another in that page
 * (as Storybook's own runners do), so a story costs its render, its play function and its checks, not a page
 * load. See stories/stories.spec.ts.
 *
 * STORYBOOK_URL (set by the script) is where the static build is served; STORYBOOK_WORKERS the number of
 * browsers (default 2, one per core).
 */
export default defineConfig({
  testDir: 'stories',
  outputDir: '../test-results/storybook',
  // Stories are independent: spread over the workers one by one.
  fullyParallel: true,
  workers: Number(process.env.STORYBOOK_WORKERS ?? 2),
  retries: 0,
  // The 10,000-row table story needs more than a few seconds on a loaded 2-core machine.
  timeout: 60_000,
  // The pictures: .storybook/visual-baselines/<story id>[--dark].png. A missing one fails in CI (none is
  // written there: it would compare the story with itself and never be committed); elsewhere it is written.
  snapshotPathTemplate: '{testDir}/../visual-baselines/{arg}{ext}',
  updateSnapshots: process.env.CI === 'true' ? 'none' : 'missing',
  expect: {
    toMatchSnapshot: {
      // A pixel differs when its colour moves more than 5 % (anti-aliased edges are ignored) and the story
      // fails when more than 0.05 % of its pixels differ.
      threshold: 0.05,
      maxDiffPixelRatio: 0.0005,
    },
  },
  use: {
    launchOptions: chromiumLaunchOptions,
    viewport: { width: 1280, height: 720 },
    // Transitions and animations finish at once, so colours are checked in their final state.
    reducedMotion: 'reduce',
  },
});
