import { createHash } from 'node:crypto';
import type { Executor } from './client';
import { passwordLinks } from './schema';
import { demoUsers } from './seed-data';

/**
 * A reset link of forgetful@northwind.example that expired on 1 November 2026 (issue 18), published so the demo
 * and the password journey can open an expired link: `#/forgotPassword?rpk=demo-expired-reset-link` lands on
 * /password-link-expired, whose button mails the user a new link. Expired, it sets no password; it is stored as
 * every link is, by the SHA-256 of its token (features/password/links.ts).
 */
export const DEMO_EXPIRED_PASSWORD_LINK = 'demo-expired-reset-link';

export async function seedPasswordLinks(db: Executor): Promise<void> {
  await db.insert(passwordLinks).values({
    userId: demoUsers.forgetful.id,
    purpose: 'reset',
    tokenHash: createHash('sha256').update(DEMO_EXPIRED_PASSWORD_LINK).digest('base64url'),
    expiresAt: new Date('2026-11-01T12:00:00Z'),
    createdAt: new Date('2026-11-01T11:00:00Z'),
  });
}
