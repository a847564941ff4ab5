import { loadEnv } from '../env';
import { createLogger } from '../logger';
import { openDatabase } from '../server';
import { seedLargeCatalogue } from './seed-catalogue-large';
import { LARGE_INVOICE_COUNT, seedLargeOrders } from './seed-orders-large';

/**
 * Fills the database of the environment (DATA_DIR or DATABASE_URL) with the benchmark catalogue, orders and
 * invoices of `SEED_SCALE=large`, once: migrates and writes the demo seed first when the database is new. Used by
 * `pnpm bench:api`; `node --import tsx src/db/seed-catalogue-large-run.ts`.
 */
// The large seed is written here, timed, rather than by the server's start (`prepare`) when it opens the database.
const env = { ...loadEnv(), SEED_SCALE: 'demo' as const };
const log = createLogger(env.LOG_LEVEL);
const { database, lock } = await openDatabase(env, log);
try {
  const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);
  let started = Date.now();
  const written = await seedLargeCatalogue(database.db);
  console.log(
    written > 0
      ? `seeded ${written} generated products in ${seconds(started)} s`
      : 'the generated products are there already',
  );
  started = Date.now();
  const orders = await seedLargeOrders(database.db);
  console.log(
    orders > 0
      ? `seeded ${orders} orders with their lines and ${LARGE_INVOICE_COUNT} invoices in ${seconds(started)} s`
      : 'the large orders and invoices are there already',
  );
  await database.checkpoint();
} finally {
  await database.close();
  lock?.release();
}
