import {
  DocumentWorkflowAnswer,
  Problem,
  WorkflowActionList,
  WorkflowConfirmation,
  WorkflowInfo,
  WorkflowPageLoadAnswer,
  WorkflowTokenAnswer,
} from '@b2b-portal/api';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders, quotes, requisitions } from '../../db/schema';
import { seedProductId } from '../../db/seed-catalogue';
import { demoCompanies, demoUsers } from '../../db/seed-data';
import { createTestApp, type TestApp } from '../../testing';
import { type Answer, type Caller, cartOf, signedInCallers } from '../cart/testing';
import { netTermsBody } from '../checkout/testing';
import { readHistory, recordHistory } from './history';

let t: TestApp;
const as = signedInCallers(() => t);

function ok<T>(answer: Answer, schema: { parse(value: unknown): T }, status = 200): T {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return schema.parse(answer.body);
}

function refusal(answer: Answer, status: number) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return Problem.parse(answer.body);
}

const requester = demoUsers.requester.username;
const approver = demoUsers.approver.username;
const approver2 = demoUsers.approver2.username;

async function tokenOf(caller: Caller, documentType: 4 | 8, documentId: string) {
  const query = `documentType=${documentType}&documentId=${documentId}`;
  return ok(await caller('GET', `V1.0/workflowrouting/gettokenbyuser?${query}`), WorkflowTokenAnswer).token;
}

async function actionsOf(caller: Caller, documentType: 4 | 8, documentId: string) {
  const token = await tokenOf(caller, documentType, documentId);
  const query = `documentType=${documentType}&documentId=${documentId}&token=${encodeURIComponent(token)}`;
  return {
    token,
    list: ok(await caller('GET', `V1.0/workflowrouting/listActions?${query}`), WorkflowActionList),
  };
}

async function act(
  caller: Caller,
  documentType: 4 | 8,
  documentID: string,
  actionID: string,
  extra: { comments?: string; rejectionAction?: number; token?: string } = {},
) {
  const token = extra.token ?? (await tokenOf(caller, documentType, documentID));
  const path = documentType === 8 ? 'v1.0/quote/submitWorkflow' : 'v1.0/requisition/submitWorkflow';
  return caller('POST', path, { json: { documentID, actionID, token, ...extra } });
}

async function info(caller: Caller, documentType: 4 | 8, documentId: string) {
  return ok(
    await caller(
      'GET',
      `V1.0/workflowrouting/getWorkflowInfo?documentType=${documentType}&documentId=${documentId}`,
    ),
    WorkflowInfo,
  );
}

/** Checks out through /checkout with a document's continuation (or the cart when none). */
async function checkout(
  caller: Caller,
  continuation: { documentType: number; documentId: string; actionId: string; token: string } | null,
  po = `PO-${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
) {
  const query = continuation
    ? `?documentType=${continuation.documentType}&documentID=${continuation.documentId}&actionID=${continuation.actionId}&token=${encodeURIComponent(continuation.token)}`
    : '';
  const page = ok(
    await caller('GET', `V1.0/workflowrouting/WorkflowPageLoad${query}`),
    WorkflowPageLoadAnswer,
  );
  const body = netTermsBody(page, { po, title: page.defaults.title || 'Monitors for radiology' });
  if (continuation) {
    body.documentType = continuation.documentType;
    body.actionID = continuation.actionId;
    body.token = continuation.token;
  }
  return { page, answer: await caller('POST', 'v1.0/workflowrouting/submitWorkflow', { json: body }) };
}

async function mailTo(username: string) {
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.companyId, demoCompanies.northwind.id))
    .orderBy(desc(mailOutbox.createdAt))
    .then((rows) => rows.filter((row) => row.to.includes(username)));
}

beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
});
afterAll(async () => {
  await t?.close();
});

describe('a requisition goes up its approval chain and becomes an order', () => {
  let requisitionId = '';
  let number = '';

  it('is made when a user who may not order checks out the cart', async () => {
    const caller = await as(requester);
    // $1,000 or more: both of Northwind's requisition levels apply.
    cartOf(
      await caller('POST', 'v1.0/Product/addItem', {
        json: { productId: seedProductId('C9200-24P-E'), quantity: 2 },
      }),
    );
    const { page, answer } = await checkout(caller, null);
    expect(page.outcome).toBe('requisition');
    const confirmation = ok(answer, WorkflowConfirmation);
    expect(confirmation.documentType).toBe(4);
    expect(confirmation.documentNumber).toMatch(/^R-\d+$/);
    expect(confirmation.confirmedOrderNumber).toBe('');
    requisitionId = confirmation.documentID;
    number = confirmation.documentNumber;

    const [row] = await t.database.db.select().from(requisitions).where(eq(requisitions.id, requisitionId));
    expect(row?.status).toBe(4);
    expect(row?.currentLevel).toBe(1);
    expect(row?.approvalChain.map((level) => level.roleName)).toEqual([
      'Approver Level 1',
      'Approver Level 2',
    ]);
    expect(Number(row?.grandTotal ?? 0)).toBeGreaterThanOrEqual(1000);
    // No order, the cart is empty, the level-1 approver was told.
    const placed = await t.database.db.select().from(orders).where(eq(orders.userId, demoUsers.requester.id));
    expect(placed).toHaveLength(0);
    expect((await mailTo(approver)).some((mail) => mail.subject.includes(number))).toBe(true);
  });

  it("cannot be approved by its requester, nor at a level that is not the approver's", async () => {
    const own = await actionsOf(await as(requester), 4, requisitionId);
    expect(own.list.actions).toEqual([]);
    expect(own.list.message).toBe('Waiting for Approver Level 1 to approve.');
    expect(refusal(await act(await as(requester), 4, requisitionId, 'approve'), 403).code).toBe(
      'OwnRequisition',
    );

    const other = await actionsOf(await as(approver2), 4, requisitionId);
    expect(other.list.actions).toEqual([]);
    expect(other.list.message).toContain('Approver Level 1');
    expect(refusal(await act(await as(approver2), 4, requisitionId, 'approve'), 422).code).toBe(
      'WorkflowActionNotAvailable',
    );
  });

  it('needs comments to be rejected, then goes back to its requester', async () => {
    const caller = await as(approver);
    const { list } = await actionsOf(caller, 4, requisitionId);
    expect(list.actions.map((entry) => entry.id)).toEqual(['approve', 'reject']);
    expect(list.actions[0]?.leadsToCheckout).toBe(false);

    const blank = refusal(await act(caller, 4, requisitionId, 'reject', { comments: '   ' }), 422);
    expect(blank.code).toBe('CommentsRequired');
    expect(blank.message).toBe('Please enter comments for the rejection.');

    const rejected = ok(
      await act(caller, 4, requisitionId, 'reject', {
        comments: 'Use the standard switch model',
        rejectionAction: 2,
      }),
      DocumentWorkflowAnswer,
    );
    expect(rejected.status).toBe(3);
    const state = await info(caller, 4, requisitionId);
    const last = state.history.at(-1);
    expect(last).toMatchObject({ action: 'Rejected', level: 1, comments: 'Use the standard switch model' });
    expect(last?.rejectionActionName).toBe('Rejected by a manager');
    expect(last?.actor).toBe('Alex Approver');
    expect(state.levels[0]?.state).toBe('rejected');
    expect(
      (await mailTo(requester)).some((mail) => mail.text.includes('Use the standard switch model')),
    ).toBe(true);
    // The reason by its name, not its code ('MgrReject', 'Manager Reject').
    expect((await mailTo(requester)).some((mail) => mail.text.includes('(Rejected by a manager)'))).toBe(
      true,
    );
  });

  it('is resubmitted by its requester through checkout', async () => {
    const caller = await as(requester);
    const { list, token } = await actionsOf(caller, 4, requisitionId);
    expect(list.actions.map((entry) => entry.id)).toEqual(['resubmit', 'cancel']);
    const answer = ok(await act(caller, 4, requisitionId, 'resubmit', { token }), DocumentWorkflowAnswer);
    expect(answer.checkout).toMatchObject({
      documentType: 4,
      documentId: requisitionId,
      actionId: 'resubmit',
    });
    const { page, answer: submitted } = await checkout(caller, answer.checkout);
    expect(page.outcome).toBe('requisition');
    expect(page.defaults.title).toBe('Monitors for radiology');
    expect(ok(submitted, WorkflowConfirmation)).toMatchObject({ documentType: 4, documentNumber: number });
    const state = await info(caller, 4, requisitionId);
    expect(state.status).toBe(4);
    expect(state.currentLevel).toBe(1);
    expect(state.history.at(-1)?.action).toBe('Resubmitted');
    expect(state.levels.map((level) => level.state)).toEqual(['current', 'waiting']);
  });

  it('refuses a stale token', async () => {
    const caller = await as(approver);
    const { token } = await actionsOf(caller, 4, requisitionId);
    ok(await act(caller, 4, requisitionId, 'approve', { token }), DocumentWorkflowAnswer);
    expect(refusal(await act(caller, 4, requisitionId, 'approve', { token }), 422).code).toBe(
      'WorkflowChanged',
    );
  });

  it('shows who approved level 1 and who level 2 waits for', async () => {
    const state = await info(await as(requester), 4, requisitionId);
    expect(state.levels[0]).toMatchObject({ state: 'approved', actor: 'Alex Approver' });
    expect(state.levels[1]).toMatchObject({ state: 'current', roleName: 'Approver Level 2' });
    expect(state.levels[1]?.approvers).toContain('Morgan Manager');
    expect((await mailTo(approver2)).some((mail) => mail.subject.includes(number))).toBe(true);
  });

  it('becomes an order at the last approval, placed through checkout', async () => {
    const caller = await as(approver2);
    const { list } = await actionsOf(caller, 4, requisitionId);
    expect(list.actions.find((entry) => entry.id === 'approve')?.leadsToCheckout).toBe(true);
    const answer = ok(await act(caller, 4, requisitionId, 'approve'), DocumentWorkflowAnswer);
    expect(answer.checkout?.actionId).toBe('approve');
    // Nothing changes until the order is placed.
    expect((await info(caller, 4, requisitionId)).status).toBe(4);

    const { page, answer: placed } = await checkout(caller, answer.checkout);
    expect(page.outcome).toBe('order');
    const confirmation = ok(placed, WorkflowConfirmation);
    expect(confirmation.documentType).toBe(5);
    expect(confirmation.confirmedOrderNumber).toMatch(/^SO-/);

    const state = await info(caller, 4, requisitionId);
    expect(state.status).toBe(1);
    expect(state.history.slice(-2).map((step) => [step.action, step.level])).toEqual([
      ['Approved', 2],
      ['Purchased', null],
    ]);
    const [row] = await t.database.db.select().from(requisitions).where(eq(requisitions.id, requisitionId));
    expect(row?.orderId).toBe(confirmation.documentID);
    expect(
      (await mailTo(requester)).some((mail) => mail.subject.includes(confirmation.confirmedOrderNumber)),
    ).toBe(true);
  });

  it('is not visible to another company', async () => {
    const other = await as(demoUsers.contosoBuyer.username);
    refusal(
      await other('GET', `V1.0/workflowrouting/gettokenbyuser?documentType=4&documentId=${requisitionId}`),
      403,
    );
    const admin = await as(demoUsers.admin.username);
    expect((await info(admin, 4, requisitionId)).documentID).toBe(requisitionId);
  });
});

describe('a quote is approved level by level and checked out', () => {
  let quoteId = '';

  beforeAll(async () => {
    // A submitted quote of $12,500 for the Northwind buyer: both quote levels apply.
    const lines = {
      groups: [],
      bundles: [],
      items: [
        {
          id: crypto.randomUUID(),
          productID: seedProductId('C9200-24P-E'),
          bundleID: '00000000-0000-0000-0000-000000000000',
          groupID: '00000000-0000-0000-0000-000000000000',
          position: 1,
          printLineNumber: 1,
          indexPos: 0,
          manufacturerPart: 'C9200-24P-E',
          manufacturerName: 'Cisco',
          description: 'Catalyst 9200 24-port PoE+',
          unitPrice: 2500,
          quantity: 5,
          serviceLength: 0,
          extendedPrice: 12500,
          pricingHidden: false,
          isRequestItem: false,
          isCustomRequest: false,
          available: true,
          variableBilling: null,
          comment: '',
        },
      ],
    };
    const [row] = await t.database.db
      .insert(quotes)
      .values({
        companyId: demoCompanies.northwind.id,
        number: 'Q-TEST-1',
        title: 'Core switches',
        status: 2,
        requesterUserId: demoUsers.buyer.id,
        createdBy: 'Sam Sales',
        lines,
        subtotal: '12500.00',
        grandTotal: '12500.00',
        accountManager: { name: 'Sam Sales', email: 'sam.sales@reseller.example', phone: '' },
        approvalChain: [
          { level: 1, roleType: 13, roleName: 'Quote Approver', minAmount: 0 },
          { level: 2, roleType: 15, roleName: 'Approver Level 2', minAmount: 10000 },
        ],
        currentLevel: 1,
      })
      .returning({ id: quotes.id });
    quoteId = row?.id ?? '';
  });

  it("tells a reader without approveQuotes the documents' message", async () => {
    const buyer = await as(demoUsers.buyer.username);
    const { list } = await actionsOf(buyer, 8, quoteId);
    expect(list.actions).toEqual([]);
    expect(list.message).toBe(
      'You do not have the required permissions to process this quote. Please contact your system administrator.',
    );
    const refused = refusal(await act(buyer, 8, quoteId, 'approve'), 403);
    expect(refused.code).toBe('QuoteApprovalNotAllowed');
  });

  it('waits for level 2 after level 1, then continues into checkout and is purchased', async () => {
    const first = ok(await act(await as(approver), 8, quoteId, 'approve'), DocumentWorkflowAnswer);
    expect(first).toMatchObject({ status: 9, currentLevel: 2, checkout: null });
    expect(first.message).toBe('Approved at level 1. Waiting for Approver Level 2.');

    const final = ok(await act(await as(approver2), 8, quoteId, 'approve'), DocumentWorkflowAnswer);
    expect(final.status).toBe(7);
    expect(final.checkout).toMatchObject({ documentType: 8, documentId: quoteId, actionId: 'checkout' });

    // A token of another user does not open the checkout.
    const wrongUser = await (await as(approver))(
      'GET',
      `V1.0/workflowrouting/WorkflowPageLoad?documentType=8&documentID=${quoteId}&actionID=checkout&token=${encodeURIComponent(final.checkout?.token ?? '')}`,
    );
    expect(refusal(wrongUser, 422).code).toBe('WorkflowChanged');

    const { page, answer } = await checkout(await as(approver2), final.checkout);
    expect(page.lines.grandTotal).toBe('12500.00');
    expect(page.defaults.title).toBe('Core switches');
    const confirmation = ok(answer, WorkflowConfirmation);
    const [row] = await t.database.db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(row?.status).toBe(3);
    expect(row?.orderId).toBe(confirmation.documentID);
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, confirmation.documentID), eq(orders.sourceDocumentType, 8)));
    expect(order?.grandTotal).toBe('12500.00');
  });

  it('cannot be checked out twice', async () => {
    const answer = await (await as(approver2))(
      'GET',
      `V1.0/workflowrouting/gettokenbyuser?documentType=8&documentId=${quoteId}`,
    );
    const token = ok(answer, WorkflowTokenAnswer).token;
    const again = await (await as(approver2))(
      'GET',
      `V1.0/workflowrouting/WorkflowPageLoad?documentType=8&documentID=${quoteId}&actionID=checkout&token=${encodeURIComponent(token)}`,
    );
    refusal(again, 422);
  });
});

describe('approval chains', () => {
  it('are read by approvers and set by user administrators, in order', async () => {
    const admin = await as(demoUsers.useradmin.username);
    const bad = await admin('POST', 'V1.0/workflowrouting/saveApprovalChain', {
      json: {
        documentType: 4,
        levels: [
          { level: 1, roleType: 14, minAmount: '500' },
          { level: 2, roleType: 15, minAmount: '100' },
        ],
      },
    });
    expect(refusal(bad, 422).code).toBe('ApprovalChainInvalid');
    const saved = await admin('POST', 'V1.0/workflowrouting/saveApprovalChain', {
      json: { documentType: 8, levels: [{ level: 1, roleType: 13, minAmount: '0' }] },
    });
    expect(saved.status).toBe(200);
    const read = await (await as(approver))('GET', 'V1.0/workflowrouting/getApprovalChain?documentType=8');
    expect(read.body).toMatchObject({
      isDefault: false,
      levels: [{ level: 1, roleName: 'Quote Approver', minAmount: '0.00' }],
    });
    expect(
      (
        await (
          await as(approver)
        )('POST', 'V1.0/workflowrouting/saveApprovalChain', {
          json: { documentType: 8, levels: [] },
        })
      ).status,
    ).toBe(403);
  });
});

describe('workflow history', () => {
  it('keeps the order of steps written in one transaction (the last approval and the order it made)', async () => {
    const documentId = crypto.randomUUID();
    const actions = ['Approved', 'Purchased', 'Canceled', 'Resubmitted', 'ItemDeleted'];
    await t.database.db.transaction(async (tx) => {
      for (const action of actions) {
        await recordHistory(tx, {
          companyId: demoCompanies.northwind.id,
          documentType: 4,
          documentId,
          action,
          user: null,
          actorName: 'Test',
        });
      }
    });
    const read = await readHistory(t.database.db, 4, documentId);
    expect(read.map((step) => step.action)).toEqual(actions);
  });
});
