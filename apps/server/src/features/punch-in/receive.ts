import { createHash } from 'node:crypto';
import { CART_PUNCH_OUT_TYPE } from '@b2b-portal/flows/rules';
import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { logins, punchoutRequests, users } from '../../db/schema';
import type { AppEnv, Services } from '../../http/context';
import { textPage } from './answers';
import { addBundle, cartLineFor, findProducts, lockLiveCart } from './cart';
import { CxmlStatusError, type OrderMessage, type ReceivedItem, readOrderMessage } from './cxml';
import { parseXml, XmlRefusedError } from './xml';

/**
 * `POST /api/v1.0/shoppingcart/receivepunchout` (000 §7, 001 §7): the supplier configuration tool sends the
 * configured cart back through the user's browser as a cXML PunchOutOrderMessage in the `cXML-urlencoded` form
 * field (or `cXML-base64`), to the hook URL punch-out init made (query id, returnUrl, type 4). The BuyerCookie
 * must be one the portal issued, unused, for a login still signed in; the lines are added to that user's live
 * cart as one bundle and the browser is sent (303) to the return URL stored with the cookie — a path of this
 * portal, whatever the query says.
 */

const MAX_ORDER_MESSAGE_BYTES = 512 * 1024;
/** How long a configuration session may stay open in the tool before its cookie is no longer accepted. */
export const BUYER_COOKIE_TTL_MS = 8 * 60 * 60 * 1000;

class Refused extends Error {
  constructor(
    readonly status: 400 | 403 | 409 | 413,
    readonly key: 'PunchOut.ReceiveInvalid' | 'PunchOut.ReceiveUnknown' | 'PunchOut.ReceiveUsed',
  ) {
    super(key);
  }
}

function orderMessageText(form: Record<string, unknown>): string | null {
  for (const [name, value] of Object.entries(form)) {
    if (typeof value !== 'string') continue;
    if (name.toLowerCase() === 'cxml-urlencoded') return value;
    if (name.toLowerCase() === 'cxml-base64') return Buffer.from(value, 'base64').toString('utf8');
  }
  return null;
}

function readMessage(text: string): OrderMessage {
  try {
    return readOrderMessage(parseXml(text, { maxBytes: MAX_ORDER_MESSAGE_BYTES }));
  } catch (error) {
    if (error instanceof XmlRefusedError) {
      throw new Refused(error.reason === 'tooLarge' ? 413 : 400, 'PunchOut.ReceiveInvalid');
    }
    if (error instanceof CxmlStatusError) throw new Refused(400, 'PunchOut.ReceiveInvalid');
    throw error;
  }
}

/**
 * The lines a configuration adds. A composite item whose children are listed too is only their heading (the
 * children carry the parts), so it names the bundle instead of becoming a line.
 */
function configurationOf(message: OrderMessage): { name: string; items: ReceivedItem[] } {
  const parents = new Set(message.items.map((item) => item.parentLineNumber).filter(Boolean));
  const headings = message.items.filter(
    (item) => item.itemType === 'composite' && item.lineNumber !== '' && parents.has(item.lineNumber),
  );
  const items = message.items.filter((item) => !headings.includes(item));
  const name =
    headings[0]?.description ||
    (message.supplierOrderId && `Configuration ${message.supplierOrderId}`) ||
    items[0]?.description ||
    'Configuration';
  return { name: name.slice(0, 200), items };
}

/** A path of this portal to redirect to; anything else (including protocol-relative //host) becomes '/'. */
function portalPath(path: string | null): string {
  return path?.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : '/';
}

export async function receivePunchOut(c: Context<AppEnv>, services: Services): Promise<Response> {
  try {
    const type = c.req.query('type');
    if (type !== undefined && type !== String(CART_PUNCH_OUT_TYPE)) {
      throw new Refused(400, 'PunchOut.ReceiveInvalid');
    }
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw new Refused(400, 'PunchOut.ReceiveInvalid');
    }
    const text = orderMessageText(form);
    if (!text) throw new Refused(400, 'PunchOut.ReceiveInvalid');
    const message = readMessage(text);
    if (!message.buyerCookie) throw new Refused(400, 'PunchOut.ReceiveInvalid');
    const configuration = configurationOf(message);

    const returnUrl = await services.db.transaction(async (tx) => {
      const [request] = await tx
        .select()
        .from(punchoutRequests)
        .where(
          eq(
            punchoutRequests.cookieHash,
            createHash('sha256').update(message.buyerCookie).digest('base64url'),
          ),
        )
        .limit(1)
        .for('update');
      if (!request || request.createdAt.getTime() + BUYER_COOKIE_TTL_MS < Date.now()) {
        throw new Refused(403, 'PunchOut.ReceiveUnknown');
      }
      if (request.usedAt) throw new Refused(409, 'PunchOut.ReceiveUsed');
      const [owner] = await tx
        .select({ companyId: users.companyId, punchInSessionId: logins.sessionId })
        .from(logins)
        .innerJoin(users, eq(users.id, logins.userId))
        .where(
          and(
            eq(logins.id, request.loginId ?? ''),
            eq(logins.userId, request.userId),
            isNull(logins.revokedAt),
          ),
        )
        .limit(1);
      if (!request.loginId || !owner?.companyId) throw new Refused(403, 'PunchOut.ReceiveUnknown');

      await tx
        .update(punchoutRequests)
        .set({ usedAt: new Date() })
        .where(eq(punchoutRequests.id, request.id));
      if (configuration.items.length > 0) {
        const found = await findProducts(
          tx,
          configuration.items.map((item) => ({
            supplierPartId: item.supplierPartId,
            manufacturerPartId: item.manufacturerPartId,
            manufacturerName: item.manufacturerName,
          })),
        );
        // A punch-out user's configuration goes into their punch-out session's own cart (issue 16).
        const cart = await lockLiveCart(tx, {
          userId: request.userId,
          companyId: owner.companyId,
          punchInLoginId: owner.punchInSessionId ? request.loginId : null,
        });
        await addBundle(
          tx,
          cart,
          configuration.name,
          configuration.items.map((item, index) =>
            cartLineFor(found[index] ?? null, {
              quantity: item.quantity,
              description: item.description,
              manufacturerPart: item.manufacturerPartId || item.supplierPartId,
              manufacturerName: item.manufacturerName,
            }),
          ),
        );
      }
      return request.returnUrl;
    });
    c.header('Cache-Control', 'no-store');
    return c.redirect(portalPath(returnUrl), 303);
  } catch (error) {
    if (error instanceof Refused) return textPage(c, error.status, error.key);
    throw error;
  }
}
