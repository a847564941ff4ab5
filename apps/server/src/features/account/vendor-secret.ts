import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { appSettings } from '../../db/schema';

/**
 * The vendor credentials' password (002 §3 punch-out profile) at rest: AES-256-GCM with a random 96-bit IV per
 * value and the company id as additional data, so a value copied onto another company's row does not open.
 * Stored as `v1.<iv>.<tag>.<ciphertext>` in base64url.
 *
 * The key: VENDOR_CREDENTIALS_KEY (at least 32 characters; its SHA-256 is the AES key), required with
 * NODE_ENV=production. Without it (the demo, the tests) a random key is generated once and kept in app_settings,
 * as a generated JWT secret is for a shared PostgreSQL: every instance reads the same one. Values encrypted
 * under one key do not open under another: set the variable before the first start, or enter the credentials
 * again after setting it.
 */
const SETTING_KEY = 'vendorCredentialsKey';
const VERSION = 'v1';

export async function vendorCredentialsKey(db: Executor, configured: string | undefined): Promise<Buffer> {
  if (configured) return createHash('sha256').update(configured, 'utf8').digest();
  await db
    .insert(appSettings)
    .values({ key: SETTING_KEY, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SETTING_KEY));
  const key = Buffer.from(String(row?.value ?? ''), 'base64');
  if (key.length !== 32) throw new Error(`app_settings.${SETTING_KEY} does not hold a 32-byte base64 key`);
  return key;
}

export function encryptVendorSecret(key: Buffer, companyId: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(companyId, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The password, or null when the value does not open (another key, another company's row, tampered). */
export function decryptVendorSecret(key: Buffer, companyId: string, stored: string): string | null {
  const [version, iv, tag, ciphertext] = stored.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(companyId, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
