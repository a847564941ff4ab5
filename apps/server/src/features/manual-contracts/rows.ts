import {
  DEVICE_STATUSES,
  DeviceTypeValue,
  MANUAL_CONTRACT_COLUMNS,
  type ManualContractColumn,
  type ManualContractColumnKey,
  type UploadRowProblem,
} from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { type Cell, dateOfSerial, type ReadSheet } from './workbook';

/**
 * The rows of an uploaded workbook checked against the template's columns (issue 19): every bad cell is
 * reported (row, column, message from the catalogue), and only a workbook without one is imported.
 */

const QUANTITY_MAX = 100_000;

export interface ContractRecord {
  contractNumber: string;
  contractType: string;
  startDate: string;
  endDate: string;
  /** The first row of the contract, for the report. */
  row: number;
}

export interface DeviceRecord {
  contractNumber: string;
  partNumber: string;
  serialNumber: string;
  description: string;
  deviceType: number;
  quantity: number;
  serviceLevel: string;
  status: string;
  installSiteId: string | null;
  owner: string;
  warrantyType: string;
  warrantyEndDate: string | null;
  endOfSaleDate: string | null;
  lastDateOfSupport: string | null;
  notes: string;
  contractStartDate: string;
  contractEndDate: string;
}

/** What the database says about the contracts a file names, and the company's install sites. */
export interface RowContext {
  /** Site number (lower case) → install site id. */
  sites: ReadonlyMap<string, string>;
  /** Contract number → the stored contract of the same company and manufacturer. */
  existing: ReadonlyMap<string, { dataSource: number; erpAccountNumber: string }>;
  erpAccountNumber: string;
}

export type LocatedColumns =
  | {
      ok: true;
      headerRow: number;
      index: Record<ManualContractColumnKey, number | undefined>;
      body: ReadSheet['rows'];
    }
  | { ok: false; missing: string[] };

const normal = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
const text = (cell: Cell | undefined) =>
  cell === null || cell === undefined ? '' : typeof cell === 'string' ? cell.trim() : String(cell);

/** The header row (the first row that is not blank) and where each template column is in it. */
export function locateColumns(sheet: ReadSheet): LocatedColumns {
  const headerAt = sheet.rows.findIndex((line) => line.cells.some((cell) => text(cell) !== ''));
  const header = sheet.rows[headerAt];
  const positions = new Map<string, number>();
  header?.cells.forEach((cell, position) => {
    const name = normal(text(cell));
    if (name !== '' && !positions.has(name)) positions.set(name, position);
  });
  const index = Object.fromEntries(
    MANUAL_CONTRACT_COLUMNS.map((column) => [column.key, positions.get(normal(column.header))]),
  ) as Record<ManualContractColumnKey, number | undefined>;
  const missing = MANUAL_CONTRACT_COLUMNS.filter(
    (column) => column.required && index[column.key] === undefined,
  );
  if (!header || missing.length > 0) {
    return {
      ok: false,
      missing: (header ? missing : MANUAL_CONTRACT_COLUMNS.filter((c) => c.required)).map((c) => c.header),
    };
  }
  const body = sheet.rows.slice(headerAt + 1).filter((line) => line.cells.some((cell) => text(cell) !== ''));
  return { ok: true, headerRow: header.row, index, body };
}

const validDay = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};
const iso = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** A date cell: a spreadsheet date, MM/DD/YYYY (002 §9) or YYYY-MM-DD text; null when it is none. */
export function dateOf(cell: Cell | undefined): string | null {
  if (typeof cell === 'number') return dateOfSerial(cell);
  const value = text(cell);
  let match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (match) {
    const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
    return validDay(year, month, day) ? iso(year, month, day) : null;
  }
  match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    return validDay(year, month, day) ? iso(year, month, day) : null;
  }
  return null;
}

export interface CheckedRows {
  problems: UploadRowProblem[];
  contracts: Map<string, ContractRecord>;
  devices: DeviceRecord[];
}

const statusByName = new Map(DEVICE_STATUSES.map((status) => [status.toLowerCase(), status]));

/** Checks every row; the records are only meaningful when `problems` is empty. */
export function checkRows(located: Extract<LocatedColumns, { ok: true }>, context: RowContext): CheckedRows {
  const problems: UploadRowProblem[] = [];
  const contracts = new Map<string, ContractRecord>();
  const devices: DeviceRecord[] = [];
  const serials = new Map<string, number>();
  const reportedContracts = new Set<string>();
  const columnOf = (key: ManualContractColumnKey) =>
    MANUAL_CONTRACT_COLUMNS.find((column) => column.key === key) as ManualContractColumn;

  for (const { row, cells } of located.body) {
    const report = (column: ManualContractColumn, message: string) =>
      problems.push({ row, column: column.header, message });
    const raw = (key: ManualContractColumnKey) => {
      const position = located.index[key];
      return position === undefined ? null : (cells[position] ?? null);
    };
    const values = {} as Record<ManualContractColumnKey, string | number | null>;
    let rowOk = true;
    for (const column of MANUAL_CONTRACT_COLUMNS) {
      const cell = raw(column.key);
      const value = text(cell);
      if (value === '') {
        if (column.required) {
          report(column, formatMessage('ManualContract.Row.Required', { column: column.header }));
          rowOk = false;
        }
        values[column.key] = null;
        continue;
      }
      switch (column.kind) {
        case 'text':
        case 'site':
          if (column.max !== undefined && value.length > column.max) {
            report(
              column,
              formatMessage('ManualContract.Row.TooLong', { column: column.header, max: column.max }),
            );
            rowOk = false;
          }
          values[column.key] = value;
          break;
        case 'date': {
          const date = dateOf(cell);
          if (!date) {
            report(column, formatMessage('ManualContract.Row.Date', { value }));
            rowOk = false;
          }
          values[column.key] = date;
          break;
        }
        case 'deviceType': {
          const type = value.toLowerCase();
          const typeValue =
            type === 'chassis' || type === '1'
              ? DeviceTypeValue.Chassis
              : type === 'minor' || type === '2'
                ? DeviceTypeValue.Minor
                : null;
          if (typeValue === null) {
            report(column, formatMessage('ManualContract.Row.DeviceType', { value }));
            rowOk = false;
          }
          values[column.key] = typeValue;
          break;
        }
        case 'quantity': {
          const quantity = Number(value);
          if (!/^\d+$/.test(value) || quantity < 1 || quantity > QUANTITY_MAX) {
            report(
              column,
              formatMessage('ManualContract.Row.Quantity', {
                value,
                max: QUANTITY_MAX.toLocaleString('en-US'),
              }),
            );
            rowOk = false;
          }
          values[column.key] = quantity;
          break;
        }
        case 'status': {
          const status = statusByName.get(value.toLowerCase());
          if (!status) {
            report(
              column,
              formatMessage('ManualContract.Row.Status', { value, statuses: DEVICE_STATUSES.join(', ') }),
            );
            rowOk = false;
          }
          values[column.key] = status ?? null;
          break;
        }
      }
    }
    const siteNumber = values.siteId as string | null;
    const installSiteId = siteNumber ? (context.sites.get(siteNumber.toLowerCase()) ?? null) : null;
    if (siteNumber && !installSiteId) {
      report(columnOf('siteId'), formatMessage('ManualContract.Row.Site', { value: siteNumber }));
      rowOk = false;
    }
    const start = values.contractStartDate as string | null;
    const end = values.contractEndDate as string | null;
    if (start && end && end < start) {
      report(columnOf('contractEndDate'), formatMessage('ManualContract.Row.EndBeforeStart'));
      rowOk = false;
    }
    const contractNumber = values.contractNumber as string | null;
    if (contractNumber) {
      const stored = context.existing.get(contractNumber);
      if (stored && !reportedContracts.has(contractNumber)) {
        if (stored.dataSource !== 3) {
          reportedContracts.add(contractNumber);
          report(
            columnOf('contractNumber'),
            formatMessage('ManualContract.Row.NotManual', { contract: contractNumber }),
          );
          rowOk = false;
        } else if (stored.erpAccountNumber !== context.erpAccountNumber) {
          reportedContracts.add(contractNumber);
          report(
            columnOf('contractNumber'),
            formatMessage('ManualContract.Row.OtherAccount', {
              contract: contractNumber,
              erpAccountNumber: stored.erpAccountNumber,
            }),
          );
          rowOk = false;
        }
      }
      const first = contracts.get(contractNumber);
      const type = values.contractType as string | null;
      if (first && type && start && end) {
        const differs: [ManualContractColumnKey, boolean][] = [
          ['contractType', first.contractType !== type],
          ['contractStartDate', first.startDate !== start],
          ['contractEndDate', first.endDate !== end],
        ];
        for (const [key, differ] of differs) {
          if (!differ) continue;
          const column = columnOf(key);
          report(
            column,
            formatMessage('ManualContract.Row.ContractDiffers', {
              contract: contractNumber,
              column: column.header,
              row: first.row,
            }),
          );
          rowOk = false;
        }
      } else if (!first && type && start && end) {
        contracts.set(contractNumber, {
          contractNumber,
          contractType: type,
          startDate: start,
          endDate: end,
          row,
        });
      }
    }
    const serialNumber = values.serialNumber as string | null;
    if (contractNumber && serialNumber) {
      const key = `${contractNumber}\u0000${serialNumber.toLowerCase()}`;
      const earlier = serials.get(key);
      if (earlier !== undefined) {
        report(
          columnOf('serialNumber'),
          formatMessage('ManualContract.Row.Duplicate', {
            serial: serialNumber,
            contract: contractNumber,
            row: earlier,
          }),
        );
        rowOk = false;
      } else serials.set(key, row);
    }
    if (!rowOk || problems.length > 0) continue;
    devices.push({
      contractNumber: contractNumber as string,
      partNumber: values.partNumber as string,
      serialNumber: serialNumber as string,
      description: (values.description as string | null) ?? '',
      deviceType: (values.deviceType as number | null) ?? DeviceTypeValue.Chassis,
      quantity: (values.quantity as number | null) ?? 1,
      serviceLevel: (values.serviceLevel as string | null) ?? '',
      status: (values.status as string | null) ?? 'Active',
      installSiteId,
      owner: (values.owner as string | null) ?? '',
      warrantyType: (values.warrantyType as string | null) ?? '',
      warrantyEndDate: values.warrantyEndDate as string | null,
      endOfSaleDate: values.endOfSaleDate as string | null,
      lastDateOfSupport: values.lastDateOfSupport as string | null,
      notes: (values.notes as string | null) ?? '',
      contractStartDate: start as string,
      contractEndDate: end as string,
    });
  }
  return { problems, contracts, devices };
}
