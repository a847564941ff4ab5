import { pathFor } from '@b2b-portal/flows/rules';
import { Spinner } from '@b2b-portal/ui';
import { useState } from 'react';
import { handoffLinkQuery, useHandoffLinkId } from '../app/handoffLink';
import { hrefFor } from '../app/hashLocation';
import type { PageProps } from '../app/PageProps';
import { destinationFor, landingTitle } from '../app/postLogin';
import { type Session, useSession } from '../app/session';
import { api, loadShellEndpoints } from '../services/api';
import { handoffEndpoints } from '../services/endpoints';
import { t } from '../services/messages/handoff';
import * as styles from './pages.css';
import { HandoffQuestion, HandoffRefused } from './redirect/HandoffPanels';
import { type HandoffLink, handoffLinkOf } from './redirect/handoffLinkOf';
import { type HandoffServices, useHandoff } from './redirect/useHandoff';

export const apiHandoffServices: HandoffServices = {
  async exchange(code, url) {
    const body = url === undefined ? { code } : { code, url };
    const answer = await api.call(handoffEndpoints.handoffExchange, { body, reportProblems: false });
    return answer.tokenInfo;
  },
  async readAccount(tokenInfo) {
    const { me } = await loadShellEndpoints();
    const { user } = await api.call(me, { token: tokenInfo, reportProblems: false });
    return { id: user.id, email: user.email };
  },
  signOut: () => api.logout(),
};

/**
 * /redirect (000 §2.2; issue 15 item 1): another application hands a user over, with a one-time `code` (the
 * safe form: `POST v1.0/user/handoff` on its server) or the documents' `token_type`, `access_token` and
 * `refresh_token`, and the `url` of a portal page. The code or tokens left the address before this page drew
 * (`app/handoffLink.ts`). The link never replaces a signed-in user, nor signs a signed-out browser in with
 * tokens, without asking (`redirect/handoffStep.ts`); a `url` outside the portal is refused. Without a code or
 * tokens the user goes to Login.
 */
export default function RedirectPage(_props: PageProps) {
  // Another link opened on this page starts over.
  return <LinkFlow key={useHandoffLinkId()} />;
}

/** One link, as it was opened. */
function LinkFlow() {
  const [link] = useState(() => handoffLinkOf(handoffLinkQuery()));
  return <HandoffFlow link={link} session={useSession()} services={apiHandoffServices} />;
}

export interface HandoffFlowProps {
  link: HandoffLink;
  session: Session;
  services: HandoffServices;
}

/** The page over a session and server calls of its own (the page's test gives fakes). */
export function HandoffFlow({ link, session, services }: HandoffFlowProps) {
  const { step, phase, stay, decline, proceed } = useHandoff(link, session, services);

  if (phase.kind === 'refused') {
    return <HandoffRefused title={t('Handoff.RefusedTitle')} message={phase.message} way={wayOn(session)} />;
  }
  if (phase.kind === 'asking' && step.kind === 'askSwitch') {
    return (
      <HandoffQuestion
        title={t('Handoff.SwitchTitle')}
        message={
          step.other
            ? t('Handoff.SwitchPromptAs', { other: step.other, user: step.current })
            : t('Handoff.SwitchPrompt', { user: step.current })
        }
        keep={{ label: t('Handoff.Stay', { user: step.current }), onPress: stay }}
        proceed={{ label: t('Handoff.SignOutAndContinue'), onPress: () => void proceed() }}
      />
    );
  }
  if (phase.kind === 'asking' && step.kind === 'askContinue') {
    return (
      <HandoffQuestion
        title={t('Handoff.ConfirmTitle', { other: step.other })}
        message={t('Handoff.ConfirmPrompt', { other: step.other })}
        keep={{ label: t('Handoff.DoNotSignIn'), onPress: decline }}
        proceed={{ label: t('Handoff.Continue', { other: step.other }), onPress: () => void proceed() }}
      />
    );
  }
  return (
    <div className={styles.narrowPage}>
      <Spinner label={phase.kind === 'asking' ? t('Global.Loading') : t('Handoff.Title')} />
    </div>
  );
}

/** Where a refused link leaves the user: their landing page when signed in, else Login. */
function wayOn(session: Session): { label: string; href: string } {
  const landing = destinationFor(session, undefined);
  if (!landing) return { label: t('Header.Login'), href: hrefFor(pathFor('Login')) };
  return { label: t('Login.GoTo', { landing: landingTitle(landing) }), href: hrefFor(landing.path) };
}
