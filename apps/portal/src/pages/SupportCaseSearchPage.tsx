import type { SupportCase } from '@b2b-portal/api';
import { pathFor } from '@b2b-portal/flows/rules';
import { type DataTableColumn, formatDate, InlineAlert, Link, StatusPill } from '@b2b-portal/ui';
import { hrefFor } from '../app/hashLocation';
import type { PageProps } from '../app/PageProps';
import { FilterSelect, ListEmpty, ListPage, ListResults, ListSearch, useDocumentList } from '../lists';
import { api } from '../services/api';
import { vendorSupportEndpoints } from '../services/endpoints';
import { t } from '../services/messages/vendorSupport';
import { VendorSupportGate } from './vendorSupport/VendorSupportGate';
import {
  CASE_WINDOWS,
  caseCriteriaFromForm,
  caseQuery,
  caseSearchByOptions,
  caseStatusOptions,
  EMPTY_PAGE,
  initialCaseCriteria,
} from './vendorSupport/vendorSearch';

const columns: DataTableColumn<SupportCase & { id: string }>[] = [
  {
    id: 'number',
    name: t('VendorSupport.Cases.Number'),
    isRowHeader: true,
    noWrap: true,
    render: (row) => (
      <Link href={hrefFor(pathFor('SupportCaseDetails', { id: row.caseNumber }))}>{row.caseNumber}</Link>
    ),
  },
  { id: 'title', name: t('VendorSupport.Cases.Title'), render: (row) => row.title },
  {
    id: 'status',
    name: t('VendorSupport.Cases.Status'),
    render: (row) => <StatusPill tone={row.status === 'O' ? 'warning' : 'neutral'} status={row.statusName} />,
  },
  { id: 'severity', name: t('VendorSupport.Cases.Severity'), align: 'end', render: (row) => row.severity },
  { id: 'contract', name: t('VendorSupport.Cases.Contract'), render: (row) => row.contractNumber },
  { id: 'product', name: t('VendorSupport.Cases.Product'), noWrap: true, render: (row) => row.productId },
  { id: 'created', name: t('VendorSupport.Cases.Created'), render: (row) => formatDate(row.createdDate) },
  {
    id: 'closed',
    name: t('VendorSupport.Cases.Closed'),
    render: (row) => (row.closedDate ? formatDate(row.closedDate) : ''),
  },
];

const windowOptions = [
  { id: 0, label: t('VendorSupport.Cases.AnyTime') },
  ...CASE_WINDOWS.map((days) => ({ id: days, label: t('VendorSupport.Cases.LastDays', { days }) })),
];

/**
 * /support-case-search (002 §2, issue 20): the manufacturer's support cases by case number, contract number or
 * CCO ID, open or closed, created within a window; closed cases only within 90 days (002 §9), which the server
 * refuses otherwise in the documents' words, shown on the card.
 */
export default function SupportCaseSearchPage({ route }: PageProps) {
  const list = useDocumentList({
    initialCriteria: initialCaseCriteria,
    pageSize: 10,
    load: (criteria, { start, size }, signal) =>
      criteria.keyword
        ? api
            .call(vendorSupportEndpoints.searchSupportCases, {
              query: caseQuery(criteria, start, size),
              signal,
              reportProblems: false,
            })
            // The table keys its rows by id: the manufacturer's number is the record's.
            .then((page) => ({ ...page, data: page.data.map((row) => ({ ...row, id: row.caseNumber })) }))
        : Promise.resolve(EMPTY_PAGE),
  });
  return (
    <ListPage title={route.title}>
      <p>{t('VendorSupport.Cases.Intro')}</p>
      <VendorSupportGate failure={list.result.error}>
        <InlineAlert tone="info">{t('VendorSupport.Cases.MaximumRange')}</InlineAlert>
        <ListSearch
          list={list}
          title={t('VendorSupport.Search')}
          isKeywordRequired
          labels={{ keyword: t('VendorSupport.SearchFor') }}
          criteriaFromForm={caseCriteriaFromForm}
        >
          <FilterSelect
            name="searchBy"
            label={t('VendorSupport.SearchBy')}
            options={caseSearchByOptions}
            defaultSelectedKey={initialCaseCriteria.searchBy}
          />
          <FilterSelect
            name="status"
            label={t('VendorSupport.Cases.Status')}
            options={caseStatusOptions}
            defaultSelectedKey={initialCaseCriteria.status}
          />
          <FilterSelect
            name="dateRange"
            label={t('VendorSupport.Cases.CreatedWithin')}
            options={windowOptions}
            defaultSelectedKey={initialCaseCriteria.days}
          />
        </ListSearch>
        {list.criteria.keyword ? (
          <ListResults
            list={list}
            aria-label={t('VendorSupport.Cases.List')}
            columns={columns}
            emptyState={<ListEmpty filtered title={t('VendorSupport.NoRecords')} help="" />}
          />
        ) : null}
      </VendorSupportGate>
    </ListPage>
  );
}
