import { createTransport } from 'nodemailer';
import type { MailMessage, MailTransport } from './transport';

/**
 * Time limits of one delivery, shorter than nodemailer's defaults (2 min to connect, 10 min idle): the worker
 * sends inside the transaction that locks its outbox rows, so a relay that hangs must fail the message (it is
 * retried on the next run) rather than hold the rows for minutes. A query parameter of MAIL_SMTP_URL with the
 * same name (e.g. `?socketTimeout=60000`) overrides these.
 */
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

/**
 * Sends mail through the SMTP relay of `url` (`smtp://user:pass@host:587`, STARTTLS when the relay offers it;
 * `smtps://…:465` for TLS from the start), one connection per message. A message counts as delivered when the
 * relay accepted it for at least one recipient; it throws (with the relay's answer) when the relay refused it
 * or could not be reached, so the worker keeps the outbox row for a later attempt with that error.
 */
export function createSmtpTransport(url: string): MailTransport {
  const transporter = createTransport({ ...TIMEOUTS, url });
  return {
    name: 'smtp',
    async send(message: MailMessage): Promise<void> {
      const info = await transporter.sendMail({
        from: message.from,
        to: [...message.to],
        subject: message.subject,
        text: message.text,
        attachments: (message.attachments ?? []).map((file) => ({
          filename: file.fileName,
          contentType: file.contentType,
          content: Buffer.from(file.content),
        })),
      });
      if (info.accepted.length === 0) {
        throw new Error(`The SMTP relay accepted no recipient: ${info.response}`);
      }
    },
  };
}
