import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { DOMParser } from '@xmldom/xmldom';
import { asc, eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { SignedXml } from 'xml-crypto';
import { USER_ENABLED } from '../../auth/principal';
import type { Executor } from '../../db/client';
import { appSettings, companies, samlConfigurations, users } from '../../db/schema';
import type { AppEnv, Services } from '../../http/context';
import { publicOrigin } from '../punch-in/answers';
import { escapeXml } from '../shell/punchout';
import { SAML_ACS_PATH, serviceProviderEntityId } from './saml';

/**
 * The sandbox SAML identity provider (issue 18): the local stand-in for a company's IdP (Entra ID, Okta…) for
 * demos and tests on machines without one, on with SAML_IDP_SANDBOX=on (the demo's default; production refuses
 * it). It behaves as a real IdP does for the SP-initiated flow: it reads our HTTP-Redirect AuthnRequest, checks
 * it comes from our service provider and names our ACS, lets the person choose who signs in (a page that lists
 * the configured company's users: the sandbox's stand-in for the IdP's own sign-in), and posts a response whose
 * assertion is signed (RSA-SHA256, exclusive c14n) with its own key pair, back to the ACS with the RelayState.
 * A company is configured with it by an SSO URL `/sandbox/saml-idp/<configuration id>/sso` and the sandbox's
 * public key as its certificate (the seed does so for Contoso).
 */

export const SANDBOX_IDP_BASE = '/sandbox/saml-idp';
export const SANDBOX_IDP_KEYS_SETTING = 'saml.sandboxIdp';
/**
 * Beside the base, not under it: a one-part path under it beside `:tenant/sso` is a shape Hono's RegExpRouter
 * refuses, and one such path made the whole app fall back to its slower TrieRouter (issue 14).
 */
const POST_SCRIPT_PATH = `${SANDBOX_IDP_BASE}-post.js`;

export const sandboxIdpSsoPath = (configurationId: string) => `${SANDBOX_IDP_BASE}/${configurationId}/sso`;
export const sandboxIdpEntityId = (configurationId: string) =>
  `urn:b2b-portal:sandbox-idp:${configurationId}`;

export interface SandboxIdpKeys {
  /** PKCS#8 PEM. */
  privateKey: string;
  /** SPKI PEM: what a company configured with the sandbox holds as its IdP certificate. */
  publicKey: string;
}

export function generateSandboxIdpKeys(): SandboxIdpKeys {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { privateKey, publicKey };
}

/** The sandbox's key pair, made once (the seed makes it with the demo's configuration) and kept in app_settings. */
export async function sandboxIdpKeys(db: Executor): Promise<SandboxIdpKeys> {
  const read = async () => {
    const [row] = await db
      .select()
      .from(appSettings)
      .where(eq(appSettings.key, SANDBOX_IDP_KEYS_SETTING))
      .limit(1);
    return row?.value as SandboxIdpKeys | undefined;
  };
  const stored = await read();
  if (stored) return stored;
  await db
    .insert(appSettings)
    .values({ key: SANDBOX_IDP_KEYS_SETTING, value: generateSandboxIdpKeys() })
    .onConflictDoNothing();
  return (await read()) as SandboxIdpKeys;
}

const SAML_NS = 'urn:oasis:names:tc:SAML:2.0:assertion';
const SAMLP_NS = 'urn:oasis:names:tc:SAML:2.0:protocol';
const newId = () => `_${randomBytes(20).toString('hex')}`;
const x = escapeXml;

export interface ResponseContent {
  /** The IdP's entity id (Issuer). */
  issuer: string;
  /** The ACS URL (Destination, Recipient). */
  destination: string;
  /** The service provider's entity id (Audience). */
  audience: string;
  /** The AuthnRequest's ID. */
  inResponseTo: string;
  /** NameID (e-mail format) and the `email` attribute. */
  email: string;
  /** Now, unless a test says otherwise. */
  issuedAt?: Date;
  /** How long the assertion holds. @default 5 minutes */
  validForSeconds?: number;
}

/** A SAML Response with one assertion, unsigned. */
export function samlResponseXml(content: ResponseContent): string {
  const issuedAt = content.issuedAt ?? new Date();
  const until = new Date(issuedAt.getTime() + (content.validForSeconds ?? 300) * 1000).toISOString();
  const notBefore = new Date(issuedAt.getTime() - 30_000).toISOString();
  const instant = issuedAt.toISOString();
  return (
    `<samlp:Response xmlns:samlp="${SAMLP_NS}" xmlns:saml="${SAML_NS}" ID="${newId()}" Version="2.0" IssueInstant="${instant}" Destination="${x(content.destination)}" InResponseTo="${x(content.inResponseTo)}">` +
    `<saml:Issuer>${x(content.issuer)}</saml:Issuer>` +
    '<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>' +
    `<saml:Assertion xmlns:saml="${SAML_NS}" ID="${newId()}" Version="2.0" IssueInstant="${instant}">` +
    `<saml:Issuer>${x(content.issuer)}</saml:Issuer>` +
    '<saml:Subject>' +
    `<saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${x(content.email)}</saml:NameID>` +
    '<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer">' +
    `<saml:SubjectConfirmationData InResponseTo="${x(content.inResponseTo)}" NotOnOrAfter="${until}" Recipient="${x(content.destination)}"/>` +
    '</saml:SubjectConfirmation>' +
    '</saml:Subject>' +
    `<saml:Conditions NotBefore="${notBefore}" NotOnOrAfter="${until}">` +
    `<saml:AudienceRestriction><saml:Audience>${x(content.audience)}</saml:Audience></saml:AudienceRestriction>` +
    '</saml:Conditions>' +
    `<saml:AuthnStatement AuthnInstant="${instant}" SessionIndex="${newId()}">` +
    '<saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext>' +
    '</saml:AuthnStatement>' +
    `<saml:AttributeStatement><saml:Attribute Name="email"><saml:AttributeValue>${x(content.email)}</saml:AttributeValue></saml:Attribute></saml:AttributeStatement>` +
    '</saml:Assertion>' +
    '</samlp:Response>'
  );
}

/** The response with its assertion signed by `privateKey` (enveloped, RSA-SHA256, exclusive c14n), as IdPs do. */
export function signAssertion(responseXml: string, privateKey: string): string {
  const signature = new SignedXml({
    privateKey,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  });
  signature.addReference({
    xpath: "//*[local-name(.)='Assertion']",
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
    transforms: [
      'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
      'http://www.w3.org/2001/10/xml-exc-c14n#',
    ],
  });
  signature.computeSignature(responseXml, {
    prefix: 'ds',
    location: { reference: "//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']", action: 'after' },
  });
  return signature.getSignedXml();
}

/** A response that signs no one in: the person cancelled at the IdP (status Responder / AuthnFailed). */
export function failedResponseXml(
  content: Pick<ResponseContent, 'issuer' | 'destination' | 'inResponseTo'>,
): string {
  return (
    `<samlp:Response xmlns:samlp="${SAMLP_NS}" xmlns:saml="${SAML_NS}" ID="${newId()}" Version="2.0" IssueInstant="${new Date().toISOString()}" Destination="${x(content.destination)}" InResponseTo="${x(content.inResponseTo)}">` +
    `<saml:Issuer>${x(content.issuer)}</saml:Issuer>` +
    '<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Responder">' +
    '<samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:AuthnFailed"/></samlp:StatusCode>' +
    '<samlp:StatusMessage>The sign-in was cancelled.</samlp:StatusMessage></samlp:Status>' +
    '</samlp:Response>'
  );
}

export interface AuthnRequestRead {
  id: string;
  issuer: string;
  acsUrl: string;
}

/** Reads an HTTP-Redirect AuthnRequest (base64 of raw DEFLATE); null when it is not one. */
export function readAuthnRequest(samlRequest: string): AuthnRequestRead | null {
  try {
    if (samlRequest.length > 16 * 1024) return null;
    const xml = inflateRawSync(Buffer.from(samlRequest, 'base64'), { maxOutputLength: 64 * 1024 }).toString(
      'utf8',
    );
    const document = new DOMParser({
      errorHandler: { warning: () => {}, error: () => {}, fatalError: () => {} },
    }).parseFromString(xml, 'text/xml');
    const root = document.documentElement;
    if (root?.localName !== 'AuthnRequest' || root.namespaceURI !== SAMLP_NS) return null;
    const issuer = root.getElementsByTagNameNS(SAML_NS, 'Issuer')[0]?.textContent?.trim() ?? '';
    const id = root.getAttribute('ID') ?? '';
    const acsUrl = root.getAttribute('AssertionConsumerServiceURL') ?? '';
    return id && issuer && acsUrl ? { id, issuer, acsUrl } : null;
  } catch {
    return null;
  }
}

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${x(title)}</title></head>
<body><main>
<h1>${x(title)}</h1>
${body}
</main></body></html>`;

const TITLE = 'Sandbox identity provider';

export function sandboxIdpRoutes(app: Hono<AppEnv>, services: Services): void {
  const noStore = { 'Cache-Control': 'no-store' };

  /** The configuration this sandbox tenant stands for, and the request it was sent, both checked. */
  async function tenant(c: Context<AppEnv>, samlRequest: unknown) {
    const configurationId = c.req.param('tenant') ?? '';
    const origin = publicOrigin(c, services);
    const [row] = /^[0-9a-f-]{36}$/i.test(configurationId)
      ? await services.db
          .select({ configuration: samlConfigurations, companyName: companies.name })
          .from(samlConfigurations)
          .innerJoin(companies, eq(companies.id, samlConfigurations.companyId))
          .where(eq(samlConfigurations.id, configurationId))
          .limit(1)
      : [];
    if (!row || row.configuration.ssoUrl !== sandboxIdpSsoPath(configurationId)) {
      return { ok: false, refused: 'No company is configured with this sandbox identity provider.' } as const;
    }
    const request = typeof samlRequest === 'string' ? readAuthnRequest(samlRequest) : null;
    // As a real IdP, it answers only the service provider it knows, at the ACS registered for it.
    if (
      !request ||
      request.issuer !== serviceProviderEntityId(services, origin) ||
      request.acsUrl !== `${origin}${SAML_ACS_PATH}`
    ) {
      return { ok: false, refused: 'The sign-in request is missing or not from the portal.' } as const;
    }
    return { ok: true, configuration: row.configuration, companyName: row.companyName, request } as const;
  }

  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${x(value)}">`;

  app.get(`${SANDBOX_IDP_BASE}/:tenant/sso`, async (c) => {
    const samlRequest = c.req.query('SAMLRequest');
    const relayState = c.req.query('RelayState') ?? '';
    const found = await tenant(c, samlRequest);
    if (!found.ok) return c.html(page(TITLE, `<p>${x(found.refused)}</p>`), 400, noStore);
    const people = await services.db
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        status: users.status,
      })
      .from(users)
      .where(eq(users.companyId, found.configuration.companyId))
      .orderBy(asc(users.email));
    const fields = hidden('SAMLRequest', samlRequest as string) + hidden('RelayState', relayState);
    const choices = people
      .map(
        (person) =>
          `<li><button type="submit" name="user" value="${x(person.id)}">${x(`${person.firstName} ${person.lastName}`)} (${x(person.email)})${person.status === USER_ENABLED ? '' : ' — disabled in the portal'}</button></li>`,
      )
      .join('\n');
    return c.html(
      page(
        TITLE,
        `<p>Stands in for ${x(found.companyName)}'s own identity provider. Sign in as:</p>
<form method="post">${fields}
<ul>${choices}</ul>
<p><button type="submit" name="cancel" value="1">Cancel the sign-in</button></p>
</form>`,
      ),
      200,
      noStore,
    );
  });

  app.post(`${SANDBOX_IDP_BASE}/:tenant/sso`, async (c) => {
    const form = await c.req.parseBody();
    const found = await tenant(c, form.SAMLRequest);
    if (!found.ok) return c.html(page(TITLE, `<p>${x(found.refused)}</p>`), 400, noStore);
    const relayState = typeof form.RelayState === 'string' ? form.RelayState : '';
    const origin = publicOrigin(c, services);
    const base = {
      issuer: found.configuration.idpEntityId,
      destination: found.request.acsUrl,
      inResponseTo: found.request.id,
    };
    let xml: string;
    if (form.cancel) {
      xml = failedResponseXml(base);
    } else {
      const userId = typeof form.user === 'string' ? form.user : '';
      const [person] = /^[0-9a-f-]{36}$/i.test(userId)
        ? await services.db
            .select({ email: users.email, companyId: users.companyId })
            .from(users)
            .where(eq(users.id, userId))
            .limit(1)
        : [];
      if (!person || person.companyId !== found.configuration.companyId) {
        return c.html(page(TITLE, '<p>Choose one of the listed users.</p>'), 400, noStore);
      }
      const { privateKey } = await sandboxIdpKeys(services.db);
      xml = signAssertion(
        samlResponseXml({
          ...base,
          audience: serviceProviderEntityId(services, origin),
          email: person.email,
        }),
        privateKey,
      );
    }
    return c.html(
      page(
        TITLE,
        `<form id="saml-post" method="post" action="${x(found.request.acsUrl)}">
${hidden('SAMLResponse', Buffer.from(xml).toString('base64'))}${hidden('RelayState', relayState)}
<p><button type="submit">Continue to the portal</button></p>
</form>
<script src="${POST_SCRIPT_PATH}"></script>`,
      ),
      200,
      noStore,
    );
  });

  // The page's only script (the pages' policy allows scripts of our origin only): posts the response at once.
  app.get(POST_SCRIPT_PATH, (c) =>
    c.body("document.getElementById('saml-post').submit();\n", 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-store',
    }),
  );
}
