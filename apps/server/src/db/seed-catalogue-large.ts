import { eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import { products } from './schema';
import { catalogueManufacturers, type ManufacturerCode } from './seed-catalogue-data';
import { seedId } from './seed-ids';

/**
 * The benchmark catalogue of `SEED_SCALE=large`: 100,000 generated products (three tech specs each, and for the
 * hardware two service contracts and up to three options, see `largeRelations`) on top
 * of the demo seed, deterministic, with parts, descriptions and categories varied enough that searches have
 * realistic selectivity (a category word matches a few thousand products, a part prefix a few dozen, a whole
 * part one). Rows go in as JSON batches of 5,000 through `json_to_recordset`: one parameter per statement.
 */

export const LARGE_CATALOGUE_SIZE = 100_000;
const BATCH = 5_000;

/** Id of the n-th generated product (1-based). */
export function largeProductId(n: number): string {
  return seedId(`product:large:${n}`);
}

interface Family {
  category: string;
  unspsc: string;
  /** Product lines: maker, line name and the model stems of its parts (e.g. C9300-48P). */
  lines: readonly (readonly [ManufacturerCode, string, readonly string[]])[];
  /** Description: `${line} ${feature}, ${variant}`. */
  features: readonly string[];
  variants: readonly string[];
  price: readonly [number, number];
  serviceLength?: readonly number[];
  itemType?: 'Recurring' | 'Usage';
  specs: readonly (readonly [string, string, readonly string[]])[];
}

const families: readonly Family[] = [
  {
    category: 'Network Switches',
    unspsc: '43222612',
    lines: [
      ['CSCO', 'Catalyst', ['C9200-24P', 'C9200-48T', 'C9300-24U', 'C9300-48P', 'C1000-16T']],
      ['HPE', 'Aruba CX', ['JL678A', 'JL726A', 'R8N87A']],
      ['FTNT', 'FortiSwitch', ['FS-108F', 'FS-248E', 'FS-424E']],
      ['DELL', 'PowerSwitch', ['N3248TE', 'S5248F', 'N1548P']],
    ],
    features: [
      '24-port PoE+ switch',
      '48-port Gigabit switch',
      '16-port managed switch',
      '48-port UPOE switch',
      '8-port compact switch',
    ],
    variants: ['Layer 3', 'with 4 × 10G uplinks', 'stackable', 'fanless', 'Network Essentials'],
    price: [180, 16000],
    specs: [
      ['General', 'Form factor', ['Rack-mountable 1U', 'Desktop', 'Rack-mountable 2U']],
      ['Networking', 'Switching capacity', ['56 Gbps', '128 Gbps', '176 Gbps', '256 Gbps']],
      ['Power', 'PoE budget', ['None', '370 W', '740 W', '1,440 W']],
    ],
  },
  {
    category: 'Routers',
    unspsc: '43222609',
    lines: [
      ['CSCO', 'Integrated services', ['ISR1111', 'ISR4321']],
      ['CSCO', 'Catalyst edge platform', ['C8200-1N', 'C8300-2N']],
      ['FTNT', 'FortiGate SD-WAN branch', ['FG-61F', 'FG-91G']],
      ['HPE', 'Aruba EdgeConnect', ['EC-10104', 'EC-XS']],
    ],
    features: ['router', 'router with LTE', 'router with 8 PoE ports', 'gateway'],
    variants: ['2 WAN ports', 'dual power', 'security bundle', 'AC power'],
    price: [700, 25000],
    specs: [
      ['General', 'Form factor', ['Desktop', 'Rack-mountable 1U', 'Rack-mountable 2U']],
      ['Performance', 'IPsec throughput', ['500 Mbps', '1 Gbps', '2.5 Gbps', '5 Gbps']],
      ['Interfaces', 'WAN ports', ['2 × GE', '4 × GE', '2 × 10GE SFP+']],
    ],
  },
  {
    category: 'Wireless Access Points',
    unspsc: '43222640',
    lines: [
      ['CSCO', 'Catalyst', ['C9105AXI', 'C9115AXE', 'CW9176I']],
      ['CSCO', 'Meraki', ['MR36', 'MR57', 'MR78']],
      ['HPE', 'Aruba', ['AP-635', 'AP-505', 'AP-655']],
      ['FTNT', 'FortiAP', ['FAP-431G', 'FAP-221E']],
    ],
    features: [
      'Wi-Fi 6 access point',
      'Wi-Fi 6E access point',
      'Wi-Fi 7 access point',
      'outdoor access point',
    ],
    variants: ['internal antennas', 'external antennas', 'ceiling mount', 'US regulatory domain'],
    price: [150, 2600],
    specs: [
      ['Wireless', 'Standard', ['802.11ax', '802.11ax (6 GHz)', '802.11be']],
      ['Wireless', 'Radios', ['2×2:2', '4×4:4', '8×8:8']],
      ['Power', 'Power', ['802.3af PoE', '802.3at PoE+', '802.3bt PoE']],
    ],
  },
  {
    category: 'Firewalls & Network Security',
    unspsc: '43222501',
    lines: [
      ['PANW', 'Next-generation', ['PA-415', 'PA-445', 'PA-1420', 'PA-3440']],
      ['FTNT', 'FortiGate', ['FG-70F', 'FG-80F', 'FG-120G']],
      ['CSCO', 'Secure Firewall', ['FPR1120', 'FPR3105']],
    ],
    features: ['firewall', 'firewall appliance', 'threat defense appliance', 'security gateway'],
    variants: ['AC power', 'redundant power', 'with 1-year protection bundle', 'high availability pair'],
    price: [400, 60000],
    specs: [
      ['Performance', 'Firewall throughput', ['1 Gbps', '5 Gbps', '10 Gbps', '20 Gbps', '40 Gbps']],
      ['Performance', 'Threat prevention throughput', ['500 Mbps', '1 Gbps', '3 Gbps', '9 Gbps']],
      ['General', 'Form factor', ['Desktop', 'Rack 1U', 'Rack 2U']],
    ],
  },
  {
    category: 'Notebooks',
    unspsc: '43211503',
    lines: [
      ['DELL', 'Latitude', ['LAT3540', 'LAT7640', 'LAT5550']],
      ['HPI', 'EliteBook', ['840G11', '860G11']],
      ['HPI', 'ProBook', ['440G11', '460G11']],
      ['LEN', 'ThinkPad', ['21ML', '21LK', '21KC']],
      ['LEN', 'ThinkBook', ['21MR', '21JB']],
      ['MSFT', 'Surface Laptop', ['SLP7', 'ZXX']],
      ['SAMS', 'Galaxy Book', ['NP750', 'NP960']],
    ],
    features: [
      '14" business laptop',
      '13" ultralight notebook',
      '15.6" notebook',
      '16" mobile workstation',
      '2-in-1 convertible laptop',
    ],
    variants: [
      'Core i5, 16GB, 512GB SSD',
      'Core i7, 32GB, 1TB SSD',
      'Core Ultra 5, 16GB, 256GB SSD',
      'Ryzen 7 PRO, 16GB, 512GB SSD',
      'Core Ultra 7, 32GB, 1TB SSD',
    ],
    price: [650, 3400],
    specs: [
      [
        'Processor',
        'CPU',
        ['Intel Core i5', 'Intel Core i7', 'Intel Core Ultra 5', 'Intel Core Ultra 7', 'AMD Ryzen 7 PRO'],
      ],
      ['Memory', 'RAM', ['8 GB', '16 GB', '32 GB', '64 GB']],
      ['Storage', 'Primary drive', ['256 GB SSD', '512 GB SSD', '1 TB SSD', '2 TB SSD']],
    ],
  },
  {
    category: 'Desktops',
    unspsc: '43211507',
    lines: [
      ['DELL', 'OptiPlex', ['OPT7020', 'OPT3000']],
      ['HPI', 'Elite', ['ELITE600', 'ELITE800']],
      ['HPI', 'Pro', ['PRO400G9']],
      ['LEN', 'ThinkCentre', ['12LN', '11T6']],
    ],
    features: ['small form factor desktop', 'micro desktop', 'tower desktop', 'all-in-one desktop'],
    variants: ['Core i5, 16GB, 256GB SSD', 'Core i7, 16GB, 512GB SSD', 'Core i3, 8GB, 256GB SSD'],
    price: [480, 2100],
    specs: [
      ['Processor', 'CPU', ['Intel Core i3', 'Intel Core i5', 'Intel Core i7']],
      ['Memory', 'RAM', ['8 GB', '16 GB', '32 GB']],
      ['Software', 'Operating system', ['Windows 11 Pro', 'Windows 11 Home', 'Ubuntu 22.04']],
    ],
  },
  {
    category: 'Servers',
    unspsc: '43211501',
    lines: [
      ['DELL', 'PowerEdge', ['R650', 'R750', 'R6615', 'T360']],
      ['HPE', 'ProLiant', ['DL325', 'DL385', 'ML110']],
      ['LEN', 'ThinkSystem', ['SR250', 'SR665', 'ST250']],
    ],
    features: ['rack server', 'tower server', 'dual-socket rack server', 'edge server'],
    variants: ['Xeon Silver, 32GB', 'Xeon Gold, 128GB', 'EPYC, 64GB', 'Xeon E, 16GB'],
    price: [1400, 45000],
    specs: [
      ['General', 'Form factor', ['Rack 1U', 'Rack 2U', 'Tower']],
      ['Processor', 'CPU', ['Intel Xeon Silver', 'Intel Xeon Gold', 'AMD EPYC', 'Intel Xeon E']],
      ['Management', 'Remote management', ['iDRAC9', 'iLO 6', 'XClarity Controller']],
    ],
  },
  {
    category: 'Drives & SSDs',
    unspsc: '43201832',
    lines: [
      ['SAMS', 'PRO', ['MZ-V8P', 'MZ-V9P']],
      ['SAMS', 'EVO', ['MZ-77Q', 'MZ-77E']],
      ['SAMS', 'Enterprise', ['MZQL2', 'MZ7L3']],
      ['HPE', 'Read-intensive', ['P47808', 'P49029']],
      ['DELL', 'Mixed-use', ['400-BDPD', '345-BEFN']],
    ],
    features: ['NVMe SSD', 'SATA SSD', 'SAS SSD', 'hard drive'],
    variants: ['960GB', '1.92TB', '3.84TB', '7.68TB', '2TB', '4TB'],
    price: [60, 4200],
    specs: [
      ['General', 'Interface', ['PCIe 4.0 NVMe', 'SATA 6 Gb/s', 'SAS 12 Gb/s']],
      ['General', 'Form factor', ['M.2 2280', '2.5"', 'U.2', '3.5"']],
      ['Endurance', 'Workload', ['Read intensive', 'Mixed use', 'Write intensive']],
    ],
  },
  {
    category: 'Memory',
    unspsc: '43201402',
    lines: [
      ['SAMS', 'Server', ['M393A', 'M321R']],
      ['HPE', 'SmartMemory', ['P06033', 'P64706']],
      ['DELL', 'Memory upgrade', ['370-AGZ', '370-AHC']],
      ['LEN', 'ThinkSystem', ['4X77A', '4X71M']],
    ],
    features: ['memory module', 'memory kit', 'RDIMM', 'SODIMM'],
    variants: ['16GB DDR4-3200', '32GB DDR5-4800', '64GB DDR5-5600', '8GB DDR4-2666'],
    price: [35, 1600],
    specs: [
      ['General', 'Capacity', ['8 GB', '16 GB', '32 GB', '64 GB']],
      ['General', 'Type', ['DDR4 RDIMM', 'DDR5 RDIMM', 'DDR5 SODIMM', 'DDR4 UDIMM']],
      ['Electrical', 'ECC', ['Yes', 'No']],
    ],
  },
  {
    category: 'Monitors',
    unspsc: '43211902',
    lines: [
      ['DELL', 'UltraSharp', ['U3224KB', 'U2424H']],
      ['DELL', 'Dell Pro', ['P2425', 'P3225']],
      ['HPI', 'HP E-Series', ['E27G5', 'E24G5']],
      ['HPI', 'HP Z', ['Z24F', 'Z27K']],
      ['LEN', 'ThinkVision', ['T24I', 'P27H']],
      ['SAMS', 'ViewFinity', ['LS27C', 'LS34C']],
    ],
    features: ['24" FHD monitor', '27" QHD monitor', '32" 4K monitor', '34" curved ultrawide monitor'],
    variants: ['USB-C hub', 'height adjustable', 'IPS', 'with webcam'],
    price: [120, 2200],
    specs: [
      ['Display', 'Diagonal size', ['24"', '27"', '32"', '34"']],
      ['Display', 'Native resolution', ['1920 × 1080', '2560 × 1440', '3840 × 2160', '3440 × 1440']],
      ['Connectivity', 'Inputs', ['HDMI, DisplayPort', 'USB-C, HDMI, DisplayPort', 'HDMI, USB-C 90 W']],
    ],
  },
  {
    category: 'Keyboards & Mice',
    unspsc: '43211706',
    lines: [
      ['LOGI', 'MX', ['920-01', '910-00']],
      ['LOGI', 'Signature', ['920-02', '910-01']],
      ['DELL', 'Dell Pro', ['KB525C', 'MS5320W']],
      ['MSFT', 'Ergonomic', ['8YX-', 'LXM-']],
      ['HPI', 'HP 900 series', ['4R0', '6VY']],
    ],
    features: ['keyboard', 'mouse', 'keyboard and mouse combo', 'ergonomic keyboard'],
    variants: ['US English', 'graphite', 'Bluetooth', 'USB receiver'],
    price: [15, 180],
    specs: [
      ['General', 'Connectivity', ['Bluetooth', '2.4 GHz USB receiver', 'Wired USB']],
      ['General', 'Layout', ['US English', 'US International', 'Full size']],
      ['Power', 'Battery', ['AA', 'AAA', 'Rechargeable']],
    ],
  },
  {
    category: 'Headsets',
    unspsc: '43191609',
    lines: [
      ['LOGI', 'Zone', ['981-00', '981-01']],
      ['LOGI', 'H-series', ['H390', 'H570E']],
      ['HPI', 'Poly Voyager', ['7G8', '8L5']],
      ['HPI', 'Poly Blackwire', ['8X2', '80S']],
    ],
    features: ['wireless headset', 'wired headset', 'earbuds', 'speakerphone'],
    variants: ['Teams certified', 'Zoom certified', 'USB-C', 'noise cancelling'],
    price: [30, 420],
    specs: [
      ['Audio', 'Type', ['Stereo', 'Mono', 'In-ear']],
      ['Connectivity', 'Interface', ['USB-A', 'USB-C', 'Bluetooth']],
      ['Certifications', 'Platforms', ['Microsoft Teams', 'Zoom', 'Google Meet']],
    ],
  },
  {
    category: 'UPS & Power Protection',
    unspsc: '39121011',
    lines: [
      ['APC', 'Smart-UPS', ['SMT750', 'SMX1500', 'SMC1000']],
      ['APC', 'Smart-UPS On-Line', ['SRT3000', 'SRT6K']],
      ['APC', 'Back-UPS', ['BX1500', 'BVX900']],
      ['APC', 'Easy UPS', ['SRV2K', 'SRV3K']],
    ],
    features: ['UPS', 'rack-mount UPS', 'tower UPS', 'lithium-ion UPS'],
    variants: ['120V', '230V', 'with network card', 'LCD'],
    price: [70, 9800],
    specs: [
      ['Output', 'Capacity', ['750 VA', '1000 VA', '1500 VA', '3000 VA', '5000 VA']],
      ['General', 'Topology', ['Standby', 'Line interactive', 'Double conversion online']],
      ['General', 'Form factor', ['Tower', 'Rack 2U', 'Rack/tower convertible']],
    ],
  },
  {
    category: 'Software Subscriptions',
    unspsc: '43232915',
    lines: [
      ['MSFT', 'Microsoft 365', ['CFQ7TTC0', 'CFQ7TTC1']],
      ['MSFT', 'Dynamics 365', ['DYN365']],
      ['VMW', 'vSphere', ['VCF-VSP']],
      ['VMW', 'Aria', ['VCF-ARIA']],
      ['CSCO', 'Webex', ['WEBEX-ENT']],
      ['CSCO', 'DNA', ['DNA-E', 'DNA-A']],
    ],
    features: ['subscription', 'term license', 'add-on subscription', 'user subscription'],
    variants: ['1 year', '3 years', 'monthly billing', 'per core', 'per user'],
    price: [4, 900],
    serviceLength: [12, 36],
    itemType: 'Recurring',
    specs: [
      ['Licensing', 'Term', ['12 months', '36 months']],
      ['Licensing', 'Billing', ['Monthly', 'Annual', 'Prepaid']],
      ['Licensing', 'Licensed per', ['User', 'Device', 'Core']],
    ],
  },
  {
    category: 'Cloud Services',
    unspsc: '81162000',
    lines: [
      ['MSFT', 'Azure', ['AZ-CONS']],
      ['VMW', 'VMware Cloud', ['VMC-AWS']],
      ['HPE', 'GreenLake', ['GLC-STOR']],
      ['PANW', 'Prisma', ['PRA-NET']],
    ],
    features: ['consumption', 'metered service', 'on-demand capacity', 'pay-as-you-go plan'],
    variants: ['billed monthly in arrears', 'per host-hour', 'per TB-month', 'per user-month'],
    price: [1, 400],
    itemType: 'Usage',
    specs: [
      ['Licensing', 'Term', ['Month to month', '12 months minimum']],
      ['Licensing', 'Billing', ['In arrears, metered']],
      ['Licensing', 'Unit', ['Host-hour', 'TB-month', 'User-month', 'USD 100']],
    ],
  },
  {
    category: 'Support & Warranty',
    unspsc: '81111812',
    lines: [
      ['CSCO', 'Smart Net Total Care', ['CON-SNT', 'CON-SSSNP']],
      ['DELL', 'ProSupport', ['PS-NBD', 'PSP-4HR']],
      ['HPE', 'Foundation Care', ['H7J3', 'HU4B']],
      ['LEN', 'Premier Support', ['5WS0']],
      ['HPI', 'Care Pack', ['U8LH', 'UB5R']],
      ['FTNT', 'FortiCare', ['FC-10']],
      ['PANW', 'Premium support', ['PAN-SVC']],
      ['APC', 'Extended warranty', ['WEXTWAR']],
    ],
    features: ['8×5 next business day', '24×7 4-hour onsite', 'next business day onsite', 'return to depot'],
    variants: ['1 year', '3 years', '5 years'],
    price: [40, 12000],
    serviceLength: [12, 36, 60],
    specs: [
      ['Service', 'Coverage', ['8×5', '24×7', 'Business hours']],
      ['Service', 'Response', ['Next business day', '4-hour onsite', 'Advance replacement']],
      ['Delivery', 'Fulfillment', ['Electronic registration']],
    ],
  },
];

const manufacturerName = new Map<string, string>(catalogueManufacturers.map((m) => [m.code, m.name]));

/** mulberry32: a small deterministic generator, so every machine gets the same 100,000 products. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A 4-character code unique for n < 36^4 (7,919 is prime to 36^4, so n ↦ 7919·n mod 36^4 is one-to-one). */
function uniqueCode(n: number): string {
  return ((n * 7919) % 36 ** 4).toString(36).toUpperCase().padStart(4, '0');
}

interface LargeProductRow {
  id: string;
  manufacturer_id: string;
  manufacturer_name: string;
  manufacturer_part: string;
  description: string;
  category: string;
  unspsc: string;
  unit_price: number;
  list_price: number;
  pricing_hidden: boolean;
  service_length: number;
  item_type: string | null;
  initial_term: number | null;
  available: boolean;
}

interface LargeSpecRow {
  product_id: string;
  sort: number;
  group_name: string;
  name: string;
  value: string;
}

/** The n-th generated product (1-based) and its tech specs. */
export function largeProduct(n: number): { product: LargeProductRow; specs: LargeSpecRow[] } {
  const random = generator(n * 2_654_435_761);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const family = families[n % families.length] as Family;
  const [maker, line, models] = pick(family.lines);
  const model = pick(models);
  const [low, high] = family.price;
  // Prices spread log-uniformly over the family's range, rounded to whole dollars above 100.
  const price = low * (high / low) ** random();
  const unitPrice = price >= 100 ? Math.round(price) : Math.round(price * 100) / 100;
  const listPrice = Math.round(unitPrice * (1.1 + random() * 0.4) * 100) / 100;
  const serviceLength = family.serviceLength ? pick(family.serviceLength) : 0;
  const id = largeProductId(n);
  return {
    product: {
      id,
      manufacturer_id: seedId(`manufacturer:${maker}`),
      manufacturer_name: manufacturerName.get(maker) as string,
      manufacturer_part: `${model}-${uniqueCode(n)}`,
      description: `${line} ${pick(family.features)}, ${pick(family.variants)}`,
      category: family.category,
      unspsc: family.unspsc,
      unit_price: unitPrice,
      list_price: listPrice,
      pricing_hidden: n % 53 === 0,
      service_length: serviceLength,
      item_type: family.itemType ?? null,
      initial_term: family.itemType === 'Recurring' ? serviceLength : family.itemType === 'Usage' ? 1 : null,
      available: n % 97 !== 0,
    },
    specs: family.specs.map(([groupName, name, values], sort) => ({
      product_id: id,
      sort,
      group_name: groupName,
      name,
      value: pick(values),
    })),
  };
}

/** Positions in `families`, by category, of the families related products come from. */
function familyAt(category: string): number {
  const at = families.findIndex((family) => family.category === category);
  if (at < 0) throw new Error(`No generated family ${category}`);
  return at;
}
const SUPPORT = familyAt('Support & Warranty');
/** What a hardware family offers as options: families whose products are its accessories and add-ons. */
const optionFamilies: ReadonlyMap<number, readonly number[]> = new Map([
  [familyAt('Network Switches'), [familyAt('Software Subscriptions')]],
  [familyAt('Routers'), [familyAt('Software Subscriptions')]],
  [familyAt('Wireless Access Points'), [familyAt('Software Subscriptions')]],
  [familyAt('Firewalls & Network Security'), [familyAt('Software Subscriptions')]],
  [familyAt('Notebooks'), [familyAt('Memory'), familyAt('Monitors'), familyAt('Keyboards & Mice')]],
  [familyAt('Desktops'), [familyAt('Memory'), familyAt('Monitors'), familyAt('Keyboards & Mice')]],
  [familyAt('Servers'), [familyAt('Memory'), familyAt('Drives & SSDs')]],
  [familyAt('Monitors'), []],
  [familyAt('UPS & Power Protection'), []],
]);

interface LargeRelationRow {
  product_id: string;
  related_product_id: string;
  kind: 'service' | 'option';
  sort: number;
}

/**
 * The service contracts and options of the n-th generated product, among the first `size`: a hardware product
 * offers the next two support products of the generation and, by family, the next products of its option
 * families (families take turns by n, so the product of family f in the same round is n - (n mod F) + f).
 */
export function largeRelations(
  n: number,
  size = LARGE_CATALOGUE_SIZE,
  idOf: (n: number) => string = largeProductId,
): LargeRelationRow[] {
  const family = n % families.length;
  const options = optionFamilies.get(family);
  if (!options) return [];
  const round = n - family;
  const row = (kind: 'service' | 'option', related: number, sort: number): LargeRelationRow[] =>
    related <= size ? [{ product_id: idOf(n), related_product_id: idOf(related), kind, sort }] : [];
  return [
    ...row('service', round + SUPPORT, 0),
    ...row('service', round + families.length + SUPPORT, 1),
    ...options.flatMap((option, sort) => row('option', round + option, sort)),
  ];
}

/**
 * Adds the 100,000 generated products (or the first `size` of them) to a seeded database, once: it does nothing
 * when they are there already, so a server restarted with SEED_SCALE=large keeps its data. Answers how many
 * products it wrote.
 */
export async function seedLargeCatalogue(db: Db, size = LARGE_CATALOGUE_SIZE): Promise<number> {
  const first = largeProductId(1);
  const existing = await db.select({ id: products.id }).from(products).where(eq(products.id, first)).limit(1);
  if (existing.length > 0) return 0;
  // The ids as generated (a seeded id is a hash: the relations would compute each again, 7 s for 187,488 rows).
  const ids: string[] = [''];
  await db.transaction(async (tx) => {
    for (let start = 1; start <= size; start += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, size - start + 1) }, (_, i) =>
        largeProduct(start + i),
      );
      for (const row of batch) ids.push(row.product.id);
      const productRows = JSON.stringify(batch.map((row) => row.product));
      await tx.execute(sql`
        insert into products (id, manufacturer_id, manufacturer_name, manufacturer_part, description, category,
          unspsc, unit_price, list_price, pricing_hidden, service_length, item_type, initial_term, available)
        select id, manufacturer_id, manufacturer_name, manufacturer_part, description, category, unspsc,
          unit_price, list_price, pricing_hidden, service_length, item_type, initial_term, available
        from json_to_recordset(${productRows}::json) as r(id uuid, manufacturer_id uuid, manufacturer_name text,
          manufacturer_part text, description text, category text, unspsc text, unit_price numeric,
          list_price numeric, pricing_hidden boolean, service_length integer, item_type text,
          initial_term integer, available boolean)`);
      const specRows = JSON.stringify(batch.flatMap((row) => row.specs));
      await tx.execute(sql`
        insert into product_tech_specs (product_id, sort, group_name, name, value)
        select product_id, sort, group_name, name, value
        from json_to_recordset(${specRows}::json) as r(product_id uuid, sort integer, group_name text,
          name text, value text)`);
    }
    // Relations point forward (to products of later batches), so they go in once every product is there.
    for (let start = 1; start <= size; start += BATCH) {
      const relationRows = JSON.stringify(
        Array.from({ length: Math.min(BATCH, size - start + 1) }, (_, i) =>
          largeRelations(start + i, size, (n) => ids[n] as string),
        ).flat(),
      );
      await tx.execute(sql`
        insert into product_relations (product_id, related_product_id, kind, sort)
        select product_id, related_product_id, kind, sort
        from json_to_recordset(${relationRows}::json) as r(product_id uuid, related_product_id uuid, kind text,
          sort integer)`);
    }
  });
  // Fresh statistics, so that the planner picks the search indexes at once rather than after autovacuum.
  await db.execute(sql`analyze products`);
  await db.execute(sql`analyze product_tech_specs`);
  await db.execute(sql`analyze product_relations`);
  return size;
}
