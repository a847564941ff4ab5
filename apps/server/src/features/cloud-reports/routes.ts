import { cloudReportEndpoints } from '@b2b-portal/api';
import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema';
import type { Principal } from '../../http/context';
import { Problems } from '../../http/problem';
import type { RouteRegistrar } from '../../http/registrar';
import { publicOrigin } from '../punch-in/answers';
import { embedLinkInvalid, signEmbedToken, verifyEmbedToken } from './embed';
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
    const [company] = await services.db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, link.c));
    if (!company) throw embedLinkInvalid();
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
