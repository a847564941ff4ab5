import type { BusinessData, BusinessUnitEntry, BusinessUnitList, BusinessUnitOption } from '@b2b-portal/api';
import { EMPTY_GUID } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { and, asc, count, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { type Bind, literal } from '../../db/prepared';
import { businessUnits, businessUnitTypes, orders, quotes, requisitions } from '../../db/schema';
import { ProblemError, Problems } from '../../http/problem';
import { businessUnitSetting } from './read';

type Executor = Db | Tx;
export type UnitRow = typeof businessUnits.$inferSelect;
export type TypeRow = typeof businessUnitTypes.$inferSelect;

/** Another company's unit, or none: the same 404, so a caller learns nothing of other companies' units. */
export const unitNotFound = () =>
  Problems.notFound('BusinessUnitNotFound', formatMessage('BusinessUnit.NotFound'));
export const typeNotFound = () =>
  Problems.notFound('BusinessUnitTypeNotFound', formatMessage('BusinessUnit.TypeNotFound'));
export const parentNotFound = () =>
  Problems.notFound('BusinessUnitParentNotFound', formatMessage('BusinessUnit.ParentNotFound'));

export async function companyUnits(db: Executor, companyId: string): Promise<UnitRow[]> {
  return db
    .select()
    .from(businessUnits)
    .where(eq(businessUnits.companyId, companyId))
    .orderBy(asc(businessUnits.name));
}

export async function companyLevels(db: Executor, companyId: string): Promise<TypeRow[]> {
  return db
    .select()
    .from(businessUnitTypes)
    .where(eq(businessUnitTypes.companyId, companyId))
    .orderBy(asc(businessUnitTypes.level));
}

/** The ids of a unit and of every unit below it. */
export function branchOf(units: readonly UnitRow[], rootId: string): Set<string> {
  const children = new Map<string, string[]>();
  for (const unit of units) {
    if (!unit.parentId) continue;
    children.set(unit.parentId, [...(children.get(unit.parentId) ?? []), unit.id]);
  }
  const branch = new Set<string>([rootId]);
  const queue = [rootId];
  while (queue.length > 0) {
    const next = queue.shift() as string;
    for (const child of children.get(next) ?? []) {
      if (!branch.has(child)) {
        branch.add(child);
        queue.push(child);
      }
    }
  }
  return branch;
}

/** How many orders, quotes and requisitions are filed under each of the given units. */
export async function documentCounts(db: Executor, unitIds: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (unitIds.length === 0) return counts;
  const tables = [
    { table: orders, column: orders.businessUnitId },
    { table: quotes, column: quotes.businessUnitId },
    { table: requisitions, column: requisitions.businessUnitId },
  ] as const;
  for (const { table, column } of tables) {
    const rows = await db
      .select({ unitId: column, count: count() })
      .from(table)
      .where(and(isNotNull(column), inArray(column, [...unitIds])))
      .groupBy(column);
    for (const row of rows) {
      if (row.unitId) counts.set(row.unitId, (counts.get(row.unitId) ?? 0) + Number(row.count));
    }
  }
  return counts;
}

/** getBusinessData: the setting, the levels and the whole tree (inactive units too) with document counts. */
export async function businessData(db: Db, companyId: string): Promise<BusinessData> {
  const [setting, levels, units] = await Promise.all([
    businessUnitSetting(db, companyId),
    companyLevels(db, companyId),
    companyUnits(db, companyId),
  ]);
  const counts = await documentCounts(
    db,
    units.map((unit) => unit.id),
  );
  const nodes = new Map<string, BusinessUnitEntry>(
    units.map((unit) => [
      unit.id,
      {
        id: unit.id,
        name: unit.name,
        typeID: unit.typeId,
        parentID: unit.parentId,
        active: unit.active,
        documentCount: counts.get(unit.id) ?? 0,
        children: [],
      },
    ]),
  );
  const roots: BusinessUnitEntry[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentID ? nodes.get(node.parentID) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return {
    setting: setting
      ? {
          id: setting.id,
          label: setting.label,
          hierarchyName: setting.hierarchyName,
          isRequired: setting.isRequired,
          active: setting.active,
        }
      : null,
    levels: levels.map(({ id, name, level }) => ({ id, name, level })),
    units: roots,
  };
}

/**
 * listHierarchy: the units a document can be filed under — active, with every unit above them active — each
 * with its path from the top, in tree order. None while the company's hierarchy is missing or inactive.
 */
export async function selectableUnits(db: Executor, companyId: string): Promise<BusinessUnitList> {
  const setting = await businessUnitSetting(db as Db, companyId);
  if (!setting?.active) return { label: '', hierarchyName: '', isRequired: false, units: [] };
  const [levels, units] = await Promise.all([companyLevels(db, companyId), companyUnits(db, companyId)]);
  const levelOf = new Map(levels.map((level) => [level.id, level]));
  const childrenOf = new Map<string | null, UnitRow[]>();
  for (const unit of units) childrenOf.set(unit.parentId, [...(childrenOf.get(unit.parentId) ?? []), unit]);
  const options: BusinessUnitOption[] = [];
  const walk = (parentId: string | null, names: string[]) => {
    for (const unit of childrenOf.get(parentId) ?? []) {
      if (!unit.active) continue;
      const path = [...names, unit.name];
      const level = levelOf.get(unit.typeId);
      options.push({
        id: unit.id,
        name: unit.name,
        path: path.join(' › '),
        level: level?.level ?? 0,
        typeName: level?.name ?? '',
      });
      walk(unit.id, path);
    }
  };
  walk(null, []);
  return {
    label: setting.label,
    hierarchyName: setting.hierarchyName,
    isRequired: setting.isRequired,
    units: options,
  };
}

/**
 * The business unit a checkout files its order (or requisition) under: one of `selectableUnits`, or none — which
 * an active hierarchy marked required refuses while it has units to choose from. 422 with the field's path.
 */
export async function chosenBusinessUnit(
  db: Executor,
  companyId: string,
  id: string,
): Promise<string | null> {
  const list = await selectableUnits(db, companyId);
  const refuse = (code: string, message: string) =>
    new ProblemError(422, code, message, [{ path: 'order.businessUnitID', message }]);
  if (id === EMPTY_GUID) {
    if (list.isRequired && list.units.length > 0) {
      throw refuse('BusinessUnitRequired', formatMessage('BusinessUnit.Required', { label: list.label }));
    }
    return null;
  }
  if (!list.units.some((unit) => unit.id === id)) {
    throw refuse('BusinessUnitUnavailable', formatMessage('BusinessUnit.Unavailable'));
  }
  return id;
}

/**
 * The lists' Business unit filter (issue 18): documents filed under the unit or any unit below it, so a division
 * lists its departments' and cost centers' documents too. Undefined for '' (any unit). A unit the caller's scope
 * has no documents under simply matches none.
 */
export function inBusinessUnitBranch(
  column: AnyPgColumn,
  unitId: string | undefined,
  bind: Bind = literal,
): SQL | undefined {
  if (!unitId) return undefined;
  return sql`${column} in (with recursive branch(id) as (select ${businessUnits.id} from ${businessUnits} where ${businessUnits.id} = ${bind('businessUnit', unitId)} union all select child.id from ${businessUnits} child join branch on child.parent_id = branch.id) select id from branch)`;
}
