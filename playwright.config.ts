import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

// Journeys run against the real server on a fresh, seeded data folder, serving the built portal.
// Tools cannot download browsers here: Playwright drives Debian's Chromium.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'portal-e2e-'));
// The sales desk sandbox's key, shared with the journeys that move pricing requests (the server makes up a random
// one when none is set, and the workers inherit this process's environment).
process.env.SALES_DESK_KEY ??= randomBytes(18).toString('base64url');
// The order desk sandbox's and the mail outbox's keys, shared with the shipment journey (issue 17).
process.env.ORDER_DESK_KEY ??= randomBytes(18).toString('base64url');
process.env.MAIL_SANDBOX_KEY ??= randomBytes(18).toString('base64url');
const port = Number(process.env.E2E_PORT ?? 4310);
export const baseURL = `http://127.0.0.1:${port}`;

/**
 * Checkout, and the business hierarchy journey (issue 18), whose buyer (buyer3@) quick-order.spec.ts holds during
 * the first phase: after it.
 */
const CHECKOUT = /(checkout|business-hierarchy)\.spec\.ts/;
const APPROVAL_CHAIN = /approval-chain\.spec\.ts/;
/** Attacks an account that other journeys sign in as (it then asks a check of every sign-in): after them. */
const LOGIN_CHALLENGE = /login-challenge\.spec\.ts/;
/** Changes buyer@northwind's ordinary cart, which shop.spec.ts holds during the first phase: after it. */
const PUNCH_OUT = /punchout\.spec\.ts/;
/**
 * Fills the requester's cart and decides Northwind's pending requisitions, which approval-workflows.spec.ts holds
 * during the first phase: after it.
 */
const KEYBOARD_JOURNEYS = /keyboard-journeys\.spec\.ts/;
/** Files in `mode: 'parallel'`: their journeys share no user's cart, chain or documents. */
const SIDE_BY_SIDE = [
  /shell\.spec\.ts/,
  /pages\.spec\.ts/,
  /session\.spec\.ts/,
  /route-guard\.spec\.ts/,
  /redirect-handoff\.spec\.ts/,
  /reflow\.spec\.ts/,
];

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
    // No trace by default: recording one (a screencast and a DOM snapshot at every action, kept only for a failed
    // journey) cost more CPU than the journeys' own pages. orders.spec + invoices.spec, one worker, two pairs:
    // 44.4 and 43.8 s user + 9.0 and 8.8 s sys with the trace, 27.4 and 29.3 + 3.9 and 4.2 without; 103-113 s
    // against 86-92 s of wall time. A failure still leaves a screenshot and Playwright's page snapshot
    // (error-context.md); E2E_TRACE=retain-on-failure (or any trace mode) records traces again to debug.
    trace: (process.env.E2E_TRACE as 'off' | 'retain-on-failure' | undefined) ?? 'off',
    screenshot: 'only-on-failure',
    // As the stories run (.storybook/playwright.config.ts): the global styles end transitions at once and the
    // skeletons stop shimmering, which on 2 cores without a GPU cost the browsers' time on every loading page
    // (orders, invoices and reports journeys, two paired runs: 53 -> 45 s and 45 -> 43 s of CPU, 90 -> 77 s and
    // 85 -> 77 s of wall time), and axe no longer reads a colour mid-transition. The motion itself is held to
    // account by the Motion, Skeleton and DownloadToasts stories.
    reducedMotion: 'reduce',
    launchOptions: chromiumLaunchOptions,
  },
  // Two phases. First every journey but two groups: the files whose journeys run in order come first (a file
  // takes one worker), then those whose journeys run side by side, which fill both workers to the end of the
  // phase. Then the checkout journeys, which empty the carts of admin@northwind and buyer@contoso that other
  // journeys fill (saved carts, request a quote), and the approval-chain journey, which changes Northwind's
  // quote approval chain that the approval journeys rely on; the two touch nothing of each other's and run side by
  // side (checkout in two groups, one per user). The login-challenge journey joins the last phase: it leaves an
  // account that earlier journeys sign in as asking a check of every sign-in. So do the punch-out journeys: they
  // change buyer@northwind's ordinary cart, which shop.spec.ts holds in the first phase; and the keyboard journeys,
  // which fill the requester's cart and decide pending requisitions, which approval-workflows.spec.ts holds there.
  projects: [
    {
      name: 'journeys',
      testIgnore: [CHECKOUT, APPROVAL_CHAIN, LOGIN_CHALLENGE, PUNCH_OUT, KEYBOARD_JOURNEYS, ...SIDE_BY_SIDE],
    },
    { name: 'journeys-side-by-side', testMatch: SIDE_BY_SIDE },
    { name: 'checkout', testMatch: CHECKOUT, dependencies: ['journeys', 'journeys-side-by-side'] },
    {
      name: 'journeys-admin',
      testMatch: [APPROVAL_CHAIN, LOGIN_CHALLENGE, PUNCH_OUT, KEYBOARD_JOURNEYS],
      dependencies: ['journeys', 'journeys-side-by-side'],
    },
  ],
  webServer: {
    // The built server (what `npm start` runs), bundled first when a source changed since the last bundle.
    command: 'node apps/server/build.mjs --if-stale && node --enable-source-maps apps/server/dist/main.js',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // Warnings and errors only: a request line per asset and call would bury the journeys' own output.
    // The seeded users' password hashes at the lowest cost a deployment may choose (2^14): at OWASP's 2^17 each
    // sign-in takes a core for a second, and the journeys sign in about a hundred times beside two browsers.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      PASSWORD_HASH_COST: '14',
      SALES_DESK_KEY: process.env.SALES_DESK_KEY,
      ORDER_DESK_KEY: process.env.ORDER_DESK_KEY,
      MAIL_SANDBOX_KEY: process.env.MAIL_SANDBOX_KEY,
      // The order desk sandbox moves an order every second, so the shipment journey sees it shipped quickly.
      ORDER_DESK_STEP_SECONDS: '1',
      ORDER_DESK_POLL_MS: '500',
      // The work item desk sandbox moves a submitted request every second (work-items.spec.ts follows it).
      WORK_ITEM_DESK_STEP_SECONDS: '1',
      WORK_ITEM_DESK_POLL_MS: '500',
      // Orders placed by the journeys stay as placed: only the shipment journey starts the order desk, by its route.
      ORDER_DESK_AUTOSTART: 'off',
      // The login-challenge journey attacks from addresses it names in X-Forwarded-For.
      TRUST_PROXY_HOPS: '1',
      // The report schedules journey moves the schedules' clock (POST /sandbox/clock, x-sandbox-key) to get its mail.
      SCHEDULE_TEST_CLOCK: 'on',
    },
  },
});
