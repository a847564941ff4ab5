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
import { useMemo, useState } from 'react';
import { hrefFor } from '../app/hashLocation';
import type { PageProps } from '../app/PageProps';
import { useSession } from '../app/session';
import {
  FilterSelect,
  keywordOf,
  ListEmpty,
  ListPage,
  type ListQueryCodec,
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

/**
 * The search's address, as the header search writes it (`#/advanced-search?documenttype=orders&keyword=…`): the
 * type by name (or its number), when the user may search it, and the keyword; then the page.
 */
function searchAddress(allowed: readonly AdvancedSearchDocumentType[]): ListQueryCodec<SearchCriteria> {
  const first = allowed[0] as AdvancedSearchDocumentType;
  return {
    params: ['documenttype', 'keyword'],
    write: (criteria) => ({
      ...(criteria.type !== first ? { documenttype: criteria.type } : {}),
      ...(criteria.keyword ? { keyword: criteria.keyword } : {}),
    }),
    read: (query) => ({
      type: typeFromQuery(query.get('documenttype'), allowed) ?? first,
      keyword: (query.get('keyword') ?? '').trim(),
    }),
  };
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
 * starts again from its own query. The search and its page live in the address (Back from a document).
 */
export default function AdvancedSearchPage({ route }: PageProps) {
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
  return (
    <ListPage title={title}>
      <DocumentSearch key={allowed.join()} allowed={allowed} />
    </ListPage>
  );
}

function DocumentSearch({ allowed }: { allowed: readonly AdvancedSearchDocumentType[] }) {
  const [address] = useState(() => searchAddress(allowed));
  const [initial] = useState<SearchCriteria>(() => ({
    type: allowed[0] as AdvancedSearchDocumentType,
    keyword: '',
  }));
  const list = useDocumentList<SearchCriteria, DocumentSearchResult>({
    initialCriteria: initial,
    query: address,
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
        title={t('AdvancedSearch.SearchCard')}
        defaultKeyword={list.cardCriteria.keyword}
        isKeywordRequired
        labels={{
          keyword: t('AdvancedSearch.Keyword'),
          search: t('AdvancedSearch.Search'),
          keywordRequired: t('AdvancedSearch.KeywordRequired'),
        }}
        criteriaFromForm={(values) => ({
          type: allowed.find((type) => type === values.documentType) ?? list.cardCriteria.type,
          keyword: keywordOf(values),
        })}
      >
        <FilterSelect
          name="documentType"
          label={t('AdvancedSearch.DocumentType')}
          options={options}
          defaultSelectedKey={list.cardCriteria.type}
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
