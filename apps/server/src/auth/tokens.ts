import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

/** Claims of our access tokens: sub user id, sid login id, companyID, plus exp/iat/jti. */
export interface AccessClaims {
  sub: string;
  sid: string;
  companyID: string | null;
  exp: number;
}

export class TokenService {
  constructor(
    private readonly key: Uint8Array,
    private readonly accessTtlSeconds: number,
  ) {}

  async issueAccessToken(claims: {
    userId: string;
    loginId: string;
    companyId: string | null;
  }): Promise<string> {
    return new SignJWT({ sid: claims.loginId, companyID: claims.companyId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuedAt()
      .setExpirationTime(`${this.accessTtlSeconds}s`)
      .setJti(randomUUID())
      .sign(this.key);
  }

  /** An HMAC-SHA256 of a value under the server's key (base64url): short signed tokens such as workflow tokens. */
  sign(value: string): string {
    return createHmac('sha256', this.key).update(value).digest('base64url');
  }

  /** Verified claims of a valid, unexpired token, or null. */
  async verifyAccessToken(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      return readClaims(payload);
    } catch {
      return null;
    }
  }

  /**
   * Claims of a token whose signature is valid, expired or not: the refresh call accepts an expired access
   * token as long as it belongs to the refresh token's login.
   */
  async verifyAccessTokenSignature(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      return readClaims(payload);
    } catch (error) {
      // jose checks the signature before the claims, so an expired-token error carries a verified payload.
      if (error instanceof errors.JWTExpired) return readClaims(error.payload);
      return null;
    }
  }
}

function readClaims(payload: Record<string, unknown>): AccessClaims | null {
  const { sub, sid, companyID, exp } = payload;
  if (typeof sub !== 'string' || typeof sid !== 'string' || typeof exp !== 'number') return null;
  return { sub, sid, companyID: typeof companyID === 'string' ? companyID : null, exp };
}

/** An opaque refresh token (256 random bits) and the SHA-256 that is stored in its place. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
