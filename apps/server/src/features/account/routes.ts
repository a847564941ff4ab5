import { accountEndpoints, type Profile } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { changePasswordErrors } from '@b2b-portal/flows/rules';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../auth/password';
import { passwordRequirements } from '../../auth/password-complexity';
import type { Executor } from '../../db/client';
import { addresses, contacts, logins, users } from '../../db/schema';
import type { Principal, Services } from '../../http/context';
import { ProblemError, Problems } from '../../http/problem';
import type { RouteRegistrar } from '../../http/registrar';
import { companyOf } from '../cart/live-cart';
import {
  addressColumns,
  contactColumns,
  preferencesOf,
  primaryColumnOfType,
  setPreference,
  toCheckoutAddress,
  toCheckoutContact,
} from '../checkout/store';
import { profileOf, saveVendorCredentials, toVendorCredentials } from './vendor-credentials';

type UserRow = typeof users.$inferSelect;

const refused = (code: string, path: string, message: string) =>
  new ProblemError(422, code, message, [{ path, message }]);

const toProfile = (row: UserRow): Profile => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone ?? '',
  fax: row.fax ?? '',
  username: row.username,
});

async function userOf(db: Executor, principal: Principal): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, principal.userId)).limit(1);
  if (!row) throw Problems.unauthorized();
  return row;
}

/** Another user (any company) who already has this value, case-insensitively. */
async function takenByAnother(
  db: Executor,
  column: typeof users.username | typeof users.email,
  value: string,
  me: string,
) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${column}) = lower(${value})`, ne(users.id, me)))
    .limit(1);
  return row !== undefined;
}

/**
 * The caller's profile change (002 §7 modifyProfile): the username and e-mail stay unique among all users, and a
 * new e-mail address needs the current password (the e-mail is where a password reset goes).
 */
async function modifyProfile(
  services: Services,
  principal: Principal,
  body: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    fax: string;
    username: string;
    currentPassword: string;
  },
): Promise<Profile> {
  const current = await userOf(services.db, principal);
  const emailChanged = current.email.toLowerCase() !== body.email.toLowerCase();
  if (emailChanged) {
    if (body.currentPassword === '')
      throw refused(
        'InvalidInput',
        'currentPassword',
        formatMessage('Account.Profile.CurrentPasswordRequired'),
      );
    if (!(await verifyPassword(body.currentPassword, current.passwordHash)))
      throw refused('InvalidOldPassword', 'currentPassword', formatMessage('Account.Password.InvalidOld'));
  }
  const updated = await services.db.transaction(async (tx) => {
    // Serialises profile changes, so two users cannot take one free username or e-mail at the same moment.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('users.profile'))`);
    if (await takenByAnother(tx, users.username, body.username, principal.userId))
      throw refused('UserAlreadyExists', 'username', formatMessage('Account.Profile.UsernameTaken'));
    if (emailChanged && (await takenByAnother(tx, users.email, body.email, principal.userId)))
      throw refused('EmailTaken', 'email', formatMessage('Account.Profile.EmailTaken'));
    const [row] = await tx
      .update(users)
      .set({
        firstName: body.firstName,
        lastName: body.lastName,
        email: body.email,
        phone: body.phone,
        fax: body.fax,
        username: body.username,
      })
      .where(eq(users.id, principal.userId))
      .returning();
    if (!row) throw Problems.unauthorized();
    return row;
  });
  // The cached callers carry the name and e-mail (user/Me, the header's greeting).
  services.principals.invalidateUser(principal.userId);
  return toProfile(updated);
}

/**
 * My Account's password change (002 §5): the shared rule (`changePasswordErrors`: required, complexity, not the
 * old one, confirmed), then the old password. The caller's other logins are revoked; this one stays signed in.
 */
async function changePassword(
  services: Services,
  principal: Principal,
  body: { oldPassword: string; newPassword: string; confirmPassword: string },
): Promise<{ ok: true }> {
  const errors = changePasswordErrors(body, await passwordRequirements(services.db));
  if (errors.length > 0) {
    const sameAsOld = errors.some((error) => error.message === formatMessage('Account.Password.SameAsOld'));
    throw new ProblemError(
      422,
      sameAsOld ? 'InvalidNewPassword' : 'InvalidInput',
      errors[0]?.message ?? formatMessage('Http.400'),
      errors,
    );
  }
  const current = await userOf(services.db, principal);
  if (!(await verifyPassword(body.oldPassword, current.passwordHash)))
    throw refused('InvalidOldPassword', 'oldPassword', formatMessage('Account.Password.InvalidOld'));
  const passwordHash = await hashPassword(body.newPassword);
  const revoked = await services.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, principal.userId));
    return tx
      .update(logins)
      .set({ revokedAt: new Date() })
      .where(
        and(eq(logins.userId, principal.userId), ne(logins.id, principal.loginId), isNull(logins.revokedAt)),
      )
      .returning({ id: logins.id });
  });
  for (const { id } of revoked) services.principals.invalidateLogin(id);
  return { ok: true };
}

const addressNotFound = () =>
  Problems.notFound('AddressNotFound', formatMessage('Account.Addresses.NotFound'));
const contactNotFound = () =>
  Problems.notFound('ContactNotFound', formatMessage('Account.Contacts.NotFound'));

/** One of the caller's own rows, in the caller's company and still active: nothing else is theirs to change. */
const ownRow = (table: typeof addresses | typeof contacts, principal: Principal, id: string) =>
  and(
    eq(table.id, id),
    eq(table.companyId, companyOf(principal)),
    eq(table.ownerUserId, principal.userId),
    eq(table.active, true),
  );

/** My Account (002 §2 /account, issue 18): profile, password, vendor credentials, own addresses and contacts. */
export function accountRoutes(route: RouteRegistrar): void {
  route(accountEndpoints.getProfile, async ({ services, user }) =>
    toProfile(await userOf(services.db, user())),
  );

  route(accountEndpoints.modifyProfile, ({ body, services, user }) => modifyProfile(services, user(), body));

  route(accountEndpoints.changePassword, ({ body, services, user }) =>
    changePassword(services, user(), body),
  );

  route(accountEndpoints.getPunchOutProfile, async ({ services, user }) => {
    const principal = user();
    return toVendorCredentials(
      principal.companyId ? await profileOf(services.db, principal.companyId) : undefined,
    );
  });

  route(accountEndpoints.setPunchOutProfile, async ({ body, services, user }) =>
    saveVendorCredentials(services.db, services.env.VENDOR_CREDENTIALS_KEY, companyOf(user()), body),
  );

  route(accountEndpoints.modifyAddress, async ({ query, body, services, user }) => {
    const principal = user();
    return services.db.transaction(async (tx) => {
      const [row] = await tx
        .update(addresses)
        .set(addressColumns(body))
        .where(and(ownRow(addresses, principal, query.id), eq(addresses.type, body.type)))
        .returning();
      if (!row) throw addressNotFound();
      const column = primaryColumnOfType[body.type];
      if (body.setAsPrimary) await setPreference(tx, principal.userId, { [column]: row.id });
      const prefs = await preferencesOf(tx, principal.userId);
      return toCheckoutAddress(row, prefs[column]);
    });
  });

  route(accountEndpoints.deleteAddress, async ({ query, services, user }) => {
    const principal = user();
    await services.db.transaction(async (tx) => {
      const [row] = await tx
        .update(addresses)
        .set({ active: false })
        .where(ownRow(addresses, principal, query.id))
        .returning();
      if (!row) throw addressNotFound();
      const column = primaryColumnOfType[row.type as 1 | 2 | 3];
      if (column && (await preferencesOf(tx, principal.userId))[column] === row.id)
        await setPreference(tx, principal.userId, { [column]: null });
    });
    return { ok: true as const };
  });

  route(accountEndpoints.modifyContact, async ({ query, body, services, user }) => {
    const principal = user();
    return services.db.transaction(async (tx) => {
      const [row] = await tx
        .update(contacts)
        .set(contactColumns(body))
        .where(ownRow(contacts, principal, query.id))
        .returning();
      if (!row) throw contactNotFound();
      if (body.setAsPrimary) await setPreference(tx, principal.userId, { primaryContactId: row.id });
      return toCheckoutContact(row, (await preferencesOf(tx, principal.userId)).primaryContactId);
    });
  });

  route(accountEndpoints.deleteContact, async ({ query, services, user }) => {
    const principal = user();
    await services.db.transaction(async (tx) => {
      const [row] = await tx
        .update(contacts)
        .set({ active: false })
        .where(ownRow(contacts, principal, query.id))
        .returning();
      if (!row) throw contactNotFound();
      if ((await preferencesOf(tx, principal.userId)).primaryContactId === row.id)
        await setPreference(tx, principal.userId, { primaryContactId: null });
    });
    return { ok: true as const };
  });
}
