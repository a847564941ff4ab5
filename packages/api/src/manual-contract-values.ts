/**
 * The zod-free values of the manual contract upload (issue 19): the upload types, limits, the template's columns
 * and the upload's form. A page reads them without loading the contract's schemas (the bundle budget).
 */

/** 002 §3 manual contract upload types. The upload offers Overwrite and Add & Update; Delete is its own call. */
export const ManualContractUploadType = { Overwrite: 0, AddAndUpdate: 1, Delete: 2 } as const;
export type ManualContractUploadType =
  (typeof ManualContractUploadType)[keyof typeof ManualContractUploadType];

/** The largest workbook an upload takes (a 50,000-row XLSX is about 4 MB, an XLS about 12 MB). */
export const MANUAL_CONTRACT_FILE_MAX_BYTES = 30 * 1024 * 1024;
/** The most rows (devices) one upload takes. */
export const MANUAL_CONTRACT_MAX_ROWS = 100_000;
/** A refused upload reports at most this many bad cells (and says how many there were). */
export const MANUAL_CONTRACT_REPORT_MAX = 500;

export type ManualContractColumnKey =
  | 'contractNumber'
  | 'contractType'
  | 'contractStartDate'
  | 'contractEndDate'
  | 'partNumber'
  | 'serialNumber'
  | 'description'
  | 'deviceType'
  | 'quantity'
  | 'serviceLevel'
  | 'status'
  | 'siteId'
  | 'owner'
  | 'warrantyType'
  | 'warrantyEndDate'
  | 'endOfSaleDate'
  | 'lastDateOfSupport'
  | 'notes';

export interface ManualContractColumn {
  key: ManualContractColumnKey;
  /** The template's header; the upload finds each column by it (case and spaces ignored), in any order. */
  header: string;
  required: boolean;
  kind: 'text' | 'date' | 'deviceType' | 'quantity' | 'status' | 'site';
  /** The most characters a text cell takes. */
  max?: number;
  /** The template's example row. */
  example: string | number;
}

/**
 * The template's columns, in order: the device fields of 002 §3 a manually kept contract needs. One row is one
 * device; rows with the same contract number make one contract (they must agree on its type and dates).
 * Dates are MM/DD/YYYY text or spreadsheet dates; Device Type is Chassis or Minor (Chassis when empty); Status
 * one of the device statuses (Active when empty); Site ID one of the company's install sites.
 */
export const MANUAL_CONTRACT_COLUMNS: readonly ManualContractColumn[] = [
  {
    key: 'contractNumber',
    header: 'Contract Number',
    required: true,
    kind: 'text',
    max: 60,
    example: 'ACME-2026-0001',
  },
  {
    key: 'contractType',
    header: 'Contract Type',
    required: true,
    kind: 'text',
    max: 60,
    example: 'Premium Support',
  },
  {
    key: 'contractStartDate',
    header: 'Contract Start Date',
    required: true,
    kind: 'date',
    example: '01/01/2026',
  },
  {
    key: 'contractEndDate',
    header: 'Contract End Date',
    required: true,
    kind: 'date',
    example: '12/31/2026',
  },
  { key: 'partNumber', header: 'Part Number', required: true, kind: 'text', max: 60, example: 'PAN-PA-3220' },
  {
    key: 'serialNumber',
    header: 'Serial Number',
    required: true,
    kind: 'text',
    max: 60,
    example: '013201000123',
  },
  {
    key: 'description',
    header: 'Description',
    required: false,
    kind: 'text',
    max: 500,
    example: 'Next-generation firewall',
  },
  { key: 'deviceType', header: 'Device Type', required: false, kind: 'deviceType', example: 'Chassis' },
  { key: 'quantity', header: 'Quantity', required: false, kind: 'quantity', example: 1 },
  {
    key: 'serviceLevel',
    header: 'Service Level',
    required: false,
    kind: 'text',
    max: 100,
    example: 'Premium Support 24x7',
  },
  { key: 'status', header: 'Status', required: false, kind: 'status', example: 'Active' },
  { key: 'siteId', header: 'Site ID', required: false, kind: 'site', max: 60, example: '' },
  { key: 'owner', header: 'Owner', required: false, kind: 'text', max: 200, example: 'Network team' },
  {
    key: 'warrantyType',
    header: 'Warranty Type',
    required: false,
    kind: 'text',
    max: 100,
    example: 'Limited lifetime',
  },
  { key: 'warrantyEndDate', header: 'Warranty End Date', required: false, kind: 'date', example: '' },
  { key: 'endOfSaleDate', header: 'End of Sale Date', required: false, kind: 'date', example: '' },
  { key: 'lastDateOfSupport', header: 'Last Date of Support', required: false, kind: 'date', example: '' },
  { key: 'notes', header: 'Notes', required: false, kind: 'text', max: 1000, example: '' },
];

/**
 * The multipart body of `uploadManualContracts` (the browser sets the boundary; do not set a content type):
 * `file` (XLS or XLSX), `manufacturerId`, `erpAccountNumber` and `uploadType` (0 Overwrite, 1 Add & Update).
 */
export function manualContractFormData(input: {
  file: Blob;
  fileName?: string;
  manufacturerId: string;
  erpAccountNumber: string;
  uploadType: ManualContractUploadType;
}): FormData {
  const data = new FormData();
  data.set('manufacturerId', input.manufacturerId);
  data.set('erpAccountNumber', input.erpAccountNumber);
  data.set('uploadType', String(input.uploadType));
  if (input.fileName !== undefined) data.set('file', input.file, input.fileName);
  else data.set('file', input.file);
  return data;
}
