import { createHash, randomBytes } from 'node:crypto';
import type { PunchInLandingRoute, PunchInLoginAnswer, PunchInOperation, TokenInfo } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { postLoginTarget } from '@b2b-portal/flows/rules';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { verifyDummyPassword, verifyPassword } from '../../auth/password';
import { effectivePermissions, USER_ENABLED } from '../../auth/principal';
import { newRefreshToken } from '../../auth/tokens';
import type { Db, Executor, Tx } from '../../db/client';
import {
  companies,
  logins,
  type PunchInExternalUser,
  punchinAccounts,
  punchinSessions,
  punchinUserLinks,
  refreshTokens,
  users,
} from '../../db/schema';
import type { Principal, Services } from '../../http/context';
import { ProblemError, Problems } from '../../http/problem';
import { USER_DELETED } from '../users/store';
import { cartLineFor, findProducts, lockLiveCart, replaceCartLines } from './cart';
import type { RequestedItem } from './cxml';

/**
 * Punch-in sessions (punchin_sessions): made by a procurement system's setup request, opened once through the
 * start page (`V1.0/session/login`), which signs the mapped user in with a login carrying a session id, and
 * ended when the cart goes back. Only the SHA-256 of the one-time start token is stored.
 */

export const START_TOKEN_TTL_MS = 5 * 60 * 1000;

export type PunchInAccount = typeof punchinAccounts.$inferSelect;
export type PunchInSession = typeof punchinSessions.$inferSelect;
export type PunchInProtocol = PunchInAccount['protocol'];

export const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

export const unknownStart = () => new ProblemError(404, 'PunchInUnknown', formatMessage('PunchIn.Unknown'));
export const expiredStart = () => new ProblemError(410, 'PunchInExpired', formatMessage('PunchIn.Expired'));
const noProfile = () => Problems.notFound('NoPunchOutProfile', formatMessage('PunchOut.NoProfile'));
export const notPunchedIn = (code = 'NotPunchedIn') =>
  new ProblemError(409, code, formatMessage('PunchIn.NotPunchedIn'));
export const alreadyTransferred = () =>
  new ProblemError(409, 'PunchInTransferred', formatMessage('PunchIn.AlreadyTransferred'));

/**
 * The active account one of the credentials names whose secret matches, or null. The credentials are tried in
 * order (the first that names an account wins); an unknown account costs the same scrypt time as a known one.
 */
export async function authenticateAccount(
  db: Executor,
  protocol: PunchInProtocol,
  credentials: readonly { domain: string; identity: string }[],
  secret: string,
): Promise<PunchInAccount | null> {
  const named = credentials.filter((credential) => credential.identity !== '').slice(0, 10);
  const rows =
    named.length === 0
      ? []
      : await db
          .select()
          .from(punchinAccounts)
          .where(
            and(
              eq(punchinAccounts.protocol, protocol),
              eq(punchinAccounts.active, true),
              sql`(lower(${punchinAccounts.domain}), lower(${punchinAccounts.identity})) in (${sql.join(
                named.map((c) => sql`(lower(${c.domain}), lower(${c.identity}))`),
                sql`, `,
              )})`,
            ),
          );
  const account = named
    .map((credential) =>
      rows.find(
        (row) =>
          row.domain.toLowerCase() === credential.domain.toLowerCase() &&
          row.identity.toLowerCase() === credential.identity.toLowerCase(),
      ),
    )
    .find((row) => row !== undefined);
  if (!account || secret === '') {
    await verifyDummyPassword(secret);
    return null;
  }
  return (await verifyPassword(secret, account.secretHash)) ? account : null;
}

/**
 * Whether the account may have the cart returned to this URL (an absolute http or https URL): to an origin of its
 * allow-list (`return_origins`) when it has one, else to the origin its setup names. The return page allows
 * exactly that origin in its form-action (return-page.ts), so an intranet procurement system on http works.
 */
export function returnUrlAllowed(account: Pick<PunchInAccount, 'returnOrigins'>, url: string): boolean {
  if (account.returnOrigins.length === 0) return true;
  const origin = new URL(url).origin;
  return account.returnOrigins.some((allowed) => {
    try {
      return new URL(allowed).origin === origin;
    } catch {
      return false;
    }
  });
}

/** Creates a punch-in session for an authenticated account; answers the one-time start token. */
export async function createPunchInSession(
  db: Executor,
  input: {
    account: PunchInAccount;
    operation: PunchInOperation;
    buyerCookie: string;
    returnUrl: string;
    envelope: Record<string, string>;
    requestedItems: RequestedItem[];
    /** The procurement system's user (issue 18): the session signs in the one linked to it. */
    externalUser?: PunchInExternalUser | null;
  },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(punchinSessions).values({
    accountId: input.account.id,
    // With a user identifier, the user is found when the start page is opened (a link may be made meanwhile).
    userId: input.externalUser ? null : input.account.userId,
    externalUser: input.externalUser ?? null,
    protocol: input.account.protocol,
    operation: input.operation,
    startTokenHash: sha256(token),
    buyerCookie: input.buyerCookie,
    returnUrl: input.returnUrl,
    envelope: input.envelope,
    requestedItems: input.requestedItems,
    expiresAt: new Date(Date.now() + START_TOKEN_TTL_MS),
  });
  return token;
}

/** The portal's start page for a token: the hash route /punch-in?id= (000 §2.2). */
export function startPageUrl(origin: string, token: string): string {
  return `${origin}/#/punch-in?id=${encodeURIComponent(token)}`;
}

async function issueTokens(
  services: Services,
  tx: Tx,
  login: { loginId: string; userId: string; companyId: string | null },
): Promise<TokenInfo> {
  const refresh = newRefreshToken();
  await tx.insert(refreshTokens).values({
    loginId: login.loginId,
    tokenHash: refresh.hash,
    expiresAt: new Date(Date.now() + services.env.REFRESH_TOKEN_TTL_SECONDS * 1000),
  });
  const accessToken = await services.tokens.issueAccessToken(login);
  return { type: 'Bearer', access_token: accessToken, refresh_token: refresh.token };
}

function isRequestedItem(value: unknown): value is RequestedItem {
  const item = value as Partial<RequestedItem> | null;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.quantity === 'number' &&
    typeof item.supplierPartId === 'string'
  );
}

/** How long after its setup a punch-in may be registered (the start page's id is otherwise good for 5 minutes). */
export const REGISTRATION_TTL_MS = 30 * 60 * 1000;

export const invalidIdentifier = () =>
  new ProblemError(403, 'PunchInInvalidIdentifier', formatMessage('PunchIn.InvalidIdentifier'));
const userDisabled = () =>
  new ProblemError(403, 'PunchInUserDisabled', formatMessage('PunchIn.UserDisabled'));
const registrationRequired = () =>
  new ProblemError(409, 'PunchInRegistrationRequired', formatMessage('PunchIn.RegistrationRequired'));
export const alreadyRegistered = () =>
  new ProblemError(409, 'PunchInAlreadyRegistered', formatMessage('PunchIn.AlreadyRegistered'));

/** The session of a start page id, locked, or 404 PunchInUnknown. */
export async function sessionOfToken(tx: Tx, token: string): Promise<PunchInSession> {
  const [session] = await tx
    .select()
    .from(punchinSessions)
    .where(eq(punchinSessions.startTokenHash, sha256(token)))
    .for('update')
    .limit(1);
  if (!session) throw unknownStart();
  return session;
}

/** The punch-in account of a session, with its company, or 404 NoPunchOutProfile when it is gone or inactive. */
export async function accountOfSession(tx: Executor, session: PunchInSession) {
  const [row] = await tx
    .select({
      id: punchinAccounts.id,
      active: punchinAccounts.active,
      companyId: punchinAccounts.companyId,
      companyName: companies.name,
      companyConfigured: companies.configured,
      imageUrl: punchinAccounts.imageUrl,
      name: punchinAccounts.name,
    })
    .from(punchinAccounts)
    .innerJoin(companies, eq(companies.id, punchinAccounts.companyId))
    .where(eq(punchinAccounts.id, session.accountId))
    .limit(1);
  if (!row?.active) throw noProfile();
  return row;
}

/**
 * The portal user a session's procurement system user is linked to (issue 18), or null when none is (a deleted
 * user's link counts as none: they register again). A link to a user outside the account's company is refused
 * (403 PunchInInvalidIdentifier): a procurement account only ever signs in its own company's users.
 */
export async function linkedUserOf(
  tx: Executor,
  account: { id: string; companyId: string },
  externalId: string,
): Promise<{ id: string; status: number } | null> {
  const [row] = await tx
    .select({ id: users.id, status: users.status, companyId: users.companyId })
    .from(punchinUserLinks)
    .innerJoin(users, eq(users.id, punchinUserLinks.userId))
    .where(
      and(
        eq(punchinUserLinks.accountId, account.id),
        sql`lower(${punchinUserLinks.externalId}) = lower(${externalId})`,
      ),
    )
    .limit(1);
  if (!row || row.status === USER_DELETED) return null;
  if (row.companyId !== account.companyId) throw invalidIdentifier();
  return row;
}

/**
 * Opens a start page once (`V1.0/session/login?id=`): consumes the token, signs the session's user in with a
 * login whose session id the client sends back in the `session-id` header, and gives that login its own cart
 * (issue 16): empty for create, the procurement system's lines for edit and inspect. The user's ordinary live
 * cart keeps what it holds. The user is the account's, or (issue 18) the one linked to the procurement system's
 * user identifier; an identifier linked to no one answers 409 PunchInRegistrationRequired and leaves the id
 * unused for the registration.
 */
export async function openPunchIn(services: Services, token: string): Promise<PunchInLoginAnswer> {
  return services.db
    .transaction(async (tx) => {
      const session = await sessionOfToken(tx, token);
      if (session.openedAt !== null || session.expiresAt.getTime() <= Date.now()) throw expiredStart();
      const account = await accountOfSession(tx, session);
      let userId = session.userId;
      if (session.externalUser) {
        const linked = await linkedUserOf(tx, account, session.externalUser.id);
        if (!linked) throw registrationRequired();
        userId = linked.id;
      }
      if (!userId) throw registrationRequired();
      return signInSession(services, tx, session, account, userId);
    })
    .then((opened) => landing(services, opened));
}

type OpenedSession = Awaited<ReturnType<typeof signInSession>>;

/**
 * Signs the user in to an unopened session (in the caller's transaction): marks it opened, makes the login with
 * its session id and tokens, and fills the session's own cart.
 */
export async function signInSession(
  services: Services,
  tx: Tx,
  session: PunchInSession,
  account: Awaited<ReturnType<typeof accountOfSession>>,
  userId: string,
) {
  const [user] = await tx
    .select({ status: users.status, companyId: users.companyId })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user || user.status !== USER_ENABLED) throw userDisabled();
  if (account.companyConfigured === false) {
    throw new ProblemError(403, 'CompanyNotConfigured', formatMessage('Login.CompanyNotConfigured'));
  }
  const opened = await tx
    .update(punchinSessions)
    .set({ openedAt: new Date(), userId })
    .where(and(eq(punchinSessions.id, session.id), isNull(punchinSessions.openedAt)))
    .returning({ id: punchinSessions.id });
  if (opened.length === 0) throw expiredStart();

  const sessionId = randomBytes(24).toString('base64url');
  const [login] = await tx.insert(logins).values({ userId, sessionId }).returning({ id: logins.id });
  if (!login) throw new Error('login row not created');
  await tx.update(punchinSessions).set({ loginId: login.id }).where(eq(punchinSessions.id, session.id));
  const tokenInfo = await issueTokens(services, tx, {
    loginId: login.id,
    userId,
    companyId: user.companyId,
  });

  // The session's own cart (issue 16): empty for create, the procurement system's lines for edit and inspect.
  // The user's ordinary live cart is not touched.
  const operation = session.operation as PunchInOperation;
  const cart = await lockLiveCart(tx, {
    userId,
    companyId: user.companyId ?? account.companyId,
    punchInLoginId: login.id,
  });
  if (operation !== 'create') {
    const items = session.requestedItems.filter(isRequestedItem);
    const found = await findProducts(tx, items);
    await replaceCartLines(
      tx,
      cart,
      items.map((item, index) =>
        cartLineFor(found[index] ?? null, {
          quantity: item.quantity,
          description: item.description,
          manufacturerPart: item.manufacturerPartId || item.supplierPartId,
          manufacturerName: item.manufacturerName,
        }),
      ),
    );
  }
  return {
    userId,
    sessionId,
    tokenInfo,
    operation,
    imageUrl: account.imageUrl,
    name: account.name,
  };
}

/** The login answer of an opened session, with the user's post-login target (000 §2.5). */
export async function landing(services: Services, opened: OpenedSession): Promise<PunchInLoginAnswer> {
  const target = postLoginTarget({
    sessionId: opened.sessionId,
    permissions: await effectivePermissions(services.db, opened.userId),
  }) as PunchInLandingRoute;
  return {
    tokenInfo: opened.tokenInfo,
    sessionId: opened.sessionId,
    punchOutImageUrl: opened.imageUrl,
    postLoginTarget: target,
    operation: opened.operation,
    procurementSystemName: opened.name,
  };
}

/**
 * The punch-in session of the caller's login. The login must come from a punch-in and the request must carry
 * its session id in the `session-id` header (000 §7), which the portal sends on every call of a punch-out user.
 */
export async function punchInSessionOf(
  db: Db,
  principal: Principal,
  sessionIdHeader: string | undefined,
): Promise<PunchInSession> {
  if (!principal.sessionId) throw notPunchedIn();
  if (sessionIdHeader !== principal.sessionId) throw notPunchedIn('PunchInSessionMismatch');
  const [session] = await db
    .select()
    .from(punchinSessions)
    .where(eq(punchinSessions.loginId, principal.loginId))
    .limit(1);
  if (!session) throw notPunchedIn();
  return session;
}

/**
 * True when the login's punch-in is an inspect session: the cart was loaded from the procurement system to be
 * looked at, not changed. For the cart feature to expose (read-only cart) and enforce.
 */
export async function isInspectSession(db: Executor, loginId: string): Promise<boolean> {
  const [session] = await db
    .select({ operation: punchinSessions.operation })
    .from(punchinSessions)
    .where(eq(punchinSessions.loginId, loginId))
    .limit(1);
  return session?.operation === 'inspect';
}
