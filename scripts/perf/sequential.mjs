// node scripts/perf/sequential.mjs <user> <path>...: 40 GETs of each path one after another (after 5 to warm up);
// median and mean in ms, the status and the answer's length.
import { base, tokenOf } from './common.mjs';

const [user, ...paths] = process.argv.slice(2);
if (!user || paths.length === 0) throw new Error('usage: sequential.mjs <user> <path>...');
const token = await tokenOf(user);
for (const path of paths) {
  const times = [];
  let status = 0;
  let length = 0;
  for (let call = 0; call < 45; call++) {
    const started = performance.now();
    const answer = await fetch(base + path, { headers: { Authorization: `Bearer ${token}` } });
    length = (await answer.text()).length;
    status = answer.status;
    if (call >= 5) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
  console.log(
    `${times[20].toFixed(2).padStart(7)} ms median ${mean.toFixed(2).padStart(7)} mean  ${status} ${length} B  ${path}`,
  );
}
