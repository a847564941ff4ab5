// node --import tsx scripts/perf/search-plans.mjs: the check of advanced search's statements planned once for every
// value (session 33; db/prepared.ts `genericPlanHandle`, search/sources.ts) on the large seed, as device-plans.mjs
// checks the device search's. Calls `searchSource` of this worktree's source for each keyword below, over several
// callers, document types and pages, and records each statement prepared by shape that a call ran (its text and
// values, and whether it ran on the pool that plans once for every value). Each statement is then PREPAREd twice on
// a connection of its own (`jit` off), planned for its values and once for every value, and `EXPLAIN (ANALYZE)` run
// for both (the least of REPS runs): whether the plans are the same and how much longer the plan for every value ran.
// Only reads the database.
//
//   DATABASE_URL=postgres://…   the seeded cluster (default: scripts/perf/pg-up.sh's, port 55432)
//   REPS=3                      runs of each EXPLAIN, the least kept
//   VERBOSE=<ratio>             print each statement whose plan for every value ran longer than that
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { explain, startPlanCheck } from './plans-common.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:55432/postgres';
const reps = Number(process.env.REPS ?? 3);
const pg = createRequire(join(root, 'apps/server/package.json'))('pg');
const server = (path) => import(pathToFileURL(join(root, 'apps/server/src', path)).href);
const { openPostgres } = await server('db/client.ts');
const { searchSource, searchSources } = await server('features/search/sources.ts');
const { effectivePermissions } = await server('auth/principal.ts');

// The statements the calls run (advanced search's), the database and a connection of the tool's own.
const check = await startPlanCheck(pg, openPostgres, url, 'shape_');
const { database, client, rows } = check;

const callers = [];
for (const username of [
  'buyer@northwind.example',
  'admin@northwind.example',
  'buyer2@northwind.example',
  'buyer@contoso.example',
]) {
  const [user] = await rows('select id, company_id from users where username = $1', [username]);
  if (!user) continue;
  const permissions = Object.freeze(await effectivePermissions(database.db, user.id));
  callers.push({
    label: username.split('.')[0],
    principal: { userId: user.id, companyId: user.company_id, permissions },
  });
}
const pages = [
  { start: 1, size: 10 },
  { start: 2, size: 10 },
  { start: 1, size: 100 },
];
/** The bench's keywords and others: numbers, POs, titles, parts, common and rare words, none at all. */
const keywords = {
  5: [
    'SO-1001',
    'NW-LG-00777',
    'C9300',
    'clinic rollout',
    'rollout',
    'SO-1000007',
    'lg-0001',
    'ws-c',
    'network',
    'zzzz',
    'xyzzy plugh',
  ],
  7: ['INV-2000', 'NW-LG-0123', 'INV-20001', 'NW-LG', '2026', 'zzzz'],
};

let pairs = 0;
let onGenericPool = 0;
const byKind = new Map();
for (const [documentType, words] of Object.entries(keywords)) {
  const source = searchSources[documentType];
  for (const keyword of words) {
    for (const caller of callers) {
      for (const page of pages) {
        check.captured = [];
        try {
          await searchSource(database.db, caller.principal, Number(documentType), source, keyword, page);
        } catch (error) {
          console.log(`  ${caller.label} ${documentType} ${keyword}: ${error.message}`);
          continue;
        }
        for (const statement of check.captured) {
          const kind = `${documentType} ${statement.text.slice(0, 40).replace(/\s+/g, ' ')}… ${statement.generic ? '(generic pool)' : '(planned for its values)'}`;
          const result = await explain(client, statement, reps);
          pairs += 1;
          if (statement.generic) onGenericPool += 1;
          const ratio = result.genericMs / Math.max(result.customMs, 0.2);
          const seen = byKind.get(kind) ?? { n: 0, same: 0, planning: 0, worst: { ratio: 0 } };
          seen.n += 1;
          if (result.same) seen.same += 1;
          seen.planning += result.planningMs;
          if (ratio > seen.worst.ratio)
            seen.worst = { ratio, keyword, caller: caller.label, page, ...result };
          byKind.set(kind, seen);
          if (process.env.VERBOSE && ratio > Number(process.env.VERBOSE)) {
            console.log(
              `  ${kind} ${keyword}, ${caller.label}, page ${page.start} of ${page.size}: ${result.customMs} against ${result.genericMs} ms, ${result.same ? 'the same plan' : 'another plan'}`,
            );
          }
        }
      }
    }
  }
}
console.log(`${pairs} statements, ${onGenericPool} on the generic pool`);
for (const [kind, seen] of byKind) {
  const w = seen.worst;
  console.log(
    `${kind}: ${seen.n}, same plan ${seen.same}, planning for the values ${(seen.planning / seen.n).toFixed(3)} ms on average; longest for every value ${w.ratio.toFixed(2)}× (${w.keyword}, ${w.caller}, page ${w.page?.start} of ${w.page?.size}: ${w.customMs} against ${w.genericMs} ms)`,
  );
}
await client.end();
await database.close();
