import type { CardPaymentProblem } from '@b2b-portal/api';
import { formatMessage, type TextMessageKey } from '@b2b-portal/api/messages';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/context';
import type { ConversionFailureKind } from './processor';

const failures: Record<
  ConversionFailureKind,
  { code: string; key: TextMessageKey; flag?: 'cardVerificationError' | 'cardTriesExceeded' | 'sslError' }
> = {
  verification: {
    code: 'CardVerificationFailed',
    key: 'Payment.VerificationFailed',
    flag: 'cardVerificationError',
  },
  triesExceeded: { code: 'CardTriesExceeded', key: 'Payment.TriesExceeded', flag: 'cardTriesExceeded' },
  unavailable: { code: 'CardProcessorUnavailable', key: 'Payment.SslError', flag: 'sslError' },
  invalid: { code: 'CardValidationFailed', key: 'Payment.ValidationFailed' },
  expired: { code: 'ProtectTokenExpired', key: 'Payment.ProtectTokenExpired' },
  sessionNotFound: { code: 'CardSessionNotFound', key: 'Payment.SessionNotFound' },
};

/** The Problem body of a card failure, with the form's creditCardErrors: one flag set, the others reset. */
export function cardPaymentProblem(kind: ConversionFailureKind, traceId: string): CardPaymentProblem {
  const { code, key, flag } = failures[kind];
  const message = formatMessage(key);
  return {
    code,
    message,
    traceId,
    creditCardErrors: {
      cardVerificationError: flag === 'cardVerificationError',
      cardTriesExceeded: flag === 'cardTriesExceeded',
      sslError: flag === 'sslError',
      errorText: message,
      status: code,
    },
  };
}

/** 422 for a card the processor did not convert; 503 when it could not be reached for a protect token. */
export function cardProblemResponse(
  c: Context<AppEnv>,
  kind: ConversionFailureKind,
  status: 422 | 503 = 422,
) {
  return c.json(cardPaymentProblem(kind, c.get('traceId')), status, { 'Cache-Control': 'no-store' });
}
