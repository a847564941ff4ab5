import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_PASSWORD_HASH_COST, MIN_PASSWORD_HASH_COST } from './auth/password';
import { LOG_LEVELS } from './logger';
import { packageDir } from './package-dir';
import { APP_VERSION } from './version';

const defaultPortalDist = path.join(packageDir, '..', 'portal', 'dist');

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const seconds = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/** Environment of the server, parsed once at start (see `loadEnv`). */
export const EnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    /** Address to listen on; 0.0.0.0 (every interface) in the demo, required with NODE_ENV=production. */
    HOST: optionalText,
    /**
     * `production` makes the server refuse every sandbox and default secret at start (productionProblems below):
     * the demo (`npm start`) runs without it.
     */
    NODE_ENV: optionalText,
    /** Folder of the embedded database, the lock file and the generated JWT secret; relative to the cwd. */
    DATA_DIR: z.string().min(1).default('./.data'),
    /** postgres://… switches from embedded PGlite to PostgreSQL. */
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    /** HS256 key of the access tokens; generated and kept in DATA_DIR (or the database) when absent. */
    JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    /**
     * Key of the vendor credentials' password at rest (AES-256-GCM, features/account/vendor-secret.ts; its SHA-256
     * is the AES key). Required with NODE_ENV=production; generated once and kept in app_settings when absent.
     */
    VENDOR_CREDENTIALS_KEY: optionalText.pipe(
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    /** On SIGTERM/SIGINT, how long requests still running may take before their connections are cut. */
    SHUTDOWN_TIMEOUT_SECONDS: seconds(10),
    ACCESS_TOKEN_TTL_SECONDS: seconds(1200),
    REFRESH_TOKEN_TTL_SECONDS: seconds(28800),
    /** How long a mailed password reset link works (issue 18; it works once): an hour by default. */
    PASSWORD_RESET_LINK_TTL_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
    /** How long a new user's link to create a password works (issue 18): three days by default. */
    CREATE_PASSWORD_LINK_TTL_HOURS: z.coerce.number().int().min(1).max(720).default(72),
    /** How long the link that confirms a new user's e-mail address works (issue 18): a week by default. */
    EMAIL_CONFIRMATION_TTL_HOURS: z.coerce.number().int().min(1).max(720).default(168),
    /**
     * The challenge a login must pass once its account, or the sign-in as a whole, is under attack
     * (auth/rate-limit.ts): sandbox (the demo's default; accepts only 'sandbox-pass'), recaptcha (Google, needs
     * RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY) or off (production's default: no challenge, attacks are only slowed
     * down per address).
     */
    CAPTCHA_PROVIDER: z.enum(['off', 'recaptcha', 'sandbox']).optional(),
    RECAPTCHA_SECRET: optionalText,
    /** The site key the login page's reCAPTCHA widget shows (CAPTCHA_PROVIDER=recaptcha). */
    RECAPTCHA_SITE_KEY: optionalText,
    PORTAL_DIST: z.string().min(1).default(defaultPortalDist),
    APP_VERSION: z.string().min(1).default(APP_VERSION),
    SEED_SCALE: z.enum(['demo', 'large']).default('demo'),
    /**
     * memory: keyword searches are answered from the in-process catalogue index (features/catalogue/
     * search-index.ts, built at start); sql: always by the SQL search (less memory, slower under load).
     */
    SEARCH_INDEX: z.enum(['memory', 'sql']).default('memory'),
    /**
     * seed: an empty database gets the demo companies and users (whose password the README publishes); off: it
     * stays empty. seed by default, off with NODE_ENV=production, where seed is refused.
     */
    DEMO_DATA: z.enum(['seed', 'off']).optional(),
    /** Check every answer against the catalogue's answer schemas: on by default, off with NODE_ENV=production. */
    ANSWER_CHECKS: z.enum(['on', 'off']).optional(),
    /**
     * log2 of scrypt's N for password hashes made from now on (seeded users, registrations): 17, OWASP's figure,
     * unless a throwaway server of the test suite lowers it. Existing hashes keep their own cost.
     */
    PASSWORD_HASH_COST: z.coerce
      .number()
      .int()
      .min(MIN_PASSWORD_HASH_COST)
      .max(20)
      .default(DEFAULT_PASSWORD_HASH_COST),
    /** worker (default): PGlite runs in a worker thread (db/pglite-worker.ts); main: in the server's thread. */
    PGLITE_THREAD: z.enum(['worker', 'main']).default('worker'),
    /** Where the cart punch-out form posts (the supplier configuration tool). */
    SUPPLIER_CONFIG_TOOL_URL: z.string().min(1).default('/sandbox/config-tool'),
    /** Origin used in punch-out hook URLs; the request's own origin when absent. */
    PUBLIC_URL: optionalText.pipe(z.url().optional()),
    /**
     * How many proxies in front of the server append to X-Forwarded-For; 0 (default) ignores the header and takes
     * the connection's peer as the client address (rate limits, logs). See http/client-ip.ts.
     */
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    /** Days a finished job stays in `jobs` (and `job_queue_overview`) before it is deleted. */
    JOBS_KEEP_DONE_DAYS: z.coerce.number().int().min(1).default(7),
    /** Days a dead job (failed for the last time) stays for an operator before it is deleted. */
    JOBS_KEEP_DEAD_DAYS: z.coerce.number().int().min(1).default(30),
    /** Days a client log entry (log/client, log/error) is kept before the purge deletes it. */
    CLIENT_LOG_KEEP_DAYS: z.coerce.number().int().min(1).default(14),
    /** The client log's total in MB: the purge deletes the oldest entries first to stay under it. */
    CLIENT_LOG_MAX_MB: z.coerce.number().int().min(1).default(100),
    /** KB a signed-out caller's address (an IPv6 one by its /64) may log per UTC day; 429 above. */
    CLIENT_LOG_ANONYMOUS_DAILY_KB: z.coerce.number().int().min(1).max(1_048_576).default(1024),
    /** MB one signed-in user may log per UTC day; 429 above. */
    CLIENT_LOG_USER_DAILY_MB: z.coerce.number().int().min(1).max(1024).default(20),
    /** pino's levels: silent, fatal, error, warn, info (default), debug, trace. */
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    /** Card processor (features/payment/README.md): the built-in sandbox (default) or a remote gateway. */
    /** sandbox (default): the sales desk's sandbox under /sandbox/sales-desk/ moves pricing requests; off: none. */
    SALES_DESK_MODE: z.enum(['sandbox', 'off']).default('sandbox'),
    /**
     * sandbox (default): the order desk's sandbox (features/shipments/order-desk.ts) moves orders along Booked →
     * Scheduled → Shipped as jobs, started under /sandbox/order-desk/; off: the reseller's order system does.
     */
    ORDER_DESK_MODE: z.enum(['sandbox', 'off']).default('sandbox'),
    /**
     * on (default): with ORDER_DESK_MODE=sandbox, an order placed at checkout starts moving at once, as the reseller's
     * system would take it; off: only the sandbox route starts it (tests and journeys that need control).
     */
    ORDER_DESK_AUTOSTART: z.enum(['on', 'off']).default('on'),
    /** The most of one line the order desk sandbox can fill; a line over it, or of a withdrawn product, goes BackOrder. */
    ORDER_DESK_FILL_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(100),
    /** Seconds the order desk sandbox waits between two moves of an order (0: the next run of its worker). */
    ORDER_DESK_STEP_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
    /** How often the order desk sandbox's job worker looks for due moves, in milliseconds. */
    ORDER_DESK_POLL_MS: z.coerce.number().int().min(50).max(3_600_000).default(5_000),
    /** Key the order desk sandbox accepts in the x-order-desk-key header; a random one, printed at start, when absent. */
    ORDER_DESK_KEY: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    /**
     * sandbox (default): the service desk's sandbox (features/work-items/desk.ts) moves submitted work item requests
     * along Pending Approval → Pending Presidio → Completed as jobs; off: the reseller's service desk does.
     */
    WORK_ITEM_DESK_MODE: z.enum(['sandbox', 'off']).default('sandbox'),
    /** Seconds the work item desk sandbox waits between two moves of a request (0: the next run of its worker). */
    WORK_ITEM_DESK_STEP_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
    /** How often the work item desk sandbox's job worker looks for due moves, in milliseconds. */
    WORK_ITEM_DESK_POLL_MS: z.coerce.number().int().min(50).max(3_600_000).default(5_000),
    /** outbox (default): mail stays in the mail_outbox table (read at /sandbox/outbox); smtp: sent by a transport. */
    MAIL_MODE: z.enum(['outbox', 'smtp']).default('outbox'),
    MAIL_SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    MAIL_FROM: z.string().min(3).default('no-reply@portal.example'),
    /**
     * The reseller's customer service mailbox: an inquiry (about a quote, an invoice, a pricing request, or the
     * overview's advisory tile) goes there when no account manager or inside sales rep is named for it.
     */
    CUSTOMER_SERVICE_EMAIL: z.string().email().default('customerservice@itreseller.example'),
    /**
     * Key the local outbox's sandbox route (GET /sandbox/outbox, outbox mode only) wants in x-sandbox-key; a random
     * one, printed at start, when absent.
     */
    MAIL_SANDBOX_KEY: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    /** Key the sales desk sandbox accepts in the x-sales-desk-key header; a random one, printed at start, when absent. */
    SALES_DESK_KEY: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    CARD_PROCESSOR_MODE: z.enum(['sandbox', 'remote']).default('sandbox'),
    /** Base URL of the remote processor's server-to-server API (required when remote). */
    CARD_PROCESSOR_URL: optionalText.pipe(z.url().optional()),
    /** Key sent to the remote processor; in sandbox mode, the key its server-to-server routes accept. */
    CARD_PROCESSOR_API_KEY: optionalText.pipe(
      z.string().min(16, 'must be at least 16 characters').optional(),
    ),
    /** Base URL the browser loads the processor script from and posts cards to; derived when absent. */
    CARD_PROCESSOR_SCRIPT_URL: optionalText.pipe(z.url().optional()),
    /** The environment the processor pages announce; sandbox mode is always 'sandbox'. */
    CARD_PROCESSOR_ENVIRONMENT: z.enum(['sandbox', 'production']).default('production'),
    /**
     * on (the demo's default): the sandbox SAML identity provider under /sandbox/saml-idp (features/sso) signs
     * any user of a company configured with it in; off (production's default, where on is refused): none.
     */
    SAML_IDP_SANDBOX: z.enum(['on', 'off']).optional(),
    /**
     * The manufacturer's support APIs (issue 20: bugs, RMAs, support cases through OAuth 2): sandbox (the demo's
     * default) serves a local authorization server and sandbox data under /sandbox/vendor-support
     * (features/vendor-support); remote reaches the real one at the VENDOR_SUPPORT_* URLs with its client id and
     * secret; off (production's default, where sandbox is refused) answers 503.
     */
    VENDOR_SUPPORT_MODE: z.enum(['sandbox', 'remote', 'off']).optional(),
    /** The manufacturer's authorization page (remote). */
    VENDOR_SUPPORT_AUTHORIZE_URL: optionalText.pipe(z.url().optional()),
    /** The manufacturer's token endpoint (remote). */
    VENDOR_SUPPORT_TOKEN_URL: optionalText.pipe(z.url().optional()),
    /** Base URL of the manufacturer's support APIs (remote): `<base>/bug/v2.0/…`, `/return/v1.0/…`, `/case/v3/…`. */
    VENDOR_SUPPORT_API_URL: optionalText.pipe(z.url().optional()),
    VENDOR_SUPPORT_CLIENT_ID: optionalText,
    VENDOR_SUPPORT_CLIENT_SECRET: optionalText,
    /** The redirect URI registered with the manufacturer; `<origin>/vendor-oauth/callback` when absent. */
    VENDOR_SUPPORT_REDIRECT_URI: optionalText.pipe(z.url().optional()),
    /** Our entity id as a SAML service provider (the audience of assertions); `<origin>/api/v1.0/saml/metadata` when absent. */
    SAML_SP_ENTITY_ID: optionalText,
    /**
     * Issue 20: where report files too large to answer directly (and scheduled runs' files) are kept: folder (the
     * default, REPORT_FILE_DIR, on one machine) or s3 (an S3-compatible object store, REPORT_S3_*, shared by every
     * instance). features/reports/file-store.ts.
     */
    REPORT_FILE_STORE: z.enum(['folder', 's3']).default('folder'),
    /** The folder store's folder; `<DATA_DIR>/report-files` when absent. */
    REPORT_FILE_DIR: optionalText,
    /** The S3-compatible store's endpoint (https://s3.us-east-1.amazonaws.com, http://minio:9000…), path-style. */
    /** http(s) only: 'minio:9000' parses as a URL of scheme minio: and would fail only at the first upload. */
    REPORT_S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    REPORT_S3_BUCKET: optionalText,
    REPORT_S3_REGION: z.string().min(1).default('us-east-1'),
    REPORT_S3_ACCESS_KEY_ID: optionalText,
    REPORT_S3_SECRET_ACCESS_KEY: optionalText,
    /** A run's file larger than this many bytes is stored and answered as a signed link ({ sasUri }). */
    REPORT_LARGE_FILE_BYTES: z.coerce
      .number()
      .int()
      .min(0)
      .default(5 * 1024 * 1024),
    /** Minutes a signed link to a stored report file works. */
    REPORT_LINK_TTL_MINUTES: z.coerce.number().int().min(1).max(10_080).default(15),
    /** Days a stored report file is kept (then deleted by the purge). */
    REPORT_FILE_KEEP_DAYS: z.coerce.number().int().min(1).max(365).default(7),
    /** How often each instance looks for due report schedules (features/report-schedules), in milliseconds. */
    REPORT_SCHEDULE_POLL_MS: z.coerce.number().int().min(50).max(3_600_000).default(30_000),
    /**
     * Tests and journeys only (refused with NODE_ENV=production): on lets POST /sandbox/clock move the time report
     * schedules run by (features/report-schedules/clock.ts); off (default): they run by the real clock.
     */
    SCHEDULE_TEST_CLOCK: z.enum(['on', 'off']).default('off'),
  })
  .superRefine((env, ctx) => {
    if (env.REPORT_FILE_STORE === 's3') {
      for (const name of [
        'REPORT_S3_ENDPOINT',
        'REPORT_S3_BUCKET',
        'REPORT_S3_ACCESS_KEY_ID',
        'REPORT_S3_SECRET_ACCESS_KEY',
      ] as const) {
        if (!env[name])
          ctx.addIssue({ code: 'custom', path: [name], message: 'required when REPORT_FILE_STORE=s3' });
      }
    }
    if (env.NODE_ENV === 'production') {
      for (const [name, message] of productionProblems(env))
        ctx.addIssue({ code: 'custom', path: [name], message });
    }
    if (env.MAIL_MODE === 'smtp' && !env.MAIL_SMTP_URL) {
      ctx.addIssue({
        code: 'custom',
        message: 'is required when MAIL_MODE is smtp',
        path: ['MAIL_SMTP_URL'],
      });
    }
    if (env.CAPTCHA_PROVIDER === 'recaptcha') {
      for (const name of ['RECAPTCHA_SECRET', 'RECAPTCHA_SITE_KEY'] as const) {
        if (!env[name])
          ctx.addIssue({ code: 'custom', path: [name], message: 'required when CAPTCHA_PROVIDER=recaptcha' });
      }
    }
    if (env.VENDOR_SUPPORT_MODE === 'remote') {
      for (const name of [
        'VENDOR_SUPPORT_AUTHORIZE_URL',
        'VENDOR_SUPPORT_TOKEN_URL',
        'VENDOR_SUPPORT_API_URL',
        'VENDOR_SUPPORT_CLIENT_ID',
        'VENDOR_SUPPORT_CLIENT_SECRET',
      ] as const) {
        if (!env[name]) {
          ctx.addIssue({ code: 'custom', path: [name], message: 'required when VENDOR_SUPPORT_MODE=remote' });
        }
      }
    }
    if (env.CARD_PROCESSOR_MODE === 'remote') {
      for (const name of ['CARD_PROCESSOR_URL', 'CARD_PROCESSOR_API_KEY'] as const) {
        if (!env[name]) {
          ctx.addIssue({ code: 'custom', path: [name], message: 'required when CARD_PROCESSOR_MODE=remote' });
        }
      }
    }
  })
  .transform((env) => {
    const production = env.NODE_ENV === 'production';
    return {
      ...env,
      HOST: env.HOST ?? '0.0.0.0',
      DEMO_DATA: env.DEMO_DATA ?? (production ? 'off' : 'seed'),
      ANSWER_CHECKS: env.ANSWER_CHECKS ?? (production ? 'off' : 'on'),
      CAPTCHA_PROVIDER: env.CAPTCHA_PROVIDER ?? (production ? 'off' : 'sandbox'),
      SAML_IDP_SANDBOX: env.SAML_IDP_SANDBOX ?? (production ? 'off' : 'on'),
      VENDOR_SUPPORT_MODE: env.VENDOR_SUPPORT_MODE ?? (production ? 'off' : 'sandbox'),
      MAIL_SANDBOX_KEY: env.MAIL_SANDBOX_KEY ?? randomKey(),
      SALES_DESK_KEY: env.SALES_DESK_KEY ?? randomKey(),
      ORDER_DESK_KEY: env.ORDER_DESK_KEY ?? randomKey(),
      DATA_DIR: path.resolve(process.cwd(), env.DATA_DIR),
      REPORT_FILE_DIR: path.resolve(
        process.cwd(),
        env.REPORT_FILE_DIR ?? path.join(env.DATA_DIR, 'report-files'),
      ),
      PORTAL_DIST: path.resolve(process.cwd(), env.PORTAL_DIST),
    };
  });

/** A sandbox key nobody can guess, for a demo that sets none (printed at start: sandboxKeysToPrint). */
const randomKey = () => randomBytes(18).toString('base64url');

/** Keys an earlier version used as defaults: published in its README, so never accepted in production. */
const PUBLISHED_KEYS = new Set(['sandbox-outbox', 'sandbox-sales-desk']);

/**
 * What a production server (NODE_ENV=production) refuses to start with (issue 15 item 4): every sandbox, the demo
 * data with its published password, a published key, and an address to listen on that nobody chose. Each entry
 * names the setting and says what to set instead.
 */
export function productionProblems(env: {
  HOST?: string | undefined;
  DEMO_DATA?: string | undefined;
  CAPTCHA_PROVIDER?: string | undefined;
  MAIL_MODE: string;
  SALES_DESK_MODE: string;
  ORDER_DESK_MODE?: string | undefined;
  WORK_ITEM_DESK_MODE?: string | undefined;
  CARD_PROCESSOR_MODE: string;
  CARD_PROCESSOR_ENVIRONMENT: string;
  MAIL_SANDBOX_KEY?: string | undefined;
  SALES_DESK_KEY?: string | undefined;
  CUSTOMER_SERVICE_EMAIL?: string | undefined;
  SAML_IDP_SANDBOX?: string | undefined;
  VENDOR_CREDENTIALS_KEY?: string | undefined;
  VENDOR_SUPPORT_MODE?: string | undefined;
  SCHEDULE_TEST_CLOCK?: string | undefined;
}): Array<[string, string]> {
  const problems: Array<[string, string]> = [];
  if (!env.HOST) {
    problems.push([
      'HOST',
      'is required in production: 127.0.0.1 behind a proxy on the same machine, 0.0.0.0 in a container',
    ]);
  }
  if (env.MAIL_MODE === 'outbox') {
    problems.push([
      'MAIL_MODE',
      'is outbox, the sandbox mailbox anyone with its key reads: set MAIL_MODE=smtp and MAIL_SMTP_URL',
    ]);
  }
  if (env.SALES_DESK_MODE === 'sandbox') {
    problems.push([
      'SALES_DESK_MODE',
      'is sandbox, which lets its key holder quote any price: set SALES_DESK_MODE=off',
    ]);
  }
  if (env.ORDER_DESK_MODE === 'sandbox') {
    problems.push([
      'ORDER_DESK_MODE',
      'is sandbox, which lets its key holder ship any order: set ORDER_DESK_MODE=off',
    ]);
  }
  if (env.WORK_ITEM_DESK_MODE === 'sandbox') {
    problems.push([
      'WORK_ITEM_DESK_MODE',
      'is sandbox, which completes or rejects every submitted work item request by itself: set WORK_ITEM_DESK_MODE=off',
    ]);
  }
  if (env.CARD_PROCESSOR_MODE === 'sandbox') {
    problems.push([
      'CARD_PROCESSOR_MODE',
      'is sandbox, which takes no real payment: set CARD_PROCESSOR_MODE=remote with CARD_PROCESSOR_URL and CARD_PROCESSOR_API_KEY',
    ]);
  } else if (env.CARD_PROCESSOR_ENVIRONMENT === 'sandbox') {
    problems.push(['CARD_PROCESSOR_ENVIRONMENT', 'is sandbox: set it to production (or leave it unset)']);
  }
  if (env.CAPTCHA_PROVIDER === 'sandbox') {
    problems.push([
      'CAPTCHA_PROVIDER',
      'is sandbox, whose answer is published: set CAPTCHA_PROVIDER=recaptcha with RECAPTCHA_SECRET, or off',
    ]);
  }
  if (env.CUSTOMER_SERVICE_EMAIL && /\.example$/i.test(env.CUSTOMER_SERVICE_EMAIL)) {
    problems.push([
      'CUSTOMER_SERVICE_EMAIL',
      "is the demo's address, which no one reads: set the reseller's customer service mailbox",
    ]);
  }
  if (env.SAML_IDP_SANDBOX === 'on') {
    problems.push([
      'SAML_IDP_SANDBOX',
      'is on: the sandbox identity provider signs anyone in as any user of a company configured with it; set SAML_IDP_SANDBOX=off or leave it unset',
    ]);
  }
  if (env.VENDOR_SUPPORT_MODE === 'sandbox') {
    problems.push([
      'VENDOR_SUPPORT_MODE',
      "is sandbox: the sandbox authorization server grants anyone access to made-up support data; set VENDOR_SUPPORT_MODE=remote with the manufacturer's VENDOR_SUPPORT_* settings, or off",
    ]);
  }
  if (env.SCHEDULE_TEST_CLOCK === 'on') {
    problems.push([
      'SCHEDULE_TEST_CLOCK',
      'is on: anyone with the sandbox key could move the time report schedules run by; set SCHEDULE_TEST_CLOCK=off or leave it unset',
    ]);
  }
  if (!env.VENDOR_CREDENTIALS_KEY) {
    problems.push([
      'VENDOR_CREDENTIALS_KEY',
      'is required in production: a secret of at least 32 characters (e.g. openssl rand -base64 32), kept apart from the database',
    ]);
  }
  if (env.DEMO_DATA === 'seed') {
    problems.push([
      'DEMO_DATA',
      "is seed: the demo users' password is published; set DEMO_DATA=off or leave it unset",
    ]);
  }
  for (const name of ['MAIL_SANDBOX_KEY', 'SALES_DESK_KEY'] as const) {
    const value = env[name];
    if (value && PUBLISHED_KEYS.has(value)) {
      problems.push([
        name,
        'is a published default key: remove it (a random key is made) or set a secret one',
      ]);
    }
  }
  return problems;
}

export type Env = z.output<typeof EnvSchema>;

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Parses the environment; throws an EnvError naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`,
    );
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.data;
}

/**
 * The sandbox keys this start made up (none was set), as lines to print, so a demo's user can read the outbox and
 * move pricing requests; empty when the sandbox is off or the key was set.
 */
export function sandboxKeysToPrint(env: Env, source: Record<string, string | undefined>): string[] {
  const lines: string[] = [];
  if (env.MAIL_MODE === 'outbox' && !source.MAIL_SANDBOX_KEY?.trim()) {
    lines.push(`MAIL_SANDBOX_KEY=${env.MAIL_SANDBOX_KEY} (header x-sandbox-key of GET /sandbox/outbox)`);
  }
  if (env.SALES_DESK_MODE === 'sandbox' && !source.SALES_DESK_KEY?.trim()) {
    lines.push(`SALES_DESK_KEY=${env.SALES_DESK_KEY} (header x-sales-desk-key of /sandbox/sales-desk)`);
  }
  if (env.ORDER_DESK_MODE === 'sandbox' && !source.ORDER_DESK_KEY?.trim()) {
    lines.push(`ORDER_DESK_KEY=${env.ORDER_DESK_KEY} (header x-order-desk-key of /sandbox/order-desk)`);
  }
  return lines;
}

/** Env for `process.env`, failing loudly (message and exit code 1) when a variable is wrong. */
export function loadEnv(): Env {
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
