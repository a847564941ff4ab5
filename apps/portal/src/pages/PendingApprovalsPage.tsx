import type { PendingRegistrationSummary } from '@b2b-portal/api';
import {
  PENDING_APPROVALS_PAGE,
  PENDING_QUOTES_STATUS,
  pathFor,
  pendingApprovalSections,
} from '@b2b-portal/flows/rules';
import {
  type DataTableColumn,
  EmptyState,
  formatDate,
  formatMoney,
  Link,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from '@b2b-portal/ui';
import { type Key, useMemo } from 'react';
import { hrefFor, navigate } from '../app/hashLocation';
import type { PageProps } from '../app/PageProps';
import { queryTab } from '../app/queryTab';
import { useSession } from '../app/session';
import { ListResults, usePagedList } from '../lists';
import { api } from '../services/api';
import { approvalEndpoints, quoteEndpoints, requisitionEndpoints } from '../services/endpoints';
import { t } from '../services/messages/approvals';
import * as styles from './pages.css';

/** A row of the requisition or quote lists, as the page shows them. */
interface DocumentRow {
  id: string;
  number: string;
  title: string;
  requester: string;
  grandTotal: string;
  date: string;
}

const labels = {
  registrations: 'PendingApprovals.Registrations',
  requisitions: 'PendingApprovals.Requisitions',
  quotes: 'PendingApprovals.Quotes',
} as const;

/** The lists take no criteria: one constant, so that paging is never reset by a new object. */
const NO_CRITERIA = {} as const;
type Paging = { start: number; size: number };
const pageQuery = ({ start }: Paging) => ({ ...PENDING_APPROVALS_PAGE, start });

const loadRegistrations = (_: typeof NO_CRITERIA, paging: Paging, signal: AbortSignal) =>
  api.call(approvalEndpoints.listPendingRegistrations, { query: pageQuery(paging), signal });

async function loadRequisitions(_: typeof NO_CRITERIA, paging: Paging, signal: AbortSignal) {
  const page = await api.call(requisitionEndpoints.listPendingRequisitions, {
    query: pageQuery(paging),
    signal,
  });
  return {
    totalRecords: page.totalRecords,
    data: page.data.map(
      (r): DocumentRow => ({
        id: r.id,
        number: r.requisitionNumber,
        title: r.title,
        requester: r.requester,
        grandTotal: r.grandTotal,
        date: r.requisitionDate,
      }),
    ),
  };
}

async function loadQuotes(_: typeof NO_CRITERIA, paging: Paging, signal: AbortSignal) {
  const page = await api.call(quoteEndpoints.listPending, {
    query: { ...pageQuery(paging), status: PENDING_QUOTES_STATUS },
    signal,
  });
  return {
    totalRecords: page.totalRecords,
    data: page.data.map(
      (q): DocumentRow => ({
        id: q.id,
        number: q.quoteNumber,
        title: q.title,
        requester: q.requester,
        grandTotal: q.grandTotal,
        date: q.createdDate,
      }),
    ),
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
      noWrap: true,
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

const listOptions = { pageSize: PENDING_APPROVALS_PAGE.records };

/** An empty tab, or a user who approves nothing: nothing to do here, and where such work shows up. */
const nothingPending = (
  <EmptyState
    labels={{ title: t('PendingApprovals.Nothing') }}
    description={t('PendingApprovals.NothingHelp')}
  />
);

/**
 * Enter on a focused row (or a click on it) opens what the row is about, as the row's link does (WCAG 2.1.1: the
 * grid takes one Tab stop, and a row reached with the arrow keys would otherwise need ArrowRight onto its link).
 */
const openRegistration = (key: Key) => navigate(pathFor('ViewRegistration', { id: String(key) }));
const openDocument = (section: 'requisitions' | 'quotes') => (key: Key) =>
  navigate(pathFor(section === 'quotes' ? 'Quote' : 'Requisition', { id: String(key) }));

/** The pending registrations, 10 to a page. */
function RegistrationsSection() {
  const list = usePagedList(NO_CRITERIA, loadRegistrations, listOptions);
  return (
    <ListResults
      list={list}
      aria-label={t(labels.registrations)}
      columns={registrationColumns}
      onRowAction={openRegistration}
      hideSinglePage
      emptyState={nothingPending}
    />
  );
}

/** The pending requisitions or quotes, 10 to a page. */
function DocumentsSection({ section }: { section: 'requisitions' | 'quotes' }) {
  const list = usePagedList(NO_CRITERIA, section === 'quotes' ? loadQuotes : loadRequisitions, listOptions);
  const columns = useMemo(() => documentColumns(section), [section]);
  const onRowAction = useMemo(() => openDocument(section), [section]);
  return (
    <ListResults
      list={list}
      aria-label={t(labels[section])}
      columns={columns}
      onRowAction={onRowAction}
      hideSinglePage
      emptyState={nothingPending}
    />
  );
}

/**
 * /pending-approvals (001 §2, §3): registrations, requisitions and quotes waiting for the caller, each list only
 * for holders of its permission (approveRegistrations, approveRequisitions, approveQuotes). The list shown is the
 * query's `tab` (the Account Overview's tile links to each list), kept there as the tabs change: Back from a
 * requisition or quote opened from its list returns to that list, not to the first one.
 */
export default function PendingApprovalsPage({ route, query }: PageProps) {
  const session = useSession();
  const sections = useMemo(() => pendingApprovalSections(session.permissions), [session.permissions]);
  const [current, select] = queryTab(route.path, query.tab, sections, sections[0]);

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {route.title}
      </h1>
      {current === undefined ? (
        nothingPending
      ) : (
        <Tabs selectedKey={current} onSelectionChange={select}>
          <TabList aria-label={route.title}>
            {sections.map((section) => (
              <Tab key={section} id={section}>
                {t(labels[section])}
              </Tab>
            ))}
          </TabList>
          {sections.map((section) => (
            <TabPanel key={section} id={section}>
              {section === 'registrations' ? (
                <RegistrationsSection />
              ) : (
                <DocumentsSection section={section} />
              )}
            </TabPanel>
          ))}
        </Tabs>
      )}
    </section>
  );
}
