import { locationEndpoints } from '@b2b-portal/api';
import { asc } from 'drizzle-orm';
import { offices } from '../../db/schema';
import type { RouteRegistrar } from '../../http/registrar';

/**
 * The reseller's offices for the public /locations page (issue 18): headquarters first, then the sales offices,
 * then the integration and staging centers (`sort`), by name within each. A handful of rows, read as they are.
 */
export function locationRoutes(route: RouteRegistrar): void {
  route(locationEndpoints.listOffices, async ({ services }) => {
    const rows = await services.db.select().from(offices).orderBy(asc(offices.sort), asc(offices.name));
    return rows.map(({ sort: _sort, ...office }) => office);
  });
}
