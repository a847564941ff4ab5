import type { TestProject } from 'vitest/node';
import { openPostgres } from '../db/client';
import { migrateAndSeedTemplate } from '../testing';
import { databaseUrl, onMaintenanceDatabase, skipPostgresTests, startPostgresCluster } from './postgres';

/**
 * vitest globalSetup of the server project: one PostgreSQL cluster for the run, with a template database
 * migrated and seeded once, which every PostgreSQL test copies (`startSeededPostgres`). Starting a cluster,
 * migrating and seeding it took each of the thirty-odd PostgreSQL test files seconds of a core. When PostgreSQL
 * cannot start, nothing is provided and those tests start a cluster of their own as before (and fail there in CI).
 */
export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  if (skipPostgresTests) return undefined;
  let cluster: Awaited<ReturnType<typeof startPostgresCluster>>;
  try {
    cluster = await startPostgresCluster('b2b-pg-template-');
  } catch (error) {
    console.warn(`No shared PostgreSQL template: ${error instanceof Error ? error.message : error}`);
    return undefined;
  }
  const template = 'seeded_template';
  try {
    await onMaintenanceDatabase(cluster.url, `CREATE DATABASE "${template}"`);
    const database = await openPostgres(databaseUrl(cluster.url, template));
    try {
      await migrateAndSeedTemplate(database);
    } finally {
      await database.close();
    }
  } catch (error) {
    cluster.stop();
    throw error;
  }
  project.provide('postgresTemplate', { url: cluster.url, template });
  return () => cluster.stop();
}
