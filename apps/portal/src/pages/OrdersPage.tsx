import type { OrderSearchOptions, OrderSummary } from '@b2b-portal/api';
import { pathFor } from '@b2b-portal/flows/rules';
import { type DataTableColumn, formatDate, formatMoney, Link, Select, StatusPill } from '@b2b-portal/ui';
import { useMemo } from 'react';
import { hrefFor } from '../app/hashLocation';
import { useMayOpen } from '../app/mayOpen';
import type { PageProps } from '../app/PageProps';
import { useResource } from '../app/useResource';
import {
  BusinessUnitFilter,
  DateRangeFilter,
  FilterTextField,
  isFiltered,
  ListEmpty,
  ListExportButton,
  ListPage,
  ListResults,
  ListSearch,
  useDocumentList,
} from '../lists';
import { api } from '../services/api';
import { orderEndpoints } from '../services/endpoints';
import { t } from '../services/messages/orders';
import {
  ANY,
  criteriaFromForm,
  initialOrderCriteria,
  ORDER_TEXT_FIELDS,
  orderAddress,
  orderFilters,
  orderSearchQuery,
  orderStatusOptions,
} from './orders/orderSearch';

/** On a phone the Status column follows the number (ListResults' `narrowLeading`): at 320 px it was off screen. */
const STATUS_FIRST = ['status'];

const textFieldLabels = {
  po: t('Order.Po'),
  title: t('Order.Name'),
  part: t('Order.Part'),
  serial: t('Order.Serial'),
  quote: t('Order.Quote'),
  requisition: t('Order.Requisition'),
  blanketPo: t('Order.BlanketPo'),
} as const satisfies Record<(typeof ORDER_TEXT_FIELDS)[number], string>;

const documentLink = (path: string, id: string | null, number: string) =>
  id ? <Link href={hrefFor(`${path}?id=${id}`)}>{number}</Link> : number;

/**
 * The columns of 001 §3 "Order fields on lists"; serial and part show what a search matched. At 1280 px beside the
 * side menu the first ones fit without scrolling sideways: the title, PO and ship-to stay on one line, cut with an
 * ellipsis (the whole text on hover and focus, and on the order's page), and the secondary columns start hidden
 * (the Columns menu shows them). The Company column is there only for a caller who sees more than one company's
 * orders (affiliatedOrders): every order of a one-company user is their own company's.
 */
function orderColumns(ownCompany: string | null): DataTableColumn<OrderSummary>[] {
  return [
    {
      id: 'number',
      name: t('Order.Number'),
      isRowHeader: true,
      noWrap: true,
      render: (row) => <Link href={hrefFor(pathFor('OrderDetails', { id: row.id }))}>{row.orderNumber}</Link>,
    },
    { id: 'date', name: t('Order.Date'), noWrap: true, render: (row) => formatDate(row.orderDate) },
    { id: 'title', name: t('Order.Name'), truncate: '11em', render: (row) => row.title },
    ...(ownCompany === null
      ? []
      : [
          {
            id: 'company',
            name: t('Order.Company'),
            truncate: '10em',
            // The server names the company of an affiliated company's order only; the rest are the caller's.
            render: (row: OrderSummary) => row.affiliatedCompany || ownCompany,
          },
        ]),
    { id: 'po', name: t('Order.Po'), truncate: '10.5em', render: (row) => row.po },
    {
      id: 'total',
      name: t('Order.Total'),
      align: 'end',
      noWrap: true,
      render: (row) => formatMoney(row.grandTotal),
    },
    {
      id: 'status',
      name: t('Order.Status'),
      render: (row) => <StatusPill kind="order" status={row.statusName} />,
    },
    { id: 'shipTo', name: t('Order.ShipTo'), truncate: '10em', render: (row) => row.shipTo },
    {
      id: 'businessUnit',
      name: t('Order.BusinessUnit'),
      truncate: '10em',
      render: (row) => row.businessUnit,
    },
    {
      id: 'quote',
      name: t('Order.Quote'),
      noWrap: true,
      render: (row) => documentLink('quote', row.quoteID, row.quoteNumber),
    },
    {
      id: 'requisition',
      name: t('Order.Requisition'),
      noWrap: true,
      render: (row) => documentLink('requisition', row.requisitionID, row.requisitionNumber),
    },
    { id: 'serial', name: t('Order.Serial'), render: (row) => row.serial },
    { id: 'part', name: t('Order.Part'), render: (row) => row.part },
    { id: 'blanketPo', name: t('Order.BlanketPo'), truncate: '9em', render: (row) => row.blanketPo },
  ];
}

/** Shown from the start: what tells one order from another and where it stands; the rest via Columns. */
const SECONDARY_COLUMNS = ['shipTo', 'businessUnit', 'requisition', 'serial', 'part', 'blanketPo'];

/** The ship-to and company drop-downs, with "any" first. */
function searchChoices(options: OrderSearchOptions | undefined) {
  return {
    shipTos: [
      { id: ANY, label: t('Order.AnyShipTo') },
      ...(options?.shipTos ?? []).map((name) => ({ id: name, label: name })),
    ],
    // Only a holder of affiliatedOrders with affiliated companies has more than their own to choose from.
    companies:
      (options?.companies.length ?? 0) > 1
        ? [
            { id: ANY, label: t('Order.AnyCompany') },
            ...(options?.companies ?? []).map((company) => ({ id: company.id, label: company.name })),
          ]
        : null,
  };
}

/**
 * /orders (001 §2: orders or ordersMenuStorefront): the orders the caller sees (theirs; the company's with
 * viewAllOrders; affiliated companies' with affiliatedOrders, who may then pick one company), searched by the
 * card's fields, 10 to a page, each linking to `order?id=`; Export to Excel downloads every match.
 */
/** The card's fields as `orders/Search` names them: Order # is `number`. */
const orderCardFields = { keyword: 'number', fields: ORDER_TEXT_FIELDS };

export default function OrdersPage({ route }: PageProps) {
  const mayOpen = useMayOpen();
  const list = useDocumentList({
    initialCriteria: initialOrderCriteria,
    // The search and the page live in the address: Back from an order, a reload or a copied link shows them.
    query: orderAddress,
    load: (criteria, { start, size }, signal) =>
      api.call(orderEndpoints.searchOrders, {
        query: orderSearchQuery(criteria, start, size),
        signal,
        // A refused search (a title over 100 characters…) is said on the card, at its field, not in the modal.
        reportProblems: false,
      }),
  });
  const options = useResource(
    (signal) => api.call(orderEndpoints.getOrderSearchOptions, { signal, reportProblems: false }),
    [],
  );
  const choices = searchChoices(options.data);
  // The caller's own company comes first in the options; a second one means they see affiliated orders too.
  const columns = useMemo(() => {
    const companies = options.data?.companies ?? [];
    return orderColumns(companies.length > 1 ? (companies[0]?.name ?? '') : null);
  }, [options.data]);
  // A search by serial or part shows what it matched: that column is shown with the results.
  const matched = (['serial', 'part'] as const).filter((field) => list.criteria[field].trim() !== '');
  const hidden = SECONDARY_COLUMNS.filter((id) => !(matched as readonly string[]).includes(id));
  // The card's fields start with the criteria of the address it was drawn with.
  const shown = list.cardCriteria;
  return (
    <ListPage title={route.title}>
      <ListSearch
        list={list}
        title={t('Order.Search')}
        labels={{ keyword: t('Order.Number') }}
        defaultKeyword={shown.number}
        criteriaFromForm={criteriaFromForm}
        fieldNames={orderCardFields}
      >
        {ORDER_TEXT_FIELDS.map((name) => (
          <FilterTextField key={name} name={name} label={textFieldLabels[name]} defaultValue={shown[name]} />
        ))}
        <Select
          name="shipTo"
          label={t('Order.ShipTo')}
          options={choices.shipTos}
          defaultSelectedKey={shown.shipTo || ANY}
        />
        <Select
          name="status"
          label={t('Order.Status')}
          options={orderStatusOptions(t('Order.AllStatuses'))}
          defaultSelectedKey={shown.status}
        />
        {/* Issue 18: the company's hierarchy by path; a unit lists its orders and those of the units below it. */}
        <BusinessUnitFilter defaultSelectedKey={shown.businessUnit} />
        {choices.companies ? (
          <Select
            name="company"
            label={t('Order.Company')}
            options={choices.companies}
            defaultSelectedKey={shown.company || ANY}
          />
        ) : null}
        <DateRangeFilter label={t('Order.DateRange')} defaultSelectedKey={shown.dateRange} />
      </ListSearch>
      <ListExportButton
        label={t('Order.Export')}
        endpoint={orderEndpoints.orderSearchListExportToExcel}
        options={{ query: orderFilters(list.criteria) }}
      />
      {/* The goods the reseller holds for the company (received, staged, shipped): no menu entry of its own. */}
      {mayOpen('WarehouseSummary') ? (
        <p>
          <Link href={hrefFor(pathFor('WarehouseSummary'))}>{t('Order.WarehouseSummary')}</Link>
        </p>
      ) : null}
      <ListResults
        list={list}
        aria-label={t('Order.Title')}
        columns={columns}
        narrowLeading={STATUS_FIRST}
        key={matched.join()}
        allowsColumnHiding
        defaultHiddenColumns={hidden}
        emptyState={
          <ListEmpty
            filtered={isFiltered(list.criteria, initialOrderCriteria)}
            title={t('Order.None')}
            help={t('Order.NoneHelp')}
            action={
              mayOpen('Shop') ? <Link href={hrefFor(pathFor('Shop'))}>{t('Order.Shop')}</Link> : undefined
            }
          />
        }
      />
    </ListPage>
  );
}
