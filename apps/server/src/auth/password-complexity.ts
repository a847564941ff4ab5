import { PasswordComplexity } from '@b2b-portal/api';
import { DEFAULT_PASSWORD_COMPLEXITY } from '@b2b-portal/flows/rules';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { appSettings } from '../db/schema';

/**
 * The password complexity requirements (002 §5, §9) live in app_settings under this key; the seed writes the
 * documents' defaults (DEFAULT_PASSWORD_COMPLEXITY) and the check itself is the shared rule `checkPassword` of
 * @b2b-portal/flows/rules, the same one the portal runs as the user types.
 */
export const PASSWORD_COMPLEXITY_KEY = 'passwordComplexity';

/**
 * The server's complexity requirements, the documents' defaults when none (or none readable) are stored: what
 * `user/passwordComplexity` answers and every password the server takes is checked against (registration, a
 * link's new password, a change on My Account).
 */
export async function passwordRequirements(db: Executor): Promise<PasswordComplexity> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, PASSWORD_COMPLEXITY_KEY))
    .limit(1);
  const stored = PasswordComplexity.safeParse(row?.value);
  return stored.success ? stored.data : DEFAULT_PASSWORD_COMPLEXITY;
}
