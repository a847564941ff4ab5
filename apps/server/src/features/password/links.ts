import { createHash, randomBytes } from 'node:crypto';
import type { PasswordLinkAction, PasswordLinkInfo, ResetPasswordBody } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { checkPassword, newPasswordErrorsOf, PasswordError } from '@b2b-portal/flows/rules';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../auth/password';
import { passwordRequirements } from '../../auth/password-complexity';
import { USER_ENABLED } from '../../auth/principal';
import type { Executor } from '../../db/client';
import { logins, passwordLinks, users } from '../../db/schema';
import type { Env } from '../../env';
import type { Services } from '../../http/context';
import { ProblemError } from '../../http/problem';
import { enqueueMail } from '../mail/outbox';

/**
 * Password links (issue 18): a reset of a forgotten password (`/forgotPassword?rpk=`) or a new user's first
 * password (`/setPassword?rpk=`), mailed to the user. The token is 256 random bits; only its SHA-256 is stored. A
 * link works once and until it expires (PASSWORD_RESET_LINK_TTL_MINUTES, CREATE_PASSWORD_LINK_TTL_HOURS); a newer
 * link of the same purpose, or a password set through any link, spends the user's other open links. Setting a
 * password ends every session of the user (their logins are revoked: whoever had the old password is signed out).
 */

/** Where the links point and how long they work: the server's settings and its public origin. */
export interface PasswordLinkMail {
  /** The portal's origin (PUBLIC_URL, or the origin the request came to), without a trailing slash. */
  origin: string;
  resetTtlMinutes: number;
  createTtlHours: number;
}

/** The settings of the links from the server's environment and the origin the links must point to. */
export function passwordLinkMail(
  env: Pick<Env, 'PASSWORD_RESET_LINK_TTL_MINUTES' | 'CREATE_PASSWORD_LINK_TTL_HOURS'>,
  origin: string,
): PasswordLinkMail {
  return {
    origin: origin.replace(/\/+$/, ''),
    resetTtlMinutes: env.PASSWORD_RESET_LINK_TTL_MINUTES,
    createTtlHours: env.CREATE_PASSWORD_LINK_TTL_HOURS,
  };
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The page a link opens: the same page serves both (000 §2.2), the path tells the purpose. */
export function passwordLinkUrl(origin: string, purpose: PasswordLinkAction, token: string): string {
  const page = purpose === 'reset' ? 'forgotPassword' : 'setPassword';
  return `${origin}/#/${page}?rpk=${encodeURIComponent(token)}`;
}

const ttlMs = (mail: PasswordLinkMail, purpose: PasswordLinkAction) =>
  purpose === 'reset' ? mail.resetTtlMinutes * 60_000 : mail.createTtlHours * 3_600_000;

/**
 * Issues a link of `purpose` for the user and answers its token; the user's older open links of that purpose stop
 * working. Runs in the caller's transaction.
 */
export async function issuePasswordLink(
  db: Executor,
  { userId, purpose, ttl }: { userId: string; purpose: PasswordLinkAction; ttl: number },
): Promise<string> {
  const now = new Date();
  await db
    .update(passwordLinks)
    .set({ usedAt: now, replaced: true })
    .where(
      and(eq(passwordLinks.userId, userId), eq(passwordLinks.purpose, purpose), isNull(passwordLinks.usedAt)),
    );
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordLinks).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + ttl),
  });
  return token;
}

interface LinkUser {
  id: string;
  companyId: string | null;
  username: string;
  email: string;
  firstName: string;
  status: number;
}

const userColumns = {
  id: users.id,
  companyId: users.companyId,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  status: users.status,
};

/** Writes a new link of `purpose` for the user and the mail that carries it, in the caller's transaction. */
async function mailLink(db: Executor, mail: PasswordLinkMail, user: LinkUser, purpose: PasswordLinkAction) {
  const token = await issuePasswordLink(db, { userId: user.id, purpose, ttl: ttlMs(mail, purpose) });
  const link = passwordLinkUrl(mail.origin, purpose, token);
  await enqueueMail(
    db,
    purpose === 'reset'
      ? {
          companyId: user.companyId,
          to: [user.email],
          subject: formatMessage('Mail.PasswordReset.Subject'),
          text: formatMessage('Mail.PasswordReset.Text', {
            firstName: user.firstName,
            username: user.username,
            link,
            minutes: mail.resetTtlMinutes,
          }),
          kind: 'password.reset',
        }
      : {
          companyId: user.companyId,
          to: [user.email],
          subject: formatMessage('Mail.CreatePassword.Subject'),
          text: formatMessage('Mail.CreatePassword.Text', {
            firstName: user.firstName,
            username: user.username,
            link,
            hours: mail.createTtlHours,
          }),
          kind: 'password.create',
        },
  );
}

/** What `sendCreatePasswordLink` did: mailed the link, or not (no such user, or a disabled one). */
export type CreatePasswordLinkOutcome = 'sent' | 'notFound' | 'disabled';

/**
 * Mails a user a link to create their password (`/setPassword?rpk=`, CREATE_PASSWORD_LINK_TTL_HOURS): for the
 * user administration when an administrator creates a user, and for `SendCreateNewPasswordLink`. Runs in the
 * caller's transaction (`db` may be one), so the mail exists exactly when the user does. `companyId`, when given,
 * must be the user's company (an administrator's own): another company's user answers 'notFound'. A disabled
 * user gets no link ('disabled'). The user's older create links stop working.
 *
 * ```ts
 * await db.transaction(async (tx) => {
 *   const [created] = await tx.insert(users).values({ … }).returning({ id: users.id });
 *   await sendCreatePasswordLink(tx, passwordLinkMail(services.env, publicOrigin(c, services)), {
 *     userId: created.id,
 *     companyId: principal.companyId,
 *   });
 * });
 * ```
 */
export async function sendCreatePasswordLink(
  db: Executor,
  mail: PasswordLinkMail,
  { userId, companyId }: { userId: string; companyId?: string | null },
): Promise<CreatePasswordLinkOutcome> {
  const [user] = await db.select(userColumns).from(users).where(eq(users.id, userId)).limit(1);
  if (!user || (companyId !== undefined && user.companyId !== companyId)) return 'notFound';
  if (user.status !== USER_ENABLED) return 'disabled';
  await mailLink(db, mail, user, 'create');
  return 'sent';
}

/**
 * A reset requested for an e-mail address (`RequestResetPassword`): each enabled user with that address is mailed
 * a reset link; a disabled one is mailed that the account is disabled (002 §8's words for a disabled sign-in), with
 * no link. Nothing is mailed to an address no user has. The caller answers the same in every case.
 */
export async function requestPasswordReset(
  db: Executor,
  mail: PasswordLinkMail,
  email: string,
): Promise<void> {
  const owners = await db
    .select(userColumns)
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email.trim()})`);
  for (const user of owners) {
    if (user.status === USER_ENABLED) {
      await mailLink(db, mail, user, 'reset');
    } else {
      await enqueueMail(db, {
        companyId: user.companyId,
        to: [user.email],
        subject: formatMessage('Mail.PasswordResetRefused.Subject'),
        text: formatMessage('Mail.PasswordResetRefused.Text', {
          firstName: user.firstName,
          username: user.username,
        }),
        kind: 'password.resetRefused',
      });
    }
  }
}

export const invalidLink = () =>
  new ProblemError(404, 'InvalidPasswordLink', formatMessage('Password.InvalidRequest'));
export const expiredLink = () =>
  new ProblemError(410, 'PasswordLinkExpired', formatMessage('Password.LinkExpired'));
export const accountDisabled = () =>
  new ProblemError(403, 'AccountDisabled', formatMessage('Login.AccountDisabled'));

/** A link as it stands, by token, with its user; undefined for a token the server never issued. */
async function findLink(db: Executor, token: string) {
  const [row] = await db
    .select({
      id: passwordLinks.id,
      purpose: passwordLinks.purpose,
      expiresAt: passwordLinks.expiresAt,
      usedAt: passwordLinks.usedAt,
      user: userColumns,
    })
    .from(passwordLinks)
    .innerJoin(users, eq(users.id, passwordLinks.userId))
    .where(eq(passwordLinks.tokenHash, hashToken(token)))
    .limit(1);
  return row;
}

/**
 * The link of `ValidateLink` and `resetpassword`: 404 for an unknown one, 410 once its time is over (spent or not:
 * a person opening last month's mail is told it expired and offered a new one), 404 for one spent in its time (used,
 * or replaced by a newer link).
 */
async function openLink(db: Executor, token: string) {
  const link = await findLink(db, token);
  if (!link) throw invalidLink();
  if (link.expiresAt.getTime() <= Date.now()) throw expiredLink();
  if (link.usedAt) throw invalidLink();
  return link;
}

export async function validatePasswordLink(db: Executor, token: string): Promise<PasswordLinkInfo> {
  const link = await openLink(db, token);
  return { action: link.purpose, username: link.user.username };
}

/**
 * Sets the password of a link's user (`resetpassword`). The link is checked first (404, 410), the user must be
 * enabled (403 with the sign-in's words), then the password against the requirements (422 PasswordInvalid with the
 * `errorCodes` and a field error per field). Spending the link is atomic: of two uses at once one wins, the other
 * is 404. The user's other open links are spent too, and every login of the user is revoked.
 */
export async function resetPassword(
  services: Services,
  body: ResetPasswordBody,
): Promise<{ userId: string }> {
  const { db } = services;
  const link = await openLink(db, body.token);
  if (link.user.status !== USER_ENABLED) throw accountDisabled();
  const requirements = await passwordRequirements(db);
  const codes = checkPassword(body.password, requirements, { confirm: body.confirmPassword });
  // 002 §5: the new password and the old one cannot be the same (code 2), on a reset as on a change.
  if (codes.length === 0 && (await isCurrentPassword(db, link.user.id, body.password))) {
    codes.push(PasswordError.InvalidNewPassword);
  }
  if (codes.length > 0) {
    const errors = newPasswordErrorsOf(codes, requirements);
    throw new ProblemError(
      422,
      'PasswordInvalid',
      errors[0]?.message ?? formatMessage('Password.Invalid'),
      errors,
      undefined,
      { errorCodes: codes },
    );
  }
  const passwordHash = await hashPassword(body.password);
  const userId = link.user.id;
  await db.transaction(async (tx) => {
    const now = new Date();
    const spent = await tx
      .update(passwordLinks)
      .set({ usedAt: now })
      .where(
        and(eq(passwordLinks.id, link.id), isNull(passwordLinks.usedAt), gt(passwordLinks.expiresAt, now)),
      )
      .returning({ id: passwordLinks.id });
    if (spent.length === 0) throw invalidLink();
    await tx
      .update(passwordLinks)
      .set({ usedAt: now, replaced: true })
      .where(and(eq(passwordLinks.userId, userId), isNull(passwordLinks.usedAt)));
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await tx
      .update(logins)
      .set({ revokedAt: now })
      .where(and(eq(logins.userId, userId), isNull(logins.revokedAt)));
  });
  services.principals.invalidateUser(userId);
  return { userId };
}

/** Whether `password` is the user's present one (a user still to create theirs has none that matches). */
async function isCurrentPassword(db: Executor, userId: string, password: string): Promise<boolean> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ? verifyPassword(password, row.passwordHash) : false;
}

/**
 * A new link in place of an expired or spent one (`ResendCreatePasswordLink`, /password-link-expired): of the same
 * purpose, to the same user, by mail (never in the answer: the token may have been seen by someone else). 404 for
 * a token the server never issued, 403 for a disabled user.
 */
export async function resendPasswordLink(
  db: Executor,
  mail: PasswordLinkMail,
  token: string,
): Promise<{ email: string }> {
  const link = await findLink(db, token);
  if (!link) throw invalidLink();
  if (link.user.status !== USER_ENABLED) throw accountDisabled();
  await mailLink(db, mail, link.user, link.purpose);
  return { email: link.user.email };
}
