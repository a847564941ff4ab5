import * as z from 'zod/mini';
import { Guid } from './common';
import { MaintenanceContractSummary } from './contracts';

/**
 * Manual contract upload (issue 19; 002 §2 /manual-contract, §3 upload types, §5, §7 "Manual contracts").
 *
 * A contracts manager (contractsView, with the company's MaintenanceContracts feature) keeps the contracts the
 * manufacturers do not feed: they download the template of one of the company's ERP account numbers, fill it
 * (one row per device under a contract) and upload it for one manufacturer. The contracts land with data source
 * 3 ManualContractUpload under that manufacturer and ERP account number. An upload is all or nothing: every row
 * is checked first, and one bad row refuses the whole file with a report of each bad cell.
 */

/** A manufacturer an upload may name (the catalogue's manufacturers). */
export const UploadManufacturer = z.object({ id: Guid, name: z.string(), code: z.string() });
export type UploadManufacturer = z.infer<typeof UploadManufacturer>;

/** `getContractUploadManufacturers`: who an upload may be for, and the company's ERP account numbers. */
export const ContractUploadOptions = z.object({
  manufacturers: z.array(UploadManufacturer),
  erpAccountNumbers: z.array(z.string()),
});
export type ContractUploadOptions = z.infer<typeof ContractUploadOptions>;

/** `listCurrentManufacturers`: the manufacturers with manually uploaded contracts of the company. */
export const CurrentManufacturer = z.object({
  id: Guid,
  name: z.string(),
  code: z.string(),
  contracts: z.int(),
  devices: z.int(),
  erpAccountNumbers: z.array(z.string()),
  /** When its contracts were last uploaded (ISO date-time). */
  lastUploadedAt: z.string(),
});
export type CurrentManufacturer = z.infer<typeof CurrentManufacturer>;

export const CurrentManufacturers = z.array(CurrentManufacturer);

/** `getMaintenanceContracts`: the manual contracts of one manufacturer, or of all ('' or absent). */
export const ManualContractsQuery = z.object({
  manufacturerId: z._default(z.union([Guid, z.literal('')]), ''),
});
export type ManualContractsQuery = z.input<typeof ManualContractsQuery>;

export const ManualContracts = z.array(MaintenanceContractSummary);

/** `deleteManufacturerContracts`: one manufacturer's manual contracts. */
export const ManufacturerContractsQuery = z.object({ manufacturerId: Guid });
export type ManufacturerContractsQuery = z.input<typeof ManufacturerContractsQuery>;

export const DeletedManufacturerContracts = z.object({ contracts: z.int(), devices: z.int() });
export type DeletedManufacturerContracts = z.infer<typeof DeletedManufacturerContracts>;

/** `downloadtemplate?erpaccountnumber=`: one of the company's ERP account numbers. */
export const ContractTemplateQuery = z.object({
  erpaccountnumber: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
});
export type ContractTemplateQuery = z.input<typeof ContractTemplateQuery>;

/** What an upload changed. */
export const ManualContractUploadResult = z.object({
  uploadType: z.union([z.literal(0), z.literal(1)]),
  manufacturerId: Guid,
  erpAccountNumber: z.string(),
  rows: z.int(),
  contractsAdded: z.int(),
  contractsUpdated: z.int(),
  contractsRemoved: z.int(),
  devicesAdded: z.int(),
  devicesUpdated: z.int(),
  devicesRemoved: z.int(),
});
export type ManualContractUploadResult = z.infer<typeof ManualContractUploadResult>;

/** One bad cell of a refused upload: the workbook's row (as the spreadsheet numbers it), the column, why. */
export const UploadRowProblem = z.object({ row: z.int(), column: z.string(), message: z.string() });
export type UploadRowProblem = z.infer<typeof UploadRowProblem>;

/**
 * The 422 `ManualContractRowsInvalid` answer: the Problem with the report (at most MANUAL_CONTRACT_REPORT_MAX
 * cells) and how many bad cells there were in all. Nothing was changed.
 */
export const ManualContractRowsProblem = z.object({
  code: z.literal('ManualContractRowsInvalid'),
  message: z.string(),
  traceId: z.string(),
  rowProblems: z.array(UploadRowProblem),
  totalProblems: z.int(),
});
export type ManualContractRowsProblem = z.infer<typeof ManualContractRowsProblem>;
