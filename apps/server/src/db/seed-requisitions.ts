import { EMPTY_GUID, Enumerations, type PricingRequestItem, WorkflowData } from '@b2b-portal/api';
import { compareMoney, type Money, numberLines, priceCartLine, toMoney } from '@b2b-portal/flows/rules';
import { asLines, linesTotals, type RequisitionLines } from '../features/requisitions/lines';
import { REQUISITION_COUNTER } from '../features/requisitions/numbers';
import type { Executor } from './client';
import { type ApprovalLevelSnapshot, documentCounters, requisitions, workflowHistory } from './schema';
import { catalogueManufacturers, catalogueSeedParts } from './seed-catalogue';
import { demoCheckout } from './seed-checkout';
import { demoCompanies, demoUsers } from './seed-data';
import { seedId } from './seed-ids';
import { northwindApprovalChains } from './seed-workflow';

/**
 * Issue 6: Northwind requisitions of Riley Requester in every status the pages show, each with its frozen
 * approval chain and history — pending at level 1 (under $1,000: one level), pending at level 2 (level 1
 * approved by Alex Approver), rejected by Alex with comments (Manager Reject), purchased after both levels, and
 * canceled after a rejection — plus one pending Contoso requisition (default chain) that Northwind never sees.
 */

export const demoRequisitions = {
  pendingLevel1: seedId('requisition:northwind:pending-level-1'),
  pendingLevel2: seedId('requisition:northwind:pending-level-2'),
  rejected: seedId('requisition:northwind:rejected'),
  purchased: seedId('requisition:northwind:purchased'),
  canceled: seedId('requisition:northwind:canceled'),
  contosoPending: seedId('requisition:contoso:pending'),
} as const;

/** The numbers given to the seeded requisitions; the counter continues after the last. */
export const demoRequisitionNumbers = {
  pendingLevel1: 'R-700001',
  pendingLevel2: 'R-700002',
  rejected: 'R-700003',
  purchased: 'R-700004',
  canceled: 'R-700005',
  contosoPending: 'R-700006',
} as const;

const { Requisition } = Enumerations.DocumentType;
const Status = Enumerations.RequisitionStatus;
const Roles = Enumerations.QuoteWorkflowRole;
const roleName = (roleType: number) =>
  Object.values(Roles).find((role) => role.value === roleType)?.name ?? String(roleType);

const manufacturerName = new Map<string, string>(catalogueManufacturers.map((m) => [m.code, m.name]));

/** Northwind's requisition chain as frozen on a document of `grandTotal`. */
function northwindChain(grandTotal: Money): ApprovalLevelSnapshot[] {
  return northwindApprovalChains
    .filter(
      (level) => level.documentType === Requisition.value && compareMoney(grandTotal, level.minAmount) >= 0,
    )
    .map((level) => ({
      level: level.level,
      roleType: level.roleType,
      roleName: roleName(level.roleType),
      minAmount: toMoney(level.minAmount),
    }));
}

/** The default chain (a company without its own): one level, Quote Approver, from $0. */
const defaultChain: ApprovalLevelSnapshot[] = [
  { level: 1, roleType: Roles.QuoteApprover.value, roleName: Roles.QuoteApprover.name, minAmount: '0.00' },
];

interface LineSpec {
  key: string;
  part: string;
  quantity: number;
  bundle?: string;
  group?: string;
}

function item(documentKey: string, spec: LineSpec, position: number): PricingRequestItem {
  const product = catalogueSeedParts.get(spec.part);
  if (!product) throw new Error(`No seeded product ${spec.part}`);
  const source = {
    unitPrice: product.unitPrice,
    quantity: spec.quantity,
    serviceLength: product.serviceLength ?? 0,
    pricingHidden: product.pricingHidden ?? false,
  };
  const priced = priceCartLine(source);
  return {
    id: seedId(`requisition-line:${documentKey}:${spec.key}`),
    productID: product.id,
    bundleID: spec.bundle ? seedId(`requisition-bundle:${documentKey}:${spec.bundle}`) : EMPTY_GUID,
    groupID:
      spec.group && !spec.bundle ? seedId(`requisition-group:${documentKey}:${spec.group}`) : EMPTY_GUID,
    position,
    printLineNumber: 0,
    indexPos: 0,
    manufacturerPart: product.part,
    manufacturerName: manufacturerName.get(product.manufacturer) ?? product.manufacturer,
    description: product.description,
    unitPrice: priced.unitPrice,
    quantity: spec.quantity,
    serviceLength: source.serviceLength,
    extendedPrice: priced.extendedPrice,
    pricingHidden: source.pricingHidden,
    isRequestItem: priced.isRequestItem,
    isCustomRequest: false,
    available: product.available ?? true,
    variableBilling: product.variableBilling
      ? { itemType: product.variableBilling.itemType, initialTerm: product.variableBilling.initialTerm }
      : null,
    comment: '',
  };
}

function lines(
  documentKey: string,
  specs: LineSpec[],
  extras: {
    bundles?: { key: string; name: string; quantity: number; group?: string }[];
    groups?: { key: string; name: string }[];
  } = {},
): RequisitionLines {
  return numberLines(
    asLines({
      groups: (extras.groups ?? []).map((group, position) => ({
        id: seedId(`requisition-group:${documentKey}:${group.key}`),
        parentGroupID: EMPTY_GUID,
        name: group.name,
        position,
        optional: false,
      })),
      bundles: (extras.bundles ?? []).map((bundle, position) => ({
        id: seedId(`requisition-bundle:${documentKey}:${bundle.key}`),
        groupID: bundle.group ? seedId(`requisition-group:${documentKey}:${bundle.group}`) : EMPTY_GUID,
        name: bundle.name,
        quantity: bundle.quantity,
        isBundle: true as const,
        isGhost: false,
        position,
      })),
      items: specs.map((spec, position) => item(documentKey, spec, position)),
    }),
  );
}

/** The checkout's workflow data the requisition was submitted with (the seeded Northwind addresses and terms). */
function northwindWorkflowData(documentKey: string, title: string, po: string, shipTo: string) {
  const n = demoCheckout.northwind;
  return WorkflowData.parse({
    order: { title, po, checkOutSessionID: seedId(`requisition-checkout:${documentKey}`) },
    billing: { billTo: { id: n.billTo }, payment: { paymentTermID: n.terms.net30 } },
    shipping: {
      shipTo: { id: shipTo, contactID: n.contacts.jordan },
      shippingMethod: { method: 2, carrierPayment: {}, useMyCarrierAccount: false },
    },
    endUserAddress: {},
    isTermsAccepted: true,
  }) as unknown as Record<string, unknown>;
}

const at = (iso: string) => new Date(iso);
const person = (user: { id: string; firstName: string; lastName: string }) => ({
  userId: user.id,
  actorName: `${user.firstName} ${user.lastName}`,
});

export async function seedRequisitions(db: Executor): Promise<void> {
  const nw = demoCompanies.northwind.id;
  const requester = demoUsers.requester;
  const { approver, approver2 } = demoUsers;
  const n = demoCheckout.northwind;
  const itInfra = seedId('bu:northwind:it-infra');
  const radiology = seedId('bu:northwind:radiology');

  const documents = [
    {
      key: 'pendingLevel1' as const,
      title: 'Clinic West wireless top-up',
      status: Status.InProcess.value,
      currentLevel: 1,
      businessUnitId: radiology,
      createdAt: at('2026-03-02T15:10:00Z'),
      lines: lines('pending-level-1', [
        { key: 'ap', part: 'MR46-HW', quantity: 1 },
        { key: 'sfp', part: 'GLC-TE', quantity: 1 },
      ]),
      po: 'NW-REQ-1001',
      shipTo: n.shipTos.clinicWest,
      steps: [{ action: 'Submitted', level: 1, who: requester, status: Status.InProcess.value, minutes: 0 }],
    },
    {
      key: 'pendingLevel2' as const,
      title: 'Data center access refresh',
      status: Status.InProcess.value,
      currentLevel: 2,
      businessUnitId: itInfra,
      createdAt: at('2026-02-24T14:00:00Z'),
      lines: lines(
        'pending-level-2',
        [
          { key: 'ap', part: 'C9120AXI-B', quantity: 2, bundle: 'kit' },
          { key: 'sfp', part: 'SFP-10G-SR', quantity: 2, bundle: 'kit' },
          { key: 'firewall', part: 'MX68-HW', quantity: 1, group: 'edge' },
          { key: 'license', part: 'LIC-ENT-3YR', quantity: 2 },
        ],
        {
          groups: [{ key: 'edge', name: 'Edge security' }],
          bundles: [{ key: 'kit', name: 'Closet access kit', quantity: 1 }],
        },
      ),
      po: 'NW-REQ-1002',
      shipTo: n.shipTos.dataCenter,
      steps: [
        { action: 'Submitted', level: 1, who: requester, status: Status.InProcess.value, minutes: 0 },
        { action: 'Approved', level: 1, who: approver, status: Status.InProcess.value, minutes: 26 * 60 },
      ],
    },
    {
      key: 'rejected' as const,
      title: 'Conference room access points',
      status: Status.Rejected.value,
      currentLevel: null,
      businessUnitId: itInfra,
      createdAt: at('2026-02-18T16:30:00Z'),
      lines: lines('rejected', [
        { key: 'ap', part: 'C9130AXI-B', quantity: 3 },
        { key: 'support', part: 'CON-SNT-C92002PE', quantity: 1 },
      ]),
      po: 'NW-REQ-1003',
      shipTo: n.shipTos.mainCampus,
      steps: [
        { action: 'Submitted', level: 1, who: requester, status: Status.InProcess.value, minutes: 0 },
        {
          action: 'Rejected',
          level: 1,
          who: approver,
          status: Status.Rejected.value,
          minutes: 3 * 60,
          comments: 'Please use the standard MR46 access point for conference rooms and resubmit.',
          rejectionAction: Enumerations.RejectionWorkflowAction.MgrReject.value,
        },
      ],
    },
    {
      key: 'purchased' as const,
      title: 'Branch firewalls',
      status: Status.Purchased.value,
      currentLevel: null,
      businessUnitId: itInfra,
      createdAt: at('2026-02-05T13:00:00Z'),
      lines: lines('purchased', [{ key: 'firewall', part: 'MX68-HW', quantity: 2 }]),
      po: 'NW-REQ-1004',
      shipTo: n.shipTos.mainCampus,
      steps: [
        { action: 'Submitted', level: 1, who: requester, status: Status.InProcess.value, minutes: 0 },
        { action: 'Approved', level: 1, who: approver, status: Status.InProcess.value, minutes: 90 },
        { action: 'Approved', level: 2, who: approver2, status: Status.InProcess.value, minutes: 20 * 60 },
        {
          action: 'Purchased',
          level: null,
          who: approver2,
          status: Status.Purchased.value,
          minutes: 20 * 60 + 5,
        },
      ],
    },
    {
      key: 'canceled' as const,
      title: 'Spare copper transceivers',
      status: Status.Canceled.value,
      currentLevel: null,
      businessUnitId: radiology,
      createdAt: at('2026-01-20T17:45:00Z'),
      lines: lines('canceled', [{ key: 'sfp', part: 'GLC-TE', quantity: 4 }]),
      po: 'NW-REQ-1005',
      shipTo: n.shipTos.clinicWest,
      steps: [
        { action: 'Submitted', level: 1, who: requester, status: Status.InProcess.value, minutes: 0 },
        {
          action: 'Rejected',
          level: 1,
          who: approver,
          status: Status.Rejected.value,
          minutes: 4 * 60,
          comments: 'Spares are covered by the support contract.',
          rejectionAction: Enumerations.RejectionWorkflowAction.Reject.value,
        },
        { action: 'Canceled', level: null, who: requester, status: Status.Canceled.value, minutes: 24 * 60 },
      ],
    },
  ];

  const rows: (typeof requisitions.$inferInsert)[] = [];
  const history: (typeof workflowHistory.$inferInsert)[] = [];
  for (const document of documents) {
    const id = demoRequisitions[document.key];
    const subtotal = linesTotals(document.lines).subTotal;
    const chain = northwindChain(subtotal);
    rows.push({
      id,
      companyId: nw,
      number: demoRequisitionNumbers[document.key],
      title: document.title,
      status: document.status,
      requesterUserId: requester.id,
      businessUnitId: document.businessUnitId,
      lines: document.lines,
      subtotal,
      grandTotal: subtotal,
      workflowData: northwindWorkflowData(document.key, document.title, document.po, document.shipTo),
      approvalChain: chain,
      currentLevel: document.currentLevel,
      submittedAt: document.createdAt,
      createdAt: document.createdAt,
      updatedAt: document.createdAt,
    });
    document.steps.forEach((step, index) => {
      const level = step.level === null ? undefined : chain.find((entry) => entry.level === step.level);
      history.push({
        id: seedId(`requisition-history:${document.key}:${index}`),
        companyId: nw,
        documentType: Requisition.value,
        documentId: id,
        action: step.action,
        level: step.level,
        roleName: level?.roleName ?? '',
        ...person(step.who),
        comments: 'comments' in step ? step.comments : '',
        rejectionAction: 'rejectionAction' in step ? step.rejectionAction : null,
        status: step.status,
        createdAt: new Date(document.createdAt.getTime() + step.minutes * 60_000),
      });
    });
  }

  // Contoso: one pending requisition up its default chain; no Northwind user ever sees it.
  const contosoLines = lines('contoso-pending', [{ key: 'sfp', part: 'GLC-TE', quantity: 2 }]);
  const contosoTotal = linesTotals(contosoLines).subTotal;
  const c = demoCheckout.contoso;
  const contosoCreated = at('2026-03-01T12:00:00Z');
  rows.push({
    id: demoRequisitions.contosoPending,
    companyId: demoCompanies.contoso.id,
    number: demoRequisitionNumbers.contosoPending,
    title: 'Store 12 network spares',
    status: Status.InProcess.value,
    requesterUserId: demoUsers.contosoBuyer.id,
    lines: contosoLines,
    subtotal: contosoTotal,
    grandTotal: contosoTotal,
    workflowData: WorkflowData.parse({
      order: {
        title: 'Store 12 network spares',
        po: 'CR-REQ-77',
        checkOutSessionID: seedId('requisition-checkout:contoso'),
      },
      billing: { billTo: { id: c.billTo }, payment: { paymentTermID: c.terms.net30 } },
      shipping: {
        shipTo: { id: c.shipTos.store12, contactID: c.contacts.riley },
        shippingMethod: { method: 1, carrierPayment: {}, useMyCarrierAccount: false },
      },
      endUserAddress: {},
      isTermsAccepted: true,
    }) as unknown as Record<string, unknown>,
    approvalChain: defaultChain,
    currentLevel: 1,
    submittedAt: contosoCreated,
    createdAt: contosoCreated,
    updatedAt: contosoCreated,
  });
  history.push({
    id: seedId('requisition-history:contoso:0'),
    companyId: demoCompanies.contoso.id,
    documentType: Requisition.value,
    documentId: demoRequisitions.contosoPending,
    action: 'Submitted',
    level: 1,
    roleName: Roles.QuoteApprover.name,
    ...person(demoUsers.contosoBuyer),
    status: Status.InProcess.value,
    createdAt: contosoCreated,
  });

  await db.insert(requisitions).values(rows);
  await db.insert(workflowHistory).values(history);
  // New requisitions continue after the seeded numbers (the counter holds the last number given).
  const last = Math.max(...Object.values(demoRequisitionNumbers).map((number) => Number(number.slice(2))));
  await db
    .insert(documentCounters)
    .values({ name: REQUISITION_COUNTER.name, value: last })
    .onConflictDoNothing();
}
