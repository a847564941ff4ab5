import { PasswordLinkInfo, Problem } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { and, arrayContains, desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { emailConfirmations, mailOutbox, passwordLinks, users } from '../../db/schema';
import { demoRegistrations } from '../../db/seed-approvals';
import { DEMO_PASSWORD } from '../../db/seed-data';
import { DEMO_EXPIRED_PASSWORD_LINK } from '../../db/seed-password';
import { describeOnBothEngines, type EngineSubject } from '../../test-support/engines';
import { demoUsers } from '../../testing';
import { callerFor } from '../cart/testing';
import { issuePasswordLink, passwordLinkMail, sendCreatePasswordLink } from './links';

/**
 * The public password flows of issue 18 (002 §2, §5, §7, §8): a reset requested by e-mail answers the same for
 * known and unknown addresses and mails a link only to the account's owner; the link sets a password that meets
 * the server's complexity requirements (error codes otherwise), works once, expires (410) and can be sent again;
 * setting a password ends the user's other sessions; requests are rate-limited; a disabled user gets no link and
 * cannot use an old one; an administrator mails a link to create a password to a user of their own company only.
 * The same scenario runs on PGlite and on PostgreSQL.
 */

const STRONG = 'Fresh-Start-2027!';

type Json = Record<string, unknown>;

function passwordScenario(subject: () => EngineSubject) {
  const request = async (method: 'GET' | 'POST', path: string, body?: unknown, headers: Json = {}) => {
    const response = await subject().app.request(`/api/${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        'X-Forwarded-For': '198.51.100.7',
        ...(headers as Record<string, string>),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, headers: response.headers, body: (await response.json()) as Json };
  };
  const requestReset = (email: string, from = '198.51.100.7') =>
    request('GET', `v1.0/user/RequestResetPassword?Email=${encodeURIComponent(email)}`, undefined, {
      'X-Forwarded-For': from,
    });
  const validate = (token: string) => request('POST', 'v1.0/user/ValidateLink', { token });
  const reset = (token: string, password: string, confirmPassword = password) =>
    request('POST', 'v1.0/user/resetpassword', { token, password, confirmPassword });
  const login = (username: string, password: string) =>
    request('POST', 'v1.0/user/login', { username, password, googleCaptcha: '' });

  const mailsTo = (address: string) =>
    subject()
      .database.db.select()
      .from(mailOutbox)
      .where(arrayContains(mailOutbox.to, [address]))
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id));
  /** The token of the newest link mailed to the address, and the page it opens. */
  const lastLink = async (address: string) => {
    const [mail] = await mailsTo(address);
    const match = mail?.text.match(/\/#\/(forgotPassword|setPassword)\?rpk=([\w-]+)/);
    if (!match) throw new Error(`no link mailed to ${address}: ${mail?.text}`);
    return { page: match[1], token: match[2] as string, mail };
  };
  const userId = async (username: string) => {
    const [row] = await subject()
      .database.db.select({ id: users.id })
      .from(users)
      .where(eq(users.username, username));
    return row?.id as string;
  };

  it('should answer a reset request the same for a known and an unknown address, and mail only the owner', async () => {
    const known = await requestReset(demoUsers.buyer2.username, '203.0.113.1');
    const unknown = await requestReset('nobody@northwind.example', '203.0.113.1');
    expect(known.status).toBe(200);
    expect(unknown).toMatchObject({ status: known.status, body: known.body });
    expect(await mailsTo('nobody@northwind.example')).toHaveLength(0);
    const { page, mail } = await lastLink(demoUsers.buyer2.username);
    expect(page).toBe('forgotPassword');
    expect(mail?.subject).toBe(formatMessage('Mail.PasswordReset.Subject'));
    expect(mail?.kind).toBe('password.reset');
  });

  it('should refuse a bad request with a 400 in the field words, whoever asks', async () => {
    const answer = await requestReset('not an address', '203.0.113.2');
    expect(answer.status).toBe(400);
    expect(Problem.parse(answer.body).errors?.[0]).toMatchObject({ path: 'Email' });
  });

  it('should set a password from the link once it meets the rules, end the other sessions and spend the link', async () => {
    const username = demoUsers.buyer3.username;
    const before = callerFor(subject().app, await subject().signIn(username));
    expect((await before('GET', 'V1.0/user/Me')).status).toBe(200);

    await requestReset(username, '203.0.113.3');
    const { token } = await lastLink(username);
    const info = await validate(token);
    expect(info.status).toBe(200);
    expect(PasswordLinkInfo.parse(info.body)).toEqual({ action: 'reset', username });

    // Too short, no number and no special character: codes 3, 4 and 7, a message each on the password.
    const weak = await reset(token, 'shortPass');
    expect(weak.status).toBe(422);
    expect(weak.body).toMatchObject({ code: 'PasswordInvalid', errorCodes: [3, 4, 7] });
    expect(Problem.parse(weak.body).errors?.[0]?.message).toBe(
      [
        formatMessage('Password.Error.3', { min: 10 }),
        formatMessage('Password.Error.4', { min: 1 }),
        formatMessage('Password.Error.7', { min: 1 }),
      ].join(' '),
    );
    const mismatch = await reset(token, STRONG, `${STRONG}x`);
    expect(mismatch.body).toMatchObject({ code: 'PasswordInvalid', errorCodes: [9] });
    expect(Problem.parse(mismatch.body).errors).toEqual([
      { path: 'confirmPassword', message: 'Password and Confirm Password do not match.' },
    ]);

    // The present password again: code 2, 'cannot be the same', on the password (002 §5).
    const same = await reset(token, DEMO_PASSWORD);
    expect(same.status).toBe(422);
    expect(same.body).toMatchObject({ code: 'PasswordInvalid', errorCodes: [2] });
    expect(Problem.parse(same.body).errors).toEqual([
      {
        path: 'password',
        message: 'Invalid New Password (New Password and Old password cannot be the same).',
      },
    ]);

    // A refused password leaves the link open: the good one is set.
    expect((await reset(token, STRONG)).status).toBe(200);
    expect((await login(username, DEMO_PASSWORD)).status).toBe(401);
    expect((await login(username, STRONG)).status).toBe(200);
    // The session that was open before the reset has ended.
    expect((await before('GET', 'V1.0/user/Me')).status).toBe(401);

    // The link works once.
    const again = await reset(token, 'Another-Pass-2027!');
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({
      code: 'InvalidPasswordLink',
      message: 'Invalid Password reset request',
    });
    expect((await validate(token)).status).toBe(404);
  });

  it('should refuse an expired link with 410 and send a new one that works, the old one then spent', async () => {
    const username = demoUsers.requester.username;
    await requestReset(username, '203.0.113.4');
    const { token } = await lastLink(username);
    await subject()
      .database.db.update(passwordLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordLinks.userId, await userId(username)));

    const expired = await validate(token);
    expect(expired.status).toBe(410);
    expect(expired.body).toMatchObject({
      code: 'PasswordLinkExpired',
      message: 'Link has expired, Please generate reset request again.',
    });
    expect((await reset(token, STRONG)).status).toBe(410);

    const resent = await request('POST', 'v1.0/user/ResendCreatePasswordLink', { token });
    expect(resent).toMatchObject({ status: 200, body: { ok: true } });
    const fresh = await lastLink(username);
    expect(fresh.token).not.toBe(token);
    expect(fresh.page).toBe('forgotPassword');
    expect(PasswordLinkInfo.parse((await validate(fresh.token)).body).action).toBe('reset');
    expect((await reset(fresh.token, STRONG)).status).toBe(200);
    expect((await login(username, STRONG)).status).toBe(200);
  });

  it('should answer the seeded expired link 410 even once a newer link replaced it', async () => {
    const expired = await validate(DEMO_EXPIRED_PASSWORD_LINK);
    expect(expired).toMatchObject({ status: 410, body: { code: 'PasswordLinkExpired' } });
    await requestReset(demoUsers.forgetful.username, '203.0.113.9');
    expect((await validate(DEMO_EXPIRED_PASSWORD_LINK)).status).toBe(410);
  });

  it('should spend the older link when a newer one is requested', async () => {
    const username = demoUsers.contracts.username;
    await requestReset(username, '203.0.113.5');
    const first = await lastLink(username);
    await requestReset(username, '203.0.113.5');
    const second = await lastLink(username);
    expect((await validate(first.token)).status).toBe(404);
    expect((await validate(second.token)).status).toBe(200);
    expect(
      (await request('POST', 'v1.0/user/ResendCreatePasswordLink', { token: 'never-issued' })).status,
    ).toBe(404);
  });

  it('should limit reset requests per address, known or not, with a 429 and Retry-After', async () => {
    for (const email of [demoUsers.approver2.username, 'ghost@northwind.example']) {
      for (let n = 0; n < 3; n += 1) expect((await requestReset(email, '203.0.113.6')).status).toBe(200);
      const limited = await requestReset(email, '203.0.113.6');
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({ code: 'TooManyRequests' });
      expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
      // From another address too: the limit is the mailbox's.
      expect((await requestReset(email, '203.0.113.60')).status).toBe(429);
    }
    expect(await mailsTo(demoUsers.approver2.username)).toHaveLength(3);
  });

  it("should limit a client's bad link tokens", async () => {
    const from = { 'X-Forwarded-For': '203.0.113.7' };
    for (let n = 0; n < 20; n += 1) {
      expect((await request('POST', 'v1.0/user/ValidateLink', { token: `guess-${n}` }, from)).status).toBe(
        404,
      );
    }
    expect((await request('POST', 'v1.0/user/ValidateLink', { token: 'guess-20' }, from)).status).toBe(429);
  });

  it("should answer a disabled user's request the same, mail no link, and refuse a link issued before", async () => {
    const username = demoUsers.disabled.username;
    const known = await requestReset(username, '203.0.113.8');
    const unknown = await requestReset('nobody@contoso.example', '203.0.113.8');
    expect(known).toMatchObject({ status: 200, body: unknown.body });
    const [mail] = await mailsTo(username);
    expect(mail).toMatchObject({ kind: 'password.resetRefused' });
    expect(mail?.text).toContain('has been disabled');
    expect(mail?.text).not.toContain('rpk=');

    const token = await issuePasswordLink(subject().database.db, {
      userId: await userId(username),
      purpose: 'reset',
      ttl: 60_000,
    });
    const refused = await reset(token, STRONG);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'AccountDisabled',
      message: formatMessage('Login.AccountDisabled'),
    });
    expect((await request('POST', 'v1.0/user/ResendCreatePasswordLink', { token })).status).toBe(403);
  });

  it("should let a user administrator mail a link to create a password to their company's users only", async () => {
    const admin = await subject().as(demoUsers.useradmin.username);
    const sent = await admin('POST', 'v1.0/user/SendCreateNewPasswordLink', {
      json: { userId: await userId(demoUsers.buyer.username) },
    });
    expect(sent).toMatchObject({ status: 200, body: { ok: true } });
    const { page, token, mail } = await lastLink(demoUsers.buyer.username);
    expect(page).toBe('setPassword');
    expect(mail).toMatchObject({ kind: 'password.create', subject: 'Create your password' });
    expect(PasswordLinkInfo.parse((await validate(token)).body).action).toBe('create');
    // Recorded in the user's history: who mailed the link.
    const history = await admin('GET', 'V1.0/user/getHistory', {
      query: { id: await userId(demoUsers.buyer.username) },
    });
    expect(history.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'passwordLinkSent', actorName: expect.stringMatching(/\S/) }),
      ]),
    );

    const otherCompany = await admin('POST', 'v1.0/user/SendCreateNewPasswordLink', {
      json: { userId: await userId(demoUsers.contosoBuyer.username) },
    });
    expect(otherCompany.status).toBe(404);
    expect(otherCompany.body).toMatchObject({ code: 'UserNotFound' });
    const buyer = await subject().as(demoUsers.buyer2.username);
    expect(
      (
        await buyer('POST', 'v1.0/user/SendCreateNewPasswordLink', {
          json: { userId: await userId(demoUsers.buyer.username) },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await request('POST', 'v1.0/user/SendCreateNewPasswordLink', {
          userId: await userId(demoUsers.buyer.username),
        })
      ).status,
    ).toBe(401);
  });

  it('should offer sendCreatePasswordLink to the user administration, in its transaction', async () => {
    const mail = passwordLinkMail(
      { PASSWORD_RESET_LINK_TTL_MINUTES: 60, CREATE_PASSWORD_LINK_TTL_HOURS: 48 },
      'https://portal.example/',
    );
    const { db } = subject().database;
    const approver = await userId(demoUsers.approver.username);
    const northwind = (await db.select({ c: users.companyId }).from(users).where(eq(users.id, approver)))[0]
      ?.c;
    expect(await db.transaction((tx) => sendCreatePasswordLink(tx, mail, { userId: approver }))).toBe('sent');
    const { mail: written } = await lastLink(demoUsers.approver.username);
    expect(written?.text).toContain('https://portal.example/#/setPassword?rpk=');
    expect(written?.text).toContain('48 hours');
    expect(
      await sendCreatePasswordLink(db, mail, {
        userId: await userId(demoUsers.contosoBuyer.username),
        companyId: northwind,
      }),
    ).toBe('notFound');
    expect(
      await sendCreatePasswordLink(db, mail, { userId: await userId(demoUsers.disabled.username) }),
    ).toBe('disabled');
    const open = await db
      .select()
      .from(passwordLinks)
      .where(and(eq(passwordLinks.userId, approver), eq(passwordLinks.purpose, 'create')));
    expect(open).toHaveLength(1);
    expect(open[0]?.tokenHash).not.toContain(written?.text.match(/rpk=([\w-]+)/)?.[1] ?? '');
  });

  it("should mail an approved registrant a link confirming the address: success once, 'Invalid Request' for a wrong hash or an expired time key", async () => {
    const approver = await subject().as(demoUsers.approver.username);
    const approved = await approver('POST', 'V1.0/Account/Approve', {
      json: { id: demoRegistrations.newhire.id },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const address = demoRegistrations.newhire.email;
    const [mail] = (await mailsTo(address)).filter((m) => m.kind === 'user.confirmEmail');
    const link = mail?.text.match(/\/#\/confirm-email-address\?(\S+)/)?.[1];
    expect(link, mail?.text).toBeDefined();
    const params = Object.fromEntries(new URLSearchParams(link));
    expect(params.id).toBe((approved.body as { userId: string }).userId);
    const confirm = (query: Record<string, string>) =>
      request('GET', `V1.0/user/confirmEmailAddress?${new URLSearchParams(query)}`);

    const wrongHash = await confirm({ ...params, h: 'not-the-hash' });
    expect(wrongHash).toMatchObject({
      status: 404,
      body: { code: 'InvalidRequest', message: 'Invalid Request' },
    });
    expect((await confirm({ ...params, tk: String(Number(params.tk) + 3600) })).status).toBe(404);

    expect(await confirm(params)).toMatchObject({ status: 200, body: { ok: true } });
    const [row] = await subject()
      .database.db.select()
      .from(emailConfirmations)
      .where(eq(emailConfirmations.userId, params.id as string));
    expect(row?.confirmedAt).toBeInstanceOf(Date);
    expect((await confirm(params)).status).toBe(200);

    await subject()
      .database.db.update(emailConfirmations)
      .set({ expiresAt: new Date(Math.floor(Date.now() / 1000 - 60) * 1000) })
      .where(eq(emailConfirmations.userId, params.id as string));
    const [expired] = await subject()
      .database.db.select()
      .from(emailConfirmations)
      .where(eq(emailConfirmations.userId, params.id as string));
    const tk = String((expired?.expiresAt.getTime() ?? 0) / 1000);
    expect((await confirm({ ...params, tk })).body).toMatchObject({ message: 'Invalid Request' });
  });

  it("should check a new password's fields against the server's requirements", async () => {
    const answer = await request('POST', 'v1.0/user/validatePasswordFields', {
      password: 'all lowercase',
      confirmPassword: 'different',
    });
    expect(answer).toMatchObject({ status: 200, body: { errorCodes: [4, 5, 7, 8, 9] } });
    const good = await request('POST', 'v1.0/user/validatePasswordFields', {
      password: STRONG,
      confirmPassword: STRONG,
    });
    expect(good.body).toEqual({ errorCodes: [] });
  });
}

describeOnBothEngines('password links', passwordScenario, { env: { TRUST_PROXY_HOPS: '1' } });
