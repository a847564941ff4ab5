import type { Hono } from 'hono';
import { demoPunchIn } from '../../db/seed-punchin';
import type { AppEnv, Services } from '../../http/context';
import { publicOrigin } from '../punch-in/answers';
import { readOrderMessage } from '../punch-in/cxml';
import { TestProcurementSystem } from '../punch-in/procurement-system';
import { parseXml } from '../punch-in/xml';
import { escapeXml } from '../shell/punchout';

/**
 * A sandbox procurement system for demos (issue 16), beside the sandbox configuration tool: its page punches the
 * demo buyer in with a cXML PunchOutSetupRequest under the demo procurement identity of ARCHITECTURE.md (create,
 * or edit with two lines it holds; or, issue 18, as a user of its own named by UniqueName) and sends the browser to
 * the start page; its BrowserFormPost page shows what
 * the portal returned (the lines, or none). Journeys use their own procurement systems on other origins, on http
 * and https (e2e/punchout.spec.ts); this one shares the portal's origin.
 */
export const SANDBOX_PROCUREMENT_PATH = '/sandbox/procurement';

const x = escapeXml;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${x(title)}</title></head>
<body><main>
<h1>${x(title)}</h1>
${body}
</main></body></html>`;
}

const punchOutForm = (operation: 'create' | 'edit', label: string) =>
  `<form method="post" action="${SANDBOX_PROCUREMENT_PATH}/punchout">
<input type="hidden" name="operation" value="${operation}">
<button type="submit">${x(label)}</button>
</form>`;

const START = page(
  'Procurement system (sandbox)',
  `<p>Punches ${x(demoPunchIn.cxml.identity)} (the Northwind buyer) in to the portal and receives the cart back.</p>
${punchOutForm('create', 'Shop at the IT reseller')}
${punchOutForm('edit', 'Change requisition 42 at the IT reseller (2 × GLC-TE)')}
<h2>Shop as one of our users</h2>
<p>Sends the procurement system's user (Extrinsic UniqueName, with their e-mail and names): the first time, the
portal asks them to register; afterwards it signs them straight in (issue 18).</p>
<form method="post" action="${SANDBOX_PROCUREMENT_PATH}/punchout">
<input type="hidden" name="operation" value="create">
<p><label>User id (UniqueName) <input name="uniqueName" required maxlength="200"></label></p>
<p><label>E-mail <input name="email" type="email" maxlength="254"></label></p>
<p><label>First name <input name="firstName" maxlength="100"></label></p>
<p><label>Last name <input name="lastName" maxlength="100"></label></p>
<button type="submit">Shop at the IT reseller as this user</button>
</form>`,
);

export function procurementSandboxRoutes(app: Hono<AppEnv>, services: Services): void {
  app.get(SANDBOX_PROCUREMENT_PATH, (c) => c.html(START, 200, { 'Cache-Control': 'no-store' }));

  app.post(`${SANDBOX_PROCUREMENT_PATH}/punchout`, async (c) => {
    const form = await c.req.parseBody();
    const operation = form.operation === 'edit' ? 'edit' : 'create';
    const field = (name: string) => {
      const value = form[name];
      return typeof value === 'string' ? value.trim() : '';
    };
    const uniqueName = field('uniqueName');
    const origin = publicOrigin(c, services);
    // The setup request goes to the portal's own setup endpoint, server to server, as a procurement system's does.
    const system = new TestProcurementSystem(
      (path, init) => Promise.resolve(app.request(`${origin}${path}`, init)),
      {
        from: { domain: demoPunchIn.cxml.domain, identity: demoPunchIn.cxml.identity },
        sender: {
          domain: demoPunchIn.cxml.domain,
          identity: demoPunchIn.cxml.identity,
          sharedSecret: demoPunchIn.cxml.sharedSecret,
        },
        browserFormPostUrl: `${origin}${SANDBOX_PROCUREMENT_PATH}/return`,
      },
    );
    const answer = await system.punchIn({
      operation,
      ...(uniqueName
        ? {
            user: {
              uniqueName,
              email: field('email'),
              firstName: field('firstName'),
              lastName: field('lastName'),
            },
          }
        : {}),
      items:
        operation === 'edit'
          ? [
              {
                quantity: 2,
                supplierPartId: 'GLC-TE',
                manufacturerPartId: 'GLC-TE',
                manufacturerName: 'Cisco',
              },
            ]
          : [],
    });
    if (!answer.startPageUrl) {
      return c.html(
        page(
          'Procurement system (sandbox)',
          `<p role="alert">The portal refused the punch-out: ${x(answer.statusCode)}.</p>`,
        ),
        502,
      );
    }
    return c.redirect(answer.startPageUrl, 303);
  });

  app.post(`${SANDBOX_PROCUREMENT_PATH}/return`, async (c) => {
    const form = await c.req.parseBody();
    const xml = typeof form['cXML-urlencoded'] === 'string' ? form['cXML-urlencoded'] : '';
    let rows = '';
    let count = 0;
    try {
      const message = readOrderMessage(parseXml(xml, { maxBytes: 1024 * 1024 }));
      count = message.items.length;
      rows = message.items
        .map(
          (item) =>
            `<tr><th scope="row">${x(item.manufacturerPartId || item.supplierPartId)}</th><td>${x(item.description)}</td><td>${item.quantity}</td><td>${item.unitPrice ?? ''}</td></tr>`,
        )
        .join('\n');
    } catch {
      return c.html(
        page('Procurement system (sandbox)', '<p role="alert">No readable cart came back.</p>'),
        400,
      );
    }
    const body =
      count === 0
        ? '<p>The portal returned no items.</p>'
        : `<table><caption>Returned lines</caption><thead><tr><th scope="col">Part</th><th scope="col">Description</th><th scope="col">Quantity</th><th scope="col">Unit price</th></tr></thead><tbody>${rows}</tbody></table>`;
    return c.html(
      page(
        'Received by the procurement system (sandbox)',
        `${body}\n<p><a href="${SANDBOX_PROCUREMENT_PATH}">Punch out again</a></p>`,
      ),
      200,
      { 'Cache-Control': 'no-store' },
    );
  });
}
