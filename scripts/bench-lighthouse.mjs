#!/usr/bin/env node
// Lighthouse performance of the built portal on Debian's Chromium (issue 14): login, account overview and shop,
// mobile (Lighthouse's default: a mid-range phone on a slow 4G link, simulated) and desktop. It prints each
// score beside its budget (≥ 95 mobile, ≥ 98 desktop) with the metrics behind it and the load average, and does
// not fail: the machines here are shared and noisy, so read the figures with the load beside them.
//
//   pnpm bench:lighthouse                      builds what is missing, starts the built server on a fresh
//                                              temporary PGlite folder, measures, stops
//   BENCH_LIGHTHOUSE_RUNS=3                    runs per page and form factor; the median score is printed
//   BENCH_LIGHTHOUSE_PAGES=login,shop          a subset of the pages
//   BENCH_LIGHTHOUSE_SHIFTS=1                  also prints the layout-shifts audit's details (each page names
//                                              the elements that moved, with their share of CLS, anyway)
//
// Lighthouse drives a Chromium we start with a remote-debugging port; Playwright (already a dev dependency of
// the journeys) signs in over the same port first, and Lighthouse keeps that storage (`disableStorageReset`),
// so the signed-in pages are measured as a signed-in buyer sees them.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumLaunchOptions } from './chromium.mjs';
import { freePort } from './free-port.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const runs = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1));
const BUDGET = { mobile: 95, desktop: 98 };
const USER = { username: 'buyer@northwind.example', password: 'Demo-Portal-2026!' };
/** The pages of the issue, in the order measured: login first, while nobody is signed in. */
const PAGES = [
  { name: 'login', hash: '#/login', signedIn: false },
  { name: 'account overview', hash: '#/account-overview', signedIn: true },
  { name: 'shop', hash: '#/shop', signedIn: true },
].filter(
  (page) =>
    !process.env.BENCH_LIGHTHOUSE_PAGES ||
    process.env.BENCH_LIGHTHOUSE_PAGES.split(',').some((wanted) => page.name.startsWith(wanted.trim())),
);

function buildIfMissing(file, filter) {
  if (existsSync(join(root, file))) return;
  console.log(`[bench-lighthouse] building ${filter} (${file} is missing)`);
  execFileSync('pnpm', ['--filter', filter, 'build'], { cwd: root, stdio: 'inherit' });
}

/** Resolves once `url` answers 200, or rejects when the process exits or `ms` pass. */
async function waitFor(url, child, ms = 600_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the process exited with ${child.exitCode} before ${url} answered`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};
const ms = (value) => (value === undefined ? '—' : `${Math.round(value)} ms`);

buildIfMissing('apps/portal/dist/index.html', '@b2b-portal/portal');
buildIfMissing('apps/server/dist/main.js', '@b2b-portal/server');

const dataDir = mkdtempSync(join(tmpdir(), 'b2b-lighthouse-'));
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
  cwd: join(root, 'apps/server'),
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const debuggingPort = await freePort();
const profile = mkdtempSync(join(tmpdir(), 'b2b-lighthouse-chromium-'));
const browserProcess = spawn(
  chromiumLaunchOptions.executablePath,
  [
    ...chromiumLaunchOptions.args,
    '--headless=new',
    `--remote-debugging-port=${debuggingPort}`,
    `--user-data-dir=${profile}`,
    'about:blank',
  ],
  { stdio: 'ignore' },
);

const results = [];
try {
  await waitFor(`${origin}/api/health`, server);
  await waitFor(`http://127.0.0.1:${debuggingPort}/json/version`, browserProcess, 30_000);
  let signedIn = false;
  for (const page of PAGES) {
    if (page.signedIn && !signedIn) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
      const tab = await browser.contexts()[0].newPage();
      await tab.goto(`${origin}/#/login`);
      // As e2e/support.ts signs in: username, Next, password, Sign in.
      await tab.getByLabel('Username').fill(USER.username);
      await tab.getByRole('button', { name: 'Next' }).click();
      await tab.getByRole('textbox', { name: 'Password', exact: true }).fill(USER.password);
      await tab.getByRole('button', { name: 'Sign in' }).click();
      await tab.waitForURL((url) => !/^#\/(login|redirect)/.test(url.hash), { timeout: 120_000 });
      await tab.close();
      await browser.close();
      signedIn = true;
    }
    for (const formFactor of ['mobile', 'desktop']) {
      const samples = [];
      for (let run = 0; run < runs; run++) {
        const answer = await lighthouse(
          `${origin}/${page.hash}`,
          {
            port: debuggingPort,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
            disableStorageReset: true,
          },
          formFactor === 'desktop' ? desktopConfig : undefined,
        );
        const { categories, audits } = answer.lhr;
        samples.push({
          score: Math.round((categories.performance.score ?? 0) * 100),
          fcp: audits['first-contentful-paint']?.numericValue,
          lcp: audits['largest-contentful-paint']?.numericValue,
          tbt: audits['total-blocking-time']?.numericValue,
          cls: audits['cumulative-layout-shift']?.numericValue,
          finalUrl: answer.lhr.finalDisplayedUrl,
          shifts: shiftedElements(audits['layout-shifts']),
          longTasks: longTasks(audits['long-tasks']),
          debug: process.env.BENCH_LIGHTHOUSE_SHIFTS
            ? JSON.stringify(audits['layout-shifts']?.details, null, 1)
            : '',
        });
      }
      const score = median(samples.map((sample) => sample.score));
      const typical = samples.find((sample) => sample.score === score) ?? samples[0];
      results.push({ page: page.name, formFactor, score, ...typical });
      console.log(
        `${page.name.padEnd(17)} ${formFactor.padEnd(8)} score ${String(score).padStart(3)}  budget ≥ ${BUDGET[formFactor]}  ${
          score >= BUDGET[formFactor] ? 'within' : 'UNDER'
        }   FCP ${ms(typical.fcp)}  LCP ${ms(typical.lcp)}  TBT ${ms(typical.tbt)}  CLS ${(typical.cls ?? 0).toFixed(3)}${
          typical.finalUrl.endsWith(page.hash) ? '' : `  (ended at ${typical.finalUrl})`
        }`,
      );
      // What moved, so that a layout shift can be found without opening the report.
      for (const shift of typical.shifts)
        console.log(`    shift ${shift.score.toFixed(3)}  ${shift.element}`);
      if (typical.debug) console.log(typical.debug);
      // What blocked the main thread, when it blocked it long enough to cost score.
      if ((typical.tbt ?? 0) >= 150) {
        for (const task of typical.longTasks) {
          console.log(`    long task ${ms(task.duration)} at ${ms(task.startTime)}  ${task.url}`);
        }
      }
    }
  }
} finally {
  server.kill('SIGTERM');
  browserProcess.kill('SIGKILL');
  await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve()));
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profile, { recursive: true, force: true });
}
/** The elements Lighthouse's `layout-shifts` audit names, largest shift first (at most three). */
function shiftedElements(audit) {
  const items = audit?.details?.items ?? [];
  return items
    .filter((item) => (item.score ?? 0) >= 0.005)
    .slice(0, 3)
    .map((item) => ({
      score: item.score,
      element: `${item.node?.selector ?? item.node?.nodeLabel ?? '(unnamed)'}${
        item.subItems?.items?.length
          ? ` (${item.subItems.items.map((cause) => cause.extra?.value ?? cause.cause).join(', ')})`
          : ''
      }`,
    }));
}

/** The longest main-thread tasks Lighthouse's `long-tasks` audit lists (at most three), with their script. */
function longTasks(audit) {
  const items = audit?.details?.items ?? [];
  return [...items]
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 3)
    .map((item) => ({
      duration: item.duration,
      startTime: item.startTime,
      url: String(item.url).replace(/^.*\//, ''),
    }));
}

const load = loadavg().map((value) => value.toFixed(2));
console.log(
  `\n${results.length} measurements, ${runs} run(s) each (median score); ${cpus().length} cores, load average ${load.join(' ')}`,
);
