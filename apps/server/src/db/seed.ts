import { enumerationsForDropDown } from '@b2b-portal/api';
import { checkPassword, DEFAULT_PASSWORD_COMPLEXITY } from '@b2b-portal/flows/rules';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import { PASSWORD_COMPLEXITY_KEY } from '../auth/password-complexity';
import { encryptVendorSecret, vendorCredentialsKey } from '../features/account/vendor-secret';
import type { Db } from './client';
import * as schema from './schema';
import { seedApprovals } from './seed-approvals';
import { seedBlanketOrders } from './seed-blanket-orders';
import { seedCarts } from './seed-cart';
import { seedCatalogue } from './seed-catalogue';
import { seedCheckout } from './seed-checkout';
import { seedCloudReports } from './seed-cloud-reports';
import { seedMaintenanceContracts } from './seed-contracts';
import {
  DEMO_PASSWORD,
  demoCompanies,
  demoNews,
  demoRoles,
  demoUsers,
  northwindBusinessUnits,
  northwindPunchOutProfile,
} from './seed-data';
import { seedId } from './seed-ids';
import { seedInvoices } from './seed-invoices';
import { seedLocations } from './seed-locations';
import { seedOrders } from './seed-orders';
import { seedPasswordLinks } from './seed-password';
import { seedPricingRequests } from './seed-pricing-requests';
import { seedPunchIn } from './seed-punchin';
import { seedQuotes } from './seed-quotes';
import { seedReports } from './seed-reports';
import { seedRequisitions } from './seed-requisitions';
import { seedShipments } from './seed-shipments';
import { seedSso } from './seed-sso';
import { seedWarehouse } from './seed-warehouse';
import { seedWorkItemRequests } from './seed-work-items';
import { seedWorkflow } from './seed-workflow';

/** Arbitrary constant of the advisory lock that keeps two instances from seeding one database at once. */
const SEED_LOCK = 58414;

/**
 * Writes the demo data when the database holds no company yet; returns whether it did. Runs in one
 * transaction under an advisory lock, so several instances starting on one PostgreSQL seed once.
 */
export async function seedIfEmpty(
  db: Db,
  /** VENDOR_CREDENTIALS_KEY, which the seeded vendor credentials are encrypted with (a generated one when absent). */
  options: { vendorCredentialsKey?: string | undefined } = {},
): Promise<boolean> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(schema.companies);
  if ((existing?.n ?? 0) > 0) return false;

  if (checkPassword(DEMO_PASSWORD, DEFAULT_PASSWORD_COMPLEXITY).length > 0) {
    throw new Error('The demo password does not satisfy the seeded password complexity');
  }
  // Hash before the transaction: scrypt at OWASP cost takes about half a second per user.
  const users = Object.values(demoUsers);
  const hashes = await Promise.all(users.map(() => hashPassword(DEMO_PASSWORD)));

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [again] = await tx.select({ n: sql<number>`count(*)::int` }).from(schema.companies);
    if ((again?.n ?? 0) > 0) return false;

    await tx.insert(schema.companies).values(Object.values(demoCompanies).map((company) => ({ ...company })));
    await tx.insert(schema.roles).values(
      Object.values(demoRoles).map((role) => ({
        ...role,
        permissions: [...role.permissions],
        companyId: null,
      })),
    );
    await tx.insert(schema.users).values(
      users.map((user, index) => ({
        id: user.id,
        companyId: demoCompanies[user.company].id,
        username: user.username,
        email: user.username,
        firstName: user.firstName,
        lastName: user.lastName,
        phone: user.phone,
        status: user.status,
        passwordHash: hashes[index] as string,
      })),
    );
    await tx
      .insert(schema.userRoles)
      .values(
        users.flatMap((user) => user.roles.map((role) => ({ userId: user.id, roleId: demoRoles[role].id }))),
      );
    const extras = users.flatMap((user) =>
      user.extraPermissions.map((permission) => ({ userId: user.id, permission })),
    );
    if (extras.length > 0) await tx.insert(schema.userPermissions).values(extras);

    await tx.insert(schema.news).values(
      demoNews.map((item) => ({
        id: item.id,
        companyId: item.company ? demoCompanies[item.company].id : null,
        subject: item.subject,
        status: item.status,
        publishedAt: item.publishedAt ? new Date(item.publishedAt) : null,
      })),
    );

    await tx
      .insert(schema.enumerationValues)
      .values(
        Object.entries(enumerationsForDropDown).flatMap(([typeName, items]) =>
          items.map((item, sort) => ({ typeName, value: item.value, name: item.name, sort })),
        ),
      );

    await tx
      .insert(schema.appSettings)
      .values({ key: PASSWORD_COMPLEXITY_KEY, value: DEFAULT_PASSWORD_COMPLEXITY })
      .onConflictDoNothing();

    const northwindId = demoCompanies.northwind.id;
    await tx
      .insert(schema.businessUnitSettings)
      .values({ ...northwindBusinessUnits.setting, companyId: northwindId });
    await tx
      .insert(schema.businessUnitTypes)
      .values(northwindBusinessUnits.types.map((type) => ({ ...type, companyId: northwindId })));
    const typeIdByLevel = new Map(northwindBusinessUnits.types.map((type) => [type.level, type.id]));
    await tx.insert(schema.businessUnits).values(
      northwindBusinessUnits.units.map((unit) => ({
        id: seedId(`bu:northwind:${unit.key}`),
        companyId: northwindId,
        typeId: typeIdByLevel.get(unit.level) as string,
        parentId: unit.parent ? seedId(`bu:northwind:${unit.parent}`) : null,
        name: unit.name,
      })),
    );

    await tx.insert(schema.punchoutProfiles).values({
      id: northwindPunchOutProfile.id,
      companyId: northwindId,
      duns: northwindPunchOutProfile.duns,
      username: northwindPunchOutProfile.username,
      passwordEncrypted: encryptVendorSecret(
        await vendorCredentialsKey(tx, options.vendorCredentialsKey),
        northwindId,
        northwindPunchOutProfile.password,
      ),
    });

    // Issue 4: the catalogue first, then the carts and configurations that hold its products, then punch-in.
    await seedCatalogue(tx);
    await seedCarts(tx);
    await seedPunchIn(tx);
    await seedCheckout(tx);
    // Issue 6: approval chains, then the documents that go up them, then pending registrations.
    await seedWorkflow(tx);
    await seedPricingRequests(tx);
    await seedQuotes(tx);
    await seedRequisitions(tx);
    await seedApprovals(tx);
    // Issue 17: orders to follow, some made from the purchased quote and requisition above.
    await seedOrders(tx);
    // Issue 17: the shipments of the shipped orders (several containers, repeated and 'Not Available' tracking).
    await seedShipments(tx);
    // Issue 17: blanket POs, with some of those orders placed against them.
    await seedBlanketOrders(tx);
    // Issue 17: invoices of every kind and status for those orders.
    await seedInvoices(tx);
    // Issue 17: the goods the reseller holds for those orders (the warehouse summary).
    await seedWarehouse(tx);
    // Issue 18: an expired password link, whose page sends a new one (the password journey).
    await seedPasswordLinks(tx);
    // Issue 18: the reseller's offices for /locations.
    await seedLocations(tx);
    // Issue 18: Contoso signs in through the sandbox identity provider (single sign-on).
    await seedSso(tx);
    // Issue 19: maintenance contracts from every source, their devices and the assigned access of contracts2@.
    await seedMaintenanceContracts(tx);
    // Issue 19: work item requests of every kind and status (seed-work-items.ts).
    await seedWorkItemRequests(tx);
    // Issue 20: the standard reports, Northwind's custom one and the reports personas' assignments.
    await seedReports(tx);
    // Issue 20: cloud consumption by month and service, and an EDP commitment (seed-cloud-reports.ts).
    await seedCloudReports(tx);
    return true;
  });
}
