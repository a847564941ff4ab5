import { Enumerations } from '@b2b-portal/api';
import {
  addMoney,
  compareMoney,
  emptyGuid,
  extendedPrice as flowsExtendedPrice,
  isZeroMoney,
  type Money,
  multiplyMoney,
  numberLines,
  subtractMoney,
  sumMoney,
  toMoney,
} from '@b2b-portal/flows/rules';
import { eq } from 'drizzle-orm';
import { defaultDocumentAddresses, documentAddress } from '../features/documents/addresses';
import type { Executor } from './client';
import {
  type ApprovalLevelSnapshot,
  addresses,
  type DocumentAddressValue,
  quotes,
  type SalesContact,
  workflowHistory,
} from './schema';
import { catalogueSeedParts } from './seed-catalogue';
import { catalogueManufacturers } from './seed-catalogue-data';
import { demoCheckout } from './seed-checkout';
import { demoCompanies, demoUsers } from './seed-data';
import { seedId } from './seed-ids';
import { northwindApprovalChains } from './seed-workflow';

/**
 * Issue 6: quotes in every status. Northwind has one of each (three Submitted: a small one for the
 * approve → checkout journey, a large one needing both levels, one for the reject journey), a Waiting one approved
 * at level 1 and waiting for level 2, and Contoso two, to prove company isolation. Lines are catalogue products;
 * dates are relative to the seeding day (Q-500201/Q-500202 are the pricing-request quotes of seed-pricing-requests.ts) so the date-range presets find them.
 */

const S = Enumerations.QuoteStatus;
const QUOTE = Enumerations.DocumentType.Quote.value;
const roleNames = new Map<number, string>(
  Object.values(Enumerations.QuoteWorkflowRole).map((entry) => [entry.value, entry.name]),
);

/** The ids (and numbers) tests and journeys use. */
export const demoQuotes = {
  unsubmitted: { id: seedId('quote:northwind:unsubmitted'), number: 'Q-500100' },
  /** Under $10,000, requested by buyer@northwind: approve (level 1 only) → checkout journey. */
  submittedSmall: { id: seedId('quote:northwind:submitted-small'), number: 'Q-500101' },
  /** $10,000 or more: needs Quote Approver and Approver Level 2. */
  submittedLarge: { id: seedId('quote:northwind:submitted-large'), number: 'Q-500102' },
  /** The reject-with-comments journey. */
  submittedReject: { id: seedId('quote:northwind:submitted-reject'), number: 'Q-500103' },
  /** Approved at level 1 by approver@northwind, waiting for approver2@northwind at level 2. */
  waiting: { id: seedId('quote:northwind:waiting'), number: 'Q-500104' },
  approved: { id: seedId('quote:northwind:approved'), number: 'Q-500105' },
  rejected: { id: seedId('quote:northwind:rejected'), number: 'Q-500106' },
  purchased: { id: seedId('quote:northwind:purchased'), number: 'Q-500107' },
  /** Stored as Submitted at level 1, but past its expiry: answers Expired (4) and is not pending. */
  expired: { id: seedId('quote:northwind:expired'), number: 'Q-500108' },
  /** Requested by admin@northwind: not visible to buyer@northwind (viewQuote only). */
  lost: { id: seedId('quote:northwind:lost'), number: 'Q-500109' },
  canceled: { id: seedId('quote:northwind:canceled'), number: 'Q-500110' },
  contosoSubmitted: { id: seedId('quote:contoso:submitted'), number: 'Q-500301' },
  contosoApproved: { id: seedId('quote:contoso:approved'), number: 'Q-500302' },
} as const;

type QuoteKey = keyof typeof demoQuotes;

const salesTeam = {
  accountManager: { name: 'Jordan Ellis', email: 'jordan.ellis@reseller.example', phone: '555-010-2200' },
  insideSales: { name: 'Priya Natarajan', email: 'priya.natarajan@reseller.example', phone: '555-010-2210' },
  westAccountManager: { name: 'Sam Ortega', email: 'sam.ortega@reseller.example', phone: '555-010-3300' },
  westInsideSales: { name: 'Lee Park', email: 'lee.park@reseller.example', phone: '555-010-3310' },
} satisfies Record<string, SalesContact>;

const TERMS =
  'Prices are valid until the expiry date of this quote and exclude any taxes not shown. Hardware ships from ' +
  'stock or the manufacturer; lead times are estimates. Services and subscriptions start on delivery and renew ' +
  'as stated on each line. Returns are subject to a 20% restocking fee; past-due balances carry a 1.5% monthly ' +
  'finance charge. Acceptance of this quote constitutes agreement to these terms.';

interface LineSpec {
  part: string;
  quantity: number;
  /** Months (subscriptions, services); default the product's. */
  serviceLength?: number;
  /** A negotiated unit price; default the catalogue's. */
  unitPrice?: number;
  group?: string;
  bundle?: string;
}

interface QuoteSpec {
  key: QuoteKey;
  company: 'northwind' | 'contoso';
  title: string;
  status: number;
  requester: keyof typeof demoUsers | null;
  businessUnit?: string;
  daysAgo: number;
  /** Days from today (negative: past). */
  expiresInDays: number | null;
  groups?: { key: string; name: string }[];
  bundles?: { key: string; name: string; group?: string; quantity?: number }[];
  lines: LineSpec[];
  discounts?: { description: string; amount: number }[];
  shipping?: number;
  /** Workflow: submitted (current level 1), waiting at level 2 after level 1, approved, rejected, purchased. */
  workflow?: 'submitted' | 'waiting' | 'approved' | 'rejected' | 'purchased';
  rejection?: string;
  /** Ship to another address of the company than the requester's primary one. */
  shipTo?: string;
  /** The end user the quote names (none by default). */
  endUser?: DocumentAddressValue;
}

const manufacturerNames = new Map<string, string>(catalogueManufacturers.map((m) => [m.code, m.name]));
const TAX_RATE = '0.0625';

function buildLines(quoteKey: string, spec: QuoteSpec) {
  const id = (kind: string, key: string) => seedId(`quote:${quoteKey}:${kind}:${key}`);
  const groups = (spec.groups ?? []).map((group, position) => ({
    id: id('group', group.key),
    parentGroupID: emptyGuid,
    name: group.name,
    position,
    optional: false,
  }));
  const bundles = (spec.bundles ?? []).map((bundle, position) => ({
    id: id('bundle', bundle.key),
    groupID: bundle.group ? id('group', bundle.group) : emptyGuid,
    name: bundle.name,
    quantity: bundle.quantity ?? 1,
    isBundle: true as const,
    isGhost: false,
    position,
  }));
  const items = spec.lines.map((line, index) => {
    const product = catalogueSeedParts.get(line.part);
    if (!product) throw new Error(`Seed quote ${quoteKey}: no product ${line.part}`);
    const unitPrice = toMoney(line.unitPrice ?? product.unitPrice);
    const serviceLength = line.serviceLength ?? product.serviceLength ?? 0;
    const extendedPrice = flowsExtendedPrice(unitPrice, line.quantity, serviceLength);
    const bundle = line.bundle ? spec.bundles?.find((b) => b.key === line.bundle) : undefined;
    const group = line.group ?? bundle?.group;
    return {
      id: id('item', `${index}`),
      productID: product.id,
      bundleID: line.bundle ? id('bundle', line.bundle) : emptyGuid,
      groupID: group ? id('group', group) : emptyGuid,
      position: index,
      manufacturerPart: product.part,
      manufacturerName: manufacturerNames.get(product.manufacturer) ?? product.manufacturer,
      description: product.description,
      unitPrice,
      quantity: line.quantity,
      serviceLength,
      extendedPrice,
      pricingHidden: false,
      isRequestItem: isZeroMoney(extendedPrice),
      isCustomRequest: false,
      available: product.available !== false,
      variableBilling: product.variableBilling ?? null,
      comment: '',
    };
  });
  return numberLines({ groups, bundles, items });
}

/** The levels of the company's quote chain that apply to a grand total (Contoso: the default chain). */
export function quoteChainFor(company: 'northwind' | 'contoso', grandTotal: Money): ApprovalLevelSnapshot[] {
  const levels =
    company === 'northwind'
      ? northwindApprovalChains.filter((level) => level.documentType === QUOTE)
      : [{ level: 1, roleType: Enumerations.QuoteWorkflowRole.QuoteApprover.value, minAmount: 0 }];
  return levels
    .filter((level) => compareMoney(grandTotal, level.minAmount) >= 0)
    .map((level) => ({
      level: level.level,
      roleType: level.roleType,
      roleName: roleNames.get(level.roleType) ?? '',
      minAmount: toMoney(level.minAmount),
    }));
}

const specs: QuoteSpec[] = [
  {
    key: 'unsubmitted',
    company: 'northwind',
    title: 'Cardiology conference room displays',
    status: S.Unsubmitted.value,
    requester: 'buyer',
    businessUnit: 'cardiology',
    daysAgo: 1,
    expiresInDays: 30,
    lines: [
      { part: 'LS32BM702UNXGO', quantity: 4 },
      { part: '960-001105', quantity: 2 },
    ],
  },
  {
    key: 'submittedSmall',
    company: 'northwind',
    title: 'Radiology workstation refresh',
    status: S.Submitted.value,
    requester: 'buyer',
    businessUnit: 'radiology',
    daysAgo: 2,
    expiresInDays: 30,
    groups: [{ key: 'reading', name: 'Reading room' }],
    bundles: [{ key: 'seat', name: 'Reading seat', group: 'reading' }],
    lines: [
      { part: 'P3680-I713700-32', quantity: 2, unitPrice: 2150, bundle: 'seat' },
      { part: 'U2724D', quantity: 4, bundle: 'seat' },
      { part: 'WD19S130W', quantity: 2, group: 'reading' },
      { part: '920-010116', quantity: 2 },
    ],
    discounts: [{ description: 'Healthcare program discount', amount: 150 }],
    shipping: 45,
    workflow: 'submitted',
  },
  {
    key: 'submittedLarge',
    company: 'northwind',
    title: 'Data centre core switching',
    status: S.Submitted.value,
    requester: 'buyer',
    businessUnit: 'it-infra',
    daysAgo: 3,
    expiresInDays: 45,
    groups: [
      { key: 'core', name: 'Core switches' },
      { key: 'power', name: 'Power protection' },
    ],
    lines: [
      { part: 'C9300-48P-A', quantity: 2, group: 'core' },
      { part: 'CON-SNT-C93004PA', quantity: 2, group: 'core' },
      { part: 'SMT3000RM2UC', quantity: 2, group: 'power' },
      { part: 'AP9641', quantity: 2, group: 'power' },
    ],
    discounts: [
      { description: 'Cisco deal registration', amount: 850 },
      { description: 'Volume discount', amount: 300 },
    ],
    shipping: 120,
    workflow: 'submitted',
    shipTo: demoCheckout.northwind.shipTos.dataCenter,
    endUser: {
      name: 'Northwind Health Data Center Operations',
      formatted: '55 Innovation Way, Floor 2, Pittsburgh, PA 15222',
      line1: '55 Innovation Way',
      line2: 'Floor 2',
      line3: '',
      city: 'Pittsburgh',
      state: 'PA',
      zipCode: '15222',
      countryCode: 'USA',
      contactName: 'Sam Rivera',
      email: 'dc-ops@northwind.example',
      phone: '412-555-0188',
    },
  },
  {
    key: 'submittedReject',
    company: 'northwind',
    title: 'Finance laptop docks and peripherals',
    status: S.Submitted.value,
    requester: 'buyer',
    businessUnit: 'finance',
    daysAgo: 4,
    expiresInDays: 30,
    lines: [
      { part: '40AY0090US', quantity: 6 },
      { part: '910-006581', quantity: 6 },
      { part: '63A3GAR1US', quantity: 3 },
    ],
    shipping: 35,
    workflow: 'submitted',
  },
  {
    key: 'waiting',
    company: 'northwind',
    title: 'Clinical wireless expansion',
    status: S.Waiting.value,
    requester: 'buyer',
    businessUnit: 'clinical',
    daysAgo: 6,
    expiresInDays: 40,
    bundles: [{ key: 'closet', name: 'Wiring closet kit', quantity: 1 }],
    lines: [
      { part: 'C9300-48U-A', quantity: 1, bundle: 'closet' },
      { part: 'SRT5KRMXLT', quantity: 1, bundle: 'closet' },
      { part: 'C9300-48P-A', quantity: 1 },
    ],
    discounts: [{ description: 'Cisco deal registration', amount: 600 }],
    shipping: 95,
    workflow: 'waiting',
  },
  {
    key: 'approved',
    company: 'northwind',
    title: 'Front desk UPS replacements',
    status: S.Approved.value,
    requester: 'buyer',
    businessUnit: 'it-infra',
    daysAgo: 9,
    expiresInDays: 20,
    lines: [
      { part: 'BR1500MS2', quantity: 5 },
      { part: 'BE600M1', quantity: 5 },
    ],
    shipping: 40,
    workflow: 'approved',
  },
  {
    key: 'rejected',
    company: 'northwind',
    title: 'Samsung tablets for rounding',
    status: S.Rejected.value,
    requester: 'buyer',
    businessUnit: 'clinical',
    daysAgo: 12,
    expiresInDays: 20,
    lines: [{ part: 'SM-X510NZAAXAR', quantity: 8 }],
    shipping: 30,
    workflow: 'rejected',
    rejection: 'We standardised on another tablet model this year; please quote the approved model instead.',
  },
  {
    key: 'purchased',
    company: 'northwind',
    title: 'IT applications monitors',
    status: S.Purchased.value,
    requester: 'buyer',
    businessUnit: 'it-apps',
    daysAgo: 40,
    expiresInDays: -10,
    lines: [
      { part: 'LS27B800PXNXGO', quantity: 6 },
      { part: 'LS24A400VENXZA', quantity: 6 },
    ],
    discounts: [{ description: 'Bundle discount', amount: 120 }],
    shipping: 60,
    workflow: 'purchased',
  },
  {
    key: 'expired',
    company: 'northwind',
    title: 'Finance printer fleet',
    status: S.Submitted.value,
    requester: 'buyer',
    businessUnit: 'finance',
    daysAgo: 70,
    expiresInDays: -5,
    lines: [{ part: '6N4E2AA#ABA', quantity: 10 }],
    shipping: 25,
    workflow: 'submitted',
  },
  {
    key: 'lost',
    company: 'northwind',
    title: 'Corporate storage upgrade',
    status: S.Lost.value,
    requester: 'admin',
    businessUnit: 'corporate',
    daysAgo: 100,
    expiresInDays: -40,
    lines: [{ part: 'MZ-77E1T0B/AM', quantity: 20 }],
  },
  {
    key: 'canceled',
    company: 'northwind',
    title: 'Cardiology keyboards',
    status: S.Canceled.value,
    requester: null,
    businessUnit: 'cardiology',
    daysAgo: 200,
    expiresInDays: -150,
    lines: [{ part: '920-008671', quantity: 12 }],
  },
  {
    key: 'contosoSubmitted',
    company: 'contoso',
    title: 'Contoso store network refresh',
    status: S.Submitted.value,
    requester: 'contosoBuyer',
    daysAgo: 2,
    expiresInDays: 30,
    lines: [{ part: 'C9300-48P-A', quantity: 1 }],
    shipping: 50,
    workflow: 'submitted',
  },
  {
    key: 'contosoApproved',
    company: 'contoso',
    title: 'Contoso back office monitors',
    status: S.Approved.value,
    requester: 'contosoBuyer',
    daysAgo: 8,
    expiresInDays: 30,
    lines: [{ part: 'LS24A400VENXZA', quantity: 4 }],
    workflow: 'approved',
  },
];

const DAY = 86_400_000;

export async function seedQuotes(db: Executor): Promise<void> {
  const now = Date.now();
  const history: (typeof workflowHistory.$inferInsert)[] = [];
  const approver = demoUsers.approver;
  const approver2 = demoUsers.approver2;
  for (const spec of specs) {
    const { id, number } = demoQuotes[spec.key];
    const companyId = demoCompanies[spec.company].id;
    const lines = buildLines(spec.key, spec);
    const subtotal = sumMoney(lines.items.map((item) => item.extendedPrice));
    const discounts = (spec.discounts ?? []).map((d) => ({
      description: d.description,
      amount: toMoney(d.amount),
    }));
    const discount = sumMoney(discounts.map((d) => d.amount));
    const taxTotal = multiplyMoney(subtractMoney(subtotal, discount), TAX_RATE);
    const shippingTotal = toMoney(spec.shipping ?? 0);
    const grandTotal = addMoney(subtractMoney(subtotal, discount), taxTotal, shippingTotal);
    const chain = spec.workflow ? quoteChainFor(spec.company, grandTotal) : [];
    const createdAt = new Date(now - spec.daysAgo * DAY);
    const submittedAt = spec.workflow ? new Date(createdAt.getTime() + 3600_000) : null;
    const sales =
      spec.company === 'northwind'
        ? { accountManager: salesTeam.accountManager, insideSales: salesTeam.insideSales }
        : { accountManager: salesTeam.westAccountManager, insideSales: salesTeam.westInsideSales };
    const currentLevel = spec.workflow === 'submitted' ? 1 : spec.workflow === 'waiting' ? 2 : null;
    const defaults = await defaultDocumentAddresses(
      db,
      companyId,
      spec.requester ? demoUsers[spec.requester].id : null,
    );
    const [shipTo] = spec.shipTo
      ? await db.select().from(addresses).where(eq(addresses.id, spec.shipTo))
      : [];
    await db.insert(quotes).values({
      id,
      companyId,
      number,
      title: spec.title,
      status: spec.status,
      requesterUserId: spec.requester ? demoUsers[spec.requester].id : null,
      createdBy: sales.insideSales.name,
      businessUnitId: spec.businessUnit ? seedId(`bu:northwind:${spec.businessUnit}`) : null,
      accountManager: sales.accountManager,
      insideSales: sales.insideSales,
      billTo: defaults.billTo,
      shipTo: shipTo ? documentAddress(shipTo) : defaults.shipTo,
      endUser: spec.endUser ?? defaults.endUser,
      lines,
      discounts,
      subtotal,
      taxTotal,
      taxFlags: 1,
      shippingTotal,
      grandTotal,
      termsAndConditions: TERMS,
      expiresAt: spec.expiresInDays === null ? null : new Date(now + spec.expiresInDays * DAY),
      approvalChain: chain,
      currentLevel,
      submittedAt,
      createdAt,
      updatedAt: createdAt,
    });
    if (!spec.workflow || !submittedAt) continue;
    const at = (hours: number) => new Date(submittedAt.getTime() + hours * 3600_000);
    const base = { companyId, documentType: QUOTE, documentId: id };
    history.push({
      ...base,
      action: 'Submitted',
      level: null,
      userId: null,
      actorName: sales.insideSales.name,
      status: S.Submitted.value,
      createdAt: at(0),
    });
    const level1 = chain[0];
    const approverOf = spec.company === 'northwind' ? approver : null;
    const actor = approverOf
      ? { userId: approverOf.id, actorName: `${approverOf.firstName} ${approverOf.lastName}` }
      : { userId: null, actorName: 'Contoso approver' };
    if (spec.workflow === 'waiting' || spec.workflow === 'approved' || spec.workflow === 'purchased') {
      history.push({
        ...base,
        action: 'Approved',
        level: 1,
        roleName: level1?.roleName ?? '',
        ...actor,
        status: spec.workflow === 'waiting' ? S.Waiting.value : S.Approved.value,
        createdAt: at(5),
      });
      if (spec.workflow !== 'waiting' && chain.length > 1) {
        history.push({
          ...base,
          action: 'Approved',
          level: 2,
          roleName: chain[1]?.roleName ?? '',
          userId: approver2.id,
          actorName: `${approver2.firstName} ${approver2.lastName}`,
          status: S.Approved.value,
          createdAt: at(8),
        });
      }
    }
    if (spec.workflow === 'purchased') {
      const buyer = demoUsers.buyer;
      history.push({
        ...base,
        action: 'Purchased',
        level: null,
        userId: buyer.id,
        actorName: `${buyer.firstName} ${buyer.lastName}`,
        status: S.Purchased.value,
        createdAt: at(24),
      });
    }
    if (spec.workflow === 'rejected') {
      history.push({
        ...base,
        action: 'Rejected',
        level: 1,
        roleName: level1?.roleName ?? '',
        ...actor,
        comments: spec.rejection ?? '',
        rejectionAction: Enumerations.RejectionWorkflowAction.Reject.value,
        status: S.Rejected.value,
        createdAt: at(6),
      });
    }
  }
  if (history.length > 0) {
    await db.insert(workflowHistory).values(
      history.map((entry, index) => ({
        ...entry,
        id: seedId(`quote-history:${entry.documentId}:${index}`),
      })),
    );
  }
}
