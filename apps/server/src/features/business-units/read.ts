import type { BusinessUnitHierarchy, BusinessUnitNode } from '@b2b-portal/api';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businessUnitSettings, businessUnits, businessUnitTypes } from '../../db/schema';

export async function lowestBusinessUnitType(db: Db, companyId: string) {
  const [type] = await db
    .select({ id: businessUnitTypes.id, name: businessUnitTypes.name, level: businessUnitTypes.level })
    .from(businessUnitTypes)
    .where(eq(businessUnitTypes.companyId, companyId))
    .orderBy(desc(businessUnitTypes.level))
    .limit(1);
  return type ?? null;
}

export async function businessUnitSetting(db: Db, companyId: string) {
  const [setting] = await db
    .select()
    .from(businessUnitSettings)
    .where(eq(businessUnitSettings.companyId, companyId))
    .limit(1);
  return setting ?? null;
}

/** The company's hierarchy with its active units as a tree; null when the company has no label set. */
export async function businessUnitHierarchy(
  db: Db,
  companyId: string,
): Promise<BusinessUnitHierarchy | null> {
  const setting = await businessUnitSetting(db, companyId);
  if (!setting) return null;
  const levels = await db
    .select({ id: businessUnitTypes.id, name: businessUnitTypes.name, level: businessUnitTypes.level })
    .from(businessUnitTypes)
    .where(eq(businessUnitTypes.companyId, companyId))
    .orderBy(asc(businessUnitTypes.level));
  const rows = await db
    .select()
    .from(businessUnits)
    .where(and(eq(businessUnits.companyId, companyId), eq(businessUnits.active, true)))
    .orderBy(asc(businessUnits.name));

  const nodes = new Map<string, BusinessUnitNode>(
    rows.map((row) => [
      row.id,
      { id: row.id, name: row.name, typeID: row.typeId, parentID: row.parentId, children: [] },
    ]),
  );
  const roots: BusinessUnitNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentID ? nodes.get(node.parentID) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node); // A unit under an inactive parent surfaces at the top rather than vanishing.
  }
  return {
    hierarchyName: setting.hierarchyName,
    isRequired: setting.isRequired,
    isActive: setting.active,
    levels,
    units: roots,
  };
}
