// The plan checks' shared part (device-plans.mjs, search-plans.mjs): a statement a call ran, PREPAREd twice on a
// connection of the tool's own, planned for its values (`force_custom_plan`) and once for every value
// (`force_generic_plan`), and `EXPLAIN (ANALYZE)` of both, the least of `reps` runs in turns.

export const literal = (value) =>
  Array.isArray(value)
    ? `'{${value.map((item) => `"${item}"`).join(',')}}'`
    : typeof value === 'number'
      ? String(value)
      : `'${String(value).replace(/'/g, "''")}'`;
/** A plan without its costs, counts, timings and values: its nodes, indexes and conditions. */
export const structure = (plan) =>
  plan
    .filter(
      (line) =>
        !/^\s*(Buffers|Heap Fetches|Heap Blocks|Rows Removed|Sort Method|Batches|Planning|Execution|JIT|Functions|Options)/.test(
          line,
        ),
    )
    .map((line) =>
      line
        .replace(/\s*\((cost|actual)[^)]*\)/g, '')
        .replace(/\s*\(never executed\)/, '')
        .replace(/'[^']*'::[a-z ]+(\[\])?/g, '?')
        .replace(/\$\d+/g, '?')
        .replace(/\b\d+\b/g, 'N')
        .replace(/_\d+\b/g, ''),
    )
    .join('\n');
export const timeOf = (plan, label) => Number(plan.find((line) => line.startsWith(label)).split(' ')[2]);

/** Both plans of `statement` ({ text, values }) on `client` (a pg.Client with `jit` off). */
export async function explain(client, statement, reps) {
  const rows = async (text) => (await client.query(text)).rows;
  const args = statement.values.map(literal).join(',');
  let custom;
  let generic;
  let customMs = Number.POSITIVE_INFINITY;
  let genericMs = Number.POSITIVE_INFINITY;
  let planningMs = Number.POSITIVE_INFINITY;
  await client.query('deallocate all');
  for (const [name, mode] of [
    ['c', 'force_custom_plan'],
    ['g', 'force_generic_plan'],
  ]) {
    await client.query(`set plan_cache_mode = ${mode}`);
    await client.query(`prepare ${name} as ${statement.text}`);
  }
  const run = async (name, mode) => {
    await client.query(`set plan_cache_mode = ${mode}`);
    return (await rows(`explain (analyze, summary) execute ${name}(${args})`)).map(
      (row) => row['QUERY PLAN'],
    );
  };
  for (let rep = 0; rep < reps; rep++) {
    // In turns, each first every other run (a loaded machine slows one or the other).
    if (rep % 2 === 0) {
      custom = await run('c', 'force_custom_plan');
      generic = await run('g', 'force_generic_plan');
    } else {
      generic = await run('g', 'force_generic_plan');
      custom = await run('c', 'force_custom_plan');
    }
    customMs = Math.min(customMs, timeOf(custom, 'Execution Time'));
    genericMs = Math.min(genericMs, timeOf(generic, 'Execution Time'));
    planningMs = Math.min(planningMs, timeOf(custom, 'Planning Time'));
  }
  return { same: structure(custom) === structure(generic), customMs, genericMs, planningMs };
}

/**
 * Starts a plan check: records each statement named `${namePrefix}…` that a call runs (its text, values and whether
 * its connection plans for every value) in `check.captured` (reset it before a call), opens the server's database
 * (`openPostgres` of the worktree's source) and a connection of the tool's own with `jit` off.
 */
export async function startPlanCheck(pg, openPostgres, url, namePrefix) {
  const check = { captured: [] };
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (config, values, callback) {
    if (config && typeof config === 'object' && config.name?.startsWith(namePrefix)) {
      const generic = String(this.connectionParameters?.options ?? '').includes('force_generic_plan');
      check.captured.push({ text: config.text, values: config.values ?? values, generic });
    }
    return query.call(this, config, values, callback);
  };
  check.database = await openPostgres(url);
  check.client = new pg.Client({ connectionString: url });
  await check.client.connect();
  await check.client.query('set jit = off');
  check.rows = async (text, params = []) => (await check.client.query(text, params)).rows;
  return check;
}
