import {
  ContractDataSourceValue,
  DateRangeLists,
  DEVICE_DATE_FIELDS,
  DEVICE_STATUSES,
  type DeviceDateField,
  type DeviceSearchQuery,
} from '@b2b-portal/api';
import type { ParsedRouteQuery } from '@b2b-portal/flows/rules';
import type { SearchValues } from '@b2b-portal/ui';
import { choiceOf, keywordOf } from '../../lists';

/** What /devices is searched by (issue 19): the keyword, the text filters, the choices and each date list. */
export interface DeviceCriteria {
  keyword: string;
  part: string;
  serial: string;
  contractNumber: string;
  serviceLevel: string;
  manufacturerId: string;
  installSiteId: string;
  contractId: string;
  status: string;
  deviceType: number;
  dataSource: number;
  dates: Record<DeviceDateField, number>;
}

/** Each date list's presets (002 §3 "date range lists"). */
export const deviceDateLists: Record<DeviceDateField, readonly number[]> = {
  contractEndDate: DateRangeLists.ContractEndDate,
  lastDateOfSupport: DateRangeLists.LastDateOfSupport,
  endOfSoftwareMaintenance: DateRangeLists.EndOfSoftwareMaintenance,
  endOfServiceAttach: DateRangeLists.EndOfServiceAttach,
  endOfServiceContractRenewal: DateRangeLists.EndOfServiceContractRenewal,
  endOfSaleDate: DateRangeLists.EndOfSaleDate,
};

const noDates = Object.fromEntries(DEVICE_DATE_FIELDS.map((field) => [field, 0])) as Record<
  DeviceDateField,
  number
>;

export const emptyDeviceCriteria: DeviceCriteria = {
  keyword: '',
  part: '',
  serial: '',
  contractNumber: '',
  serviceLevel: '',
  manufacturerId: '',
  installSiteId: '',
  contractId: '',
  status: '',
  deviceType: 0,
  dataSource: 0,
  dates: noDates,
};

const GUID = /^[0-9a-f-]{36}$/i;
const inList = (value: unknown, list: readonly number[]) =>
  typeof value === 'number' && list.includes(value) ? value : 0;

/** The criteria a link opens /devices with (the dashboard's bars): the route's query, unknown values ignored. */
export function criteriaFromRoute(query: ParsedRouteQuery): DeviceCriteria {
  const id = (value: unknown) => (typeof value === 'string' && GUID.test(value) ? value : '');
  return {
    ...emptyDeviceCriteria,
    manufacturerId: id(query.manufacturerId),
    contractId: id(query.contractId),
    deviceType: inList(query.deviceType, [1, 2]),
    dataSource: inList(query.dataSource, Object.values(ContractDataSourceValue)),
    dates: {
      ...noDates,
      contractEndDate: inList(query.contractEndDate, deviceDateLists.contractEndDate),
      lastDateOfSupport: inList(query.lastDateOfSupport, deviceDateLists.lastDateOfSupport),
      endOfSaleDate: inList(query.endOfSaleDate, deviceDateLists.endOfSaleDate),
    },
  };
}

const text = (values: SearchValues, name: string) => (values[name] ?? '').trim();

/** The search card's values → criteria (the contract a link chose stays: the card has no field for it). */
export function criteriaFromForm(
  values: SearchValues,
  contractId: string,
  ids: readonly string[],
): DeviceCriteria {
  const known = (value: string | undefined) => (value && ids.includes(value) ? value : '');
  const status = values.status ?? '';
  return {
    keyword: keywordOf(values),
    part: text(values, 'part'),
    serial: text(values, 'serial'),
    contractNumber: text(values, 'contractNumber'),
    serviceLevel: text(values, 'serviceLevel'),
    manufacturerId: known(values.manufacturerId),
    installSiteId: known(values.installSiteId),
    contractId,
    status: (DEVICE_STATUSES as readonly string[]).includes(status) ? status : '',
    deviceType: choiceOf(values.deviceType, [{ id: 0 }, { id: 1 }, { id: 2 }], 0),
    dataSource: choiceOf(values.dataSource, [{ id: 0 }, { id: 1 }, { id: 2 }, { id: 3 }], 0),
    dates: Object.fromEntries(
      DEVICE_DATE_FIELDS.map((field) => [
        field,
        choiceOf(
          values[field],
          deviceDateLists[field].map((id) => ({ id })),
          0,
        ),
      ]),
    ) as Record<DeviceDateField, number>,
  };
}

/** The criteria that narrow, as the search's body and the export's query (nothing at its initial value). */
export function deviceFilters(criteria: DeviceCriteria): DeviceSearchQuery {
  const { dates, ...rest } = criteria;
  const filters: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(rest)) if (value) filters[key] = value;
  for (const [key, value] of Object.entries(dates)) if (value) filters[key] = value;
  return filters as DeviceSearchQuery;
}
