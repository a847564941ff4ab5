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
  /**
   * The key as a WebCrypto key, imported once: given the raw bytes, jose imports them again on every sign and
   * verify (issue 14: a few percent of every call's time).
   */
  private readonly hmacKey: Promise<CryptoKey>;

  constructor(
    private readonly key: Uint8Array,
    private readonly accessTtlSeconds: number,
  ) {
    this.hmacKey = crypto.subtle.importKey(
      'raw',
      Uint8Array.from(key),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

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
      .sign(await this.hmacKey);
  }

  /** An HMAC-SHA256 of a value under the server's key (base64url): short signed tokens such as workflow tokens. */
  sign(value: string): string {
    return createHmac('sha256', this.key).update(value).digest('base64url');
  }

  /**
   * Tokens verified lately, with their claims, until they expire: a browser sends one access token with every
   * call for its lifetime, and the signature check was a fifth of a call's time (issue 14). Only the exact string
   * that passed jose's check is found here; whether its login still holds is checked on every call all the same.
   */
  private readonly verified = new Map<string, AccessClaims>();
  private static readonly VERIFIED_MAX = 10_000;

  /** Verified claims of a valid, unexpired token, or null. */
  async verifyAccessToken(token: string, nowSeconds = Date.now() / 1000): Promise<AccessClaims | null> {
    const known = this.verified.get(token);
    if (known) {
      if (known.exp > nowSeconds) return known;
      this.verified.delete(token);
      return null;
    }
    let claims: AccessClaims | null;
    try {
      const { payload } = await jwtVerify(token, await this.hmacKey, { algorithms: ['HS256'] });
      claims = readClaims(payload);
    } catch {
      return null;
    }
    if (claims) {
      if (this.verified.size >= TokenService.VERIFIED_MAX) {
        // The oldest first (a Map keeps insertion order).
        const oldest = this.verified.keys().next().value;
        if (oldest !== undefined) this.verified.delete(oldest);
      }
      this.verified.set(token, claims);
    }
    return claims;
  }

  /**
   * Claims of a token whose signature is valid, expired or not: the refresh call accepts an expired access
   * token as long as it belongs to the refresh token's login.
   */
  async verifyAccessTokenSignature(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, await this.hmacKey, { algorithms: ['HS256'] });
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
