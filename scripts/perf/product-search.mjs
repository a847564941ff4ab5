// node scripts/perf/product-search.mjs [seconds=8] [connections=32]: bench:api's "product search, distinct queries
// (cache cold)" (scripts/bench-mixes.mjs) against the server on PORT: requests a second, p50 and p99, and the CPU
// per request of the server and of PostgreSQL. A run asks each search of the mix's 8,000-search cycle at most once
// (it stops before the cycle comes round, however short of `seconds` that is), starting at a random place of it
// (START=<n> to choose): the server keeps pages 60 s, so leave a minute between runs on one server.
import autocannon from 'autocannon';
import { distinctProductSearchPath, PRODUCT_SEARCH_WORDS } from '../bench-mixes.mjs';
import { base, cpuMeter, tokenOf } from './common.mjs';

const [seconds = '8', connections = '32'] = process.argv.slice(2);
const cycle = PRODUCT_SEARCH_WORDS.length ** 2 * 5;
let next = Number(process.env.START ?? Math.floor(Math.random() * cycle));
const headers = { Authorization: `Bearer ${await tokenOf('buyer@northwind.example')}` };
const run = (duration, amount) =>
  autocannon({
    url: base,
    connections: Number(connections),
    duration,
    amount,
    requests: [
      {
        method: 'GET',
        headers,
        setupRequest: (request) => {
          next += 1;
          return { ...request, path: distinctProductSearchPath(next) };
        },
      },
    ],
  });
const first = next;
await run(1); // warm-up
// At most the rest of the cycle: a search asked twice within a minute is answered from the page cache.
const meter = cpuMeter();
const result = await run(Number(seconds), cycle - (next - first) - 64);
console.log(
  `distinct product searches: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}; ${meter.perRequest(result.requests.total)}`,
);
