// node scripts/perf/product-search.mjs [seconds=8] [connections=32]: bench:api's "product search, distinct queries
// (cache cold)" (scripts/bench-mixes.mjs) against the server on PORT: requests a second, p50 and p99, and the CPU
// per request of the server and of PostgreSQL. Each run starts its searches at a new place of the mix's cycle
// (START=<n> to choose), so that the server's 60-second page cache answers none of them.
import autocannon from 'autocannon';
import { distinctProductSearch, PRODUCT_SEARCH_WORDS } from '../bench-mixes.mjs';
import { base, cpuMeter, tokenOf } from './common.mjs';

const [seconds = '8', connections = '32'] = process.argv.slice(2);
const cycle = PRODUCT_SEARCH_WORDS.length ** 2 * 5;
let next = Number(process.env.START ?? Math.floor(Math.random() * cycle));
const headers = { Authorization: `Bearer ${await tokenOf('buyer@northwind.example')}` };
const run = (duration) =>
  autocannon({
    url: base,
    connections: Number(connections),
    duration,
    requests: [
      {
        method: 'GET',
        headers,
        setupRequest: (request) => {
          next += 1;
          const { keyword, sortBy } = distinctProductSearch(next);
          return {
            ...request,
            path: `/api/v1.0/Product/search?keyword=${encodeURIComponent(keyword)}&sortBy=${sortBy}`,
          };
        },
      },
    ],
  });
await run(2); // warm-up
const meter = cpuMeter();
const result = await run(Number(seconds));
console.log(
  `distinct product searches: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}; ${meter.perRequest(result.requests.total)}`,
);
