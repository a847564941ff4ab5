import type { ParsedRouteQuery } from '@b2b-portal/flows/rules';
import type { LoginFormSingleSignOn } from '@b2b-portal/ui';
import { useEffect, useRef, useState } from 'react';

type Parts = typeof import('./singleSignOnParts');
const loadParts = (): Promise<Parts> => import('./singleSignOnParts');

const looksLikeEmail = (text: string) => /^[^@\s]+@[^@\s]+$/.test(text);
/** A portal path to land on afterwards (the login's redirectUrl); anything else lands on the landing page. */
const portalPath = (value: unknown) =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : undefined;

/**
 * The login page's single sign-on (issue 18): after Next, asks whether the e-mail's company signs in through its
 * identity provider and, where it does, offers to continue there (the form's `singleSignOn`); says why a sign-in
 * that came back from it was refused (`#/login?sso=<code>`) until the user starts again. Its texts and calls load
 * on first use (`./singleSignOnParts`), not with the page.
 */
export function useSingleSignOn(
  query: ParsedRouteQuery,
  go: (url: string) => void = (url) => window.location.assign(url),
) {
  const [offer, setOffer] = useState<{ email: string; labels: LoginFormSingleSignOn['labels'] } | null>(null);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const asked = useRef('');

  useEffect(() => {
    if (query.sso === undefined) return;
    let live = true;
    void loadParts().then((parts) => {
      if (live && asked.current === '') setMessage(parts.refusalMessage(query.sso));
    });
    return () => {
      live = false;
    };
  }, [query.sso]);

  const onUsernameEntered = (username: string) => {
    asked.current = username;
    setOffer(null);
    setMessage(null);
    if (!looksLikeEmail(username)) return;
    loadParts()
      .then(async (parts) => {
        if ((await parts.applies(username)) && asked.current === username) {
          setOffer({ email: username, labels: parts.labels });
        }
      })
      // Not knowing (the parts or the answer failing) leaves the password sign-in, as before.
      .catch(() => {});
  };

  const singleSignOn: LoginFormSingleSignOn = {
    available: offer !== null,
    isPending: pending,
    labels: offer?.labels,
    onContinue: async () => {
      if (offer === null) return;
      setPending(true);
      setMessage(null);
      const parts = await loadParts();
      try {
        go(await parts.start(offer.email, portalPath(query.redirectUrl)));
      } catch (failure) {
        setPending(false);
        setMessage(parts.startFailure(failure));
      }
    },
  };

  return { onUsernameEntered, singleSignOn, message };
}
