import { MailConfigurationError, type MailSettings } from './config';
import { createSmtpTransport } from './smtp';

/** One message as a transport sends it. */
export interface MailMessage {
  from: string;
  to: readonly string[];
  subject: string;
  text: string;
}

/** Delivers mail to the outside world (an SMTP relay, a mail API…). Throws when a message was not accepted. */
export interface MailTransport {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
}

/** Builds the transport of a non-default mode (e.g. an SMTP client for MAIL_SMTP_URL). */
export type MailTransportFactory = (settings: MailSettings) => MailTransport;

/**
 * The transport for the settings: none in `outbox` mode (messages stay in the outbox, the local sandbox); in
 * `smtp` mode an SMTP client for MAIL_SMTP_URL (nodemailer), or the one `factories.smtp` builds (tests, or a
 * deployment that sends through something else).
 */
export function createMailTransport(
  settings: MailSettings,
  factories: { smtp?: MailTransportFactory } = {},
): MailTransport | null {
  if (settings.mode === 'outbox') return null;
  if (factories.smtp) return factories.smtp(settings);
  // mailSettings already refuses smtp without a URL; settings built by hand are checked here too.
  if (!settings.smtpUrl) throw new MailConfigurationError('MAIL_SMTP_URL is required when MAIL_MODE=smtp');
  return createSmtpTransport(settings.smtpUrl);
}
