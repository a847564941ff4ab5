// node scripts/perf/statements.mjs <orders|invoices|search|devices> [seconds=6]: the mix of `pnpm bench:api` for that
// list at 32 connections, the CPU per request, then pg_stat_statements' twelve statements that took longest
// (calls, total ms, ms per request, mean ms, the statement). Needs pg-up.sh's cluster (pg_stat_statements).
import { execFileSync } from 'node:child_process';
import autocannon from 'autocannon';
import { base, cpuMeter, tokenOf } from './common.mjs';

const kind = process.argv[2];
const seconds = Number(process.argv[3] ?? 6);
const get = (prefix, queries) => queries.map((query) => ({ method: 'GET', path: `${prefix}?${query}` }));
const mixes = {
  orders: get(
    '/api/v1.0/Order/SearchPage',
    ['start=1', 'start=2', 'start=1&status=-102', 'start=1&status=-104', 'start=1&number=SO-10012']
      .concat(['start=1&po=NW-LG-0101', 'start=5', 'start=1&dateRange=9'])
      .map((query) => `${query}&size=20`),
  ),
  invoices: get(
    '/api/V1.0/Invoice/invoiceList',
    [
      'start=1',
      'start=2',
      'start=1&status=0',
      'start=1&due=1',
      'start=1&number=INV-20003',
      'start=1&po=NW-LG-0042',
    ]
      .concat(['start=5'])
      .map((query) => `${query}&size=20`),
  ),
  search: get(
    '/api/v1.0/document/Search',
    [
      'documentType=5&keyword=SO-1001',
      'documentType=5&keyword=NW-LG-00777',
      'documentType=5&keyword=clinic%20rollout',
    ]
      .concat([
        'documentType=7&keyword=INV-2000',
        'documentType=7&keyword=NW-LG-0123',
        'documentType=5&keyword=C9300',
      ])
      .map((query) => `${query}&size=10`),
  ),
  devices: [
    { start: 1, size: 10 },
    { start: 2, size: 10 },
    { contractEndDate: 16 },
    { contractEndDate: 999, deviceType: 1 },
    { lastDateOfSupport: 26 },
    { serial: 'LG00123' },
    { part: 'lg-chassis-1', dataSource: 1 },
    { status: 'Overdue', start: 3 },
  ].map((body) => ({ method: 'POST', path: '/api/V1.0/Device/searchDevices', body: JSON.stringify(body) })),
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
