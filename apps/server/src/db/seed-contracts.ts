import { ContractDataSourceValue, type DeviceStatusName, DeviceTypeValue } from '@b2b-portal/api';
import type { Executor } from './client';
import {
  devices,
  installSites,
  maintenanceContracts,
  userContractAccess,
  userContractManufacturers,
  userContracts,
} from './schema';
import { seedManufacturerId } from './seed-catalogue';
import { demoCompanies, demoUsers } from './seed-data';
import { seedId } from './seed-ids';

/**
 * Maintenance contracts and devices (issue 19): Northwind's contracts from every data source, each covering
 * chassis with child instances (modules, power supplies), with contract end, last date of support and end of sale
 * dates spread over every expiry bucket of 002 §9, counted from the day the seed runs (`now`). Contoso has one
 * contract too, which its users never reach: Contoso lacks the MaintenanceContracts feature (the tests turn it
 * on to check company scoping). contracts2@ sees only HPE's contracts and the Palo Alto one (assigned access).
 */

const { ManufacturerB2b, ManufacturerImport, ManualContractUpload } = ContractDataSourceValue;

export const seedContractId = (key: string) => seedId(`contract:${key}`);
export const seedDeviceId = (key: string) => seedId(`device:${key}`);
export const seedInstallSiteId = (key: string) => seedId(`install-site:${key}`);

interface ChassisModel {
  part: string;
  description: string;
  label: string;
  /** Child instances a chassis of this model holds: part and description. */
  children: { part: string; description: string }[];
  migrationPart: string;
}

interface SeedContract {
  key: string;
  company: 'northwind' | 'contoso';
  manufacturer: string;
  number: string;
  type: string;
  dataSource: 1 | 2 | 3;
  description: string;
  serviceLevels: string[];
  serialPrefix: string;
  models: ChassisModel[];
  /** How many chassis the contract covers. */
  chassis: number;
}

export const seedContracts: SeedContract[] = [
  {
    key: 'northwind:sntc',
    company: 'northwind',
    manufacturer: 'CSCO',
    number: 'CON-SNT-91827364',
    type: 'SNTC',
    dataSource: ManufacturerB2b,
    description: 'Smart Net Total Care: campus switching',
    serviceLevels: ['SNT 8X5XNBD', 'SNTP 24X7X4'],
    serialPrefix: 'FOC',
    chassis: 8,
    models: [
      {
        part: 'C9300-48P-A',
        description: 'Catalyst 9300 48-port PoE+, Network Advantage',
        label: 'Catalyst 9300',
        children: [
          { part: 'C9300-NM-8X', description: 'Catalyst 9300 8 x 10GE Network Module' },
          { part: 'PWR-C1-715WAC', description: '715W AC Config 1 Power Supply' },
        ],
        migrationPart: 'C9300X-48HX-A',
      },
      {
        part: 'ISR4451-X/K9',
        description: 'Cisco ISR 4451 Integrated Services Router',
        label: 'ISR 4451',
        children: [{ part: 'NIM-2T', description: '2-Port Serial WAN Interface Card' }],
        migrationPart: 'C8300-2N2S-4T2X',
      },
    ],
  },
  {
    key: 'northwind:pss',
    company: 'northwind',
    manufacturer: 'CSCO',
    number: 'CON-PSS-55120034',
    type: 'Partner Support Service',
    dataSource: ManufacturerB2b,
    description: 'Partner Support Service: data center',
    serviceLevels: ['PSUP 24X7X4', 'PSUP 8X5XNBD'],
    serialPrefix: 'FDO',
    chassis: 5,
    models: [
      {
        part: 'N9K-C93180YC-FX',
        description: 'Nexus 93180YC-FX 48 x 1/10/25G + 6 x 40/100G',
        label: 'Nexus 9300',
        children: [{ part: 'NXA-PAC-650W-PE', description: 'Nexus 650W AC PSU, port side exhaust' }],
        migrationPart: 'N9K-C93180YC-FX3',
      },
    ],
  },
  {
    key: 'northwind:hpe-fc',
    company: 'northwind',
    manufacturer: 'HPE',
    number: 'HPE-FC-4410027',
    type: 'Foundation Care',
    dataSource: ManufacturerImport,
    description: 'HPE Pointnext Foundation Care 24x7',
    serviceLevels: ['Foundation Care 24x7', 'Foundation Care NBD'],
    serialPrefix: 'CZJ',
    chassis: 5,
    models: [
      {
        part: 'P20174-B21',
        description: 'HPE ProLiant DL380 Gen10 8SFF',
        label: 'ProLiant DL380 Gen10',
        children: [{ part: '865414-B21', description: 'HPE 800W Flex Slot Platinum Power Supply' }],
        migrationPart: 'P52534-B21',
      },
    ],
  },
  {
    key: 'northwind:dell-ps',
    company: 'northwind',
    manufacturer: 'DELL',
    number: 'DELL-PSP-7781203',
    type: 'ProSupport Plus',
    dataSource: ManufacturerImport,
    description: 'ProSupport Plus for infrastructure, 4-hour mission critical',
    serviceLevels: ['ProSupport Plus 4HR', 'ProSupport NBD'],
    serialPrefix: 'DL',
    chassis: 4,
    models: [
      {
        part: '210-AYCG',
        description: 'PowerEdge R750 rack server',
        label: 'PowerEdge R750',
        children: [],
        migrationPart: '210-BDFM',
      },
    ],
  },
  {
    key: 'northwind:panw',
    company: 'northwind',
    manufacturer: 'PANW',
    number: 'PANW-PREM-20931',
    type: 'Premium Support',
    dataSource: ManualContractUpload,
    description: 'Uploaded from the Palo Alto Networks renewal quote',
    serviceLevels: ['Premium Support 24x7'],
    serialPrefix: '0130',
    chassis: 3,
    models: [
      {
        part: 'PAN-PA-3220',
        description: 'Palo Alto Networks PA-3220 next-generation firewall',
        label: 'PA-3220',
        children: [{ part: 'PAN-PA-3200-PWR-AC', description: 'PA-3200 spare AC power supply' }],
        migrationPart: 'PAN-PA-3420',
      },
    ],
  },
  {
    key: 'northwind:ftnt',
    company: 'northwind',
    manufacturer: 'FTNT',
    number: 'FTNT-FC-88213',
    type: 'FortiCare',
    dataSource: ManualContractUpload,
    description: 'FortiCare 24x7 uploaded by the network team',
    serviceLevels: ['FortiCare 24x7', 'FortiCare 8x5'],
    serialPrefix: 'FG6H0E',
    chassis: 3,
    models: [
      {
        part: 'FG-600E',
        description: 'FortiGate 600E network security appliance',
        label: 'FortiGate 600E',
        children: [{ part: 'SP-FG600C-PS', description: 'FortiGate AC power supply' }],
        migrationPart: 'FG-600F',
      },
    ],
  },
  {
    key: 'contoso:sntc',
    company: 'contoso',
    manufacturer: 'CSCO',
    number: 'CON-SNT-30018822',
    type: 'SNTC',
    dataSource: ManufacturerB2b,
    description: 'Smart Net Total Care: store routers',
    serviceLevels: ['SNT 8X5XNBD'],
    serialPrefix: 'FGL',
    chassis: 2,
    models: [
      {
        part: 'ISR4331/K9',
        description: 'Cisco ISR 4331 Integrated Services Router',
        label: 'ISR 4331',
        children: [],
        migrationPart: 'C8200-1N-4T',
      },
    ],
  },
];

export const seedInstallSites = [
  {
    key: 'northwind:boston',
    company: 'northwind' as const,
    siteNumber: 'SITE-10021',
    name: 'Northwind Health HQ',
    line1: '100 Federal Street',
    line2: 'Floor 12',
    city: 'Boston',
    state: 'MA',
    zipCode: '02110',
  },
  {
    key: 'northwind:hartford',
    company: 'northwind' as const,
    siteNumber: 'SITE-10022',
    name: 'Hartford Data Center',
    line1: '45 Capitol Avenue',
    line2: '',
    city: 'Hartford',
    state: 'CT',
    zipCode: '06106',
  },
  {
    key: 'northwind:providence',
    company: 'northwind' as const,
    siteNumber: 'SITE-10023',
    name: 'Providence Clinic',
    line1: '300 Westminster Street',
    line2: 'Suite 200',
    city: 'Providence',
    state: 'RI',
    zipCode: '02903',
  },
  {
    key: 'northwind:worcester',
    company: 'northwind' as const,
    siteNumber: 'SITE-10024',
    name: 'Worcester Imaging Center',
    line1: '55 Lake Avenue North',
    line2: '',
    city: 'Worcester',
    state: 'MA',
    zipCode: '01655',
  },
  {
    key: 'contoso:seattle',
    company: 'contoso' as const,
    siteNumber: 'SITE-20011',
    name: 'Contoso Seattle Store',
    line1: '1500 Pike Place',
    line2: '',
    city: 'Seattle',
    state: 'WA',
    zipCode: '98101',
  },
];

/**
 * Days from the seed's today, cycled over the chassis: the contract end date falls expired, within 90 days,
 * within 6 months and later; the last date of support and the end of sale within 6, 12 and 18 months, later, or
 * not announced (null). No offset sits on a bucket's edge (90, 182, 365, 547 days).
 */
const contractEndOffsets = [-300, 40, 200, -20, 10, 120, 700, 75, 400, 160, -90, 60, 900];
const lastSupportOffsets: (number | null)[] = [100, 300, 500, null, 1200, 30, 250, 450, 800, null, 170];
const endOfSaleOffsets: (number | null)[] = [-400, 60, 260, 480, null, 900, -100, 150, 330, 520, 1500];

/** The seed's today plus `days`, as YYYY-MM-DD (UTC). */
export function dayFrom(now: Date, days: number): string {
  const day = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + days * 86_400_000,
  );
  return day.toISOString().slice(0, 10);
}

const plus = (now: Date, days: number | null) => (days === null ? null : dayFrom(now, days));

export interface SeedDeviceRow {
  id: string;
  companyId: string;
  manufacturerId: string;
  contractId: string | null;
  parentId: string | null;
  installSiteId: string | null;
  partNumber: string;
  serialNumber: string;
  description: string;
  productLabel: string;
  deviceType: number;
  quantity: number;
  notes: string;
  serviceLevel: string;
  status: DeviceStatusName;
  owner: string;
  warrantyType: string;
  warrantyEndDate: string | null;
  contractStartDate: string | null;
  contractEndDate: string | null;
  endOfSaleDate: string | null;
  lastDateOfSupport: string | null;
  endOfSoftwareMaintenance: string | null;
  endOfServiceAttach: string | null;
  endOfServiceContractRenewal: string | null;
  migrationPartNumber: string;
  migrationDetails: string;
}

const owners = ['Network Operations', 'Clinical Engineering', 'Data Center Team', 'Security Operations'];

/** The demo devices, computed from `now` (deterministic ids and serials; the dates move with the day). */
export function demoDevices(now: Date): SeedDeviceRow[] {
  const rows: SeedDeviceRow[] = [];
  let cursor = 0;
  for (const contract of seedContracts) {
    const sites = seedInstallSites.filter((site) => site.company === contract.company);
    for (let n = 0; n < contract.chassis; n++, cursor++) {
      const model = contract.models[n % contract.models.length] as ChassisModel;
      const endOffset = contractEndOffsets[cursor % contractEndOffsets.length] as number;
      const lastSupport = lastSupportOffsets[cursor % lastSupportOffsets.length] ?? null;
      const endOfSale = endOfSaleOffsets[cursor % endOfSaleOffsets.length] ?? null;
      const site = sites[cursor % sites.length];
      const status: DeviceStatusName =
        endOffset < 0
          ? cursor % 2 === 0
            ? 'Overdue'
            : 'Terminated'
          : cursor % 7 === 3
            ? 'Signed'
            : 'Active';
      const key = `${contract.key}:${n + 1}`;
      const chassisId = seedDeviceId(key);
      const common = {
        companyId: demoCompanies[contract.company].id,
        manufacturerId: seedManufacturerId(contract.manufacturer),
        contractId: seedContractId(contract.key),
        installSiteId: site ? seedInstallSiteId(site.key) : null,
        serviceLevel: contract.serviceLevels[n % contract.serviceLevels.length] as string,
        status,
        owner: owners[cursor % owners.length] as string,
        warrantyType: cursor % 3 === 0 ? 'Limited Lifetime' : '90-day hardware',
        contractStartDate: dayFrom(now, endOffset - 365),
        contractEndDate: dayFrom(now, endOffset),
        endOfSaleDate: plus(now, endOfSale),
        lastDateOfSupport: plus(now, lastSupport),
        endOfSoftwareMaintenance: plus(now, endOfSale === null ? null : endOfSale + 365),
        endOfServiceAttach: plus(now, endOfSale === null ? null : endOfSale + 365),
        endOfServiceContractRenewal: plus(now, lastSupport === null ? null : lastSupport - 90),
        notes: '',
      };
      rows.push({
        ...common,
        id: chassisId,
        parentId: null,
        partNumber: model.part,
        serialNumber: `${contract.serialPrefix}${String(2231 + cursor * 7).padStart(4, '0')}X${String(n + 1).padStart(3, '0')}`,
        description: model.description,
        productLabel: model.label,
        deviceType: DeviceTypeValue.Chassis,
        quantity: 1,
        warrantyEndDate: dayFrom(now, endOffset - 200),
        notes: n === 0 ? 'Core device: schedule maintenance windows with the network team.' : '',
        migrationPartNumber: endOfSale === null ? '' : model.migrationPart,
        migrationDetails:
          endOfSale === null
            ? ''
            : `End of sale announced; the manufacturer's replacement is ${model.migrationPart}.`,
      });
      for (const [c, child] of model.children.entries()) {
        rows.push({
          ...common,
          id: seedDeviceId(`${key}:child:${c + 1}`),
          parentId: chassisId,
          partNumber: child.part,
          serialNumber: `${contract.serialPrefix}${String(5100 + cursor * 7 + c).padStart(4, '0')}C${String(n + 1).padStart(3, '0')}`,
          description: child.description,
          productLabel: model.label,
          deviceType: DeviceTypeValue.Minor,
          quantity: c === 0 ? 1 : 2,
          warrantyEndDate: null,
          migrationPartNumber: '',
          migrationDetails: '',
        });
      }
    }
  }
  return rows;
}

/** The limited contracts persona's access: HPE's contracts and the Palo Alto one, nothing else. */
export const contracts2Access = {
  manufacturers: ['HPE'],
  contracts: ['northwind:panw'],
} as const;

export async function seedMaintenanceContracts(tx: Executor, now: Date = new Date()): Promise<void> {
  await tx.insert(installSites).values(
    seedInstallSites.map((site) => ({
      id: seedInstallSiteId(site.key),
      companyId: demoCompanies[site.company].id,
      siteNumber: site.siteNumber,
      name: site.name,
      line1: site.line1,
      line2: site.line2,
      city: site.city,
      state: site.state,
      zipCode: site.zipCode,
      countryCode: 'US',
    })),
  );
  await tx.insert(maintenanceContracts).values(
    seedContracts.map((contract, index) => ({
      id: seedContractId(contract.key),
      companyId: demoCompanies[contract.company].id,
      manufacturerId: seedManufacturerId(contract.manufacturer),
      contractNumber: contract.number,
      contractType: contract.type,
      dataSource: contract.dataSource,
      erpAccountNumber: demoCompanies[contract.company].erpCustomerId,
      description: contract.description,
      startDate: dayFrom(now, -365 - index * 30),
      endDate: dayFrom(now, 365 - index * 60),
      uploadedByUserId: contract.dataSource === ManualContractUpload ? demoUsers.contracts.id : null,
    })),
  );
  await tx.insert(devices).values(demoDevices(now));

  const limited = demoUsers.contracts2.id;
  await tx.insert(userContractAccess).values({ userId: limited, allContracts: false });
  await tx.insert(userContractManufacturers).values(
    contracts2Access.manufacturers.map((code) => ({
      userId: limited,
      manufacturerId: seedManufacturerId(code),
    })),
  );
  await tx
    .insert(userContracts)
    .values(contracts2Access.contracts.map((key) => ({ userId: limited, contractId: seedContractId(key) })));
}
