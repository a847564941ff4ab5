import type { PunchInLoginAnswer, PunchInRegistration, RegisterPunchOutBody } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { punchinUserLinks, roles, userAudit, userRoles, users } from '../../db/schema';
import type { Services } from '../../http/context';
import { ProblemError } from '../../http/problem';
import { NO_PASSWORD } from '../users/store';
import {
  accountOfSession,
  alreadyRegistered,
  expiredStart,
  invalidIdentifier,
  landing,
  linkedUserOf,
  type PunchInSession,
  REGISTRATION_TTL_MS,
  sessionOfToken,
  signInSession,
} from './sessions';

/**
 * Punch-in registration (issue 18; 002 §1 "punch-in registration", §7 `user/registerpunchout`). A procurement
 * system's setup request names its user (Extrinsic UniqueName, features/punch-in/cxml.ts); the first time an
 * identifier comes, it is linked to no portal user and the start page asks the person to register: a form
 * prefilled from the setup request creates an enabled user of the procurement account's company with the
 * Buyer role, links the identifier to them (`punchin_user_links`) and continues the punch-in signed in. The next
 * punch-in with that identifier signs them straight in. See "Punch-in registration" in the server README.
 */

/** The role a registered punch-in user starts with: the company's own role of this name, else the global one. */
export const PUNCH_IN_DEFAULT_ROLE = 'Buyer';

const emailRegistered = () =>
  new ProblemError(409, 'PunchInEmailRegistered', formatMessage('PunchIn.EmailRegistered'));

/**
 * The session of a start page id that may be registered: unopened, within REGISTRATION_TTL_MS of its setup,
 * naming a procurement system's user who is linked to no one.
 */
async function registrableSession(tx: Tx, token: string) {
  const session = await sessionOfToken(tx, token);
  if (session.openedAt !== null || session.createdAt.getTime() + REGISTRATION_TTL_MS <= Date.now()) {
    throw expiredStart();
  }
  const account = await accountOfSession(tx, session);
  const external = session.externalUser;
  if (!external) throw invalidIdentifier();
  if (await linkedUserOf(tx, account, external.id)) throw alreadyRegistered();
  return {
    session: session as PunchInSession & { externalUser: NonNullable<PunchInSession['externalUser']> },
    account,
  };
}

/** What the registration form starts from (`user/punchinregistration?id=`). */
export async function punchInRegistrationOf(services: Services, token: string): Promise<PunchInRegistration> {
  return services.db.transaction(async (tx) => {
    const { session, account } = await registrableSession(tx, token);
    const { email, firstName, lastName, phone } = session.externalUser;
    return {
      firstName,
      lastName,
      email,
      phone,
      procurementSystemName: account.name,
      companyName: account.companyName,
    };
  });
}

/** The unique index a write ran into ('' when it was no unique violation). */
const uniqueViolationOf = (error: unknown): string | null => {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint, message } = cause as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
    };
    if (code === '23505') return `${String(constraint ?? '')} ${String(message ?? '')}`;
  }
  return null;
};

/**
 * Registers the procurement system's user of a punch-in and signs them in to it (`user/registerpunchout`), in one
 * transaction: the new user (no password: they come through their procurement system, and may set one with
 * Forgot password?), the Buyer role, the link and the login. An e-mail a portal user already has is refused
 * (409 PunchInEmailRegistered): linking it would hand that user's account to whoever controls the procurement
 * system's user, so it is never done from here.
 */
export async function registerPunchIn(
  services: Services,
  body: Required<RegisterPunchOutBody>,
): Promise<PunchInLoginAnswer> {
  const email = body.email.trim().toLowerCase();
  try {
    const opened = await services.db.transaction(async (tx) => {
      const { session, account } = await registrableSession(tx, body.id);
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(or(sql`lower(${users.username}) = ${email}`, sql`lower(${users.email}) = ${email}`))
        .limit(1);
      if (taken) throw emailRegistered();
      const [created] = await tx
        .insert(users)
        .values({
          companyId: account.companyId,
          username: email,
          email,
          firstName: body.firstName,
          lastName: body.lastName,
          phone: body.phone || null,
          status: 1,
          passwordHash: NO_PASSWORD,
        })
        .returning({ id: users.id });
      if (!created) throw new Error('user not created');
      const [role] = await tx
        .select({ id: roles.id, name: roles.name })
        .from(roles)
        .where(
          and(
            eq(roles.name, PUNCH_IN_DEFAULT_ROLE),
            or(isNull(roles.companyId), eq(roles.companyId, account.companyId)),
          ),
        )
        // The company's own role first (nulls last in ascending order).
        .orderBy(asc(roles.companyId))
        .limit(1);
      if (role) await tx.insert(userRoles).values({ userId: created.id, roleId: role.id });
      await tx.insert(punchinUserLinks).values({
        accountId: account.id,
        externalId: session.externalUser.id,
        userId: created.id,
      });
      await recordRegistration(tx, {
        userId: created.id,
        companyId: account.companyId,
        actorName: `${body.firstName} ${body.lastName}`.trim(),
        role: role?.name ?? null,
      });
      return signInSession(services, tx, session, account, created.id);
    });
    return await landing(services, opened);
  } catch (error) {
    // Two registrations of one identifier, or of one e-mail, at once: the second finds the first's row.
    const violated = uniqueViolationOf(error);
    if (violated?.includes('punchin_user_links')) throw alreadyRegistered();
    if (violated !== null) throw emailRegistered();
    throw error;
  }
}

/** The new user's history starts with their own registration (as the users' audit records a creation). */
async function recordRegistration(
  tx: Tx,
  entry: { userId: string; companyId: string; actorName: string; role: string | null },
): Promise<void> {
  const base = {
    companyId: entry.companyId,
    userId: entry.userId,
    actorUserId: entry.userId,
    actorName: entry.actorName,
  };
  await tx.insert(userAudit).values({ ...base, action: 'created', detail: {}, at: sql`clock_timestamp()` });
  if (entry.role) {
    await tx
      .insert(userAudit)
      .values({ ...base, action: 'roleAdded', detail: { role: entry.role }, at: sql`clock_timestamp()` });
  }
}
