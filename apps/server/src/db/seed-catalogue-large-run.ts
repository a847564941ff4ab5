import { loadEnv } from '../env';
import { createLogger } from '../logger';
import { openDatabase } from '../server';
import { seedLargeCatalogue } from './seed-catalogue-large';

/**
 * Fills the database of the environment (DATA_DIR or DATABASE_URL) with the benchmark catalogue of
 * `SEED_SCALE=large`, once: migrates and writes the demo seed first when the database is new. Used by
 * `pnpm bench:api`; `node --import tsx src/db/seed-catalogue-large-run.ts`.
 */
const env = loadEnv();
const log = createLogger(env.LOG_LEVEL);
const { database, lock } = await openDatabase(env, log);
try {
  const started = Date.now();
  const written = await seedLargeCatalogue(database.db);
  console.log(
    written > 0
      ? `seeded ${written} generated products in ${((Date.now() - started) / 1000).toFixed(1)} s`
      : 'the generated products are there already',
  );
  await database.checkpoint();
} finally {
  await database.close();
  lock?.release();
}
