import type {
  BugDetail,
  BugPage,
  BugSearchQuery,
  RmaDetail,
  RmaPage,
  RmaSearchQuery,
  SupportCaseDetail,
  SupportCasePage,
  SupportCaseSearchQuery,
} from '@b2b-portal/api';
import type { output } from 'zod/v4/core';

/** The searches as the server's routes parsed them (defaults filled in). */
export type BugSearch = output<typeof BugSearchQuery>;
export type RmaSearch = output<typeof RmaSearchQuery>;
export type SupportCaseSearch = output<typeof SupportCaseSearchQuery>;

/** An access at the manufacturer: the bearer token and when it stops working (epoch ms). */
export interface VendorAccess {
  accessToken: string;
  expiresAt: number;
  /** A new refresh token when the manufacturer rotated it. */
  refreshToken?: string | undefined;
}

/**
 * The manufacturer's support APIs as the portal needs them (issue 20): the OAuth 2 authorization-code client and
 * the bug, return and case look-ups. One implementation speaks HTTP (http-adapter.ts); VENDOR_SUPPORT_MODE picks
 * whether it reaches the manufacturer or the sandbox manufacturer our server serves (sandbox-server.ts).
 */
export interface VendorSupport {
  readonly clientId: string;
  /** The authorization page to open in the popup for `state` and `redirectUri`. */
  authorizationUrl(redirectUri: string, state: string): string;
  /** Trades the code for tokens; throws VendorAuthRefusedError when the manufacturer refuses it. */
  exchangeCode(code: string, redirectUri: string): Promise<VendorAccess & { refreshToken: string }>;
  /** A fresh access for a stored refresh token; throws VendorNotConnectedError when it is refused. */
  refresh(refreshToken: string): Promise<VendorAccess>;
  searchBugs(accessToken: string, query: BugSearch): Promise<BugPage>;
  getBug(accessToken: string, id: string): Promise<BugDetail | null>;
  searchRmas(accessToken: string, query: RmaSearch): Promise<RmaPage>;
  getRma(accessToken: string, rmaNumber: string): Promise<RmaDetail | null>;
  searchCases(accessToken: string, query: SupportCaseSearch): Promise<SupportCasePage>;
  getCase(accessToken: string, caseNumber: string): Promise<SupportCaseDetail | null>;
}

/** The manufacturer refused a code (expired, used, another redirect URI). */
export class VendorAuthRefusedError extends Error {
  override name = 'VendorAuthRefusedError';
}
/** The manufacturer refused the stored authorization (refresh token or access token). */
export class VendorNotConnectedError extends Error {
  override name = 'VendorNotConnectedError';
}
/** The manufacturer did not answer, or answered what the adapter cannot read. */
export class VendorUnavailableError extends Error {
  override name = 'VendorUnavailableError';
}
