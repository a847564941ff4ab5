#!/usr/bin/env node
// Manual contract upload benchmark (issue 19): "a 50,000-row workbook uploads with a progress bar and lands in
// under a minute on this machine". It builds an XLSX of 50,000 device rows (10,000 contracts of 5 devices, every
// template column filled) with SheetJS, starts the server on a fresh demo seed, and uploads the workbook as the
// Northwind contracts user to `manualcontract/uploadfile` for Logitech: first Add & Update into an empty
// manufacturer (50,000 inserts), then the same file again (50,000 updates by contract + serial), then Overwrite
// (every device replaced). Each upload's time is from the first byte sent to the answer: the bytes, the parse,
// the row checks and the import in one transaction. It prints the times, rows per second and the load average
// beside the one-minute goal, and does not fail.
//
//   pnpm bench:upload                         a fresh temporary data folder with the demo seed
//   BENCH_ROWS=100000 pnpm bench:upload       another size (at most the upload's 100,000 rows)
//   BENCH_DB=postgres pnpm bench:upload       on a throwaway PostgreSQL cluster instead of PGlite
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { accessToken, openBenchDatabase, run, waitForHealth } from './bench-server.mjs';
import { freePort } from './free-port.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { utils, write } = createRequire(import.meta.url)('@e965/xlsx');
const ROWS = Number(process.env.BENCH_ROWS ?? 50_000);
const DEVICES_PER_CONTRACT = 5;
const GOAL_S = 60;
const onPostgres = process.env.BENCH_DB === 'postgres';
const LOGITECH = 'Logitech';

const HEADERS = [
  'Contract Number',
  'Contract Type',
  'Contract Start Date',
  'Contract End Date',
  'Part Number',
  'Serial Number',
  'Description',
  'Device Type',
  'Quantity',
  'Service Level',
  'Status',
  'Site ID',
  'Owner',
  'Warranty Type',
  'Warranty End Date',
  'End of Sale Date',
  'Last Date of Support',
  'Notes',
];

function workbook(rows) {
  const grid = [HEADERS];
  for (let index = 0; index < rows; index++) {
    const contract = Math.floor(index / DEVICES_PER_CONTRACT);
    const month = String((contract % 12) + 1).padStart(2, '0');
    grid.push([
      `LOGI-BENCH-${String(contract).padStart(6, '0')}`,
      contract % 2 ? 'Extended Warranty' : 'Advance Replacement',
      `${month}/01/2026`,
      `${month}/01/2028`,
      `LOGI-PART-${index % 40}`,
      `LGB${String(index).padStart(8, '0')}`,
      'Conference room video bar with a wide-angle camera',
      index % DEVICES_PER_CONTRACT === 0 ? 'Chassis' : 'Minor',
      1 + (index % 3),
      'Next business day',
      index % 7 ? 'Active' : 'Signed',
      'SITE-10021',
      'Facilities',
      'Limited',
      `${month}/15/2027`,
      `${month}/28/2029`,
      `${month}/28/2031`,
      '',
    ]);
  }
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(grid), 'Contracts');
  return new Uint8Array(write(book, { type: 'array', bookType: 'xlsx', compression: true }));
}

const dataDir = mkdtempSync(join(tmpdir(), 'b2b-bench-upload-'));
const env = {
  DATA_DIR: dataDir,
  LOG_LEVEL: 'error',
  HOST: '127.0.0.1',
  DATABASE_URL: '',
  ANSWER_CHECKS: 'off',
};
let server;
let postgres;
try {
  let started = performance.now();
  const bytes = workbook(ROWS);
  const buildSeconds = (performance.now() - started) / 1000;
  console.log(
    `workbook: ${ROWS.toLocaleString('en-US')} rows, ${(bytes.byteLength / 1024 / 1024).toFixed(1)} MB XLSX, built in ${buildSeconds.toFixed(1)} s`,
  );

  postgres = await openBenchDatabase(dataDir, env, onPostgres);
  await run(['build.mjs', '--if-stale'], env);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(base, server);
  const authorization = { Authorization: `Bearer ${await accessToken(base, 'contracts@northwind.example')}` };
  const options = await (
    await fetch(`${base}/api/V1.0/ManualContract/getContractUploadManufacturers`, { headers: authorization })
  ).json();
  const manufacturerId = options.manufacturers.find((m) => m.name === LOGITECH).id;

  const upload = async (uploadType) => {
    const form = new FormData();
    form.set('manufacturerId', manufacturerId);
    form.set('erpAccountNumber', 'C-100234');
    form.set('uploadType', String(uploadType));
    form.set('file', new Blob([bytes]), 'bench.xlsx');
    const startedAt = performance.now();
    const answer = await fetch(`${base}/api/v1.0/manualcontract/uploadfile`, {
      method: 'POST',
      headers: authorization,
      body: form,
    });
    const body = await answer.json();
    const seconds = (performance.now() - startedAt) / 1000;
    if (!answer.ok)
      throw new Error(`the upload answered ${answer.status}: ${JSON.stringify(body).slice(0, 400)}`);
    return { seconds, body, load: loadavg()[0] };
  };

  const results = [];
  for (const [name, type] of [
    ['Add & Update into an empty manufacturer', 1],
    ['Add & Update of the same file (updates)', 1],
    ['Overwrite with the same file', 0],
  ]) {
    process.stdout.write(`${name}… `);
    started = performance.now();
    const result = await upload(type);
    console.log(`${result.seconds.toFixed(1)} s`);
    results.push({ name, ...result });
  }

  console.log(
    `\nManual contract upload benchmark: ${ROWS.toLocaleString('en-US')} rows, ${onPostgres ? 'PostgreSQL' : 'PGlite'}, load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')} on ${cpus().length} CPUs`,
  );
  console.log(
    `${'upload'.padEnd(42)} ${'seconds'.padStart(8)} ${'rows/s'.padStart(8)} ${'load'.padStart(5)}  changes / verdict`,
  );
  for (const { name, seconds, body, load } of results) {
    const changes = `+${body.devicesAdded} ~${body.devicesUpdated} -${body.devicesRemoved} devices`;
    const verdict = seconds < GOAL_S ? `within the goal (under ${GOAL_S} s)` : `OVER the goal of ${GOAL_S} s`;
    console.log(
      `${name.padEnd(42)} ${seconds.toFixed(1).padStart(8)} ${Math.round(ROWS / seconds)
        .toLocaleString('en-US')
        .padStart(8)} ${load.toFixed(1).padStart(5)}  ${changes}; ${verdict}`,
    );
  }
} finally {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  postgres?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
