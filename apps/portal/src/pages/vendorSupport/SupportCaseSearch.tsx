import type { SupportCase } from '@b2b-portal/api';
import { pathFor } from '@b2b-portal/flows/rules';
import { type DataTableColumn, formatDate, InlineAlert, Link, StatusPill } from '@b2b-portal/ui';
import { hrefFor } from '../../app/hashLocation';
import { type DocumentList, FilterSelect } from '../../lists';
import { t } from '../../services/messages/vendorSupport';
import { VendorSearch } from './VendorSearch';
import {
  CASE_WINDOWS,
  type CaseCriteria,
  caseCriteriaFromForm,
  caseSearchByOptions,
  caseStatusOptions,
} from './vendorSearch';

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

/** SupportCaseSearch: its filters and columns on `VendorSearch`, for `list` (the page's `useVendorSearch`). */
export function SupportCaseSearch({
  list,
}: {
  list: DocumentList<CaseCriteria, SupportCase & { id: string }>;
}) {
  return (
    <VendorSearch
      list={list}
      criteriaFromForm={caseCriteriaFromForm}
      label={t('VendorSupport.Cases.List')}
      columns={columns}
      searchBy={{ options: caseSearchByOptions }}
      notice={<InlineAlert tone="info">{t('VendorSupport.Cases.MaximumRange')}</InlineAlert>}
    >
      <FilterSelect
        name="status"
        label={t('VendorSupport.Cases.Status')}
        options={caseStatusOptions}
        defaultSelectedKey={list.cardCriteria.status}
      />
      <FilterSelect
        name="dateRange"
        label={t('VendorSupport.Cases.CreatedWithin')}
        options={windowOptions}
        defaultSelectedKey={list.cardCriteria.days}
      />
    </VendorSearch>
  );
}
