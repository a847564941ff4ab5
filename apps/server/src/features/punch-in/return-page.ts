import type { PunchOutTransferAnswer } from '@b2b-portal/api';
import { formatMessage, type TextMessageKey } from '@b2b-portal/api/messages';
import { and, eq, gt } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { punchinAccounts, punchinSessions } from '../../db/schema';
import type { AppEnv, Services } from '../../http/context';
import { completeAnswer } from '../../http/security-headers';
import { escapeXml } from '../shell/punchout';
import { textPage } from './answers';
import { sha256 } from './sessions';
import { type PunchOutForm, RETURN_TICKET_TTL_MS } from './transfer';

/**
 * The return page of a punch-out transfer (issue 16): `GET /api/v1.0/punchout/return/<ticket>`, which the portal
 * opens after `transfer`, `transferQuote` or `returnWithoutItems`. It posts the procurement system's form (the
 * PunchOutOrderMessage or the OCI fields) from a page of its own whose Content-Security-Policy allows exactly
 * the origin of that session's return URL in `form-action`, besides the https: every page allows. So an intranet
 * procurement system on http receives the cart, while every other page of the portal keeps
 * `form-action 'self' https:`. The page may be opened again while its ticket lasts: when the browser blocks the
 * post, or the person comes back, it says so and offers to send again.
 */

export const RETURN_PAGE_PATH = '/api/v1.0/punchout/return/:ticket';
export const RETURN_SCRIPT_PATH = '/api/v1.0/punchout/return-page.js';

/** The origin of an http(s) URL, or null. */
function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * The return page's policy: nothing loads but its own script, and its form may post to the session's return
 * origin (exactly that one, http or https) and to https, as every page of the portal may.
 */
export function returnPagePolicy(returnUrl: string): string {
  const origin = originOf(returnUrl);
  const formAction = origin && !origin.startsWith('https:') ? `${origin} https:` : 'https:';
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'unsafe-inline'",
    `form-action ${formAction}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const x = escapeXml;

function returnPageHtml(form: PunchOutForm, name: string, withoutItems: boolean): string {
  const text = (key: TextMessageKey) => x(formatMessage(key, { name }));
  const fields = form.fields
    .map((field) => `<input type="hidden" name="${x(field.name)}" value="${x(field.value)}">`)
    .join('\n');
  const title = withoutItems ? text('PunchOut.ReturnTitleWithoutItems') : text('PunchOut.ReturnTitle');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1b1b1b; background: #fff; }
main { max-width: 40rem; margin: 3rem auto; padding: 0 1rem; }
button { font: inherit; padding: 0.5rem 1rem; border-radius: 4px; border: 1px solid #0b5394; background: #0b5394; color: #fff; cursor: pointer; min-height: 44px; }
button:disabled { opacity: 0.7; cursor: default; }
button:focus-visible { outline: 3px solid #1b1b1b; outline-offset: 2px; }
.failure { border-left: 4px solid #b3261e; background: #fdecea; padding: 0.5rem 1rem; margin: 0 0 1rem; }
</style>
<script src="${RETURN_SCRIPT_PATH}" defer></script>
</head><body><main>
<h1>${title}</h1>
<p id="punchout-status" role="status" data-sending="${text('PunchOut.ReturnSending')}" data-again="${text('PunchOut.ReturnAgain')}">${text('PunchOut.ReturnIntro')}</p>
<div id="punchout-failure" class="failure" role="alert" hidden>${text('PunchOut.ReturnFailed')}</div>
<form id="punchout-return" method="post" action="${x(form.url)}"${form.target ? ` target="${x(form.target)}"` : ''}>
${fields}
<button type="submit">${text('PunchOut.ReturnButton')}</button>
</form>
</main></body></html>`;
}

/**
 * The page's script (a file of the server's own: the page allows no inline script). It posts the form once on
 * arrival; a post the browser blocks (CSP `securitypolicyviolation`, e.g. a return URL that redirects to an
 * origin nobody allowed) shows the failure and gives the button back; coming back to the page (Back, or from the
 * back-forward cache) does not post again by itself but offers to.
 */
const RETURN_SCRIPT = `(() => {
  const form = document.getElementById('punchout-return');
  const status = document.getElementById('punchout-status');
  const failure = document.getElementById('punchout-failure');
  if (!form || !status || !failure) return;
  const button = form.querySelector('button');
  let timer;
  const ready = (message) => {
    clearTimeout(timer);
    if (message !== undefined) status.textContent = message;
    button.disabled = false;
  };
  document.addEventListener('securitypolicyviolation', (event) => {
    if (event.effectiveDirective !== 'form-action') return;
    failure.hidden = false;
    ready('');
    button.focus();
  });
  form.addEventListener('submit', () => {
    failure.hidden = true;
    status.textContent = status.dataset.sending;
    button.disabled = true;
    // A slow procurement system keeps the page while it answers; the button comes back in case it never does.
    timer = setTimeout(() => ready(), 10000);
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) ready(status.dataset.again);
  });
  const navigation = performance.getEntriesByType('navigation')[0];
  if (navigation && navigation.type === 'back_forward') ready(status.dataset.again);
  else form.requestSubmit();
})();
`;

async function returnPage(c: Context<AppEnv>, services: Services): Promise<Response> {
  const ticket = c.req.param('ticket') ?? '';
  const [row] =
    ticket.length > 0 && ticket.length <= 200
      ? await services.db
          .select({ form: punchinSessions.returnForm, name: punchinAccounts.name })
          .from(punchinSessions)
          .innerJoin(punchinAccounts, eq(punchinAccounts.id, punchinSessions.accountId))
          .where(
            and(
              eq(punchinSessions.returnTicketHash, sha256(ticket)),
              gt(punchinSessions.transferredAt, new Date(Date.now() - RETURN_TICKET_TTL_MS)),
            ),
          )
          .limit(1)
      : [];
  const form = row?.form as PunchOutTransferAnswer | null | undefined;
  if (!form || typeof form.url !== 'string' || !Array.isArray(form.fields)) {
    return textPage(c, 404, 'PunchOut.ReturnExpired');
  }
  const name = row?.name || formatMessage('PunchOut.YourProcurementSystem');
  const withoutItems = !form.fields.some(
    (field) =>
      field.name.startsWith('NEW_ITEM-') ||
      (field.name === 'cXML-urlencoded' && field.value.includes('<ItemIn')),
  );
  const own = {
    'content-security-policy': returnPagePolicy(form.url),
    // The ticket is in this page's address: it goes nowhere else.
    'referrer-policy': 'no-referrer',
  };
  c.set('pageHeaders', own);
  return completeAnswer(c, returnPageHtml(form, name, withoutItems), 200, {
    ...own,
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  });
}

/** Registers the return page and its script. */
export function punchOutReturnRoutes(app: Hono<AppEnv>, services: Services): void {
  app.get(RETURN_SCRIPT_PATH, (c) =>
    completeAnswer(c, RETURN_SCRIPT, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
    }),
  );
  app.get(RETURN_PAGE_PATH, (c) => returnPage(c, services));
}
