#!/usr/bin/env node
// Every test of the project, in order: lint, types, vitest (rules, machines, client, server), the portal
// build and its bundle budgets, the stories (every story's play function, axe in both themes, its picture) and the Playwright
// journeys. Every step runs even when an earlier one failed, so one CI run shows everything; the exit code is
// non-zero if any failed.
// The last line sums the tests of all runners: "tests: N passed, N failed, N skipped".
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pnpm = process.env.PNPM || 'pnpm';
const results = join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const only = process.argv.slice(2);
const steps = [
  { name: 'lint', cmd: pnpm, args: ['exec', 'biome', 'check', '.'] },
  // One build of the project references (tsconfig.json): each package is checked once, its dependants read
  // its declarations, and .tsbuild/ (ignored by git) keeps the state for an incremental second run. TypeScript 7,
  // the native compiler (devDependency typescript-7): 50 s of CPU where 5.9 took 151 s on this project, the same
  // errors. TypeScript 5.9 stays for the tools that use its JavaScript API (Storybook's docgen).
  {
    name: 'typecheck',
    cmd: process.execPath,
    args: [join(root, 'node_modules', 'typescript-7', 'bin', 'tsc'), '-b'],
  },
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
  // Built once and reused: the portal and the bundled server (apps/server/dist/main.js) that the Playwright
  // journeys run, and the storybook-static that the Storybook step tests.
  {
    name: 'build',
    cmd: pnpm,
    args: ['--filter', '@b2b-portal/portal', '--filter', '@b2b-portal/server', 'build'],
  },
  // What each portal route loads, gzip, against its budget (reads the build step's dist/, builds nothing):
  // fails when a route or the CSS is over budget beyond scripts/bundle-ceilings.json.
  {
    name: 'bundle',
    cmd: process.execPath,
    args: [join(root, 'scripts', 'bench-bundle.mjs')],
  },
  {
    name: 'build-storybook',
    cmd: pnpm,
    args: ['exec', 'storybook', 'build', '-o', 'storybook-static', '--quiet'],
  },
  // Packs ui, flows and api and renders a component with its styles in a separate consumer app.
  { name: 'packages', cmd: process.execPath, args: [join(root, 'scripts', 'check-packages.mjs')] },
  {
    name: 'storybook',
    cmd: process.execPath,
    // Every story (play function, axe in both themes, its picture) with Playwright, a dot a story.
    args: [join(root, 'scripts', 'test-storybook.mjs'), '--reporter=dot,json'],
    // Reuses what the build-storybook step built; without that step's success the script builds it itself.
    env: () => ({
      PLAYWRIGHT_JSON_OUTPUT_NAME: join(results, 'storybook.json'),
      ...(passed.has('build-storybook') ? { SKIP_STORYBOOK_BUILD: '1' } : {}),
    }),
    report: { file: 'storybook.json', kind: 'playwright' },
  },
  {
    name: 'e2e',
    cmd: pnpm,
    args: ['exec', 'playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(results, 'playwright.json') },
    report: { file: 'playwright.json', kind: 'playwright' },
  },
].filter((s) => only.length === 0 || only.includes(s.name));

/**
 * Runs a step with its output shown as it comes, keeping its last lines: when a step fails outside its tests (an
 * unhandled error after the tests passed, a global set-up that threw), the summary repeats what it said last.
 */
function runStep(step) {
  return new Promise((resolve) => {
    const child = spawn(step.cmd, step.args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...(typeof step.env === 'function' ? step.env() : step.env) },
    });
    const tail = [];
    let partial = '';
    const keep = (chunk) => {
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      tail.push(...lines);
      if (tail.length > 400) tail.splice(0, tail.length - 400);
    };
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      keep(chunk);
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      keep(chunk);
    });
    child.on('error', (error) => {
      console.error(String(error));
      resolve({ status: 1, tail: [String(error)] });
    });
    child.on('close', (code) => resolve({ status: code ?? 1, tail: partial ? [...tail, partial] : tail }));
  });
}

/**
 * What a step that failed outside its tests said about it: vitest's "Unhandled Errors" block (and its "Errors"
 * line) when there is one, otherwise the step's last lines.
 */
function failureOutsideTests(tail) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the terminal's colour codes
  const lines = tail.map((line) => line.replace(/\u001b\[[0-9;]*m/g, '').trimEnd());
  const unhandled = lines.findIndex((line) => /Unhandled (Errors?|Rejection)/.test(line));
  const shown = unhandled >= 0 ? lines.slice(unhandled, unhandled + 30) : lines.filter(Boolean).slice(-15);
  const errors = lines.filter((line) => /^\s*Errors\s+\d+ error/.test(line));
  return [...shown, ...(unhandled >= 0 ? errors : [])].filter(Boolean);
}

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
        failures: jestFailures(json),
      };
    }
    const s = json.stats ?? {};
    return {
      passed: (s.expected ?? 0) + (s.flaky ?? 0),
      failed: s.unexpected ?? 0,
      skipped: s.skipped ?? 0,
      failures: playwrightFailures(json),
    };
  } catch {
    return null;
  }
}

// The failed tests by name with the first line of their error, repeated in the summary: a CI log is often
// kept only from its end, and the runner's own report of a failure is far above it.
const firstLine = (text) =>
  String(text ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the terminal's colour codes
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .find(Boolean)
    ?.slice(0, 200) ?? '';

function jestFailures(json) {
  const out = [];
  for (const file of json.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      out.push(`${relative(root, file.name)} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')) {
      out.push(`${relative(root, file.name)}: ${firstLine(file.message)}`);
    }
  }
  return out;
}

function playwrightFailures(json) {
  const out = [];
  const walk = (suite, titles) => {
    const here = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message;
        out.push(`${[...here, spec.title].join(' › ')}: ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of json.suites ?? []) walk(suite, []);
  return out;
}

const suiteStarted = Date.now();
const passed = new Set();
const summary = [];
const totals = { passed: 0, failed: 0, skipped: 0 };
for (const step of steps) {
  console.log(`\n━━━ ${step.name}: ${[step.cmd, ...step.args].join(' ')}`);
  const started = Date.now();
  const result = await runStep(step);
  const ok = result.status === 0;
  if (ok) passed.add(step.name);
  const seconds = Math.round((Date.now() - started) / 1000);
  const counted = step.report ? count(step.report) : null;
  if (counted) {
    totals.passed += counted.passed;
    totals.failed += counted.failed;
    totals.skipped += counted.skipped;
  }
  if (!ok && (!counted || counted.failed === 0)) totals.failed += 1; // a step that failed outside its tests
  const outside = !ok && (!counted || counted.failed === 0) ? failureOutsideTests(result.tail ?? []) : [];
  summary.push({ step: step.name, ok, seconds, counted, outside });
}

console.log('\n━━━ summary');
for (const s of summary) {
  const c = s.counted
    ? ` (${s.counted.passed} passed, ${s.counted.failed} failed, ${s.counted.skipped} skipped)`
    : '';
  console.log(`${s.ok ? '✔' : '✖'} ${s.step.padEnd(15)} ${String(s.seconds).padStart(4)} s${c}`);
  for (const failure of s.counted?.failures?.slice(0, 10) ?? []) console.log(`    ✖ ${failure}`);
  if (s.outside.length > 0) console.log('    failed outside its tests; it said last:');
  for (const line of s.outside) console.log(`    │ ${line}`);
}
const total = Math.round((Date.now() - suiteStarted) / 1000);
console.log(
  `  ${'TOTAL'.padEnd(15)} ${String(total).padStart(4)} s (${Math.floor(total / 60)} min ${total % 60} s)`,
);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(summary.every((s) => s.ok) ? 0 : 1);
