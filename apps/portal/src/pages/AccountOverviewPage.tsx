import type { InvoicePage, OrderSummary, QuoteSummary } from '@b2b-portal/api';
import { type PendingApprovalSection, pathFor, pendingApprovalSections } from '@b2b-portal/flows/rules';
import { EmptyState, formatDate, formatMoney, InlineAlert, Link, Spinner, StatusPill } from '@b2b-portal/ui';
import type { ReactNode } from 'react';
import { hrefFor } from '../app/hashLocation';
import { useMayOpen } from '../app/mayOpen';
import type { PageProps } from '../app/PageProps';
import { useSession } from '../app/session';
import { type Resource, useResource } from '../app/useResource';
import { api } from '../services/api';

import { t } from '../services/messages/overview';
import { problemMessage } from '../services/problems';
import { invoiceHref } from './invoices/invoiceHref';
import { AdvisoryInquiry } from './overview/AdvisoryInquiry';
import { overviewEndpoints } from './overview/overviewEndpoints';
import { INVOICES_OPEN, OPEN_QUOTE_STATUSES, OVERVIEW_ROWS, soonestExpiring } from './overview/overviewRules';
import * as styles from './pages.css';

/** A row of a tile: the document's number (a link), its status and its key figure. */
interface TileRow {
  id: string;
  link: ReactNode;
  status: ReactNode;
  figure: ReactNode;
}

interface TileProps<T> {
  id: string;
  title: string;
  href: string;
  resource: Resource<T>;
  rows: (data: T) => TileRow[];
  summary?: (data: T) => ReactNode;
  empty: { title: string; help: string; action?: ReactNode };
}

/** One tile: loads on its own, so a failure says so here and leaves the other tiles alone. */
function Tile<T>({ id, title, href, resource, rows, summary, empty }: TileProps<T>) {
  const headingId = `tile-${id}`;
  const list = resource.data === undefined ? [] : rows(resource.data);
  return (
    <li className={styles.tile}>
      <section aria-labelledby={headingId} aria-busy={resource.status === 'loading'}>
        <h2 id={headingId} className={styles.tileTitle}>
          <Link href={href}>{title}</Link>
        </h2>
        {resource.status === 'failed' ? (
          <InlineAlert tone="error">
            {t('Overview.Failed', { message: problemMessage(resource.error) })}
          </InlineAlert>
        ) : resource.data === undefined ? null : list.length === 0 ? (
          <EmptyState labels={{ title: empty.title }} description={empty.help} action={empty.action} />
        ) : (
          <>
            {summary ? <p className={styles.alertText}>{summary(resource.data)}</p> : null}
            <ul className={styles.contactLines}>
              {list.map((row) => (
                <li key={row.id}>
                  {row.link} {row.status} {row.figure}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </li>
  );
}

const NONE = Promise.resolve(undefined);

/** The total of each pending list the user may approve (the bell's calls, loaded with the first count). */
async function loadPending(
  sections: readonly PendingApprovalSection[],
  signal: AbortSignal,
): Promise<{ section: PendingApprovalSection; total: number }[]> {
  const { totalOf } = await import('../services/pendingApprovalTotals');
  return Promise.all(sections.map(async (section) => ({ section, total: await totalOf[section](signal) })));
}

const pendingLabels = {
  registrations: 'Overview.PendingRegistrations',
  requisitions: 'Overview.PendingRequisitions',
  quotes: 'Overview.PendingQuotes',
} as const;

/**
 * Account Overview (000 §2.3, 002 §2; issue 17): the signed-in user's starting page. A tile for each list the
 * user's permissions open (the route guard's rule): the 5 newest orders, the open quotes that expire soonest,
 * the unpaid invoices oldest due first with their balance and how many are past due, and what waits for the user's approval;
 * each tile loads on its own and links into its list. Then the two service tiles of 002: an advisory inquiry
 * (EmailInquiry PresidioAdvisor) and custom eProcurement services. The menu opens every other area.
 */
export default function AccountOverviewPage(_: PageProps) {
  const session = useSession();
  const mayOpen = useMayOpen();
  const permissions = session.permissions;
  const showOrders = mayOpen('Orders');
  const showQuotes = mayOpen('Quotes');
  const showInvoices = mayOpen('Invoices');
  const sections = mayOpen('PendingApprovals') ? pendingApprovalSections(permissions) : [];
  const sectionsKey = sections.join(',');

  const orders = useResource<OrderSummary[] | undefined>(
    (signal) =>
      showOrders
        ? api
            .call(overviewEndpoints.searchOrders, {
              query: { start: 1, size: OVERVIEW_ROWS },
              signal,
              reportProblems: false,
            })
            .then((page) => page.data)
        : NONE,
    [showOrders],
  );
  const quotes = useResource<QuoteSummary[] | undefined>(
    (signal) =>
      showQuotes
        ? Promise.all(
            OPEN_QUOTE_STATUSES.map((status) =>
              // The server sorts: each status's soonest few, merged, are the soonest of all.
              api.call(overviewEndpoints.listQuotes, {
                body: { status, start: 1, size: OVERVIEW_ROWS, sort: 'expiresSoonest' },
                signal,
                reportProblems: false,
              }),
            ),
          ).then((pages) => soonestExpiring(pages.flatMap((page) => page.data)))
        : NONE,
    [showQuotes],
  );
  const invoices = useResource<InvoicePage | undefined>(
    (signal) =>
      showInvoices
        ? api.call(overviewEndpoints.invoiceList, {
            // Every invoice with a balance left (Unpaid and Partially Paid), oldest due first: what is past due
            // leads the buyer's starting page (the server sorts).
            query: { status: INVOICES_OPEN, start: 1, size: OVERVIEW_ROWS, sort: 'dueSoonest' },
            signal,
            reportProblems: false,
          })
        : NONE,
    [showInvoices],
  );
  const pending = useResource(
    (signal) => (sections.length > 0 ? loadPending(sections, signal) : NONE),
    [sectionsKey],
  );

  if (session.state.status !== 'signedIn') return null;
  const { user } = session.state.context;
  // The page appears whole: until every tile has its answer (or its failure) one spinner stands for them, so no
  // tile growing as its rows arrive moves the ones below it (the first-paint journeys' layout shift, CLS < 0.05).
  const settled = [orders, quotes, invoices, pending].every((resource) => resource.status !== 'loading');

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {t('Menu.AccountOverview')}
      </h1>
      <p className={styles.lead}>{t('Header.Greeting', { firstName: user.firstName })}</p>
      {settled ? null : <Spinner label={t('Global.Loading')} />}
      {/* Kept mounted but not drawn until settled: `hidden` on the wrapper (its style keeps `hidden` stronger than
          its grid, which spaces the tiles and Services as the page's own parts). */}
      <div hidden={!settled} className={styles.stack}>
        <ul className={styles.tiles}>
          {showOrders ? (
            <Tile
              id="orders"
              title={t('Overview.Orders')}
              href={hrefFor(pathFor('Orders'))}
              resource={orders}
              rows={(data) =>
                (data ?? []).map((order) => ({
                  id: order.id,
                  link: (
                    <Link href={hrefFor(pathFor('OrderDetails', { id: order.id }))}>{order.orderNumber}</Link>
                  ),
                  status: <StatusPill kind="order" status={order.statusName} />,
                  figure: formatMoney(order.grandTotal),
                }))
              }
              empty={{
                title: t('Overview.OrdersNone'),
                help: t('Overview.OrdersNoneHelp'),
                action: mayOpen('Shop') ? (
                  <Link href={hrefFor(pathFor('Shop'))}>{t('Overview.Shop')}</Link>
                ) : undefined,
              }}
            />
          ) : null}
          {showQuotes ? (
            <Tile
              id="quotes"
              title={t('Overview.Quotes')}
              href={hrefFor(pathFor('Quotes'))}
              resource={quotes}
              rows={(data) =>
                (data ?? []).map((quote) => ({
                  id: quote.id,
                  link: <Link href={hrefFor(`quote?id=${quote.id}`)}>{quote.quoteNumber}</Link>,
                  status: <StatusPill kind="quote" status={quote.statusName} />,
                  figure: `${formatMoney(quote.grandTotal)} · ${
                    quote.expiresAt
                      ? t('Overview.Expires', { date: formatDate(quote.expiresAt) })
                      : t('Overview.NoExpiry')
                  }`,
                }))
              }
              empty={{
                title: t('Overview.QuotesNone'),
                help: t('Overview.QuotesNoneHelp'),
                action: mayOpen('SendPricingRequest') ? (
                  <Link href={hrefFor(pathFor('SendPricingRequest'))}>{t('Overview.RequestQuote')}</Link>
                ) : undefined,
              }}
            />
          ) : null}
          {showInvoices ? (
            <Tile
              id="invoices"
              title={t('Overview.Invoices')}
              href={hrefFor(pathFor('Invoices'))}
              resource={invoices}
              summary={(data) => {
                // Every open invoice (unpaid or partially paid) past due, not only the ones the tile lists.
                const pastDue = data?.totals.pastDueCount ?? 0;
                return (
                  <>
                    {t('Overview.BalanceDue', { amount: formatMoney(data?.totals.balanceDue ?? '0') })}
                    {pastDue > 0 ? (
                      <>
                        {' '}
                        <StatusPill
                          tone="danger"
                          status={t('Overview.PastDueCount', { count: String(pastDue) })}
                        />
                      </>
                    ) : null}
                  </>
                );
              }}
              rows={(data) =>
                (data?.data ?? []).map((invoice) => ({
                  id: invoice.id,
                  link: <Link href={invoiceHref(invoice)}>{invoice.invoiceNumber}</Link>,
                  // Oldest due first: the past-due ones lead, each saying so as the invoice list does.
                  status: (
                    <>
                      <StatusPill kind="invoice" status={invoice.statusName} />
                      {invoice.pastDue ? (
                        <>
                          {' '}
                          <StatusPill tone="danger" status={t('Overview.PastDue')} />
                        </>
                      ) : null}
                    </>
                  ),
                  figure: `${formatMoney(invoice.balanceDue)} · ${formatDate(invoice.dueDate)}`,
                }))
              }
              empty={{ title: t('Overview.InvoicesNone'), help: t('Overview.InvoicesNoneHelp') }}
            />
          ) : null}
          {sections.length > 0 ? (
            <Tile
              id="approvals"
              title={t('Overview.Approvals')}
              href={hrefFor(pathFor('PendingApprovals'))}
              resource={pending}
              rows={(data) =>
                (data ?? [])
                  .filter((entry) => entry.total > 0)
                  .map((entry) => ({
                    id: entry.section,
                    link: (
                      <Link href={hrefFor(pathFor('PendingApprovals', { tab: entry.section }))}>
                        {t(pendingLabels[entry.section])}
                      </Link>
                    ),
                    status: null,
                    figure: String(entry.total),
                  }))
              }
              empty={{ title: t('Overview.ApprovalsNone'), help: t('Overview.ApprovalsNoneHelp') }}
            />
          ) : null}
        </ul>
        <section aria-labelledby="services-title" className={styles.section}>
          <h2 id="services-title" className={styles.sectionTitle}>
            {t('Overview.Services')}
          </h2>
          <ul className={styles.tiles}>
            <li className={styles.tile}>
              <h3 className={styles.tileTitle}>{t('Overview.Advisory')}</h3>
              <p>{t('Overview.AdvisoryText')}</p>
              <AdvisoryInquiry />
            </li>
            <li className={styles.tile}>
              <h3 className={styles.tileTitle}>{t('Overview.EProcurement')}</h3>
              <p>{t('Overview.EProcurementText')}</p>
              <Link href={hrefFor(pathFor('Help', { tab: 'about' }))}>{t('Overview.LearnMore')}</Link>
            </li>
          </ul>
        </section>
      </div>
    </section>
  );
}
