/**
 * The sandbox manufacturer's data (issue 20): bugs, returns (RMAs) and support cases of Cisco-like products, made
 * by a fixed pseudo-random sequence so every start has the same records, dated relative to today so the modified
 * ranges and the 90-day window always have something to find. Records are in the manufacturer's own shapes
 * (snake_case, string numbers, space-separated release lists), which the HTTP adapter maps to the contract.
 *
 * RMAs and cases belong to one of the sandbox's accounts (what the consent page signs in as); bugs are public.
 */

export interface SandboxAccount {
  /** The CCO ID the consent page signs in as. */
  ccoId: string;
  name: string;
  contracts: string[];
}

export const SANDBOX_ACCOUNTS: readonly SandboxAccount[] = [
  { ccoId: 'northwind-netops', name: 'Northwind Traders network team', contracts: ['93856121', '93856187'] },
  { ccoId: 'contoso-it', name: 'Contoso IT', contracts: ['94011002'] },
];

interface Product {
  pid: string;
  series: string;
  releases: string[];
}

const PRODUCTS: readonly Product[] = [
  {
    pid: 'C9300-48P',
    series: 'Cisco Catalyst 9300 Series Switches',
    releases: ['17.6.5', '17.9.4', '17.12.2'],
  },
  { pid: 'C9200L-24T-4G', series: 'Cisco Catalyst 9200 Series Switches', releases: ['17.6.4', '17.9.3'] },
  {
    pid: 'ISR4331/K9',
    series: 'Cisco 4000 Series Integrated Services Routers',
    releases: ['17.3.8', '17.9.4'],
  },
  {
    pid: 'ASR1001-X',
    series: 'Cisco ASR 1000 Series Aggregation Services Routers',
    releases: ['17.6.6', '17.12.1'],
  },
  {
    pid: 'N9K-C93180YC-FX',
    series: 'Cisco Nexus 9000 Series Switches',
    releases: ['10.2(6)', '10.3(3)', '10.4(1)'],
  },
  { pid: 'C9120AXI-B', series: 'Cisco Catalyst 9100 Access Points', releases: ['17.9.4', '17.12.2'] },
  { pid: 'FPR2110-NGFW-K9', series: 'Cisco Firepower 2100 Series', releases: ['7.2.5', '7.4.1'] },
  {
    pid: 'C9800-40-K9',
    series: 'Cisco Catalyst 9800 Series Wireless Controllers',
    releases: ['17.9.4', '17.12.2'],
  },
];

const PROBLEMS = [
  [
    'Memory leak in',
    'process after repeated SNMP polling',
    'Memory held by the process grows with every SNMP walk of the interface table until the device reloads.',
  ],
  [
    'Unexpected reload with',
    'traceback on BGP route refresh',
    'A route refresh from a neighbour with many prefixes crashes the routing process.',
  ],
  [
    'PoE ports stop powering devices after',
    'stack member reload',
    'Inline power is not restored on the member that reloaded until the ports are bounced.',
  ],
  [
    'DHCP snooping drops valid offers on',
    'trunk ports',
    'Offers relayed over a trusted trunk are dropped as untrusted.',
  ],
  [
    'SSH sessions hang on',
    'when AAA server is unreachable',
    'New SSH logins wait for the AAA timeout even when local fallback is configured.',
  ],
  [
    'High CPU in',
    'due to ARP storms',
    'ARP requests punted to the CPU are not rate limited under the default policy.',
  ],
  [
    'OSPF adjacency flaps on',
    'with BFD enabled',
    'BFD sessions time out while the control plane is busy, taking the OSPF neighbour down.',
  ],
  [
    'Memory leak in',
    'web UI process',
    'Each login to the web UI leaks a few kilobytes that are never returned.',
  ],
  [
    'Interface counters wrong on',
    'after clear counters',
    'Input errors keep their old value after the counters are cleared.',
  ],
  [
    'Crash when',
    'applies a large access list',
    'Applying an ACL with more than 4,000 entries crashes the feature manager.',
  ],
  [
    'Cosmetic: wrong fan speed shown on',
    'show environment',
    'The fan speed column shows the target speed instead of the measured one.',
  ],
  [
    'Enhancement: export',
    'telemetry over gRPC dial-out',
    'Requests gRPC dial-out for the model-driven telemetry subscriptions.',
  ],
] as const;

const CASE_TITLES = [
  'Switch reloaded unexpectedly overnight',
  'PoE not restored after stack member reload',
  'BGP neighbour flapping on WAN router',
  'Access points dropping clients on roaming',
  'Firewall failover did not complete',
  'Memory utilisation climbing on core switch',
  'Licence not registering with Smart Account',
  'Interface errors on uplink',
] as const;

/** A fixed sequence (mulberry32), so the sandbox's records are the same on every start. */
function sequence(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ (t + Math.imul(t ^ (t >>> 14), 61 | t));
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY_MS = 86_400_000;
/** The date `days` before `today`, YYYY-MM-DD. */
export const daysAgo = (today: Date, days: number) =>
  new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - days * DAY_MS)
    .toISOString()
    .slice(0, 10);

export interface VendorBugRecord {
  bug_id: string;
  headline: string;
  description: string;
  workaround: string;
  severity: string;
  status: string;
  product: string;
  product_series: string;
  last_modified_date: string;
  known_affected_releases: string;
  known_fixed_releases: string;
  support_case_count: string;
}

export interface VendorRmaLine {
  product_id: string;
  description: string;
  quantity: string;
  serial_number: string;
  carrier: string;
  tracking_number: string;
  ship_date: string;
}

export interface VendorRmaRecord {
  rma_number: string;
  status: string;
  case_id: string;
  user_id: string;
  created_date: string;
  ship_to_name: string;
  ship_to_address: string;
  service_level: string;
  lines: VendorRmaLine[];
}

export interface VendorCaseRecord {
  case_id: string;
  title: string;
  status: string;
  severity: string;
  contract_id: string;
  user_id: string;
  product_id: string;
  serial_number: string;
  created_date: string;
  updated_date: string;
  closed_date: string;
  description: string;
  contact_name: string;
  bugs: string[];
  rmas: string[];
}

export interface SandboxData {
  bugs: VendorBugRecord[];
  rmas: VendorRmaRecord[];
  cases: VendorCaseRecord[];
}

const pick = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)] as T;

/** The sandbox's records as of `today`. */
export function sandboxData(today: Date): SandboxData {
  const random = sequence(20);
  const bugs: VendorBugRecord[] = [];
  for (let index = 0; index < 120; index += 1) {
    const product = PRODUCTS[index % PRODUCTS.length] as Product;
    const [before, after, description] = PROBLEMS[
      Math.floor(index / PRODUCTS.length) % PROBLEMS.length
    ] as (typeof PROBLEMS)[number];
    const severity = before.startsWith('Enhancement')
      ? 6
      : before.startsWith('Cosmetic')
        ? 5
        : 1 + Math.floor(random() * 4);
    const statusRoll = random();
    const status = statusRoll < 0.5 ? 'O' : statusRoll < 0.9 ? 'F' : 'T';
    const affected = product.releases.slice(0, Math.max(1, product.releases.length - 1));
    const fixed = status === 'F' ? [product.releases.at(-1) as string] : [];
    bugs.push({
      bug_id: `CSCw${String.fromCharCode(97 + (index % 26))}${String(10_000 + index * 379).padStart(5, '0')}`,
      headline: `${before} ${product.series.replace(/^Cisco /, '')} ${after}`,
      description: `Symptom: ${description}\nConditions: seen on ${product.pid} running ${affected.join(', ')}.`,
      workaround: status === 'F' ? `Upgrade to ${fixed[0]}.` : 'None known; reload the device to recover.',
      severity: String(severity),
      status,
      product: product.pid,
      product_series: product.series,
      last_modified_date: daysAgo(today, Math.floor(random() * 500)),
      known_affected_releases: affected.join(' '),
      known_fixed_releases: fixed.join(' '),
      support_case_count: String(Math.floor(random() * 30)),
    });
  }

  const cases: VendorCaseRecord[] = [];
  const rmas: VendorRmaRecord[] = [];
  SANDBOX_ACCOUNTS.forEach((account, accountIndex) => {
    const count = accountIndex === 0 ? 48 : 12;
    for (let index = 0; index < count; index += 1) {
      const product = pick(random, PRODUCTS);
      const createdAgo = Math.floor((index * 400) / count) + Math.floor(random() * 5);
      const closed = index % 3 !== 0;
      const closedAgo = closed ? Math.max(0, createdAgo - 1 - Math.floor(random() * 10)) : null;
      const caseId = String(694_000_000 + accountIndex * 10_000 + index * 17);
      const serial = `FOC${26 + (index % 3)}${String(1000 + index * 7)}${String.fromCharCode(65 + (index % 20))}${index % 10}`;
      const relatedBugs = bugs.filter((bug) => bug.product === product.pid).slice(0, 1 + (index % 2));
      const withRma = index % 4 === 1;
      const rmaNumber = String(88_000_000 + accountIndex * 100_000 + index * 31);
      cases.push({
        case_id: caseId,
        title: pick(random, CASE_TITLES),
        status: closed ? 'C' : 'O',
        severity: String(1 + Math.floor(random() * 4)),
        contract_id: account.contracts[index % account.contracts.length] as string,
        user_id: account.ccoId,
        product_id: product.pid,
        serial_number: serial,
        created_date: daysAgo(today, createdAgo),
        updated_date: daysAgo(today, closedAgo ?? Math.max(0, createdAgo - 2)),
        closed_date: closedAgo === null ? '' : daysAgo(today, closedAgo),
        description: `${product.pid} (${serial}): reported by ${account.name}. ${relatedBugs[0]?.description.split('\n')[0] ?? ''}`,
        contact_name: accountIndex === 0 ? 'Casey Contracts' : 'Dana Ops',
        bugs: relatedBugs.map((bug) => bug.bug_id),
        rmas: withRma ? [rmaNumber] : [],
      });
      if (withRma) {
        rmas.push({
          rma_number: rmaNumber,
          status: closed ? 'Closed' : pick(random, ['Booked', 'Shipped', 'Delivered'] as const),
          case_id: caseId,
          user_id: account.ccoId,
          created_date: daysAgo(today, Math.max(0, createdAgo - 1)),
          ship_to_name: account.name,
          ship_to_address:
            accountIndex === 0
              ? '2000 Market Street, Seattle, WA 98101'
              : '100 Contoso Way, Redmond, WA 98052',
          service_level: pick(random, ['8x5xNBD', '24x7x4', 'SNTC 8x5xNBD'] as const),
          lines: [
            {
              product_id: product.pid,
              description: `${product.series.replace(/^Cisco /, '')} replacement unit`,
              quantity: '1',
              serial_number: closed ? `FOC29${String(2000 + index)}R${index % 10}` : '',
              carrier: closed ? 'UPS' : '',
              tracking_number: closed ? `1Z999AA1${String(10_000_000 + index * 7919).slice(0, 8)}` : '',
              ship_date: closed ? daysAgo(today, Math.max(0, createdAgo - 2)) : '',
            },
          ],
        });
      }
    }
  });
  return { bugs, rmas, cases };
}
