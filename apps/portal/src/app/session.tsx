import type { LoginRequest, NewsItem, SecurityContext, StorefrontConfiguration } from '@b2b-portal/api';
import { decodeJwtClaims, isApiError } from '@b2b-portal/api/client';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { dropCheckoutDrafts } from '../checkout/draftDrop';
import { api, loadShellEndpoints, tokenStore } from '../services/api';
import { shellEvents } from '../services/shellEvents';
import { navigate } from './hashLocation';

/**
 * The signed-in user, their permissions and their company's storefront configuration (the features mask).
 * `loading` while the current user and common data load (000 §2.4 step 5); the guard waits for it.
 */
export type SessionState =
  | { status: 'signedOut' }
  | { status: 'loading' }
  | {
      status: 'signedIn';
      context: SecurityContext;
      configuration: StorefrontConfiguration | null;
      sessionId: string | null;
      /** The published news (000 §2.11), loaded with the user so the first signed-in page shows them at once. */
      news: readonly SessionNews[];
    };

/** A news item as the strip shows it. */
export type SessionNews = Pick<NewsItem, 'id' | 'subject'>;

export interface Session {
  state: SessionState;
  permissions: readonly string[];
  features: number;
  /** Signs in (000 §4 Login) and loads the user; rejects with the server's ApiError. */
  login(credentials: LoginRequest): Promise<SecurityContext>;
  /**
   * Stores tokens received from elsewhere (the /redirect route; the punch-in start page with its session id)
   * and loads the user.
   */
  acceptTokens(
    tokenInfo: {
      type: string;
      access_token: string;
      refresh_token: string;
    },
    sessionId?: string,
  ): Promise<SecurityContext>;
  /**
   * Loads the signed-in user again without leaving the page (My Account's profile change: the header's greeting
   * reads the new name); on failure the session stays as it was.
   */
  refreshUser?: () => Promise<void>;
  /** 000 §4 Logout: clears the authentication data and goes to Home (from the header) or Login. */
  logout(options: { to: 'Home' | 'Login'; redirectUrl?: string; callServer?: boolean }): Promise<void>;
}

const SessionContextReact = createContext<Session | null>(null);

/** Whether the stored access token says the user belongs to a company (a hint; the server decides). */
function tokenNamesCompany(): boolean {
  const token = tokenStore.getTokenInfo()?.access_token;
  const companyID = token ? decodeJwtClaims(token)?.companyID : null;
  return typeof companyID === 'string' && companyID !== '';
}

async function loadCurrentUser(): Promise<Extract<SessionState, { status: 'signedIn' }>> {
  const shellEndpoints = await loadShellEndpoints();
  // The news strip's items come with the user: the first signed-in page (the landing page after sign-in) paints
  // with them instead of being pushed down when they arrive. News that cannot load are none.
  const news = (async () => {
    try {
      const items = await api.call(shellEndpoints.news, { query: { newsStatus: 1 } });
      return items.map(({ id, subject }) => ({ id, subject }));
    } catch {
      return [];
    }
  })();
  // The storefront configuration is read only when the user belongs to a company (000 §7). The access token
  // names the company, so both calls start together instead of one after the other; without that claim the
  // configuration waits for the user's companyID as before.
  const early = tokenNamesCompany() ? api.call(shellEndpoints.storefrontConfiguration) : null;
  // A failure of the early call is the session's failure only when its answer is used below.
  early?.catch(() => undefined);
  const context = await api.call(shellEndpoints.me);
  const configuration = context.user.companyID
    ? await (early ?? api.call(shellEndpoints.storefrontConfiguration))
    : null;
  if (configuration) tokenStore.setCardProcessor(configuration.creditCardProcessor);
  return {
    status: 'signedIn',
    context,
    configuration,
    sessionId: tokenStore.getSessionId(),
    news: await news,
  };
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>(() =>
    tokenStore.isAuthenticated() && tokenStore.getTokenInfo()
      ? { status: 'loading' }
      : { status: 'signedOut' },
  );

  const reload = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      setState(await loadCurrentUser());
    } catch {
      // The client already ended the session when the refresh failed; anything else leaves the user signed out.
      tokenStore.clearAuth();
      setState({ status: 'signedOut' });
    }
  }, []);

  // A page reload with stored credentials loads the user once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once at start
  useEffect(() => {
    if (state.status === 'loading') void reload();
  }, []);

  useEffect(
    () =>
      shellEvents.subscribe((event) => {
        if (event.type !== 'sessionEnded') return;
        setState({ status: 'signedOut' });
        navigate(`/login?redirectUrl=${encodeURIComponent(event.redirectPath)}`, { replace: true });
      }),
    [],
  );

  /** Loads the user after tokens were stored; on failure nothing of the half sign-in is kept. */
  const finishSignIn = useCallback(async () => {
    try {
      const next = await loadCurrentUser();
      setState(next);
      return next.context;
    } catch (error) {
      tokenStore.clearAuth();
      setState({ status: 'signedOut' });
      throw error;
    }
  }, []);

  const login = useCallback(
    async (credentials: LoginRequest) => {
      await api.login(credentials);
      return finishSignIn();
    },
    [finishSignIn],
  );

  const acceptTokens = useCallback(
    async (tokenInfo: { type: string; access_token: string; refresh_token: string }, sessionId?: string) => {
      tokenStore.clearAuth();
      // Replacing another user (a /redirect link the user agreed to follow): nothing of theirs stays on screen.
      setState((previous) => (previous.status === 'signedIn' ? { status: 'loading' } : previous));
      await api.acceptLogin(sessionId ? { tokenInfo, sessionId } : { tokenInfo });
      return finishSignIn();
    },
    [finishSignIn],
  );

  const logout = useCallback(
    async ({
      to,
      redirectUrl,
      callServer = true,
    }: {
      to: 'Home' | 'Login';
      redirectUrl?: string;
      callServer?: boolean;
    }) => {
      if (callServer) await api.logout();
      else tokenStore.clearForLogout();
      // What was entered in a checkout stays with the person who entered it.
      dropCheckoutDrafts();
      setState({ status: 'signedOut' });
      if (to === 'Home') navigate('/');
      else navigate(redirectUrl ? `/login?redirectUrl=${encodeURIComponent(redirectUrl)}` : '/login');
    },
    [],
  );

  const refreshUser = useCallback(async () => {
    try {
      setState(await loadCurrentUser());
    } catch {
      // The page's own call succeeded; an old greeting is no reason to end the session.
    }
  }, []);

  const value = useMemo<Session>(() => {
    const signedIn = state.status === 'signedIn' ? state : null;
    return {
      state,
      permissions: signedIn?.context.permissions ?? [],
      features: signedIn?.configuration?.features ?? 0,
      login,
      acceptTokens,
      refreshUser,
      logout,
    };
  }, [state, login, acceptTokens, refreshUser, logout]);

  return <SessionContextReact.Provider value={value}>{children}</SessionContextReact.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContextReact);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

export { isApiError };
