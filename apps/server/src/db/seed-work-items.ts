import type { Executor } from './client';
import { workItemRequestHistory, workItemRequestItems, workItemRequests } from './schema';
import {
  demoDevices,
  seedContractId,
  seedContracts,
  seedDeviceId,
  seedInstallSiteId,
} from './seed-contracts';
import { demoCompanies, demoUsers } from './seed-data';
import { seedId } from './seed-ids';

/**
 * Work item requests (issue 19): Northwind's requests of every kind (1…7) and every status (0 Unsubmitted,
 * 1 Pending Approval, 3 Pending Presidio, 2 Completed, 4 Rejected), made by contracts@ (who sees all of Northwind's
 * contracts) and contracts2@ (HPE's and the Palo Alto contract only), each with the devices or contracts its kind
 * names and its audit trail; and one Contoso request (Contoso lacks the MaintenanceContracts feature: the tests
 * turn it on to check that another company's request stays out of reach). Numbers WI-690001… (the portal's own
 * start at WI-700001).
 */

export const seedWorkItemId = (key: string) => seedId(`work-item:${key}`);

type Status = 0 | 1 | 2 | 3 | 4;

interface SeedWorkItem {
  key: string;
  company: 'northwind' | 'contoso';
  requester: 'contracts' | 'contracts2' | 'contosoBuyer';
  type: 1 | 2 | 3 | 4 | 5 | 6 | 7;
  status: Status;
  daysAgo: number;
  fields: Partial<typeof workItemRequests.$inferInsert>;
  devices?: string[];
  contracts?: string[];
  /** Rejected (4): the service desk's reason, in the rejecting audit trail row's detail. */
  rejectionReason?: string;
}

export const seedWorkItems: SeedWorkItem[] = [
  {
    key: 'upgrade-core',
    company: 'northwind',
    requester: 'contracts',
    type: 1,
    status: 3,
    daysAgo: 12,
    fields: {
      supportLevel: 2,
      onsiteSupport: 1,
      replacementPart: 2,
      comments: 'Core switches to 24x7 onsite.',
    },
    devices: ['northwind:sntc:1', 'northwind:sntc:3'],
  },
  {
    key: 'transfer-hartford',
    company: 'northwind',
    requester: 'contracts',
    type: 2,
    status: 2,
    daysAgo: 40,
    fields: {
      destinationAddress: 'Hartford Data Center, 55 Constitution Plaza, Hartford, CT 06103',
      destinationSiteId: seedInstallSiteId('northwind:hartford'),
      comments: 'Racks moved in the data center consolidation.',
    },
    devices: ['northwind:pss:1', 'northwind:pss:2'],
  },
  {
    key: 'rma-psu',
    company: 'northwind',
    requester: 'contracts',
    type: 3,
    status: 1,
    daysAgo: 3,
    fields: { rmaNumber: '88451290', previousSerial: 'FOC2238X002', newSerial: 'FOC2291X117' },
  },
  {
    key: 'cco-association',
    company: 'northwind',
    requester: 'contracts',
    type: 4,
    status: 0,
    daysAgo: 1,
    fields: { userName: 'Casey Contracts', ccoId: 'northwind-netops' },
    contracts: ['northwind:sntc', 'northwind:pss'],
  },
  {
    key: 'inquiry-eos',
    company: 'northwind',
    requester: 'contracts',
    type: 5,
    status: 4,
    daysAgo: 25,
    fields: {
      question: 'Can the ISR 4451 routers stay under contract past their end of sale?',
      comments: 'Answered by phone; no change to the contract.',
    },
    rejectionReason: 'No contract change is needed: the end-of-sale question was answered by phone.',
  },
  {
    key: 'consolidation',
    company: 'northwind',
    requester: 'contracts',
    type: 6,
    status: 2,
    daysAgo: 60,
    fields: { serialNumbers: 'FOC2231X001, FOC2245X003', targetContractNumber: 'CON-SNT-91827364' },
  },
  {
    key: 'new-coverage',
    company: 'northwind',
    requester: 'contracts',
    type: 7,
    status: 1,
    daysAgo: 5,
    fields: {
      serialNumbers: 'FOC2399X201, FOC2399X202',
      supportLevel: 1,
      onsiteSupport: 2,
      replacementPart: 1,
    },
  },
  {
    key: 'transfer-draft',
    company: 'northwind',
    requester: 'contracts',
    type: 2,
    status: 0,
    daysAgo: 0,
    fields: { destinationAddress: 'Providence Clinic, 100 Dyer St, Providence, RI 02903' },
    devices: ['northwind:sntc:2'],
  },
  {
    key: 'hpe-upgrade',
    company: 'northwind',
    requester: 'contracts2',
    type: 1,
    status: 1,
    daysAgo: 2,
    fields: { supportLevel: 1, onsiteSupport: 1, replacementPart: 1 },
    devices: ['northwind:hpe-fc:1'],
  },
  {
    key: 'hpe-inquiry',
    company: 'northwind',
    requester: 'contracts2',
    type: 5,
    status: 0,
    daysAgo: 0,
    fields: { question: 'Which DL380 servers are due for a firmware refresh?' },
  },
  {
    key: 'contoso-inquiry',
    company: 'contoso',
    requester: 'contosoBuyer',
    type: 5,
    status: 1,
    daysAgo: 4,
    fields: { question: 'Please confirm the coverage of our Seattle switches.' },
  },
];

/** The statuses a request went through to reach `status`, after Unsubmitted. */
const PATH: Record<Status, Status[]> = { 0: [], 1: [1], 3: [1, 3], 2: [1, 3, 2], 4: [1, 4] };

export async function seedWorkItemRequests(tx: Executor, now: Date = new Date()): Promise<void> {
  const hour = 3_600_000;
  const deviceNames = new Map(
    demoDevices(now).map((device) => [device.id, `${device.partNumber} ${device.serialNumber}`]),
  );
  const contractNumbers = new Map(
    seedContracts.map((contract) => [seedContractId(contract.key), contract.number]),
  );
  for (const [index, item] of seedWorkItems.entries()) {
    const id = seedWorkItemId(item.key);
    const created = new Date(now.getTime() - item.daysAgo * 24 * hour - (index + 1) * hour);
    const requester = demoUsers[item.requester];
    const actorName = `${requester.firstName} ${requester.lastName}`;
    const steps = PATH[item.status];
    const at = (step: number) => new Date(created.getTime() + (step + 1) * 2 * hour);
    await tx.insert(workItemRequests).values({
      id,
      companyId: demoCompanies[item.company].id,
      number: `WI-${690_001 + index}`,
      type: item.type,
      status: item.status,
      requesterUserId: requester.id,
      ...item.fields,
      createdAt: created,
      updatedAt: steps.length > 0 ? at(steps.length) : created,
      submittedAt: steps.length > 0 ? at(1) : null,
    });
    const deviceIds = (item.devices ?? []).map(seedDeviceId);
    const contractIds = (item.contracts ?? []).map(seedContractId);
    if (deviceIds.length + contractIds.length > 0) {
      await tx
        .insert(workItemRequestItems)
        .values([
          ...deviceIds.map((deviceId) => ({ requestId: id, deviceId, createdAt: at(0) })),
          ...contractIds.map((contractId) => ({ requestId: id, contractId, createdAt: at(0) })),
        ]);
    }
    const desk = 'Presidio service desk';
    await tx.insert(workItemRequestHistory).values([
      { requestId: id, userId: requester.id, actorName, action: 'Created', status: 0, createdAt: created },
      ...(deviceIds.length + contractIds.length > 0
        ? [
            {
              requestId: id,
              userId: requester.id,
              actorName,
              action: 'ItemsAdded',
              detail: [
                ...deviceIds.map((deviceId) => deviceNames.get(deviceId) ?? ''),
                ...contractIds.map((contractId) => contractNumbers.get(contractId) ?? ''),
              ]
                .sort()
                .join(', '),
              status: 0,
              createdAt: at(0),
            },
          ]
        : []),
      ...steps.map((status, step) => ({
        requestId: id,
        userId: step === 0 ? requester.id : null,
        actorName: step === 0 ? actorName : desk,
        action: 'StatusChanged',
        status,
        detail: status === 4 ? (item.rejectionReason ?? '') : '',
        createdAt: at(step + 1),
      })),
    ]);
  }
}
