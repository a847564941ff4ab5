import { randomBytes } from 'node:crypto';
import { Enumerations, type PricingRequestLines, type PunchOutTransferAnswer } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { cartTotals, checkoutBlocker, extendedPrice } from '@b2b-portal/flows/rules';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { logins, punchinSessions, quotes } from '../../db/schema';
import type { Principal, Services } from '../../http/context';
import { ProblemError } from '../../http/problem';
import { assertNoCheckoutBlocker, blockedBy } from '../cart/live-cart';
import { storedLines } from '../documents/pricing-request-lines';
import { loadWorkflowDocument } from '../workflow/documents';
import { recordHistory } from '../workflow/history';
import { emptyCart, punchOutLinesOfCart, readPunchOutCartLines } from './cart';
import { type CxmlCredential, type PunchOutLine, punchOutOrderMessage } from './cxml';
import { ociFields } from './oci';
import { alreadyTransferred, type PunchInSession, punchInSessionOf, sha256 } from './sessions';

/**
 * Punch-out: the cart (or a quote) goes back to the procurement system that punched the user in, as a
 * form the portal posts from the user's browser.
 */

function credentialsOf(json: string | undefined): CxmlCredential[] {
  try {
    const parsed: unknown = JSON.parse(json ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(
          (item): item is CxmlCredential =>
            typeof item?.domain === 'string' && typeof item?.identity === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

/**
 * The form that returns any list of lines to the procurement system of a punch-in session: a cXML
 * PunchOutOrderMessage in the `cXML-urlencoded` field for the BrowserFormPost URL, or the OCI `NEW_ITEM-…`
 * fields for HOOK_URL. The cart transfer uses it; a quote transfer (/transfer?quoteID=) passes the quote's
 * lines the same way.
 */
export function punchOutForm(
  session: Pick<PunchInSession, 'protocol' | 'returnUrl' | 'buyerCookie' | 'envelope' | 'operation'>,
  lines: readonly PunchOutLine[],
  options: { userAgent: string; now?: Date },
): PunchOutForm {
  const envelope = session.envelope;
  if (session.protocol === 'oci') {
    return {
      url: session.returnUrl,
      method: 'POST',
      protocol: 'oci',
      target: envelope.target || null,
      fields: ociFields(lines, {
        okCode: envelope.okCode ?? '',
        target: envelope.target ?? '',
        caller: envelope.caller ?? '',
      }),
    };
  }
  const xml = punchOutOrderMessage({
    buyer: credentialsOf(envelope.from),
    supplier: credentialsOf(envelope.to),
    buyerCookie: session.buyerCookie,
    deploymentMode: envelope.deploymentMode ?? 'production',
    // We accept edit sessions later, so the procurement system may open this cart again to change it; an
    // inspect session's cart may only be looked at again.
    operationAllowed: session.operation === 'inspect' ? 'inspect' : 'edit',
    lines,
    userAgent: options.userAgent,
    now: options.now,
  });
  return {
    url: session.returnUrl,
    method: 'POST',
    protocol: 'cxml',
    target: null,
    fields: [{ name: 'cXML-urlencoded', value: xml }],
  };
}

/** The form of a transfer, as the return page posts it. */
export type PunchOutForm = Omit<PunchOutTransferAnswer, 'returnPage'>;

/** How long the return page of a transfer may be opened (again, to retry) after the transfer. */
export const RETURN_TICKET_TTL_MS = 15 * 60 * 1000;

/** The return page of a ticket (return-page.ts), same-origin. */
export const returnPagePath = (ticket: string) => `/api/v1.0/punchout/return/${encodeURIComponent(ticket)}`;

/**
 * The end of a punch-in after a transfer, in one transaction: the session is marked transferred (once: a second
 * transfer from another tab is refused) and keeps the form with the hash of a new return-page ticket, `also`
 * does the transfer's own writes, and the login is revoked, so the browser keeps no live session of a user who
 * cannot log out from the header. Answers the form with its return page: the portal opens that page, which
 * posts the form and may be opened again to retry while the ticket lasts (issue 16).
 */
async function endPunchIn(
  services: Services,
  principal: Principal,
  session: PunchInSession,
  form: PunchOutForm,
  also: (tx: Tx) => Promise<unknown>,
): Promise<PunchOutTransferAnswer> {
  // Hex: the API's paths are matched without regard to case, so the ticket is lower case.
  const ticket = randomBytes(32).toString('hex');
  await services.db.transaction(async (tx) => {
    const marked = await tx
      .update(punchinSessions)
      .set({ transferredAt: new Date(), returnForm: form, returnTicketHash: sha256(ticket) })
      .where(and(eq(punchinSessions.id, session.id), isNull(punchinSessions.transferredAt)))
      .returning({ id: punchinSessions.id });
    if (marked.length === 0) throw alreadyTransferred();
    await also(tx);
    await tx
      .update(logins)
      .set({ revokedAt: new Date() })
      .where(and(eq(logins.id, principal.loginId), isNull(logins.revokedAt)));
  });
  services.principals.invalidateLogin(principal.loginId);
  return { returnPage: returnPagePath(ticket), ...form };
}

const userAgentOf = (services: Services) => `B2B Portal ${services.env.APP_VERSION}`;

/**
 * `v1.0/punchout/transfer`: the punch-out session's own cart as the form for the procurement system (never the
 * user's ordinary cart; issue 16). The punch-in session is then over: it is marked transferred, its cart is
 * emptied (the procurement system now holds the order; an edit session brings the lines back) and the login is
 * revoked. Empty carts and request items are refused (422); an empty cart returns through
 * `returnWithoutItems`.
 */
export async function transferCart(
  services: Services,
  principal: Principal,
  sessionIdHeader: string | undefined,
): Promise<PunchOutTransferAnswer> {
  const session = await punchInSessionOf(services.db, principal, sessionIdHeader);
  if (session.transferredAt) throw alreadyTransferred();

  const read = await readPunchOutCartLines(services.db, principal.loginId);
  // No cart at all is an empty cart.
  if (!read) throw blockedBy(checkoutBlocker('CartEmpty'));
  assertNoCheckoutBlocker(cartTotals(read.lines));
  const form = punchOutForm(session, punchOutLinesOfCart(read.lines), { userAgent: userAgentOf(services) });

  return endPunchIn(services, principal, session, form, async (tx) => {
    if (!(await emptyCart(tx, read.cart.id, read.cart.version))) {
      throw new ProblemError(409, 'CartChanged', formatMessage('PunchIn.CartChanged'));
    }
  });
}

/**
 * `v1.0/punchout/returnWithoutItems`: the punch-out user leaves without ordering (issue 16). The procurement
 * system receives an empty order — a PunchOutOrderMessage without ItemIn (total 0.00), as cXML allows, or the
 * OCI round-trip fields without NEW_ITEM lines — and the session ends as after a transfer. The punch-out cart
 * is left as it is (it is that login's alone, and the login ends).
 */
export async function returnWithoutItems(
  services: Services,
  principal: Principal,
  sessionIdHeader: string | undefined,
): Promise<PunchOutTransferAnswer> {
  const session = await punchInSessionOf(services.db, principal, sessionIdHeader);
  if (session.transferredAt) throw alreadyTransferred();
  const form = punchOutForm(session, [], { userAgent: userAgentOf(services) });
  return endPunchIn(services, principal, session, form, async () => undefined);
}

const OPEN_QUOTE_STATUSES: readonly number[] = [
  Enumerations.QuoteStatus.Submitted.value,
  Enumerations.QuoteStatus.Waiting.value,
  Enumerations.QuoteStatus.Approved.value,
];

/** A quote's lines as punch-out lines: each at its price over its whole service length. */
export function punchOutLinesOfQuote(lines: PricingRequestLines): PunchOutLine[] {
  const bundleName = new Map(lines.bundles.map((bundle) => [bundle.id, bundle.name]));
  return lines.items
    .filter((item) => !item.isRequestItem)
    .map((item) => ({
      supplierPartId: item.productID ?? item.manufacturerPart,
      supplierPartAuxiliaryId: item.id,
      description: item.description,
      quantity: item.quantity,
      unitPrice: extendedPrice(item.unitPrice, 1, item.serviceLength),
      unitOfMeasure: 'EA',
      classification: '',
      manufacturerPart: item.manufacturerPart,
      manufacturerName: item.manufacturerName,
      serviceLength: item.serviceLength,
      bundleName: bundleName.get(item.bundleID) ?? null,
    }));
}

/**
 * `v1.0/punchout/transferQuote` (/transfer?quoteID=): an open quote goes to the procurement system of the caller's
 * punch-in session, which orders it there. Like the cart's transfer it ends the punch-in session and its login;
 * the quote's history says it was transferred (its status stays: the order comes back through the reseller).
 */
export async function transferQuote(
  services: Services,
  principal: Principal,
  sessionIdHeader: string | undefined,
  quoteId: string,
): Promise<PunchOutTransferAnswer> {
  const session = await punchInSessionOf(services.db, principal, sessionIdHeader);
  if (session.transferredAt) throw alreadyTransferred();
  const document = await loadWorkflowDocument(services.db, principal, 8, quoteId);
  if (!OPEN_QUOTE_STATUSES.includes(document.status)) {
    throw new ProblemError(422, 'QuoteNotOpen', formatMessage('PunchIn.QuoteNotOpen'));
  }
  const [row] = await services.db.select({ lines: quotes.lines }).from(quotes).where(eq(quotes.id, quoteId));
  const lines = punchOutLinesOfQuote(storedLines(row?.lines));
  if (lines.length === 0) throw new ProblemError(422, 'QuoteNotOpen', formatMessage('PunchIn.QuoteNotOpen'));
  const form = punchOutForm(session, lines, { userAgent: userAgentOf(services) });

  return endPunchIn(services, principal, session, form, (tx) =>
    recordHistory(tx, {
      companyId: document.companyId,
      documentType: 8,
      documentId: document.id,
      action: 'Transferred',
      user: principal,
      comments: session.protocol === 'oci' ? 'OCI' : 'cXML',
    }),
  );
}
