// node scripts/perf/statements.mjs <orders|invoices|search|devices> [seconds=6]: the mix of `pnpm bench:api` for that
// list at 32 connections, the CPU per request, then pg_stat_statements' twelve statements that took longest
// (calls, total ms, ms per request, mean ms, the statement). Needs pg-up.sh's cluster (pg_stat_statements).
import { execFileSync } from 'node:child_process';
import autocannon from 'autocannon';
import {
  ADVANCED_SEARCH_PATHS,
  DEVICE_SEARCH_BODIES,
  DEVICE_SEARCH_PATH,
  INVOICE_LIST_PATHS,
  ORDER_LIST_PATHS,
} from '../bench-mixes.mjs';
import { base, cpuMeter, tokenOf } from './common.mjs';

const kind = process.argv[2];
const seconds = Number(process.argv[3] ?? 6);
const get = (paths) => paths.map((path) => ({ method: 'GET', path }));
const mixes = {
  orders: get(ORDER_LIST_PATHS),
  invoices: get(INVOICE_LIST_PATHS),
  search: get(ADVANCED_SEARCH_PATHS),
  devices: DEVICE_SEARCH_BODIES.map((body) => ({
    method: 'POST',
    path: DEVICE_SEARCH_PATH,
    body: JSON.stringify(body),
  })),
};
const mix = mixes[kind];
if (!mix) throw new Error(`usage: statements.mjs <${Object.keys(mixes).join('|')}> [seconds]`);
const token = await tokenOf(kind === 'devices' ? 'contracts@northwind.example' : 'buyer@northwind.example');
const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
const psql = (statement) =>
  execFileSync('psql', [
    '-h',
    '127.0.0.1',
    '-p',
    process.env.PG_PORT ?? '55432',
    '-U',
    'postgres',
    '-At',
    '-F',
    ' | ',
    '-c',
    statement,
  ]).toString();

psql('select pg_stat_statements_reset()');
const meter = cpuMeter();
let next = 0;
const result = await autocannon({
  url: base,
  connections: 32,
  duration: seconds,
  requests: [{ setupRequest: (request) => ({ ...request, ...mix[next++ % mix.length], headers }) }],
});
const requests = result.requests.total;
console.log(
  `${kind}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}; ${meter.perRequest(requests)}`,
);
console.log(
  psql(
    `select calls, round(total_exec_time::numeric, 0), round((total_exec_time / ${requests})::numeric, 3), round(mean_exec_time::numeric, 3), left(regexp_replace(query, '\\s+', ' ', 'g'), 400) from pg_stat_statements order by total_exec_time desc limit 12`,
  ),
);
