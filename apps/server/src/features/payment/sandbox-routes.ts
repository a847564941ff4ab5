import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as z from 'zod/mini';
import type { AppEnv, Services } from '../../http/context';
import { cardProcessorOf } from './processor-of';
import { API_KEY_HEADER } from './remote-processor';
import { SANDBOX_PROCESSOR_PATH, SandboxCardProcessor } from './sandbox-processor';

/**
 * The sandbox card processor's own routes (not in the API catalogue), on the portal's origin under
 * `/sandbox/card-processor` (README.md):
 * - the browser's: `GET /v1/protect.js` (the client script paytrace pages load) and `POST /v1/sessions` (the
 *   tokenizer wex pages post to, and the script posts to) — card number and security code arrive here and only
 *   brand, last four and expiry are kept;
 * - the server-to-server API a remote portal speaks (RemoteCardProcessor), on only when CARD_PROCESSOR_API_KEY
 *   is set: `POST /v1/protect-tokens`, `POST /v1/sessions/:id/convert`, `DELETE /v1/vault-tokens/:token`.
 * Request bodies are never logged.
 */
export function cardProcessorSandboxRoutes(app: Hono<AppEnv>, services: Services): void {
  const processor = cardProcessorOf(services);
  if (!(processor instanceof SandboxCardProcessor)) return;
  const base = SANDBOX_PROCESSOR_PATH;
  const limit = bodyLimit({
    maxSize: 8 * 1024,
    onError: (c) => processorError(c, 413, 'payload_too_large'),
  });

  app.get(`${base}/v1/protect.js`, (c) =>
    c.body(PROTECT_JS, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
      'Access-Control-Allow-Origin': '*',
    }),
  );

  app.options(`${base}/v1/sessions`, (c) => c.body(null, 204, corsHeaders));
  app.post(`${base}/v1/sessions`, limit, async (c) => {
    const body = SessionBody.safeParse(await readJson(c));
    if (!body.success) return processorError(c, 400, 'invalid_request');
    const { protectToken, ...card } = body.data;
    const result = await processor.createSession(protectToken, card);
    if (result.ok) return c.json({ sessionID: result.sessionID }, 201, { ...corsHeaders, ...noStore });
    if (result.error === 'invalidProtectToken') return processorError(c, 401, 'invalid_protect_token');
    return c.json({ error: { code: 'invalid_card', fields: result.refusals } }, 400, {
      ...corsHeaders,
      ...noStore,
    });
  });

  const apiKey = services.env.CARD_PROCESSOR_API_KEY;
  if (!apiKey) return;
  const authorized = (c: Context<AppEnv>) => sameSecret(c.req.header(API_KEY_HEADER) ?? '', apiKey);

  app.post(`${base}/v1/protect-tokens`, limit, async (c) => {
    if (!authorized(c)) return processorError(c, 401, 'invalid_api_key');
    const body = ProtectTokenBody.safeParse(await readJson(c));
    if (!body.success) return processorError(c, 400, 'invalid_request');
    const issued = await processor.issueProtectToken(body.data.reference);
    return c.json(
      { protectToken: issued.protectToken, expiresAt: issued.expiresAt.toISOString() },
      201,
      noStore,
    );
  });

  app.post(`${base}/v1/sessions/:sessionID/convert`, limit, async (c) => {
    if (!authorized(c)) return processorError(c, 401, 'invalid_api_key');
    const body = ConvertBody.safeParse(await readJson(c));
    if (!body.success) return processorError(c, 400, 'invalid_request');
    const result = await processor.convertSession({ sessionID: c.req.param('sessionID'), ...body.data });
    if (!result.ok) return c.json({ error: { kind: result.kind } }, 422, noStore);
    const { ok: _ok, ...card } = result;
    return c.json(card, 200, noStore);
  });

  app.delete(`${base}/v1/vault-tokens/:vaultToken`, async (c) => {
    if (!authorized(c)) return processorError(c, 401, 'invalid_api_key');
    await processor.deleteVaultToken(c.req.param('vaultToken'));
    return c.body(null, 204);
  });
}

const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Max-Age': '600',
};
const noStore = { 'Cache-Control': 'no-store' };

function processorError(c: Context<AppEnv>, status: 400 | 401 | 413, code: string): Response {
  return c.json({ error: { code } }, status, { ...corsHeaders, ...noStore });
}

/** The JSON body, or undefined when it is not JSON (the schema then refuses it). Never logged. */
async function readJson(c: Context<AppEnv>): Promise<unknown> {
  try {
    return JSON.parse(await c.req.text());
  } catch {
    return undefined;
  }
}

function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

const token = z.string().check(z.minLength(8), z.maxLength(200));
const SessionBody = z.object({
  protectToken: token,
  cardNumber: z.string().check(z.maxLength(40)),
  expirationMonth: z.coerce.number(),
  expirationYear: z.coerce.number(),
  securityCode: z.string().check(z.maxLength(8)),
  cardHolderName: z.optional(z.string().check(z.maxLength(100))),
});
const ProtectTokenBody = z.object({ reference: z.string().check(z.minLength(1), z.maxLength(200)) });
const ConvertBody = z.object({ protectToken: token, reference: z.string().check(z.maxLength(200)) });

/**
 * The client script of the paytrace page (`scriptUrl`): `window.SandboxCardProcessor.tokenize(protectToken,
 * card)` posts the card to the sessions route next to the script and resolves `{ sessionID }`, or rejects with
 * `{ status, code, fields }` (status 0 when the processor could not be reached).
 */
const PROTECT_JS = `(function () {
  'use strict';
  var script = document.currentScript;
  var endpoint = new URL('sessions', script && script.src ? script.src : location.href).href;
  function failure(status, code, fields) {
    var error = new Error('The card was not accepted (' + code + ').');
    error.status = status;
    error.code = code;
    error.fields = fields || [];
    return error;
  }
  function tokenize(protectToken, card) {
    var body = JSON.stringify({
      protectToken: protectToken,
      cardNumber: String(card.cardNumber || ''),
      expirationMonth: Number(card.expirationMonth),
      expirationYear: Number(card.expirationYear),
      securityCode: String(card.securityCode || ''),
      cardHolderName: card.cardHolderName ? String(card.cardHolderName) : undefined
    });
    return fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: body,
      credentials: 'omit',
      cache: 'no-store'
    }).then(
      function (response) {
        return response.json().then(
          function (answer) { return answer; },
          function () { return null; }
        ).then(function (answer) {
          if (response.ok && answer && typeof answer.sessionID === 'string') {
            return { sessionID: answer.sessionID };
          }
          var error = (answer && answer.error) || {};
          throw failure(response.status, error.code || 'unavailable', error.fields);
        });
      },
      function () { throw failure(0, 'unavailable'); }
    );
  }
  window.SandboxCardProcessor = Object.freeze({ tokenize: tokenize });
})();
`;
