import {
  approvalEndpoints,
  type PendingRegistrationSummary,
  quoteEndpoints,
  requisitionEndpoints,
} from '@b2b-portal/api';
import {
  PENDING_APPROVALS_PAGE,
  PENDING_QUOTES_STATUS,
  type PendingApprovalSection,
  pathFor,
  pendingApprovalSections,
} from '@b2b-portal/flows/rules';
import {
  DataTable,
  type DataTableColumn,
  formatDate,
  formatMoney,
  InlineAlert,
  Link,
  Pagination,
  Spinner,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from '@b2b-portal/ui';
import { useMemo, useState } from 'react';
import { hrefFor } from '../app/hashLocation';
import type { PageProps } from '../app/PageProps';
import { useSession } from '../app/session';
import { useResource } from '../app/useResource';
import { api } from '../services/api';
import { t } from '../services/messages';
import { problemMessage } from '../services/problems';
import * as styles from './pages.css';

/** A row of the requisition or quote lists, as the page shows them. */
interface DocumentRow {
  id: string;
  number: string;
  title: string;
  requester: string;
  grandTotal: number;
  date: string;
}

interface Page<T> {
  totalRecords: number;
  data: T[];
}

const labels = {
  registrations: 'PendingApprovals.Registrations',
  requisitions: 'PendingApprovals.Requisitions',
  quotes: 'PendingApprovals.Quotes',
} as const;

async function loadSection(
  section: PendingApprovalSection,
  start: number,
  signal: AbortSignal,
): Promise<Page<PendingRegistrationSummary> | Page<DocumentRow>> {
  const query = { ...PENDING_APPROVALS_PAGE, start };
  if (section === 'registrations') {
    return api.call(approvalEndpoints.listPendingRegistrations, { query, signal });
  }
  if (section === 'requisitions') {
    const page = await api.call(requisitionEndpoints.listPendingRequisitions, { query, signal });
    return {
      totalRecords: page.totalRecords,
      data: page.data.map((r) => ({
        id: r.id,
        number: r.requisitionNumber,
        title: r.title,
        requester: r.requester,
        grandTotal: r.grandTotal,
        date: r.requisitionDate,
      })),
    };
  }
  const page = await api.call(quoteEndpoints.listPending, {
    query: { ...query, status: PENDING_QUOTES_STATUS },
    signal,
  });
  return {
    totalRecords: page.totalRecords,
    data: page.data.map((q) => ({
      id: q.id,
      number: q.quoteNumber,
      title: q.title,
      requester: q.requester,
      grandTotal: q.grandTotal,
      date: q.createdDate,
    })),
  };
}

const registrationColumns: DataTableColumn<PendingRegistrationSummary>[] = [
  {
    id: 'name',
    name: t('PendingApprovals.Name'),
    isRowHeader: true,
    render: (row) => (
      <Link href={hrefFor(pathFor('ViewRegistration', { id: row.id }))}>
        {`${row.firstName} ${row.lastName}`}
      </Link>
    ),
  },
  { id: 'email', name: t('PendingApprovals.Email'), render: (row) => row.email },
  { id: 'company', name: t('PendingApprovals.Company'), render: (row) => row.companyName },
  { id: 'account', name: t('PendingApprovals.AccountNumber'), render: (row) => row.accountNumber },
  { id: 'date', name: t('PendingApprovals.Date'), render: (row) => formatDate(row.createdDate) },
];

function documentColumns(section: 'requisitions' | 'quotes'): DataTableColumn<DocumentRow>[] {
  const route = section === 'quotes' ? 'Quote' : 'Requisition';
  return [
    {
      id: 'number',
      name: t('PendingApprovals.Number'),
      isRowHeader: true,
      render: (row) => <Link href={hrefFor(pathFor(route, { id: row.id }))}>{row.number}</Link>,
    },
    { id: 'title', name: t('PendingApprovals.DocumentTitle'), width: '2fr', render: (row) => row.title },
    { id: 'requester', name: t('PendingApprovals.Requester'), render: (row) => row.requester },
    { id: 'date', name: t('PendingApprovals.Date'), render: (row) => formatDate(row.date) },
    {
      id: 'total',
      name: t('PendingApprovals.Total'),
      align: 'end',
      render: (row) => formatMoney(row.grandTotal),
    },
  ];
}

/** One list of pending approvals, 10 to a page. */
function PendingSection({ section }: { section: PendingApprovalSection }) {
  const [start, setStart] = useState(1);
  const result = useResource((signal) => loadSection(section, start, signal), [section, start]);
  const columns = useMemo(() => (section === 'registrations' ? null : documentColumns(section)), [section]);
  const data = result.data;
  return (
    <div aria-busy={result.status === 'loading'}>
      {result.status === 'failed' ? (
        <InlineAlert tone="error">{problemMessage(result.error)}</InlineAlert>
      ) : null}
      {data ? (
        <>
          {section === 'registrations' ? (
            <DataTable
              aria-label={t(labels[section])}
              columns={registrationColumns}
              rows={(data as Page<PendingRegistrationSummary>).data}
              labels={{ empty: t('Global.NoRecordsFound') }}
            />
          ) : (
            <DataTable
              aria-label={t(labels[section])}
              columns={columns ?? []}
              rows={(data as Page<DocumentRow>).data}
              labels={{ empty: t('Global.NoRecordsFound') }}
            />
          )}
          {data.totalRecords > PENDING_APPROVALS_PAGE.records ? (
            <Pagination
              page={start}
              pageSize={PENDING_APPROVALS_PAGE.records}
              totalRecords={data.totalRecords}
              onPageChange={setStart}
            />
          ) : null}
        </>
      ) : result.status === 'loading' ? (
        <Spinner label={t('Global.Loading')} />
      ) : null}
    </div>
  );
}

/**
 * /pending-approvals (001 §2, §3): registrations, requisitions and quotes waiting for the caller, each list only
 * for holders of its permission (approveRegistrations, approveRequisitions, approveQuotes).
 */
export default function PendingApprovalsPage({ route }: PageProps) {
  const session = useSession();
  const sections = useMemo(() => pendingApprovalSections(session.permissions), [session.permissions]);
  const [selected, setSelected] = useState<PendingApprovalSection | null>(null);
  const current = selected && sections.includes(selected) ? selected : sections[0];

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {route.title}
      </h1>
      {current === undefined ? (
        <p>{t('PendingApprovals.Nothing')}</p>
      ) : (
        <Tabs selectedKey={current} onSelectionChange={(key) => setSelected(key as PendingApprovalSection)}>
          <TabList aria-label={route.title}>
            {sections.map((section) => (
              <Tab key={section} id={section}>
                {t(labels[section])}
              </Tab>
            ))}
          </TabList>
          {sections.map((section) => (
            <TabPanel key={section} id={section}>
              <PendingSection section={section} />
            </TabPanel>
          ))}
        </Tabs>
      )}
    </section>
  );
}
