import { NotifiedCache } from '../db/notified-cache';

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

/**
 * What every call must know of its login before anything else (issue 14: per-request overhead): whether the
 * login is revoked, the user's status and security version. Kept in memory between calls only while the
 * database tells this process of every change to them: the triggers of migration 0009 notify `auth_changed`
 * (`login:<id>`, `user:<id>`, or `all`) when a change commits, and PGlite, the one process of its folder,
 * delivers the notification before the statement that made it returns. So a logout, a replayed refresh token, a
 * disabled user or a changed role counts from the next call on, as when every call read the database. On
 * PostgreSQL (other instances write too) the cache stays off and every call reads.
 * Kept by login id in a `NotifiedCache`.
 */
export class LoginStateCache extends NotifiedCache<LoginState> {
  /** A notification of `auth_changed`: forgets what it names. */
  changed(change: AuthChange): void {
    if (change.kind === 'login') this.forget((loginId) => loginId === change.id);
    else if (change.kind === 'user') this.forget((_, state) => state.userId === change.id);
    else this.forget();
  }
}
