/**
 * What every call must know of its login before anything else (issue 14: per-request overhead): whether the
 * login is revoked, the user's status and security version. Kept in memory between calls only while the
 * database tells this process of every change to them: the triggers of migration 0009 notify `auth_changed`
 * (`login:<id>`, `user:<id>`, or `all`) when a change commits, and PGlite, the one process of its folder,
 * delivers the notification before the statement that made it returns. So a logout, a replayed refresh token, a
 * disabled user or a changed role counts from the next call on, as when every call read the database. On
 * PostgreSQL (other instances write too) the cache stays off and every call reads.
 */
/** A notification of `auth_changed`: one login, every login of one user, or every caller. */
export type AuthChange = { kind: 'login' | 'user'; id: string } | { kind: 'all' };

/** `login:<id>`, `user:<id>`; anything else (`all`) means every caller. */
export function parseAuthChange(payload: string): AuthChange {
  const [kind, id] = payload.split(':', 2);
  return (kind === 'login' || kind === 'user') && id ? { kind, id } : { kind: 'all' };
}

export interface LoginState {
  userId: string;
  revokedAt: unknown;
  status: number;
  version: number;
}

export class LoginStateCache {
  private active = false;
  private readonly entries = new Map<string, { state: LoginState; expires: number }>();
  /** Counts notifications: a state read before one arrived may be stale and is not kept. */
  private changes = 0;

  constructor(
    /** A bound on any entry's age all the same. */
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** From now on notifications arrive: entries may be kept. */
  activate(): void {
    this.active = true;
  }

  /** Take before reading the state from the database; hand to `set` with what was read. */
  get generation(): number {
    return this.changes;
  }

  get(loginId: string): LoginState | undefined {
    const entry = this.entries.get(loginId);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(loginId);
      return undefined;
    }
    return entry.state;
  }

  /** Keeps `state`, read when `generation` was current, unless a change was notified since. */
  set(loginId: string, state: LoginState, generation: number): void {
    if (!this.active || generation !== this.changes) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(loginId, { state, expires: this.now() + this.ttlMs });
  }

  /** A notification of `auth_changed`: forgets what it names. */
  changed(change: AuthChange): void {
    this.changes += 1;
    if (change.kind === 'login') this.entries.delete(change.id);
    else if (change.kind === 'user') {
      for (const [loginId, entry] of this.entries)
        if (entry.state.userId === change.id) this.entries.delete(loginId);
    } else this.entries.clear();
  }
}
