import { createPublicKey, X509Certificate } from 'node:crypto';
import type { SamlConfigurationAnswer, SamlConfigurationInput } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { samlConfigurations, samlEmailDomains, userAudit } from '../../db/schema';
import type { Principal, Services } from '../../http/context';
import { ProblemError, Problems } from '../../http/problem';
import { SAML_METADATA_PATH } from './saml';

/**
 * The company administrator's Single Sign-On page (issue 18): their company's SAML configuration, read and set
 * by who holds `users` (the permission that administers the company's users and its approval chains). Always the
 * caller's company: no call names a company, so another company's configuration is neither read nor changed. The
 * e-mail domains are only shown: a domain routes its addresses' sign-ins, and a company claiming another's
 * domain would take over its sign-ins, so domains stay the reseller's to set (rows of `saml_email_domains`).
 */

type Row = typeof samlConfigurations.$inferSelect;
type Fields = Required<SamlConfigurationInput>;

const fieldNames = ['idpEntityId', 'ssoUrl', 'idpCertificate', 'enabled', 'passwordSignInAllowed'] as const;

function companyOf(principal: Principal): string {
  if (!principal.companyId) throw Problems.forbidden();
  return principal.companyId;
}

async function rowOf(db: Executor, companyId: string): Promise<Row | null> {
  const [row] = await db
    .select()
    .from(samlConfigurations)
    .where(eq(samlConfigurations.companyId, companyId))
    .limit(1);
  return row ?? null;
}

async function answerFor(db: Executor, row: Row | null, origin: string): Promise<SamlConfigurationAnswer> {
  const domains = row
    ? await db
        .select({ domain: samlEmailDomains.domain })
        .from(samlEmailDomains)
        .where(eq(samlEmailDomains.configurationId, row.id))
        .orderBy(asc(samlEmailDomains.domain))
    : [];
  return {
    configuration: row
      ? {
          idpEntityId: row.idpEntityId,
          ssoUrl: row.ssoUrl,
          idpCertificate: row.idpCertificate,
          enabled: row.enabled,
          passwordSignInAllowed: row.passwordSignInAllowed,
        }
      : null,
    emailDomains: domains.map((entry) => entry.domain),
    metadataUrl: `${origin}${SAML_METADATA_PATH}`,
  };
}

export async function getSamlConfiguration(
  services: Services,
  principal: Principal,
  origin: string,
): Promise<SamlConfigurationAnswer> {
  return answerFor(services.db, await rowOf(services.db, companyOf(principal)), origin);
}

/** An https URL, an http one on localhost, or a path of this portal (the sandbox IdP's); else the message. */
function ssoUrlProblem(url: string): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'https:') return null;
    if (parsed.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname))
      return null;
  } catch {
    // not a URL
  }
  return formatMessage('SsoAdmin.SsoUrlInvalid');
}

const PEM = /^-----BEGIN (CERTIFICATE|PUBLIC KEY)-----\r?\n[A-Za-z0-9+/=\r\n]+-----END \1-----$/;

/**
 * A PEM certificate within its validity, or a PEM public key (the form node-saml takes as `idpCert`, and the
 * sandbox IdP's); else the message.
 */
function certificateProblem(pem: string, now = new Date()): string | null {
  if (!PEM.test(pem)) return formatMessage('SsoAdmin.CertificateInvalid');
  try {
    if (pem.startsWith('-----BEGIN CERTIFICATE-----')) {
      const certificate = new X509Certificate(pem);
      const validTo = new Date(certificate.validTo);
      if (validTo.getTime() < now.getTime()) {
        return formatMessage('SsoAdmin.CertificateExpired', { date: validTo.toISOString().slice(0, 10) });
      }
    } else {
      createPublicKey(pem);
    }
    return null;
  } catch {
    return formatMessage('SsoAdmin.CertificateInvalid');
  }
}

/**
 * Creates or changes the caller's company's configuration (checked by the server: 422 SamlConfigurationInvalid
 * with each field's message), and records which fields changed in the administrator's own user history
 * (`user_audit`, action samlConfigurationChanged), in the same transaction.
 */
export async function saveSamlConfiguration(
  services: Services,
  principal: Principal,
  body: Fields,
  origin: string,
): Promise<SamlConfigurationAnswer> {
  const companyId = companyOf(principal);
  const input = { ...body, idpCertificate: body.idpCertificate.replace(/\r\n/g, '\n').trim() };
  const errors = [
    ['ssoUrl', ssoUrlProblem(input.ssoUrl)],
    ['idpCertificate', certificateProblem(input.idpCertificate)],
    [
      'passwordSignInAllowed',
      !input.enabled && !input.passwordSignInAllowed ? formatMessage('SsoAdmin.PasswordNeedsSso') : null,
    ],
  ]
    .filter((entry): entry is [string, string] => entry[1] !== null)
    .map(([path, message]) => ({ path, message }));
  if (errors.length > 0) {
    throw new ProblemError(422, 'SamlConfigurationInvalid', formatMessage('SsoAdmin.Invalid'), errors);
  }
  return services.db.transaction(async (tx) => {
    const before = await rowOf(tx, companyId);
    const changed = before ? fieldNames.filter((name) => before[name] !== input[name]) : [...fieldNames];
    const values = {
      idpEntityId: input.idpEntityId,
      ssoUrl: input.ssoUrl,
      idpCertificate: input.idpCertificate,
      enabled: input.enabled,
      passwordSignInAllowed: input.passwordSignInAllowed,
    };
    const [row] = before
      ? await tx
          .update(samlConfigurations)
          .set(values)
          .where(eq(samlConfigurations.id, before.id))
          .returning()
      : await tx
          .insert(samlConfigurations)
          .values({ companyId, ...values })
          .returning();
    if (changed.length > 0) {
      await tx.insert(userAudit).values({
        companyId,
        userId: principal.userId,
        actorUserId: principal.userId,
        actorName: `${principal.firstName} ${principal.lastName}`.trim(),
        action: 'samlConfigurationChanged',
        detail: { fields: [...changed] },
        at: sql`clock_timestamp()`,
      });
    }
    return answerFor(tx, row ?? null, origin);
  });
}

/**
 * Whether the company's users may sign in with a password: false only while its single sign-on is enabled with
 * the password sign-in turned off.
 */
export async function passwordSignInAllowed(db: Executor, companyId: string | null): Promise<boolean> {
  if (!companyId) return true;
  const row = await rowOf(db, companyId);
  return !row?.enabled || row.passwordSignInAllowed;
}
