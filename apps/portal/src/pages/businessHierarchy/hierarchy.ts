import type { BusinessData, BusinessUnitEntry, BusinessUnitType } from '@b2b-portal/api';

/** Every unit of the tree, parents before their children. */
export function flattenUnits(units: readonly BusinessUnitEntry[]): BusinessUnitEntry[] {
  return units.flatMap((unit) => [unit, ...flattenUnits(unit.children)]);
}

/** The level of a unit (1 is the top), 0 when its level is unknown. */
export function levelOf(data: BusinessData, unit: Pick<BusinessUnitEntry, 'typeID'>): number {
  return data.levels.find((level) => level.id === unit.typeID)?.level ?? 0;
}

/** The level a unit below `parent` takes (the top level without a parent); null when there is none. */
export function childLevel(data: BusinessData, parent: BusinessUnitEntry | null): BusinessUnitType | null {
  const wanted = parent ? levelOf(data, parent) + 1 : 1;
  return data.levels.find((level) => level.level === wanted) ?? null;
}

/** The ids of a unit and of every unit below it. */
export function branchIds(unit: BusinessUnitEntry): Set<string> {
  return new Set(flattenUnits([unit]).map((entry) => entry.id));
}

/**
 * Where a unit may move (the server's rule, checked before the call): under any unit one level above its own
 * that is not in its own branch, or to the top when it is at level 1. Null stands for the top. Its current
 * parent is left out: moving there changes nothing.
 */
export function moveTargets(data: BusinessData, unit: BusinessUnitEntry): (BusinessUnitEntry | null)[] {
  const level = levelOf(data, unit);
  const own = branchIds(unit);
  const targets: (BusinessUnitEntry | null)[] = [];
  if (level === 1 && unit.parentID !== null) targets.push(null);
  for (const candidate of flattenUnits(data.units)) {
    if (own.has(candidate.id) || candidate.id === unit.parentID) continue;
    if (levelOf(data, candidate) === level - 1) targets.push(candidate);
  }
  return targets;
}

/** The names from the top down to a unit, e.g. "Corporate › Finance". */
export function pathOf(data: BusinessData, unit: BusinessUnitEntry): string {
  const byId = new Map(flattenUnits(data.units).map((entry) => [entry.id, entry]));
  const names: string[] = [];
  let current: BusinessUnitEntry | undefined = unit;
  while (current) {
    names.unshift(current.name);
    current = current.parentID ? byId.get(current.parentID) : undefined;
  }
  return names.join(' › ');
}
