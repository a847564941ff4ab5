// node --import tsx scripts/perf/device-plans.mjs: the check of the device search's plans for every value (issue 19,
// session 33; db/prepared.ts `genericPlanHandle`, store.ts `PLANNED_FOR_EVERY_VALUE`) on the large seed. Calls
// `searchDevices` of this worktree's source for each filter set below, over several companies, callers, values and
// pages, and records the page statement each call ran (its text and values, and whether it ran on the pool that
// plans once for every value). Each statement is then PREPAREd twice on a connection of its own (`jit` off), planned
// for its values (`force_custom_plan`) and once for every value (`force_generic_plan`), and `EXPLAIN (ANALYZE)` run
// for both (the least of REPS runs): whether the two plans are the same (costs, counts and values left out) and how
// much longer the plan for every value ran. A filter set may join `PLANNED_FOR_EVERY_VALUE` only when its plan for
// every value never runs much longer than the plans for the values (the rule in db/prepared.ts says why it cannot);
// the sets not admitted are listed too, for comparison. Only reads the database.
//
//   DATABASE_URL=postgres://…   the seeded cluster (default: scripts/perf/pg-up.sh's, port 55432)
//   REPS=3                      runs of each EXPLAIN, the least kept
//   ONLY=status,part            only the filter sets of these labels
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { explain, startPlanCheck } from './plans-common.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:55432/postgres';
const reps = Number(process.env.REPS ?? 3);
const only = process.env.ONLY?.split(',');
const pg = createRequire(join(root, 'apps/server/package.json'))('pg');
const { openPostgres } = await import(pathToFileURL(join(root, 'apps/server/src/db/client.ts')).href);
const { searchDevices } = await import(
  pathToFileURL(join(root, 'apps/server/src/features/contracts/store.ts')).href
);

// The statements the calls run (the device page statements), the database and a connection of the tool's own.
const check = await startPlanCheck(pg, openPostgres, url, 'device_page');
const { database, client, rows } = check;

const users = await rows(
  `select u.id as "userId", u.company_id as "companyId", u.username from users u
    where u.username in ('contracts@northwind.example', 'contracts2@northwind.example')`,
);
const [contoso] = await rows(
  `select c.id from companies c where exists (select 1 from devices d where d.company_id = c.id)
    order by (select count(*) from devices d where d.company_id = c.id) limit 1`,
);
const unknown = '11111111-1111-4111-8111-111111111111';
const scopes = [
  ...users.map((user) => ({ label: user.username.split('@')[0], ...user })),
  { label: 'unknown user', userId: unknown, companyId: users[0].companyId },
  { label: 'smallest company', userId: unknown, companyId: contoso.id },
];
const pages = [
  { start: 1, size: 10 },
  { start: 2, size: 10 },
  { start: 100, size: 10 },
  { start: 1, size: 100 },
  { start: 1000, size: 10 },
];
const defaults = {
  keyword: '',
  part: '',
  serial: '',
  manufacturerId: '',
  contractId: '',
  contractNumber: '',
  serviceLevel: '',
  installSiteId: '',
  status: '',
  deviceType: 0,
  dataSource: 0,
  contractEndDate: 0,
  lastDateOfSupport: 0,
  endOfSoftwareMaintenance: 0,
  endOfServiceAttach: 0,
  endOfServiceContractRenewal: 0,
  endOfSaleDate: 0,
};
const sets = {
  'no filter': [{}],
  contractEndDate: [999, 14, 15, 16, 25, 26, 27].map((contractEndDate) => ({ contractEndDate })),
  status: ['Active', 'Signed', 'Overdue', 'Terminated'].map((status) => ({ status })),
  part: ['lg-chassis-1', 'lg-', 'module-19', 'zzz'].map((part) => ({ part })),
  'part, dataSource': [1, 2, 3].flatMap((dataSource) =>
    ['lg-chassis-1', 'lg-', 'zzz'].map((part) => ({ part, dataSource })),
  ),
  // Not admitted: for comparison.
  'lastDateOfSupport (not admitted)': [25, 26, 27].map((lastDateOfSupport) => ({ lastDateOfSupport })),
  'expired, device type (not admitted)': [1, 2].map((deviceType) => ({ contractEndDate: 999, deviceType })),
};

for (const [label, filterSets] of Object.entries(sets)) {
  if (only && !only.some((name) => label.startsWith(name))) continue;
  let pairs = 0;
  let same = 0;
  let onGenericPool = 0;
  let worst = { ratio: 0 };
  let planning = 0;
  for (const filters of filterSets) {
    for (const scope of scopes) {
      for (const page of pages) {
        check.captured = [];
        await searchDevices(database.db, scope, { ...defaults, ...filters }, page);
        for (const statement of check.captured) {
          const result = await explain(client, statement, reps);
          pairs += 1;
          if (result.same) same += 1;
          if (statement.generic) onGenericPool += 1;
          planning += result.planningMs;
          // Below 0.2 ms a ratio is the timer's; the difference is what would matter.
          const ratio = result.genericMs / Math.max(result.customMs, 0.2);
          if (ratio > worst.ratio) worst = { ratio, filters, scope: scope.label, page, ...result };
          if (process.env.VERBOSE && ratio > Number(process.env.VERBOSE)) {
            console.log(
              `  ${JSON.stringify(filters)}, ${scope.label}, page ${page.start} of ${page.size}: ${result.customMs} against ${result.genericMs} ms, ${result.same ? 'the same plan' : 'another plan'}`,
            );
          }
        }
      }
    }
  }
  console.log(
    `${label}: ${pairs} statements, ${onGenericPool} on the generic pool, same plan ${same}, planning for the values ${(planning / Math.max(pairs, 1)).toFixed(3)} ms on average; ` +
      `longest for every value ${worst.ratio.toFixed(2)}× (${JSON.stringify(worst.filters)}, ${worst.scope}, page ${worst.page?.start} of ${worst.page?.size}: ${worst.customMs} against ${worst.genericMs} ms)`,
  );
}
await client.end();
await database.close();
