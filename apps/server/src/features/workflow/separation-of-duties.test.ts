import {
  DocumentWorkflowAnswer,
  Problem,
  QuotePage,
  Requisition,
  RequisitionSummaryPage,
  WorkflowActionList,
  WorkflowInfo,
  WorkflowTokenAnswer,
} from '@b2b-portal/api';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApprovalLevelSnapshot,
  companies,
  mailOutbox,
  quotes,
  requisitions,
  userRoles,
} from '../../db/schema';
import { demoCompanies, demoRoles, demoUsers } from '../../db/seed-data';
import { demoQuotes } from '../../db/seed-quotes';
import { demoRequisitions } from '../../db/seed-requisitions';
import { createTestApp, type TestApp } from '../../testing';
import { type Answer, type Caller, signedInCallers } from '../cart/testing';
import { recordHistory } from './history';

// Issue 15: approver2 held both roles of a two-level chain and approved both levels of a $493,865.88 quote. One
// person approves one level of a document unless the company allows more (approvalAllowSameApproverAcrossLevels).

let t: TestApp;
const as = signedInCallers(() => t);

/** Morgan Manager: Quote Approver and Approver Level 2, so both levels of the chains below. */
const morgan = () => as(demoUsers.approver2.username);
/** Alex Approver, given Approver Level 2 here too: the other person who may approve level 2. */
const alex = () => as(demoUsers.approver.username);

function ok<T>(answer: Answer, schema: { parse(value: unknown): T }): T {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return schema.parse(answer.body);
}

type DocumentType = 4 | 8;

async function tokenOf(caller: Caller, documentType: DocumentType, documentId: string) {
  const query = `documentType=${documentType}&documentId=${documentId}`;
  return ok(await caller('GET', `V1.0/workflowrouting/gettokenbyuser?${query}`), WorkflowTokenAnswer).token;
}

async function actionsOf(caller: Caller, documentType: DocumentType, documentId: string) {
  const token = encodeURIComponent(await tokenOf(caller, documentType, documentId));
  const query = `documentType=${documentType}&documentId=${documentId}&token=${token}`;
  return ok(await caller('GET', `V1.0/workflowrouting/listActions?${query}`), WorkflowActionList);
}

async function approve(caller: Caller, documentType: DocumentType, documentID: string) {
  const token = await tokenOf(caller, documentType, documentID);
  const path = documentType === 8 ? 'v1.0/quote/submitWorkflow' : 'v1.0/requisition/submitWorkflow';
  return caller('POST', path, { json: { documentID, actionID: 'approve', token } });
}

async function levelsOf(caller: Caller, documentType: DocumentType, documentId: string) {
  const query = `documentType=${documentType}&documentId=${documentId}`;
  return ok(await caller('GET', `V1.0/workflowrouting/getWorkflowInfo?${query}`), WorkflowInfo).levels;
}

async function pendingQuotes(caller: Caller) {
  const query = { start: '1', records: '50', sortBy: '0', status: '-1' };
  return ok(await caller('GET', 'v1.0/quote/listpending', { query }), QuotePage).data.map((row) => row.id);
}

async function pendingRequisitions(caller: Caller) {
  const query = { start: '1', records: '50', sortBy: '0' };
  const page = ok(await caller('GET', 'v1.0/requisition/listpending', { query }), RequisitionSummaryPage);
  return page.data.map((row) => row.id);
}

/** The refusal of an approval by who approved the level before. */
function separated(answer: Answer, documentName: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(403);
  const problem = Problem.parse(answer.body);
  expect(problem.code).toBe('SeparationOfDuties');
  expect(problem.message).toBe(
    `You approved level 1 of this ${documentName}. Another approver must approve level 2 (separation of duties).`,
  );
}

/** Quote Approver, then Approver Level 2: Morgan holds both. */
const chain: ApprovalLevelSnapshot[] = [
  { level: 1, roleType: 13, roleName: 'Quote Approver', minAmount: '0.00' },
  { level: 2, roleType: 15, roleName: 'Approver Level 2', minAmount: '10000.00' },
];

let made = 0;

/** A submitted copy of a seeded quote, for $493,865.88, at level 1 of the two-level chain. */
async function submittedQuote(): Promise<string> {
  const [seeded] = await t.database.db
    .select()
    .from(quotes)
    .where(eq(quotes.id, demoQuotes.submittedLarge.id));
  if (!seeded) throw new Error('seeded quote missing');
  const { id: _id, orderId: _order, pricingRequestId: _request, ...copy } = seeded;
  made += 1;
  const [row] = await t.database.db
    .insert(quotes)
    .values({
      ...copy,
      number: `Q-SOD-${made}`,
      status: 2,
      grandTotal: '493865.88',
      approvalChain: chain,
      currentLevel: 1,
      version: 1,
    })
    .returning({ id: quotes.id });
  const id = row?.id ?? '';
  await recordHistory(t.database.db, {
    companyId: demoCompanies.northwind.id,
    documentType: 8,
    documentId: id,
    action: 'Submitted',
    user: null,
    actorName: 'Priya Natarajan',
    status: 2,
  });
  return id;
}

/** A pending copy of a seeded requisition of the requester's, at level 1 of the two-level chain. */
async function pendingRequisition(): Promise<string> {
  const [seeded] = await t.database.db
    .select()
    .from(requisitions)
    .where(eq(requisitions.id, demoRequisitions.pendingLevel1));
  if (!seeded) throw new Error('seeded requisition missing');
  const { id: _id, orderId: _order, ...copy } = seeded;
  made += 1;
  const [row] = await t.database.db
    .insert(requisitions)
    .values({ ...copy, number: `R-SOD-${made}`, approvalChain: chain, currentLevel: 1, version: 1 })
    .returning({ id: requisitions.id });
  const id = row?.id ?? '';
  await recordHistory(t.database.db, {
    companyId: demoCompanies.northwind.id,
    documentType: 4,
    documentId: id,
    action: 'Submitted',
    user: null,
    actorName: 'Riley Requester',
    status: 4,
  });
  return id;
}

/** Sets Northwind's setting (absent in the seed: off). */
async function allowSameApprover(allow: boolean) {
  const where = eq(companies.id, demoCompanies.northwind.id);
  const [company] = await t.database.db.select().from(companies).where(where);
  if (!company) throw new Error('Northwind missing');
  await t.database.db
    .update(companies)
    .set({
      storefrontSettings: { ...company.storefrontSettings, approvalAllowSameApproverAcrossLevels: allow },
    })
    .where(where);
}

beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
  await t.database.db
    .insert(userRoles)
    .values({ userId: demoUsers.approver.id, roleId: demoRoles.approverLevel2.id });
}, 300_000);
afterAll(async () => {
  await t?.close();
});

describe.each([
  { documentType: 8 as const, documentName: 'quote', make: submittedQuote, pending: pendingQuotes },
  {
    documentType: 4 as const,
    documentName: 'requisition',
    make: pendingRequisition,
    pending: pendingRequisitions,
  },
])('separation of duties on a two-level $documentName', ({ documentType, documentName, make, pending }) => {
  let id = '';

  beforeAll(async () => {
    id = await make();
  });

  it('should let the holder of both roles approve level 1, then refuse them level 2 and say why', async () => {
    const first = ok(await approve(await morgan(), documentType, id), DocumentWorkflowAnswer);
    expect(first.currentLevel).toBe(2);

    separated(await approve(await morgan(), documentType, id), documentName);
    const list = await actionsOf(await morgan(), documentType, id);
    expect(list.actions).toEqual([]);
    expect(list.message).toBe(
      `You approved level 1 of this ${documentName}. Another approver must approve level 2 (separation of duties).`,
    );
  });

  it('should not offer level 2 to who approved level 1: not in their pending list, its approvers or its mail', async () => {
    expect(await pending(await morgan())).not.toContain(id);
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.documentId, id), like(mailOutbox.kind, '%.approvalNeeded')));
    expect(mail?.to).toEqual([demoUsers.approver.username]);
    expect(await pending(await alex())).toContain(id);
    const level2 = (await levelsOf(await morgan(), documentType, id))[1];
    expect(level2).toMatchObject({ state: 'current' });
    expect(level2?.approvers).toContain('Alex Approver');
    expect(level2?.approvers).not.toContain('Morgan Manager');
  });

  it('should let another approver approve level 2', async () => {
    const list = await actionsOf(await alex(), documentType, id);
    expect(list.actions.map((action) => action.id)).toContain('approve');
    const final = ok(await approve(await alex(), documentType, id), DocumentWorkflowAnswer);
    // A quote is Approved and continues to its checkout; a requisition's last approval places its order there.
    expect(final.checkout).toMatchObject({ documentType, documentId: id });
  });
});

describe('the checkout of a requisition’s last approval', () => {
  it('should refuse who approved level 1 there too', async () => {
    const id = await pendingRequisition();
    ok(await approve(await morgan(), 4, id), DocumentWorkflowAnswer);
    const token = encodeURIComponent(await tokenOf(await morgan(), 4, id));
    const page = await (await morgan())(
      'GET',
      `V1.0/workflowrouting/WorkflowPageLoad?documentType=4&documentID=${id}&actionID=approve&token=${token}`,
    );
    separated(page, 'requisition');
  });
});

describe('the lines of a requisition after one level', () => {
  it('should not let who approved level 1 change the lines level 2 approves', async () => {
    const id = await pendingRequisition();
    ok(await approve(await morgan(), 4, id), DocumentWorkflowAnswer);
    const seen = ok(await (await morgan())('GET', 'V1.0/Requisition/Get', { query: { id } }), Requisition);
    expect(seen.canDeleteLines).toBe(false);
    const itemId = seen.items[0]?.id ?? '';
    const refused = await (await morgan())('DELETE', 'V1.0/Requisition/DeleteItem', {
      query: { id, itemId },
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(Problem.parse(refused.body).code).toBe('RequisitionLinesLocked');
    // The other approver of level 2 may.
    const theirs = ok(await (await alex())('GET', 'V1.0/Requisition/Get', { query: { id } }), Requisition);
    expect(theirs.canDeleteLines).toBe(true);
  });
});

describe('a company that allows one approver across levels', () => {
  beforeAll(() => allowSameApprover(true));
  afterAll(() => allowSameApprover(false));

  it.each([
    { documentType: 8 as const, make: submittedQuote, pending: pendingQuotes },
    { documentType: 4 as const, make: pendingRequisition, pending: pendingRequisitions },
  ])(
    'should let one person approve both levels of document type $documentType',
    async ({ documentType, make, pending }) => {
      const id = await make();
      ok(await approve(await morgan(), documentType, id), DocumentWorkflowAnswer);
      expect(await pending(await morgan())).toContain(id);
      expect((await levelsOf(await morgan(), documentType, id))[1]?.approvers).toContain('Morgan Manager');
      const final = ok(await approve(await morgan(), documentType, id), DocumentWorkflowAnswer);
      expect(final.checkout).toMatchObject({ documentType, documentId: id });
    },
  );
});
