import { createHash } from 'node:crypto';
import { shellEndpoints } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { CART_PUNCH_OUT_TYPE } from '@b2b-portal/flows/rules';
import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { companies, enumerationValues, news, punchoutRequests } from '../../db/schema';
import type { Principal, Services } from '../../http/context';
import { ProblemError, Problems } from '../../http/problem';
import type { RouteRegistrar } from '../../http/registrar';
import { openVendorCredentials } from '../account/vendor-credentials';
import { businessUnitHierarchy, businessUnitSetting, lowestBusinessUnitType } from '../business-units/read';
import { RECEIVE_PUNCHOUT_PATH } from '../punch-in/raw-routes';
import { newBuyerCookie, punchOutSetupRequest } from './punchout';

const noCompany = () => Problems.notFound('NoCompany', formatMessage('Global.NoCompany'));
const noLabel = () => new ProblemError(404, 'NoLabelFound', formatMessage('BusinessUnit.NoLabelFound'));

function companyOf(principal: Principal): string {
  if (!principal.companyId) throw noCompany();
  return principal.companyId;
}

async function loadCompany(services: Services, companyId: string) {
  const [company] = await services.db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!company) throw noCompany();
  return company;
}

/** Storefront configuration, business units, analytics dimensions, enumerations, news, punch-out, health. */
export function shellRoutes(route: RouteRegistrar): void {
  route(shellEndpoints.health, async ({ services }) => ({
    status: 'ok' as const,
    version: services.env.APP_VERSION,
    database: services.databaseKind,
  }));

  route(shellEndpoints.storefrontConfiguration, async ({ services, user }) => {
    const company = await loadCompany(services, companyOf(user()));
    return {
      companyID: company.id,
      companyName: company.name,
      features: company.features,
      ...company.storefrontSettings,
    };
  });

  route(shellEndpoints.analyticsDimensions, async ({ user }) => {
    const dimensions = user().companyAnalytics;
    if (!dimensions) throw noCompany();
    return dimensions;
  });

  route(shellEndpoints.lowestBusinessUnitType, async ({ services, user }) => {
    const companyId = user().companyId;
    return companyId ? lowestBusinessUnitType(services.db, companyId) : null;
  });

  route(shellEndpoints.businessUnitHierarchy, async ({ services, user }) => {
    const companyId = user().companyId;
    const hierarchy = companyId ? await businessUnitHierarchy(services.db, companyId) : null;
    if (!hierarchy) throw noLabel();
    return hierarchy;
  });

  // A company without a business unit setting has no label: answered as an empty label, not an error, because
  // the shell loads it at start for every user (the hierarchy call answers NoLabelFound instead).
  route(shellEndpoints.businessUnitLabel, async ({ services, user }) => {
    const companyId = user().companyId;
    const setting = companyId ? await businessUnitSetting(services.db, companyId) : null;
    return { label: setting?.active ? setting.label : '' };
  });

  route(shellEndpoints.enumerations, async ({ services, query }) => {
    const rows = await services.db
      .select({ value: enumerationValues.value, name: enumerationValues.name })
      .from(enumerationValues)
      .where(sql`lower(${enumerationValues.typeName}) = lower(${query.typeName})`)
      .orderBy(asc(enumerationValues.sort));
    if (rows.length === 0) {
      throw Problems.notFound(
        'UnknownEnumeration',
        formatMessage('Global.UnknownEnumeration', { typeName: query.typeName }),
      );
    }
    return rows;
  });

  route(shellEndpoints.news, async ({ services, query, user }) => {
    // Storefront users read published news only; drafts belong to the administration side.
    if (query.newsStatus !== 1) {
      throw Problems.validation([
        { path: 'newsStatus', message: 'Only published news (newsStatus 1) can be listed.' },
      ]);
    }
    const companyId = user().companyId;
    const rows = await services.db
      .select({ id: news.id, subject: news.subject, publishedAt: news.publishedAt })
      .from(news)
      .where(
        and(
          eq(news.status, 1),
          companyId ? or(isNull(news.companyId), eq(news.companyId, companyId)) : isNull(news.companyId),
        ),
      )
      .orderBy(desc(news.publishedAt));
    return rows.map((row) => ({
      id: row.id,
      subject: row.subject,
      publishedDate: (row.publishedAt ?? new Date(0)).toISOString(),
    }));
  });

  route(shellEndpoints.punchOutInit, async ({ services, query, user, c }) => {
    const principal = user();
    const profile = principal.companyId
      ? await openVendorCredentials(services.db, services.env.VENDOR_CREDENTIALS_KEY, principal.companyId)
      : undefined;
    if (!profile) throw Problems.notFound('NoPunchOutProfile', formatMessage('PunchOut.NoProfile'));

    const origin = services.env.PUBLIC_URL?.replace(/\/+$/, '') ?? new URL(c.req.url).origin;
    const returnUrl = sameOriginPath(query.returnUrl, origin);
    if (returnUrl === null) {
      throw Problems.validation([
        { path: 'returnUrl', message: 'The return URL must be a page of this portal.' },
      ]);
    }
    const hook = new URL(RECEIVE_PUNCHOUT_PATH, origin);
    if (query.id) hook.searchParams.set('id', query.id);
    hook.searchParams.set('returnUrl', returnUrl);
    // The cart punch-out receipt the supplier tool posts back to (000 §7), with type 4 (see punch-in/receive.ts).
    hook.searchParams.set('type', String(CART_PUNCH_OUT_TYPE));

    const cookie = newBuyerCookie();
    await services.db.insert(punchoutRequests).values({
      userId: principal.userId,
      loginId: principal.loginId,
      cookieHash: createHash('sha256').update(cookie).digest('base64url'),
      cartId: query.id ?? null,
      returnUrl,
      module: query.module ?? null,
    });
    const action = services.env.SUPPLIER_CONFIG_TOOL_URL;
    return {
      type: 'form',
      data: {
        action,
        duns: profile.duns,
        userName: profile.username,
        password: profile.password,
        hookUrl: hook.toString(),
        cookie,
        cXMLRequest: punchOutSetupRequest({
          duns: profile.duns,
          userName: profile.username,
          password: profile.password,
          cookie,
          hookUrl: hook.toString(),
          supplierUrl: new URL(action, origin).toString(),
          userEmail: principal.email,
          userAgent: `B2B Portal ${services.env.APP_VERSION}`,
        }),
      },
    };
  });
}

/**
 * The return URL as a path of this portal ('/' when absent), or null when it points elsewhere: the cart comes
 * back to our own page only, never to a URL a third party chose.
 */
function sameOriginPath(returnUrl: string | undefined, origin: string): string | null {
  if (!returnUrl) return '/';
  try {
    const url = new URL(returnUrl, origin);
    if (url.origin !== origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
