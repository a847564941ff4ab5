import type { Rma } from '@b2b-portal/api';
import { pathFor } from '@b2b-portal/flows/rules';
import { type DataTableColumn, formatDate, Link } from '@b2b-portal/ui';
import { hrefFor } from '../app/hashLocation';
import type { PageProps } from '../app/PageProps';
import { FilterSelect, ListEmpty, ListPage, ListResults, ListSearch, useDocumentList } from '../lists';
import { api } from '../services/api';
import { vendorSupportEndpoints } from '../services/endpoints';
import { t } from '../services/messages/vendorSupport';
import { VendorSupportGate } from './vendorSupport/VendorSupportGate';
import {
  EMPTY_PAGE,
  initialRmaCriteria,
  RMA_SEARCH_BY,
  rmaCriteriaFromForm,
} from './vendorSupport/vendorSearch';

const columns: DataTableColumn<Rma & { id: string }>[] = [
  {
    id: 'number',
    name: t('VendorSupport.Rmas.Number'),
    isRowHeader: true,
    noWrap: true,
    render: (row) => (
      <Link href={hrefFor(pathFor('RMADetails', { id: row.rmaNumber }))}>{row.rmaNumber}</Link>
    ),
  },
  { id: 'status', name: t('VendorSupport.Rmas.Status'), render: (row) => row.status },
  { id: 'case', name: t('VendorSupport.Rmas.Case'), render: (row) => row.caseNumber },
  { id: 'cco', name: t('VendorSupport.Rmas.CcoId'), render: (row) => row.ccoId },
  { id: 'created', name: t('VendorSupport.Rmas.Created'), render: (row) => formatDate(row.createdDate) },
  { id: 'shipTo', name: t('VendorSupport.Rmas.ShipTo'), render: (row) => row.shipToName },
  { id: 'lines', name: t('VendorSupport.Rmas.Lines'), align: 'end', render: (row) => row.lineCount },
];

const searchByOptions = RMA_SEARCH_BY.map((option) => ({ id: option.id, label: t(option.key) }));

/** /RMAs-search (002 §2, issue 20): the manufacturer's returns by RMA number, CCO ID or case number. */
export default function RmasSearchPage({ route }: PageProps) {
  const list = useDocumentList({
    initialCriteria: initialRmaCriteria,
    pageSize: 10,
    load: (criteria, { start, size }, signal) =>
      criteria.keyword
        ? api
            .call(vendorSupportEndpoints.searchRmas, {
              query: { ...criteria, start, size },
              signal,
              reportProblems: false,
            })
            // The table keys its rows by id: the manufacturer's number is the record's.
            .then((page) => ({ ...page, data: page.data.map((row) => ({ ...row, id: row.rmaNumber })) }))
        : Promise.resolve(EMPTY_PAGE),
  });
  return (
    <ListPage title={route.title}>
      <p>{t('VendorSupport.Rmas.Intro')}</p>
      <VendorSupportGate failure={list.result.error}>
        <ListSearch
          list={list}
          title={t('VendorSupport.Search')}
          isKeywordRequired
          labels={{ keyword: t('VendorSupport.SearchFor') }}
          criteriaFromForm={rmaCriteriaFromForm}
        >
          <FilterSelect
            name="searchBy"
            label={t('VendorSupport.SearchBy')}
            options={searchByOptions}
            defaultSelectedKey={initialRmaCriteria.searchBy}
          />
        </ListSearch>
        {list.criteria.keyword ? (
          <ListResults
            list={list}
            aria-label={t('VendorSupport.Rmas.List')}
            columns={columns}
            emptyState={<ListEmpty filtered title={t('VendorSupport.NoRecords')} help="" />}
          />
        ) : null}
      </VendorSupportGate>
    </ListPage>
  );
}
