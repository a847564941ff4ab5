import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TokenService } from './tokens';

const claims = { userId: 'user-1', loginId: 'login-1', companyId: 'company-1' };

describe('TokenService access tokens', () => {
  it('should answer the claims of a token it issued, again from memory, until the token expires', async () => {
    const tokens = new TokenService(randomBytes(32), 600);
    const token = await tokens.issueAccessToken(claims);
    const first = await tokens.verifyAccessToken(token);
    expect(first).toMatchObject({ sub: 'user-1', sid: 'login-1', companyID: 'company-1' });
    expect(await tokens.verifyAccessToken(token)).toEqual(first);
    // Past its expiry the remembered token is refused like any other.
    expect(await tokens.verifyAccessToken(token, first!.exp)).toBeNull();
  });

  it('should refuse a token whose signature or claims were changed, after the genuine one was verified', async () => {
    const tokens = new TokenService(randomBytes(32), 600);
    const token = await tokens.issueAccessToken(claims);
    expect(await tokens.verifyAccessToken(token)).not.toBeNull();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'AB' : 'AA'}`;
    expect(await tokens.verifyAccessToken(`${header}.${payload}.${flipped}`)).toBeNull();
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: 'user-2' }),
    ).toString('base64url');
    expect(await tokens.verifyAccessToken(`${header}.${forged}.${signature}`)).toBeNull();
  });

  it('should refuse a token of another key', async () => {
    const token = await new TokenService(randomBytes(32), 600).issueAccessToken(claims);
    expect(await new TokenService(randomBytes(32), 600).verifyAccessToken(token)).toBeNull();
  });
});
