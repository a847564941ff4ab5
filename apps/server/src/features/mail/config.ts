import * as z from 'zod/mini';

/**
 * Mail settings, read from the server's environment:
 * - MAIL_MODE: `outbox` (default) keeps every message in the mail_outbox table, the local sandbox, readable at
 *   GET /sandbox/outbox; `smtp` delivers them through MAIL_SMTP_URL (e.g. smtp://user:pass@host:587).
 * - MAIL_FROM: the sender address (default `no-reply@portal.example`).
 */
const MailEnv = z.object({
  MAIL_MODE: z._default(z.enum(['outbox', 'smtp']), 'outbox'),
  MAIL_SMTP_URL: z.optional(z.string().check(z.regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://'))),
  MAIL_FROM: z._default(z.string().check(z.minLength(3)), 'no-reply@portal.example'),
});

export interface MailSettings {
  mode: 'outbox' | 'smtp';
  smtpUrl: string | undefined;
  from: string;
}

export class MailConfigurationError extends Error {
  override name = 'MailConfigurationError';
}

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The mail settings of an environment object (the parsed Env or process.env); throws when inconsistent. */
export function mailSettings(env: object): MailSettings {
  const source = env as Record<string, unknown>;
  const parsed = MailEnv.safeParse({
    MAIL_MODE: blankToUndefined(source.MAIL_MODE),
    MAIL_SMTP_URL: blankToUndefined(source.MAIL_SMTP_URL),
    MAIL_FROM: blankToUndefined(source.MAIL_FROM),
  });
  if (!parsed.success) {
    const details = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new MailConfigurationError(`Invalid mail settings: ${details}`);
  }
  const { MAIL_MODE, MAIL_SMTP_URL, MAIL_FROM } = parsed.data;
  if (MAIL_MODE === 'smtp' && !MAIL_SMTP_URL) {
    throw new MailConfigurationError('MAIL_SMTP_URL is required when MAIL_MODE=smtp');
  }
  return { mode: MAIL_MODE, smtpUrl: MAIL_SMTP_URL, from: MAIL_FROM };
}
