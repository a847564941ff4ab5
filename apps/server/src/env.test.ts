import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

describe('parseEnv', () => {
  it('should apply the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      DATA_DIR: path.resolve(process.cwd(), '.data'),
      ACCESS_TOKEN_TTL_SECONDS: 1200,
      REFRESH_TOKEN_TTL_SECONDS: 28800,
      CAPTCHA_PROVIDER: 'off',
      APP_VERSION: 'v58414',
      SEED_SCALE: 'demo',
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
    [{ CAPTCHA_PROVIDER: 'hcaptcha' }, 'CAPTCHA_PROVIDER'],
    [{ ACCESS_TOKEN_TTL_SECONDS: '0' }, 'ACCESS_TOKEN_TTL_SECONDS'],
    [{ PASSWORD_HASH_COST: '12' }, 'PASSWORD_HASH_COST'],
    [{ PASSWORD_HASH_COST: '21' }, 'PASSWORD_HASH_COST'],
  ])('should fail loudly naming the variable for %j', (source, name) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(name);
  });

  it('should accept postgres URLs and the recaptcha provider with its secret', () => {
    const env = parseEnv({
      DATABASE_URL: 'postgres://u:p@db:5432/portal',
      CAPTCHA_PROVIDER: 'recaptcha',
      RECAPTCHA_SECRET: 'secret',
    });
    expect(env.DATABASE_URL).toBe('postgres://u:p@db:5432/portal');
    expect(env.CAPTCHA_PROVIDER).toBe('recaptcha');
  });
});
