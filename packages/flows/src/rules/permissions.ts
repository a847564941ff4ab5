import {
  type Permission,
  type PermissionAlternatives,
  type PermissionRequirement,
  SUPER_PERMISSIONS,
} from '@b2b-portal/api';

/**
 * The permission rule of 000 §6 and 002 §5, the one implementation used by the server (enforcement) and the
 * portal (what to show). The names and the requirement type are the contract's (`@b2b-portal/api`
 * permissions): a misspelt name does not compile.
 *
 * - A holder of `*`, `admin` or `storefrontAdmin` passes every check.
 * - An empty requirement passes.
 * - A requirement is one entry or a list of entries; every entry must match.
 * - An entry may give alternatives (`anyOf(…)`, written `a|b`); one match suffices.
 *
 * What a user holds is data (the server's answer), so it stays a list of strings.
 */
export type { PermissionRequirement } from '@b2b-portal/api';

export { SUPER_PERMISSIONS };

export function hasPermission(held: Iterable<string>, required: PermissionRequirement): boolean {
  const heldSet = setOf(held);
  if (SUPER_PERMISSIONS.some((p) => heldSet.has(p))) return true;
  const entries: readonly string[] =
    required == null ? [] : typeof required === 'string' ? [required] : required;
  return entries.every((entry) => {
    const alternatives = alternativesOf(entry);
    return alternatives.length === 0 || alternatives.some((a) => heldSet.has(a));
  });
}

/**
 * The held permissions as a set. A frozen list (the server freezes each caller's, which it asks about several
 * times a request) is made a set once and kept beside it: it cannot change after.
 */
function setOf(held: Iterable<string>): ReadonlySet<string> {
  if (held instanceof Set) return held as Set<string>;
  if (!Array.isArray(held) || !Object.isFrozen(held)) return new Set(held);
  let set = frozenSets.get(held);
  if (set === undefined) {
    set = new Set(held);
    frozenSets.set(held, set);
  }
  return set;
}
const frozenSets = new WeakMap<readonly string[], ReadonlySet<string>>();

/** An entry's alternatives (`a|b`), split once per entry: the requirements are the code's own few strings. */
function alternativesOf(entry: string): readonly string[] {
  let alternatives = splitEntries.get(entry);
  if (alternatives === undefined) {
    alternatives = entry
      .split('|')
      .map((a) => a.trim())
      .filter((a) => a.length > 0);
    if (splitEntries.size < 1_000) splitEntries.set(entry, alternatives);
  }
  return alternatives;
}
const splitEntries = new Map<string, readonly string[]>();

/** True when the user holds at least one of the named permissions (super permissions included). */
export function hasAnyPermission(held: Iterable<string>, names: readonly Permission[]): boolean {
  return names.length > 0 && hasPermission(held, names.join('|') as PermissionAlternatives);
}
