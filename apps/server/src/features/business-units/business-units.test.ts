import {
  BusinessData,
  BusinessUnitList,
  BusinessUnitSetting,
  BusinessUnitSpendingLimit,
  EMPTY_GUID,
  OrderPage,
  Problem,
  QuotePage,
  RequisitionSummaryPage,
  SpendingLimit,
  WorkflowConfirmation,
  WorkflowPageLoadAnswer,
} from '@b2b-portal/api';
import { addMoney, subtractMoney } from '@b2b-portal/flows/rules';
import { formatMoney } from '@b2b-portal/ui/format';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { orders, userPermissions, workflowHistory } from '../../db/schema';
import { seedProductId } from '../../db/seed-catalogue';
import { northwindBusinessUnits } from '../../db/seed-data';
import { seedId } from '../../db/seed-ids';
import { demoQuotes } from '../../db/seed-quotes';
import { demoRequisitions } from '../../db/seed-requisitions';
import { describeOnBothEngines, type EngineSubject } from '../../test-support/engines';
import { demoUsers } from '../../testing';
import type { Answer, Caller } from '../cart/testing';
import { netTermsBody } from '../checkout/testing';

/**
 * The Document Categorization Hierarchy (issue 18): a company administrator (`businessunits`) adds, renames, moves
 * and deletes units and levels of the company's hierarchy; what does not fit (a move under its own branch, a unit
 * at the wrong level, a unit or level in use) is refused with the reason; another company's units answer 404; a
 * buyer's checkout files the order under a chosen unit, and a required hierarchy refuses an order without one.
 * The same scenario runs on PGlite and on PostgreSQL.
 */

const unit = (key: string) => seedId(`bu:northwind:${key}`);
const [division, department, costCenter] = northwindBusinessUnits.types.map((type) => type.id) as [
  string,
  string,
  string,
];

/** An amount as the messages show it, without the dollar sign: "1234.50" → "1,234.50". */
const format = (amount: string) => formatMoney(amount).replace('$', '');

function ok<T>(answer: Answer, schema: { parse(value: unknown): T }): T {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return schema.parse(answer.body);
}

function refusal(answer: Answer, status: number) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return Problem.parse(answer.body);
}

/** The answer of BusinessUnit/upsert: the unit as saved. */
const savedUnit = {
  parse: (value: unknown) => value as { id: string; name: string; parentID: string | null },
};

const flatten = (units: BusinessData['units']): BusinessData['units'] =>
  units.flatMap((entry) => [entry, ...flatten(entry.children)]);

function hierarchyScenario(subject: () => EngineSubject) {
  const admin = () => subject().as(demoUsers.useradmin.username);
  const upsert = (caller: Caller, json: Record<string, unknown>) =>
    caller('POST', 'V1.0/BusinessUnit/upsert', { json });
  const data = async (caller: Caller) =>
    ok(await caller('GET', 'V1.0/BusinessUnit/getBusinessData'), BusinessData);

  it('should answer the editor the setting, the levels and every unit with the documents filed under it', async () => {
    const body = await data(await admin());
    expect(body.setting).toMatchObject({
      label: 'Department',
      hierarchyName: 'Northwind Departments',
      active: true,
    });
    expect(body.levels.map((level) => [level.level, level.name])).toEqual([
      [1, 'Division'],
      [2, 'Department'],
      [3, 'Cost Center'],
    ]);
    const all = flatten(body.units);
    expect(all).toHaveLength(8);
    // Seeded orders, quotes and requisitions are filed under Cardiology (4), none under Information Technology itself.
    expect(all.find((entry) => entry.id === unit('cardiology'))?.documentCount).toBe(4);
    expect(all.find((entry) => entry.id === unit('it'))?.documentCount).toBe(0);
  });

  it('should add a unit under a parent one level up, rename it and move it with its branch', async () => {
    const caller = await admin();
    const added = ok(
      await upsert(caller, { name: 'Oncology', typeID: department, parentID: unit('clinical') }),
      savedUnit,
    );
    const cc = ok(
      await upsert(caller, { name: 'Oncology Imaging (CC-5100)', typeID: costCenter, parentID: added.id }),
      savedUnit,
    );
    // Renamed, then moved under Corporate with its cost center.
    const renamed = await upsert(caller, {
      id: added.id,
      name: 'Oncology Services',
      typeID: department,
      parentID: unit('corporate'),
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const list = ok(await caller('GET', 'V1.0/BusinessUnit/listHierarchy'), BusinessUnitList);
    expect(list.units.find((entry) => entry.id === cc.id)?.path).toBe(
      'Corporate › Oncology Services › Oncology Imaging (CC-5100)',
    );
  });

  it('should refuse a move under the unit itself or its own units, and a unit at the wrong level', async () => {
    const caller = await admin();
    const intoOwn = refusal(
      await upsert(caller, {
        id: unit('corporate'),
        name: 'Corporate',
        typeID: division,
        parentID: unit('it'),
      }),
      422,
    );
    expect(intoOwn).toMatchObject({
      code: 'BusinessUnitMoveIntoOwnBranch',
      message: 'Corporate cannot be moved under itself or one of its own units.',
    });
    const wrongLevel = refusal(
      await upsert(caller, { name: 'Skipping a level', typeID: costCenter, parentID: unit('clinical') }),
      422,
    );
    expect(wrongLevel.code).toBe('BusinessUnitLevelMismatch');
    expect(wrongLevel.errors?.[0]?.path).toBe('typeID');
    // A department cannot sit at the top; a unit with units below cannot change level.
    expect(refusal(await upsert(caller, { name: 'Loose', typeID: department }), 422).code).toBe(
      'BusinessUnitLevelMismatch',
    );
    expect(
      refusal(await upsert(caller, { id: unit('it'), name: 'Information Technology', typeID: division }), 422)
        .code,
    ).toBe('BusinessUnitLevelChangeWithChildren');
    // A blank name gets the documents' required-fields message, before anything is written.
    const blank = refusal(await upsert(caller, { name: '  ', typeID: division }), 400);
    expect(blank.errors).toEqual([
      { path: 'name', message: 'Please enter all required fields and try again.' },
    ]);
    // Two siblings of one name are refused.
    expect(
      refusal(
        await upsert(caller, { name: 'radiology', typeID: department, parentID: unit('clinical') }),
        409,
      ).message,
    ).toBe('There is already a unit named Radiology there.');
  });

  it('should refuse to delete a unit documents are filed under, or one with units below, with the reason', async () => {
    const caller = await admin();
    const inUse = refusal(
      await caller('DELETE', 'V1.0/BusinessUnit/delete', { query: { id: unit('cardiology') } }),
      409,
    );
    expect(inUse).toMatchObject({
      code: 'BusinessUnitInUse',
      message:
        'Cardiology cannot be deleted: 4 documents (orders, quotes or requisitions) are filed under it. Mark it inactive instead.',
    });
    expect(
      refusal(await caller('DELETE', 'V1.0/BusinessUnit/delete', { query: { id: unit('clinical') } }), 409)
        .code,
    ).toBe('BusinessUnitHasChildren');
    // An unused leaf goes.
    const leaf = ok(
      await upsert(caller, { name: 'Temporary', typeID: costCenter, parentID: unit('finance') }),
      savedUnit,
    );
    expect((await caller('DELETE', 'V1.0/BusinessUnit/delete', { query: { id: leaf.id } })).status).toBe(200);
    expect(flatten((await data(caller)).units).some((entry) => entry.id === leaf.id)).toBe(false);
  });

  it('should add, rename and delete a level, refusing one units are at', async () => {
    const caller = await admin();
    const typeInUse = refusal(
      await caller('DELETE', 'V1.0/BusinessUnitType/delete', { query: { id: costCenter } }),
      409,
    );
    expect(typeInUse.code).toBe('BusinessUnitTypeInUse');
    expect(typeInUse.message).toMatch(
      /^The level Cost Center cannot be deleted: \d+ units are at this level\.$/,
    );
    const team = await caller('POST', 'V1.0/BusinessUnitType/upsert', { json: { name: 'Team' } });
    expect(team.status, JSON.stringify(team.body)).toBe(200);
    expect(team.body).toMatchObject({ name: 'Team', level: 4 });
    const id = (team.body as { id: string }).id;
    expect(
      refusal(await caller('POST', 'V1.0/BusinessUnitType/upsert', { json: { id, name: 'division' } }), 409)
        .code,
    ).toBe('BusinessUnitLevelNameTaken');
    expect((await caller('DELETE', 'V1.0/BusinessUnitType/delete', { query: { id } })).status).toBe(200);
    expect((await data(caller)).levels).toHaveLength(3);
  });

  it("should neither show nor change another company's units (404), and need businessunits to change any", async () => {
    // A Contoso user given businessunits: Northwind's units are not there for it.
    await subject()
      .database.db.insert(userPermissions)
      .values({ userId: demoUsers.contosoBuyer.id, permission: 'businessunits' })
      .onConflictDoNothing();
    const contoso = await subject().as(demoUsers.contosoBuyer.username);
    const other = await data(contoso);
    expect(other).toEqual({ setting: null, levels: [], units: [] });
    expect(
      refusal(await upsert(contoso, { id: unit('radiology'), name: 'Taken over', typeID: department }), 404)
        .code,
    ).toBe('BusinessUnitNotFound');
    expect(refusal(await upsert(contoso, { name: 'Mine', typeID: division }), 404).code).toBe(
      'BusinessUnitTypeNotFound',
    );
    expect(
      refusal(await contoso('DELETE', 'V1.0/BusinessUnit/delete', { query: { id: unit('corporate') } }), 404)
        .code,
    ).toBe('BusinessUnitNotFound');
    expect(
      refusal(await contoso('DELETE', 'V1.0/BusinessUnitType/delete', { query: { id: division } }), 404).code,
    ).toBe('BusinessUnitTypeNotFound');
    expect(ok(await contoso('GET', 'V1.0/BusinessUnit/listHierarchy'), BusinessUnitList).units).toEqual([]);
    // Contoso starts its own hierarchy; a second create is refused.
    const created = ok(
      await contoso('POST', 'V1.0/BusinessUnitSetting/create', {
        json: { label: 'Region', hierarchyName: 'Contoso Regions', isRequired: false, active: true },
      }),
      BusinessUnitSetting,
    );
    expect(created.label).toBe('Region');
    expect(
      refusal(
        await contoso('POST', 'V1.0/BusinessUnitSetting/create', {
          json: { label: 'Region', hierarchyName: 'Again', isRequired: false, active: true },
        }),
        409,
      ).code,
    ).toBe('BusinessUnitSettingExists');
    // Northwind's unit is unchanged.
    const radiology = flatten((await data(await admin())).units).find(
      (entry) => entry.id === unit('radiology'),
    );
    expect(radiology?.name).toBe('Radiology');

    // A buyer (no businessunits) reads the list but changes nothing.
    const buyer = await subject().as(demoUsers.buyer.username);
    expect(ok(await buyer('GET', 'V1.0/BusinessUnit/listHierarchy'), BusinessUnitList).label).toBe(
      'Department',
    );
    expect((await upsert(buyer, { name: 'Sneaky', typeID: division })).status).toBe(403);
    expect((await buyer('GET', 'V1.0/BusinessUnit/getBusinessData')).status).toBe(403);
  });

  it('should file the order under the unit chosen at checkout, and refuse none once the hierarchy is required', async () => {
    const caller = await admin();
    ok(
      await caller('PUT', 'V1.0/BusinessUnitSetting/update', {
        json: { label: 'Department', hierarchyName: 'Northwind Departments', isRequired: true, active: true },
      }),
      BusinessUnitSetting,
    );
    const buyer = await subject().as(demoUsers.buyer.username);
    const page = ok(await buyer('GET', 'V1.0/workflowrouting/WorkflowPageLoad'), WorkflowPageLoadAnswer);
    const none = refusal(
      await buyer('POST', 'v1.0/workflowrouting/submitWorkflow', { json: netTermsBody(page) }),
      422,
    );
    expect(none).toMatchObject({ code: 'BusinessUnitRequired', message: 'Please choose a Department.' });
    expect(none.errors?.[0]?.path).toBe('order.businessUnitID');
    // Another company's unit, or an unknown one, is not available.
    const foreign = refusal(
      await buyer('POST', 'v1.0/workflowrouting/submitWorkflow', {
        json: netTermsBody(page, { businessUnitID: '11111111-1111-4111-8111-111111111111' }),
      }),
      422,
    );
    expect(foreign.code).toBe('BusinessUnitUnavailable');

    const placed = ok(
      await buyer('POST', 'v1.0/workflowrouting/submitWorkflow', {
        json: netTermsBody(page, { businessUnitID: unit('radiology') }),
      }),
      WorkflowConfirmation,
    );
    const [order] = await subject()
      .database.db.select({ unit: orders.businessUnitId })
      .from(orders)
      .where(eq(orders.id, placed.documentID));
    expect(order?.unit).toBe(unit('radiology'));
    // Now Radiology is in use.
    expect(
      refusal(await caller('DELETE', 'V1.0/BusinessUnit/delete', { query: { id: unit('radiology') } }), 409)
        .code,
    ).toBe('BusinessUnitInUse');
  });

  it("should send an order above a unit's limit per order, or beyond the budget of its branch, for approval, naming the limit", async () => {
    const editor = await admin();
    const buyer = await subject().as(demoUsers.buyer.username);
    const getLimit = async (id: string) =>
      ok(
        await editor('GET', 'V1.0/BusinessUnit/getSpendingLimit', { query: { id } }),
        BusinessUnitSpendingLimit,
      );
    const setLimit = async (id: string, orderLimit: string | null, monthlyBudget: string | null) =>
      ok(
        await editor('POST', 'V1.0/BusinessUnit/setSpendingLimit', {
          json: { id, orderLimit, monthlyBudget },
        }),
        BusinessUnitSpendingLimit,
      );
    /** Two switches in the cart, and the checkout page showing what the order would come to. */
    const cartPage = async () => {
      const added = await buyer('POST', 'v1.0/Product/addItem', {
        json: { productId: seedProductId('C9200-24P-E'), quantity: 2 },
      });
      expect(added.status).toBe(200);
      return ok(await buyer('GET', 'V1.0/workflowrouting/WorkflowPageLoad'), WorkflowPageLoadAnswer);
    };
    const submit = async (page: WorkflowPageLoadAnswer, businessUnitID: string) =>
      ok(
        await buyer('POST', 'v1.0/workflowrouting/submitWorkflow', {
          json: netTermsBody(page, { businessUnitID }),
        }),
        WorkflowConfirmation,
      );

    // No limits: the cart (the seeded lines and two switches) is ordered under Radiology.
    const first = await cartPage();
    const clinicalBefore = (await getLimit(unit('clinical'))).spentThisMonth;
    const ordered = await submit(first, unit('radiology'));
    expect(ordered.documentType).toBe(5);
    expect(ordered.approvalReason).toBeUndefined();
    // Roll-up: Clinical Services' month counts the orders filed under Radiology, a unit below it.
    const clinicalSpent = (await getLimit(unit('clinical'))).spentThisMonth;
    expect(clinicalSpent).toBe(addMoney(clinicalBefore, first.lines.grandTotal));

    // Radiology's limit per order: at the total the cart is ordered; a cent below it, it goes for approval.
    let page = await cartPage();
    const total = page.lines.grandTotal;
    expect(await setLimit(unit('radiology'), total, null)).toMatchObject({
      orderLimit: total,
      monthlyBudget: null,
    });
    expect((await submit(page, unit('radiology'))).documentType).toBe(5);
    page = await cartPage();
    await setLimit(unit('radiology'), subtractMoney(total, '0.01'), null);
    const overLimit = await submit(page, unit('radiology'));
    expect(overLimit.documentType).toBe(4);
    expect(overLimit.approvalReason).toBe(
      `It went for approval because the order ($${format(total)}) is above the limit per order of Radiology, $${format(subtractMoney(total, '0.01'))}.`,
    );
    // The requisition's history keeps the reason; it is filed under Radiology, and its total does not count.
    const [submitted] = await subject()
      .database.db.select({ comments: workflowHistory.comments })
      .from(workflowHistory)
      .where(eq(workflowHistory.documentId, overLimit.documentID));
    expect(submitted?.comments).toBe(overLimit.approvalReason);
    // An order under a unit elsewhere in the tree is not held to Radiology's limit.
    page = await cartPage();
    expect((await submit(page, unit('finance'))).documentType).toBe(5);

    // Clinical Services' budget counts its whole branch: an order under Radiology that takes the branch to the
    // budget exactly is ordered; the next, beyond it, goes for approval naming Clinical Services.
    await setLimit(unit('radiology'), null, null);
    const spent = (await getLimit(unit('clinical'))).spentThisMonth;
    expect(spent).toBe(addMoney(clinicalSpent, total));
    page = await cartPage();
    await setLimit(unit('clinical'), null, addMoney(spent, total));
    expect((await submit(page, unit('radiology'))).documentType).toBe(5);
    page = await cartPage();
    const beyond = await submit(page, unit('cardiology'));
    expect(beyond.documentType).toBe(4);
    expect(beyond.approvalReason).toBe(
      `It went for approval because the order ($${format(total)}) would take Clinical Services's orders this month beyond its monthly budget of $${format(addMoney(spent, total))} ($${format(addMoney(spent, total))} ordered so far).`,
    );

    // Both the buyer's own limit and the unit's: the message names each.
    ok(
      await (await subject().as(demoUsers.admin.username))('POST', 'V1.0/user/setSpendingLimit', {
        json: { id: demoUsers.buyer.id, orderLimit: '1.00', monthlyBudget: null },
      }),
      SpendingLimit,
    );
    page = await cartPage();
    const both = await submit(page, unit('radiology'));
    expect(both.documentType).toBe(4);
    expect(both.approvalReason).toMatch(
      /above your limit per order of \$1\.00\. .*Clinical Services's orders/,
    );

    // Limits are the editor's: a buyer may not read or set them; another company's unit is not there.
    expect(
      (await buyer('GET', 'V1.0/BusinessUnit/getSpendingLimit', { query: { id: unit('it') } })).status,
    ).toBe(403);
    await subject()
      .database.db.insert(userPermissions)
      .values({ userId: demoUsers.contosoBuyer.id, permission: 'businessunits' })
      .onConflictDoNothing();
    const contoso = await subject().as(demoUsers.contosoBuyer.username);
    expect(
      refusal(
        await contoso('POST', 'V1.0/BusinessUnit/setSpendingLimit', {
          json: { id: unit('it'), orderLimit: '5.00' },
        }),
        404,
      ).code,
    ).toBe('BusinessUnitNotFound');
    expect(
      refusal(
        await editor('POST', 'V1.0/BusinessUnit/setSpendingLimit', {
          json: { id: unit('it'), orderLimit: '-1' },
        }),
        400,
      ).code,
    ).toBe('ValidationFailed');
    // Cleared, the limits are gone.
    expect(await setLimit(unit('clinical'), null, null)).toMatchObject({
      orderLimit: null,
      monthlyBudget: null,
    });
    ok(
      await (await subject().as(demoUsers.admin.username))('POST', 'V1.0/user/setSpendingLimit', {
        json: { id: demoUsers.buyer.id, orderLimit: null, monthlyBudget: null },
      }),
      SpendingLimit,
    );
  });

  it("should start checkout's unit on the quote's or requisition's own unit, while it can be chosen", async () => {
    const pageOf = async (caller: Caller, documentType: 4 | 8, documentId: string) => {
      const tokenAnswer = await caller('GET', 'V1.0/workflowrouting/gettokenbyuser', {
        query: { documentType: String(documentType), documentId },
      });
      expect(tokenAnswer.status, JSON.stringify(tokenAnswer.body)).toBe(200);
      const { token } = tokenAnswer.body as { token: string };
      const action = documentType === 8 ? 'checkout' : 'approve';
      return ok(
        await caller('GET', 'V1.0/workflowrouting/WorkflowPageLoad', {
          query: { documentType: String(documentType), documentID: documentId, actionID: action, token },
        }),
        WorkflowPageLoadAnswer,
      );
    };
    const buyer = await subject().as(demoUsers.buyer.username);
    const approver2 = await subject().as(demoUsers.approver2.username);
    // The approved quote Q-500105 is filed under IT Infrastructure (CC-4100).
    expect((await pageOf(approver2, 8, demoQuotes.approved.id)).defaults.businessUnitID).toBe(
      unit('it-infra'),
    );
    // The requisition waiting for its last approval, under the same cost center: the approver's checkout starts there.
    expect((await pageOf(approver2, 4, demoRequisitions.pendingLevel2)).defaults.businessUnitID).toBe(
      unit('it-infra'),
    );
    // A cart names none; a unit marked inactive is no longer offered, so checkout starts on none.
    const added = await buyer('POST', 'v1.0/Product/addItem', {
      json: { productId: seedProductId('C9200-24P-E'), quantity: 1 },
    });
    expect(added.status).toBe(200);
    expect(
      ok(await buyer('GET', 'V1.0/workflowrouting/WorkflowPageLoad'), WorkflowPageLoadAnswer).defaults
        .businessUnitID,
    ).toBe(EMPTY_GUID);
    const editor = await admin();
    expect(
      (
        await upsert(editor, {
          id: unit('it-infra'),
          name: 'IT Infrastructure (CC-4100)',
          typeID: costCenter,
          parentID: unit('it'),
          active: false,
        })
      ).status,
    ).toBe(200);
    expect((await pageOf(approver2, 8, demoQuotes.approved.id)).defaults.businessUnitID).toBe(EMPTY_GUID);
  });

  it('should filter the order, quote and requisition lists by a unit and the units below it', async () => {
    const admin = await subject().as(demoUsers.admin.username);
    const clinicalBranch = ['Clinical Services', 'Radiology', 'Cardiology'];
    const corporateBranch = [
      'Corporate',
      'Information Technology',
      'Finance',
      'IT Infrastructure (CC-4100)',
      'IT Applications (CC-4200)',
    ];
    const orderUnits = async (businessUnit: string) =>
      ok(
        await admin('GET', 'v1.0/Order/SearchPage', { query: { businessUnit, size: '100' } }),
        OrderPage,
      ).data.map((row) => row.businessUnit);
    const quoteUnits = async (businessUnit: string) =>
      ok(await admin('POST', 'v1.0/quote/list', { json: { businessUnit, size: 100 } }), QuotePage).data.map(
        (row) => row.businessUnit,
      );
    const requisitionUnits = async (businessUnit: string) =>
      ok(
        await admin('GET', 'V1.0/Requisition/List', { query: { businessUnit, size: '100' } }),
        RequisitionSummaryPage,
      ).data.map((row) => row.businessUnit);

    // A division lists its own documents and its departments'; a department only its own.
    const clinicalOrders = await orderUnits(unit('clinical'));
    expect(clinicalOrders).toContain('Cardiology');
    expect(clinicalOrders.every((name) => clinicalBranch.includes(name))).toBe(true);
    expect(new Set(await orderUnits(unit('cardiology')))).toEqual(new Set(['Cardiology']));
    expect((await orderUnits(unit('corporate'))).every((name) => corporateBranch.includes(name))).toBe(true);

    const clinicalQuotes = await quoteUnits(unit('clinical'));
    expect(clinicalQuotes).toEqual(expect.arrayContaining(['Clinical Services', 'Radiology', 'Cardiology']));
    expect(clinicalQuotes.every((name) => clinicalBranch.includes(name))).toBe(true);
    expect(new Set(await quoteUnits(unit('radiology')))).toEqual(new Set(['Radiology']));

    // Requisitions under Corporate: those of its cost centers two levels down.
    const corporateRequisitions = await requisitionUnits(unit('corporate'));
    expect(corporateRequisitions).toContain('IT Infrastructure (CC-4100)');
    expect(corporateRequisitions.every((name) => corporateBranch.includes(name))).toBe(true);
    expect(await requisitionUnits(unit('finance'))).toEqual([]);
    // No unit: every unit and none.
    expect((await requisitionUnits('')).length).toBeGreaterThan(corporateRequisitions.length);
    // Not a unit id: the contract's 400, not a 500.
    expect((await admin('POST', 'v1.0/quote/list', { json: { businessUnit: 'radiology' } })).status).toBe(
      400,
    );
  });
}

describeOnBothEngines('the business unit hierarchy', hierarchyScenario);
