import { Problem, SamlConfigurationAnswer, UserAuditEntry } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { samlConfigurations, userAudit, userPermissions } from '../../db/schema';
import { DEMO_PASSWORD, demoCompanies, demoUsers } from '../../db/seed-data';
import { contosoSamlConfigurationId } from '../../db/seed-sso';
import { createTestApp, type TestApp } from '../../testing';
import { sandboxIdpSsoPath } from './sandbox-idp';

/**
 * The company administrator's Single Sign-On page (issue 18): the caller's company's SAML configuration, read and
 * set with `users`, checked by the server (SSO URL, PEM certificate, password sign-in only off with single sign-on
 * on), recorded in the administrator's history, never another company's; and the password sign-in refused once
 * the company turns it off.
 */

/** A self-signed certificate valid for a hundred years, and one that expired (made with openssl for this test). */
const VALID_CERTIFICATE = `-----BEGIN CERTIFICATE-----
MIIDDzCCAfegAwIBAgIUTefvSZmqW/wcDstM9FW1tu1Cj2MwDQYJKoZIhvcNAQEL
BQAwFjEUMBIGA1UEAwwLaWRwLmV4YW1wbGUwIBcNMjYxMTI4MDMyNzA1WhgPMjEy
NjExMDQwMzI3MDVaMBYxFDASBgNVBAMMC2lkcC5leGFtcGxlMIIBIjANBgkqhkiG
9w0BAQEFAAOCAQ8AMIIBCgKCAQEAsAqVumyXs7burKVqhIf5S9ir8c49nVGRJk2d
nWZ+MG+yU36EUn9SwQAMcECjOWdYxoC7stY/OfrzP3mq5AZOs0g1WwSow6yT4yo0
ZPpyTSRSMQJeTth6F9Gk9IEkFFeJYqOp36tCKYSFZKAvvISRK6z63GAdsZ/ZcCUn
Se0ZpFdNObdc0nRbUfAqZN7dWoin/WeDmhcLNQMaRz4hm8Mik31Ai/r/QyGigQqn
O7LJtfex3fPWv29vpKn5Ry+O7BJ8zX1gInbh+UR275LVfzxZVCH1iNRtembAZ1lz
t7YZX3Apjhj6ly/d5SY1Sa7IOdNYuhVznlreqtpIOrs6XvkjWwIDAQABo1MwUTAd
BgNVHQ4EFgQUNuEJsLXnwI5t3ib9tOwtOlpVwhUwHwYDVR0jBBgwFoAUNuEJsLXn
wI5t3ib9tOwtOlpVwhUwDwYDVR0TAQH/BAUwAwEB/zANBgkqhkiG9w0BAQsFAAOC
AQEAh0FgRAUhfDLDySflzzqERbPloj95hIbbSxnrGAKvLyDKZLtHpgxhbLVf0wys
AK/f7cUrjOVDMs/mki5SbocXycg8ngP83GBO8gjy2Y2Fnw1THFBX5LLUT/15Qse9
60y3r7Nqb0gVggFuZwOVvQ9PRLtAW0e53xh07A1l/fIivd9h60AAcxdWvQWGxR/n
FeveoiZSWPOJn1SbP+3NEFpOSToYBMiXdq7YIPxrNw21axGdO1ZUae0kHkepMvW0
wltWpkU9FU+f0NPwiKjMVgLqj+nhs0x119mBVr8zwCy6Q08WtPd80dpqplH6sEHM
qIuF9oas2ZKx9Vu/ysyMmJbYkQ==
-----END CERTIFICATE-----`;
const EXPIRED_CERTIFICATE = `-----BEGIN CERTIFICATE-----
MIICuzCCAaMCFAGoQ3oXqkhmrK7IOk6oCzmTeLvVMA0GCSqGSIb3DQEBCwUAMBox
GDAWBgNVBAMMD29sZC1pZHAuZXhhbXBsZTAeFw0yNjExMjgwMzI3MDhaFw0yNjEx
MjcwMzI3MDhaMBoxGDAWBgNVBAMMD29sZC1pZHAuZXhhbXBsZTCCASIwDQYJKoZI
hvcNAQEBBQADggEPADCCAQoCggEBALAKlbpsl7O27qylaoSH+UvYq/HOPZ1RkSZN
nZ1mfjBvslN+hFJ/UsEADHBAozlnWMaAu7LWPzn68z95quQGTrNINVsEqMOsk+Mq
NGT6ck0kUjECXk7YehfRpPSBJBRXiWKjqd+rQimEhWSgL7yEkSus+txgHbGf2XAl
J0ntGaRXTTm3XNJ0W1HwKmTe3VqIp/1ng5oXCzUDGkc+IZvDIpN9QIv6/0MhooEK
pzuyybX3sd3z1r9vb6Sp+UcvjuwSfM19YCJ24flEdu+S1X88WVQh9YjUbXpmwGdZ
c7e2GV9wKY4Y+pcv3eUmNUmuyDnTWLoVc55a3qraSDq7Ol75I1sCAwEAATANBgkq
hkiG9w0BAQsFAAOCAQEAoW7tZoMpmE5gcWb19XijY7UoswxB5uJvaos3rcEAf58y
6B1qyS32hDUz67JxeJCNNrGeFsyhoCGr0gvX6g0lv7ozDyqZeebJsplVEIJwfRGT
Rq4LeDWCb+tyUCDoHOSMbHZt1rAhiS2H4OF+KQWbfw6t2GFhx4H7BmnibKP+MOn9
4Iec/0SIUhE8l9CkhAyBk7nz5kJNg+0gtyhMT/3YiFhs0ecPIedqMyVdEUuUkxjW
j/du7Mv2ztmFqvc880ZYuiniuWeIJQZ//HlStWCy+amLLnTYsKUDTDJnrXf0u3mn
3mTVcKQ1mmb7NSbe6LD5PKqh4l0oS/Nw7n73q8o7TA==
-----END CERTIFICATE-----`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
  // Contoso's administrator: its buyer, given the users permission.
  await t.database.db
    .insert(userPermissions)
    .values({ userId: demoUsers.contosoBuyer.id, permission: 'users' });
});
afterAll(() => t?.close());

type Caller = (method: string, path: string, body?: unknown) => Promise<{ status: number; body: unknown }>;
async function as(username: string): Promise<Caller> {
  const token = await t.signIn(username);
  return async (method, path, body) => {
    const response = await t.app.request(`/api/${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        'X-Requested-With': 'XMLHttpRequest',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };
}

const read = async (caller: Caller) => {
  const answer = await caller('GET', 'v1.0/company/getSamlConfiguration');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return SamlConfigurationAnswer.parse(answer.body);
};

const northwindConfiguration = {
  idpEntityId: 'https://login.northwind.example/saml',
  ssoUrl: 'https://login.northwind.example/saml/sso',
  idpCertificate: VALID_CERTIFICATE,
  enabled: true,
  passwordSignInAllowed: true,
};

const passwordLogin = (username: string) =>
  t.app.request('/api/v1.0/user/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });

describe("a company administrator's single sign-on", () => {
  it("should show each administrator their own company's configuration only", async () => {
    const contoso = await read(await as(demoUsers.contosoBuyer.username));
    expect(contoso.configuration).toMatchObject({
      ssoUrl: sandboxIdpSsoPath(contosoSamlConfigurationId),
      enabled: true,
      passwordSignInAllowed: true,
    });
    expect(contoso.emailDomains).toEqual(['contoso.example']);
    expect(contoso.metadataUrl).toMatch(/\/api\/v1\.0\/saml\/metadata$/);
    const northwind = await read(await as(demoUsers.useradmin.username));
    expect(northwind).toMatchObject({ configuration: null, emailDomains: [] });
    // Without the users permission: refused.
    const buyer = await as(demoUsers.buyer.username);
    expect((await buyer('GET', 'v1.0/company/getSamlConfiguration')).status).toBe(403);
    expect((await buyer('POST', 'v1.0/company/saveSamlConfiguration', northwindConfiguration)).status).toBe(
      403,
    );
  });

  it('should refuse what the server cannot use, each at its field', async () => {
    const useradmin = await as(demoUsers.useradmin.username);
    const refused = async (change: Record<string, unknown>, path: string, message: string) => {
      const answer = await useradmin('POST', 'v1.0/company/saveSamlConfiguration', {
        ...northwindConfiguration,
        ...change,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(422);
      const problem = Problem.parse(answer.body);
      expect(problem.code).toBe('SamlConfigurationInvalid');
      expect(problem.errors).toEqual([{ path, message }]);
    };
    await refused(
      { ssoUrl: 'http://login.northwind.example/sso' },
      'ssoUrl',
      formatMessage('SsoAdmin.SsoUrlInvalid'),
    );
    await refused({ ssoUrl: 'not a url' }, 'ssoUrl', formatMessage('SsoAdmin.SsoUrlInvalid'));
    await refused(
      { idpCertificate: 'MIIC-not-a-pem' },
      'idpCertificate',
      formatMessage('SsoAdmin.CertificateInvalid'),
    );
    await refused(
      {
        idpCertificate: VALID_CERTIFICATE.split('\n')
          .filter((_, line) => line < 2 || line > 10)
          .join('\n'),
      },
      'idpCertificate',
      formatMessage('SsoAdmin.CertificateInvalid'),
    );
    await refused(
      { idpCertificate: EXPIRED_CERTIFICATE },
      'idpCertificate',
      formatMessage('SsoAdmin.CertificateExpired', { date: '2026-11-27' }),
    );
    await refused(
      { enabled: false, passwordSignInAllowed: false },
      'passwordSignInAllowed',
      formatMessage('SsoAdmin.PasswordNeedsSso'),
    );
    expect(
      (
        await useradmin('POST', 'v1.0/company/saveSamlConfiguration', {
          ...northwindConfiguration,
          idpEntityId: ' ',
        })
      ).status,
    ).toBe(400);
    expect((await read(useradmin)).configuration).toBeNull();
  });

  it("should save the configuration of the caller's company, record it, and leave another company's as it was", async () => {
    const [contosoBefore] = await t.database.db
      .select()
      .from(samlConfigurations)
      .where(eq(samlConfigurations.companyId, demoCompanies.contoso.id));
    const useradmin = await as(demoUsers.useradmin.username);
    const saved = await useradmin('POST', 'v1.0/company/saveSamlConfiguration', northwindConfiguration);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(SamlConfigurationAnswer.parse(saved.body).configuration).toEqual(northwindConfiguration);
    const changed = await useradmin('POST', 'v1.0/company/saveSamlConfiguration', {
      ...northwindConfiguration,
      ssoUrl: 'https://login.northwind.example/saml/sso2',
      enabled: false,
    });
    expect(changed.status).toBe(200);
    expect((await read(useradmin)).configuration).toMatchObject({
      enabled: false,
      ssoUrl: 'https://login.northwind.example/saml/sso2',
    });
    const [contosoAfter] = await t.database.db
      .select()
      .from(samlConfigurations)
      .where(eq(samlConfigurations.companyId, demoCompanies.contoso.id));
    expect(contosoAfter).toEqual(contosoBefore);
    const history = await useradmin('GET', `V1.0/user/getHistory?id=${demoUsers.useradmin.id}`);
    const entries = z.array(UserAuditEntry).parse(history.body);
    expect(
      entries
        .filter((entry) => entry.action === 'samlConfigurationChanged')
        .map((entry) => entry.detail.fields),
    ).toEqual([
      ['ssoUrl', 'enabled'],
      ['idpEntityId', 'ssoUrl', 'idpCertificate', 'enabled', 'passwordSignInAllowed'],
    ]);
    const northwindRows = await t.database.db
      .select()
      .from(userAudit)
      .where(
        and(
          eq(userAudit.companyId, demoCompanies.contoso.id),
          eq(userAudit.action, 'samlConfigurationChanged'),
        ),
      );
    expect(northwindRows).toEqual([]);
  });

  it('should refuse the password sign-in of a company that turned it off, and only of that company', async () => {
    const contosoAdmin = await as(demoUsers.contosoBuyer.username);
    const current = (await read(contosoAdmin)).configuration!;
    const saved = await contosoAdmin('POST', 'v1.0/company/saveSamlConfiguration', {
      ...current,
      passwordSignInAllowed: false,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const refused = await passwordLogin(demoUsers.contosoBuyer.username);
    expect(refused.status).toBe(403);
    const problem = Problem.parse(await refused.json());
    expect(problem).toMatchObject({
      code: 'PasswordSignInDisabled',
      message: formatMessage('Sso.PasswordSignInDisabled'),
    });
    expect((await passwordLogin(demoUsers.buyer.username)).status).toBe(200);
  });
});
