import {
  INVOICE_PAGE_SIZE,
  INVOICE_READ_PERMISSION,
  type InvoicePage,
  type InvoiceSummary,
} from '@b2b-portal/api';
import { hasPermission, pathFor } from '@b2b-portal/flows/rules';
import {
  type DataTableColumn,
  DescriptionList,
  formatDate,
  formatMoney,
  InlineAlert,
  Link,
  Select,
  StatusPill,
  TextField,
} from '@b2b-portal/ui';
import { hrefFor } from '../app/hashLocation';
import type { PageProps } from '../app/PageProps';
import { useSession } from '../app/session';
import {
  answerShown,
  DateRangeFilter,
  isFiltered,
  ListEmpty,
  ListExportButton,
  ListPage,
  ListResults,
  ListSearch,
  useDocumentList,
} from '../lists';
import { api } from '../services/api';
import { invoiceEndpoints } from '../services/endpoints';
import { t } from '../services/messages/invoices';
import { invoiceHref } from './invoices/invoiceHref';
import {
  criteriaFromForm,
  initialInvoiceCriteria,
  invoiceAddress,
  invoiceDueOptions,
  invoiceFilters,
  invoiceListQuery,
  invoiceStatusOptions,
} from './invoices/invoiceSearch';
import * as styles from './pages.css';

/** On a phone the Status column follows the number (ListResults' `narrowLeading`): at 320 px it was off screen. */
const STATUS_FIRST = ['status'];

const columns: DataTableColumn<InvoiceSummary>[] = [
  {
    id: 'number',
    name: t('Invoice.Number'),
    isRowHeader: true,
    noWrap: true,
    render: (row) => <Link href={invoiceHref(row)}>{row.invoiceNumber}</Link>,
  },
  { id: 'type', name: t('Invoice.Type'), render: (row) => row.invoiceTypeName },
  { id: 'date', name: t('Invoice.Date'), render: (row) => formatDate(row.invoiceDate) },
  {
    id: 'due',
    name: t('Invoice.DueDate'),
    render: (row) =>
      row.pastDue ? (
        <>
          {formatDate(row.dueDate)} <StatusPill tone="danger" status={t('Invoice.PastDue')} />
        </>
      ) : (
        formatDate(row.dueDate)
      ),
  },
  { id: 'po', name: t('Invoice.Po'), render: (row) => row.po },
  {
    id: 'order',
    name: t('Invoice.Order'),
    render: (row) =>
      row.order ? (
        <Link href={hrefFor(pathFor('OrderDetails', { id: row.order.id }))}>{row.order.number}</Link>
      ) : null,
  },
  { id: 'company', name: t('Invoice.Company'), render: (row) => row.affiliatedCompany },
  {
    id: 'status',
    name: t('Invoice.Status'),
    render: (row) => <StatusPill kind="invoice" status={row.statusName} />,
  },
  { id: 'total', name: t('Invoice.Total'), align: 'end', render: (row) => formatMoney(row.grandTotal) },
  {
    id: 'balance',
    name: t('Invoice.BalanceDue'),
    align: 'end',
    render: (row) => formatMoney(row.balanceDue),
  },
];

/**
 * /invoices (001 §2: invoices or submitInvoiceInquiry): the company's invoices (affiliated companies' too with
 * affiliatedInvoices), 20 to a page, searched by number, PO, order, status, due and invoice date, with the totals
 * of every match and the exports of what the filters match; each links to its variant's page.
 */
export default function InvoicesPage({ route, query }: PageProps) {
  const { permissions } = useSession();
  // The guard lets an order's reader come here from the order without the route's check (000 §2.4 step 3).
  if (!hasPermission(permissions, INVOICE_READ_PERMISSION)) {
    return (
      <ListPage title={route.title}>
        <InlineAlert tone="error">{t('Invoice.NoAccess')}</InlineAlert>
      </ListPage>
    );
  }
  return <InvoiceList route={route} query={query} />;
}

function InvoiceList({ route }: PageProps) {
  const list = useDocumentList({
    initialCriteria: initialInvoiceCriteria,
    // The search and the page live in the address (Back from an invoice, a reload, a copied link).
    query: invoiceAddress,
    pageSize: INVOICE_PAGE_SIZE,
    load: (criteria, { start, size }, signal) =>
      api.call(invoiceEndpoints.invoiceList, {
        query: invoiceListQuery(criteria, start, size),
        signal,
      }),
  });
  // Like the rows, no totals under a search the card says was refused.
  const shown = answerShown(list.result) as InvoicePage | undefined;
  const totals = shown?.totals;
  const filters = invoiceFilters(list.criteria);
  const drawn = list.cardCriteria;
  return (
    <ListPage title={route.title}>
      <ListSearch
        list={list}
        title={t('Invoice.Search')}
        labels={{ keyword: t('Invoice.Number') }}
        defaultKeyword={drawn.number}
        criteriaFromForm={criteriaFromForm}
      >
        <TextField name="po" label={t('Invoice.Po')} defaultValue={drawn.po} />
        <TextField name="order" label={t('Invoice.Order')} defaultValue={drawn.order} />
        <Select
          name="status"
          label={t('Invoice.Status')}
          options={invoiceStatusOptions(t('Invoice.AllStatuses'))}
          defaultSelectedKey={drawn.status}
        />
        <Select
          name="due"
          label={t('Invoice.Due')}
          options={invoiceDueOptions({
            any: t('Invoice.DueAny'),
            pastDue: t('Invoice.DuePast'),
            dueSoon: t('Invoice.DueSoon'),
          })}
          defaultSelectedKey={drawn.due}
        />
        <DateRangeFilter label={t('Invoice.DateRange')} defaultSelectedKey={drawn.dateRange} />
      </ListSearch>
      <div className={styles.actions}>
        <ListExportButton
          label={t('Invoice.Export')}
          endpoint={invoiceEndpoints.exportToExcel}
          options={{ query: filters }}
        />
        <ListExportButton
          label={t('Invoice.ExportUsage')}
          endpoint={invoiceEndpoints.exportUsageData}
          options={{ query: filters }}
        />
      </div>
      {totals && shown && shown.totalRecords > 0 ? (
        <DescriptionList
          layout="grid"
          headingLevel={2}
          groups={[
            {
              title: t('Invoice.Totals'),
              items: [
                { term: t('Invoice.Total'), description: formatMoney(totals.grandTotal) },
                { term: t('Invoice.AmountPaid'), description: formatMoney(totals.amountPaid) },
                { term: t('Invoice.BalanceDue'), description: formatMoney(totals.balanceDue) },
              ],
            },
          ]}
        />
      ) : null}
      <ListResults
        list={list}
        aria-label={t('Invoice.Title')}
        columns={columns}
        narrowLeading={STATUS_FIRST}
        emptyState={
          <ListEmpty
            filtered={isFiltered(list.criteria, initialInvoiceCriteria)}
            title={t('Invoice.None')}
            help={t('Invoice.NoneHelp')}
          />
        }
      />
    </ListPage>
  );
}
