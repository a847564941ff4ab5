import {
  PendingRegistration,
  PendingRegistrationPage,
  type RegistrationBody,
  RegistrationDecision,
} from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { arrayContains, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, pendingRegistrations, userRoles, users } from '../../db/schema';
import { demoRegistrations } from '../../db/seed-approvals';
import { DEMO_PASSWORD, demoCompanies, demoRoles } from '../../db/seed-data';
import { seedId } from '../../db/seed-ids';
import type { AppEnv, Services } from '../../http/context';
import { createTestApp, type TestApp } from '../../testing';
import { mailOutboxSandboxRoutes } from '../mail/sandbox';

let t: TestApp;
const tokens: Record<string, string> = {};
const approver = 'approver@northwind.example';

async function call(
  method: 'GET' | 'POST',
  path: string,
  options: { as?: string; body?: unknown; from?: string } = {},
) {
  const headers: Record<string, string> = {};
  // The client's address (the app trusts one proxy hop); without it every call comes from one 'unknown' address.
  if (options.from) headers['X-Forwarded-For'] = options.from;
  if (options.as) {
    tokens[options.as] ??= await t.signIn(options.as);
    headers.Authorization = `Bearer ${tokens[options.as]}`;
  }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await t.app.request(`/api/${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

const list = async (as: string, query = '') =>
  PendingRegistrationPage.parse(
    (await call('GET', `v1.0/account/listpendingregistrations${query}`, { as })).body,
  );

const mailTo = (address: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(arrayContains(mailOutbox.to, [address]));

beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'silent', TRUST_PROXY_HOPS: 1 } });
}, 300_000);
afterAll(() => t?.close());

describe('listing pending registrations', () => {
  it("should answer the caller's company's waiting registrations only, newest first", async () => {
    const page = await list(approver, '?start=1&records=10&sortBy=0');
    expect(page).toMatchObject({ start: 1, size: 10, totalRecords: 2, records: 2, sortBy: 0 });
    expect(page.data.map((r) => r.id)).toEqual([
      demoRegistrations.contractor.id,
      demoRegistrations.newhire.id,
    ]);
    expect(page.data[0]).toMatchObject({
      companyName: 'Northwind Health',
      status: 0,
      lastName: 'Contractor',
    });
  });

  it('should page with records and sort oldest first with sortBy 1', async () => {
    const page = await list(approver, '?start=2&records=1&sortBy=1');
    expect(page).toMatchObject({ totalRecords: 2, records: 1, start: 2 });
    expect(page.data[0]?.id).toBe(demoRegistrations.contractor.id);
  });

  it('should refuse callers without approveRegistrations', async () => {
    expect(
      (await call('GET', 'v1.0/account/listpendingregistrations', { as: 'buyer@northwind.example' })).status,
    ).toBe(403);
    expect((await call('GET', 'v1.0/account/listpendingregistrations')).status).toBe(401);
  });

  it("should answer another company's registration as not found", async () => {
    const other = await call(
      'GET',
      `V1.0/Account/ListPendingRegistration?id=${demoRegistrations.contoso.id}`,
      { as: approver },
    );
    expect(other.status).toBe(404);
    expect(other.body).not.toHaveProperty('email');
    const own = PendingRegistration.parse(
      (
        await call('GET', `V1.0/Account/ListPendingRegistration?id=${demoRegistrations.newhire.id}`, {
          as: approver,
        })
      ).body,
    );
    expect(own).toMatchObject({ username: 'newhire@northwind.example', roleIds: [demoRoles.requester.id] });
    expect(own.availableRoles.map((r) => r.name)).toContain('Requester');
  });
});

describe('saving a registration', () => {
  it('should change names and roles the company may give', async () => {
    const saved = await call('POST', 'V1.0/Account/Save', {
      as: approver,
      body: {
        id: demoRegistrations.contractor.id,
        firstName: 'Quinn',
        lastName: 'Contractor-Smith',
        phone: '555-010-0199',
        jobTitle: 'Contractor',
        roleIds: [demoRoles.orderViewer.id, demoRoles.requester.id],
      },
    });
    expect(saved.status).toBe(200);
    const body = PendingRegistration.parse(saved.body);
    expect(body).toMatchObject({
      lastName: 'Contractor-Smith',
      phone: '555-010-0199',
      jobTitle: 'Contractor',
    });
    expect([...body.roleIds].sort()).toEqual([demoRoles.orderViewer.id, demoRoles.requester.id].sort());
  });

  it('should refuse a role that does not exist with 422', async () => {
    const answer = await call('POST', 'V1.0/Account/Save', {
      as: approver,
      body: {
        id: demoRegistrations.contractor.id,
        firstName: 'Q',
        lastName: 'C',
        roleIds: [seedId('role:nope')],
      },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(formatMessage('Registration.UnknownRole'));
  });

  it("should answer 404 for another company's registration", async () => {
    const answer = await call('POST', 'V1.0/Account/Save', {
      as: approver,
      body: { id: demoRegistrations.contoso.id, firstName: 'X', lastName: 'Y', roleIds: [] },
    });
    expect(answer.status).toBe(404);
    const [row] = await t.database.db
      .select()
      .from(pendingRegistrations)
      .where(eq(pendingRegistrations.id, demoRegistrations.contoso.id));
    expect(row?.firstName).toBe('Robin');
  });
});

describe('denying, deleting and the status guards', () => {
  it('should refuse a denial without comments and keep the registration waiting', async () => {
    const answer = await call('POST', 'V1.0/Account/Reject', {
      as: approver,
      body: { id: demoRegistrations.contractor.id, comments: '   ' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(formatMessage('Registration.CommentsRequired'));
    expect(answer.body.errors).toEqual([
      { path: 'comments', message: formatMessage('Registration.CommentsRequired') },
    ]);
    expect((await list(approver)).totalRecords).toBe(2);
  });

  it('should refuse to approve, deny or delete a registration that was already denied', async () => {
    for (const [path, body] of [
      ['V1.0/Account/Approve', { id: demoRegistrations.denied.id }],
      ['V1.0/Account/Reject', { id: demoRegistrations.denied.id, comments: 'again' }],
      ['V1.0/Account/Delete', { id: demoRegistrations.denied.id }],
    ] as const) {
      const answer = await call('POST', path, { as: approver, body });
      expect(answer.status, path).toBe(422);
      expect(answer.body.code).toBe('RegistrationNotPending');
    }
  });
});

describe('approving a registration', () => {
  it('should create an enabled user with the saved roles who can then sign in, and mail the registrant', async () => {
    const answer = await call('POST', 'V1.0/Account/Approve', {
      as: approver,
      body: { id: demoRegistrations.newhire.id },
    });
    expect(answer.status).toBe(200);
    const decision = RegistrationDecision.parse(answer.body);
    expect(decision.status).toBe(1);
    const [created] = await t.database.db.select().from(users).where(eq(users.id, decision.userId!));
    expect(created).toMatchObject({
      companyId: demoCompanies.northwind.id,
      username: 'newhire@northwind.example',
      email: 'jordan.newhire@northwind.example',
      status: 1,
    });
    const roles = await t.database.db.select().from(userRoles).where(eq(userRoles.userId, decision.userId!));
    expect(roles.map((r) => r.roleId)).toEqual([demoRoles.requester.id]);

    const login = await call('POST', 'v1.0/user/login', {
      body: { username: 'newhire@northwind.example', password: DEMO_PASSWORD, googleCaptcha: '' },
    });
    expect(login.status).toBe(200);
    expect(login.body).toHaveProperty('tokenInfo.access_token');

    const mails = await mailTo('jordan.newhire@northwind.example');
    expect(mails.map((m) => m.kind)).toContain('registration.approved');

    const again = await call('POST', 'V1.0/Account/Approve', {
      as: approver,
      body: { id: demoRegistrations.newhire.id },
    });
    expect(again.status).toBe(422);
    expect((await list(approver)).data.map((r) => r.id)).not.toContain(demoRegistrations.newhire.id);
  });

  it('should give the Requester role when none was chosen', async () => {
    const registration = await register({
      username: 'norole@northwind.example',
      email: 'norole@northwind.example',
    });
    expect(registration.status).toBe(200);
    const page = await list(approver);
    const id = page.data.find((r) => r.email === 'norole@northwind.example')!.id;
    const decision = RegistrationDecision.parse(
      (await call('POST', 'V1.0/Account/Approve', { as: approver, body: { id } })).body,
    );
    const roles = await t.database.db.select().from(userRoles).where(eq(userRoles.userId, decision.userId!));
    expect(roles.map((r) => r.roleId)).toEqual([demoRoles.requester.id]);
  });

  it('should refuse to approve when the username was taken meanwhile', async () => {
    const id = seedId('registration:test-taken');
    await t.database.db.insert(pendingRegistrations).values({
      id,
      companyId: demoCompanies.northwind.id,
      companyName: 'Northwind Health',
      firstName: 'Copy',
      lastName: 'Cat',
      email: 'copycat@northwind.example',
      username: 'BUYER@northwind.example',
      passwordHash: 'x',
    });
    const answer = await call('POST', 'V1.0/Account/Approve', { as: approver, body: { id } });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('User already exists.');
  });
});

describe('deleting a registration', () => {
  it('should remove a waiting registration', async () => {
    const answer = await call('POST', 'V1.0/Account/Delete', {
      as: approver,
      body: { id: demoRegistrations.contractor.id },
    });
    expect(answer.status).toBe(200);
    const rows = await t.database.db
      .select()
      .from(pendingRegistrations)
      .where(eq(pendingRegistrations.id, demoRegistrations.contractor.id));
    expect(rows).toEqual([]);
  });
});

const validRegistration: Required<RegistrationBody> = {
  hasAccountNumber: true,
  accountNumber: demoCompanies.northwind.erpCustomerId,
  companyName: 'Northwind Health',
  firstName: 'Reggie',
  lastName: 'Strant',
  email: 'reggie@northwind.example',
  phone: '555-010-0300',
  jobTitle: 'Nurse',
  username: 'reggie@northwind.example',
  password: 'Another-Pass-2026!',
  confirmPassword: 'Another-Pass-2026!',
};

function register(overrides: Partial<RegistrationBody> = {}, from?: string) {
  return call('POST', 'v1.0/Account/registration', {
    body: { ...validRegistration, ...overrides },
    ...(from ? { from } : {}),
  });
}

describe('registration', () => {
  it('should keep a valid registration waiting for the company matched by account number and mail its approvers', async () => {
    const answer = await register();
    expect(answer.status).toBe(200);
    const page = await list(approver);
    expect(page.data.find((r) => r.email === 'reggie@northwind.example')).toMatchObject({
      companyName: 'Northwind Health',
      accountNumber: demoCompanies.northwind.erpCustomerId,
      status: 0,
    });
    const mails = await mailTo('approver@northwind.example');
    expect(mails.some((m) => m.kind === 'registration.received' && m.text.includes('Reggie Strant'))).toBe(
      true,
    );
    const contosoView = await list('buyer@contoso.example').catch(() => null);
    expect(contosoView).toBeNull();
  });

  it('should match a company by its exact name when there is no account number', async () => {
    const answer = await register({
      hasAccountNumber: false,
      accountNumber: '',
      companyName: 'northwind health',
      email: 'byname@northwind.example',
      username: 'byname@northwind.example',
    });
    expect(answer.status).toBe(200);
    expect((await list(approver)).data.some((r) => r.email === 'byname@northwind.example')).toBe(true);
  });

  it('should answer User already exists. for a taken username or one already waiting', async () => {
    for (const overrides of [{ username: 'buyer@northwind.example', email: 'x1@northwind.example' }, {}]) {
      const answer = await register(overrides);
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe('User already exists.');
    }
  });

  it('should refuse missing fields, a bad e-mail and a weak password with the documents message and the fields', async () => {
    const answer = await register({
      firstName: '',
      email: 'not-an-email',
      password: 'short',
      confirmPassword: 'short',
    });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('Invalid input provided, please verify all the inputs.');
    const paths = (answer.body.errors as { path: string }[]).map((e) => e.path).sort();
    expect(paths).toEqual(['email', 'firstName', 'password']);
    const mismatch = await register({
      confirmPassword: 'Different-Pass-2026!',
      email: 'm@x.example',
      username: 'm@x.example',
    });
    expect((mismatch.body.errors as { path: string }[]).map((e) => e.path)).toEqual(['confirmPassword']);
    // The job title is required too (002 §5: all fields but the account number), and the account number once
    // the registrant says they have one: the same rule the registration page runs before the call.
    const missing = await register({ jobTitle: ' ', accountNumber: '', email: 'j@x.example', username: 'j' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'accountNumber', message: 'This field is required.' },
        { path: 'jobTitle', message: 'This field is required.' },
      ]),
    );
    expect(missing.body.errors).toHaveLength(2);
    // A phone that is not a number, as My Account and the users' forms refuse one.
    const phone = await register(
      { phone: 'abc-def', email: 'p@x.example', username: 'p@x.example' },
      '192.0.2.30',
    );
    expect(phone.status).toBe(422);
    expect(phone.body.errors).toEqual([
      { path: 'phone', message: 'Please enter a phone number such as 555-555-5555.' },
    ]);
  });

  it('should refuse an unknown account number and a company not configured for the portal', async () => {
    const unknown = await register({
      accountNumber: 'C-999999',
      email: 'u@x.example',
      username: 'u@x.example',
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.code).toBe('InvalidAccountNumber');
    const unconfigured = await register({
      accountNumber: demoCompanies.fabrikam.erpCustomerId,
      email: 'f@x.example',
      username: 'f@x.example',
    });
    expect(unconfigured.status).toBe(422);
    expect(unconfigured.body.message).toBe('Registration Failed');
  });
});

describe('registration rate limit (issue 18: registration is rate-limited; 5 per e-mail, 10 per address in 15 minutes)', () => {
  const as = (email: string) => ({ email, username: email });
  const expectLimited = (answer: Awaited<ReturnType<typeof register>>) => {
    expect(answer.status).toBe(429);
    expect(answer.body).toMatchObject({
      code: 'TooManyRequests',
      message: formatMessage('Http.TooManyRequests'),
    });
    const retryAfter = Number(answer.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  };

  it('should answer 429 with Retry-After on the sixth registration of one e-mail, from any address, and serve another e-mail', async () => {
    const email = 'limited@northwind.example';
    // Every attempt counts, the refused ones too: one is kept, four are refused as already waiting.
    const answers = [];
    for (let n = 0; n < 5; n += 1) answers.push((await register(as(email), '192.0.2.10')).status);
    expect(answers).toEqual([200, 422, 422, 422, 422]);
    expectLimited(await register(as(email), '192.0.2.10'));
    // The limit is the e-mail's: another address does not lift it.
    expectLimited(await register(as(email), '192.0.2.11'));
    // Another e-mail from the first address is still served.
    expect((await register(as('unlimited@northwind.example'), '192.0.2.10')).status).toBe(200);
  });

  it('should answer 429 with Retry-After on the eleventh registration from one address and serve another address', async () => {
    for (let n = 0; n < 10; n += 1) {
      expect((await register(as(`spray${n}@northwind.example`), '192.0.2.20')).status).toBe(200);
    }
    expectLimited(await register(as('spray10@northwind.example'), '192.0.2.20'));
    expect(await mailTo('spray10@northwind.example')).toHaveLength(0);
    expect((await register(as('spray10@northwind.example'), '192.0.2.21')).status).toBe(200);
  });
});

describe('outbox sandbox', () => {
  it('should list the mail written to an address, newest first', async () => {
    const { Hono } = await import('hono');
    const app = new Hono<AppEnv>();
    // The route only reads services.db and the sandbox key.
    const services = {
      db: t.database.db,
      env: { MAIL_SANDBOX_KEY: 'sandbox-outbox' },
    } as unknown as Services;
    mailOutboxSandboxRoutes(app, services);
    const refused = await app.request('/sandbox/outbox?to=approver@northwind.example');
    expect(refused.status).toBe(401);
    const answer = await app.request('/sandbox/outbox?to=approver@northwind.example', {
      headers: { 'x-sandbox-key': 'sandbox-outbox' },
    });
    const mails = (await answer.json()) as { kind: string; createdAt: string }[];
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.every((m) => m.kind.length > 0)).toBe(true);
    const times = mails.map((m) => m.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
