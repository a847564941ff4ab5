import { and, eq, isNull, sql } from 'drizzle-orm';
import { BatchedRead, uuidArray } from '../db/batched-read';
import type { Db } from '../db/client';
import { perDatabase, preparedFor } from '../db/prepared';
import { carts, companies, logins, roles, userPermissions, userRoles, users } from '../db/schema';
import { availabilityRevision, cartStamp } from '../features/cart/document';
import type { Principal } from '../http/context';
import type { LoginState, LoginStateCache } from './login-state-cache';
import type { PrincipalCache } from './principal-cache';
import type { TokenService } from './tokens';

export const USER_ENABLED = 1;

/** Effective permissions of a user: the union of their roles' permissions and their extra ones (002 §6). */
export async function effectivePermissions(db: Db, userId: string): Promise<string[]> {
  const fromRoles = db
    .select({ permission: sql<string>`unnest(${roles.permissions})`.as('permission') })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId));
  const extra = db
    .select({ permission: userPermissions.permission })
    .from(userPermissions)
    .where(eq(userPermissions.userId, userId));
  const rows = await fromRoles.union(extra);
  return rows.map((row) => row.permission).sort();
}

/**
 * What a route asks to be read with the login's state, in the same statement (issue 14: one round trip per
 * call). `authenticate` fills it when it read the state from the database; left undefined when the state was kept
 * (PGlite), where the route's own cache needs nothing read.
 */
export interface ReadWithLogin {
  /** Ask for the stamp of the caller's live cart (`cartStamp` of features/cart/document.ts). */
  liveCartStamp?: boolean;
  /** The stamp as it was when the login's state was read; null when the user has no live cart yet. */
  liveCartStampRead?: string | null;
}

/**
 * The caller behind a bearer access token, or null when the token is invalid or expired, its login was
 * revoked, the user is disabled or their company is no longer configured.
 *
 * Every call reads the login's state by primary key (login revoked?, user enabled?, the user's
 * `security_version`; the calls of one moment in one statement, sent after each of them arrived), so a logout, a replayed refresh token or a disabled user is refused at once on every
 * instance sharing the database. The rest of the principal (permissions, company) comes from the process's
 * short-lived cache when it was loaded at the same security version, else from the database. `alsoRead` asks
 * for more in the statement that reads the state (the cart read's stamp), so such a call makes one round trip.
 */
export async function authenticate(
  services: { db: Db; tokens: TokenService; principals: PrincipalCache; loginStates: LoginStateCache },
  authorization: string | undefined,
  alsoRead?: ReadWithLogin,
): Promise<Principal | null> {
  if (!authorization) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
  if (!match?.[1]) return null;
  const claims = await services.tokens.verifyAccessToken(match[1]);
  if (!claims) return null;
  const state =
    services.loginStates.get(claims.sid) ?? (await readLoginState(services, claims.sid, alsoRead));
  if (!state || state.userId !== claims.sub || state.revokedAt || state.status !== USER_ENABLED) {
    services.principals.invalidateLogin(claims.sid);
    return null;
  }
  const cached = services.principals.get(claims.sid, state.version);
  if (cached) return cached.userId === claims.sub ? cached : null;
  const principal = await loadPrincipal(services.db, claims.sid, claims.sub);
  if (principal) services.principals.set(principal, state.version);
  return principal;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Which logins a login-state statement reads: one (`logins.id = $1`, what a lone call asks) or the several a
 * burst of calls asked together (`= any($1::uuid[])`). Two statements, not one: PostgreSQL plans `= any` of an
 * array for the ten keys it guesses, and on a logins table of a few hundred rows its plan scans them all, 0.17 ms
 * a call where the primary key's lookup of one login takes 0.01 (issue 14: the database's CPU per list request).
 */
const whichLogins = (many: boolean) =>
  many
    ? sql`${logins.id} = any(${sql.placeholder('ids')}::uuid[])`
    : sql`${logins.id} = ${sql.placeholder('id')}::uuid`;

/** Runs the one-login statement for a lone login and the many-logins one for several. */
function readLogins<R>(
  ids: string[],
  one: () => { execute(values: Record<string, unknown>): Promise<R> },
  many: () => { execute(values: Record<string, unknown>): Promise<R> },
): Promise<R> {
  return ids.length === 1 ? one().execute({ id: ids[0] }) : many().execute({ ids: uuidArray(ids) });
}

/**
 * The statement that reads login states where they are not kept (PostgreSQL, and PGlite before a change is
 * notified): the states of the logins the calls of a moment ask, gathered into one statement (`BatchedRead`).
 */
const loginStateReads = perDatabase(
  (db) =>
    new BatchedRead<string, LoginState>(async (loginIds) => {
      const ids = loginIds.filter((id) => UUID.test(id));
      const states = new Map<string, LoginState>();
      if (ids.length === 0) return states;
      const rows = await readLogins(
        ids,
        () => loginStatesStatement.one(db),
        () => loginStatesStatement.many(db),
      );
      for (const { loginId, ...state } of rows) states.set(loginId, state);
      return states;
    }),
);

const loginStates = (db: Db, many: boolean) =>
  db
    .select({
      loginId: logins.id,
      userId: logins.userId,
      revokedAt: logins.revokedAt,
      status: users.status,
      version: users.securityVersion,
    })
    .from(logins)
    .innerJoin(users, eq(users.id, logins.userId))
    .where(whichLogins(many))
    .prepare(many ? 'login_states' : 'login_state');

const loginStatesStatement = {
  one: preparedFor((db) => loginStates(db, false)),
  many: preparedFor((db) => loginStates(db, true)),
};

/**
 * The login states with the stamp of each user's live cart (`cartStamp`: the cart, its contents' revision, the
 * catalogue's availability revision), for the cart read: one statement where it made two (issue 14).
 */
const loginStatesWithCartReads = perDatabase(
  (db) =>
    new BatchedRead<string, LoginState & { liveCartStamp: string | null }>(async (loginIds) => {
      const ids = loginIds.filter((id) => UUID.test(id));
      const states = new Map<string, LoginState & { liveCartStamp: string | null }>();
      if (ids.length === 0) return states;
      const rows = await readLogins(
        ids,
        () => loginStatesWithCartStatement.one(db),
        () => loginStatesWithCartStatement.many(db),
      );
      for (const { loginId, cartId, contentsRevision, availability, ...state } of rows) {
        const liveCartStamp =
          cartId === null || contentsRevision === null
            ? null
            : cartStamp(cartId, contentsRevision, availability);
        states.set(loginId, { ...state, liveCartStamp });
      }
      return states;
    }),
);

const loginStatesWithCart = (db: Db, many: boolean) =>
  db
    .select({
      loginId: logins.id,
      userId: logins.userId,
      revokedAt: logins.revokedAt,
      status: users.status,
      version: users.securityVersion,
      cartId: carts.id,
      contentsRevision: carts.contentsRevision,
      availability: availabilityRevision,
    })
    .from(logins)
    .innerJoin(users, eq(users.id, logins.userId))
    .leftJoin(carts, and(eq(carts.ownerUserId, logins.userId), eq(carts.kind, 'cart')))
    .where(whichLogins(many))
    .prepare(many ? 'login_states_with_cart' : 'login_state_with_cart');

const loginStatesWithCartStatement = {
  one: preparedFor((db) => loginStatesWithCart(db, false)),
  many: preparedFor((db) => loginStatesWithCart(db, true)),
};

/** The login's state from the database, kept when the cache may keep it (auth/login-state-cache.ts). */
async function readLoginState(
  services: { db: Db; loginStates: LoginStateCache },
  loginId: string,
  alsoRead?: ReadWithLogin,
): Promise<LoginState | undefined> {
  const generation = services.loginStates.generation;
  let state: LoginState | undefined;
  if (alsoRead?.liveCartStamp) {
    const read = await loginStatesWithCartReads(services.db).read(loginId);
    if (read) {
      const { liveCartStamp, ...rest } = read;
      alsoRead.liveCartStampRead = liveCartStamp;
      state = rest;
    }
  } else {
    state = await loginStateReads(services.db).read(loginId);
  }
  if (state) services.loginStates.set(loginId, state, generation);
  return state;
}

export async function loadPrincipal(db: Db, loginId: string, userId: string): Promise<Principal | null> {
  const [row] = await db
    .select({
      userId: users.id,
      loginId: logins.id,
      sessionId: logins.sessionId,
      companyId: users.companyId,
      companyFeatures: companies.features,
      companyConfigured: companies.configured,
      companyName: companies.name,
      companyCustomerId: companies.erpCustomerId,
      companyTerritory: companies.salesTerritoryCode,
      companyArea: companies.areaName,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(logins)
    .innerJoin(users, eq(users.id, logins.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(logins.id, loginId),
        eq(logins.userId, userId),
        isNull(logins.revokedAt),
        eq(users.status, USER_ENABLED),
      ),
    )
    .limit(1);
  if (!row || row.companyConfigured === false) return null;
  const {
    companyConfigured: _,
    companyFeatures,
    companyName,
    companyCustomerId,
    companyTerritory,
    companyArea,
    ...rest
  } = row;
  return {
    ...rest,
    companyFeatures: companyFeatures ?? 0,
    companyAnalytics:
      rest.companyId && companyName !== null
        ? {
            customerId: companyCustomerId ?? '',
            customerName: companyName,
            salesTerritoryCode: companyTerritory ?? '',
            areaName: companyArea ?? '',
          }
        : null,
    // Frozen: the permission checks keep its set beside it (flows hasPermission).
    permissions: Object.freeze(await effectivePermissions(db, row.userId)),
  };
}
