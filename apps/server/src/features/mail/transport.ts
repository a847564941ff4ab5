import { MailConfigurationError, type MailSettings } from './config';
import { createSmtpTransport } from './smtp';

/** A file sent with a message. */
export interface MailAttachment {
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

/** One message as a transport sends it. */
export interface MailMessage {
  from: string;
  to: readonly string[];
  subject: string;
  text: string;
  attachments?: readonly MailAttachment[];
}

/** Delivers mail to the outside world (an SMTP relay, a mail API…). Throws when a message was not accepted. */
export interface MailTransport {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
}

/** Builds the transport of a non-default mode (e.g. an SMTP client for MAIL_SMTP_URL). */
export type MailTransportFactory = (settings: MailSettings) => MailTransport;

/** What a relay accepts as a recipient: one address, local part @ a domain with a dot, no spaces. */
const DELIVERABLE_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The local sandbox's transport (`outbox` mode): the outbox table is the mailbox that `/sandbox/outbox` reads,
 * so delivering a message there means accepting it, which marks its row sent like a relay's acceptance does. It
 * refuses what a real relay refuses (no recipient, an address that is not one), so retries, backoff and dead
 * jobs behave on a laptop as they do against SMTP.
 */
export const sandboxTransport: MailTransport = {
  name: 'sandbox',
  async send(message) {
    if (message.to.length === 0) throw new Error('550 no recipient');
    const refused = message.to.find((address) => !DELIVERABLE_ADDRESS.test(address));
    if (refused !== undefined) throw new Error(`553 mailbox name not allowed: ${JSON.stringify(refused)}`);
  },
};

/**
 * The transport for the settings: the sandbox in `outbox` mode (messages stay in the outbox, the local
 * mailbox); in `smtp` mode an SMTP client for MAIL_SMTP_URL (nodemailer), or the one `factories.smtp` builds
 * (tests, or a deployment that sends through something else).
 */
export function createMailTransport(
  settings: MailSettings,
  factories: { smtp?: MailTransportFactory } = {},
): MailTransport {
  if (settings.mode === 'outbox') return sandboxTransport;
  if (factories.smtp) return factories.smtp(settings);
  // mailSettings already refuses smtp without a URL; settings built by hand are checked here too.
  if (!settings.smtpUrl) throw new MailConfigurationError('MAIL_SMTP_URL is required when MAIL_MODE=smtp');
  return createSmtpTransport(settings.smtpUrl);
}
