import { inAppPath } from '@b2b-portal/flows/rules';
import type { HandoffSecret } from '../../app/handoffLink';

/** A user as the hand-off page names them. */
export interface HandoffAccount {
  id: string;
  email: string;
}

export interface HandoffInput {
  /** The link's code or tokens, taken out of the address (`handoffLink.ts`); null without any. */
  secret: HandoffSecret | null;
  /** The link's `url` (decoded), the page it leads to. */
  url: string | undefined;
  /** Who is signed in in this browser; 'loading' while a stored session loads. */
  signedIn: HandoffAccount | null | 'loading';
  /**
   * Whose the link's tokens are, read with them before anything is stored; 'refused' when the server does not
   * accept them; undefined until read. Unused for a code: who it is for is known only once it is exchanged.
   */
  other?: HandoffAccount | 'refused';
}

/** What the /redirect page does next. */
export type HandoffStep =
  /** A stored session is still loading. */
  | { kind: 'wait' }
  /** Nothing to hand off: Login. */
  | { kind: 'noLink' }
  /** The url is not a page of the portal (an absolute URL, `//host`, `javascript:`): the link is not followed. */
  | { kind: 'refuseUrl' }
  /** A code and nobody signed in: exchange it and go on. */
  | { kind: 'exchange' }
  /** Tokens: read whose they are before asking. */
  | { kind: 'readAccount' }
  /** Tokens the server does not accept. */
  | { kind: 'refuseTokens' }
  /** Tokens of the user already signed in: nothing to switch; go on as they are. */
  | { kind: 'sameUser' }
  /** Someone is signed in: ask before replacing them (`other` null for a code). */
  | { kind: 'askSwitch'; current: string; other: string | null }
  /** Nobody signed in, tokens of `other`: ask before signing in as them. */
  | { kind: 'askContinue'; other: string };

/**
 * The /redirect hand-off's decisions (issue 15 item 1): a link never switches the account of this browser
 * silently. A code is exchanged at once only when nobody is signed in; tokens, from the documents' form, always
 * ask first, naming the account they sign in as, since a signed-out browser steered into someone else's
 * account is the same attack as a signed-in one.
 */
export function handoffStep({ secret, url, signedIn, other }: HandoffInput): HandoffStep {
  if (!secret) return { kind: 'noLink' };
  if (signedIn === 'loading') return { kind: 'wait' };
  if (url !== undefined && inAppPath(url) === null) return { kind: 'refuseUrl' };
  if (secret.kind === 'code') {
    return signedIn ? { kind: 'askSwitch', current: signedIn.email, other: null } : { kind: 'exchange' };
  }
  if (other === undefined) return { kind: 'readAccount' };
  if (other === 'refused') return { kind: 'refuseTokens' };
  if (!signedIn) return { kind: 'askContinue', other: other.email };
  if (signedIn.id === other.id) return { kind: 'sameUser' };
  return { kind: 'askSwitch', current: signedIn.email, other: other.email };
}
