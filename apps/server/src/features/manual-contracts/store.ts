import {
  ContractDataSourceValue,
  type CurrentManufacturer,
  type MaintenanceContractSummary,
  type ManualContractUploadResult,
} from '@b2b-portal/api';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { companies, installSites, maintenanceContracts, manufacturers } from '../../db/schema';
import type { ContractRecord, DeviceRecord, RowContext } from './rows';

const MANUAL = ContractDataSourceValue.ManualContractUpload;
/** Rows per statement: one JSON parameter each (`json_to_recordset`). */
const BATCH = 5_000;

async function rows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The company's ERP account numbers: its own and those its contracts were billed to. */
export async function erpAccountNumbers(db: Db, companyId: string): Promise<string[]> {
  const [company] = await db
    .select({ erp: companies.erpCustomerId })
    .from(companies)
    .where(eq(companies.id, companyId));
  const others = await db
    .selectDistinct({ erp: maintenanceContracts.erpAccountNumber })
    .from(maintenanceContracts)
    .where(eq(maintenanceContracts.companyId, companyId));
  const numbers = new Set([company?.erp, ...others.map((row) => row.erp)].filter((n): n is string => !!n));
  return [...numbers].sort();
}

export async function uploadManufacturers(db: Db) {
  return db
    .select({ id: manufacturers.id, name: manufacturers.name, code: manufacturers.code })
    .from(manufacturers)
    .orderBy(asc(manufacturers.name));
}

export async function findManufacturer(db: Db, id: string) {
  const [row] = await db
    .select({ id: manufacturers.id, name: manufacturers.name })
    .from(manufacturers)
    .where(eq(manufacturers.id, id));
  return row ?? null;
}

export async function currentManufacturers(db: Db, companyId: string): Promise<CurrentManufacturer[]> {
  const result = await rows<Record<string, unknown>>(
    db,
    sql`
    select m.id, m.name, m.code, count(distinct c.id)::int as contracts,
      (select count(*)::int from devices d join maintenance_contracts c2 on c2.id = d.contract_id
        where c2.company_id = ${companyId} and c2.manufacturer_id = m.id and c2.data_source = ${MANUAL}) as devices,
      array_agg(distinct c.erp_account_number order by c.erp_account_number) as erp_account_numbers,
      max(c.updated_at) as last_uploaded_at
    from maintenance_contracts c join manufacturers m on m.id = c.manufacturer_id
    where c.company_id = ${companyId} and c.data_source = ${MANUAL}
    group by m.id, m.name, m.code
    order by m.name`,
  );
  return result.map((row) => ({
    id: row.id as string,
    name: row.name as string,
    code: row.code as string,
    contracts: row.contracts as number,
    devices: row.devices as number,
    erpAccountNumbers: row.erp_account_numbers as string[],
    lastUploadedAt: new Date(row.last_uploaded_at as string | Date).toISOString(),
  }));
}

export async function manualContracts(
  db: Db,
  companyId: string,
  manufacturerId: string,
): Promise<MaintenanceContractSummary[]> {
  const result = await rows<Record<string, unknown>>(
    db,
    sql`
    select c.id, c.contract_number, c.contract_type, c.data_source, c.manufacturer_id, m.name as manufacturer_name,
      c.erp_account_number, c.description, c.start_date::text as start_date, c.end_date::text as end_date,
      (select count(*)::int from devices d where d.contract_id = c.id) as device_count
    from maintenance_contracts c join manufacturers m on m.id = c.manufacturer_id
    where c.company_id = ${companyId} and c.data_source = ${MANUAL}
      ${manufacturerId ? sql`and c.manufacturer_id = ${manufacturerId}` : sql``}
    order by m.name, c.contract_number`,
  );
  return result.map((row) => ({
    id: row.id as string,
    contractNumber: row.contract_number as string,
    contractType: row.contract_type as string,
    dataSource: MANUAL,
    manufacturerId: row.manufacturer_id as string,
    manufacturerName: row.manufacturer_name as string,
    erpAccountNumber: row.erp_account_number as string,
    description: row.description as string,
    startDate: (row.start_date as string | null) ?? null,
    endDate: (row.end_date as string | null) ?? null,
    deviceCount: row.device_count as number,
  }));
}

/** Deletes a manufacturer's manual contracts (their devices go with them); answers what went. */
export async function deleteManualContracts(db: Db, companyId: string, manufacturerId: string) {
  return db.transaction(async (tx) => {
    const devices = await rows<{ n: number }>(
      tx,
      sql`
      select count(*)::int as n from devices d join maintenance_contracts c on c.id = d.contract_id
      where c.company_id = ${companyId} and c.manufacturer_id = ${manufacturerId} and c.data_source = ${MANUAL}`,
    );
    const deleted = await tx
      .delete(maintenanceContracts)
      .where(
        and(
          eq(maintenanceContracts.companyId, companyId),
          eq(maintenanceContracts.manufacturerId, manufacturerId),
          eq(maintenanceContracts.dataSource, MANUAL),
        ),
      )
      .returning({ id: maintenanceContracts.id });
    return { contracts: deleted.length, devices: devices[0]?.n ?? 0 };
  });
}

/** The install sites and the stored contracts of the manufacturer that the row checks need. */
export async function rowContext(
  db: Db,
  companyId: string,
  manufacturerId: string,
  erpAccountNumber: string,
): Promise<RowContext> {
  const sites = await db
    .select({ id: installSites.id, number: installSites.siteNumber })
    .from(installSites)
    .where(eq(installSites.companyId, companyId));
  const existing = await db
    .select({
      number: maintenanceContracts.contractNumber,
      dataSource: maintenanceContracts.dataSource,
      erpAccountNumber: maintenanceContracts.erpAccountNumber,
    })
    .from(maintenanceContracts)
    .where(
      and(
        eq(maintenanceContracts.companyId, companyId),
        eq(maintenanceContracts.manufacturerId, manufacturerId),
      ),
    );
  return {
    sites: new Map(sites.map((site) => [site.number.toLowerCase(), site.id])),
    existing: new Map(existing.map((row) => [row.number, row])),
    erpAccountNumber,
  };
}

export interface ImportInput {
  companyId: string;
  manufacturerId: string;
  erpAccountNumber: string;
  userId: string;
  uploadType: 0 | 1;
  contracts: Map<string, ContractRecord>;
  devices: DeviceRecord[];
}

async function batches<T>(rows: readonly T[], each: (json: string) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) {
    await each(JSON.stringify(rows.slice(start, start + BATCH)));
  }
}

/**
 * Writes a checked upload in one transaction (all or nothing). Contracts are upserted by number (their ids stay,
 * so the users' assigned contracts and the work items naming them stay). Overwrite then removes the
 * manufacturer's manual contracts of the ERP account number the file does not name and, of those it names, the
 * devices it does not name. Both update the devices whose contract number and serial number (case ignored) match
 * a row (their ids stay) and add the others; Add & Update leaves the rest as they are.
 */
export async function importContracts(db: Db, input: ImportInput): Promise<ManualContractUploadResult> {
  const { companyId, manufacturerId, erpAccountNumber } = input;
  return db.transaction(async (tx: Tx) => {
    // One upload of a company's manufacturer at a time: a second waits for the first to commit.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`manual-contracts:${companyId}:${manufacturerId}`}))`,
    );
    const contractRows = [...input.contracts.values()].map((contract) => ({
      contract_number: contract.contractNumber,
      contract_type: contract.contractType,
      start_date: contract.startDate,
      end_date: contract.endDate,
    }));
    const ids = new Map<string, string>();
    let contractsAdded = 0;
    let contractsUpdated = 0;
    await batches(contractRows, async (json) => {
      const result = await rows<{ id: string; contract_number: string; inserted: boolean }>(
        tx,
        sql`
        insert into maintenance_contracts (company_id, manufacturer_id, contract_number, contract_type, data_source,
          erp_account_number, start_date, end_date, uploaded_by_user_id)
        select ${companyId}, ${manufacturerId}, r.contract_number, r.contract_type, ${MANUAL}, ${erpAccountNumber},
          r.start_date, r.end_date, ${input.userId}
        from json_to_recordset(${json}::json) as r(contract_number text, contract_type text, start_date date, end_date date)
        on conflict (company_id, manufacturer_id, contract_number) do update set
          contract_type = excluded.contract_type, start_date = excluded.start_date, end_date = excluded.end_date,
          uploaded_by_user_id = excluded.uploaded_by_user_id, updated_at = now()
        returning id, contract_number, (xmax = 0) as inserted`,
      );
      for (const row of result) {
        ids.set(row.contract_number, row.id);
        if (row.inserted) contractsAdded += 1;
        else contractsUpdated += 1;
      }
    });
    const contractIds = sql`(select value::uuid from json_array_elements_text(${JSON.stringify([...ids.values()])}::json))`;

    let contractsRemoved = 0;
    let devicesRemoved = 0;
    const existing = new Map<string, string>();
    if (input.uploadType === 0) {
      const gone = await rows<{ contracts: number; devices: number }>(
        tx,
        sql`
        with doomed as (
          select id from maintenance_contracts
          where company_id = ${companyId} and manufacturer_id = ${manufacturerId} and data_source = ${MANUAL}
            and erp_account_number = ${erpAccountNumber}
            and id not in ${contractIds}
        ), counted as (select count(*)::int as n from devices where contract_id in (select id from doomed))
        , deleted as (delete from maintenance_contracts where id in (select id from doomed) returning id)
        select (select count(*)::int from deleted) as contracts, (select n from counted) as devices`,
      );
      const removed = gone[0] ?? { contracts: 0, devices: 0 };
      contractsRemoved = removed.contracts;
      devicesRemoved = removed.devices;
    }
    const stored = await rows<{ id: string; contract_id: string; serial: string }>(
      tx,
      sql`
      select id, contract_id, lower(serial_number) as serial from devices
      where contract_id in ${contractIds}`,
    );
    for (const row of stored) {
      existing.set(`${row.contract_id}\u0000${row.serial}`, row.id);
    }

    const toRow = (device: DeviceRecord) => ({
      contract_id: ids.get(device.contractNumber),
      part_number: device.partNumber,
      serial_number: device.serialNumber,
      description: device.description,
      device_type: device.deviceType,
      quantity: device.quantity,
      service_level: device.serviceLevel,
      status: device.status,
      install_site_id: device.installSiteId,
      owner: device.owner,
      warranty_type: device.warrantyType,
      warranty_end_date: device.warrantyEndDate,
      end_of_sale_date: device.endOfSaleDate,
      last_date_of_support: device.lastDateOfSupport,
      notes: device.notes,
      contract_start_date: device.contractStartDate,
      contract_end_date: device.contractEndDate,
    });
    const inserts: ReturnType<typeof toRow>[] = [];
    const updates: (ReturnType<typeof toRow> & { id: string })[] = [];
    for (const device of input.devices) {
      const row = toRow(device);
      const id = existing.get(`${row.contract_id}\u0000${device.serialNumber.toLowerCase()}`);
      if (id) updates.push({ ...row, id });
      else inserts.push(row);
    }
    if (input.uploadType === 0) {
      // Overwrite: the file is the whole of these contracts. The devices it names keep their ids (their rows are
      // updated, their parent links dropped: a file has no child instances); the others go.
      const kept = JSON.stringify(updates.map((device) => device.id));
      await tx.execute(sql`
        update devices set parent_id = null
        where id in (select value::uuid from json_array_elements_text(${kept}::json)) and parent_id is not null`);
      const replaced = await rows<{ n: number }>(
        tx,
        sql`
        with deleted as (
          delete from devices where contract_id in ${contractIds}
            and id not in (select value::uuid from json_array_elements_text(${kept}::json))
          returning 1)
        select count(*)::int as n from deleted`,
      );
      devicesRemoved += replaced[0]?.n ?? 0;
    }
    const columns = sql.raw(`contract_id uuid, part_number text, serial_number text, description text,
      device_type smallint, quantity integer, service_level text, status text, install_site_id uuid, owner text,
      warranty_type text, warranty_end_date date, end_of_sale_date date, last_date_of_support date, notes text,
      contract_start_date date, contract_end_date date`);
    await batches(inserts, (json) =>
      tx.execute(sql`
        insert into devices (company_id, manufacturer_id, contract_id, part_number, serial_number, description,
          device_type, quantity, service_level, status, install_site_id, owner, warranty_type, warranty_end_date,
          end_of_sale_date, last_date_of_support, notes, contract_start_date, contract_end_date)
        select ${companyId}, ${manufacturerId}, r.contract_id, r.part_number, r.serial_number, r.description,
          r.device_type, r.quantity, r.service_level, r.status, r.install_site_id, r.owner, r.warranty_type,
          r.warranty_end_date, r.end_of_sale_date, r.last_date_of_support, r.notes, r.contract_start_date,
          r.contract_end_date
        from json_to_recordset(${json}::json) as r(${columns})`),
    );
    await batches(updates, async (json) => {
      await tx.execute(sql`
        update devices d set part_number = r.part_number, serial_number = r.serial_number,
          description = r.description, device_type = r.device_type, quantity = r.quantity,
          service_level = r.service_level, status = r.status, install_site_id = r.install_site_id, owner = r.owner,
          warranty_type = r.warranty_type, warranty_end_date = r.warranty_end_date,
          end_of_sale_date = r.end_of_sale_date, last_date_of_support = r.last_date_of_support, notes = r.notes,
          contract_start_date = r.contract_start_date, contract_end_date = r.contract_end_date
        from json_to_recordset(${json}::json) as r(id uuid, ${columns})
        where d.id = r.id`);
    });
    const devicesUpdated = updates.length;
    return {
      uploadType: input.uploadType,
      manufacturerId,
      erpAccountNumber,
      rows: input.devices.length,
      contractsAdded,
      contractsUpdated,
      contractsRemoved,
      devicesAdded: inserts.length,
      devicesUpdated,
      devicesRemoved,
    };
  });
}
