import { CLOUD_REPORT_PERMISSION, cloudReportEndpoints } from '@b2b-portal/api';
import { hasPermission } from '@b2b-portal/flows/rules';
import { eq } from 'drizzle-orm';
import { effectivePermissions, USER_ENABLED } from '../../auth/principal';
import { companies, users } from '../../db/schema';
import type { Principal } from '../../http/context';
import { Problems } from '../../http/problem';
import type { RouteRegistrar } from '../../http/registrar';
import { publicOrigin } from '../punch-in/answers';
import { embedLinkInvalid, embedLinkRevoked, signEmbedToken, verifyEmbedToken } from './embed';
import { edpReport, monthRangeRefused, prismReport } from './store';

const companyOf = (principal: Principal): string => {
  if (!principal.companyId) throw Problems.forbidden();
  return principal.companyId;
};

/** The cloud savings report, the EDP tracker and the embedded report page's data (issue 20). */
export function cloudReportRoutes(route: RouteRegistrar): void {
  route(cloudReportEndpoints.getPrismReports, async ({ query, services, user }) =>
    prismReport(services.db, companyOf(user()), query, new Date()),
  );

  route(cloudReportEndpoints.getEDPReports, async ({ services, user }) =>
    edpReport(services.db, companyOf(user()), new Date()),
  );

  route(cloudReportEndpoints.getPowerBIReportEmbedURL, async ({ query, services, user, c }) => {
    const principal = user();
    const { report, ...filters } = query;
    if (filters.from && filters.to && filters.from > filters.to) throw monthRangeRefused();
    const { token, expiresAt } = signEmbedToken(
      services.tokens,
      { report, companyId: companyOf(principal), userId: principal.userId, filters },
      new Date(),
    );
    return {
      embedUrl: `${publicOrigin(c, services)}/#/embedded-report?token=${encodeURIComponent(token)}`,
      expiresAt: expiresAt.toISOString(),
    };
  });

  route(cloudReportEndpoints.getEmbeddedReport, async ({ query, services }) => {
    const now = new Date();
    const link = verifyEmbedToken(services.tokens, query.token, now);
    // The link shows the report only while its signer may still open it: enabled, in the same company, with
    // viewReports or assignUserToCompanyReports (a user disabled or a permission removed ends it at once).
    const [signer] = await services.db
      .select({ status: users.status, companyId: users.companyId, companyName: companies.name })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(eq(users.id, link.u));
    if (!signer || signer.companyId !== link.c) throw embedLinkInvalid();
    const permissions = await effectivePermissions(services.db, link.u);
    if (signer.status !== USER_ENABLED || !hasPermission(permissions, CLOUD_REPORT_PERMISSION))
      throw embedLinkRevoked();
    const company = { name: signer.companyName };
    const expiresAt = new Date(link.exp * 1000).toISOString();
    return link.r === 'prism'
      ? {
          report: 'prism' as const,
          companyName: company.name,
          expiresAt,
          prism: await prismReport(services.db, link.c, link.f, now),
        }
      : {
          report: 'edp' as const,
          companyName: company.name,
          expiresAt,
          edp: await edpReport(services.db, link.c, now),
        };
  });
}
