import { createHash, randomBytes } from 'node:crypto';
import type {
  HasSamlConfigurationAnswer,
  HasSamlConfigurationQuery,
  SsoLoginAnswer,
  SsoLoginQuery,
  SsoRefusal,
} from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import {
  type CacheProvider,
  generateServiceProviderMetadata,
  type Profile,
  SAML,
  SamlStatusError,
  ValidateInResponseTo,
} from '@node-saml/node-saml';
import { and, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { USER_ENABLED } from '../../auth/principal';
import type { Executor } from '../../db/client';
import { logins, samlConfigurations, samlEmailDomains, samlRequests, users } from '../../db/schema';
import type { Services } from '../../http/context';
import { ProblemError } from '../../http/problem';
import { createHandoffCode } from '../session/handoff';

/**
 * Company single sign-on (issue 18) as a SAML 2.0 service provider: SP-initiated, the AuthnRequest by the
 * HTTP-Redirect binding, the IdP's signed response by HTTP-POST to our assertion consumer service (ACS). The
 * SAML work (the request, the signature, the conditions, the audience, InResponseTo) is @node-saml/node-saml's;
 * this module keeps the requests under way in the database (so every instance knows them and a response is
 * taken once), maps the signed-in e-mail to a user of the configured company and ends, like any sign-in, in a
 * one-time hand-off code for the portal's /redirect page.
 */

export const SAML_ACS_PATH = '/api/v1.0/saml/acs';
export const SAML_METADATA_PATH = '/api/v1.0/saml/metadata';

/** How long a started sign-in may take at the IdP before its response is refused. */
export const SAML_REQUEST_TTL_SECONDS = 600;

/** Sign-ins one company may have under way at once: an anonymous caller cannot fill the table. */
export const MAX_PENDING_REQUESTS_PER_COMPANY = 500;

/** Clock difference tolerated between the IdP and us. */
const CLOCK_SKEW_MS = 60_000;

const EMAIL_NAME_ID = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

const domainOf = (email: string) =>
  email
    .slice(email.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();

type Configuration = typeof samlConfigurations.$inferSelect;

/** The enabled configuration of an e-mail's domain or of a company, or null. */
export async function findConfiguration(
  db: Executor,
  by: { email?: string | undefined; companyId?: string | undefined },
): Promise<Configuration | null> {
  if (by.email !== undefined) {
    const [row] = await db
      .select({ configuration: samlConfigurations })
      .from(samlEmailDomains)
      .innerJoin(samlConfigurations, eq(samlConfigurations.id, samlEmailDomains.configurationId))
      .where(and(eq(samlEmailDomains.domain, domainOf(by.email)), eq(samlConfigurations.enabled, true)))
      .limit(1);
    return row?.configuration ?? null;
  }
  if (by.companyId !== undefined) {
    const [row] = await db
      .select()
      .from(samlConfigurations)
      .where(and(eq(samlConfigurations.companyId, by.companyId), eq(samlConfigurations.enabled, true)))
      .limit(1);
    return row ?? null;
  }
  return null;
}

/** `hasSamlConfiguration`: true or false, decided by the domain alone (a known and an unknown user alike). */
export async function hasSamlConfiguration(
  services: Services,
  query: HasSamlConfigurationQuery,
): Promise<HasSamlConfigurationAnswer> {
  return { hasSamlConfiguration: (await findConfiguration(services.db, query)) !== null };
}

/** Our entity id as a service provider: the audience the IdP must address its assertions to. */
export function serviceProviderEntityId(services: Services, origin: string): string {
  return services.env.SAML_SP_ENTITY_ID ?? `${origin}${SAML_METADATA_PATH}`;
}

/** A configured URL as the browser goes to it: a path (the sandbox IdP's) is on our own origin. */
const absolute = (url: string, origin: string) => (url.startsWith('/') ? `${origin}${url}` : url);

function serviceProvider(
  services: Services,
  origin: string,
  configuration: Configuration,
  cacheProvider: CacheProvider,
): SAML {
  const entityId = serviceProviderEntityId(services, origin);
  return new SAML({
    callbackUrl: `${origin}${SAML_ACS_PATH}`,
    entryPoint: absolute(configuration.ssoUrl, origin),
    issuer: entityId,
    audience: entityId,
    idpCert: configuration.idpCertificate,
    // The assertion must be signed by the configured key; a signed response around it is welcome, not needed.
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    // Only answers to a request we made (no IdP-initiated, unsolicited responses).
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: SAML_REQUEST_TTL_SECONDS * 1000,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    identifierFormat: EMAIL_NAME_ID,
    disableRequestedAuthnContext: true,
    cacheProvider,
  });
}

/** The service provider's metadata (entity id, ACS), for the IdP's administrator. */
export function serviceProviderMetadata(services: Services, origin: string): string {
  return generateServiceProviderMetadata({
    issuer: serviceProviderEntityId(services, origin),
    callbackUrl: `${origin}${SAML_ACS_PATH}`,
    identifierFormat: EMAIL_NAME_ID,
    wantAssertionsSigned: true,
  });
}

async function deleteExpiredRequests(db: Executor, now: Date): Promise<void> {
  await db.delete(samlRequests).where(lt(samlRequests.expiresAt, now));
}

/**
 * `GET v1.0/saml/login`: a new AuthnRequest for the company's IdP. Its ID (the response's InResponseTo) is
 * stored with the RelayState's hash, the company and the page to land on; the answer is the IdP's URL.
 */
export async function startSsoLogin(
  services: Services,
  origin: string,
  query: SsoLoginQuery,
): Promise<SsoLoginAnswer> {
  const { db } = services;
  const configuration = await findConfiguration(db, { email: query.email, companyId: query.companyId });
  if (!configuration) {
    throw new ProblemError(404, 'SsoNotConfigured', formatMessage('Sso.NotConfigured'));
  }
  const now = new Date();
  await deleteExpiredRequests(db, now);
  const [pending] = await db
    .select({ n: count() })
    .from(samlRequests)
    .where(
      and(
        eq(samlRequests.configurationId, configuration.id),
        isNull(samlRequests.usedAt),
        gt(samlRequests.expiresAt, now),
      ),
    );
  if ((pending?.n ?? 0) >= MAX_PENDING_REQUESTS_PER_COMPANY) {
    throw new ProblemError(429, 'TooManyRequests', formatMessage('Http.TooManyRequests'), undefined, {
      'Retry-After': '60',
    });
  }

  const relayState = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SAML_REQUEST_TTL_SECONDS * 1000);
  const recordRequest: CacheProvider = {
    async saveAsync(requestId, value) {
      await db.insert(samlRequests).values({
        id: requestId,
        relayHash: sha256(relayState),
        configurationId: configuration.id,
        url: query.url ?? null,
        expiresAt,
      });
      return { value, createdAt: now.getTime() };
    },
    getAsync: async () => null,
    removeAsync: async () => null,
  };
  const redirectUrl = await serviceProvider(
    services,
    origin,
    configuration,
    recordRequest,
  ).getAuthorizeUrlAsync(relayState, undefined, {});
  return { redirectUrl };
}

/** Where the browser goes after the ACS: the hand-off of a sign-in, or the login page with the reason. */
export type AcsOutcome =
  | { kind: 'signedIn'; location: string }
  | { kind: 'refused'; refusal: SsoRefusal; location: string };

class Refusal extends Error {
  constructor(readonly refusal: SsoRefusal) {
    super(refusal);
  }
}

/** node-saml's reasons, in the words of the login page. */
function refusalOf(error: unknown): SsoRefusal {
  if (error instanceof SamlStatusError) return 'SsoIdpRefused';
  const message = error instanceof Error ? error.message : '';
  if (/InResponseTo/i.test(message)) return 'SsoReplayed';
  if (/signature/i.test(message)) return 'SsoSignatureInvalid';
  if (/audience/i.test(message)) return 'SsoAudienceMismatch';
  if (/expired|not yet valid|too old|subject confirmation/i.test(message)) return 'SsoAssertionExpired';
  return 'SsoResponseInvalid';
}

const loginPage = (refusal: SsoRefusal, url: string | null | undefined) =>
  `/#/login?sso=${refusal}${url ? `&redirectUrl=${encodeURIComponent(url)}` : ''}`;

/** The largest SAMLResponse taken (base64); IdP responses are a few KB. */
const MAX_RESPONSE_LENGTH = 256 * 1024;

/**
 * The ACS: the IdP's response, posted by the browser with the RelayState we gave. Valid (signed by the
 * company's IdP, for us, in time, answering our request, not seen before) and naming an enabled user of that
 * company, it signs that user in and answers the portal's /redirect with a one-time code; anything else answers
 * the login page with the reason, never an error page.
 */
export async function consumeSamlResponse(
  services: Services,
  origin: string,
  form: { SAMLResponse?: unknown; RelayState?: unknown },
): Promise<AcsOutcome> {
  const { db } = services;
  let url: string | null = null;
  try {
    const { SAMLResponse, RelayState } = form;
    if (
      typeof SAMLResponse !== 'string' ||
      typeof RelayState !== 'string' ||
      SAMLResponse.length === 0 ||
      SAMLResponse.length > MAX_RESPONSE_LENGTH ||
      RelayState.length > 256
    ) {
      throw new Refusal('SsoResponseInvalid');
    }
    const now = new Date();
    const [request] = await db
      .select()
      .from(samlRequests)
      .where(eq(samlRequests.relayHash, sha256(RelayState)))
      .limit(1);
    // Unknown (never ours, or deleted once expired), spent or expired: the sign-in must start again.
    if (!request || request.usedAt || request.expiresAt.getTime() <= now.getTime()) {
      throw new Refusal('SsoReplayed');
    }
    url = request.url;
    const [configuration] = await db
      .select()
      .from(samlConfigurations)
      .where(and(eq(samlConfigurations.id, request.configurationId), eq(samlConfigurations.enabled, true)))
      .limit(1);
    if (!configuration) throw new Refusal('SsoResponseInvalid');

    const knownRequest: CacheProvider = {
      saveAsync: async () => null,
      getAsync: async (requestId) => (requestId === request.id ? request.createdAt.toISOString() : null),
      // The request is spent below, once the whole response holds.
      removeAsync: async () => null,
    };
    let profile: Profile | null;
    try {
      ({ profile } = await serviceProvider(
        services,
        origin,
        configuration,
        knownRequest,
      ).validatePostResponseAsync({
        SAMLResponse,
      }));
    } catch (error) {
      throw new Refusal(refusalOf(error));
    }
    if (!profile || profile.issuer !== configuration.idpEntityId) throw new Refusal('SsoResponseInvalid');

    // One response per request: of two posts of it, one conditional update wins.
    const spent = await db
      .update(samlRequests)
      .set({ usedAt: now })
      .where(and(eq(samlRequests.id, request.id), isNull(samlRequests.usedAt)))
      .returning({ id: samlRequests.id });
    if (spent.length === 0) throw new Refusal('SsoReplayed');

    const email = [profile.email, profile.mail, profile.nameID].find(
      (value): value is string => typeof value === 'string' && value.includes('@'),
    );
    if (!email) throw new Refusal('SsoUnknownUser');
    const matches = await db
      .select({ id: users.id, companyId: users.companyId, status: users.status })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email.trim()})`)
      .limit(10);
    const user = matches.find((candidate) => candidate.companyId === configuration.companyId);
    if (!user) throw new Refusal(matches.length > 0 ? 'SsoWrongCompany' : 'SsoUnknownUser');
    if (user.status !== USER_ENABLED) throw new Refusal('SsoAccountDisabled');

    // The sign-in at the IdP is a login of its own; the portal's /redirect exchanges its code for the session.
    const [login] = await db.insert(logins).values({ userId: user.id }).returning({ id: logins.id });
    if (!login) throw new Error('login row not created');
    const { code } = await createHandoffCode(
      services,
      { loginId: login.id, userId: user.id },
      url ?? undefined,
    );
    await deleteExpiredRequests(db, now);
    return {
      kind: 'signedIn',
      location: `/#/redirect?code=${code}${url ? `&url=${encodeURIComponent(url)}` : ''}`,
    };
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return { kind: 'refused', refusal: error.refusal, location: loginPage(error.refusal, url) };
  }
}
