import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

// Journeys run against the real server on a fresh, seeded data folder, serving the built portal.
// Tools cannot download browsers here: Playwright drives Debian's Chromium.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'portal-e2e-'));
const port = Number(process.env.E2E_PORT ?? 4310);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/playwright-artifacts',
  // A file's journeys run in order in one worker unless the file says `mode: 'parallel'` (its journeys share no
  // user's cart, chain or documents).
  fullyParallel: false,
  // One browser per core. Four were tried: a journey waits much of its time, but four pages drawing, running
  // axe and signing in (scrypt) beside the server loaded 2 cores to 15 and journeys timed out. E2E_WORKERS
  // overrides.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  // The checkout journeys empty the carts of admin@northwind and buyer@contoso, which other journeys also fill:
  // they run after every other journey instead of beside them. The approval-chain journey changes Northwind's
  // approval chains, which the approval journeys rely on: it runs last, alone (a checkout may be a quote's or a
  // requisition's).
  projects: [
    { name: 'journeys', testIgnore: [/checkout\.spec\.ts/, /approval-chain\.spec\.ts/] },
    { name: 'checkout', testMatch: /checkout\.spec\.ts/, dependencies: ['journeys'] },
    { name: 'journeys-admin', testMatch: /approval-chain\.spec\.ts/, dependencies: ['journeys', 'checkout'] },
  ],
  webServer: {
    // The built server (what `npm start` runs), bundled first when a source changed since the last bundle.
    command: 'node apps/server/build.mjs --if-stale && node --enable-source-maps apps/server/dist/main.js',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // Warnings and errors only: a request line per asset and call would bury the journeys' own output.
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: process.env.E2E_DATA_DIR, LOG_LEVEL: 'warn' },
  },
});
