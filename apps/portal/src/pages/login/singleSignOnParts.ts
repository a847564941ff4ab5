import { ssoRefusalMessageKey } from '@b2b-portal/api/messages';
import type { LoginFormSingleSignOn } from '@b2b-portal/ui';
import { isApiError } from '../../app/session';
import { api } from '../../services/api';
import { ssoEndpoints } from '../../services/endpoints';
import { t } from '../../services/messages/sso';

/**
 * What single sign-on needs beyond the login page's first paint (its texts and calls), loaded when the user
 * presses Next or arrives refused (`useSingleSignOn`): Login's first paint stays within its budget.
 */

/** Whether the e-mail's company signs in through its identity provider. */
export async function applies(email: string): Promise<boolean> {
  const answer = await api.call(ssoEndpoints.hasSamlConfiguration, {
    query: { email },
    reportProblems: false,
  });
  return answer.hasSamlConfiguration;
}

/** Starts a sign-in there; answers the identity provider's URL. */
export async function start(email: string, url: string | undefined): Promise<string> {
  const query = url === undefined ? { email } : { email, url };
  const answer = await api.call(ssoEndpoints.ssoLogin, { query, reportProblems: false });
  return answer.redirectUrl;
}

/** The catalogue's words for a refusal the login page was sent (`?sso=`); null for a code it does not know. */
export function refusalMessage(code: unknown): string | null {
  const key = ssoRefusalMessageKey(code);
  return key ? t(key) : null;
}

/** Why starting failed. */
export function startFailure(failure: unknown): string {
  if (isApiError(failure) && failure.problem?.code === 'SsoNotConfigured') return t('Sso.NotConfigured');
  if (isApiError(failure) && failure.status === 0) return t('Http.RequestFailure');
  return t('Login.SomethingWentWrong');
}

export const labels: NonNullable<LoginFormSingleSignOn['labels']> = {
  singleSignOnOffer: t('Sso.Offer'),
  singleSignOn: t('Sso.Continue'),
  singleSignOnPending: t('Sso.Redirecting'),
};
