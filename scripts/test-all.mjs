#!/usr/bin/env node
// Every test of the project, in order: lint, types, vitest (rules, machines, client, server), the portal
// build, the Storybook test runner (every story, axe on each) and the Playwright journeys. Every step runs
// even when an earlier one failed, so one CI run shows everything; the exit code is non-zero if any failed.
// The last line sums the tests of all runners: "tests: N passed, N failed, N skipped".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pnpm = process.env.PNPM || 'pnpm';
const results = join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const only = process.argv.slice(2);
const steps = [
  { name: 'lint', cmd: pnpm, args: ['exec', 'biome', 'check', '.'] },
  { name: 'typecheck', cmd: pnpm, args: ['-r', '--no-bail', 'run', 'typecheck'] },
  {
    name: 'vitest',
    cmd: pnpm,
    args: [
      'exec',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(results, 'vitest.json')}`,
    ],
    report: { file: 'vitest.json', kind: 'jest' },
  },
  { name: 'build', cmd: pnpm, args: ['--filter', '@b2b-portal/portal', 'build'] },
  {
    name: 'storybook',
    cmd: process.execPath,
    args: [
      join(root, 'scripts', 'test-storybook.mjs'),
      '--json',
      `--outputFile=${join(results, 'storybook.json')}`,
    ],
    report: { file: 'storybook.json', kind: 'jest' },
  },
  {
    name: 'e2e',
    cmd: pnpm,
    args: ['exec', 'playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(results, 'playwright.json') },
    report: { file: 'playwright.json', kind: 'playwright' },
  },
].filter((s) => only.length === 0 || only.includes(s.name));

function count(report) {
  const file = join(results, report.file);
  if (!existsSync(file)) return null;
  try {
    const json = JSON.parse(readFileSync(file, 'utf8'));
    if (report.kind === 'jest') {
      return {
        passed: json.numPassedTests ?? 0,
        failed: json.numFailedTests ?? 0,
        skipped: (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0),
      };
    }
    const s = json.stats ?? {};
    return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0, skipped: s.skipped ?? 0 };
  } catch {
    return null;
  }
}

const summary = [];
const totals = { passed: 0, failed: 0, skipped: 0 };
for (const step of steps) {
  console.log(`\n━━━ ${step.name}: ${[step.cmd, ...step.args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(step.cmd, step.args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  const ok = result.status === 0;
  const seconds = Math.round((Date.now() - started) / 1000);
  const counted = step.report ? count(step.report) : null;
  if (counted) {
    totals.passed += counted.passed;
    totals.failed += counted.failed;
    totals.skipped += counted.skipped;
  }
  if (!ok && (!counted || counted.failed === 0)) totals.failed += 1; // a step that failed outside its tests
  summary.push({ step: step.name, ok, seconds, counted });
}

console.log('\n━━━ summary');
for (const s of summary) {
  const c = s.counted
    ? ` (${s.counted.passed} passed, ${s.counted.failed} failed, ${s.counted.skipped} skipped)`
    : '';
  console.log(`${s.ok ? '✔' : '✖'} ${s.step.padEnd(10)} ${String(s.seconds).padStart(4)} s${c}`);
}
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(summary.every((s) => s.ok) ? 0 : 1);
