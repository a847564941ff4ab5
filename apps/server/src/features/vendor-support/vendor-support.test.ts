import {
  BugDetail,
  BugPage,
  Problem,
  RmaDetail,
  RmaPage,
  SupportCaseDetail,
  SupportCasePage,
  VendorAuthStart,
} from '@b2b-portal/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, vendorSupportTokens } from '../../db/schema';
import { createTestApp, demoUsers, type TestApp } from '../../testing';
import { type Caller, callerFor } from '../cart/testing';
import { HttpVendorSupport } from './http-adapter';
import { VendorUnavailableError } from './port';
import { daysAgo, sandboxData, type VendorBugRecord } from './sandbox-data';

/**
 * Vendor support look-ups (issue 20) over the app's HTTP interface, against the sandbox manufacturer: the OAuth 2
 * authorization code through the consent page, the refresh token kept per user and never answered, the searches
 * and details of bugs, RMAs and support cases with their validation (closed cases within 90 days), the permission
 * and feature of every call, and one user's authorization never serving another.
 */
let t: TestApp;
const as = async (username: string) => callerFor(t.app, await t.signIn(username));
const contracts = demoUsers.contracts.username;
const admin = demoUsers.admin.username;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const problem = (answer: { status: number; body: unknown }, status: number) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return Problem.parse(answer.body);
};

/** The popup's round trip: the authorization page, the consent (as `account`), the code sent back. */
/** A search's whole answer (one page of 50 holds every match here): 200, and the total is what it lists. */
async function searchWhole<Page extends { totalRecords: number; data: unknown[] }>(
  caller: Caller,
  path: string,
  schema: { parse: (body: unknown) => Page },
  query: Record<string, string>,
): Promise<Page> {
  const answer = await caller('GET', path, { query: { size: '50', ...query } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const page = schema.parse(answer.body);
  expect(page.totalRecords).toBe(page.data.length);
  return page;
}

async function consent(caller: Caller, account = 'northwind-netops') {
  const start = await caller('GET', 'V1.0/OAuthConfiguration/getauthclientid');
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  const auth = VendorAuthStart.parse(start.body);
  const page = await t.app.request(auth.authorizationUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('Sandbox manufacturer sign-in');
  expect(html).toContain(`value="${account}"`);
  const url = new URL(auth.authorizationUrl, 'http://localhost');
  const decision = await t.app.request(url.pathname, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      redirect_uri: url.searchParams.get('redirect_uri') ?? '',
      state: url.searchParams.get('state') ?? '',
      account,
    }).toString(),
  });
  expect(decision.status).toBe(302);
  const back = new URL(decision.headers.get('location') ?? '');
  expect(back.pathname).toBe('/vendor-oauth/callback');
  expect(back.searchParams.get('state')).toBe(auth.state);
  return { code: back.searchParams.get('code') ?? '', state: auth.state, start: auth };
}

async function connect(caller: Caller, account?: string) {
  const { code, state } = await consent(caller, account);
  const answer = await caller('POST', 'V1.0/OAuthConfiguration/auth', { json: { code, state } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body).toEqual({ connected: true });
}

describe('vendor support (issue 20)', () => {
  it('should answer 409 VendorNotConnected to a search and connected false to refresh before the popup', async () => {
    const caller = await as(contracts);
    expect((await caller('GET', 'V1.0/OAuthConfiguration/refresh')).body).toEqual({ connected: false });
    const refused = problem(
      await caller('GET', 'V1.0/Bug/search', { query: { searchBy: '2', keyword: 'memory leak' } }),
      409,
    );
    expect(refused.code).toBe('VendorNotConnected');
  });

  it('should open the authorization page with the client id, redirect URI and a state bound to the caller', async () => {
    const caller = await as(contracts);
    const { start } = await consent(caller);
    const url = new URL(start.authorizationUrl, 'http://localhost');
    expect(url.pathname).toBe('/sandbox/vendor-support/oauth/authorize');
    expect(url.searchParams.get('client_id')).toBe(start.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost/vendor-oauth/callback');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(start.redirectUri).toBe('http://localhost/vendor-oauth/callback');
  });

  it("should refuse a code with another user's state, and a code used twice", async () => {
    const owner = await as(contracts);
    const other = await as(admin);
    const { code, state } = await consent(owner);
    const stolen = problem(
      await other('POST', 'V1.0/OAuthConfiguration/auth', { json: { code, state } }),
      422,
    );
    expect(stolen).toMatchObject({ code: 'VendorAuthRefused' });
    expect((await owner('POST', 'V1.0/OAuthConfiguration/auth', { json: { code, state } })).status).toBe(200);
    const again = problem(
      await owner('POST', 'V1.0/OAuthConfiguration/auth', { json: { code, state } }),
      422,
    );
    expect(again.code).toBe('VendorAuthRefused');
  });

  it('should keep the refresh token encrypted per user, never answered, and serve nobody else with it', async () => {
    const caller = await as(contracts);
    await connect(caller);
    const [contractsUser] = await t.database.db.select().from(users).where(eq(users.email, contracts));
    const [row] = await t.database.db
      .select()
      .from(vendorSupportTokens)
      .where(eq(vendorSupportTokens.userId, contractsUser!.id));
    expect(row?.refreshTokenEncrypted).toMatch(/^v1\./);
    expect((await caller('GET', 'V1.0/OAuthConfiguration/refresh')).body).toEqual({ connected: true });

    // Another user of the same company is not connected by it.
    const other = await as(admin);
    expect((await other('GET', 'V1.0/OAuthConfiguration/refresh')).body).toEqual({ connected: false });
    // A copy of the stored value on the other user's row does not open (it is bound to its company and user).
    const [adminUser] = await t.database.db.select().from(users).where(eq(users.email, admin));
    await t.database.db.insert(vendorSupportTokens).values({
      userId: adminUser!.id,
      companyId: adminUser!.companyId!,
      refreshTokenEncrypted: row!.refreshTokenEncrypted,
    });
    const copied = problem(
      await other('GET', 'V1.0/Bug/search', { query: { searchBy: '2', keyword: 'memory' } }),
      409,
    );
    expect(copied.code).toBe('VendorNotConnected');
    const left = await t.database.db
      .select()
      .from(vendorSupportTokens)
      .where(eq(vendorSupportTokens.userId, adminUser!.id));
    expect(left).toEqual([]);
  });

  it('should search bugs by keywords with severity and status names, page them and open one', async () => {
    const caller = await as(contracts);
    await connect(caller);
    const first = await caller('GET', 'V1.0/Bug/search', {
      query: { searchBy: '2', keyword: 'memory leak', size: '5' },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const page = BugPage.parse(first.body);
    expect(page.totalRecords).toBeGreaterThan(5);
    expect(page.data).toHaveLength(5);
    for (const bug of page.data) {
      expect(bug.headline.toLowerCase()).toContain('memory leak');
      expect(['Catastrophic', 'Severe', 'Moderate', 'Minor', 'Cosmetic', 'Enhancement']).toContain(
        bug.severityName,
      );
      expect({ O: 'Open', F: 'Fixed', T: 'Terminated' }[bug.status]).toBe(bug.statusName);
      expect(bug).not.toHaveProperty('description');
    }
    const second = BugPage.parse(
      (
        await caller('GET', 'V1.0/Bug/search', {
          query: { searchBy: '2', keyword: 'memory leak', size: '5', start: '2' },
        })
      ).body,
    );
    expect(second.data.map((bug) => bug.id)).not.toContain(page.data[0]!.id);

    const fixed = BugPage.parse(
      (
        await caller('GET', 'V1.0/Bug/search', {
          query: { searchBy: '1', keyword: 'C9300', status: 'F', size: '50' },
        })
      ).body,
    );
    expect(fixed.data.length).toBeGreaterThan(0);
    expect(fixed.data.every((bug) => bug.status === 'F' && bug.productId.startsWith('C9300'))).toBe(true);
    expect(fixed.data.every((bug) => bug.fixedReleases.length > 0)).toBe(true);

    const recent = BugPage.parse(
      (
        await caller('GET', 'V1.0/Bug/search', {
          query: { searchBy: '3', keyword: 'Nexus 9000', modifiedRange: '2', size: '50' },
        })
      ).body,
    );
    const oldest = daysAgo(new Date(), 30);
    expect(
      recent.data.every((bug) => bug.lastModifiedDate >= oldest && bug.productSeries.includes('Nexus')),
    ).toBe(true);

    const detail = await caller('GET', 'V1.0/Bug/get', { query: { id: page.data[0]!.id } });
    expect(detail.status).toBe(200);
    const bug = BugDetail.parse(detail.body);
    expect(bug.id).toBe(page.data[0]!.id);
    expect(bug.description).toMatch(/^Symptom:/);

    const missing = problem(await caller('GET', 'V1.0/Bug/get', { query: { id: 'CSCzz99999' } }), 404);
    expect(missing).toMatchObject({ code: 'RecordNotFetched', message: 'Record not fetch' });
    const bad = problem(
      await caller('GET', 'V1.0/Bug/search', { query: { searchBy: '4', keyword: 'x' } }),
      400,
    );
    expect(bad.code).toBe('ValidationFailed');
    const blank = problem(
      await caller('GET', 'V1.0/Bug/search', { query: { searchBy: '2', keyword: ' ' } }),
      400,
    );
    expect(blank.code).toBe('ValidationFailed');
  });

  it('should search closed cases only within 90 days, with the documents’ message, and open one', async () => {
    const caller = await as(contracts);
    await connect(caller);
    const today = new Date();
    const search = (days: number, status = 'C') =>
      caller('GET', 'V1.0/Case/search', {
        query: {
          searchBy: '3',
          keyword: 'northwind-netops',
          status,
          createdFrom: daysAgo(today, days),
          createdTo: daysAgo(today, 0),
        },
      });
    const wide = problem(await search(120), 422);
    expect(wide).toMatchObject({
      code: 'SupportCaseRangeTooWide',
      message: 'Closed cases: maximum date range 90 days.',
    });
    expect(wide.errors).toEqual([
      { path: 'dateRange', message: 'Closed cases: maximum date range 90 days.' },
    ]);
    const noWindow = await caller('GET', 'V1.0/Case/search', {
      query: { searchBy: '3', keyword: 'northwind-netops', status: 'C' },
    });
    expect(problem(noWindow, 422).code).toBe('SupportCaseRangeTooWide');

    const answered = await search(60);
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const closed = SupportCasePage.parse(answered.body);
    expect(closed.totalRecords).toBeGreaterThan(0);
    const from = daysAgo(today, 60);
    expect(
      closed.data.every(
        (row) => row.status === 'C' && row.statusName === 'Closed' && row.createdDate >= from,
      ),
    ).toBe(true);

    const open = SupportCasePage.parse((await search(400, 'O')).body);
    expect(open.data.every((row) => row.status === 'O' && row.closedDate === null)).toBe(true);

    const detail = await caller('GET', 'V1.0/Case/get', { query: { id: closed.data[0]!.caseNumber } });
    expect(detail.status).toBe(200);
    expect(SupportCaseDetail.parse(detail.body)).toMatchObject({
      caseNumber: closed.data[0]!.caseNumber,
      contactName: 'Casey Contracts',
    });
    // Another manufacturer account's case is not found through this one's access.
    const contosoCase = await caller('GET', 'V1.0/Case/get', { query: { id: '694010000' } });
    expect(problem(contosoCase, 404).code).toBe('RecordNotFetched');
  });

  // The filters, each checked against the sandbox manufacturer's own records (sandbox-data.ts, public bugs; the
  // signed-in account's cases): the answer is exactly the records the filter matches, newest first.
  const records = () => sandboxData(new Date());
  const bugIds = (bugs: VendorBugRecord[]) =>
    bugs
      .sort(
        (a, b) =>
          b.last_modified_date.localeCompare(a.last_modified_date) || a.bug_id.localeCompare(b.bug_id),
      )
      .map((bug) => bug.bug_id);
  const searchBugs = (caller: Caller, query: Record<string, string>) =>
    searchWhole(caller, 'V1.0/Bug/search', BugPage, query);

  it('should search bugs by Bug ID: that bug only, whatever its letter case; an unknown id finds none', async () => {
    const caller = await as(contracts);
    await connect(caller);
    const wanted = records().bugs[37]!;
    for (const keyword of [wanted.bug_id, wanted.bug_id.toLowerCase()]) {
      const page = await searchBugs(caller, { searchBy: '2', keyword });
      expect(page.data.map((bug) => bug.id)).toEqual([wanted.bug_id]);
      expect(page.data[0]).toMatchObject({
        severity: Number(wanted.severity),
        productId: wanted.product,
        affectedReleases: wanted.known_affected_releases.split(' '),
      });
    }
    const none = await searchBugs(caller, { searchBy: '2', keyword: 'CSCzz99999' });
    expect(none).toMatchObject({ totalRecords: 0, data: [] });
  });

  it('should narrow a bug search to one severity, and refuse a severity outside 1–6', async () => {
    const caller = await as(contracts);
    await connect(caller);
    const c9300 = records().bugs.filter((bug) => bug.product.startsWith('C9300'));
    const severities = [...new Set(c9300.map((bug) => bug.severity))];
    expect(severities.length).toBeGreaterThan(1);
    for (const severity of severities) {
      const page = await searchBugs(caller, { searchBy: '1', keyword: 'C9300', severity });
      expect(page.data.map((bug) => bug.id)).toEqual(
        bugIds(c9300.filter((bug) => bug.severity === severity)),
      );
      expect(page.data.every((bug) => bug.severity === Number(severity))).toBe(true);
    }
    // A severity no C9300 bug has: none.
    const missing = ['1', '2', '3', '4', '5', '6'].find((value) => !severities.includes(value));
    if (missing) {
      const none = await searchBugs(caller, { searchBy: '1', keyword: 'C9300', severity: missing });
      expect(none.data).toEqual([]);
    }
    for (const severity of ['0', '7', 'high']) {
      const refused = problem(
        await caller('GET', 'V1.0/Bug/search', { query: { searchBy: '1', keyword: 'C9300', severity } }),
        400,
      );
      expect(refused.code, severity).toBe('ValidationFailed');
    }
  });

  it('should narrow a bug search to an affected release or a fixed release, never the other list', async () => {
    const caller = await as(contracts);
    await connect(caller);
    const c9300 = records().bugs.filter((bug) => bug.product.startsWith('C9300'));
    const has = (list: string, release: string) => list.split(' ').includes(release);
    // C9300's releases are 17.6.5, 17.9.4 and 17.12.2: the last is only ever a fixed release.
    for (const release of ['17.6.5', '17.9.4']) {
      const affected = await searchBugs(caller, {
        searchBy: '1',
        keyword: 'C9300',
        releaseType: '1',
        release,
      });
      const expected = bugIds(c9300.filter((bug) => has(bug.known_affected_releases, release)));
      expect(expected.length).toBeGreaterThan(0);
      expect(affected.data.map((bug) => bug.id)).toEqual(expected);
      expect(affected.data.every((bug) => bug.affectedReleases.includes(release))).toBe(true);
      const fixedIn = await searchBugs(caller, {
        searchBy: '1',
        keyword: 'C9300',
        releaseType: '2',
        release,
      });
      expect(fixedIn.data).toEqual([]);
    }
    const fixed = await searchBugs(caller, {
      searchBy: '1',
      keyword: 'C9300',
      releaseType: '2',
      release: '17.12.2',
    });
    const expectedFixed = bugIds(c9300.filter((bug) => has(bug.known_fixed_releases, '17.12.2')));
    expect(expectedFixed.length).toBeGreaterThan(0);
    expect(fixed.data.map((bug) => bug.id)).toEqual(expectedFixed);
    expect(fixed.data.every((bug) => bug.status === 'F' && bug.fixedReleases.includes('17.12.2'))).toBe(true);
    const affectedLast = await searchBugs(caller, {
      searchBy: '1',
      keyword: 'C9300',
      releaseType: '1',
      release: '17.12.2',
    });
    expect(affectedLast.data).toEqual([]);
    // A release no bug names, and a part of one (releases match whole): none.
    for (const release of ['99.9.9', '17.9']) {
      const none = await searchBugs(caller, { searchBy: '1', keyword: 'C9300', releaseType: '1', release });
      expect(none.data, release).toEqual([]);
    }
    // A release without saying which list, another release type, a release too long: refused, not ignored.
    for (const query of [
      { release: '17.9.4' } as Record<string, string>,
      { releaseType: '3', release: '17.9.4' },
      { releaseType: '1', release: '1'.repeat(41) },
    ]) {
      const refused = problem(
        await caller('GET', 'V1.0/Bug/search', { query: { searchBy: '1', keyword: 'C9300', ...query } }),
        400,
      );
      expect(refused.code, JSON.stringify(query)).toBe('ValidationFailed');
    }
  });

  const northwindCases = () => records().cases.filter((record) => record.user_id === 'northwind-netops');
  const searchCases = (caller: Caller, query: Record<string, string>) =>
    searchWhole(caller, 'V1.0/Case/search', SupportCasePage, query);

  it('should search cases by case number: that case only; a part of one, another account’s or an unknown finds none', async () => {
    const caller = await as(contracts);
    await connect(caller);
    const open = northwindCases().filter((record) => record.status === 'O');
    const closed = northwindCases().find((record) => record.status === 'C')!;
    const wanted = open[3]!;
    const page = await searchCases(caller, { searchBy: '1', keyword: wanted.case_id });
    expect(page.data.map((row) => row.caseNumber)).toEqual([wanted.case_id]);
    expect(page.data[0]).toMatchObject({ contractNumber: wanted.contract_id, status: 'O' });
    // A closed case by its number, within the 90-day window around its creation.
    const closedPage = await searchCases(caller, {
      searchBy: '1',
      keyword: closed.case_id,
      status: 'C',
      createdFrom: closed.created_date,
      createdTo: closed.created_date,
    });
    expect(closedPage.data.map((row) => row.caseNumber)).toEqual([closed.case_id]);
    // The closed case is not an open one.
    expect((await searchCases(caller, { searchBy: '1', keyword: closed.case_id })).data).toEqual([]);
    const contosoCase = records().cases.find((record) => record.user_id === 'contoso-it')!;
    for (const keyword of [wanted.case_id.slice(0, 6), contosoCase.case_id, '999999999']) {
      const none = await searchCases(caller, { searchBy: '1', keyword });
      expect(none.data, keyword).toEqual([]);
    }
  });

  it('should search cases by contract number: the open cases on that contract only', async () => {
    const caller = await as(contracts);
    await connect(caller);
    const open = northwindCases()
      .filter((record) => record.status === 'O')
      .sort((a, b) => b.created_date.localeCompare(a.created_date));
    const byContract = new Map<string, string[]>();
    for (const record of open) {
      byContract.set(record.contract_id, [...(byContract.get(record.contract_id) ?? []), record.case_id]);
    }
    expect(byContract.size).toBe(2);
    for (const [contract, cases] of byContract) {
      const page = await searchCases(caller, { searchBy: '2', keyword: contract });
      expect(page.data.map((row) => row.caseNumber)).toEqual(cases);
      expect(page.data.every((row) => row.contractNumber === contract)).toBe(true);
    }
    // Contoso's contract (another account), a part of a contract number, an unknown one: none.
    for (const keyword of ['94011002', '9385612', '12345678']) {
      const none = await searchCases(caller, { searchBy: '2', keyword });
      expect(none.data, keyword).toEqual([]);
    }
  });

  it('should refuse an invalid case search with the catalogue’s error', async () => {
    const caller = await as(contracts);
    await connect(caller);
    for (const query of [
      { searchBy: '4', keyword: '93856121' } as Record<string, string>,
      { searchBy: '2', keyword: ' ' },
      { searchBy: '2', keyword: '93856121', status: 'X' },
      { searchBy: '2', keyword: '93856121', createdFrom: '28/11/2026' },
    ]) {
      const refused = problem(await caller('GET', 'V1.0/Case/search', { query }), 400);
      expect(refused.code, JSON.stringify(query)).toBe('ValidationFailed');
    }
  });

  it('should find RMAs by CCO ID and open one with its lines', async () => {
    const caller = await as(contracts);
    await connect(caller);
    const answer = await caller('GET', 'V1.0/RMAs/search', {
      query: { searchBy: '2', keyword: 'northwind-netops' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const page = RmaPage.parse(answer.body);
    expect(page.totalRecords).toBe(12);
    expect(page.data).toHaveLength(10);
    const detail = RmaDetail.parse(
      (await caller('GET', 'V1.0/RMAs/get', { query: { id: page.data[0]!.rmaNumber } })).body,
    );
    expect(detail.lines).toHaveLength(1);
    expect(detail.shipToName).toBe('Northwind Traders network team');
  });

  it('should refuse callers without the Contracts permissions or feature on every call', async () => {
    const buyer = await as(demoUsers.buyer.username);
    for (const path of [
      'V1.0/OAuthConfiguration/getauthclientid',
      'V1.0/OAuthConfiguration/refresh',
      'V1.0/Bug/get?id=CSCwa10000',
    ]) {
      const [route, search] = path.split('?');
      const answer = await buyer('GET', route!, {
        query: Object.fromEntries(new URLSearchParams(search ?? '')),
      });
      expect(problem(answer, 403).code).toBe('Forbidden');
    }
    const contoso = await as(demoUsers.contosoBuyer.username);
    const answer = await contoso('GET', 'V1.0/Case/search', { query: { searchBy: '1', keyword: '694' } });
    expect(problem(answer, 403).code).toBe('FeatureNotEnabled');
    const unsigned = await t.app.request('/api/V1.0/RMAs/search?searchBy=1&keyword=88');
    expect(unsigned.status).toBe(401);
  });

  it('should refuse the sandbox API without a bearer token and the token endpoint without the client secret', async () => {
    expect(
      (await t.app.request('/sandbox/vendor-support/api/bug/v2.0/bugs?search_by=keyword&q=leak')).status,
    ).toBe(401);
    const token = await t.app.request('/sandbox/vendor-support/oauth/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: 'x',
        client_id: 'b2b-portal-sandbox',
        client_secret: 'guess',
      }).toString(),
    });
    expect(token.status).toBe(401);
    expect(await token.json()).toEqual({ error: 'invalid_client' });
  });

  it('should serve the redirect page that hands code and state to the portal window', async () => {
    const page = await t.app.request('/vendor-oauth/callback?code=abc&state=def');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<script src="/vendor-oauth/callback.js"');
    const script = await (await t.app.request('/vendor-oauth/callback.js')).text();
    expect(script).toContain('postMessage(message, window.location.origin)');
  });
});

describe('HttpVendorSupport (the real adapter) against the sandbox over HTTP', () => {
  it('should say the manufacturer is unavailable when nothing answers at its address', async () => {
    const adapter = new HttpVendorSupport({
      authorizeUrl: 'http://127.0.0.1:9/authorize',
      tokenUrl: 'http://127.0.0.1:9/token',
      apiUrl: 'http://127.0.0.1:9/api',
      clientId: 'id',
      clientSecret: 'secret',
      timeoutMs: 2000,
    });
    await expect(adapter.refresh('token')).rejects.toBeInstanceOf(VendorUnavailableError);
    expect(adapter.authorizationUrl('https://portal.example/vendor-oauth/callback', 's t')).toBe(
      'http://127.0.0.1:9/authorize?response_type=code&client_id=id&redirect_uri=https%3A%2F%2Fportal.example%2Fvendor-oauth%2Fcallback&state=s+t',
    );
  });
});
