import type { Bug } from '@b2b-portal/api';
import { pathFor } from '@b2b-portal/flows/rules';
import { type DataTableColumn, formatDate, Link, StatusPill, TextField } from '@b2b-portal/ui';
import { hrefFor } from '../../app/hashLocation';
import { type DocumentList, FilterSelect } from '../../lists';
import { t } from '../../services/messages/vendorSupport';
import { VendorSearch } from './VendorSearch';
import {
  type BugCriteria,
  bugCriteriaFromForm,
  bugModifiedRangeOptions,
  bugReleaseTypeOptions,
  bugSearchByOptions,
  bugSeverityOptions,
  bugStatusOptions,
} from './vendorSearch';

const statusTone = { O: 'warning', F: 'success', T: 'neutral' } as const;

const columns: DataTableColumn<Bug>[] = [
  {
    id: 'id',
    name: t('VendorSupport.Bugs.Id'),
    isRowHeader: true,
    noWrap: true,
    render: (row) => <Link href={hrefFor(pathFor('Bug', { id: row.id }))}>{row.id}</Link>,
  },
  { id: 'headline', name: t('VendorSupport.Bugs.Headline'), render: (row) => row.headline },
  {
    id: 'severity',
    name: t('VendorSupport.Bugs.Severity'),
    render: (row) => `${row.severity} ${row.severityName}`,
  },
  {
    id: 'status',
    name: t('VendorSupport.Bugs.Status'),
    render: (row) => (
      <StatusPill
        tone={statusTone[row.status as keyof typeof statusTone] ?? 'neutral'}
        status={row.statusName}
      />
    ),
  },
  { id: 'product', name: t('VendorSupport.Bugs.Product'), noWrap: true, render: (row) => row.productId },
  {
    id: 'modified',
    name: t('VendorSupport.Bugs.Modified'),
    render: (row) => formatDate(row.lastModifiedDate),
  },
];

/** BugSearch: its filters and columns on `VendorSearch`, for `list` (the page's `useVendorSearch`). */
export function BugSearch({ list }: { list: DocumentList<BugCriteria, Bug> }) {
  return (
    <VendorSearch
      list={list}
      criteriaFromForm={bugCriteriaFromForm}
      label={t('VendorSupport.Bugs.List')}
      columns={columns}
      searchBy={{ options: bugSearchByOptions }}
    >
      <FilterSelect
        name="modifiedRange"
        label={t('VendorSupport.Bugs.ModifiedRange')}
        options={bugModifiedRangeOptions}
        defaultSelectedKey={list.cardCriteria.modifiedRange}
      />
      <FilterSelect
        name="severity"
        label={t('VendorSupport.Bugs.Severity')}
        options={bugSeverityOptions(t('VendorSupport.AllSeverities'))}
        defaultSelectedKey={list.cardCriteria.severity}
      />
      <FilterSelect
        name="status"
        label={t('VendorSupport.Bugs.Status')}
        options={bugStatusOptions(t('VendorSupport.AllStatuses'))}
        defaultSelectedKey={list.cardCriteria.status}
      />
      <FilterSelect
        name="releaseType"
        label={t('VendorSupport.ReleaseType')}
        options={bugReleaseTypeOptions}
        defaultSelectedKey={list.cardCriteria.releaseType}
      />
      <TextField
        name="release"
        label={t('VendorSupport.Release')}
        maxLength={40}
        defaultValue={list.cardCriteria.release}
      />
    </VendorSearch>
  );
}
