import type { VendorCredentials } from '@b2b-portal/api';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { punchoutProfiles } from '../../db/schema';
import { decryptVendorSecret, encryptVendorSecret, vendorCredentialsKey } from './vendor-secret';

type ProfileRow = typeof punchoutProfiles.$inferSelect;

/** What anyone of the company may read: the CCO ID and whether a password is set, never the password. */
export function toVendorCredentials(row: ProfileRow | undefined): VendorCredentials {
  return { ccoId: row?.username ?? '', passwordSet: Boolean(row?.passwordEncrypted) };
}

export async function profileOf(db: Executor, companyId: string): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(punchoutProfiles)
    .where(eq(punchoutProfiles.companyId, companyId))
    .limit(1);
  return row;
}

/**
 * The company's vendor credentials with the password opened, for the punch-out to the configuration tool (the
 * only place it leaves the server); undefined when none are set or the stored password does not open.
 */
export async function openVendorCredentials(
  db: Executor,
  configuredKey: string | undefined,
  companyId: string,
): Promise<{ duns: string; username: string; password: string } | undefined> {
  const row = await profileOf(db, companyId);
  if (!row) return undefined;
  const password = decryptVendorSecret(
    await vendorCredentialsKey(db, configuredKey),
    companyId,
    row.passwordEncrypted,
  );
  return password === null ? undefined : { duns: row.duns, username: row.username, password };
}

/** Sets the company's CCO ID and password (the password encrypted); the DUNS number stays as the reseller set it. */
export async function saveVendorCredentials(
  db: Executor,
  configuredKey: string | undefined,
  companyId: string,
  input: { ccoId: string; password: string },
): Promise<VendorCredentials> {
  const passwordEncrypted = encryptVendorSecret(
    await vendorCredentialsKey(db, configuredKey),
    companyId,
    input.password,
  );
  const [row] = await db
    .insert(punchoutProfiles)
    .values({ companyId, username: input.ccoId, passwordEncrypted })
    .onConflictDoUpdate({
      target: punchoutProfiles.companyId,
      set: { username: input.ccoId, passwordEncrypted, updatedAt: new Date() },
    })
    .returning();
  return toVendorCredentials(row);
}
