import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, mailOutbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing';
import { MailConfigurationError, mailSettings } from './config';
import { enqueueMail } from './outbox';
import { createMailTransport, type MailMessage, type MailTransport, sandboxTransport } from './transport';
import { deliverPendingMail, startMailDelivery } from './worker';

/** A transport that keeps what it was given, and refuses addresses at failing.example. */
class RecordingTransport implements MailTransport {
  readonly name = 'recording';
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage): Promise<void> {
    if (message.to.some((address) => address.endsWith('@failing.example')))
      throw new Error('mailbox unavailable');
    this.sent.push(message);
  }
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
  // Start from an empty outbox: what the seed wrote is not this test's.
  await t.database.db.delete(mailOutbox);
}, 300_000);
afterAll(() => t?.close());

describe('mail settings', () => {
  it('should default to the outbox and require an SMTP URL for smtp', () => {
    expect(mailSettings({})).toEqual({ mode: 'outbox', smtpUrl: undefined, from: 'no-reply@portal.example' });
    expect(() => mailSettings({ MAIL_MODE: 'smtp' })).toThrow(MailConfigurationError);
    expect(() => mailSettings({ MAIL_MODE: 'pigeon' })).toThrow(/MAIL_MODE/);
    expect(
      mailSettings({ MAIL_MODE: 'smtp', MAIL_SMTP_URL: 'smtp://relay:25', MAIL_FROM: 'portal@x.example' }),
    ).toEqual({
      mode: 'smtp',
      smtpUrl: 'smtp://relay:25',
      from: 'portal@x.example',
    });
  });

  it('should build an SMTP transport for smtp, and use a supplied one', () => {
    const settings = mailSettings({ MAIL_MODE: 'smtp', MAIL_SMTP_URL: 'smtp://relay:25' });
    expect(createMailTransport(settings)?.name).toBe('smtp');
    expect(() => createMailTransport({ ...settings, smtpUrl: undefined })).toThrow(MailConfigurationError);
    const transport = new RecordingTransport();
    expect(createMailTransport(settings, { smtp: () => transport })).toBe(transport);
    expect(createMailTransport(mailSettings({}))).toBe(sandboxTransport);
  });

  it('should start a worker in outbox and smtp modes, and refuse smtp without a URL', async () => {
    await startMailDelivery({ db: t.database.db, env: {} }).stop();
    expect(() => startMailDelivery({ db: t.database.db, env: { MAIL_MODE: 'smtp' } })).toThrow(
      MailConfigurationError,
    );
    for (const factories of [{}, { smtp: () => new RecordingTransport() }]) {
      const worker = startMailDelivery(
        { db: t.database.db, env: { MAIL_MODE: 'smtp', MAIL_SMTP_URL: 'smtp://relay:25' } },
        factories,
      );
      await worker.stop();
    }
  });
});

describe('delivery', () => {
  it('should send each message once with two runs at once, and keep a refused one with its error for a later attempt', async () => {
    const db = t.database.db;
    for (const to of ['a@ok.example', 'b@ok.example', 'c@failing.example']) {
      await enqueueMail(db, { companyId: null, to: [to], subject: `to ${to}`, text: 'hello', kind: 'test' });
    }
    await enqueueMail(db, { companyId: null, to: ['  '], subject: 'nobody', text: '', kind: 'test' });
    const transport = new RecordingTransport();
    const options = { from: 'portal@x.example', backoffBaseSeconds: 60 };

    const [first, second] = await Promise.all([
      deliverPendingMail(db, transport, options),
      deliverPendingMail(db, transport, options),
    ]);
    expect((first?.sent ?? 0) + (second?.sent ?? 0)).toBe(2);
    expect((first?.failed ?? 0) + (second?.failed ?? 0)).toBe(1);
    expect(transport.sent.map((m) => m.to[0]).sort()).toEqual(['a@ok.example', 'b@ok.example']);
    expect(transport.sent.every((m) => m.from === 'portal@x.example')).toBe(true);

    // The refused message was tried once, keeps the transport's answer, and its job waits out the backoff.
    const unsent = await db.select().from(mailOutbox).where(isNull(mailOutbox.sentAt));
    expect(unsent.map((row) => [row.to[0], row.attempts, row.lastError])).toEqual([
      ['c@failing.example', 1, 'mailbox unavailable'],
    ]);
    const [job] = await db
      .select()
      .from(jobs)
      .where(sql`${jobs.payload}->>'mailId' = ${unsent[0]?.id ?? ''}`);
    expect(job?.state).toBe('pending');
    expect(job?.attempts).toBe(1);
    expect(job?.lastError).toBe('mailbox unavailable');
    expect((job?.runAfter.getTime() ?? 0) - Date.now()).toBeGreaterThan(50_000);
    expect(await deliverPendingMail(db, transport, options)).toEqual({ sent: 0, failed: 0 });

    const [sentRow] = await db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'to a@ok.example'));
    expect(sentRow?.sentAt).toBeInstanceOf(Date);
  });

  it('should deliver to the sandbox outbox in outbox mode, refusing what a relay refuses', async () => {
    const db = t.database.db;
    await db.delete(jobs);
    await db.delete(mailOutbox);
    await enqueueMail(db, {
      companyId: null,
      to: ['buyer@northwind.example'],
      subject: 'ok',
      text: 'hi',
      kind: 'test',
    });
    await enqueueMail(db, {
      companyId: null,
      to: ['not an address'],
      subject: 'bad',
      text: 'hi',
      kind: 'test',
    });
    const result = await deliverPendingMail(db, createMailTransport(mailSettings({})), {
      from: 'no-reply@portal.example',
    });
    expect(result).toEqual({ sent: 1, failed: 1 });
    const rows = await db.select().from(mailOutbox);
    const bySubject = new Map(rows.map((row) => [row.subject, row]));
    expect(bySubject.get('ok')?.sentAt).toBeInstanceOf(Date);
    expect(bySubject.get('bad')?.sentAt).toBeNull();
    expect(bySubject.get('bad')?.lastError).toMatch(/^553 mailbox name not allowed/);
    const states = await db.select({ state: jobs.state }).from(jobs);
    expect(states.map((job) => job.state).sort()).toEqual(['done', 'pending']);
  });
});
