import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seededDatabaseForSuite } from '../test-support/seeded-database';
import { devices } from './schema';
import { seedLargeDevices } from './seed-devices-large';

/** The large devices' statement (issue 19), at 2,000 rows: chassis with their children, every date filled. */
describe('large devices seed', () => {
  const database = seededDatabaseForSuite();

  it('should write the devices once, children under chassis of the same contract', async () => {
    expect(await seedLargeDevices(database().db, 2000)).toBe(2000);
    expect(await seedLargeDevices(database().db, 2000)).toBe(0);
    const [row] = await database()
      .db.select({
        all: sql<number>`count(*)::int`,
        children: sql<number>`count(*) filter (where ${devices.parentId} is not null)::int`,
      })
      .from(devices)
      .where(sql`${devices.serialNumber} like 'LG%'`);
    expect(row).toEqual({ all: 2000, children: 1500 });
    const mismatched = await database()
      .db.select({ id: devices.id })
      .from(devices)
      .innerJoin(sql`devices p`, sql`p.id = ${devices.parentId}`)
      .where(
        and(
          isNotNull(devices.parentId),
          sql`p.contract_id <> ${devices.contractId}`,
          eq(devices.deviceType, 2),
        ),
      );
    expect(mismatched).toHaveLength(0);
  });
});
