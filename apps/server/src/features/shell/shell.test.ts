import {
  BusinessUnitHierarchy,
  DropDownItem,
  Enumerations,
  NewsItem,
  PasswordComplexity,
  PunchOutInitAnswer,
  StorefrontConfiguration,
} from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { checkPassword } from '@b2b-portal/flows/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { punchoutRequests } from '../../db/schema';
import { DEMO_PASSWORD, demoCompanies } from '../../db/seed-data';
import { createTestApp, type TestApp } from '../../testing';

let t: TestApp;
const tokens: Record<string, string> = {};

async function get(path: string, as?: string) {
  const headers: Record<string, string> = {};
  if (as) {
    tokens[as] ??= await t.signIn(as);
    headers.Authorization = `Bearer ${tokens[as]}`;
  }
  const response = await t.app.request(path, { headers });
  return { status: response.status, body: (await response.json()) as unknown };
}

beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
});
afterAll(() => t?.close());

describe('storefront configuration', () => {
  it("should answer the caller's own company with its features mask", async () => {
    const northwind = StorefrontConfiguration.parse(
      (await get('/api/v1.0/company/listStorefrontConfiguration', 'buyer@northwind.example')).body,
    );
    expect(northwind).toMatchObject({
      companyID: demoCompanies.northwind.id,
      companyName: 'Northwind Health',
      features: 3,
    });
    const contoso = StorefrontConfiguration.parse(
      (await get('/api/v1.0/company/listStorefrontConfiguration', 'buyer@contoso.example')).body,
    );
    expect(contoso).toMatchObject({
      companyID: demoCompanies.contoso.id,
      companyName: 'Contoso Retail',
      features: 1,
    });
  });
});

describe('analytics dimensions', () => {
  it("should answer the caller's company ERP id, name, territory and area", async () => {
    const answer = await get('/api/v1.0/company/getGoogleAnalyticsDimensions', 'buyer@contoso.example');
    expect(answer).toEqual({
      status: 200,
      body: {
        customerId: 'C-200871',
        customerName: 'Contoso Retail',
        salesTerritoryCode: 'W-RT-04',
        areaName: 'West Retail',
      },
    });
  });
});

describe('business units', () => {
  it('should answer Northwind its hierarchy as a three-level tree', async () => {
    const answer = await get('/api/V1.0/businessUnit/gethierarchy', 'useradmin@northwind.example');
    const hierarchy = BusinessUnitHierarchy.parse(answer.body);
    expect(hierarchy.levels.map((level) => level.name)).toEqual(['Division', 'Department', 'Cost Center']);
    expect(hierarchy.units.map((unit) => unit.name)).toEqual(['Clinical Services', 'Corporate']);
    const corporate = hierarchy.units.find((unit) => unit.name === 'Corporate');
    const it = corporate?.children.find((unit) => unit.name === 'Information Technology');
    expect(it?.children.map((unit) => unit.name)).toEqual([
      'IT Applications (CC-4200)',
      'IT Infrastructure (CC-4100)',
    ]);
  });

  it('should answer 404 NoLabelFound to a company without a business unit label', async () => {
    const answer = await get('/api/V1.0/businessUnit/gethierarchy', 'buyer@contoso.example');
    expect(answer).toMatchObject({ status: 404, body: { code: 'NoLabelFound' } });
  });

  it('should answer the label, and an empty one for a company without', async () => {
    expect(
      (await get('/api/V1.0/BusinessUnitSetting/searchlabelbycompanyid', 'buyer@northwind.example')).body,
    ).toEqual({
      label: 'Department',
    });
    expect(
      (await get('/api/V1.0/BusinessUnitSetting/searchlabelbycompanyid', 'buyer@contoso.example')).body,
    ).toEqual({
      label: '',
    });
  });

  it('should answer the lowest level, or null for a company without a hierarchy', async () => {
    expect((await get('/api/v1.0/businessunit/getlowesttype', 'buyer@northwind.example')).body).toMatchObject(
      {
        name: 'Cost Center',
        level: 3,
      },
    );
    const contoso = await get('/api/v1.0/businessunit/getlowesttype', 'buyer@contoso.example');
    expect(contoso).toEqual({ status: 200, body: null });
  });
});

describe('password complexity', () => {
  it('should answer the seeded requirements without sign-in, which the demo password meets', async () => {
    const answer = await get('/api/v1.0/user/passwordComplexity');
    const rules = PasswordComplexity.parse(answer.body);
    expect(rules).toEqual({
      minimumLength: 10,
      minimumUppercase: 1,
      minimumLowercase: 1,
      minimumNumeric: 1,
      minimumSpecialCharacters: 1,
    });
    expect(checkPassword(DEMO_PASSWORD, rules)).toEqual([]);
    expect(checkPassword('short a1', rules)).toEqual([3, 5, 7, 8]);
  });
});

describe('enumerations', () => {
  it('should answer DateRange with the 29 ids of the documents in order', async () => {
    const answer = await get('/api/v1.0/enumeration/listForDropDown?typeName=DateRange');
    expect(answer.status).toBe(200);
    const items = z.array(DropDownItem).parse(answer.body);
    expect(items.map((item) => item.value)).toEqual([
      999, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26,
      27,
    ]);
    expect(items[0]).toEqual({ value: 999, name: 'Expired' });
    expect(items.find((item) => item.value === 21)).toEqual({
      value: 21,
      name: 'This Fiscal Year',
    });
  });

  it.each(Object.keys(Enumerations))('should serve %s as seeded from the contract', async (typeName) => {
    const answer = await get(`/api/v1.0/enumeration/listForDropDown?typeName=${typeName}`);
    const expected = Object.values(Enumerations[typeName as keyof typeof Enumerations]).map(
      ({ value, name }) => ({
        value,
        name,
      }),
    );
    expect(answer).toEqual({ status: 200, body: expected });
  });

  it('should find a type name whatever its case', async () => {
    const answer = await get('/api/v1.0/enumeration/listForDropDown?typeName=documenttype');
    expect(answer.body).toContainEqual({ value: 15, name: 'Pricing Request' });
  });

  it('should answer 404 UnknownEnumeration naming an unknown type', async () => {
    const answer = await get('/api/v1.0/enumeration/listForDropDown?typeName=NoSuchThing');
    expect(answer).toMatchObject({
      status: 404,
      body: { code: 'UnknownEnumeration', message: expect.stringContaining('NoSuchThing') },
    });
  });
});

describe('news', () => {
  const subjects = (body: unknown) =>
    z
      .array(NewsItem)
      .parse(body)
      .map((item) => item.subject);

  it("should answer published news of the caller's company and global news, newest first, no drafts", async () => {
    const answer = await get('/api/V1.0/news/ListStorefrontNews?newsStatus=1', 'buyer@northwind.example');
    expect(subjects(answer.body)).toEqual([
      'Maintenance contract renewals for Q2 are now open',
      'Scheduled maintenance on Saturday 2:00–4:00 AM EST',
      'Order by 1pm EST for same-day shipping',
    ]);
  });

  it("should never show another company's news", async () => {
    const answer = await get('/api/V1.0/news/ListStorefrontNews?newsStatus=1', 'buyer@contoso.example');
    expect(subjects(answer.body)).toEqual(['Order by 1pm EST for same-day shipping']);
  });

  it('should refuse to list drafts to storefront users', async () => {
    const answer = await get('/api/V1.0/news/ListStorefrontNews?newsStatus=0', 'admin@northwind.example');
    expect(answer).toMatchObject({ status: 400, body: { code: 'ValidationFailed' } });
  });
});

/** A small well-formedness check: balanced, properly nested tags, quoted attributes, known entities. */
function assertWellFormedXml(xml: string): void {
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, '').replace(/^<!DOCTYPE[^>]*>\s*/, '');
  const stack: string[] = [];
  const pattern = /<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[\w.:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;
  let consumed = 0;
  for (const match of body.matchAll(pattern)) {
    consumed += match[0].length;
    const [, closing, name, , selfClosing, text] = match;
    if (text !== undefined) {
      expect(text.replace(/&(amp|lt|gt|quot|apos);/g, '')).not.toMatch(/[&<>]/);
      if (stack.length === 0) expect(text.trim()).toBe('');
      continue;
    }
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) stack.push(name as string);
  }
  expect(consumed).toBe(body.length);
  expect(stack).toEqual([]);
}

const unescapeXml = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|apos);/g,
    (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[e] ?? '',
  );

describe('punch-out init', () => {
  it("should answer the form for the supplier tool with the company's credentials and a cXML setup request", async () => {
    const answer = await get(
      '/api/v1.0/punchout/init?type=0&id=cart-42&returnUrl=%2F%23%2Fshopping-cart&module=config',
      'buyer@northwind.example',
    );
    expect(answer.status).toBe(200);
    const { type, data } = PunchOutInitAnswer.parse(answer.body);
    expect(type).toBe('form');
    expect(data).toMatchObject({
      action: '/sandbox/config-tool',
      duns: '123456789',
      userName: 'northwind-cfg',
      password: 'Demo-Config-Tool-Secret',
    });
    const hook = new URL(data?.hookUrl ?? '');
    expect(hook.pathname).toBe('/api/v1.0/shoppingcart/receivepunchout');
    expect(Object.fromEntries(hook.searchParams)).toEqual({
      id: 'cart-42',
      returnUrl: '/#/shopping-cart',
      type: '4',
    });
    expect(data?.cookie).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const xml = data?.cXMLRequest ?? '';
    assertWellFormedXml(xml);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml).toContain('<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">');
    expect(xml).toContain('<PunchOutSetupRequest operation="create">');
    expect(xml.match(/<BuyerCookie>([^<]*)<\/BuyerCookie>/)?.[1]).toBe(data?.cookie);
    expect(unescapeXml(xml.match(/<BrowserFormPost><URL>([^<]*)<\/URL>/)?.[1] ?? '')).toBe(data?.hookUrl);
    expect(xml).toContain('<SharedSecret>Demo-Config-Tool-Secret</SharedSecret>');

    // The one-time cookie is remembered (hashed), tied to the user, for the cart's return.
    const stored = await t.database.db
      .select()
      .from(punchoutRequests)
      .where(eq(punchoutRequests.cartId, 'cart-42'));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.cookieHash).not.toBe(data?.cookie);
  });

  it('should answer a new cookie each time', async () => {
    const first = PunchOutInitAnswer.parse(
      (await get('/api/v1.0/punchout/init', 'buyer@northwind.example')).body,
    );
    const second = PunchOutInitAnswer.parse(
      (await get('/api/v1.0/punchout/init', 'buyer@northwind.example')).body,
    );
    expect(first.data?.cookie).not.toBe(second.data?.cookie);
  });

  it('should answer 404 NoPunchOutProfile with the catalogue message to a company without a profile', async () => {
    const answer = await get('/api/v1.0/punchout/init?type=0', 'buyer@contoso.example');
    expect(answer).toMatchObject({
      status: 404,
      body: { code: 'NoPunchOutProfile', message: formatMessage('PunchOut.NoProfile') },
    });
  });

  it('should refuse a return URL of another site', async () => {
    const answer = await get(
      `/api/v1.0/punchout/init?returnUrl=${encodeURIComponent('https://evil.example/steal')}`,
      'buyer@northwind.example',
    );
    expect(answer).toMatchObject({ status: 400, body: { code: 'ValidationFailed' } });
  });
});

describe('the sandbox supplier configuration tool', () => {
  const postForm = (fields: Record<string, string>) =>
    t.app.request('/sandbox/config-tool', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  const formOf = (data: NonNullable<PunchOutInitAnswer['data']>) => ({
    DUNS: data.duns,
    USERNAME: data.userName,
    PASSWORD: data.password,
    HOOK_URL: data.hookUrl,
    COOKIE: data.cookie,
    cXMLRequest: data.cXMLRequest,
  });

  it('should accept the form the portal built and offer to return the cart to the hook URL', async () => {
    const { data } = PunchOutInitAnswer.parse(
      (await get('/api/v1.0/punchout/init?id=cart-7&returnUrl=%2F', 'buyer@northwind.example')).body,
    );
    const response = await postForm(formOf(data!));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Punch-out session accepted.');
    expect(html).toContain(`action="${data!.hookUrl.replaceAll('&', '&amp;')}"`);
    expect(html).toContain('name="cxml-urlencoded"');
    expect(html).toContain(`&lt;BuyerCookie&gt;${data!.cookie}&lt;/BuyerCookie&gt;`);
  });

  it('should refuse wrong credentials or a cookie the portal did not issue', async () => {
    const { data } = PunchOutInitAnswer.parse(
      (await get('/api/v1.0/punchout/init', 'buyer@northwind.example')).body,
    );
    const wrongPassword = await postForm({ ...formOf(data!), PASSWORD: 'guess' });
    expect(wrongPassword.status).toBe(403);
    expect(await wrongPassword.text()).toContain('FAILED: Vendor credentials match a punch-out profile');
    const forgedCookie = await postForm({ ...formOf(data!), COOKIE: 'forged' });
    expect(forgedCookie.status).toBe(403);
    expect(await forgedCookie.text()).not.toContain('cxml-urlencoded');
  });
});

describe('health', () => {
  it('should answer ok with the version and the database kind', async () => {
    expect(await get('/api/health')).toEqual({
      status: 200,
      body: { status: 'ok', version: 'v58414', database: 'pglite' },
    });
  });
});
