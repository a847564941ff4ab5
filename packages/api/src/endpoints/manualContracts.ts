import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { CONTRACTS_VIEW_PERMISSION } from '../limits';
import { ApplicationFeature } from '../plain-values';
import {
  ContractTemplateQuery,
  ContractUploadOptions,
  CurrentManufacturers,
  DeletedManufacturerContracts,
  ManualContracts,
  ManualContractsQuery,
  ManualContractUploadResult,
  ManufacturerContractsQuery,
} from '../schemas/manualContracts';

const scope =
  "The caller's company only (it must have the MaintenanceContracts feature); manual contracts are those of data source 3 ManualContractUpload.";

/**
 * Manual contract upload (issue 19; 002 §2 /manual-contract, §7 "Manual contracts"): contractsView with the
 * MaintenanceContracts feature, on every call.
 */
export const manualContractEndpoints = {
  getContractUploadManufacturers: defineEndpoint({
    id: 'manualContract.getContractUploadManufacturers',
    method: 'GET',
    path: 'V1.0/ManualContract/getContractUploadManufacturers',
    access: 'user',
    permission: CONTRACTS_VIEW_PERMISSION,
    feature: ApplicationFeature.MaintenanceContracts,
    answer: ContractUploadOptions,
    summary: `The manufacturers an upload may be for and the company's ERP account numbers. ${scope}`,
  }),
  listCurrentManufacturers: defineEndpoint({
    id: 'manualContract.listCurrentManufacturers',
    method: 'GET',
    path: 'V1.0/ManualContract/listCurrentManufacturers',
    access: 'user',
    permission: CONTRACTS_VIEW_PERMISSION,
    feature: ApplicationFeature.MaintenanceContracts,
    answer: CurrentManufacturers,
    summary: `The manufacturers with manually uploaded contracts: their contracts, devices, ERP account numbers and last upload. ${scope}`,
  }),
  getMaintenanceContracts: defineEndpoint({
    id: 'manualContract.getMaintenanceContracts',
    method: 'GET',
    path: 'V1.0/ManualContract/getMaintenanceContracts',
    access: 'user',
    permission: CONTRACTS_VIEW_PERMISSION,
    feature: ApplicationFeature.MaintenanceContracts,
    query: ManualContractsQuery,
    answer: ManualContracts,
    summary: `The manually uploaded contracts of one manufacturer (or all), with their device counts. ${scope}`,
  }),
  deleteManufacturerContracts: defineEndpoint({
    id: 'manualContract.deleteManufacturerContracts',
    method: 'DELETE',
    path: 'V1.0/ManualContract/deleteManufacturerContracts',
    access: 'user',
    permission: CONTRACTS_VIEW_PERMISSION,
    feature: ApplicationFeature.MaintenanceContracts,
    query: ManufacturerContractsQuery,
    answer: DeletedManufacturerContracts,
    errors: { 404: ['NoManualContracts'] },
    summary: `Deletes a manufacturer's manually uploaded contracts with their devices (upload type 2 Delete); the manufacturers' own feeds stay. ${scope}`,
  }),
  downloadContractTemplate: defineEndpoint({
    id: 'manualContract.downloadTemplate',
    method: 'GET',
    path: 'V1.0/MaintenanceContract/downloadtemplate',
    access: 'user',
    permission: CONTRACTS_VIEW_PERMISSION,
    feature: ApplicationFeature.MaintenanceContracts,
    query: ContractTemplateQuery,
    answer: z.unknown(),
    answerKind: 'file',
    errors: { 404: ['ErpAccountNotFound'] },
    summary: `The upload template of one of the company's ERP account numbers: an XLSX with the columns' headers and an example row. ${scope}`,
  }),
  /**
   * multipart/form-data (build it with `manualContractFormData`): `file` (XLS or XLSX), `manufacturerId`,
   * `erpAccountNumber`, `uploadType` (0 Overwrite, 1 Add & Update). All or nothing: a bad row refuses the file
   * with 422 ManualContractRowsInvalid and its `rowProblems` (row, column, message).
   */
  uploadManualContracts: defineEndpoint({
    id: 'manualContract.uploadFile',
    method: 'POST',
    path: 'v1.0/manualcontract/uploadfile',
    access: 'user',
    permission: CONTRACTS_VIEW_PERMISSION,
    feature: ApplicationFeature.MaintenanceContracts,
    answer: ManualContractUploadResult,
    errors: {
      400: ['ManualContractUnreadable', 'MalformedForm', 'ValidationFailed'],
      404: ['ErpAccountNotFound', 'ManufacturerNotFound'],
      413: ['ManualContractFileTooLarge'],
      415: ['UnsupportedMediaType'],
      422: [
        'ManualContractRowsInvalid',
        'ManualContractColumnsMissing',
        'ManualContractNoRows',
        'ManualContractTooManyRows',
      ],
    },
    summary: `Uploads an XLS or XLSX workbook of contracts for one manufacturer and ERP account number: Overwrite (0) replaces that manufacturer's manual contracts of the account, Add & Update (1) adds or updates by contract number and serial number. All or nothing; a file that is not a workbook answers 400 ManualContractUnreadable. ${scope}`,
  }),
} as const;
