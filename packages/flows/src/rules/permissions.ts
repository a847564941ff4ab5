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
  const heldSet = held instanceof Set ? (held as Set<string>) : new Set(held);
  if (SUPER_PERMISSIONS.some((p) => heldSet.has(p))) return true;
  const entries: readonly string[] =
    required == null ? [] : typeof required === 'string' ? [required] : required;
  return entries.every((entry) => {
    const alternatives = entry
      .split('|')
      .map((a) => a.trim())
      .filter((a) => a.length > 0);
    return alternatives.length === 0 || alternatives.some((a) => heldSet.has(a));
  });
}

/** True when the user holds at least one of the named permissions (super permissions included). */
export function hasAnyPermission(held: Iterable<string>, names: readonly Permission[]): boolean {
  return names.length > 0 && hasPermission(held, names.join('|') as PermissionAlternatives);
}
