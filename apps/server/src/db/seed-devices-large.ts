import { eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import { devices } from './schema';
import { demoCompanies } from './seed-data';

/**
 * The benchmark devices of `SEED_SCALE=large` (issue 19): 100,000 devices of Northwind under its six contracts
 * (the manufacturer of each), one statement (`generate_series`), no row through JavaScript. Every fourth is a
 * chassis, the three after it its child instances; the contract end dates spread from 400 days ago to 1,000 days
 * ahead, the last dates of support and ends of sale over the next 1,500 days (every bucket of 002 §9 is full).
 * Serials `LG0000001`…; ids from `md5('large-device:' || n)`.
 */
export const LARGE_DEVICE_COUNT = 100_000;

const uuidOf = (prefix: string, n: ReturnType<typeof sql>) =>
  sql`overlay(overlay(md5(${prefix} || ${n}) placing '4' from 13) placing '8' from 17)::uuid`;

/** Adds the large devices once (nothing when they are there); answers how many it wrote. */
export async function seedLargeDevices(db: Db, count = LARGE_DEVICE_COUNT): Promise<number> {
  const existing = await db
    .select({ id: devices.id })
    .from(devices)
    .where(eq(devices.serialNumber, 'LG0000001'))
    .limit(1);
  if (existing.length > 0) return 0;
  const companyId = demoCompanies.northwind.id;
  const n = sql.raw('g.n');
  const chassisOf = sql.raw('(g.n - ((g.n - 1) % 4))');
  await db.execute(sql`
    with contracts as (
      select c.id, c.manufacturer_id, c.contract_type, row_number() over (order by c.contract_number) - 1 as idx,
        count(*) over () as total
      from maintenance_contracts c where c.company_id = ${companyId}
    ),
    sites as (
      select s.id, row_number() over (order by s.site_number) - 1 as idx, count(*) over () as total
      from install_sites s where s.company_id = ${companyId}
    )
    insert into devices (id, company_id, manufacturer_id, contract_id, parent_id, install_site_id, part_number,
      serial_number, description, product_label, device_type, quantity, service_level, status, owner,
      contract_start_date, contract_end_date, last_date_of_support, end_of_sale_date, end_of_software_maintenance,
      end_of_service_attach, end_of_service_contract_renewal)
    select ${uuidOf('large-device:', n)}, ${companyId}, c.manufacturer_id, c.id,
      case when (g.n - 1) % 4 = 0 then null else ${uuidOf('large-device:', chassisOf)} end,
      s.id,
      case when (g.n - 1) % 4 = 0 then 'LG-CHASSIS-' || (g.n % 17) else 'LG-MODULE-' || (g.n % 23) end,
      'LG' || lpad(g.n::text, 7, '0'),
      case when (g.n - 1) % 4 = 0 then 'Generated chassis ' || g.n else 'Generated module ' || g.n end,
      c.contract_type,
      case when (g.n - 1) % 4 = 0 then 1 else 2 end,
      1,
      case when g.n % 2 = 0 then 'SNT 8X5XNBD' else 'SNTP 24X7X4' end,
      case when ((${chassisOf} * 37) % 1400) < 400 then 'Overdue' else 'Active' end,
      'Generated',
      current_date + (((${chassisOf} * 37) % 1400) - 400 - 365),
      current_date + (((${chassisOf} * 37) % 1400) - 400),
      current_date + ((${chassisOf} * 53) % 1500),
      current_date + ((${chassisOf} * 71) % 1500),
      current_date + ((${chassisOf} * 71) % 1500) + 365,
      current_date + ((${chassisOf} * 71) % 1500) + 365,
      current_date + ((${chassisOf} * 53) % 1500) - 90
    from generate_series(1, ${count}) as g(n)
    join contracts c on c.idx = ((${chassisOf} - 1) / 4) % c.total
    join sites s on s.idx = ((${chassisOf} - 1) / 4) % s.total
  `);
  return count;
}
