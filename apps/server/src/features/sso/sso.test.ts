import { HandoffExchangeAnswer, SecurityContext, SsoLoginAnswer } from '@b2b-portal/api';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { samlRequests } from '../../db/schema';
import { contosoSamlConfigurationId } from '../../db/seed-sso';
import { describeOnBothEngines, type EngineSubject } from '../../test-support/engines';
import { demoCompanies } from '../../testing';
import {
  type AuthnRequestRead,
  generateSandboxIdpKeys,
  readAuthnRequest,
  type SandboxIdpKeys,
  samlResponseXml,
  sandboxIdpEntityId,
  sandboxIdpKeys,
  sandboxIdpSsoPath,
  signAssertion,
} from './sandbox-idp';

const json = { 'X-Requested-With': 'XMLHttpRequest' };

/** A started sign-in as the IdP receives it: the request read from the redirect URL, and the RelayState. */
interface Started {
  redirectUrl: URL;
  request: AuthnRequestRead;
  relayState: string;
}

function ssoScenario(engine: () => EngineSubject): void {
  const app = () => engine().app;
  let sandboxKeys: SandboxIdpKeys;
  let otherKeys: SandboxIdpKeys;
  beforeAll(async () => {
    sandboxKeys = await sandboxIdpKeys(engine().database.db);
    otherKeys = generateSandboxIdpKeys();
  });

  const get = async (path: string) => {
    const response = await app().request(path, { headers: json });
    return { status: response.status, body: await response.json() };
  };

  async function start(query: string): Promise<Started> {
    const answer = await get(`/api/v1.0/saml/login?${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const redirectUrl = new URL(SsoLoginAnswer.parse(answer.body).redirectUrl);
    const request = readAuthnRequest(redirectUrl.searchParams.get('SAMLRequest') ?? '');
    if (!request) throw new Error('no AuthnRequest in the redirect URL');
    return { redirectUrl, request, relayState: redirectUrl.searchParams.get('RelayState') ?? '' };
  }

  /** Posts a response to the ACS as the browser does; answers where it sends the browser. */
  async function postToAcs(responseXml: string, relayState: string): Promise<string> {
    const response = await app().request('/api/v1.0/saml/acs', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        SAMLResponse: Buffer.from(responseXml).toString('base64'),
        RelayState: relayState,
      }).toString(),
    });
    expect(response.status).toBe(303);
    return response.headers.get('location') ?? '';
  }

  /** A response of Contoso's IdP to `started` for `email`, signed with its key unless told otherwise. */
  const respond = (
    started: Started,
    email: string,
    change: { audience?: string; issuedAt?: Date; key?: string | null } = {},
  ) => {
    const xml = samlResponseXml({
      issuer: sandboxIdpEntityId(contosoSamlConfigurationId),
      destination: started.request.acsUrl,
      audience: change.audience ?? started.request.issuer,
      inResponseTo: started.request.id,
      email,
      issuedAt: change.issuedAt,
    });
    const key = change.key === undefined ? sandboxKeys.privateKey : change.key;
    return key === null ? xml : signAssertion(xml, key);
  };

  /** Exchanges the hand-off code of a /redirect location and answers who is signed in. */
  async function signedInAs(location: string): Promise<string> {
    const link = new URLSearchParams(location.replace(/^\/#\/redirect\?/, ''));
    const code = link.get('code') ?? '';
    const url = link.get('url') ?? undefined;
    const exchanged = await app().request('/api/v1.0/user/handoff/exchange', {
      method: 'POST',
      headers: { ...json, 'Content-Type': 'application/json' },
      body: JSON.stringify(url === undefined ? { code } : { code, url }),
    });
    expect(exchanged.status).toBe(200);
    const { tokenInfo } = HandoffExchangeAnswer.parse(await exchanged.json());
    const me = await app().request('/api/V1.0/user/Me', {
      headers: { ...json, Authorization: `Bearer ${tokenInfo.access_token}` },
    });
    return SecurityContext.parse(await me.json()).user.email;
  }

  describe('GET v1.0/company/hasSamlConfiguration', () => {
    it('should answer true for any address of a configured domain, known or not, and false elsewhere', async () => {
      for (const [email, expected] of [
        ['buyer@contoso.example', true],
        ['Nobody@CONTOSO.example', true],
        ['buyer@northwind.example', false],
        ['someone@unknown.example', false],
      ] as const) {
        const answer = await get(`/api/v1.0/company/hasSamlConfiguration?email=${encodeURIComponent(email)}`);
        expect(answer).toEqual({ status: 200, body: { hasSamlConfiguration: expected } });
      }
    });

    it('should answer for a company id, and refuse a query with neither or both', async () => {
      const ask = (query: string) => get(`/api/v1.0/company/hasSamlConfiguration?${query}`);
      expect((await ask(`companyId=${demoCompanies.contoso.id}`)).body).toEqual({
        hasSamlConfiguration: true,
      });
      expect((await ask(`companyId=${demoCompanies.northwind.id}`)).body).toEqual({
        hasSamlConfiguration: false,
      });
      expect((await ask('')).status).toBe(400);
      expect((await ask(`email=a@contoso.example&companyId=${demoCompanies.contoso.id}`)).status).toBe(400);
    });
  });

  describe('GET v1.0/saml/login', () => {
    it("should send the browser to the company's IdP with a deflated AuthnRequest for our ACS", async () => {
      const started = await start('email=buyer%40contoso.example&url=%2Forders');
      expect(started.redirectUrl.pathname).toBe(sandboxIdpSsoPath(contosoSamlConfigurationId));
      expect(started.request.acsUrl).toBe('http://localhost/api/v1.0/saml/acs');
      expect(started.request.issuer).toBe('http://localhost/api/v1.0/saml/metadata');
      expect(started.relayState).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [stored] = await engine()
        .database.db.select()
        .from(samlRequests)
        .where(eq(samlRequests.id, started.request.id));
      expect(stored).toMatchObject({
        url: '/orders',
        usedAt: null,
        configurationId: contosoSamlConfigurationId,
      });
      expect(stored?.relayHash).not.toBe(started.relayState);
    });

    it('should answer 404 SsoNotConfigured where single sign-on does not apply', async () => {
      const answer = await get('/api/v1.0/saml/login?email=buyer%40northwind.example');
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ code: 'SsoNotConfigured' });
    });
  });

  describe('the sandbox IdP and the ACS', () => {
    it('should list the company’s users, and sign the chosen one in through a hand-off code', async () => {
      const started = await start('email=buyer%40contoso.example&url=%2Forders');
      const idpPage = await app().request(`${started.redirectUrl.pathname}${started.redirectUrl.search}`);
      expect(idpPage.status).toBe(200);
      const html = await idpPage.text();
      expect(html).toContain('buyer@contoso.example');
      expect(html).toContain('disabled@contoso.example');
      expect(html).not.toContain('northwind.example');
      const buyerId = /name="user" value="([^"]+)">Charlie Contoso/.exec(html)?.[1] ?? '';

      const chosen = await app().request(started.redirectUrl.pathname, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          SAMLRequest: started.redirectUrl.searchParams.get('SAMLRequest') ?? '',
          RelayState: started.relayState,
          user: buyerId,
        }).toString(),
      });
      expect(chosen.status).toBe(200);
      const postPage = await chosen.text();
      expect(postPage).toContain('action="http://localhost/api/v1.0/saml/acs"');
      const samlResponse = /name="SAMLResponse" value="([^"]+)"/.exec(postPage)?.[1] ?? '';
      const responseXml = Buffer.from(samlResponse, 'base64').toString('utf8');
      expect(responseXml).toContain('<ds:Signature');

      const location = await postToAcs(responseXml, started.relayState);
      expect(location).toMatch(/^\/#\/redirect\?code=[A-Za-z0-9_-]{43}&url=%2Forders$/);
      expect(await signedInAs(location)).toBe('buyer@contoso.example');
    });

    it('should refuse a replayed response, once the first has signed in', async () => {
      const started = await start('email=buyer%40contoso.example');
      const response = respond(started, 'buyer@contoso.example');
      expect(await postToAcs(response, started.relayState)).toMatch(/^\/#\/redirect\?code=/);
      expect(await postToAcs(response, started.relayState)).toBe('/#/login?sso=SsoReplayed');
    });

    it.each([
      ['signed with another key', { key: 'other' }, 'SsoSignatureInvalid'],
      ['unsigned', { key: null }, 'SsoSignatureInvalid'],
      ['for another service provider', { audience: 'https://other-app.example/saml' }, 'SsoAudienceMismatch'],
      ['expired', { issuedAt: new Date(Date.now() - 60 * 60 * 1000) }, 'SsoAssertionExpired'],
    ] as const)(
      'should refuse a response %s with %s, sending the browser to the login page',
      async (_, change, code) => {
        const started = await start('email=buyer%40contoso.example&url=%2Forders');
        const key = 'key' in change && change.key === 'other' ? otherKeys.privateKey : undefined;
        const response = respond(started, 'buyer@contoso.example', { ...change, ...(key ? { key } : {}) });
        expect(await postToAcs(response, started.relayState)).toBe(
          `/#/login?sso=${code}&redirectUrl=%2Forders`,
        );
      },
    );

    it.each([
      ['nobody@contoso.example', 'SsoUnknownUser'],
      ['disabled@contoso.example', 'SsoAccountDisabled'],
      ['buyer@northwind.example', 'SsoWrongCompany'],
    ])('should refuse a valid response for %s with %s', async (email, code) => {
      const started = await start('email=buyer%40contoso.example');
      expect(await postToAcs(respond(started, email), started.relayState)).toBe(`/#/login?sso=${code}`);
    });

    it('should refuse a response without a known RelayState, and a cancelled sign-in at the IdP', async () => {
      const started = await start('email=buyer%40contoso.example');
      expect(await postToAcs(respond(started, 'buyer@contoso.example'), 'forged')).toBe(
        '/#/login?sso=SsoReplayed',
      );
      const cancelled = await app().request(started.redirectUrl.pathname, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          SAMLRequest: started.redirectUrl.searchParams.get('SAMLRequest') ?? '',
          RelayState: started.relayState,
          cancel: '1',
        }).toString(),
      });
      const samlResponse = /name="SAMLResponse" value="([^"]+)"/.exec(await cancelled.text())?.[1] ?? '';
      expect(await postToAcs(Buffer.from(samlResponse, 'base64').toString('utf8'), started.relayState)).toBe(
        '/#/login?sso=SsoIdpRefused',
      );
      const garbage = await app().request('/api/v1.0/saml/acs', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'SAMLResponse=bm90IHhtbA&RelayState=x',
      });
      expect([garbage.status, garbage.headers.get('location')]).toEqual([303, '/#/login?sso=SsoReplayed']);
    });
  });
}

describeOnBothEngines('company single sign-on (SAML)', ssoScenario);
