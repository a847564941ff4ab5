import type { CaptchaChallenge } from '@b2b-portal/api';
import { Checkbox, InlineAlert } from '@b2b-portal/ui';
import { useEffect, useRef, useState } from 'react';
import { t } from '../../services/messages';

export interface HumanCheckProps {
  /** The challenge the server asked for (its CaptchaRequired answer). */
  challenge: CaptchaChallenge;
  /** The token to send as the login's googleCaptcha: '' until the check is passed (or when it expires). */
  onToken: (token: string) => void;
}

/** The sandbox provider's token (apps/server/src/auth/captcha.ts): the demo's stand-in for a real CAPTCHA. */
const SANDBOX_TOKEN = 'sandbox-pass';

/**
 * The check a login must pass once its account, or the sign-in as a whole, is under attack (issue 15 item 3).
 * Loaded only when the server asks for it: the login's first paint carries none of it.
 */
export default function HumanCheck({ challenge, onToken }: HumanCheckProps) {
  if (challenge.provider === 'recaptcha')
    return <Recaptcha siteKey={challenge.siteKey ?? ''} onToken={onToken} />;
  return (
    <>
      <Checkbox onChange={(checked) => onToken(checked ? SANDBOX_TOKEN : '')}>
        {t('Login.CaptchaSandbox')}
      </Checkbox>
      <small>{t('Login.CaptchaSandboxHint')}</small>
    </>
  );
}

interface Grecaptcha {
  render(
    element: HTMLElement,
    options: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void },
  ): number;
}

let script: Promise<Grecaptcha> | undefined;

/** Google's script, once per page (explicit rendering; the server's CSP allows its origins in recaptcha mode). */
function loadRecaptcha(): Promise<Grecaptcha> {
  script ??= new Promise<Grecaptcha>((resolve, reject) => {
    const callback = '__portalRecaptchaLoaded';
    const global = window as unknown as Record<string, unknown>;
    global[callback] = () => resolve(global.grecaptcha as Grecaptcha);
    const element = document.createElement('script');
    element.src = `https://www.google.com/recaptcha/api.js?onload=${callback}&render=explicit`;
    element.async = true;
    element.onerror = () => {
      script = undefined;
      reject(new Error('reCAPTCHA did not load'));
    };
    document.head.append(element);
  });
  return script;
}

/** Google reCAPTCHA v2's widget: configuration for a live portal (no internet reaches Google here). */
function Recaptcha({ siteKey, onToken }: { siteKey: string; onToken: (token: string) => void }) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadRecaptcha().then(
      (grecaptcha) => {
        if (live && box.current) {
          grecaptcha.render(box.current, {
            sitekey: siteKey,
            callback: onToken,
            'expired-callback': () => onToken(''),
          });
        }
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [siteKey, onToken]);
  return failed ? <InlineAlert tone="error">{t('Login.CaptchaUnavailable')}</InlineAlert> : <div ref={box} />;
}
