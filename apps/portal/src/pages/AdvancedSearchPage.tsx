import type { DocumentSearchResult } from '@b2b-portal/api';
import type { CoreMessageKey } from '@b2b-portal/api/messages';
import {
  ADVANCED_SEARCH_DOCUMENT_TYPES,
  type AdvancedSearchDocumentType,
  advancedSearchDocumentTypes,
} from '@b2b-portal/flows/rules';
import {
  type DataTableColumn,
  EmptyState,
  formatDate,
  Link,
  type StatusKind,
  StatusPill,
} from '@b2b-portal/ui';
import { useMemo } from 'react';
import { hrefFor } from '../app/hashLocation';
import type { PageProps } from '../app/PageProps';
import { useSession } from '../app/session';
import {
  FilterSelect,
  keywordOf,
  ListEmpty,
  ListPage,
  ListResults,
  ListSearch,
  useDocumentList,
} from '../lists';
import { api } from '../services/api';
import { searchEndpoints } from '../services/endpoints';
import { t } from '../services/messages/search';

/** The menu's name of each type (the header search's words for them). */
const typeLabels: Record<AdvancedSearchDocumentType, CoreMessageKey> = {
  invoices: 'Menu.Invoices',
  orders: 'Menu.Orders',
  pricingRequests: 'Menu.PricingRequest',
  quotes: 'Menu.Quotes',
  requisitions: 'Menu.Requisitions',
};
const statusKinds: Record<AdvancedSearchDocumentType, StatusKind> = {
  invoices: 'invoice',
  orders: 'order',
  pricingRequests: 'pricingRequest',
  quotes: 'quote',
  requisitions: 'requisition',
};
const documentTypeOf = (type: AdvancedSearchDocumentType) =>
  ADVANCED_SEARCH_DOCUMENT_TYPES.find((entry) => entry.type === type)?.documentType ?? 0;

/** The type named in the URL (`documenttype=orders`, or its number 5), when the user may search it. */
function typeFromQuery(value: unknown, allowed: readonly AdvancedSearchDocumentType[]) {
  const text = String(value ?? '');
  const entry = ADVANCED_SEARCH_DOCUMENT_TYPES.find(
    (candidate) =>
      candidate.type.toLowerCase() === text.toLowerCase() || String(candidate.documentType) === text,
  );
  return entry && allowed.includes(entry.type) ? entry.type : undefined;
}

interface SearchCriteria {
  type: AdvancedSearchDocumentType;
  keyword: string;
}

function columnsFor(type: AdvancedSearchDocumentType): DataTableColumn<DocumentSearchResult>[] {
  return [
    {
      id: 'number',
      name: t('AdvancedSearch.Number'),
      isRowHeader: true,
      noWrap: true,
      render: (row) => <Link href={hrefFor(row.url.replace(/^\//, ''))}>{row.number}</Link>,
    },
    { id: 'title', name: t('AdvancedSearch.DocumentTitle'), width: '2fr', render: (row) => row.title },
    ...(type === 'orders'
      ? [{ id: 'po', name: t('AdvancedSearch.Po'), render: (row: DocumentSearchResult) => row.po }]
      : []),
    { id: 'date', name: t('AdvancedSearch.Date'), render: (row) => formatDate(row.date) },
    {
      id: 'status',
      name: t('AdvancedSearch.Status'),
      render: (row) => <StatusPill kind={statusKinds[type]} status={row.statusName} />,
    },
  ];
}

/**
 * /advanced-search (001 §2, §6, §7; issue 17): one document type the user may see (the select offers only those)
 * searched by keyword (required) through `document/Search`, each result linking to its document. The header
 * search lands here with `documenttype` and `keyword`, which start the search; a new header search while here
 * starts again from its own query.
 */
export default function AdvancedSearchPage({ route, query }: PageProps) {
  const { permissions } = useSession();
  const allowed = useMemo(() => advancedSearchDocumentTypes(permissions), [permissions]);
  const title = route.title || t('AdvancedSearch.Title');
  if (allowed.length === 0) {
    return (
      <ListPage title={title}>
        <EmptyState labels={{ title: t('AdvancedSearch.NoTypes') }} />
      </ListPage>
    );
  }
  const type = typeFromQuery(query.documenttype, allowed) ?? (allowed[0] as AdvancedSearchDocumentType);
  const keyword = String(query.keyword ?? '').trim();
  return (
    <ListPage title={title}>
      <DocumentSearch key={`${type} ${keyword}`} allowed={allowed} initial={{ type, keyword }} />
    </ListPage>
  );
}

function DocumentSearch({
  allowed,
  initial,
}: {
  allowed: readonly AdvancedSearchDocumentType[];
  initial: SearchCriteria;
}) {
  const list = useDocumentList<SearchCriteria, DocumentSearchResult>({
    initialCriteria: initial,
    load: async (criteria, paging, signal) =>
      criteria.keyword
        ? api.call(searchEndpoints.searchDocuments, {
            query: { documentType: documentTypeOf(criteria.type), keyword: criteria.keyword, ...paging },
            signal,
            reportProblems: false,
          })
        : { data: [], totalRecords: 0 },
  });
  const options = allowed.map((type) => ({ id: type, label: t(typeLabels[type]) }));
  const shown = list.criteria;
  return (
    <>
      <ListSearch
        list={list}
        title={t('AdvancedSearch.Title')}
        defaultKeyword={initial.keyword}
        isKeywordRequired
        labels={{
          keyword: t('AdvancedSearch.Keyword'),
          search: t('AdvancedSearch.Search'),
          keywordRequired: t('AdvancedSearch.KeywordRequired'),
        }}
        criteriaFromForm={(values) => ({
          type: allowed.find((type) => type === values.documentType) ?? initial.type,
          keyword: keywordOf(values),
        })}
      >
        <FilterSelect
          name="documentType"
          label={t('AdvancedSearch.DocumentType')}
          options={options}
          defaultSelectedKey={initial.type}
        />
      </ListSearch>
      {shown.keyword ? (
        <ListResults
          list={list}
          aria-label={t('AdvancedSearch.Results')}
          columns={columnsFor(shown.type)}
          emptyState={<ListEmpty filtered title={t('List.NoMatch')} help={t('List.NoMatchHelp')} />}
        />
      ) : null}
    </>
  );
}
