import type { CaptchaChallenge } from '@b2b-portal/api';
import type { Env } from '../env';

/** Checks the login's googleCaptcha token, and tells the portal which challenge to show. */
export interface CaptchaVerifier {
  verify(token: string, remoteIp: string): Promise<boolean>;
  /** What a refused login's answer carries, so that the page shows the provider's challenge. */
  readonly challenge: CaptchaChallenge;
}

/** The local provider used in tests and demos: accepts exactly 'sandbox-pass'. */
export const SANDBOX_CAPTCHA_TOKEN = 'sandbox-pass';

/**
 * The challenge asked of a login once its account, or the sign-in as a whole, is under attack
 * (auth/rate-limit.ts); none when CAPTCHA_PROVIDER is off.
 */
export function createCaptchaVerifier(
  env: Pick<Env, 'CAPTCHA_PROVIDER' | 'RECAPTCHA_SECRET' | 'RECAPTCHA_SITE_KEY'>,
): CaptchaVerifier | null {
  switch (env.CAPTCHA_PROVIDER) {
    case 'off':
      return null;
    case 'sandbox':
      return {
        verify: async (token) => token === SANDBOX_CAPTCHA_TOKEN,
        challenge: { provider: 'sandbox' },
      };
    case 'recaptcha':
      return recaptcha(env.RECAPTCHA_SECRET ?? '', env.RECAPTCHA_SITE_KEY ?? '');
  }
}

/**
 * Google reCAPTCHA's siteverify call. Configuration only on machines without internet access; it fails closed
 * (the login is refused) when Google cannot be reached.
 */
function recaptcha(secret: string, siteKey: string): CaptchaVerifier {
  return {
    challenge: { provider: 'recaptcha', siteKey },
    async verify(token, remoteIp) {
      if (!token) return false;
      try {
        const answer = await fetch('https://www.google.com/recaptcha/api/siteverify', {
          method: 'POST',
          body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
          signal: AbortSignal.timeout(5000),
        });
        const body = (await answer.json()) as { success?: unknown };
        return body.success === true;
      } catch {
        return false;
      }
    },
  };
}
