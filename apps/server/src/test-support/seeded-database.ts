import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../db/client';
import { openSeededTestDatabase } from '../testing';

/**
 * The suite's own copy of the seeded demo database: opened before its tests, closed after them. Returns the getter
 * the tests read it through (it is there once `beforeAll` has run).
 */
export function seededDatabaseForSuite(): () => Database {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await openSeededTestDatabase();
  }, 300_000);
  afterAll(async () => {
    await database?.close();
  });
  return () => {
    if (!database) throw new Error('the seeded database is opened before the tests');
    return database;
  };
}
