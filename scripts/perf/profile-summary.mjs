// node scripts/perf/profile-summary.mjs <file.cpuprofile> [top=30] [after=0]: where a `--cpu-prof` profile's time
// went, as shares of the time not idle: self time by function (name, file, line) and inclusive time of the
// functions outside node_modules (a function counted once per sample however deep it recurses). `after` leaves
// out the samples of the profile's first seconds (a server's start and what it builds then, before the load).
import { readFileSync } from 'node:fs';

const [file, topArg = '30', afterArg = '0'] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary.mjs <file.cpuprofile> [top] [after seconds]');
const after = Number(afterArg) * 1e6;
const top = Number(topArg);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
const nameOf = ({ callFrame }) =>
  `${callFrame.functionName || '(anonymous)'} ${callFrame.url.split('/').slice(-2).join('/')}:${callFrame.lineNumber}`;

const timeById = new Map();
let elapsed = 0;
profile.samples.forEach((id, index) => {
  const delta = profile.timeDeltas[index] ?? 0;
  elapsed += delta;
  if (elapsed >= after) timeById.set(id, (timeById.get(id) ?? 0) + delta);
});
const self = new Map();
const inclusive = new Map();
let total = 0;
for (const [id, time] of timeById) {
  total += time;
  const name = nameOf(nodes.get(id));
  self.set(name, (self.get(name) ?? 0) + time);
  const counted = new Set();
  for (let at = id; at !== undefined; at = parentOf.get(at)) {
    const frame = nameOf(nodes.get(at));
    if (counted.has(frame)) continue;
    counted.add(frame);
    inclusive.set(frame, (inclusive.get(frame) ?? 0) + time);
  }
}
const idle = [...self].filter(([name]) => name.startsWith('(idle)')).reduce((sum, [, time]) => sum + time, 0);
const busy = total - idle;
const share = (time) => `${((100 * time) / busy).toFixed(1).padStart(5)} %`;
console.log(`profiled ${(total / 1000).toFixed(0)} ms, idle ${(idle / 1000).toFixed(0)} ms`);
console.log('--- self');
for (const [name, time] of [...self]
  .filter(([name]) => !name.startsWith('(idle)'))
  .sort((a, b) => b[1] - a[1])
  .slice(0, top))
  console.log(`${share(time)}  ${name}`);
console.log('--- inclusive, outside node_modules');
for (const [name, time] of [...inclusive]
  .filter(([name]) => !name.includes('node_modules') && !name.startsWith('('))
  .sort((a, b) => b[1] - a[1])
  .slice(0, top))
  console.log(`${share(time)}  ${name}`);
