import { type SQL, sql } from 'drizzle-orm';
import { type Bind, literal } from '../../db/prepared';
import { devices, maintenanceContracts } from '../../db/schema';

/**
 * Which maintenance contracts a user sees (002 §6): every contract of their company when their
 * `user_contract_access` row says so or they have none (the default), otherwise the contracts of their assigned
 * manufacturers and their assigned contracts. One SQL condition, so every read (lists, dashboard, devices, the
 * work items' contract pickers) filters in the same query and no call sees more than the user may.
 */
function allContracts(userId: string): SQL {
  return sql`coalesce((select a.all_contracts from user_contract_access a where a.user_id = ${userId}), true)`;
}

/** The contracts (`maintenance_contracts`) of the company that `userId` sees. */
export function visibleContracts(userId: string, companyId: string): SQL {
  return sql`(${maintenanceContracts.companyId} = ${companyId} and (${allContracts(userId)}
    or ${maintenanceContracts.manufacturerId} in (select m.manufacturer_id from user_contract_manufacturers m where m.user_id = ${userId})
    or ${maintenanceContracts.id} in (select uc.contract_id from user_contracts uc where uc.user_id = ${userId})))`;
}

/**
 * The devices of the company that `userId` sees: those of the contracts above; a device under no contract is
 * seen with all contracts or through its manufacturer. `bind` puts the user and company into a statement prepared
 * by shape (db/prepared.ts; the device search's page).
 */
export function visibleDevices(userId: string, companyId: string, bind: Bind = literal): SQL {
  const user = bind('user', userId);
  return sql`(${devices.companyId} = ${bind('company', companyId)} and (${allContracts(user)}
    or ${devices.manufacturerId} in (select m.manufacturer_id from user_contract_manufacturers m where m.user_id = ${user})
    or ${devices.contractId} in (select uc.contract_id from user_contracts uc where uc.user_id = ${user})))`;
}
