import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv, sandboxKeysToPrint } from './env';

/** A complete REPORT_FILE_STORE=s3 configuration (issue 20). */
const S3_STORE = {
  REPORT_FILE_STORE: 's3',
  REPORT_S3_ENDPOINT: 'http://127.0.0.1:9000',
  REPORT_S3_BUCKET: 'reports',
  REPORT_S3_ACCESS_KEY_ID: 'AKID',
  REPORT_S3_SECRET_ACCESS_KEY: 'secret',
};

describe('parseEnv', () => {
  it('should apply the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      DATA_DIR: path.resolve(process.cwd(), '.data'),
      ACCESS_TOKEN_TTL_SECONDS: 1200,
      REFRESH_TOKEN_TTL_SECONDS: 28800,
      CAPTCHA_PROVIDER: 'sandbox',
      APP_VERSION: 'v58414',
      SEED_SCALE: 'demo',
      SEARCH_INDEX: 'memory',
      SUPPLIER_CONFIG_TOOL_URL: '/sandbox/config-tool',
      LOG_LEVEL: 'info',
      SHUTDOWN_TIMEOUT_SECONDS: 10,
      PASSWORD_HASH_COST: 17,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.JWT_SECRET).toBeUndefined();
    expect(env.PORTAL_DIST.endsWith(path.join('apps', 'portal', 'dist'))).toBe(true);
  });

  it('should resolve DATA_DIR against the working directory and treat empty optionals as absent', () => {
    const env = parseEnv({ DATA_DIR: 'var/data', DATABASE_URL: '', JWT_SECRET: ' ' });
    expect(env.DATA_DIR).toBe(path.resolve(process.cwd(), 'var/data'));
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.JWT_SECRET).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ CAPTCHA_PROVIDER: 'recaptcha' }, 'RECAPTCHA_SECRET'],
    [{ CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SECRET: 'secret' }, 'RECAPTCHA_SITE_KEY'],
    [{ CAPTCHA_PROVIDER: 'hcaptcha' }, 'CAPTCHA_PROVIDER'],
    [{ ACCESS_TOKEN_TTL_SECONDS: '0' }, 'ACCESS_TOKEN_TTL_SECONDS'],
    [{ PASSWORD_HASH_COST: '12' }, 'PASSWORD_HASH_COST'],
    [{ PASSWORD_HASH_COST: '21' }, 'PASSWORD_HASH_COST'],
    [{ ...S3_STORE, REPORT_S3_ENDPOINT: '' }, 'REPORT_S3_ENDPOINT'],
    [{ ...S3_STORE, REPORT_S3_BUCKET: '' }, 'REPORT_S3_BUCKET'],
    [{ ...S3_STORE, REPORT_S3_ACCESS_KEY_ID: '' }, 'REPORT_S3_ACCESS_KEY_ID'],
    [{ ...S3_STORE, REPORT_S3_SECRET_ACCESS_KEY: '' }, 'REPORT_S3_SECRET_ACCESS_KEY'],
    [{ REPORT_FILE_STORE: 's3' }, 'REPORT_S3_ENDPOINT'],
    [{ ...S3_STORE, REPORT_S3_ENDPOINT: 'minio:9000' }, 'REPORT_S3_ENDPOINT'],
  ])('should fail loudly naming the variable for %j', (source, name) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(name);
  });

  it('should accept the s3 report file store with its settings', () => {
    expect(parseEnv(S3_STORE)).toMatchObject({ ...S3_STORE, REPORT_S3_REGION: 'us-east-1' });
  });

  it('should accept postgres URLs and the recaptcha provider with its secret', () => {
    const env = parseEnv({
      DATABASE_URL: 'postgres://u:p@db:5432/portal',
      CAPTCHA_PROVIDER: 'recaptcha',
      RECAPTCHA_SECRET: 'secret',
      RECAPTCHA_SITE_KEY: 'site-key',
    });
    expect(env.DATABASE_URL).toBe('postgres://u:p@db:5432/portal');
    expect(env.CAPTCHA_PROVIDER).toBe('recaptcha');
  });

  it('should make up random sandbox keys when none is set, and say so to print', () => {
    const first = parseEnv({});
    const second = parseEnv({});
    expect(first.MAIL_SANDBOX_KEY).toMatch(/^[\w-]{24}$/);
    expect(first.SALES_DESK_KEY).toMatch(/^[\w-]{24}$/);
    expect(first.MAIL_SANDBOX_KEY).not.toBe(second.MAIL_SANDBOX_KEY);
    expect([first.MAIL_SANDBOX_KEY, first.SALES_DESK_KEY]).not.toContain('sandbox-outbox');
    expect(sandboxKeysToPrint(first, {})).toEqual([
      expect.stringContaining(`MAIL_SANDBOX_KEY=${first.MAIL_SANDBOX_KEY}`),
      expect.stringContaining(`SALES_DESK_KEY=${first.SALES_DESK_KEY}`),
      expect.stringContaining(`ORDER_DESK_KEY=${first.ORDER_DESK_KEY}`),
    ]);
    const chosen = {
      MAIL_SANDBOX_KEY: 'a-chosen-outbox-key',
      SALES_DESK_MODE: 'off',
      ORDER_DESK_MODE: 'off',
    };
    expect(sandboxKeysToPrint(parseEnv(chosen), chosen)).toEqual([]);
    expect(parseEnv(chosen).MAIL_SANDBOX_KEY).toBe('a-chosen-outbox-key');
  });

  it('should keep the demo as it was without NODE_ENV: sandboxes on, demo data seeded, answers checked', () => {
    expect(parseEnv({})).toMatchObject({
      HOST: '0.0.0.0',
      MAIL_MODE: 'outbox',
      SALES_DESK_MODE: 'sandbox',
      CARD_PROCESSOR_MODE: 'sandbox',
      DEMO_DATA: 'seed',
      ANSWER_CHECKS: 'on',
    });
  });
});

/** Settings a production deployment chooses: every sandbox off, real mail and card processor, its own address. */
const PRODUCTION = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  MAIL_MODE: 'smtp',
  MAIL_SMTP_URL: 'smtp://mail.internal:587',
  SALES_DESK_MODE: 'off',
  ORDER_DESK_MODE: 'off',
  WORK_ITEM_DESK_MODE: 'off',
  CARD_PROCESSOR_MODE: 'remote',
  CARD_PROCESSOR_URL: 'https://processor.example/api',
  CARD_PROCESSOR_API_KEY: 'a-processor-key-of-32-characters',
  CUSTOMER_SERVICE_EMAIL: 'service@reseller.test',
  VENDOR_CREDENTIALS_KEY: 'a-vendor-credentials-key-of-32-chars',
};

describe('parseEnv with NODE_ENV=production (issue 15 item 4)', () => {
  it('should refuse the demo defaults, naming each setting and what to set', () => {
    let message = '';
    try {
      parseEnv({ NODE_ENV: 'production' });
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      message = (error as Error).message;
    }
    expect(message).toContain('HOST: is required in production');
    expect(message).toContain('MAIL_MODE: is outbox');
    expect(message).toContain('set MAIL_MODE=smtp and MAIL_SMTP_URL');
    expect(message).toContain('SALES_DESK_MODE: is sandbox');
    expect(message).toContain('WORK_ITEM_DESK_MODE: is sandbox');
    expect(message).toContain('CARD_PROCESSOR_MODE: is sandbox');
    expect(message).toContain('set CARD_PROCESSOR_MODE=remote');
  });

  it('should start with production settings: no demo data, answers unchecked, no sandbox captcha', () => {
    expect(parseEnv(PRODUCTION)).toMatchObject({
      HOST: '127.0.0.1',
      DEMO_DATA: 'off',
      ANSWER_CHECKS: 'off',
      CAPTCHA_PROVIDER: 'off',
      SAML_IDP_SANDBOX: 'off',
    });
  });

  it.each([
    [{ DEMO_DATA: 'seed' }, 'DEMO_DATA'],
    [{ CAPTCHA_PROVIDER: 'sandbox' }, 'CAPTCHA_PROVIDER'],
    [{ MAIL_MODE: 'outbox' }, 'MAIL_MODE'],
    [{ SALES_DESK_MODE: 'sandbox' }, 'SALES_DESK_MODE'],
    [{ ORDER_DESK_MODE: 'sandbox' }, 'ORDER_DESK_MODE'],
    [{ CARD_PROCESSOR_ENVIRONMENT: 'sandbox' }, 'CARD_PROCESSOR_ENVIRONMENT'],
    [{ SALES_DESK_KEY: 'sandbox-sales-desk' }, 'SALES_DESK_KEY'],
    [{ HOST: '' }, 'HOST'],
    [{ CUSTOMER_SERVICE_EMAIL: undefined }, 'CUSTOMER_SERVICE_EMAIL'],
    [{ SAML_IDP_SANDBOX: 'on' }, 'SAML_IDP_SANDBOX'],
    [{ VENDOR_CREDENTIALS_KEY: undefined }, 'VENDOR_CREDENTIALS_KEY'],
    [{ SCHEDULE_TEST_CLOCK: 'on' }, 'SCHEDULE_TEST_CLOCK'],
  ])('should refuse %j in production', (change, name) => {
    expect(() => parseEnv({ ...PRODUCTION, ...change })).toThrow(new RegExp(`\\b${name}: `));
  });
});
