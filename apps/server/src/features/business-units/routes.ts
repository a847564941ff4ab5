import { BUSINESS_UNIT_LIMITS, businessUnitEndpoints, EMPTY_GUID } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { and, eq, gt, sql } from 'drizzle-orm';
import { businessUnitSettings, businessUnits, businessUnitTypes } from '../../db/schema';
import { ProblemError } from '../../http/problem';
import type { RouteRegistrar } from '../../http/registrar';
import { companyOf } from '../cart/live-cart';
import { setUnitSpendingLimit, unitSpendingLimitOf } from './spending';
import {
  branchOf,
  businessData,
  companyLevels,
  companyUnits,
  documentCounts,
  parentNotFound,
  selectableUnits,
  typeNotFound,
  unitNotFound,
} from './store';

const noLabel = () => new ProblemError(404, 'NoLabelFound', formatMessage('BusinessUnit.NoLabelFound'));
const conflict = (code: string, message: string) => new ProblemError(409, code, message);
const unprocessable = (code: string, message: string, path?: string) =>
  new ProblemError(422, code, message, path ? [{ path, message }] : undefined);

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const settingAnswer = (row: typeof businessUnitSettings.$inferSelect) => ({
  id: row.id,
  label: row.label,
  hierarchyName: row.hierarchyName,
  isRequired: row.isRequired,
  active: row.active,
});

/**
 * The Document Categorization Hierarchy (issue 18): the setting, its levels and units. Changes need
 * `businessunits` (the endpoints say so; the registrar enforces it); every call works on the caller's company.
 */
export function businessUnitRoutes(route: RouteRegistrar): void {
  route(businessUnitEndpoints.getBusinessData, async ({ services, user }) =>
    businessData(services.db, companyOf(user())),
  );

  route(businessUnitEndpoints.listHierarchy, async ({ services, user }) => {
    const companyId = user().companyId;
    return companyId
      ? selectableUnits(services.db, companyId)
      : { label: '', hierarchyName: '', isRequired: false, units: [] };
  });

  route(businessUnitEndpoints.getSpendingLimit, async ({ services, user, query }) =>
    unitSpendingLimitOf(services.db, companyOf(user()), query.id),
  );

  route(businessUnitEndpoints.setSpendingLimit, async ({ services, user, body }) =>
    services.db.transaction((tx) => setUnitSpendingLimit(tx, companyOf(user()), body)),
  );

  route(businessUnitEndpoints.createBusinessUnitSetting, async ({ services, user, body }) => {
    const companyId = companyOf(user());
    const [row] = await services.db
      .insert(businessUnitSettings)
      .values({ companyId, ...body })
      .onConflictDoNothing({ target: businessUnitSettings.companyId })
      .returning();
    if (!row) throw conflict('BusinessUnitSettingExists', formatMessage('BusinessUnit.SettingExists'));
    return settingAnswer(row);
  });

  route(businessUnitEndpoints.updateBusinessUnitSetting, async ({ services, user, body }) => {
    const companyId = companyOf(user());
    const [row] = await services.db
      .update(businessUnitSettings)
      .set(body)
      .where(eq(businessUnitSettings.companyId, companyId))
      .returning();
    if (!row) throw noLabel();
    return settingAnswer(row);
  });

  route(businessUnitEndpoints.saveHierarchyName, async ({ services, user, body }) => {
    const companyId = companyOf(user());
    const [row] = await services.db
      .update(businessUnitSettings)
      .set({ hierarchyName: body.hierarchyName })
      .where(eq(businessUnitSettings.companyId, companyId))
      .returning();
    if (!row) throw noLabel();
    return settingAnswer(row);
  });

  route(businessUnitEndpoints.upsertBusinessUnitType, async ({ services, user, body }) => {
    const companyId = companyOf(user());
    return services.db.transaction(async (tx) => {
      // One change to a company's levels at a time: the next level number and the names are read, then written.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`business-unit-types:${companyId}`}))`);
      const levels = await companyLevels(tx, companyId);
      const existing = body.id === EMPTY_GUID ? null : levels.find((level) => level.id === body.id);
      if (body.id !== EMPTY_GUID && !existing) throw typeNotFound();
      const clash = levels.find((level) => level.id !== existing?.id && sameName(level.name, body.name));
      if (clash) {
        throw conflict(
          'BusinessUnitLevelNameTaken',
          formatMessage('BusinessUnit.LevelNameTaken', { name: clash.name }),
        );
      }
      if (existing) {
        const [row] = await tx
          .update(businessUnitTypes)
          .set({ name: body.name })
          .where(eq(businessUnitTypes.id, existing.id))
          .returning();
        if (!row) throw typeNotFound();
        return { id: row.id, name: row.name, level: row.level };
      }
      if (levels.length >= BUSINESS_UNIT_LIMITS.maxLevels) {
        const message = formatMessage('BusinessUnit.TooManyLevels', { max: BUSINESS_UNIT_LIMITS.maxLevels });
        throw unprocessable('BusinessUnitTooManyLevels', message);
      }
      const [row] = await tx
        .insert(businessUnitTypes)
        .values({ companyId, name: body.name, level: (levels.at(-1)?.level ?? 0) + 1 })
        .returning();
      if (!row) throw new Error('The level was not created');
      return { id: row.id, name: row.name, level: row.level };
    });
  });

  route(businessUnitEndpoints.deleteBusinessUnitType, async ({ services, user, query }) => {
    const companyId = companyOf(user());
    await services.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`business-unit-types:${companyId}`}))`);
      const [type] = await tx
        .select()
        .from(businessUnitTypes)
        .where(and(eq(businessUnitTypes.id, query.id), eq(businessUnitTypes.companyId, companyId)));
      if (!type) throw typeNotFound();
      const [used] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(businessUnits)
        .where(eq(businessUnits.typeId, type.id));
      const unitCount = Number(used?.count ?? 0);
      if (unitCount > 0) {
        throw conflict(
          'BusinessUnitTypeInUse',
          formatMessage('BusinessUnit.TypeInUse', { name: type.name, count: unitCount }),
        );
      }
      await tx.delete(businessUnitTypes).where(eq(businessUnitTypes.id, type.id));
      // The levels below move up one, top first, so no two share a number on the way (a unique index).
      const below = await tx
        .select()
        .from(businessUnitTypes)
        .where(and(eq(businessUnitTypes.companyId, companyId), gt(businessUnitTypes.level, type.level)))
        .orderBy(businessUnitTypes.level);
      for (const level of below) {
        await tx
          .update(businessUnitTypes)
          .set({ level: level.level - 1 })
          .where(eq(businessUnitTypes.id, level.id));
      }
    });
    return { ok: true as const };
  });

  route(businessUnitEndpoints.upsertBusinessUnit, async ({ services, user, body }) => {
    const companyId = companyOf(user());
    return services.db.transaction(async (tx) => {
      // One change to a company's tree at a time, so two moves cannot make a loop between them.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`business-units:${companyId}`}))`);
      const [levels, units] = await Promise.all([companyLevels(tx, companyId), companyUnits(tx, companyId)]);
      const unitById = new Map(units.map((unit) => [unit.id, unit]));
      const existing = body.id === EMPTY_GUID ? null : unitById.get(body.id);
      if (body.id !== EMPTY_GUID && !existing) throw unitNotFound();
      const type = levels.find((level) => level.id === body.typeID);
      if (!type) throw typeNotFound();
      const parentId = body.parentID === EMPTY_GUID ? null : body.parentID;
      const parent = parentId ? unitById.get(parentId) : null;
      if (parentId && !parent) throw parentNotFound();
      const name = existing?.name ?? body.name;

      if (existing && parent && branchOf(units, existing.id).has(parent.id)) {
        throw unprocessable(
          'BusinessUnitMoveIntoOwnBranch',
          formatMessage('BusinessUnit.MoveIntoOwnBranch', { name }),
          'parentID',
        );
      }
      const parentLevel = parent ? (levels.find((level) => level.id === parent.typeId)?.level ?? 0) : 0;
      if (type.level !== parentLevel + 1) {
        throw unprocessable(
          'BusinessUnitLevelMismatch',
          formatMessage('BusinessUnit.LevelMismatch', { level: type.name }),
          'typeID',
        );
      }
      if (existing && existing.typeId !== type.id && units.some((unit) => unit.parentId === existing.id)) {
        throw unprocessable(
          'BusinessUnitLevelChangeWithChildren',
          formatMessage('BusinessUnit.LevelChangeWithChildren', { name }),
          'typeID',
        );
      }
      const clash = units.find(
        (unit) => unit.id !== existing?.id && unit.parentId === parentId && sameName(unit.name, body.name),
      );
      if (clash) {
        throw conflict(
          'BusinessUnitNameTaken',
          formatMessage('BusinessUnit.NameTaken', { name: clash.name }),
        );
      }
      const values = { name: body.name, typeId: type.id, parentId, active: body.active };
      const [row] = existing
        ? await tx.update(businessUnits).set(values).where(eq(businessUnits.id, existing.id)).returning()
        : await tx
            .insert(businessUnits)
            .values({ ...values, companyId })
            .returning();
      if (!row) throw unitNotFound();
      return { id: row.id, name: row.name, typeID: row.typeId, parentID: row.parentId, active: row.active };
    });
  });

  route(businessUnitEndpoints.deleteBusinessUnit, async ({ services, user, query }) => {
    const companyId = companyOf(user());
    await services.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`business-units:${companyId}`}))`);
      const [unit] = await tx
        .select()
        .from(businessUnits)
        .where(and(eq(businessUnits.id, query.id), eq(businessUnits.companyId, companyId)));
      if (!unit) throw unitNotFound();
      const [child] = await tx
        .select({ id: businessUnits.id })
        .from(businessUnits)
        .where(eq(businessUnits.parentId, unit.id))
        .limit(1);
      if (child) {
        throw conflict(
          'BusinessUnitHasChildren',
          formatMessage('BusinessUnit.HasChildren', { name: unit.name }),
        );
      }
      const used = (await documentCounts(tx, [unit.id])).get(unit.id) ?? 0;
      if (used > 0) {
        throw conflict(
          'BusinessUnitInUse',
          formatMessage('BusinessUnit.InUse', { name: unit.name, count: used }),
        );
      }
      await tx.delete(businessUnits).where(eq(businessUnits.id, unit.id));
    });
    return { ok: true as const };
  });
}
