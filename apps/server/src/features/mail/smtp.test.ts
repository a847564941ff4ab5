import { createServer } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer, type SMTPServerError } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs, mailOutbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing';
import { enqueueMail } from './outbox';
import { createSmtpTransport } from './smtp';
import { deliverPendingMail, type MailWorker, startMailDelivery } from './worker';

/** One message as the relay received it: the SMTP envelope and the raw message, split into headers and body. */
interface Received {
  mailFrom: string;
  rcptTo: string[];
  headers: Map<string, string>;
  body: string;
}

function parseMessage(raw: string): Pick<Received, 'headers' | 'body'> {
  const text = raw.replace(/\r\n/g, '\n');
  const split = text.indexOf('\n\n');
  const headers = new Map<string, string>();
  // Folded header lines continue with white space.
  for (const line of text
    .slice(0, split)
    .replace(/\n[ \t]+/g, ' ')
    .split('\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: text.slice(split + 2) };
}

/**
 * A local SMTP relay on 127.0.0.1 (a free port) that requires the user `portal` / `secret`, refuses recipients
 * at refused.example with 550 while `refuse` is set, and keeps what it accepted.
 */
class TestRelay {
  readonly received: Received[] = [];
  refuse = true;
  readonly server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    disableReverseLookup: true,
    logger: false,
    onAuth: (auth, _session, callback) => {
      if (auth.username === 'portal' && auth.password === 'secret') callback(null, { user: 'portal' });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo: (address, _session, callback) => {
      if (this.refuse && address.address.endsWith('@refused.example')) {
        const error: SMTPServerError = new Error(`5.1.1 <${address.address}>: mailbox unavailable`);
        error.responseCode = 550;
        callback(error);
        return;
      }
      callback();
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        this.received.push({
          mailFrom: mailFrom ? mailFrom.address : '',
          rcptTo: rcptTo.map((r) => r.address),
          ...parseMessage(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });

  async start(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const address = this.server.server.address();
    if (!address || typeof address === 'string') throw new Error('the relay has no port');
    return address.port;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** A port on 127.0.0.1 that nothing listens on (taken, then released). */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

let t: TestApp;
let relay: TestRelay;
let port: number;
let worker: MailWorker | null = null;
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
  relay = new TestRelay();
  port = await relay.start();
}, 300_000);
afterAll(async () => {
  worker?.stop();
  await relay?.close();
  await t?.close();
});
beforeEach(async () => {
  // Each test sends only its own messages: what the seed or another test wrote is not this test's.
  await t.database.db.delete(mailOutbox);
  await t.database.db.delete(jobs);
  relay.received.length = 0;
  relay.refuse = true;
});

/** Time passes: every pending job is due again (past its backoff). */
const dueNow = () =>
  t.database.db.update(jobs).set({ runAfter: sql`now()` }).where(eq(jobs.state, 'pending'));

const outboxRow = async (subject: string) => {
  const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, subject));
  return row;
};

describe('SMTP delivery (MAIL_MODE=smtp)', () => {
  it('should deliver an outbox message through MAIL_SMTP_URL and mark the row sent', async () => {
    worker = startMailDelivery(
      {
        db: t.database.db,
        env: {
          MAIL_MODE: 'smtp',
          MAIL_SMTP_URL: `smtp://portal:secret@127.0.0.1:${port}`,
          MAIL_FROM: 'portal@x.example',
        },
      },
      {},
      { intervalMs: 3_600_000 },
    );
    const subject = 'Quote Q-1001 needs your approval';
    const text = 'Hello Anna,\n\nQuote Q-1001 waits for your approval.\nThe portal';
    await t.database.db.transaction((tx) =>
      enqueueMail(tx, {
        companyId: null,
        to: ['anna@ok.example', 'ben@ok.example'],
        subject,
        text,
        kind: 'test',
      }),
    );

    expect(await worker?.runOnce()).toEqual({ sent: 1, failed: 0 });

    expect(relay.received).toHaveLength(1);
    const [message] = relay.received;
    expect(message?.mailFrom).toBe('portal@x.example');
    expect(message?.rcptTo).toEqual(['anna@ok.example', 'ben@ok.example']);
    expect(message?.headers.get('from')).toBe('portal@x.example');
    expect(message?.headers.get('to')).toBe('anna@ok.example, ben@ok.example');
    expect(message?.headers.get('subject')).toBe(subject);
    expect(message?.body.trimEnd()).toBe(text);

    const row = await outboxRow(subject);
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toBeNull();
    // A sent row is not sent again.
    expect(await worker?.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(relay.received).toHaveLength(1);
    worker?.stop();
    worker = null;
  });

  it('should send a message’s attachments with it, named and typed as written to the outbox', async () => {
    const transport = createSmtpTransport(`smtp://portal:secret@127.0.0.1:${port}`);
    const content = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0x10, 0x80]);
    await enqueueMail(t.database.db, {
      companyId: null,
      to: ['anna@ok.example'],
      subject: 'Your scheduled report: Spend by Month',
      text: 'The file is attached.',
      kind: 'test',
      attachments: [{ fileName: 'spend-by-month.pdf', contentType: 'application/pdf', content }],
    });
    expect(await deliverPendingMail(t.database.db, transport, { from: 'portal@x.example' })).toEqual({
      sent: 1,
      failed: 0,
    });
    const [message] = relay.received;
    expect(message?.headers.get('content-type')).toMatch(/^multipart\/mixed/);
    const part = message?.body.split(/\n--/).find((section) => section.includes('application/pdf')) ?? '';
    expect(part).toMatch(/filename=(")?spend-by-month\.pdf/);
    const encoded = part.slice(part.indexOf('\n\n') + 2).replace(/\s/g, '');
    expect(new Uint8Array(Buffer.from(encoded, 'base64'))).toEqual(content);
    expect(message?.body).toContain('The file is attached.');
  });

  it('should keep a message the relay refuses for a later attempt, with the relay answer as its error', async () => {
    const transport = createSmtpTransport(`smtp://portal:secret@127.0.0.1:${port}`);
    const subject = 'Your registration was received';
    await enqueueMail(t.database.db, {
      companyId: null,
      to: ['nobody@refused.example'],
      subject,
      text: 'Thank you.',
      kind: 'test',
    });

    expect(await deliverPendingMail(t.database.db, transport, { from: 'portal@x.example' })).toEqual({
      sent: 0,
      failed: 1,
    });
    expect(relay.received).toHaveLength(0);
    const refused = await outboxRow(subject);
    expect(refused?.sentAt).toBeNull();
    expect(refused?.attempts).toBe(1);
    expect(refused?.lastError).toMatch(/550/);
    expect(refused?.lastError).toContain('<nobody@refused.example>: mailbox unavailable');

    // The next run tries it again once its backoff has passed; once the relay takes it, it is sent.
    expect(await deliverPendingMail(t.database.db, transport, { from: 'portal@x.example' })).toEqual({
      sent: 0,
      failed: 0,
    });
    await dueNow();
    relay.refuse = false;
    expect(await deliverPendingMail(t.database.db, transport, { from: 'portal@x.example' })).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(relay.received.map((m) => m.rcptTo)).toEqual([['nobody@refused.example']]);
    const retried = await outboxRow(subject);
    expect(retried?.sentAt).toBeInstanceOf(Date);
    expect(retried?.attempts).toBe(2);
    expect(retried?.lastError).toBeNull();
  });

  it('should record why a message could not be sent when the relay refuses the login or cannot be reached', async () => {
    const subject = 'Order 42 was shipped';
    await enqueueMail(t.database.db, {
      companyId: null,
      to: ['anna@ok.example'],
      subject,
      text: 'On its way.',
      kind: 'test',
    });

    const wrongPassword = createSmtpTransport(`smtp://portal:wrong@127.0.0.1:${port}`);
    expect(await deliverPendingMail(t.database.db, wrongPassword, { from: 'portal@x.example' })).toEqual({
      sent: 0,
      failed: 1,
    });
    expect((await outboxRow(subject))?.lastError).toContain('Invalid username or password');
    await dueNow();

    const unreachable = createSmtpTransport(`smtp://127.0.0.1:${await closedPort()}`);
    expect(await deliverPendingMail(t.database.db, unreachable, { from: 'portal@x.example' })).toEqual({
      sent: 0,
      failed: 1,
    });
    const row = await outboxRow(subject);
    expect(row?.lastError).toMatch(/ECONNREFUSED/);
    expect(row?.attempts).toBe(2);
    expect(row?.sentAt).toBeNull();
    expect(relay.received).toHaveLength(0);
  });
});
