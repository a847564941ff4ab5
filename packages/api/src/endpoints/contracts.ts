import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { CONTRACTS_VIEW_PERMISSION } from '../limits';
import { anyOf } from '../permissions';
import { ApplicationFeature } from '../plain-values';
import { Ok } from '../schemas/common';
import {
  ContractAssignmentBody,
  ContractIdQuery,
  ContractListQuery,
  ContractManufacturer,
  ContractsDashboardSummary,
  ContractTypeCount,
  DeviceChildren,
  DeviceDetail,
  DeviceIdQuery,
  DevicePage,
  DeviceSearchQuery,
  InstallSite,
  MaintenanceContractSummary,
  MaintenanceRequestSummary,
  SetAccessAllContractsBody,
  UserContractAccess,
  UserIdContractQuery,
} from '../schemas/contracts';

/** Who manages a user's maintenance contract access (002 §2 /users, §6): users or manageCiscoContractAccess. */
export const CONTRACT_ACCESS_PERMISSION = anyOf('users', 'manageCiscoContractAccess');
/** Who reads it on the user's page (the user readers of 002 §2 /users). */
export const CONTRACT_ACCESS_READ_PERMISSION = anyOf('users', 'viewUsers', 'manageCiscoContractAccess');

const feature = ApplicationFeature.MaintenanceContracts;
const scope =
  "The caller's company (with the MaintenanceContracts feature), within the caller's contract access: all contracts, or the assigned manufacturers' and the assigned contracts.";

/**
 * Maintenance contracts and devices (002 §7 "Maintenance contracts and devices", issue 19): the contracts
 * dashboard, the device search, detail, child instances and export, and deleting a contract.
 */
export const contractEndpoints = {
  dashboardListSummary: defineEndpoint({
    id: 'maintenanceContract.dashboardListSummary',
    method: 'GET',
    path: 'V1.0/MaintenanceContract/dashboardListSummary',
    access: 'user',
    permission: CONTRACTS_VIEW_PERMISSION,
    feature,
    answer: ContractsDashboardSummary,
    summary: `The contracts dashboard: totals, contracts and devices per data source, and the expiry buckets of 002 §9 (each a DateRange id of the device search). ${scope}`,
  }),
  dashboardListMaintenanceRequests: defineEndpoint({
    id: 'maintenanceContract.dashboardListMaintenanceRequests',
    method: 'GET',
    path: 'V1.0/MaintenanceContract/dashboardListMaintenanceRequests',
    access: 'user',
    permission: CONTRACTS_VIEW_PERMISSION,
    feature,
    answer: z.array(MaintenanceRequestSummary),
    summary: `The open maintenance requests (work item requests not completed or rejected) the caller may see, newest first, at most 10. ${scope}`,
  }),
  listContractsByUserAndSourceType: defineEndpoint({
    id: 'maintenanceContract.listContractsByUserAndSourceType',
    method: 'GET',
    path: 'V1.0/MaintenanceContract/listContractsByUserAndSourceType',
    access: 'user',
    permission: CONTRACTS_VIEW_PERMISSION,
    feature,
    query: ContractListQuery,
    answer: z.array(MaintenanceContractSummary),
    summary: `The contracts of one data source (0 All), by manufacturer and number, each with its device count. ${scope}`,
  }),
  getListOfContractTypes: defineEndpoint({
    id: 'maintenanceContract.GetListOfContractTypes',
    method: 'POST',
    path: 'V1.0/MaintenanceContract/GetListOfContractTypes',
    access: 'user',
    permission: CONTRACTS_VIEW_PERMISSION,
    feature,
    body: ContractListQuery,
    answer: z.array(ContractTypeCount),
    summary: `The contract types of one data source (0 All) with their contracts and devices. ${scope}`,
  }),
  getManufacturersList: defineEndpoint({
    id: 'maintenanceContract.getManufacturersList',
    method: 'POST',
    path: 'V1.0/MaintenanceContract/getManufacturersList',
    access: 'user',
    permission: CONTRACTS_VIEW_PERMISSION,
    feature,
    body: ContractListQuery,
    answer: z.array(ContractManufacturer),
    summary: `The manufacturers of one data source's contracts (0 All) with their contracts and devices. ${scope}`,
  }),
  listUserManufacturers: defineEndpoint({
    id: 'device.listUserManufacturers',
    method: 'GET',
    path: 'V1.0/Device/listUserManufacturers',
    access: 'user',
    permission: CONTRACTS_VIEW_PERMISSION,
    feature,
    answer: z.array(ContractManufacturer),
    summary: `The manufacturers of the devices the caller sees (the device search's manufacturer filter). ${scope}`,
  }),
  listUserAddresses: defineEndpoint({
    id: 'device.listUserAddresses',
    method: 'GET',
    path: 'V1.0/Device/listUserAddresses',
    access: 'user',
    permission: CONTRACTS_VIEW_PERMISSION,
    feature,
    answer: z.array(InstallSite),
    summary: `The install sites of the devices the caller sees (the device search's site filter). ${scope}`,
  }),
  searchDevices: defineEndpoint({
    id: 'device.searchDevices',
    method: 'POST',
    path: 'V1.0/Device/searchDevices',
    access: 'user',
    permission: CONTRACTS_VIEW_PERMISSION,
    feature,
    body: DeviceSearchQuery,
    answer: DevicePage,
    summary: `A page of devices by part, serial, manufacturer, contract, service level, site, status, device type, data source and the DateRange of each date list, by contract end date; the count stops at 1,000. ${scope}`,
  }),
  getDevice: defineEndpoint({
    id: 'device.get',
    method: 'GET',
    path: 'V1.0/Device/get',
    access: 'user',
    permission: CONTRACTS_VIEW_PERMISSION,
    feature,
    query: DeviceIdQuery,
    answer: DeviceDetail,
    errors: { 404: ['DeviceNotFound'] },
    summary: `A device with every field of 002 §3, its contract, install site and parent. ${scope}`,
  }),
  getChildInstances: defineEndpoint({
    id: 'device.GetChildInstances',
    method: 'GET',
    path: 'V1.0/Device/GetChildInstances',
    access: 'user',
    permission: CONTRACTS_VIEW_PERMISSION,
    feature,
    query: DeviceIdQuery,
    answer: DeviceChildren,
    errors: { 404: ['DeviceNotFound'] },
    summary: `The child instances of a device (modules, power supplies of a chassis). ${scope}`,
  }),
  exportDevices: defineEndpoint({
    id: 'device.export',
    method: 'GET',
    path: 'V1.0/Device/export',
    access: 'user',
    permission: CONTRACTS_VIEW_PERMISSION,
    feature,
    query: DeviceSearchQuery,
    answer: z.unknown(),
    answerKind: 'file',
    errors: { 413: ['ExportTooLarge'] },
    summary: `Every device the search's filters match (paging ignored, at most 100,000) as an XLSX file. ${scope}`,
  }),
  deleteContract: defineEndpoint({
    id: 'maintenanceContract.Delete',
    method: 'DELETE',
    path: 'V1.0/Maintenancecontract/Delete',
    access: 'user',
    permission: CONTRACTS_VIEW_PERMISSION,
    feature,
    query: ContractIdQuery,
    answer: Ok,
    errors: { 404: ['ContractNotFound'] },
    summary: `Deletes a contract with the devices it covers ('contract deleted'). ${scope}`,
  }),
};

/**
 * A user's maintenance contract access (002 §3, §6; §7 setAccessAllMaintenanceContracts, the assigned and
 * unassigned manufacturers and contracts, assignContractsAndManufacturers, unassignContractsAndManufacturers): on
 * the user's page. The user is of the caller's company; another company's answers 404 UserNotFound.
 */
export const contractAccessEndpoints = {
  getContractAccess: defineEndpoint({
    id: 'user.getContractAccess',
    method: 'GET',
    path: 'V1.0/user/getContractAccess',
    access: 'user',
    permission: CONTRACT_ACCESS_READ_PERMISSION,
    feature,
    query: UserIdContractQuery,
    answer: UserContractAccess,
    errors: { 404: ['UserNotFound'] },
    summary:
      "A user's contract access in one answer: all contracts or not, the assigned and unassigned manufacturers and contracts (getAssignedContractManufacturers, listUnassignedContractManufacturers, getAssignedContracts, listUnassignedContracts).",
  }),
  setAccessAllMaintenanceContracts: defineEndpoint({
    id: 'user.setAccessAllMaintenanceContracts',
    method: 'POST',
    path: 'V1.0/user/setAccessAllMaintenanceContracts',
    access: 'user',
    permission: CONTRACT_ACCESS_PERMISSION,
    feature,
    body: SetAccessAllContractsBody,
    answer: UserContractAccess,
    errors: { 404: ['UserNotFound'] },
    summary:
      "Gives a user all the company's contracts (true) or only the assigned ones (false, keeping the assignments). Recorded in the user's history.",
  }),
  assignContractsAndManufacturers: defineEndpoint({
    id: 'user.assignContractsAndManufacturers',
    method: 'POST',
    path: 'V1.0/user/assignContractsAndManufacturers',
    access: 'user',
    permission: CONTRACT_ACCESS_PERMISSION,
    feature,
    body: ContractAssignmentBody,
    answer: UserContractAccess,
    errors: { 404: ['UserNotFound', 'ManufacturerNotFound', 'ContractNotFound'] },
    summary:
      "Assigns manufacturers (all their contracts) and contracts of the company to a user. Recorded in the user's history.",
  }),
  unassignContractsAndManufacturers: defineEndpoint({
    id: 'user.unassignContractsAndManufacturers',
    method: 'POST',
    path: 'V1.0/user/unassignContractsAndManufacturers',
    access: 'user',
    permission: CONTRACT_ACCESS_PERMISSION,
    feature,
    body: ContractAssignmentBody,
    answer: UserContractAccess,
    errors: { 404: ['UserNotFound'] },
    summary:
      "Removes manufacturers and contracts from a user's assigned access. Recorded in the user's history.",
  }),
};
