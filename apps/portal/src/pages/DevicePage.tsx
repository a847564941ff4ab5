import type { DeviceDetail, DeviceSummary, WorkItemSummary } from '@b2b-portal/api';
import { GUID_PATTERN, WORK_ITEM_READ_PERMISSION } from '@b2b-portal/api';
import { hasPermission, pathFor } from '@b2b-portal/flows/rules';
import { DescriptionList, InlineAlert, Link, Spinner } from '@b2b-portal/ui';
import { hrefFor } from '../app/hashLocation';
import type { PageProps } from '../app/PageProps';
import { useNamePage } from '../app/pageName';
import { useSession } from '../app/session';
import { useResource } from '../app/useResource';
import { api } from '../services/api';
import { contractEndpoints, workItemEndpoints } from '../services/endpoints';
import { t } from '../services/messages/contracts';
import { problemMessage } from '../services/problems';
import * as dashboardStyles from './contracts/dashboard.css';
import { dataSourceName, deviceTypeName, formatDay } from './contracts/format';
import { NumberInText } from './NumberInText';
import * as styles from './pages.css';

/**
 * /device?id= (002 §2: contractsView; issue 19): every field of a device (002 §3), its contract, install site and
 * lifecycle dates, the link to its parent chassis, its child instances (GetChildInstances), each a link, and, for a
 * user with a work item permission, the work item requests that name it (listRequestsByDevice).
 */
export default function DevicePage({ route, query }: PageProps) {
  const id = typeof query.id === 'string' && GUID_PATTERN.test(query.id) ? query.id : null;
  const device = useResource(
    (signal) =>
      id
        ? api.call(contractEndpoints.getDevice, { query: { id }, signal, reportProblems: false })
        : Promise.reject(new Error('no id')),
    [id],
  );
  // The last crumb and the page title: the device's serial once loaded.
  useNamePage(device.data ? t('Device.Title', { serial: device.data.serialNumber }) : undefined);
  const children = useResource(
    (signal) =>
      id
        ? api.call(contractEndpoints.getChildInstances, { query: { id }, signal, reportProblems: false })
        : Promise.resolve([] as DeviceSummary[]),
    [id],
  );
  const { permissions } = useSession();
  const seesWorkItems = hasPermission(permissions, WORK_ITEM_READ_PERMISSION);
  const workItems = useResource(
    (signal) =>
      id && seesWorkItems
        ? api.call(workItemEndpoints.listRequestsByDevice, {
            query: { deviceId: id },
            signal,
            reportProblems: false,
          })
        : Promise.resolve([] as WorkItemSummary[]),
    [id, seesWorkItems],
  );
  if (id && device.status === 'loading' && !device.data) return <Spinner label={t('Global.Loading')} />;
  if (!id || device.status === 'failed' || !device.data) {
    // Under the page's heading, with the way back, whether the id is not one (it had neither) or is not found.
    return (
      <section className={styles.page} aria-labelledby="page-title">
        <h1 id="page-title" className={styles.title}>
          {route.title}
        </h1>
        <InlineAlert tone="error">{id ? problemMessage(device.error) : t('Devices.NotFound')}</InlineAlert>
        <Link href={hrefFor(pathFor('Devices'))}>{t('Device.BackToDevices')}</Link>
      </section>
    );
  }
  const d = device.data;
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        <NumberInText text={t('Device.Title', { serial: d.serialNumber })} number={d.serialNumber} />
      </h1>
      {d.parent ? (
        <p>
          <Link href={hrefFor(pathFor('Device', { id: d.parent.id }))}>
            {t('Device.ParentLink', { part: d.parent.partNumber, serial: d.parent.serialNumber })}
          </Link>
        </p>
      ) : null}
      <DeviceFields device={d} />
      <section className={dashboardStyles.section} aria-labelledby="children-title">
        <h2 id="children-title" className={dashboardStyles.sectionTitle}>
          {t('Devices.Children')}
        </h2>
        {children.status === 'failed' ? (
          <InlineAlert tone="error">{problemMessage(children.error)}</InlineAlert>
        ) : (children.data ?? []).length === 0 ? (
          <p>{t('Device.NoChildren')}</p>
        ) : (
          <div className={dashboardStyles.tableWrap}>
            <table className={dashboardStyles.table}>
              <caption className={styles.lead}>{t('Devices.Children')}</caption>
              <thead>
                <tr>
                  <th scope="col" className={dashboardStyles.cell}>
                    {t('Device.SerialNumber')}
                  </th>
                  <th scope="col" className={dashboardStyles.cell}>
                    {t('Device.PartNumber')}
                  </th>
                  <th scope="col" className={dashboardStyles.cell}>
                    {t('Device.Description')}
                  </th>
                  <th scope="col" className={dashboardStyles.cell}>
                    {t('Device.Status')}
                  </th>
                  <th scope="col" className={dashboardStyles.cell}>
                    {t('Device.EndDate')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {(children.data ?? []).map((child) => (
                  <tr key={child.id}>
                    <th scope="row" className={dashboardStyles.cell}>
                      <Link href={hrefFor(pathFor('Device', { id: child.id }))}>{child.serialNumber}</Link>
                    </th>
                    <td className={dashboardStyles.cell}>{child.partNumber}</td>
                    <td className={dashboardStyles.cell}>{child.description}</td>
                    <td className={dashboardStyles.cell}>{child.status}</td>
                    <td className={dashboardStyles.cell}>{formatDay(child.contractEndDate)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {seesWorkItems ? (
        <section className={dashboardStyles.section} aria-labelledby="work-items-title">
          <h2 id="work-items-title" className={dashboardStyles.sectionTitle}>
            {t('Device.WorkItems')}
          </h2>
          {workItems.status === 'failed' ? (
            <InlineAlert tone="error">{problemMessage(workItems.error)}</InlineAlert>
          ) : workItems.status === 'loading' && !workItems.data ? (
            <Spinner label={t('Global.Loading')} />
          ) : (workItems.data ?? []).length === 0 ? (
            <p>{t('Device.NoWorkItems')}</p>
          ) : (
            <ul className={styles.lead}>
              {(workItems.data ?? []).map((request) => (
                <li key={request.id}>
                  <Link href={hrefFor(`${pathFor('WorkItemRequest')}?pageId=${request.id}`)}>
                    {request.number}
                  </Link>
                  {` ${
                    request.status === 4 && request.rejectionReason
                      ? t('Device.WorkItemRejectedLine', {
                          type: request.typeName,
                          status: request.statusName,
                          reason: request.rejectionReason,
                        })
                      : t('Device.WorkItemLine', { type: request.typeName, status: request.statusName })
                  }`}
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </section>
  );
}

function DeviceFields({ device: d }: { device: DeviceDetail }) {
  const site = d.installSite;
  return (
    <DescriptionList
      layout="grid"
      headingLevel={2}
      groups={[
        {
          title: t('Device.Identity'),
          items: [
            { term: t('Device.PartNumber'), description: d.partNumber },
            { term: t('Device.SerialNumber'), description: d.serialNumber },
            { term: t('Device.Description'), description: d.description, wide: true },
            { term: t('Device.ProductLabel'), description: d.productLabel },
            { term: t('Device.Manufacturer'), description: d.manufacturerName },
            { term: t('Device.DeviceType'), description: deviceTypeName(d.deviceType) },
            { term: t('Device.Quantity'), description: String(d.quantity) },
            { term: t('Device.Owner'), description: d.owner },
            { term: t('Device.Notes'), description: d.notes, wide: true },
          ],
        },
        {
          title: t('Device.Coverage'),
          items: [
            {
              term: t('Device.Contract'),
              description: d.contract ? (
                <Link href={hrefFor(pathFor('Devices', { contractId: d.contract.id }))}>
                  {d.contract.contractNumber}
                </Link>
              ) : (
                t('Device.NoContract')
              ),
            },
            { term: t('Device.ContractType'), description: d.contract?.contractType ?? '' },
            {
              term: t('Device.DataSource'),
              description: d.contract ? dataSourceName(d.contract.dataSource) : '',
            },
            { term: t('Device.ServiceLevel'), description: d.serviceLevel },
            { term: t('Device.Status'), description: d.status },
            { term: t('Device.StartDate'), description: formatDay(d.contractStartDate) },
            { term: t('Device.EndDate'), description: formatDay(d.contractEndDate) },
            { term: t('Device.Warranty'), description: d.warrantyType },
            { term: t('Device.WarrantyEnd'), description: formatDay(d.warrantyEndDate) },
          ],
        },
        {
          title: t('Device.Lifecycle'),
          items: [
            { term: t('Device.EndOfSale'), description: formatDay(d.endOfSaleDate) },
            { term: t('Device.LastDateOfSupport'), description: formatDay(d.lastDateOfSupport) },
            {
              term: t('Device.EndOfSoftwareMaintenance'),
              description: formatDay(d.endOfSoftwareMaintenance),
            },
            { term: t('Device.EndOfServiceAttach'), description: formatDay(d.endOfServiceAttach) },
            {
              term: t('Device.EndOfServiceContractRenewal'),
              description: formatDay(d.endOfServiceContractRenewal),
            },
            { term: t('Device.MigrationPart'), description: d.migrationPartNumber },
            { term: t('Device.Migration'), description: d.migrationDetails, wide: true },
          ],
        },
        {
          title: t('Device.SiteTitle'),
          items: site
            ? [
                { term: t('Device.SiteId'), description: site.siteNumber },
                {
                  term: t('Devices.Site'),
                  description: [
                    site.name,
                    site.line1,
                    site.line2,
                    `${site.city}, ${site.state} ${site.zipCode}`.trim(),
                    site.countryCode,
                  ]
                    .filter(Boolean)
                    .join(', '),
                  wide: true,
                },
              ]
            : [{ term: t('Devices.Site'), description: t('Device.None') }],
        },
      ]}
    />
  );
}
