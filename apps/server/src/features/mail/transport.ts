import { MailConfigurationError, type MailSettings } from './config';

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
 * `smtp` mode the transport the deployment supplies. No SMTP client ships with the server yet, so choosing
 * `smtp` without one stops the start-up with a clear error rather than silently keeping mail unsent.
 */
export function createMailTransport(
  settings: MailSettings,
  factories: { smtp?: MailTransportFactory } = {},
): MailTransport | null {
  if (settings.mode === 'outbox') return null;
  if (!factories.smtp) {
    throw new MailConfigurationError(
      'MAIL_MODE=smtp: no SMTP transport is installed in this build. Supply one (a MailTransport, e.g. built on nodemailer) to createMailTransport, or use MAIL_MODE=outbox.',
    );
  }
  return factories.smtp(settings);
}
