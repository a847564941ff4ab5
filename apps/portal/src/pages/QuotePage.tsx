import { documentTotals, documentTreeOf, pathFor } from '@b2b-portal/flows/rules';
import { Button, InlineAlert, Link, Spinner, StatusPill, TotalsBlock } from '@b2b-portal/ui';
import { useEffect, useState } from 'react';
import { useDownloads } from '../app/downloads';
import { hrefFor } from '../app/hashLocation';
import type { PageProps } from '../app/PageProps';
import { useNamePage } from '../app/pageName';
import { useResource } from '../app/useResource';
import { ApprovalNotice } from '../approvals/ApprovalNotice';
import { DocumentApprovalLevels } from '../approvals/DocumentApprovalLevels';
import { DocumentApproval, preloadDocumentApproval } from '../approvals/lazyDocumentApproval';
import { DocumentAddressesSection } from '../documents/DocumentAddressesSection';
import { AttachmentsSection, WorkflowHistorySection } from '../documents/DocumentRecordSections';
import { DocumentTreeLines } from '../documents/DocumentTreeLines';
import { api, tokenStore } from '../services/api';
import { quoteEndpoints, workflowEndpoints } from '../services/endpoints';
import { t } from '../services/messages/quotes';
import { NumberInText } from './NumberInText';
import * as styles from './pages.css';
import { InquiryForm } from './quotes/InquiryForm';
import { quoteInquiryLabels } from './quotes/inquiryLabels';
import { QuoteHeader } from './quotes/QuoteHeader';
import { isDocumentId, problemMessage } from './savedCarts/savedCartData';

/**
 * /quote?id= (001 §2, §3): one quote — header with the sales contacts, lines, discounts and totals, terms and
 * conditions, the inquiry message, PDF download and parts list.
 */
export default function QuotePage({ route, query }: PageProps) {
  useEffect(preloadDocumentApproval, []);
  if (!isDocumentId(query.id)) {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>{route.title}</h1>
        <InlineAlert tone="error">{t('Quote.NotFound')}</InlineAlert>
      </section>
    );
  }
  return <QuoteDetail key={query.id} id={query.id} />;
}

const QUOTE = 8;
/** A punched-in user may hand an open quote to their procurement system (/transfer?quoteID=). */
const punchedIn = () => tokenStore.getSessionId() !== null;

function QuoteDetail({ id }: { id: string }) {
  const { download } = useDownloads();
  const resource = useResource(
    (signal) =>
      Promise.all([
        api.call(quoteEndpoints.get, { query: { id }, signal, reportProblems: false }),
        api.call(quoteEndpoints.getDiscountAmounts, { query: { id }, signal, reportProblems: false }),
        api.call(quoteEndpoints.getTermsAndConditions, { query: { id }, signal, reportProblems: false }),
      ]),
    [id],
  );
  // The last crumb and the page title: "Quote Q-500107" once loaded.
  useNamePage(resource.data ? t('Quote.DetailTitle', { number: resource.data[0].quoteNumber }) : undefined);

  if (resource.status === 'failed') {
    return (
      <section className={styles.page}>
        <InlineAlert tone="error">{problemMessage(resource.error)}</InlineAlert>
      </section>
    );
  }
  if (!resource.data) return <Spinner label={t('Global.Loading')} />;
  const [quote, discounts, terms] = resource.data;

  const sendInquiry = async (message: string) => {
    await api.call(quoteEndpoints.submitInquiry, {
      body: { kind: 2, documentId: quote.id, message },
      reportProblems: false,
    });
  };

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        <NumberInText
          text={t('Quote.DetailTitle', { number: quote.quoteNumber })}
          number={quote.quoteNumber}
        />{' '}
        <StatusPill kind="quote" status={quote.statusName} />
      </h1>
      <QuoteHeader quote={quote} />
      <DocumentAddressesSection billTo={quote.billTo} shipTo={quote.shipTo} endUser={quote.endUser} />
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onPress={() =>
            download(quoteEndpoints.download, { query: { id: quote.id, format: 1 } }).catch(() => undefined)
          }
        >
          {t('Quote.DownloadPdf')}
        </Button>
        <Button
          variant="secondary"
          onPress={() =>
            download(quoteEndpoints.exportPartsList, { query: { id: quote.id } }).catch(() => undefined)
          }
        >
          {t('Quote.PartsList')}
        </Button>
      </div>

      <DocumentTreeLines
        aria-label={t('Quote.Lines')}
        {...documentTreeOf(quote)}
        labels={{ requestPricing: t('Cart.RequestPricing'), empty: t('Global.NoRecordsFound') }}
      />
      <TotalsBlock
        {...documentTotals({
          subtotal: quote.subTotal,
          discounts: discounts.amounts.map((discount) => discount.amount),
          tax: quote.taxTotal,
          shipping: quote.shippingTotal,
          grandTotal: quote.grandTotal,
        })}
      />

      {punchedIn() && [2, 7, 9].includes(quote.status) ? (
        <p>
          <Link href={hrefFor(pathFor('Transfer', { quoteID: quote.id }))}>{t('Transfer.Send')}</Link>
        </p>
      ) : null}
      <QuoteWorkflow id={quote.id} number={quote.quoteNumber} onChanged={() => resource.reload()} />

      <h2>{t('Quote.TermsAndConditions')}</h2>
      <p>{terms.termsAndConditions}</p>

      <h2>{t('Quote.Inquiry')}</h2>
      <InquiryForm send={sendInquiry} labels={quoteInquiryLabels()} />
    </section>
  );
}

/** The approval chain, the caller's actions, the history and the attachments of a quote. */
function QuoteWorkflow({ id, number, onChanged }: { id: string; number: string; onChanged: () => void }) {
  const [generation, setGeneration] = useState(0);
  const [notice, setNotice] = useState('');
  const workflow = useResource(
    (signal) =>
      api.call(workflowEndpoints.getQuoteWorkflowInfo, { query: { id }, signal, reportProblems: false }),
    [id, generation],
  );
  return (
    <>
      <h2>{t('Quote.Approval')}</h2>
      {workflow.data ? <DocumentApprovalLevels levels={workflow.data.levels} /> : null}
      <ApprovalNotice message={notice} />
      <DocumentApproval
        key={generation}
        documentType={QUOTE}
        documentId={id}
        documentNumber={number}
        onChanged={(message) => {
          setNotice(message);
          setGeneration((value) => value + 1);
          onChanged();
        }}
      />

      <WorkflowHistorySection title={t('Quote.History')} workflow={workflow} />
      <AttachmentsSection title={t('Quote.Attachments')} documentType={QUOTE} documentId={id} />
    </>
  );
}
