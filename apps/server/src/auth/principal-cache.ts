import type { Principal } from '../http/context';

/**
 * A short-lived per-process cache of callers by login id, so a burst of calls does not reload the user and
 * permissions each time. Everything that revokes a login or changes a user in this process must invalidate it
 * (logout and refresh-token replay do); other instances on a shared PostgreSQL see such a change within the
 * TTL.
 */
export class PrincipalCache {
  private readonly entries = new Map<string, { principal: Principal; expires: number }>();
  /** Logins invalidated lately: a load that raced with the revocation must not cache them again. */
  private readonly tombstones = new Map<string, number>();

  constructor(
    private readonly ttlMs = 5000,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(loginId: string): Principal | undefined {
    const entry = this.entries.get(loginId);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(loginId);
      return undefined;
    }
    return entry.principal;
  }

  set(principal: Principal): void {
    const tombstone = this.tombstones.get(principal.loginId);
    if (tombstone !== undefined) {
      if (tombstone > this.now()) return;
      this.tombstones.delete(principal.loginId);
    }
    if (this.entries.size >= this.maxEntries) {
      // Drop the oldest insertion (Map keeps insertion order).
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(principal.loginId, { principal, expires: this.now() + this.ttlMs });
  }

  invalidateLogin(loginId: string): void {
    this.entries.delete(loginId);
    if (this.tombstones.size >= this.maxEntries) this.tombstones.clear();
    this.tombstones.set(loginId, this.now() + this.ttlMs);
  }

  /** After a change to a user (status, roles, permissions, company). */
  invalidateUser(userId: string): void {
    for (const [loginId, entry] of this.entries) {
      if (entry.principal.userId === userId) this.invalidateLogin(loginId);
    }
  }
}
