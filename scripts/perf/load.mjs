// node scripts/perf/load.mjs <user> <path> [seconds=6] [connections=32]: GETs of <path> at that many connections,
// each signed in on its own; requests a second, p99, and the CPU per request of the server and PostgreSQL.
import autocannon from 'autocannon';
import { base, cpuMeter, tokenOf } from './common.mjs';

const [user, path, seconds = '6', connections = '32'] = process.argv.slice(2);
if (!user || !path) throw new Error('usage: load.mjs <user> <path> [seconds] [connections]');
const tokens = [];
for (let index = 0; index < Number(connections); index++) tokens.push(await tokenOf(user));
let next = 0;
const run = (duration) =>
  autocannon({
    url: base,
    connections: Number(connections),
    duration,
    requests: [
      {
        method: 'GET',
        path,
        setupRequest: (request, context) => {
          context.token ??= tokens[next++ % tokens.length];
          return { ...request, headers: { Authorization: `Bearer ${context.token}` } };
        },
      },
    ],
  });
await run(2); // warm-up
const meter = cpuMeter();
const result = await run(Number(seconds));
console.log(
  `${path}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}; ${meter.perRequest(result.requests.total)}`,
);
