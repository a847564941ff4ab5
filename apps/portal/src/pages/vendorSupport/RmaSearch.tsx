import type { Rma } from '@b2b-portal/api';
import { pathFor } from '@b2b-portal/flows/rules';
import { type DataTableColumn, formatDate, Link } from '@b2b-portal/ui';
import { hrefFor } from '../../app/hashLocation';
import type { DocumentList } from '../../lists';
import { t } from '../../services/messages/vendorSupport';
import { VendorSearch } from './VendorSearch';
import { RMA_SEARCH_BY, type RmaCriteria, rmaCriteriaFromForm } from './vendorSearch';

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

/** RmaSearch: its filters and columns on `VendorSearch`, for `list` (the page's `useVendorSearch`). */
export function RmaSearch({ list }: { list: DocumentList<RmaCriteria, Rma & { id: string }> }) {
  return (
    <VendorSearch
      list={list}
      criteriaFromForm={rmaCriteriaFromForm}
      label={t('VendorSupport.Rmas.List')}
      columns={columns}
      searchBy={{ options: searchByOptions }}
    ></VendorSearch>
  );
}
