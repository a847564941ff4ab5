import type { TokenInfo } from '@b2b-portal/api';
import { isApiError } from '@b2b-portal/api/client';
import { pathFor } from '@b2b-portal/flows/rules';
import { useEffect, useRef, useState } from 'react';
import { forgetHandoffSecret } from '../../app/handoffLink';
import { navigate } from '../../app/hashLocation';
import { destinationFor, followDestination, goWithNotice } from '../../app/postLogin';
import type { Session } from '../../app/session';
import { t } from '../../services/messages/handoff';
import { problemMessage } from '../../services/problems';
import type { HandoffLink } from './handoffLinkOf';
import { type HandoffAccount, type HandoffStep, handoffStep } from './handoffStep';

/** The server calls of the hand-off; a test gives fakes. */
export interface HandoffServices {
  /** Exchanges a one-time code for the tokens of a new login of its user (rejects with the server's Problem). */
  exchange(code: string, url: string | undefined): Promise<TokenInfo>;
  /** Whose tokens these are, read with them without storing them (rejects when the server refuses them). */
  readAccount(tokenInfo: TokenInfo): Promise<HandoffAccount>;
  /** Ends the signed-in login on the server, before another takes its place. */
  signOut(): Promise<void>;
}

export type HandoffPhase =
  | { kind: 'asking' }
  | { kind: 'busy' }
  /** Signed in with the link: goes on once the session shows this user. */
  | { kind: 'signedInAs'; userId: string }
  | { kind: 'refused'; message: string };

function currentAccount(session: Session): HandoffAccount | null | 'loading' {
  if (session.state.status === 'loading') return 'loading';
  if (session.state.status === 'signedOut') return null;
  const { id, email } = session.state.context.user;
  return { id, email };
}

/**
 * Runs the /redirect hand-off over `handoffStep`: the steps that need no answer run at once (each once, also
 * when StrictMode runs effects twice); `stay`, `decline` and `proceed` are the user's answers to its questions.
 */
export function useHandoff({ secret, url }: HandoffLink, session: Session, services: HandoffServices) {
  const [other, setOther] = useState<HandoffAccount | 'refused'>();
  const [phase, setPhase] = useState<HandoffPhase>({ kind: 'asking' });
  const step: HandoffStep = handoffStep({ secret, url, signedIn: currentAccount(session), other });
  const done = useRef(new Set<HandoffStep['kind']>());

  /** Goes on as whoever is signed in now: to the link's page when they may open it, else their landing page. */
  const stay = () => {
    forgetHandoffSecret();
    const destination = destinationFor(session, url);
    const email = session.state.status === 'signedIn' ? session.state.context.user.email : '';
    if (destination) followDestination(destination, email);
    else navigate(pathFor('Login'), { replace: true });
  };
  const decline = () => {
    forgetHandoffSecret();
    navigate(pathFor('Login'), { replace: true });
  };
  const refuse = (message: string) => {
    forgetHandoffSecret();
    setPhase({ kind: 'refused', message });
  };

  /** Signs in with the link (a code is exchanged first), replacing whoever was signed in. */
  const proceed = async () => {
    if (!secret) return;
    const replacing = session.state.status === 'signedIn';
    setPhase({ kind: 'busy' });
    try {
      const tokenInfo = secret.kind === 'code' ? await services.exchange(secret.code, url) : secret.tokenInfo;
      if (replacing) await services.signOut();
      const context = await session.acceptTokens(tokenInfo);
      setPhase({ kind: 'signedInAs', userId: context.user.id });
    } catch (error) {
      refuse(problemMessage(error));
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the steps that need no answer, each once
  useEffect(() => {
    if (phase.kind !== 'asking' || done.current.has(step.kind)) return;
    done.current.add(step.kind);
    if (step.kind === 'noLink') navigate(pathFor('Login'), { replace: true });
    else if (step.kind === 'refuseUrl') {
      forgetHandoffSecret();
      goWithNotice(destinationFor(session, undefined)?.path ?? pathFor('Home'), t('Handoff.UrlRefused'));
    } else if (step.kind === 'exchange') void proceed();
    else if (step.kind === 'sameUser') stay();
    else if (step.kind === 'readAccount' && secret?.kind === 'tokens') {
      services.readAccount(secret.tokenInfo).then(setOther, (error: unknown) => {
        setOther('refused');
        refuse(isApiError(error) && error.status === 401 ? t('Http.401') : problemMessage(error));
      });
    } else done.current.delete(step.kind);
  }, [step.kind, phase.kind]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: goes on once the session shows the new user
  useEffect(() => {
    if (phase.kind !== 'signedInAs' || session.state.status !== 'signedIn') return;
    if (session.state.context.user.id === phase.userId) stay();
  }, [phase, session.state]);

  return { step, phase, stay, decline, proceed };
}
