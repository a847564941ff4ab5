import * as z from 'zod/mini';
import { DateRangeLists } from '../enumerations';
import { ContractDataSourceValue, DEVICE_SEARCH_LIMITS, DEVICE_STATUSES } from '../limits';
import { CappedPageOf, Guid, optionalLimitedText } from './common';

/**
 * Maintenance contracts and devices (issue 19; 002 §2 /contracts-dashboard, /devices, /device; §3 Device;
 * §6 contract access; §7 "Maintenance contracts and devices" and the contract access calls; §9 expiry buckets).
 *
 * Scope, the same on every call: the caller's company, which must have the MaintenanceContracts feature, and
 * the caller's contract access: all the company's contracts, or only those of the assigned manufacturers and
 * the assigned contracts (002 §6). A contract or device outside the scope answers 404.
 *
 * Dates are calendar days, `YYYY-MM-DD` (the portal shows MM/DD/YYYY, 002 §9).
 */

const coercedInt = () => z.coerce.number().check(z.int());
const searchText = optionalLimitedText(DEVICE_SEARCH_LIMITS.text);
const GuidOrAny = z._default(z.union([Guid, z.literal('')]), '');

/** A stored data source: 1 ManufacturerB2b, 2 ManufacturerImport, 3 ManualContractUpload. */
export const ContractDataSource = z.union([
  z.literal(ContractDataSourceValue.ManufacturerB2b),
  z.literal(ContractDataSourceValue.ManufacturerImport),
  z.literal(ContractDataSourceValue.ManualContractUpload),
]);
export type ContractDataSource = z.infer<typeof ContractDataSource>;

/** The data source filter: 0 All or one source. */
export const ContractDataSourceFilter = z._default(
  z.coerce.number().check(
    z.int(),
    z.refine((value) => value >= 0 && value <= 3, { message: 'Not a contract data source.' }),
  ) as z.ZodMiniType<0 | 1 | 2 | 3, unknown>,
  0,
);

export const DeviceType = z.union([z.literal(1), z.literal(2)]);
export type DeviceType = z.infer<typeof DeviceType>;

export const DeviceStatus = z.enum(DEVICE_STATUSES);
export type DeviceStatus = z.infer<typeof DeviceStatus>;

/** A calendar day, YYYY-MM-DD. */
export const CalendarDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** A contract as lists show it (listContractsByUserAndSourceType, getMaintenanceContracts). */
export const MaintenanceContractSummary = z.object({
  id: Guid,
  contractNumber: z.string(),
  contractType: z.string(),
  dataSource: ContractDataSource,
  manufacturerId: Guid,
  manufacturerName: z.string(),
  erpAccountNumber: z.string(),
  description: z.string(),
  startDate: z.nullable(CalendarDay),
  endDate: z.nullable(CalendarDay),
  /** Devices the contract covers (children included). */
  deviceCount: z.int(),
});
export type MaintenanceContractSummary = z.infer<typeof MaintenanceContractSummary>;

/** `listContractsByUserAndSourceType`: the contracts the caller sees, of one data source or all (0). */
export const ContractListQuery = z.object({ dataSource: ContractDataSourceFilter });
export type ContractListQuery = z.input<typeof ContractListQuery>;

/** `Maintenancecontract/Delete`: one contract with its devices. */
export const ContractIdQuery = z.object({ id: Guid });
export type ContractIdQuery = z.input<typeof ContractIdQuery>;

/** A manufacturer with the caller's contracts and devices of it (getManufacturersList, listUserManufacturers). */
export const ContractManufacturer = z.object({
  id: Guid,
  name: z.string(),
  contracts: z.int(),
  devices: z.int(),
});
export type ContractManufacturer = z.infer<typeof ContractManufacturer>;

/** A contract type with the caller's contracts and devices of it (GetListOfContractTypes). */
export const ContractTypeCount = z.object({
  contractType: z.string(),
  contracts: z.int(),
  devices: z.int(),
});
export type ContractTypeCount = z.infer<typeof ContractTypeCount>;

/** The contracts and devices of one data source. */
export const ContractSourceCount = z.object({
  dataSource: ContractDataSource,
  contracts: z.int(),
  devices: z.int(),
});
export type ContractSourceCount = z.infer<typeof ContractSourceCount>;

/** One bar of an expiry chart: the devices whose date falls in the DateRange `dateRange` (999, 16, 25, 26, 27). */
export const ExpiryBucket = z.object({ dateRange: z.int(), devices: z.int() });
export type ExpiryBucket = z.infer<typeof ExpiryBucket>;

/** `dashboardListSummary` (002 §7, §9): totals, the data sources and the expiry buckets of the caller's devices. */
export const ContractsDashboardSummary = z.object({
  contracts: z.int(),
  devices: z.int(),
  chassis: z.int(),
  minor: z.int(),
  manufacturers: z.int(),
  /** The caller sees every contract of the company (false: only the assigned ones). */
  allContracts: z.boolean(),
  bySource: z.array(ContractSourceCount),
  contractEndDate: z.array(ExpiryBucket),
  lastDateOfSupport: z.array(ExpiryBucket),
  endOfSaleDate: z.array(ExpiryBucket),
  /** The day the buckets count from (the server's today, UTC). */
  asOf: CalendarDay,
});
export type ContractsDashboardSummary = z.infer<typeof ContractsDashboardSummary>;

const rangeOf = (list: readonly number[]) =>
  z._default(
    coercedInt().check(z.refine((id) => list.includes(id), { message: 'Not a date range of this list.' })),
    0,
  );

/**
 * `searchDevices` (POST body) and `Device/export` (the same fields as a query): the filters of /devices, the
 * DateRange of each date list (002 §3; 0 Any Date) and the page.
 */
export const DeviceSearchQuery = z.object({
  start: z._default(coercedInt().check(z.minimum(1), z.maximum(100_000)), 1),
  size: z._default(coercedInt().check(z.minimum(1), z.maximum(100)), 10),
  /** Part of the part number, serial number or description. */
  keyword: searchText,
  /** Part of the part number. */
  part: searchText,
  /** Part of the serial number. */
  serial: searchText,
  manufacturerId: GuidOrAny,
  contractId: GuidOrAny,
  /** Part of the contract number. */
  contractNumber: searchText,
  /** The service level, whole (case-insensitive). */
  serviceLevel: searchText,
  installSiteId: GuidOrAny,
  status: z._default(z.union([DeviceStatus, z.literal('')]), ''),
  /** 0 both, 1 Chassis, 2 Minor. */
  deviceType: z._default(
    z.coerce.number().check(
      z.int(),
      z.refine((value) => value >= 0 && value <= 2, { message: 'Not a device type.' }),
    ) as z.ZodMiniType<0 | 1 | 2, unknown>,
    0,
  ),
  dataSource: ContractDataSourceFilter,
  contractEndDate: rangeOf(DateRangeLists.ContractEndDate),
  lastDateOfSupport: rangeOf(DateRangeLists.LastDateOfSupport),
  endOfSoftwareMaintenance: rangeOf(DateRangeLists.EndOfSoftwareMaintenance),
  endOfServiceAttach: rangeOf(DateRangeLists.EndOfServiceAttach),
  endOfServiceContractRenewal: rangeOf(DateRangeLists.EndOfServiceContractRenewal),
  endOfSaleDate: rangeOf(DateRangeLists.EndOfSaleDate),
});
export type DeviceSearchQuery = z.input<typeof DeviceSearchQuery>;
/** The filters of a device search as the server reads them (defaults applied), without the paging. */
export type DeviceSearchFilters = Omit<z.output<typeof DeviceSearchQuery>, 'start' | 'size'>;

/** A row of the device list. */
export const DeviceSummary = z.object({
  id: Guid,
  partNumber: z.string(),
  serialNumber: z.string(),
  description: z.string(),
  manufacturerName: z.string(),
  deviceType: DeviceType,
  status: z.string(),
  serviceLevel: z.string(),
  contractId: z.nullable(Guid),
  contractNumber: z.nullable(z.string()),
  siteName: z.nullable(z.string()),
  parentId: z.nullable(Guid),
  childCount: z.int(),
  contractEndDate: z.nullable(CalendarDay),
  lastDateOfSupport: z.nullable(CalendarDay),
  endOfSaleDate: z.nullable(CalendarDay),
});
export type DeviceSummary = z.infer<typeof DeviceSummary>;

export const DevicePage = CappedPageOf(DeviceSummary);
export type DevicePage = z.infer<typeof DevicePage>;

export const DeviceIdQuery = z.object({ id: Guid });
export type DeviceIdQuery = z.input<typeof DeviceIdQuery>;

/** A device's install site (002 §3 "site id and address"). */
export const InstallSite = z.object({
  id: Guid,
  siteNumber: z.string(),
  name: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  countryCode: z.string(),
});
export type InstallSite = z.infer<typeof InstallSite>;

/** `Device/get`: every field of 002 §3 Device, its contract, site and parent. */
export const DeviceDetail = z.object({
  id: Guid,
  partNumber: z.string(),
  serialNumber: z.string(),
  description: z.string(),
  productLabel: z.string(),
  manufacturerId: Guid,
  manufacturerName: z.string(),
  deviceType: DeviceType,
  quantity: z.int(),
  notes: z.string(),
  serviceLevel: z.string(),
  status: z.string(),
  owner: z.string(),
  warrantyType: z.string(),
  warrantyEndDate: z.nullable(CalendarDay),
  contract: z.nullable(
    z.object({
      id: Guid,
      contractNumber: z.string(),
      contractType: z.string(),
      dataSource: ContractDataSource,
    }),
  ),
  contractStartDate: z.nullable(CalendarDay),
  contractEndDate: z.nullable(CalendarDay),
  endOfSaleDate: z.nullable(CalendarDay),
  lastDateOfSupport: z.nullable(CalendarDay),
  endOfSoftwareMaintenance: z.nullable(CalendarDay),
  endOfServiceAttach: z.nullable(CalendarDay),
  endOfServiceContractRenewal: z.nullable(CalendarDay),
  migrationPartNumber: z.string(),
  migrationDetails: z.string(),
  installSite: z.nullable(InstallSite),
  parent: z.nullable(z.object({ id: Guid, partNumber: z.string(), serialNumber: z.string() })),
  childCount: z.int(),
});
export type DeviceDetail = z.infer<typeof DeviceDetail>;

/** `Device/GetChildInstances`: the child instances of a chassis, as device rows. */
export const DeviceChildren = z.array(DeviceSummary);
export type DeviceChildren = z.infer<typeof DeviceChildren>;

/** A manufacturer or contract in the contract access lists. */
export const AccessManufacturer = z.object({ id: Guid, name: z.string() });
export type AccessManufacturer = z.infer<typeof AccessManufacturer>;
export const AccessContract = z.object({
  id: Guid,
  contractNumber: z.string(),
  manufacturerName: z.string(),
  contractType: z.string(),
});
export type AccessContract = z.infer<typeof AccessContract>;

/**
 * A user's maintenance contract access (002 §3 "assigned and unassigned contracts, assigned and unassigned
 * manufacturers"; §7 getAssignedContractManufacturers, listUnassignedContractManufacturers, getAssignedContracts,
 * listUnassignedContracts), in one answer.
 */
export const UserContractAccess = z.object({
  allContracts: z.boolean(),
  assignedManufacturers: z.array(AccessManufacturer),
  unassignedManufacturers: z.array(AccessManufacturer),
  assignedContracts: z.array(AccessContract),
  unassignedContracts: z.array(AccessContract),
});
export type UserContractAccess = z.infer<typeof UserContractAccess>;

/** `setAccessAllMaintenanceContracts`. */
export const SetAccessAllContractsBody = z.object({ userId: Guid, allContracts: z.boolean() });
export type SetAccessAllContractsBody = z.input<typeof SetAccessAllContractsBody>;

/** `assignContractsAndManufacturers` and `unassignContractsAndManufacturers`. */
export const ContractAssignmentBody = z.object({
  userId: Guid,
  manufacturerIds: z._default(z.array(Guid).check(z.maxLength(500)), []),
  contractIds: z._default(z.array(Guid).check(z.maxLength(2000)), []),
});
export type ContractAssignmentBody = z.input<typeof ContractAssignmentBody>;

/** The user whose contract access is read. */
export const UserIdContractQuery = z.object({ id: Guid });
export type UserIdContractQuery = z.input<typeof UserIdContractQuery>;

/**
 * An open maintenance request on the dashboard (dashboardListMaintenanceRequests): a work item request of 002 §3
 * that is not completed or rejected. `type` and `status` are the documents' numbers (work item request types 1
 * to 7; statuses 0 Unsubmitted, 1 Pending Approval, 3 Pending Presidio).
 */
export const MaintenanceRequestSummary = z.object({
  id: Guid,
  number: z.string(),
  type: z.int(),
  status: z.int(),
  requester: z.string(),
  createdAt: z.string(),
  submittedAt: z.nullable(z.string()),
});
export type MaintenanceRequestSummary = z.infer<typeof MaintenanceRequestSummary>;
