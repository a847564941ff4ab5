import {
  BusinessData,
  BusinessUnitList,
  BusinessUnitSetting,
  Problem,
  WorkflowConfirmation,
  WorkflowPageLoadAnswer,
} from '@b2b-portal/api';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { orders, userPermissions } from '../../db/schema';
import { northwindBusinessUnits } from '../../db/seed-data';
import { seedId } from '../../db/seed-ids';
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
}

describeOnBothEngines('the business unit hierarchy', hierarchyScenario);
