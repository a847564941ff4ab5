import { Problem, PunchInLoginAnswer, PunchInRegistration } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { and, eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  punchinAccounts,
  punchinSessions,
  punchinUserLinks,
  roles,
  userAudit,
  userRoles,
  users,
} from '../../db/schema';
import { demoCompanies, demoUsers } from '../../db/seed-data';
import { demoPunchIn } from '../../db/seed-punchin';
import { TestProcurementSystem } from './procurement-system';
import { sha256 } from './sessions';
import { PunchInFixture } from './test-fixtures';

/**
 * Punch-in registration (issue 18): a procurement system's user named by the setup request (Extrinsic
 * UniqueName) who is linked to no portal user registers once, prefilled from the punch-in, and is signed in to
 * that punch-in; the next punch-in signs them straight in. The errors: an unknown or used punch-in, a punch-in
 * naming no user or a user of another company, an e-mail a portal user has, a disabled user. Links are per
 * procurement account and never cross companies.
 */

let f: PunchInFixture;
beforeAll(async () => {
  // The registrations' client addresses are read from X-Forwarded-For, so each test's calls come from their own.
  f = await PunchInFixture.create({ TRUST_PROXY_HOPS: '1' });
});
afterAll(() => f?.close());

const json = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
const idOf = (startPageUrl: string) => {
  const hash = new URL(startPageUrl).hash;
  return new URLSearchParams(hash.slice(hash.indexOf('?') + 1)).get('id') ?? '';
};

async function startPunchIn(
  user: { uniqueName: string; email?: string; firstName?: string; lastName?: string; phone?: string },
  system: TestProcurementSystem = f.buyerSystem,
): Promise<string> {
  const answer = await system.punchIn({ user });
  expect(answer.statusCode, answer.xml).toBe('200');
  return answer.startPageUrl!;
}

const registration = (id: string) =>
  f.t.app.request(`/api/V1.0/user/punchinregistration?id=${encodeURIComponent(id)}`, { headers: json });

let addresses = 0;
const nextAddress = () => {
  addresses += 1;
  return `203.0.113.${addresses}`;
};
const register = (body: Record<string, string>, ip = nextAddress()) =>
  f.t.app.request('/api/V1.0/user/registerpunchout', {
    method: 'POST',
    headers: { ...json, 'X-Forwarded-For': ip },
    body: JSON.stringify(body),
  });

async function problemOf(
  response: Response | { status: number; body: unknown },
  status: number,
  code: string,
) {
  const body = response instanceof Response ? await response.json() : response.body;
  expect(response.status, JSON.stringify(body)).toBe(status);
  const problem = Problem.parse(body);
  expect(problem.code).toBe(code);
  return problem;
}

const userIdOf = (login: PunchInLoginAnswer) => String(decodeJwt(login.tokenInfo.access_token).sub);

async function userByEmail(email: string) {
  const [row] = await f.t.database.db.select().from(users).where(eq(users.email, email));
  return row;
}

describe('punch-in registration', () => {
  it('should ask an unlinked procurement user to register, prefilled from the punch-in, sign them in to it, and sign them straight in the next time', async () => {
    const startPage = await startPunchIn({
      uniqueName: 'p2p-dana',
      email: 'Dana.Procure@northwind.example',
      firstName: 'Dana',
      lastName: 'Procure',
      phone: '555-010-0142',
    });
    const required = await problemOf(
      await f.buyerSystem.openStartPage(startPage),
      409,
      'PunchInRegistrationRequired',
    );
    expect(required.message).toBe(formatMessage('PunchIn.RegistrationRequired'));

    const id = idOf(startPage);
    const prefill = PunchInRegistration.parse(await (await registration(id)).json());
    const [northwind] = await f.t.database.db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, demoCompanies.northwind.id));
    expect(prefill).toEqual({
      firstName: 'Dana',
      lastName: 'Procure',
      email: 'Dana.Procure@northwind.example',
      phone: '555-010-0142',
      procurementSystemName: demoPunchIn.name,
      companyName: northwind!.name,
    });

    const answer = await register({
      id,
      firstName: 'Dana',
      lastName: 'Procure',
      email: 'Dana.Procure@northwind.example',
      phone: '555-010-0199',
    });
    expect(answer.status, await answer.clone().text()).toBe(200);
    const login = PunchInLoginAnswer.parse(await answer.json());
    expect(login.procurementSystemName).toBe(demoPunchIn.name);
    expect(login.postLoginTarget).toBe('ShoppingCart');

    // A user of the procurement account's company, with the Buyer role, linked to the identifier.
    const dana = await userByEmail('dana.procure@northwind.example');
    expect(dana).toMatchObject({
      companyId: demoCompanies.northwind.id,
      username: 'dana.procure@northwind.example',
      firstName: 'Dana',
      phone: '555-010-0199',
      status: 1,
    });
    expect(userIdOf(login)).toBe(dana!.id);
    const held = await f.t.database.db
      .select({ name: roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(userRoles.userId, dana!.id));
    expect(held.map((role) => role.name)).toEqual(['Buyer']);
    const audit = await f.t.database.db.select().from(userAudit).where(eq(userAudit.userId, dana!.id));
    expect(audit.map((row) => row.action).sort()).toEqual(['created', 'roleAdded']);
    // The session is theirs: its cart answers, and the start page is spent.
    expect(
      (await f.asPunchOutUser(login, 'GET', 'v1.0/ShoppingCart/getShoppingCart?isCheckout=false')).status,
    ).toBe(200);
    await problemOf(await f.buyerSystem.openStartPage(startPage), 410, 'PunchInExpired');
    await problemOf(await registration(id), 410, 'PunchInExpired');

    // The next punch-in of the identifier (in whatever case the system writes it) signs Dana straight in.
    const again = await f.buyerSystem.openStartPage(await startPunchIn({ uniqueName: 'P2P-DANA' }));
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(userIdOf(PunchInLoginAnswer.parse(again.body))).toBe(dana!.id);

    // The company's user administrator finds them among the company's users.
    const admin = await f.t.signIn(demoUsers.useradmin.username);
    const list = await f.t.app.request('/api/V1.0/user/UserSearchByParams', {
      method: 'POST',
      headers: { ...json, Authorization: `Bearer ${admin}` },
      body: JSON.stringify({ keyword: 'Procure' }),
    });
    expect(((await list.json()) as { data: { id: string }[] }).data.map((row) => row.id)).toEqual([dana!.id]);
  });

  it('should refuse an e-mail a portal user already has, of this company or another, and never link it', async () => {
    const startPage = await startPunchIn({ uniqueName: 'p2p-blake', email: demoUsers.buyer.username });
    const id = idOf(startPage);
    expect(PunchInRegistration.parse(await (await registration(id)).json()).email).toBe(
      demoUsers.buyer.username,
    );
    for (const email of [demoUsers.buyer.username, 'BUYER@contoso.example']) {
      const refused = await problemOf(
        await register({ id, firstName: 'Blake', lastName: 'Buyer', email }),
        409,
        'PunchInEmailRegistered',
      );
      expect(refused.message).toBe(formatMessage('PunchIn.EmailRegistered'));
    }
    const links = await f.t.database.db
      .select()
      .from(punchinUserLinks)
      .where(eq(punchinUserLinks.externalId, 'p2p-blake'));
    expect(links).toEqual([]);
    // Still registrable with an address of their own.
    const answer = await register({
      id,
      firstName: 'Blake',
      lastName: 'Second',
      email: 'blake.p2p@northwind.example',
    });
    expect(answer.status, await answer.clone().text()).toBe(200);
    expect(userIdOf(PunchInLoginAnswer.parse(await answer.json()))).not.toBe(demoUsers.buyer.id);
  });

  it('should say when the punch-in is unknown, names no user, or its user is disabled', async () => {
    // An unknown id.
    await problemOf(await registration('no-such-start-page'), 404, 'PunchInUnknown');
    await problemOf(
      await register({
        id: 'no-such-start-page',
        firstName: 'A',
        lastName: 'B',
        email: 'ab@northwind.example',
      }),
      404,
      'PunchInUnknown',
    );
    // A punch-in naming no user signs the account's user in and has nothing to register.
    const plain = await f.buyerSystem.punchIn();
    const invalid = await problemOf(
      await registration(idOf(plain.startPageUrl!)),
      403,
      'PunchInInvalidIdentifier',
    );
    expect(invalid.message).toBe(formatMessage('PunchIn.InvalidIdentifier'));
    const opened = await f.buyerSystem.openStartPage(plain.startPageUrl!);
    expect(userIdOf(PunchInLoginAnswer.parse(opened.body))).toBe(demoUsers.buyer.id);
    // An identifier no one could link is refused at the setup.
    for (const uniqueName of ['x'.repeat(201), 'tab\there']) {
      const refused = await f.buyerSystem.punchIn({ user: { uniqueName } });
      expect(refused.statusCode).toBe('400');
      expect(refused.xml).toContain('UniqueName');
    }
    // A registration left longer than 30 minutes is over.
    const late = idOf(await startPunchIn({ uniqueName: 'p2p-late', email: 'late@northwind.example' }));
    await f.t.database.db
      .update(punchinSessions)
      .set({ createdAt: sql`now() - interval '31 minutes'` })
      .where(eq(punchinSessions.startTokenHash, sha256(late)));
    await problemOf(await registration(late), 410, 'PunchInExpired');

    // A disabled user's punch-ins are refused in their words.
    const first = idOf(await startPunchIn({ uniqueName: 'p2p-casey', email: 'casey.p2p@northwind.example' }));
    expect(
      (
        await register({
          id: first,
          firstName: 'Casey',
          lastName: 'Later',
          email: 'casey.p2p@northwind.example',
        })
      ).status,
    ).toBe(200);
    await f.t.database.db
      .update(users)
      .set({ status: 2 })
      .where(eq(users.email, 'casey.p2p@northwind.example'));
    const disabled = await problemOf(
      await f.buyerSystem.openStartPage(await startPunchIn({ uniqueName: 'p2p-casey' })),
      403,
      'PunchInUserDisabled',
    );
    expect(disabled.message).toBe(formatMessage('PunchIn.UserDisabled'));
  });

  it("should keep each procurement account's links to its own company", async () => {
    // Contoso's own procurement system, whose user identifiers are its own: the same identifier is another person.
    const contosoIdentity = { domain: 'NetworkID', identity: 'AN0200000CONTOSO' };
    const [contosoAccount] = await f.t.database.db
      .insert(punchinAccounts)
      .values({
        companyId: demoCompanies.contoso.id,
        userId: demoUsers.contosoBuyer.id,
        protocol: 'cxml',
        domain: contosoIdentity.domain,
        identity: contosoIdentity.identity,
        secretHash: await f.demoSecretHash(),
        name: 'Contoso Purchasing',
      })
      .returning();
    const contosoSystem = new TestProcurementSystem(
      (path, init) => Promise.resolve(f.t.app.request(path, init)),
      {
        from: contosoIdentity,
        sender: { ...contosoIdentity, sharedSecret: demoPunchIn.cxml.sharedSecret },
        browserFormPostUrl: 'https://purchasing.contoso.example/return',
      },
    );
    // 'p2p-dana' is Dana at Northwind; at Contoso it is linked to no one yet.
    const startPage = await startPunchIn(
      { uniqueName: 'p2p-dana', email: 'dana@contoso.example' },
      contosoSystem,
    );
    await problemOf(await contosoSystem.openStartPage(startPage), 409, 'PunchInRegistrationRequired');
    const prefill = PunchInRegistration.parse(await (await registration(idOf(startPage))).json());
    expect(prefill.procurementSystemName).toBe('Contoso Purchasing');
    const answer = await register({
      id: idOf(startPage),
      firstName: 'Dana',
      lastName: 'Contoso',
      email: 'dana@contoso.example',
    });
    expect(answer.status, await answer.clone().text()).toBe(200);
    const contosoDana = await userByEmail('dana@contoso.example');
    expect(contosoDana?.companyId).toBe(demoCompanies.contoso.id);
    expect(userIdOf(PunchInLoginAnswer.parse(await answer.json()))).toBe(contosoDana!.id);

    // A link of Northwind's account to a Contoso user (made by hand) is refused, never followed.
    await f.t.database.db.insert(punchinUserLinks).values({
      accountId: demoPunchIn.cxml.id,
      externalId: 'p2p-crossed',
      userId: contosoDana!.id,
    });
    await problemOf(
      await f.buyerSystem.openStartPage(await startPunchIn({ uniqueName: 'p2p-crossed' })),
      403,
      'PunchInInvalidIdentifier',
    );
    const links = await f.t.database.db
      .select({ accountId: punchinUserLinks.accountId })
      .from(punchinUserLinks)
      .where(and(eq(punchinUserLinks.userId, contosoDana!.id)));
    expect(links.map((link) => link.accountId).sort()).toEqual(
      [contosoAccount!.id, demoPunchIn.cxml.id].sort(),
    );
  });

  it('should limit registrations as the public registration is limited', async () => {
    const body = {
      id: 'no-such-start-page',
      firstName: 'Rae',
      lastName: 'Peat',
      email: 'rae@northwind.example',
    };
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await register(body, '198.51.100.9')).status).toBe(404);
    }
    const limited = await register(body, '198.51.100.9');
    await problemOf(limited, 429, 'TooManyRequests');
  });
});
