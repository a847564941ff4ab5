import { DEVICE_DATE_FIELDS, DEVICE_PAGE_SIZE, DEVICE_STATUSES, type DeviceSummary } from '@b2b-portal/api';
import { pathFor } from '@b2b-portal/flows/rules';
import { type DataTableColumn, Link, Select, TextField } from '@b2b-portal/ui';
import { hrefFor } from '../app/hashLocation';
import type { PageProps } from '../app/PageProps';
import { useResource } from '../app/useResource';
import {
  DateRangeFilter,
  isFiltered,
  ListEmpty,
  ListExportButton,
  ListPage,
  ListResults,
  ListSearch,
  useDocumentList,
} from '../lists';
import { api } from '../services/api';
import { contractEndpoints } from '../services/endpoints';
import { t } from '../services/messages/contracts';
import {
  criteriaFromForm,
  type DeviceCriteria,
  deviceAddress,
  deviceDateLists,
  deviceFilters,
  emptyDeviceCriteria,
} from './contracts/deviceSearch';
import { dataSourceName, deviceTypeName, formatDay } from './contracts/format';
import * as styles from './pages.css';

/** On a phone the Status column follows the number (ListResults' `narrowLeading`): at 320 px it was off screen. */
const STATUS_FIRST = ['status'];

const dateLabels = {
  contractEndDate: t('Devices.ContractEndDate'),
  lastDateOfSupport: t('Devices.LastDateOfSupport'),
  endOfSoftwareMaintenance: t('Devices.EndOfSoftwareMaintenance'),
  endOfServiceAttach: t('Devices.EndOfServiceAttach'),
  endOfServiceContractRenewal: t('Devices.EndOfServiceContractRenewal'),
  endOfSaleDate: t('Devices.EndOfSaleDate'),
} as const;

const columns: DataTableColumn<DeviceSummary>[] = [
  {
    id: 'serial',
    name: t('Devices.Serial'),
    isRowHeader: true,
    noWrap: true,
    render: (row) => <Link href={hrefFor(pathFor('Device', { id: row.id }))}>{row.serialNumber}</Link>,
  },
  { id: 'part', name: t('Devices.Part'), noWrap: true, render: (row) => row.partNumber },
  { id: 'description', name: t('Devices.Description'), render: (row) => row.description },
  { id: 'manufacturer', name: t('Devices.Manufacturer'), render: (row) => row.manufacturerName },
  {
    id: 'type',
    name: t('Devices.DeviceType'),
    render: (row) =>
      row.deviceType === 1 && row.childCount > 0
        ? `${deviceTypeName(1)} (${t('Devices.ChildrenCount', { count: row.childCount })})`
        : deviceTypeName(row.deviceType),
  },
  {
    id: 'contract',
    name: t('Devices.ContractNumber'),
    noWrap: true,
    render: (row) => row.contractNumber ?? '',
  },
  { id: 'serviceLevel', name: t('Devices.ServiceLevel'), render: (row) => row.serviceLevel },
  { id: 'status', name: t('Devices.Status'), render: (row) => row.status },
  { id: 'site', name: t('Devices.Site'), render: (row) => row.siteName ?? '' },
  {
    id: 'end',
    name: t('Devices.ContractEndDate'),
    noWrap: true,
    render: (row) => formatDay(row.contractEndDate),
  },
  {
    id: 'support',
    name: t('Devices.LastDateOfSupport'),
    noWrap: true,
    render: (row) => formatDay(row.lastDateOfSupport),
  },
];

/**
 * /devices (002 §2: contractsView, the MaintenanceContracts feature; issue 19): the devices the caller's contracts
 * cover, searched by part, serial, manufacturer, contract, service level, site, status, device type, data source
 * and each date list, 10 to a page, with the export of what is found (XLSX). A link (the dashboard's bars, a
 * contract, a manufacturer) opens it already filtered.
 */
export default function DevicesPage({ route }: PageProps) {
  // The search lives in the address: a link (a bar, the menu's Devices), Back and a reload show the one it names.
  const list = useDocumentList<DeviceCriteria, DeviceSummary>({
    initialCriteria: emptyDeviceCriteria,
    query: deviceAddress,
    pageSize: DEVICE_PAGE_SIZE,
    load: (criteria, { start, size }, signal) =>
      api.call(contractEndpoints.searchDevices, {
        body: { ...deviceFilters(criteria), start, size },
        signal,
      }),
  });
  const drawn = list.cardCriteria;
  const manufacturers = useResource(
    (signal) => api.call(contractEndpoints.listUserManufacturers, { signal }),
    [],
  );
  const sites = useResource((signal) => api.call(contractEndpoints.listUserAddresses, { signal }), []);
  const ids = [
    ...(manufacturers.data ?? []).map((row) => row.id),
    ...(sites.data ?? []).map((row) => row.id),
  ];
  const any = { id: '', label: t('Devices.Any') };
  return (
    <ListPage title={route.title}>
      <p className={styles.lead}>{t('Devices.Lead')}</p>
      <ListSearch
        list={list}
        title={t('Devices.Search')}
        labels={{ keyword: t('Devices.Keyword') }}
        defaultKeyword={drawn.keyword}
        criteriaFromForm={(values) => criteriaFromForm(values, list.criteria.contractId, ids)}
      >
        <TextField name="part" defaultValue={drawn.part} label={t('Devices.Part')} />
        <TextField name="serial" defaultValue={drawn.serial} label={t('Devices.Serial')} />
        <TextField
          name="contractNumber"
          defaultValue={drawn.contractNumber}
          label={t('Devices.ContractNumber')}
        />
        <TextField name="serviceLevel" defaultValue={drawn.serviceLevel} label={t('Devices.ServiceLevel')} />
        <Select
          name="manufacturerId"
          label={t('Devices.Manufacturer')}
          options={[any, ...(manufacturers.data ?? []).map((row) => ({ id: row.id, label: row.name }))]}
          defaultSelectedKey={drawn.manufacturerId}
        />
        <Select
          name="installSiteId"
          label={t('Devices.Site')}
          options={[
            any,
            ...(sites.data ?? []).map((row) => ({ id: row.id, label: `${row.name} (${row.siteNumber})` })),
          ]}
          defaultSelectedKey={drawn.installSiteId}
        />
        <Select
          name="status"
          label={t('Devices.Status')}
          options={[any, ...DEVICE_STATUSES.map((status) => ({ id: status, label: status }))]}
          defaultSelectedKey={drawn.status}
        />
        <Select
          name="deviceType"
          label={t('Devices.DeviceType')}
          options={[
            { id: 0, label: t('Devices.Any') },
            { id: 1, label: deviceTypeName(1) },
            { id: 2, label: deviceTypeName(2) },
          ]}
          defaultSelectedKey={drawn.deviceType}
        />
        <Select
          name="dataSource"
          label={t('Devices.DataSource')}
          options={[0, 1, 2, 3].map((id) => ({ id, label: dataSourceName(id) }))}
          defaultSelectedKey={drawn.dataSource}
        />
        {DEVICE_DATE_FIELDS.map((field) => (
          <DateRangeFilter
            key={field}
            name={field}
            label={dateLabels[field]}
            ranges={deviceDateLists[field]}
            defaultSelectedKey={drawn.dates[field]}
          />
        ))}
      </ListSearch>
      <div className={styles.actions}>
        <ListExportButton
          label={t('Devices.Export')}
          endpoint={contractEndpoints.exportDevices}
          options={{ query: deviceFilters(list.criteria) }}
        />
      </div>
      <ListResults
        list={list}
        aria-label={t('Devices.Results')}
        columns={columns}
        narrowLeading={STATUS_FIRST}
        emptyState={
          <ListEmpty
            filtered={isFiltered(list.criteria, emptyDeviceCriteria)}
            title={t('Contracts.Empty')}
            help={t('Devices.Lead')}
          />
        }
      />
    </ListPage>
  );
}
