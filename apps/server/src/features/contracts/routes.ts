import { contractAccessEndpoints, contractEndpoints, DEVICE_EXPORT_MAX_ROWS } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { documentDate } from '../../files/document-date';
import { listFileResponse } from '../../files/response';
import { writeXlsx, XLSX_CONTENT_TYPE } from '../../files/xlsx';
import { ProblemError } from '../../http/problem';
import type { RouteRegistrar } from '../../http/registrar';
import { changeAssignments, contractAccessOf, setAccessAll } from './access-store';
import { openMaintenanceRequests } from './maintenance-requests';
import {
  childInstances,
  contractManufacturers,
  contractTypes,
  dashboardSummary,
  deleteContract,
  deviceDetail,
  deviceManufacturers,
  deviceSites,
  listContracts,
  searchDevices,
} from './store';

/**
 * Maintenance contracts and devices (issue 19). The endpoints require contractsView and the MaintenanceContracts
 * feature (the registrar refuses without them); every read is limited to the caller's company and contract
 * access (./access.ts). Contract access on the user's page needs users or manageCiscoContractAccess.
 */
export function contractRoutes(route: RouteRegistrar): void {
  route(contractEndpoints.dashboardListSummary, ({ services, user }) =>
    dashboardSummary(services.db, user()),
  );
  route(contractEndpoints.dashboardListMaintenanceRequests, ({ services, user }) =>
    openMaintenanceRequests(services.db, user()),
  );
  route(contractEndpoints.listContractsByUserAndSourceType, ({ services, user, query }) =>
    listContracts(services.db, user(), query.dataSource),
  );
  route(contractEndpoints.getListOfContractTypes, ({ services, user, body }) =>
    contractTypes(services.db, user(), body.dataSource),
  );
  route(contractEndpoints.getManufacturersList, ({ services, user, body }) =>
    contractManufacturers(services.db, user(), body.dataSource),
  );
  route(contractEndpoints.listUserManufacturers, ({ services, user }) =>
    deviceManufacturers(services.db, user()),
  );
  route(contractEndpoints.listUserAddresses, ({ services, user }) => deviceSites(services.db, user()));
  route(contractEndpoints.searchDevices, async ({ services, user, body }) => {
    const { start, size, ...filters } = body;
    const page = await searchDevices(services.db, user(), filters, { start, size });
    return {
      start,
      size,
      totalRecords: page.total,
      totalCapped: page.totalCapped,
      records: page.data.length,
      sortBy: 0,
      data: page.data,
    };
  });
  route(contractEndpoints.getDevice, ({ services, user, query }) =>
    deviceDetail(services.db, user(), query.id),
  );
  route(contractEndpoints.getChildInstances, ({ services, user, query }) =>
    childInstances(services.db, user(), query.id),
  );
  route(contractEndpoints.exportDevices, async ({ services, user, query }) => {
    const { start: _start, size: _size, ...filters } = query;
    const { data } = await searchDevices(services.db, user(), filters, { max: DEVICE_EXPORT_MAX_ROWS });
    if (data.length > DEVICE_EXPORT_MAX_ROWS) {
      throw new ProblemError(
        413,
        'ExportTooLarge',
        formatMessage('Devices.ExportTooLarge', { max: DEVICE_EXPORT_MAX_ROWS.toLocaleString('en-US') }),
      );
    }
    const type = (value: number) => formatMessage(value === 1 ? 'Devices.TypeChassis' : 'Devices.TypeMinor');
    const bytes = await writeXlsx([
      {
        name: formatMessage('Devices.Sheet'),
        columns: [
          { header: formatMessage('Device.PartNumber'), value: (row) => row.partNumber, width: 20 },
          { header: formatMessage('Device.SerialNumber'), value: (row) => row.serialNumber, width: 18 },
          { header: formatMessage('Device.Description'), value: (row) => row.description, width: 40 },
          { header: formatMessage('Device.Manufacturer'), value: (row) => row.manufacturerName },
          { header: formatMessage('Device.DeviceType'), value: (row) => type(row.deviceType), width: 10 },
          { header: formatMessage('Device.Contract'), value: (row) => row.contractNumber ?? '', width: 20 },
          { header: formatMessage('Device.ServiceLevel'), value: (row) => row.serviceLevel, width: 22 },
          { header: formatMessage('Device.Status'), value: (row) => row.status, width: 12 },
          { header: formatMessage('Devices.Site'), value: (row) => row.siteName ?? '', width: 26 },
          { header: formatMessage('Device.EndDate'), value: (row) => documentDate(row.contractEndDate) },
          {
            header: formatMessage('Device.LastDateOfSupport'),
            value: (row) => documentDate(row.lastDateOfSupport),
          },
          { header: formatMessage('Device.EndOfSale'), value: (row) => documentDate(row.endOfSaleDate) },
        ],
        rows: data,
      },
    ]);
    return listFileResponse(bytes, formatMessage('Devices.ExportFile'), XLSX_CONTENT_TYPE, data.length);
  });
  route(contractEndpoints.deleteContract, async ({ services, user, query }) => {
    await deleteContract(services.db, user(), query.id);
    return { ok: true as const };
  });

  route(contractAccessEndpoints.getContractAccess, ({ services, user, query }) =>
    contractAccessOf(services.db, user(), query.id),
  );
  route(contractAccessEndpoints.setAccessAllMaintenanceContracts, async ({ services, user, body }) => {
    await setAccessAll(services.db, user(), body.userId, body.allContracts);
    return contractAccessOf(services.db, user(), body.userId);
  });
  route(contractAccessEndpoints.assignContractsAndManufacturers, async ({ services, user, body }) => {
    await changeAssignments(services.db, user(), body, true);
    return contractAccessOf(services.db, user(), body.userId);
  });
  route(contractAccessEndpoints.unassignContractsAndManufacturers, async ({ services, user, body }) => {
    await changeAssignments(services.db, user(), body, false);
    return contractAccessOf(services.db, user(), body.userId);
  });
}
