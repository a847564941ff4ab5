import type { ParsedRouteQuery, RouteDefinition } from '@b2b-portal/flows/rules';

/** What every page receives: its route and its typed query inputs (000 §2.1). */
export interface PageProps {
  route: RouteDefinition;
  query: ParsedRouteQuery;
}
