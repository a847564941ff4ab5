// node --import tsx scripts/perf/search-index.mjs: the catalogue's in-process search index (apps/server/src/
// features/catalogue/search-index.ts) alone, in this process, on the large seed: builds it as the server does
// (`CatalogueSearchIndex.refresh`), then asks it bench:api's distinct product searches (scripts/bench-mixes.mjs,
// every keyword in its sort) one after another, the first page of 20 as the route asks it, and prints µs per
// search (median, mean, p99; by sort and by word count). Only reads the database (the build's statements, the
// words' lexemes once each).
//
//   DATABASE_URL=postgres://…     the seeded cluster (default: scripts/perf/pg-up.sh's, port 55432)
//   SEARCHES=8000 ROUNDS=3        searches a round (default: the mix's whole cycle, 40² × 5), rounds timed
//   BASELINE=<git ref>            also the index of that commit, built from the same database and timed in
//                                 turns with this one (before/after in one run on a noisy machine)
//   PROFILE=/tmp/index.cpuprofile a CPU profile of the timed rounds only (not of the build), for
//                                 scripts/perf/profile-summary.mjs: the share of each phase of a search
//   CHECK=<n>                     afterwards, every nth search of the cycle compared with the SQL search
//                                 (search-testing.ts's compareIndexWithSql, 100 rows deep): differences listed
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { distinctProductSearch, PRODUCT_SEARCH_WORDS } from '../bench-mixes.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const catalogueDir = join(root, 'apps', 'server', 'src', 'features', 'catalogue');
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:55432/postgres';
const count = Number(process.env.SEARCHES ?? PRODUCT_SEARCH_WORDS.length ** 2 * 5);
const rounds = Number(process.env.ROUNDS ?? 3);
const PAGE = 20;

const { openPostgres } = await import(pathToFileURL(join(root, 'apps/server/src/db/client.ts')).href);
const database = await openPostgres(url);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
console.log(`load average ${load()}`);

// The indexes to time: this worktree's, and the baseline commit's (its file beside this one's, removed after).
const modules = [{ name: 'current', file: join(catalogueDir, 'search-index.ts') }];
const temporary = [];
if (process.env.BASELINE) {
  const ref = process.env.BASELINE;
  const file = join(catalogueDir, `search-index.baseline-tmp.ts`);
  writeFileSync(
    file,
    execFileSync('git', ['show', `${ref}:apps/server/src/features/catalogue/search-index.ts`], { cwd: root }),
  );
  temporary.push(file);
  modules.unshift({ name: `baseline ${ref}`, file });
}

const searches = Array.from({ length: count }, (_, at) => distinctProductSearch(at + 1));
try {
  const built = [];
  for (const module of modules) {
    const { CatalogueSearchIndex } = await import(pathToFileURL(module.file).href);
    const heapBefore = process.memoryUsage().heapUsed;
    const started = performance.now();
    const index = new CatalogueSearchIndex(database.db);
    await index.refresh();
    if (index.revision === undefined) throw new Error(`${module.name}: the index was not built`);
    const buildMs = performance.now() - started;
    // Every word's lexemes asked of the database once, as the server does at its first search of each.
    for (const search of searches.slice(0, PRODUCT_SEARCH_WORDS.length ** 2))
      await index.page(search, { offset: 0, limit: PAGE });
    console.log(
      `${module.name}: built in ${Math.round(buildMs)} ms, heap +${Math.round((process.memoryUsage().heapUsed - heapBefore) / 2 ** 20)} MB (revision ${index.revision})`,
    );
    built.push({ ...module, index, times: new Float64Array(count * rounds), totals: [] });
  }

  const session = process.env.PROFILE ? new Session() : undefined;
  if (session) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  }
  for (let round = 0; round < rounds; round++) {
    for (const module of built) {
      const started = performance.now();
      for (let at = 0; at < count; at++) {
        const before = performance.now();
        await module.index.page(searches[at], { offset: 0, limit: PAGE });
        module.times[round * count + at] = performance.now() - before;
      }
      module.totals.push(performance.now() - started);
    }
  }
  if (session) {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(process.env.PROFILE, JSON.stringify(profile));
    session.disconnect();
    console.log(`CPU profile of the timed rounds: ${process.env.PROFILE}`);
  }

  const µs = (ms) => `${(ms * 1000).toFixed(0)} µs`;
  const summary = (times) => {
    const sorted = Float64Array.from(times).sort();
    const mean = sorted.reduce((sum, time) => sum + time, 0) / sorted.length;
    const at = (share) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
    return `median ${µs(at(0.5))}, mean ${µs(mean)}, p99 ${µs(at(0.99))}, max ${µs(sorted.at(-1))}`;
  };
  console.log(`${count} searches a round, ${rounds} rounds, load average ${load()}`);
  for (const module of built) {
    console.log(
      `${module.name}: ${summary(module.times)} per search (rounds of ${module.totals.map((ms) => `${Math.round(ms)} ms`).join(', ')})`,
    );
    const groups = new Map();
    searches.forEach(({ keyword, sortBy }, at) => {
      const key = `sort ${sortBy}, ${keyword.includes(' ') ? 'two words' : 'one word'}`;
      const times = groups.get(key) ?? [];
      for (let round = 0; round < rounds; round++) times.push(module.times[round * count + at]);
      groups.set(key, times);
    });
    for (const [key, times] of [...groups].sort())
      console.log(`  ${key.padEnd(24)} ${times.length / rounds} searches: ${summary(times)}`);
    const slowest = searches
      .map((search, at) => ({ search, time: module.times[at] + (rounds > 1 ? module.times[count + at] : 0) }))
      .sort((a, b) => b.time - a.time)
      .slice(0, 5)
      .map(
        ({ search, time }) => `'${search.keyword}' sort ${search.sortBy} ${µs(time / Math.min(rounds, 2))}`,
      );
    console.log(`  slowest: ${slowest.join('; ')}`);
  }

  if (process.env.CHECK) {
    const every = Number(process.env.CHECK);
    const { compareIndexWithSql } = await import(pathToFileURL(join(catalogueDir, 'search-testing.ts')).href);
    const checked = searches.filter((_, at) => at % every === 0);
    const differences = await compareIndexWithSql(database.db, { depth: 100, searches: checked });
    console.log(
      `compared with the SQL search, 100 rows deep: ${checked.length} searches, ${differences.length} differ`,
    );
    for (const difference of differences.slice(0, 10)) console.log(JSON.stringify(difference));
  }
} finally {
  for (const file of temporary) rmSync(file, { force: true });
  await database.close();
}
