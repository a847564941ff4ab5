import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seededDatabaseForSuite } from '../test-support/seeded-database';
import { devices, maintenanceContracts, userContractAccess } from './schema';
import { dayFrom } from './seed-contracts';
import { demoCompanies, demoUsers } from './seed-data';

/**
 * The contracts seed (issue 19) gives the dashboard and the device search something in every bucket: Northwind's
 * contracts from each data source, chassis with child instances, and dates in every expiry bucket of 002 §9
 * counted from today.
 */
describe('maintenance contracts seed', () => {
  const database = seededDatabaseForSuite();

  const northwind = demoCompanies.northwind.id;

  it('should hold Northwind contracts from every data source', async () => {
    const rows = await database()
      .db.selectDistinct({ source: maintenanceContracts.dataSource })
      .from(maintenanceContracts)
      .where(eq(maintenanceContracts.companyId, northwind));
    expect(rows.map((row) => row.source).sort()).toEqual([1, 2, 3]);
  });

  it('should give chassis child instances of the same company and contract', async () => {
    const children = await database()
      .db.select({ id: devices.id, type: devices.deviceType, parentType: sql<number>`p.device_type` })
      .from(devices)
      .innerJoin(
        sql`devices p`,
        sql`p.id = ${devices.parentId} and p.company_id = ${devices.companyId} and p.contract_id = ${devices.contractId}`,
      )
      .where(and(eq(devices.companyId, northwind), isNotNull(devices.parentId)));
    expect(children.length).toBeGreaterThan(10);
    expect(new Set(children.map((child) => `${child.type}/${child.parentType}`))).toEqual(new Set(['2/1']));
  });

  it('should spread the dates over every expiry bucket', async () => {
    const now = new Date();
    const count = async (column: string, from: number | null, to: number | null) => {
      const lower = from === null ? sql`true` : sql`${sql.raw(column)} >= ${dayFrom(now, from)}`;
      const upper = to === null ? sql`true` : sql`${sql.raw(column)} <= ${dayFrom(now, to)}`;
      const [row] = await database()
        .db.select({ n: sql<number>`count(*)::int` })
        .from(devices)
        .where(and(eq(devices.companyId, northwind), isNotNull(sql.raw(column)), lower, upper));
      return row?.n ?? 0;
    };
    // Contract end: expired, within 90 days, 91 days to 6 months, later.
    expect(await count('contract_end_date', null, -1)).toBeGreaterThan(0);
    expect(await count('contract_end_date', 0, 90)).toBeGreaterThan(0);
    expect(await count('contract_end_date', 91, 182)).toBeGreaterThan(0);
    expect(await count('contract_end_date', 183, null)).toBeGreaterThan(0);
    for (const column of ['last_date_of_support', 'end_of_sale_date']) {
      expect(await count(column, 0, 182)).toBeGreaterThan(0);
      expect(await count(column, 183, 365)).toBeGreaterThan(0);
      expect(await count(column, 366, 547)).toBeGreaterThan(0);
      expect(await count(column, 548, null)).toBeGreaterThan(0);
    }
  });

  it('should give contracts2@ assigned access only', async () => {
    const [access] = await database()
      .db.select()
      .from(userContractAccess)
      .where(eq(userContractAccess.userId, demoUsers.contracts2.id));
    expect(access?.allContracts).toBe(false);
  });
});
