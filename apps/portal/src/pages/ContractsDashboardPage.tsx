import {
  type ContractsDashboardSummary,
  type ExpiryBucket,
  enumerationName,
  type MaintenanceContractSummary,
  type MaintenanceRequestSummary,
} from '@b2b-portal/api';
import { pathFor } from '@b2b-portal/flows/rules';
import { Button, DescriptionList, InlineAlert, Link, Modal, Select, Spinner } from '@b2b-portal/ui';
import { useState } from 'react';
import { hrefFor } from '../app/hashLocation';
import type { PageProps } from '../app/PageProps';
import { useResource } from '../app/useResource';
import { api } from '../services/api';
import { contractEndpoints } from '../services/endpoints';
import { t } from '../services/messages/contracts';
import { problemMessage } from '../services/problems';
import { BarChart, type BarChartBar } from './contracts/BarChart';
import * as styles from './contracts/dashboard.css';
import { dataSourceName, formatDay } from './contracts/format';
import * as pageStyles from './pages.css';

type BucketField = 'contractEndDate' | 'lastDateOfSupport' | 'endOfSaleDate';

const bucketBars = (field: BucketField, buckets: readonly ExpiryBucket[]): BarChartBar[] =>
  buckets.map((bucket) => ({
    id: `${field}-${bucket.dateRange}`,
    label: t(`Contracts.Bucket.${bucket.dateRange}` as 'Contracts.Bucket.16'),
    value: bucket.devices,
    href: hrefFor(pathFor('Devices', { [field]: bucket.dateRange })),
  }));

const chartProps = {
  categoryLabel: t('Contracts.ChartCategory'),
  valueLabel: t('Contracts.ChartDevices'),
  tableLabel: t('Contracts.ChartTable'),
  emptyText: t('Contracts.Empty'),
  unitLabel: t('Contracts.ChartUnit'),
};

const SOURCE_FILTERS = [0, 1, 2, 3] as const;

/**
 * /contracts-dashboard (002 §2: contractsView, the MaintenanceContracts feature; issue 19): the summary of the
 * caller's contracts and devices, the open maintenance requests, contracts by data source, types and manufacturers,
 * and the expiry buckets of 002 §9 as charts whose bars open the devices they count; the contracts of a data source
 * with Delete. What the caller sees is what the server lets them (all contracts or the assigned ones).
 */
export default function ContractsDashboardPage({ route }: PageProps) {
  const [dataSource, setDataSource] = useState<number>(0);
  const [reloads, setReloads] = useState(0);
  const summary = useResource(
    (signal) => api.call(contractEndpoints.dashboardListSummary, { signal }),
    [reloads],
  );
  const requests = useResource(
    (signal) => api.call(contractEndpoints.dashboardListMaintenanceRequests, { signal }),
    [],
  );
  const contracts = useResource(
    (signal) =>
      api.call(contractEndpoints.listContractsByUserAndSourceType, { query: { dataSource }, signal }),
    [dataSource, reloads],
  );
  const types = useResource(
    (signal) => api.call(contractEndpoints.getListOfContractTypes, { body: { dataSource }, signal }),
    [dataSource, reloads],
  );
  const makers = useResource(
    (signal) => api.call(contractEndpoints.getManufacturersList, { body: { dataSource }, signal }),
    [dataSource, reloads],
  );
  const [deleted, setDeleted] = useState<string | null>(null);

  return (
    <section className={pageStyles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={pageStyles.title}>
        {route.title}
      </h1>
      <p className={pageStyles.lead}>{t('Contracts.DashboardLead')}</p>
      {deleted ? (
        <InlineAlert tone="success">{t('Contracts.Deleted', { number: deleted })}</InlineAlert>
      ) : null}
      {summary.status === 'loading' && !summary.data ? (
        <Spinner label={t('Global.Loading')} />
      ) : summary.status === 'failed' ? (
        <InlineAlert tone="error">{problemMessage(summary.error)}</InlineAlert>
      ) : summary.data ? (
        <Summary summary={summary.data} />
      ) : null}

      <OpenRequests requests={requests.data ?? []} failed={requests.status === 'failed'} />

      {summary.data ? (
        <div className={styles.charts}>
          <BarChart
            {...chartProps}
            title={t('Contracts.ContractEndChart')}
            bars={bucketBars('contractEndDate', summary.data.contractEndDate)}
          />
          <BarChart
            {...chartProps}
            title={t('Contracts.LastSupportChart')}
            bars={bucketBars('lastDateOfSupport', summary.data.lastDateOfSupport)}
          />
          <BarChart
            {...chartProps}
            title={t('Contracts.EndOfSaleChart')}
            bars={bucketBars('endOfSaleDate', summary.data.endOfSaleDate)}
          />
          <BarChart
            {...chartProps}
            title={t('Contracts.BySource')}
            extraLabels={[t('Contracts.ChartContracts')]}
            bars={summary.data.bySource.map((row) => ({
              id: `source-${row.dataSource}`,
              label: dataSourceName(row.dataSource),
              value: row.devices,
              extra: [row.contracts],
              href: hrefFor(pathFor('Devices', { dataSource: row.dataSource })),
            }))}
          />
        </div>
      ) : null}

      <section className={styles.section} aria-labelledby="contracts-title">
        <h2 id="contracts-title" className={styles.sectionTitle}>
          {t('Contracts.ContractsTitle')}
        </h2>
        <div className={styles.fields}>
          <Select
            label={t('Contracts.DataSourceFilter')}
            options={SOURCE_FILTERS.map((id) => ({ id, label: dataSourceName(id) }))}
            selectedKey={dataSource}
            onSelectionChange={(key) => setDataSource(Number(key))}
          />
        </div>
        <div className={styles.charts}>
          <BarChart
            {...chartProps}
            title={t('Contracts.ByType')}
            extraLabels={[t('Contracts.ChartContracts')]}
            bars={(types.data ?? []).map((row) => ({
              id: `type-${row.contractType}`,
              label: row.contractType,
              value: row.devices,
              extra: [row.contracts],
            }))}
          />
          <BarChart
            {...chartProps}
            title={t('Contracts.ByManufacturer')}
            extraLabels={[t('Contracts.ChartContracts')]}
            bars={(makers.data ?? []).map((row) => ({
              id: `maker-${row.id}`,
              label: row.name,
              value: row.devices,
              extra: [row.contracts],
              href: hrefFor(
                pathFor('Devices', { manufacturerId: row.id, ...(dataSource ? { dataSource } : {}) }),
              ),
            }))}
          />
        </div>
        {contracts.status === 'failed' ? (
          <InlineAlert tone="error">{problemMessage(contracts.error)}</InlineAlert>
        ) : (
          <ContractTable
            contracts={contracts.data ?? []}
            onDeleted={(number) => {
              setDeleted(number);
              setReloads((count) => count + 1);
            }}
          />
        )}
      </section>
    </section>
  );
}

function Summary({ summary }: { summary: ContractsDashboardSummary }) {
  const figure = (value: number) => value.toLocaleString('en-US');
  return (
    <>
      {summary.allContracts ? null : <InlineAlert tone="info">{t('Contracts.AssignedOnly')}</InlineAlert>}
      <DescriptionList
        layout="grid"
        headingLevel={2}
        maxColumns={4}
        groups={[
          {
            title: t('Contracts.Summary'),
            items: [
              { term: t('Contracts.SummaryContracts'), description: figure(summary.contracts) },
              { term: t('Contracts.SummaryDevices'), description: figure(summary.devices) },
              { term: t('Contracts.SummaryChassis'), description: figure(summary.chassis) },
              { term: t('Contracts.SummaryMinor'), description: figure(summary.minor) },
              { term: t('Contracts.SummaryManufacturers'), description: figure(summary.manufacturers) },
            ],
          },
        ]}
      />
      <p className={pageStyles.lead}>{t('Contracts.AsOf', { date: formatDay(summary.asOf) })}</p>
    </>
  );
}

/**
 * The open maintenance requests. Until the work item requests land (their own branch), the server answers none
 * and this shows its empty state; the rows below are what their list gives.
 */
function OpenRequests({
  requests,
  failed,
}: {
  requests: readonly MaintenanceRequestSummary[];
  failed: boolean;
}) {
  return (
    <section className={styles.section} aria-labelledby="requests-title">
      <h2 id="requests-title" className={styles.sectionTitle}>
        {t('Contracts.OpenRequests')}
      </h2>
      {failed ? (
        <InlineAlert tone="error">{t('Global.SomethingWentWrong')}</InlineAlert>
      ) : requests.length === 0 ? (
        <p>{t('Contracts.OpenRequestsEmpty')}</p>
      ) : (
        <div className={styles.tableWrap}>
          {/* Named by the heading just above: a caption said it a second time, centred over the table (off the
              screen at 320 px, where the table is wider than the phone). */}
          <table className={styles.table} aria-labelledby="requests-title">
            <thead>
              <tr>
                <th scope="col" className={styles.cell}>
                  {t('Contracts.RequestNumber')}
                </th>
                <th scope="col" className={styles.cell}>
                  {t('Contracts.RequestType')}
                </th>
                <th scope="col" className={styles.cell}>
                  {t('Contracts.RequestStatus')}
                </th>
                <th scope="col" className={styles.cell}>
                  {t('Contracts.RequestRequester')}
                </th>
                <th scope="col" className={styles.cell}>
                  {t('Contracts.RequestCreated')}
                </th>
              </tr>
            </thead>
            <tbody>
              {requests.map((request) => (
                <tr key={request.id}>
                  <th scope="row" className={styles.documentNumber}>
                    <Link href={hrefFor(`${pathFor('WorkItemRequest')}?pageId=${request.id}`)}>
                      {request.number}
                    </Link>
                  </th>
                  <td className={styles.cell}>
                    {enumerationName('WorkItemRequestType', request.type) ?? request.type}
                  </td>
                  <td className={styles.cell}>
                    {enumerationName('WorkItemRequestStatus', request.status) ?? request.status}
                  </td>
                  <td className={styles.cell}>{request.requester}</td>
                  <td className={styles.cell}>{formatDay(request.createdAt.slice(0, 10))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function ContractTable({
  contracts,
  onDeleted,
}: {
  contracts: readonly MaintenanceContractSummary[];
  onDeleted: (number: string) => void;
}) {
  const [confirming, setConfirming] = useState<MaintenanceContractSummary | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (contracts.length === 0) return <p>{t('Contracts.Empty')}</p>;
  const remove = async (contract: MaintenanceContractSummary) => {
    setBusy(true);
    setError(null);
    try {
      await api.call(contractEndpoints.deleteContract, { query: { id: contract.id } });
      setConfirming(null);
      onDeleted(contract.contractNumber);
    } catch (failure) {
      setError(problemMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('Contracts.ContractsTitle')}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.cell}>
              {t('Contracts.ContractNumber')}
            </th>
            <th scope="col" className={styles.cell}>
              {t('Contracts.Manufacturer')}
            </th>
            <th scope="col" className={styles.cell}>
              {t('Contracts.ContractType')}
            </th>
            <th scope="col" className={styles.cell}>
              {t('Contracts.DataSource')}
            </th>
            <th scope="col" className={styles.cell}>
              {t('Contracts.EndDate')}
            </th>
            <th scope="col" className={styles.number}>
              {t('Contracts.DeviceCount')}
            </th>
            <th scope="col" className={styles.cell}>
              {t('Contracts.Actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {contracts.map((contract) => (
            <tr key={contract.id}>
              <th scope="row" className={styles.documentNumber}>
                <Link href={hrefFor(pathFor('Devices', { contractId: contract.id }))}>
                  {contract.contractNumber}
                </Link>
              </th>
              <td className={styles.cell}>{contract.manufacturerName}</td>
              <td className={styles.cell}>{contract.contractType}</td>
              <td className={styles.cell}>{dataSourceName(contract.dataSource)}</td>
              <td className={styles.cell}>{formatDay(contract.endDate)}</td>
              <td className={styles.number}>{contract.deviceCount.toLocaleString('en-US')}</td>
              <td className={styles.cell}>
                <Button
                  variant="secondary"
                  size="small"
                  aria-label={t('Contracts.Delete', { number: contract.contractNumber })}
                  onPress={() => {
                    setError(null);
                    setConfirming(contract);
                  }}
                >
                  {t('Contracts.DeleteButton')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Modal
        isOpen={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={t('Contracts.DeleteTitle', { number: confirming?.contractNumber ?? '' })}
        size="small"
        footer={
          <>
            <Button variant="secondary" onPress={() => setConfirming(null)}>
              {t('Global.Cancel')}
            </Button>
            <Button
              variant="danger"
              isPending={busy}
              onPress={() => (confirming ? remove(confirming) : undefined)}
            >
              {t('Contracts.DeleteConfirm')}
            </Button>
          </>
        }
      >
        <p>{t('Contracts.DeleteBody', { count: confirming?.deviceCount ?? 0 })}</p>
        {error ? <InlineAlert tone="error">{error}</InlineAlert> : null}
      </Modal>
    </div>
  );
}
