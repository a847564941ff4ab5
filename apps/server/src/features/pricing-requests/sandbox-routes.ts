import { createHash, timingSafeEqual } from 'node:crypto';
import { MoneyBetween } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as z from 'zod/mini';
import type { AppEnv, Services } from '../../http/context';
import { fieldErrors, ProblemError, Problems, problemResponse } from '../../http/problem';
import { localSalesDesk, type SalesDesk } from './sales-desk';

/**
 * The sandbox sales desk (not in the API catalogue): the reseller's side of pricing requests, on the portal's
 * origin under `/sandbox/sales-desk`, on when SALES_DESK_MODE is 'sandbox' (the default). JSON calls guarded by
 * the shared key header `x-sales-desk-key` (SALES_DESK_KEY, a random key printed at start when unset):
 * - `POST /sandbox/sales-desk/pricing-requests/:number/start` — Submitted → In Process;
 * - `POST …/:number/quote` — In Process → Quoted, making the quote (body optional: `{prices: {lineId: price}}`);
 * - `POST …/:number/purchased` — Quoted → Purchased (the portal's quote checkout does this itself).
 * A move out of order answers 409 and changes nothing; an unknown number 404; a wrong key 401.
 */
export const SALES_DESK_PATH = '/sandbox/sales-desk';
export const SALES_DESK_KEY_HEADER = 'x-sales-desk-key';

const QuoteBody = z.object({
  prices: z.optional(z.record(z.uuid(), MoneyBetween('0', '10000000'))),
  createdBy: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
});

function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

async function readJson(c: Context<AppEnv>): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const numberParam = (c: Context<AppEnv>) => {
  const number = c.req.param('number') ?? '';
  if (!/^[A-Za-z0-9-]{1,40}$/.test(number))
    throw Problems.notFound('PricingRequestNotFound', formatMessage('PricingRequest.NotFound'));
  return number;
};

/** Mounts the sandbox sales desk when SALES_DESK_MODE is 'sandbox'. */
export function salesDeskSandboxRoutes(app: Hono<AppEnv>, services: Services, desk?: SalesDesk): void {
  const { SALES_DESK_MODE: mode, SALES_DESK_KEY: key } = services.env;
  if (mode !== 'sandbox') return;
  const salesDesk = desk ?? localSalesDesk(services.db);
  const base = `${SALES_DESK_PATH}/pricing-requests/:number`;
  const limit = bodyLimit({
    maxSize: 64 * 1024,
    onError: (c) => problemResponse(c, Problems.payloadTooLarge()),
  });
  const guard = (c: Context<AppEnv>) => {
    if (!sameSecret(c.req.header(SALES_DESK_KEY_HEADER) ?? '', key)) {
      throw new ProblemError(401, 'SalesDeskKey', formatMessage('PricingRequest.SalesDeskKey'));
    }
  };

  app.post(`${base}/start`, limit, async (c) => {
    guard(c);
    return c.json(await salesDesk.start(numberParam(c)));
  });
  app.post(`${base}/quote`, limit, async (c) => {
    guard(c);
    const json = await readJson(c);
    if (json === undefined) throw Problems.malformedJson();
    const body = QuoteBody.safeParse(json);
    if (!body.success) throw Problems.validation(fieldErrors(body.error));
    return c.json(await salesDesk.quote(numberParam(c), body.data), 201);
  });
  app.post(`${base}/purchased`, limit, async (c) => {
    guard(c);
    return c.json(await salesDesk.purchased(numberParam(c)));
  });
}
