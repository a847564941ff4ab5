import type { Context, Hono } from 'hono';
import { clientIp } from '../../http/client-ip';
import type { AppEnv, Services } from '../../http/context';
import { describeError } from '../../logger';
import { publicOrigin, textPage } from './answers';
import {
  CXML_CONTENT_TYPE,
  CxmlStatusError,
  httpUrl,
  readSetupRequest,
  setupResponse,
  statusResponse,
} from './cxml';
import { receivePunchOut } from './receive';
import { punchOutReturnRoutes } from './return-page';
import { authenticateAccount, createPunchInSession, returnUrlAllowed, startPageUrl } from './sessions';
import { parseXml, XmlRefusedError } from './xml';

/**
 * The calls procurement systems and the supplier configuration tool make, which are not JSON and so stay
 * outside the catalogue's route layer:
 * - `POST /api/v1.0/punchout/cxml/setup`: a cXML PunchOutSetupRequest (server to server), answered in cXML;
 * - `GET|POST /api/v1.0/punchout/oci`: an OCI punch-in from the buyer's browser, redirected to the start page;
 * - `POST /api/v1.0/shoppingcart/receivepunchout`: the configuration tool's cart, back through the browser;
 * - `GET /api/v1.0/punchout/return/<ticket>`: the page that posts a transfer's form (return-page.ts).
 */

export const CXML_SETUP_PATH = '/api/v1.0/punchout/cxml/setup';
export const OCI_PATH = '/api/v1.0/punchout/oci';
export const RECEIVE_PUNCHOUT_PATH = '/api/v1.0/shoppingcart/receivepunchout';

/** A setup request is a small document; 256 KB leaves room for hundreds of ItemOut lines of an edit. */
export const MAX_SETUP_BYTES = 256 * 1024;
const MAX_FIELD_LENGTH = 2000;

/**
 * A cXML answer. Its HTTP status mirrors the cXML Status code, as procurement networks read it, except cXML's
 * own 450 (Not Implemented: a request type we do not serve), which is not an HTTP status and goes as 400.
 */
function cxmlAnswer(c: Context<AppEnv>, xml: string, code: CxmlStatusError['code'] | 200): Response {
  const status = code === 450 ? 400 : code;
  return c.body(xml, status, { 'Content-Type': CXML_CONTENT_TYPE, 'Cache-Control': 'no-store' });
}

/**
 * Whether failed credentials slow this identity from this address (issue 15 item 3): wrong shared secrets from
 * one address slow that address only, never the procurement identity for everyone, and a good setup clears them.
 */
async function throttled(services: Services, key: string, ip: string): Promise<boolean> {
  return (await services.punchInRateLimiter.retryAfterSeconds(key, ip)) > 0;
}

async function cxmlSetup(c: Context<AppEnv>, services: Services): Promise<Response> {
  try {
    if (!/^(text|application)\/xml\s*(;|$)/i.test(c.req.header('content-type') ?? '')) {
      throw new CxmlStatusError(415, 'Unsupported Media Type', 'Send the PunchOutSetupRequest as text/xml.');
    }
    let root: ReturnType<typeof parseXml>;
    try {
      root = parseXml(await c.req.text(), { maxBytes: MAX_SETUP_BYTES });
    } catch (error) {
      if (!(error instanceof XmlRefusedError)) throw error;
      if (error.reason === 'tooLarge') {
        throw new CxmlStatusError(413, 'Request Entity Too Large', error.message);
      }
      throw new CxmlStatusError(406, 'Not Acceptable', `The document could not be read: ${error.message}`);
    }
    const request = readSetupRequest(root);

    const ip = clientIp(c, services.env.TRUST_PROXY_HOPS);
    const credentials = [...request.sender, ...request.from];
    const key = `cxml:${credentials[0]?.domain ?? ''}:${credentials[0]?.identity ?? ''}`.toLowerCase();
    if (await throttled(services, key, ip)) {
      throw new CxmlStatusError(429, 'Too Many Requests', 'Too many failed attempts; try again later.');
    }
    const account = await authenticateAccount(services.db, 'cxml', credentials, request.sharedSecret);
    if (!account) {
      await services.punchInRateLimiter.recordFailure(key, ip);
      throw new CxmlStatusError(401, 'Unauthorized', 'The credentials are not valid.');
    }
    await services.punchInRateLimiter.recordSuccess(key, ip);
    if (!returnUrlAllowed(account, request.browserFormPostUrl)) {
      throw new CxmlStatusError(
        400,
        'Bad Request',
        'BrowserFormPost is not among the return addresses allowed for this procurement system.',
      );
    }
    const token = await createPunchInSession(services.db, {
      account,
      operation: request.operation,
      buyerCookie: request.buyerCookie,
      returnUrl: request.browserFormPostUrl,
      envelope: {
        payloadId: request.payloadId,
        deploymentMode: request.deploymentMode,
        from: JSON.stringify(request.from),
        to: JSON.stringify(request.to),
        sender: JSON.stringify(request.sender.map(({ domain, identity }) => ({ domain, identity }))),
      },
      requestedItems: request.items,
      externalUser: request.user,
    });
    return cxmlAnswer(c, setupResponse(startPageUrl(publicOrigin(c, services), token)), 200);
  } catch (error) {
    if (error instanceof CxmlStatusError) return cxmlAnswer(c, statusResponse(error), error.code);
    services.log.error('cXML setup failed', { traceId: c.get('traceId'), ...describeError(error) });
    const internal = new CxmlStatusError(
      500,
      'Internal Server Error',
      'The request could not be processed; please try again later.',
    );
    return cxmlAnswer(c, statusResponse(internal), 500);
  }
}

/** Form or query fields by upper-cased name (OCI names are written in several cases in the wild). */
async function ociFieldsOf(c: Context<AppEnv>): Promise<Map<string, string> | null> {
  let source: Record<string, unknown>;
  if (c.req.method === 'GET') source = c.req.query();
  else {
    try {
      source = await c.req.parseBody();
    } catch {
      return null;
    }
  }
  const fields = new Map<string, string>();
  for (const [name, value] of Object.entries(source)) {
    if (typeof value === 'string') fields.set(name.toUpperCase(), value);
  }
  return fields;
}

async function ociPunchIn(c: Context<AppEnv>, services: Services): Promise<Response> {
  const fields = await ociFieldsOf(c);
  const field = (name: string) => (fields?.get(name) ?? '').trim();
  const username = field('USERNAME');
  const password = fields?.get('PASSWORD') ?? '';
  const hookUrl = httpUrl(field('HOOK_URL'));
  if (
    !username ||
    !password ||
    !hookUrl ||
    [username, password, hookUrl].some((value) => value.length > MAX_FIELD_LENGTH)
  ) {
    return textPage(c, 400, 'PunchIn.OciBadRequest');
  }
  const ip = clientIp(c, services.env.TRUST_PROXY_HOPS);
  const key = `oci:${username.toLowerCase()}`;
  if (await throttled(services, key, ip)) return textPage(c, 429, 'PunchIn.TooManyAttempts');
  const account = await authenticateAccount(
    services.db,
    'oci',
    [{ domain: '', identity: username }],
    password,
  );
  if (!account) {
    await services.punchInRateLimiter.recordFailure(key, ip);
    return textPage(c, 401, 'PunchIn.OciInvalidCredentials');
  }
  await services.punchInRateLimiter.recordSuccess(key, ip);
  if (!returnUrlAllowed(account, hookUrl)) return textPage(c, 400, 'PunchIn.OciReturnNotAllowed');
  const token = await createPunchInSession(services.db, {
    account,
    operation: 'create',
    buyerCookie: '',
    returnUrl: hookUrl,
    envelope: {
      okCode: field('~OKCODE').slice(0, 20),
      target: field('~TARGET').slice(0, 100),
      caller: field('~CALLER').slice(0, 20),
    },
    requestedItems: [],
  });
  c.header('Cache-Control', 'no-store');
  return c.redirect(startPageUrl(publicOrigin(c, services), token), 302);
}

/** Registers the punch-in calls that are not JSON (see the module comment). */
export function punchInRawRoutes(app: Hono<AppEnv>, services: Services): void {
  app.post(CXML_SETUP_PATH, (c) => cxmlSetup(c, services));
  app.on(['GET', 'POST'], OCI_PATH, (c) => ociPunchIn(c, services));
  app.post(RECEIVE_PUNCHOUT_PATH, (c) => receivePunchOut(c, services));
  punchOutReturnRoutes(app, services);
}
