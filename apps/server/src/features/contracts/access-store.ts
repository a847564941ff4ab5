import type { UserContractAccess } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import {
  maintenanceContracts,
  manufacturers,
  userContractAccess,
  userContractManufacturers,
  userContracts,
} from '../../db/schema';
import type { Principal } from '../../http/context';
import { Problems } from '../../http/problem';
import { record, userOfCompany } from '../users/store';

const manufacturerNotFound = () =>
  Problems.notFound('ManufacturerNotFound', formatMessage('ContractAccess.ManufacturerNotFound'));
const contractNotFound = () => Problems.notFound('ContractNotFound', formatMessage('Contracts.NotFound'));

/** The manufacturers of the company's contracts (the ones an administrator may assign). */
const companyManufacturerIds = (db: Executor, companyId: string) =>
  db
    .selectDistinct({ id: maintenanceContracts.manufacturerId })
    .from(maintenanceContracts)
    .where(eq(maintenanceContracts.companyId, companyId));

/** A user's contract access with the lists to assign from (002 §3 assigned and unassigned). */
export async function contractAccessOf(
  db: Executor,
  principal: Principal,
  userId: string,
): Promise<UserContractAccess> {
  const user = await userOfCompany(db, principal, userId);
  const companyId = user.companyId as string;
  const [access] = await db
    .select({ all: userContractAccess.allContracts })
    .from(userContractAccess)
    .where(eq(userContractAccess.userId, userId));
  const assignedManufacturerIds = db
    .select({ id: userContractManufacturers.manufacturerId })
    .from(userContractManufacturers)
    .where(eq(userContractManufacturers.userId, userId));
  const assignedContractIds = db
    .select({ id: userContracts.contractId })
    .from(userContracts)
    .where(eq(userContracts.userId, userId));
  const manufacturerColumns = { id: manufacturers.id, name: manufacturers.name };
  const [assignedManufacturers, unassignedManufacturers] = await Promise.all([
    db
      .select(manufacturerColumns)
      .from(manufacturers)
      .where(inArray(manufacturers.id, assignedManufacturerIds))
      .orderBy(asc(manufacturers.name)),
    db
      .select(manufacturerColumns)
      .from(manufacturers)
      .where(
        and(
          inArray(manufacturers.id, companyManufacturerIds(db, companyId)),
          notInArray(manufacturers.id, assignedManufacturerIds),
        ),
      )
      .orderBy(asc(manufacturers.name)),
  ]);
  const contractColumns = {
    id: maintenanceContracts.id,
    contractNumber: maintenanceContracts.contractNumber,
    manufacturerName: manufacturers.name,
    contractType: maintenanceContracts.contractType,
  };
  const contracts = (assigned: boolean) =>
    db
      .select(contractColumns)
      .from(maintenanceContracts)
      .innerJoin(manufacturers, eq(manufacturers.id, maintenanceContracts.manufacturerId))
      .where(
        and(
          eq(maintenanceContracts.companyId, companyId),
          assigned
            ? inArray(maintenanceContracts.id, assignedContractIds)
            : notInArray(maintenanceContracts.id, assignedContractIds),
        ),
      )
      .orderBy(asc(manufacturers.name), asc(maintenanceContracts.contractNumber));
  const [assignedContracts, unassignedContracts] = await Promise.all([contracts(true), contracts(false)]);
  return {
    allContracts: access?.all ?? true,
    assignedManufacturers,
    unassignedManufacturers,
    assignedContracts,
    unassignedContracts,
  };
}

/** setAccessAllMaintenanceContracts: recorded in the user's history when it changes. */
export async function setAccessAll(
  db: Db,
  principal: Principal,
  userId: string,
  all: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await userOfCompany(tx, principal, userId);
    const [before] = await tx
      .select({ all: userContractAccess.allContracts })
      .from(userContractAccess)
      .where(eq(userContractAccess.userId, userId));
    if ((before?.all ?? true) === all) return;
    await tx
      .insert(userContractAccess)
      .values({ userId, allContracts: all })
      .onConflictDoUpdate({
        target: userContractAccess.userId,
        set: { allContracts: all, updatedAt: sql`now()` },
      });
    await record(
      tx,
      principal,
      { id: user.id, companyId: user.companyId as string },
      'contractAccessChanged',
      {
        allContracts: all,
      },
    );
  });
}

/** assignContractsAndManufacturers / unassignContractsAndManufacturers, recorded with the names. */
export async function changeAssignments(
  db: Db,
  principal: Principal,
  change: { userId: string; manufacturerIds: string[]; contractIds: string[] },
  assign: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await userOfCompany(tx, principal, change.userId);
    const companyId = user.companyId as string;
    const manufacturerIds = [...new Set(change.manufacturerIds)];
    const contractIds = [...new Set(change.contractIds)];
    const foundManufacturers = manufacturerIds.length
      ? await tx
          .select({ id: manufacturers.id, name: manufacturers.name })
          .from(manufacturers)
          .where(
            and(
              inArray(manufacturers.id, manufacturerIds),
              inArray(manufacturers.id, companyManufacturerIds(tx, companyId)),
            ),
          )
      : [];
    const foundContracts = contractIds.length
      ? await tx
          .select({ id: maintenanceContracts.id, number: maintenanceContracts.contractNumber })
          .from(maintenanceContracts)
          .where(
            and(inArray(maintenanceContracts.id, contractIds), eq(maintenanceContracts.companyId, companyId)),
          )
      : [];
    if (assign && foundManufacturers.length !== manufacturerIds.length) throw manufacturerNotFound();
    if (assign && foundContracts.length !== contractIds.length) throw contractNotFound();
    let changed: string[] = [];
    if (assign) {
      const addedManufacturers = foundManufacturers.length
        ? await tx
            .insert(userContractManufacturers)
            .values(foundManufacturers.map((m) => ({ userId: user.id, manufacturerId: m.id })))
            .onConflictDoNothing()
            .returning({ id: userContractManufacturers.manufacturerId })
        : [];
      const addedContracts = foundContracts.length
        ? await tx
            .insert(userContracts)
            .values(foundContracts.map((c) => ({ userId: user.id, contractId: c.id })))
            .onConflictDoNothing()
            .returning({ id: userContracts.contractId })
        : [];
      changed = names(foundManufacturers, foundContracts, addedManufacturers, addedContracts);
    } else {
      const removedManufacturers = manufacturerIds.length
        ? await tx
            .delete(userContractManufacturers)
            .where(
              and(
                eq(userContractManufacturers.userId, user.id),
                inArray(userContractManufacturers.manufacturerId, manufacturerIds),
              ),
            )
            .returning({ id: userContractManufacturers.manufacturerId })
        : [];
      const removedContracts = contractIds.length
        ? await tx
            .delete(userContracts)
            .where(and(eq(userContracts.userId, user.id), inArray(userContracts.contractId, contractIds)))
            .returning({ id: userContracts.contractId })
        : [];
      changed = names(foundManufacturers, foundContracts, removedManufacturers, removedContracts);
    }
    if (changed.length === 0) return;
    await record(
      tx,
      principal,
      { id: user.id, companyId },
      'contractAccessChanged',
      assign ? { added: changed } : { removed: changed },
    );
  });
}

function names(
  allManufacturers: { id: string; name: string }[],
  allContracts: { id: string; number: string }[],
  manufacturerIds: { id: string }[],
  contractIds: { id: string }[],
): string[] {
  const m = new Set(manufacturerIds.map((row) => row.id));
  const c = new Set(contractIds.map((row) => row.id));
  return [
    ...allManufacturers.filter((row) => m.has(row.id)).map((row) => row.name),
    ...allContracts.filter((row) => c.has(row.id)).map((row) => row.number),
  ].sort();
}
