import { searchEndpoints } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { maySearchDocumentType } from '@b2b-portal/flows/rules';
import { ProblemError } from '../../http/problem';
import type { RouteRegistrar } from '../../http/registrar';
import { searchSource, searchSources } from './sources';

/** Advanced search (001 §7 document/Search; issue 17): one document type, the caller's documents only. */
export function searchRoutes(route: RouteRegistrar): void {
  route(searchEndpoints.searchDocuments, async ({ query, services, user }) => {
    const principal = user();
    const source = searchSources[query.documentType];
    // A type the caller may not search (001 §6), or one with no source.
    if (!source || !maySearchDocumentType(principal.permissions, query.documentType)) {
      throw new ProblemError(403, 'SearchTypeNotAllowed', formatMessage('AdvancedSearch.TypeNotAllowed'));
    }
    const { start, size } = query;
    const { total, totalCapped, data } = await searchSource(
      services.db,
      principal,
      query.documentType,
      source,
      query.keyword,
      {
        start,
        size,
      },
    );
    return { start, size, totalRecords: total, totalCapped, records: data.length, sortBy: 0, data };
  });
}
