import type { Principal } from '../http/context';
import type { AuthChange } from './login-state-cache';

/**
 * A short-lived per-process cache of callers by login id, so a burst of calls does not reload the user and
 * permissions each time. Each entry keeps the user's `security_version` it was loaded at: `authenticate` reads
 * the current version (and whether the login is revoked or the user disabled) from the database on every call
 * and uses an entry only at the same version, so a change made on any instance counts at once.
 */
export class PrincipalCache {
  private readonly entries = new Map<string, { principal: Principal; version: number; expires: number }>();
  /** Logins invalidated lately: a load that raced with the revocation must not cache them again. */
  private readonly tombstones = new Map<string, number>();

  constructor(
    private readonly ttlMs = 5000,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cached caller of a login, if loaded at `version` (the user's current security version) and fresh. */
  get(loginId: string, version: number): Principal | undefined {
    const entry = this.entries.get(loginId);
    if (!entry) return undefined;
    if (entry.expires <= this.now() || entry.version !== version) {
      this.entries.delete(loginId);
      return undefined;
    }
    return entry.principal;
  }

  set(principal: Principal, version: number): void {
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
    this.entries.set(principal.loginId, { principal, version, expires: this.now() + this.ttlMs });
  }

  invalidateLogin(loginId: string): void {
    this.entries.delete(loginId);
    if (this.tombstones.size >= this.maxEntries) this.tombstones.clear();
    this.tombstones.set(loginId, this.now() + this.ttlMs);
  }

  /** A notification of `auth_changed` (auth/login-state-cache.ts): forgets the callers it names. */
  changed(change: AuthChange): void {
    if (change.kind === 'login') this.invalidateLogin(change.id);
    else if (change.kind === 'user') this.invalidateUser(change.id);
    else for (const loginId of [...this.entries.keys()]) this.invalidateLogin(loginId);
  }

  /** After a change to a user (status, roles, permissions, company). */
  invalidateUser(userId: string): void {
    for (const [loginId, entry] of this.entries) {
      if (entry.principal.userId === userId) this.invalidateLogin(loginId);
    }
  }
}
