/**
 * The permission rule of 000 §6 and 002 §5, the one implementation used by the server (enforcement) and the
 * portal (what to show).
 *
 * - A holder of `*`, `admin` or `storefrontAdmin` passes every check.
 * - An empty requirement passes.
 * - A requirement is one entry or a list of entries; every entry must match.
 * - An entry may give alternatives separated by `|`; one match suffices.
 */
export type PermissionRequirement = string | readonly string[] | null | undefined;

export const SUPER_PERMISSIONS: readonly string[] = ['*', 'admin', 'storefrontAdmin'];

export function hasPermission(held: Iterable<string>, required: PermissionRequirement): boolean {
  const heldSet = held instanceof Set ? (held as Set<string>) : new Set(held);
  if (SUPER_PERMISSIONS.some((p) => heldSet.has(p))) return true;
  const entries = required == null ? [] : typeof required === 'string' ? [required] : required;
  return entries.every((entry) => {
    const alternatives = entry
      .split('|')
      .map((a) => a.trim())
      .filter((a) => a.length > 0);
    return alternatives.length === 0 || alternatives.some((a) => heldSet.has(a));
  });
}

/** True when the user holds at least one of the named permissions (super permissions included). */
export function hasAnyPermission(held: Iterable<string>, names: readonly string[]): boolean {
  return hasPermission(held, names.join('|'));
}
