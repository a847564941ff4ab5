#!/usr/bin/env node
// API benchmark on the large seed (ARCHITECTURE.md "Budgets", issue 14): product search p99 ≤ 50 ms at 32
// connections on PostgreSQL (≤ 150 ms on PGlite), simple reads (`user/Me`, the cart) at ≥ 50 % of a bare Hono
// hello-world started in the same run on PostgreSQL (≥ 30 % on PGlite). Issue 17: the order list (200,000 orders),
// the invoice list (100,000 invoices) and advanced search over them, p99 ≤ 50 ms at 32 connections, printed beside
// the hello-world's own p99. Issue 19: the device search over 100,000 devices the same way (goal p99 ≤ 50 ms).
// It prints figures and does not fail. Beside them, each scenario's CPU per request of the server, the database
// (PostgreSQL's processes; PGlite's is the server's) and the load generator, read from /proc: less noisy than
// wall-clock figures on a shared machine, and what a p99 budget at 32 connections comes down to.
// It also prints the bytes sent raw, gzip and brotli for a catalogue search page and the portal's JavaScript.
//
//   pnpm bench:api                       a fresh temporary data folder, seeded with SEED_SCALE=large
//   BENCH_DATA_DIR=/tmp/b2b-bench pnpm bench:api   reuse (or create and keep) a seeded folder
//   BENCH_DURATION=10 BENCH_CONNECTIONS=32        seconds per scenario, connections
//   BENCH_DB=postgres pnpm bench:api             on a throwaway PostgreSQL cluster (initdb/pg_ctl on PATH)
//                                                instead of the embedded PGlite
//   BENCH_READS_ONLY=1                           the baseline, health and the simple reads, no searches (and
//                                                no search index built at the start)
//   BENCH_DOCUMENTS_ONLY=1                       the baseline, health and the document lists (orders, invoices,
//                                                advanced search; issue 17), no product searches nor index
//   BENCH_SERVER_BUNDLE=apps/server/dist-base/main.js   another build of the server (e.g. of an older commit,
//                                                bundled into a sibling of dist/), for before/after figures
//   BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof"   Node options for the server: where its CPU goes
//
// On a shared machine the hello-world's own figure moves by half from one minute to the next, so each simple
// read (and health) is measured between two runs of the baseline, and its share is of their mean.
//
// autocannon drives the load: the well-kept Node HTTP benchmarker (HdrHistogram percentiles, keep-alive
// connections, per-request setup), so the figures are not skewed by a client loop of our own.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import {
  ADVANCED_SEARCH_PATHS,
  DEVICE_SEARCH_BODIES,
  DEVICE_SEARCH_PATH,
  distinctProductSearchPath,
  INVOICE_LIST_PATHS,
  ORDER_LIST_PATHS,
} from './bench-mixes.mjs';
import { accessToken, largeSeedEnv, openBenchDatabase, startLargeSeededServer } from './bench-server.mjs';
import { freePort } from './free-port.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const onPostgres = process.env.BENCH_DB === 'postgres';
const SEARCH_P99_BUDGET_MS = onPostgres ? 50 : 150;
/** A simple read's requests per second as a share of the bare framework's, at least. */
const READ_SHARE_BUDGET = onPostgres ? 0.5 : 0.3;
const HEALTH_DURING_SEARCH_P99_BUDGET_MS = 50;
/** Issue 17: a page of the order list, the invoice list or advanced search, on the large seed. */
const DOCUMENT_P99_BUDGET_MS = 50;
const documentsOnly = Boolean(process.env.BENCH_DOCUMENTS_ONLY);

const keepDir = process.env.BENCH_DATA_DIR;
const dataDir = keepDir ?? mkdtempSync(join(tmpdir(), 'b2b-bench-'));
// PGlite keeps its files in DATA_DIR; PostgreSQL keeps them in DATA_DIR/pg.
if (keepDir) mkdirSync(keepDir, { recursive: true });

/** The bytes a GET puts on the wire: the body as sent, before any decoding. */
function transferred(url, headers) {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (answer) => {
      let bytes = 0;
      answer.on('data', (chunk) => {
        bytes += chunk.length;
      });
      answer.on('end', () => resolve(bytes));
    })
      .on('error', reject)
      .end();
  });
}

/** Bytes sent for each Accept-Encoding a client may send, summed over the given paths. */
async function transferredByEncoding(base, paths, headers = {}) {
  const sizes = {};
  for (const accept of ['identity', 'gzip', 'br']) {
    sizes[accept] = 0;
    for (const path of paths) {
      // A file too small to gain from compression comes back as it is: its raw bytes count.
      const bytes = await transferred(`${base}${path}`, { ...headers, 'Accept-Encoding': accept });
      sizes[accept] += bytes;
    }
  }
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const share = (bytes) => `${((bytes / sizes.identity) * 100).toFixed(0)}%`;
  return `${kb(sizes.identity)} raw, ${kb(sizes.gzip)} gzip (${share(sizes.gzip)}), ${kb(sizes.br)} brotli (${share(sizes.br)})`;
}

/** `/api/health` asked one call after another until `running` settles; each answer's time in ms. */
async function healthTimesUntil(base, running) {
  let done = false;
  running.then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  const times = [];
  while (!done) {
    const started = performance.now();
    await (await fetch(`${base}/api/health`)).arrayBuffer();
    times.push(performance.now() - started);
  }
  return times;
}

function measure(base, requests, seconds = duration) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url: base, connections, duration: seconds, requests }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    autocannon.track(instance, {
      renderProgressBar: false,
      renderResultsTable: false,
      renderLatencyTable: false,
    });
  });
}

/** Seconds of CPU (user + system) a process has used, from /proc; with `children`, also its reaped children's. */
function cpuSecondsOf(pid, children = false) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const ticks =
      Number(fields[11]) + Number(fields[12]) + (children ? Number(fields[13]) + Number(fields[14]) : 0);
    return ticks / CLOCK_TICKS;
  } catch {
    return Number.NaN;
  }
}
/** Linux's USER_HZ: /proc counts CPU time in ticks of 1/100 s on every architecture Node runs on. */
const CLOCK_TICKS = 100;

/**
 * The CPU of the throwaway PostgreSQL cluster: its postmaster (with the backends that ended) and every live
 * backend, i.e. every process whose parent is the postmaster. NaN on PGlite (it runs in the server's worker
 * thread, counted with the server) or without /proc.
 */
function databaseCpuSeconds() {
  if (!onPostgres) return Number.NaN;
  try {
    const postmaster = Number(readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    let total = cpuSecondsOf(postmaster, true);
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
        if (Number(fields[1]) === postmaster) total += cpuSecondsOf(entry);
      } catch {
        // The process ended meanwhile: its time is in the postmaster's children's.
      }
    }
    return total;
  } catch {
    return Number.NaN;
  }
}

/**
 * CPU per request of a run (issue 17: at 32 connections on 2 cores a p99 of 50 ms is a CPU budget, see the server
 * README): the answering server, the database and this process (the load generator), in ms, over `run`.
 */
async function cpuPerRequest(serverPid, run) {
  const before = {
    server: cpuSecondsOf(serverPid),
    database: databaseCpuSeconds(),
    load: process.cpuUsage(),
  };
  const result = await run;
  const load = process.cpuUsage(before.load);
  const requests = Math.max(1, result.requests.total);
  const ms = (seconds) => (seconds * 1000) / requests;
  result.cpu = {
    server: ms(cpuSecondsOf(serverPid) - before.server),
    database: ms(databaseCpuSeconds() - before.database),
    load: ms((load.user + load.system) / 1e6),
  };
  return result;
}

const env = {
  ...largeSeedEnv(dataDir),
  // Without searches to measure, no search index is built: its build takes a core for 10-60 s after the start,
  // which would land on whichever reads it overlaps.
  ...(process.env.BENCH_READS_ONLY || documentsOnly ? { SEARCH_INDEX: 'sql' } : {}),
};

let server;
let hello;
let postgres;
try {
  postgres = await openBenchDatabase(dataDir, env, onPostgres);
  const started = await startLargeSeededServer(env);
  server = started.server;
  const { base } = started;

  // The baseline: the framework's bare hello-world (apps/server/bench/hello-hono.mjs), same Hono, own process.
  const helloBase = `http://127.0.0.1:${await freePort()}`;
  hello = spawn(process.execPath, ['apps/server/bench/hello-hono.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: new URL(helloBase).port },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let tries = 0; ; tries++) {
    const ok = await fetch(`${helloBase}/`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok) break;
    if (tries > 200 || hello.exitCode !== null) throw new Error('the bare Hono hello-world did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const headers = { Authorization: `Bearer ${await accessToken(base, 'buyer@northwind.example')}` };

  // The simple reads as many people make them: each connection signed in on a login of its own, so no two
  // connections share a login (one shared token would let the server answer a burst from one read, which real
  // traffic does not offer). user/Me spreads the logins over eight users; the cart over the seeded buyer's
  // logins, whose cart holds the seeded lines (the other users' carts are empty, which would flatter it).
  const loginsOf = async (usernames) => {
    const tokens = [];
    for (let index = 0; index < connections; index++) {
      tokens.push(await accessToken(base, usernames[index % usernames.length]));
    }
    return tokens;
  };
  const meReaders = await loginsOf([
    'buyer@northwind.example',
    'buyer@contoso.example',
    'admin@northwind.example',
    'approver@northwind.example',
    'approver2@northwind.example',
    'requester@northwind.example',
    'contracts@northwind.example',
    'useradmin@northwind.example',
  ]);
  const cartReaders = await loginsOf(['buyer@northwind.example']);
  // Issue 17: the buyer whose 200,000 orders and 100,000 invoices the large seed holds, a login per connection.
  const documentReaders = await loginsOf(['buyer@northwind.example']);
  // Issue 19: the contracts user over Northwind's 100,000 large devices, a login per connection.
  const deviceReaders = await loginsOf(['contracts@northwind.example']);
  /** GETs of `paths` in turn, each connection on one of `tokens`. */
  const eachConnectionItsOwnLoginOf = (paths, tokens) => {
    let connection = 0;
    let next = 0;
    return [
      {
        method: 'GET',
        setupRequest: (request, context) => {
          context.token ??= tokens[connection++ % tokens.length];
          next += 1;
          return {
            ...request,
            path: paths[next % paths.length],
            headers: { Authorization: `Bearer ${context.token}` },
          };
        },
      },
    ];
  };
  /** Issue 19: a POST of one of `bodies` to `path` in turn, each connection on one of `tokens`. */
  const eachConnectionItsOwnLoginPosting = (path, bodies, tokens) => {
    let connection = 0;
    let next = 0;
    return [
      {
        method: 'POST',
        setupRequest: (request, context) => {
          context.token ??= tokens[connection++ % tokens.length];
          next += 1;
          return {
            ...request,
            path,
            body: JSON.stringify(bodies[next % bodies.length]),
            headers: { Authorization: `Bearer ${context.token}`, 'Content-Type': 'application/json' },
          };
        },
      },
    ];
  };
  /** A GET of `path` whose every connection keeps one of `tokens` (autocannon's per-connection context). */
  const eachConnectionItsOwnLogin = (path, tokens) => {
    let connection = 0;
    return [
      {
        method: 'GET',
        path,
        setupRequest: (request, context) => {
          context.token ??= tokens[connection++ % tokens.length];
          return { ...request, headers: { Authorization: `Bearer ${context.token}` } };
        },
      },
    ];
  };
  const get = async (path) => {
    const answer = await fetch(`${base}/api/${path}`, { headers });
    if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${await answer.text()}`);
    return answer.json();
  };

  // The order list counts to 1,000 (issue 17: `totalCapped` says more match).
  const orderAnswer = await get('v1.0/Order/SearchPage?size=1');
  const orderCount = `${orderAnswer.totalRecords}${orderAnswer.totalCapped ? '+' : ''}`;
  const invoiceCount = (await get('V1.0/Invoice/invoiceList?size=1')).totalRecords;
  console.log(`documents: the buyer's ${orderCount} orders and ${invoiceCount} invoices`);
  // What a buyer opens (scripts/bench-mixes.mjs): the first pages, a status, a number or PO typed in part; advanced
  // search by number, PO, words and part.
  const orderPaths = ORDER_LIST_PATHS;
  const invoicePaths = INVOICE_LIST_PATHS;
  const searchPaths = ADVANCED_SEARCH_PATHS;

  const all = await get('v1.0/Product/search?size=1');
  const manufacturers = await get('v1.0/Product/listManufacturers');
  const id = (name) => manufacturers.find((m) => m.name === name)?.id ?? '';
  const available = manufacturers.reduce((sum, maker) => sum + (maker.productCount ?? 0), 0);
  console.log(
    `catalogue: ${available || all.totalRecords} available products (the search counts ${all.totalRecords}${all.totalCapped ? '+' : ''}), ${manufacturers.length} manufacturers`,
  );

  // What buyers type: whole parts (with and without dashes), partial parts, a typo, keywords, a manufacturer.
  const popular = [
    'keyword=C9300-48P-A',
    'keyword=c930048pa',
    'keyword=C9300',
    'keyword=9300-48',
    'keyword=FG-60E',
    'keyword=poe%20switch',
    'keyword=wireless%20access%20point',
    'keyword=thinkpad',
    'keyword=smart-ups%201500',
    `manufacturer=${id('Cisco')}`,
    `manufacturer=${id('APC')}&keyword=rack`,
    'manufacturerPart=PAN-PA',
    'keyword=laptop&sortBy=2',
    'keyword=switch&start=3',
  ].map((query) => ({ method: 'GET', path: `/api/v1.0/Product/search?${query}`, headers }));

  // Distinct searches, so that (almost) none is answered from the server's catalogue cache (scripts/bench-mixes.mjs).
  let next = 0;
  const distinct = [
    {
      method: 'GET',
      headers,
      setupRequest: (request) => {
        next += 1;
        return { ...request, path: distinctProductSearchPath(next) };
      },
    },
  ];

  // What a browser receives (the load scenarios below send no Accept-Encoding, so they measure the raw JSON).
  const transfer = [
    `catalogue search page (20 products): ${await transferredByEncoding(base, ['/api/v1.0/Product/search?keyword=switch'], headers)}`,
  ];
  const assetsDir = join(root, 'apps', 'portal', 'dist', 'assets');
  const scripts = existsSync(assetsDir) ? readdirSync(assetsDir).filter((name) => name.endsWith('.js')) : [];
  if (scripts.length > 0) {
    const all = await transferredByEncoding(
      base,
      scripts.map((name) => `/assets/${name}`),
    );
    transfer.push(`portal JavaScript, all ${scripts.length} chunks: ${all}`);
  }

  // [name, requests, kind, url]: the baseline, the app's reads (a share of the baseline), the searches (p99).
  const scenarios = [
    ['bare Hono hello-world (baseline)', [{ method: 'GET', path: '/' }], 'baseline', helloBase],
    ['GET /api/health', [{ method: 'GET', path: '/api/health' }], 'health', base],
    ['GET user/Me', eachConnectionItsOwnLogin('/api/v1.0/user/me', meReaders), 'read', base],
    [
      'GET the cart (getShoppingCart)',
      eachConnectionItsOwnLogin('/api/v1.0/ShoppingCart/getShoppingCart', cartReaders),
      'read',
      base,
    ],
    [
      `order list (${orderCount} orders), pages and filters`,
      eachConnectionItsOwnLoginOf(orderPaths, documentReaders),
      'document',
      base,
    ],
    [
      `invoice list (${invoiceCount} invoices), pages and filters`,
      eachConnectionItsOwnLoginOf(invoicePaths, documentReaders),
      'document',
      base,
    ],
    [
      'advanced search, orders and invoices',
      eachConnectionItsOwnLoginOf(searchPaths, documentReaders),
      'document',
      base,
    ],
    [
      'device search (100,000 devices), pages, buckets and filters',
      eachConnectionItsOwnLoginPosting(DEVICE_SEARCH_PATH, DEVICE_SEARCH_BODIES, deviceReaders),
      'document',
      base,
    ],
    ['product search, popular mix (cache warm)', popular, 'search', base],
    ['product search, distinct queries (cache cold)', distinct, 'search', base],
  ];
  const results = [];
  let healthDuringSearch = [];
  const runScenario = async (name, requests, url) => {
    process.stdout.write(`${name}: warm-up 2 s, then ${connections} connections for ${duration} s… `);
    await measure(url, requests, 2);
    const running = cpuPerRequest(url === base ? server.pid : hello.pid, measure(url, requests));
    // Issue 14: the server keeps answering while the database searches (PGlite runs in a worker thread).
    if (requests === distinct) healthDuringSearch = await healthTimesUntil(base, running);
    const result = await running;
    console.log('done');
    return result;
  };
  const [baselineName, baselineRequests, , baselineUrl] = scenarios[0];
  let lastBaseline = await runScenario(baselineName, baselineRequests, baselineUrl);
  const baselines = [lastBaseline.requests.average];
  const baselineP99s = [lastBaseline.latency.p99];
  for (const [name, requests, kind, url] of scenarios.slice(1)) {
    if (kind === 'search' && (process.env.BENCH_READS_ONLY || documentsOnly)) continue;
    if (kind === 'read' && documentsOnly) continue;
    if (kind === 'document' && process.env.BENCH_READS_ONLY) continue;
    const result = await runScenario(name, requests, url);
    // A share is of the mean of the baseline just before and just after (the machine's load moves meanwhile).
    let baseline = lastBaseline.requests.average;
    let baselineP99 = lastBaseline.latency.p99;
    if (kind === 'read' || kind === 'health' || kind === 'document') {
      lastBaseline = await runScenario(baselineName, baselineRequests, baselineUrl);
      baselines.push(lastBaseline.requests.average);
      baselineP99s.push(lastBaseline.latency.p99);
      baseline = (baseline + lastBaseline.requests.average) / 2;
      baselineP99 = Math.max(baselineP99, lastBaseline.latency.p99);
    }
    results.push({ name, kind, result, baseline, baselineP99 });
  }

  console.log(
    `\nAPI benchmark, ${connections} connections, ${duration} s per scenario load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')} on ${cpus().length} CPUs, ${onPostgres ? 'PostgreSQL' : 'PGlite'}`,
  );
  console.log(
    `${'scenario'.padEnd(48)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}   failed  verdict`,
  );
  console.log(
    `${'bare Hono hello-world (baseline), each run'.padEnd(48)} ${baselines.map((figure) => figure.toFixed(0)).join(', ')} req/s; p99 ${baselineP99s.join(', ')} ms`,
  );
  for (const { name, kind, result, baseline, baselineP99 } of results) {
    const ratio = result.requests.average / baseline;
    const share =
      kind === 'document'
        ? ` (bare Hono around it: p99 ${baselineP99} ms, ${baseline.toFixed(0)} req/s; ${(ratio * 100).toFixed(0)}% of its req/s)`
        : ` (${(ratio * 100).toFixed(0)}% of bare Hono, ${baseline.toFixed(0)} req/s around it)`;
    const answered = result['2xx'] > 0;
    const verdict =
      kind === 'document'
        ? `${answered && result.latency.p99 <= DOCUMENT_P99_BUDGET_MS ? 'within' : 'OVER'} budget p99 ≤ ${DOCUMENT_P99_BUDGET_MS} ms${answered ? '' : ' (no answer within the 10 s timeout)'}`
        : kind === 'search'
          ? `${result.latency.p99 <= SEARCH_P99_BUDGET_MS ? 'within' : 'OVER'} budget p99 ≤ ${SEARCH_P99_BUDGET_MS} ms`
          : kind === 'read'
            ? `${ratio >= READ_SHARE_BUDGET ? 'within' : 'UNDER'} budget ≥ ${READ_SHARE_BUDGET * 100}%`
            : '';
    console.log(
      `${name.padEnd(48)} ${result.requests.average.toFixed(0).padStart(9)} ${String(result.latency.p50).padStart(8)} ${String(result.latency.p99).padStart(8)}  ${String(result.non2xx + result.errors + result.timeouts).padStart(7)}  ${verdict}${share}`,
    );
  }
  const figure = (ms) => (Number.isNaN(ms) ? '—' : ms.toFixed(2));
  console.log(
    `\nCPU per request, ms (database: ${onPostgres ? 'the postmaster and its backends' : 'PGlite, counted in the server'}). At ${connections} connections the mean answer takes ${connections} / (req/s) (Little's law); with the mean at about 0.7 of the p99, as measured, a p99 of ${DOCUMENT_P99_BUDGET_MS} ms on ${cpus().length} cores leaves about ${((cpus().length * DOCUMENT_P99_BUDGET_MS * 0.7) / connections).toFixed(1)} ms of CPU a request for the three together.`,
  );
  console.log(
    `${'scenario'.padEnd(48)} ${'server'.padStart(8)} ${'database'.padStart(9)} ${'load gen'.padStart(9)}`,
  );
  for (const { name, result } of results) {
    console.log(
      `${name.padEnd(48)} ${figure(result.cpu.server).padStart(8)} ${figure(result.cpu.database).padStart(9)} ${figure(result.cpu.load).padStart(9)}`,
    );
  }
  const health = [...healthDuringSearch].sort((a, b) => a - b);
  const p99 = health[Math.max(0, Math.ceil(0.99 * health.length) - 1)] ?? Number.NaN;
  if (health.length > 0)
    console.log(
      `${'GET /api/health during the cold search burst'.padEnd(48)} ${'—'.padStart(9)} ${health[Math.floor(health.length / 2)]?.toFixed(0).padStart(8)} ${p99.toFixed(0).padStart(8)}  ${'—'.padStart(7)}  ${p99 <= HEALTH_DURING_SEARCH_P99_BUDGET_MS ? 'within budget' : 'OVER budget'} (p99 ≤ ${HEALTH_DURING_SEARCH_P99_BUDGET_MS} ms; ${health.length} calls one after another)`,
    );
  console.log(
    '\nTransferred bytes by Accept-Encoding (JSON above 1 KB compressed per request, the build precompressed)',
  );
  for (const line of transfer) console.log(`  ${line}`);
} finally {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  hello?.kill('SIGTERM');
  postgres?.stop();
  if (!keepDir) rmSync(dataDir, { recursive: true, force: true });
}
