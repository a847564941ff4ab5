import { randomUUID } from 'node:crypto';
import { METHODS } from 'node:http';
import type { Endpoint } from '@b2b-portal/api';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getPath } from 'hono/utils/url';
import { createCaptchaVerifier } from './auth/captcha';
import { LoginStateCache, parseAuthChange } from './auth/login-state-cache';
import { PrincipalCache } from './auth/principal-cache';
import {
  DbFailureStore,
  DEFAULT_LOGIN_RATE_LIMIT,
  LoginRateLimiter,
  type LoginRateLimitOptions,
} from './auth/rate-limit';
import { TokenService } from './auth/tokens';
import type { Database } from './db/client';
import type { Env } from './env';
import { accountRoutes } from './features/account/routes';
import { apiReferenceRoutes } from './features/api-reference/routes';
import { approvalRoutes } from './features/approvals/routes';
import { blanketOrderRoutes } from './features/blanket-orders/routes';
import { businessUnitRoutes } from './features/business-units/routes';
import { CartCache } from './features/cart/cart-cache';
import { cartRoutes } from './features/cart/routes';
import { catalogueRoutes } from './features/catalogue/routes';
import { checkoutRoutes } from './features/checkout/routes';
import { cloudReportRoutes } from './features/cloud-reports/routes';
import { companyAddressRoutes } from './features/company-addresses/routes';
import { contractRoutes } from './features/contracts/routes';
import { documentRoutes, documentUploadRoute } from './features/documents/routes';
import { invoiceRoutes } from './features/invoices/routes';
import { locationRoutes } from './features/locations/routes';
import { logRoutes } from './features/logs/routes';
import { mailSettings } from './features/mail/config';
import { mailOutboxSandboxRoutes } from './features/mail/sandbox';
import { manualContractRoutes, manualContractUploadRoute } from './features/manual-contracts/routes';
import { orderRoutes } from './features/orders/routes';
import { passwordRoutes } from './features/password/routes';
import { cardProcessorSandboxRoutes, paymentRoutes } from './features/payment/routes';
import { portalHandler } from './features/portal/static';
import { pricingRequestRoutes } from './features/pricing-requests/routes';
import { salesDeskSandboxRoutes } from './features/pricing-requests/sandbox-routes';
import { punchInRawRoutes, punchInRoutes } from './features/punch-in/routes';
import { punchOutSandboxRoutes, SANDBOX_CONFIG_TOOL_PATH } from './features/punchout-sandbox/routes';
import { quickOrderRoutes } from './features/quick-order/routes';
import { quoteRoutes } from './features/quotes/routes';
import { reportAssignmentRoutes } from './features/report-assignments/routes';
import { reportScheduleRoutes } from './features/report-schedules/routes';
import { scheduleTestClockRoutes } from './features/report-schedules/test-clock';
import { blobStoreFor, ReportFiles } from './features/reports/file-store';
import { reportRoutes } from './features/reports/routes';
import { requisitionRoutes } from './features/requisitions/routes';
import { returnRoutes } from './features/returns/routes';
import { savedCartRoutes } from './features/saved-carts/routes';
import { searchRoutes } from './features/search/routes';
import { sessionRoutes } from './features/session/routes';
import { shellRoutes } from './features/shell/routes';
import { shipmentRoutes } from './features/shipments/routes';
import { orderDeskSandboxRoutes } from './features/shipments/sandbox-routes';
import { ssoRawRoutes, ssoRoutes } from './features/sso/routes';
import { userRoutes } from './features/users/routes';
import { vendorSupportRawRoutes, vendorSupportRoutes } from './features/vendor-support/routes';
import { warehouseRoutes } from './features/warehouse/routes';
import { workItemRoutes } from './features/work-items/routes';
import { workflowRoutes } from './features/workflow/routes';
import { compressAnswer, isNegotiated } from './http/compression';
import type { AppEnv, Services } from './http/context';
import { ProblemError, Problems, problemResponse } from './http/problem';
import type { RouteRegistrar } from './http/registrar';
import { logRequest } from './http/request-log';
import { type RouteHandler, type RouteOptions, RouteTable, registerRoute } from './http/route';
import { answerHeadersFor, completeHeaders } from './http/security-headers';
import { createLogger, describeError, type Logger } from './logger';

export interface CreateAppOptions {
  env: Env;
  /** Migrated and seeded. */
  database: Database;
  /** HS256 key of the access tokens (see auth/jwt-secret.ts). */
  jwtSecret: Uint8Array;
  log?: Logger;
  loginRateLimit?: Partial<LoginRateLimitOptions>;
  /** Check answers against the catalogue's answer schemas; ANSWER_CHECKS when absent (on unless production). */
  validateAnswers?: boolean;
  /** Middleware run ahead of every route, inside the trace id (tests check answers against the OpenAPI document). */
  middleware?: MiddlewareHandler<AppEnv>[];
  /** More routes registered after the built-in ones (later areas, tests). */
  extraRoutes?: (route: RouteRegistrar) => void;
}

const API_BODY_LIMIT_BYTES = 1024 * 1024;
/** The methods whose body the API limit applies to: every method Node's parser accepts but GET and HEAD. */
const BODY_METHODS = METHODS.filter((method) => method !== 'GET' && method !== 'HEAD');

/** API paths are matched in lower case (the documents mix V1.0 and v1.0); other paths are left as sent. */
function routingPath(request: Request): string {
  const path = getPath(request);
  return /^\/api(\/|$)/i.test(path) ? path.toLowerCase() : path;
}

/** The HTTP application: the catalogue's API under /api and the built portal on the same origin. */
export function createApp(options: CreateAppOptions): Hono<AppEnv> {
  const { env, database } = options;
  const captcha = createCaptchaVerifier(env);
  const services: Services = {
    db: database.db,
    databaseKind: database.kind,
    env,
    tokens: new TokenService(options.jwtSecret, env.ACCESS_TOKEN_TTL_SECONDS),
    principals: new PrincipalCache(),
    loginStates: new LoginStateCache(),
    carts: new CartCache(),
    loginRateLimiter: new LoginRateLimiter(new DbFailureStore(database.db, 'login'), {
      ...DEFAULT_LOGIN_RATE_LIMIT,
      challenges: captcha !== null,
      ...options.loginRateLimit,
    }),
    punchInRateLimiter: new LoginRateLimiter(new DbFailureStore(database.db, 'punch-in'), {
      ...DEFAULT_LOGIN_RATE_LIMIT,
      // A procurement system cannot answer a CAPTCHA: limits per identity and address, and slowed addresses.
      challenges: false,
      ...options.loginRateLimit,
    }),
    captcha,
    log: options.log ?? createLogger(env.LOG_LEVEL),
    validateAnswers: options.validateAnswers ?? options.env.ANSWER_CHECKS === 'on',
    reportFiles: new ReportFiles(blobStoreFor(env), options.jwtSecret, {
      linkTtlSeconds: env.REPORT_LINK_TTL_MINUTES * 60,
      keepDays: env.REPORT_FILE_KEEP_DAYS,
    }),
  };

  // Where the database tells this process of every change to a login, a user, a role or a company before the
  // statement returns (PGlite), a call's login state is kept between calls (auth/login-state-cache.ts).
  database
    .listen?.('auth_changed', (payload) => {
      const change = parseAuthChange(payload);
      services.loginStates.changed(change);
      services.principals.changed(change);
    })
    .then(
      () => services.loginStates.activate(),
      (error: unknown) =>
        services.log.warn('login states are read on every call: no auth_changed notifications', {
          ...describeError(error),
        }),
    );

  // Likewise the live carts' answers (features/cart/cart-cache.ts, migration 0010).
  database
    .listen?.('cart_changed', (payload) => services.carts.changed(payload))
    .then(
      () => services.carts.activate(),
      (error: unknown) =>
        services.log.warn('carts are read on every call: no cart_changed notifications', {
          ...describeError(error),
        }),
    );

  const app = new Hono<AppEnv>({ getPath: routingPath });
  const table = new RouteTable();

  const answerHeaders = answerHeadersFor({
    trustProxyHops: env.TRUST_PROXY_HOPS,
    recaptcha: env.CAPTCHA_PROVIDER === 'recaptcha',
  });
  // One middleware around every request (issue 14: each layer costs every call): the trace id and the answer's
  // headers, then, once the answer is made, its compression (`compressAnswer`: outside the test
  // middleware, so the conformance check reads the JSON before it is encoded), the headers of an answer not built
  // with them (`completeHeaders`) and the request line.
  app.use(async (c, next) => {
    const startedAt = performance.now();
    c.set('traceId', randomUUID());
    c.set('principal', null);
    const sets = answerHeaders(c);
    c.set('answerHeaders', sets);
    await next();
    if (!isNegotiated(c.res)) await compressAnswer(c);
    completeHeaders(c, sets);
    logRequest(c, services.log, startedAt);
  });
  for (const middleware of options.middleware ?? []) app.use(middleware);
  documentUploadRoute(app, table, services); // multipart uploads up to 10 MB: ahead of the 1 MB API limit
  manualContractUploadRoute(app, table, services); // contract workbooks up to 30 MB, likewise
  const tooLarge = (c: Context<AppEnv>) => problemResponse(c, Problems.payloadTooLarge());
  const limitStreamedBody = bodyLimit({ maxSize: API_BODY_LIMIT_BYTES, onError: tooLarge });
  // A GET or HEAD carries no body to limit; asking for one (`c.req.raw.body`) would build the full Request
  // object of the Node adapter on every read, and even a layer that only passes a read on costs it (issue 14:
  // per-request overhead): the limit is routed for the other methods only, so a read does not meet it.
  const limitBody: MiddlewareHandler<AppEnv> = async (c, next) => {
    // A body of a declared length (what browsers and the API client send) is judged by its header, as Hono's
    // limit judges it, but without asking for the body first: that built the Node adapter's full Request (an
    // undici Request over a web stream of the socket, an AbortSignal) for every POST, about 15 % of the server's
    // CPU for a device search (session 33), where the route's own read (`c.req.text()`) takes the adapter's
    // direct path. Node's parser holds the body to its declared length. A chunked body (or one without either
    // header, as an in-process request may be) is counted as it streams in, by Hono's limit.
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined)
      return limitStreamedBody(c, next);
    return Number.parseInt(length, 10) > API_BODY_LIMIT_BYTES ? tooLarge(c) : next();
  };
  app.on(BODY_METHODS, '/api/*', limitBody);

  const route: RouteRegistrar = <E extends Endpoint>(
    endpoint: E,
    handler: RouteHandler<E>,
    routeOptions?: RouteOptions,
  ) => registerRoute(app, table, services, endpoint, handler, routeOptions);
  sessionRoutes(route);
  shellRoutes(route);
  logRoutes(route);
  catalogueRoutes(route);
  cartRoutes(route);
  savedCartRoutes(route);
  punchInRoutes(route);
  documentRoutes(route);
  checkoutRoutes(route);
  paymentRoutes(route);
  workflowRoutes(route);
  quoteRoutes(route);
  requisitionRoutes(route);
  pricingRequestRoutes(route);
  approvalRoutes(route);
  orderRoutes(route);
  blanketOrderRoutes(route);
  invoiceRoutes(route);
  searchRoutes(route);
  shipmentRoutes(route);
  quickOrderRoutes(route);
  manualContractRoutes(route);
  warehouseRoutes(route);
  returnRoutes(route);
  passwordRoutes(route);
  locationRoutes(route);
  ssoRoutes(route);
  accountRoutes(route);
  companyAddressRoutes(route);
  userRoutes(route);
  businessUnitRoutes(route);
  workItemRoutes(route);
  vendorSupportRoutes(route, app, services);
  contractRoutes(route);
  reportRoutes(route);
  cloudReportRoutes(route);
  reportAssignmentRoutes(route);
  reportScheduleRoutes(route);
  options.extraRoutes?.(route);

  punchInRawRoutes(app, services);
  // Single sign-on's ACS and metadata, and the sandbox identity provider (SAML_IDP_SANDBOX).
  ssoRawRoutes(app, services);
  apiReferenceRoutes(app);
  // The manufacturer's OAuth redirect page, and the sandbox manufacturer (VENDOR_SUPPORT_MODE=sandbox).
  vendorSupportRawRoutes(app, services);
  if (env.SUPPLIER_CONFIG_TOOL_URL === SANDBOX_CONFIG_TOOL_PATH) punchOutSandboxRoutes(app, services);
  // The sandbox card processor's hosted tokenizer and script (its own paths, not the API's).
  if (env.CARD_PROCESSOR_MODE === 'sandbox') cardProcessorSandboxRoutes(app, services);
  // The sales desk's sandbox: moves pricing requests through their states as the reseller would (SALES_DESK_MODE).
  salesDeskSandboxRoutes(app, services);
  // The order desk's sandbox: starts moving an order to Shipped as the reseller's order system would (ORDER_DESK_MODE).
  orderDeskSandboxRoutes(app, services);
  // The local outbox, readable by tests and journeys while mail is not sent anywhere.
  if (mailSettings(env).mode === 'outbox') mailOutboxSandboxRoutes(app, services);
  // The schedule clock of tests and journeys (SCHEDULE_TEST_CLOCK=on, which production refuses).
  if (env.SCHEDULE_TEST_CLOCK === 'on') scheduleTestClockRoutes(app, services);

  app.all('/api/*', (c) => {
    const allowed = table.methodsOf(c.req.path);
    throw allowed.length > 0 ? Problems.methodNotAllowed(allowed) : Problems.routeNotFound();
  });
  app.all('/api', () => {
    throw Problems.routeNotFound();
  });
  app.get('/*', portalHandler(env.PORTAL_DIST));

  app.onError((error, c) => {
    if (error instanceof ProblemError) return problemResponse(c, error);
    services.log.error('unexpected error', {
      traceId: c.get('traceId'),
      method: c.req.method,
      path: c.req.path,
      ...describeError(error),
    });
    return problemResponse(c, Problems.internal());
  });
  app.notFound((c) => c.text('Not Found', 404));
  return app;
}
