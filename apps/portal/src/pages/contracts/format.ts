import { enumerationName } from '@b2b-portal/api';

/** A calendar day (YYYY-MM-DD) as MM/DD/YYYY (002 §9), without passing through a time zone; '' for none. */
export const formatDay = (day: string | null) =>
  day ? `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}` : '';

export const dataSourceName = (value: number) =>
  enumerationName('ContractDataSource', value) ?? String(value);
export const deviceTypeName = (value: number) => enumerationName('DeviceType', value) ?? String(value);
