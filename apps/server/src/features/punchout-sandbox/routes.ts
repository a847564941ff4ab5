import { createHash, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Hono } from 'hono';
import { punchoutProfiles, punchoutRequests } from '../../db/schema';
import type { AppEnv, Services } from '../../http/context';
import { openVendorCredentials } from '../account/vendor-credentials';
import { escapeXml } from '../shell/punchout';
import { procurementSandboxRoutes } from './procurement';

/** The local stand-in for the supplier configuration tool (SUPPLIER_CONFIG_TOOL_URL's default). */
export const SANDBOX_CONFIG_TOOL_PATH = '/sandbox/config-tool';

const escapeHtml = escapeXml;

/**
 * With it, the sandbox procurement system (procurement.ts). A sandbox supplier configuration tool for demos and journeys on machines without the real one: it receives the
 * cart punch-out form (DUNS, USERNAME, PASSWORD, HOOK_URL, COOKIE, cXMLRequest), checks the credentials against
 * the company punch-out profiles and the one-time buyer cookie, and offers to send a configured cart back to
 * HOOK_URL as a cXML PunchOutOrderMessage — as the real tool would.
 */
export function punchOutSandboxRoutes(app: Hono<AppEnv>, services: Services): void {
  procurementSandboxRoutes(app, services);
  app.post(SANDBOX_CONFIG_TOOL_PATH, async (c) => {
    const form = await c.req.parseBody();
    const field = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
    const [duns, userName, password, hookUrl, cookie, cxml] = [
      'DUNS',
      'USERNAME',
      'PASSWORD',
      'HOOK_URL',
      'COOKIE',
      'cXMLRequest',
    ].map(field) as [string, string, string, string, string, string];

    // The stored password is encrypted per company (features/account/vendor-secret.ts): open each candidate's.
    const candidates = await services.db
      .select({ companyId: punchoutProfiles.companyId })
      .from(punchoutProfiles)
      .where(and(eq(punchoutProfiles.duns, duns), eq(punchoutProfiles.username, userName)));
    let profile: { companyId: string } | undefined;
    for (const candidate of candidates) {
      const opened = await openVendorCredentials(
        services.db,
        services.env.VENDOR_CREDENTIALS_KEY,
        candidate.companyId,
      );
      if (opened && opened.password === password) profile = candidate;
    }
    const [request] = cookie
      ? await services.db
          .select({ id: punchoutRequests.id })
          .from(punchoutRequests)
          .where(
            and(
              eq(punchoutRequests.cookieHash, createHash('sha256').update(cookie).digest('base64url')),
              isNull(punchoutRequests.usedAt),
            ),
          )
          .limit(1)
      : [];
    const cookieInCxml = /<BuyerCookie>([^<]*)<\/BuyerCookie>/.exec(cxml)?.[1];
    const origin = services.env.PUBLIC_URL?.replace(/\/+$/, '') ?? new URL(c.req.url).origin;
    const hookIsOurs = (() => {
      try {
        return new URL(hookUrl).origin === origin;
      } catch {
        return false;
      }
    })();

    const checks = [
      ['Vendor credentials match a punch-out profile', Boolean(profile)],
      ['Buyer cookie issued by the portal and not used yet', Boolean(request)],
      ['cXML PunchOutSetupRequest carries the same buyer cookie', cookieInCxml === cookie && cookie !== ''],
      ['Hook URL returns to the portal', hookIsOurs],
    ] as const;
    const accepted = checks.every(([, ok]) => ok);
    const message = accepted ? orderMessage(cookie) : '';
    const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Supplier configuration tool (sandbox)</title></head>
<body><main>
<h1>Supplier configuration tool (sandbox)</h1>
<p>${accepted ? 'Punch-out session accepted.' : 'Punch-out session refused.'}</p>
<ul>${checks.map(([label, ok]) => `<li>${ok ? 'OK' : 'FAILED'}: ${escapeHtml(label)}</li>`).join('')}</ul>
<p>DUNS ${escapeHtml(duns)}, user ${escapeHtml(userName)}</p>
${
  accepted
    ? `<form method="post" action="${escapeHtml(hookUrl)}">
<input type="hidden" name="cxml-urlencoded" value="${escapeHtml(message)}">
<button type="submit">Return the configured cart to the portal</button>
</form>`
    : ''
}
</main></body></html>`;
    return c.html(html, accepted ? 200 : 403, { 'Cache-Control': 'no-store' });
  });
}

/**
 * A cXML PunchOutOrderMessage with one configured line, for the return to HOOK_URL (the portal's receivepunchout
 * prices the part from its own catalogue; a part it does not sell comes back as a request item).
 */
function orderMessage(cookie: string): string {
  const x = escapeXml;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">',
    `<cXML payloadID="${x(randomUUID())}@sandbox" timestamp="${new Date().toISOString()}" xml:lang="en-US">`,
    '  <Header><From><Credential domain="DUNS"><Identity>sandbox</Identity></Credential></From>',
    '  <To><Credential domain="DUNS"><Identity>portal</Identity></Credential></To>',
    '  <Sender><Credential domain="DUNS"><Identity>sandbox</Identity></Credential><UserAgent>Sandbox</UserAgent></Sender></Header>',
    '  <Message><PunchOutOrderMessage>',
    `    <BuyerCookie>${x(cookie)}</BuyerCookie>`,
    '    <PunchOutOrderMessageHeader operationAllowed="edit"><Total><Money currency="USD">1250.00</Money></Total></PunchOutOrderMessageHeader>',
    '    <ItemIn quantity="1" lineNumber="1"><ItemID><SupplierPartID>C9300-24T-A</SupplierPartID></ItemID>',
    '      <ItemDetail><UnitPrice><Money currency="USD">1250.00</Money></UnitPrice>',
    '        <Description xml:lang="en">Catalyst 9300 24-port switch (sandbox configuration)</Description>',
    '        <UnitOfMeasure>EA</UnitOfMeasure><Classification domain="UNSPSC">43222612</Classification>',
    '        <ManufacturerPartID>C9300-24T-A</ManufacturerPartID><ManufacturerName>Cisco</ManufacturerName></ItemDetail></ItemIn>',
    '  </PunchOutOrderMessage></Message>',
    '</cXML>',
  ].join('\n');
}
