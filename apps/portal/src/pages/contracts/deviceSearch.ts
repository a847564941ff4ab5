import {
  ContractDataSourceValue,
  DateRangeLists,
  DEVICE_DATE_FIELDS,
  DEVICE_STATUSES,
  type DeviceDateField,
  type DeviceSearchQuery,
} from '@b2b-portal/api';
import type { SearchValues } from '@b2b-portal/ui';
import {
  choiceField,
  choiceOf,
  idField,
  keywordOf,
  type ListQueryCodec,
  listQuery,
  type QueryField,
  textField,
} from '../../lists';

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

/** The criteria with each date list beside the others, as the address names them. */
type DeviceParams = Omit<DeviceCriteria, 'dates'> & Record<DeviceDateField, number>;

const flat = ({ dates, ...rest }: DeviceCriteria): DeviceParams => ({ ...rest, ...dates });

const deviceParams = listQuery<DeviceParams>(flat(emptyDeviceCriteria), {
  keyword: textField,
  part: textField,
  serial: textField,
  contractNumber: textField,
  serviceLevel: textField,
  manufacturerId: idField,
  installSiteId: idField,
  contractId: idField,
  status: choiceField(DEVICE_STATUSES),
  deviceType: choiceField([0, 1, 2]),
  dataSource: choiceField(Object.values(ContractDataSourceValue)),
  ...(Object.fromEntries(
    DEVICE_DATE_FIELDS.map((field) => [field, choiceField([0, ...deviceDateLists[field]])]),
  ) as Record<DeviceDateField, QueryField<number>>),
});

/**
 * The list's address (`#/devices?manufacturerId=…&contractEndDate=…&page=2`): every criterion under its own name,
 * the names the dashboard's bars and links use (the Devices route's query), so their links open it filtered.
 */
export const deviceAddress: ListQueryCodec<DeviceCriteria> = {
  params: deviceParams.params,
  write: (criteria) => deviceParams.write(flat(criteria)),
  read: (query) => {
    const params = deviceParams.read(query);
    const dates = Object.fromEntries(DEVICE_DATE_FIELDS.map((field) => [field, params[field]])) as Record<
      DeviceDateField,
      number
    >;
    const criteria = Object.fromEntries(
      Object.keys(emptyDeviceCriteria).map((key) => [key, params[key as keyof DeviceParams]]),
    ) as unknown as DeviceCriteria;
    return { ...criteria, dates };
  },
};

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
