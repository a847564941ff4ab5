import type { Env } from '../env';

/** Checks the login's googleCaptcha token. */
export interface CaptchaVerifier {
  verify(token: string, remoteIp: string): Promise<boolean>;
}

/** The local provider used in tests and demos: accepts exactly 'sandbox-pass'. */
export const SANDBOX_CAPTCHA_TOKEN = 'sandbox-pass';

export function createCaptchaVerifier(
  env: Pick<Env, 'CAPTCHA_PROVIDER' | 'RECAPTCHA_SECRET'>,
): CaptchaVerifier | null {
  switch (env.CAPTCHA_PROVIDER) {
    case 'off':
      return null;
    case 'sandbox':
      return { verify: async (token) => token === SANDBOX_CAPTCHA_TOKEN };
    case 'recaptcha':
      return recaptcha(env.RECAPTCHA_SECRET ?? '');
  }
}

/**
 * Google reCAPTCHA's siteverify call. Configuration only on machines without internet access; it fails closed
 * (the login is refused) when Google cannot be reached.
 */
function recaptcha(secret: string): CaptchaVerifier {
  return {
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
