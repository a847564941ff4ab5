import { createTokenStore } from '@b2b-portal/api/client';

/** The browser's token store (local storage, and session storage for the punch-out image). */
export const tokenStore = createTokenStore({ local: localStorage, session: sessionStorage });
