import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema';

const SETTING_KEY = 'jwtSecret';

/**
 * The HS256 key of the access tokens. Taken from JWT_SECRET when set; otherwise generated once and kept so
 * tokens survive restarts: in `DATA_DIR/jwt-secret` for the embedded database, in app_settings for a shared
 * PostgreSQL (every instance then signs with the same key).
 */
export async function resolveJwtSecret(options: {
  configured: string | undefined;
  db: Db;
  dataDir: string | undefined;
}): Promise<Uint8Array> {
  if (options.configured) return new TextEncoder().encode(options.configured);
  if (options.dataDir)
    return Buffer.from(readOrCreateSecretFile(path.join(options.dataDir, 'jwt-secret')), 'base64');
  await options.db
    .insert(appSettings)
    .values({ key: SETTING_KEY, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await options.db.select().from(appSettings).where(eq(appSettings.key, SETTING_KEY));
  return Buffer.from(String(row?.value), 'base64');
}

function readOrCreateSecretFile(file: string): string {
  try {
    const fd = openSync(file, 'wx', 0o600);
    writeSync(fd, randomBytes(32).toString('base64'));
    closeSync(fd);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (Buffer.from(secret, 'base64').length < 32)
    throw new Error(`${file} does not hold a 32-byte base64 key`);
  return secret;
}
