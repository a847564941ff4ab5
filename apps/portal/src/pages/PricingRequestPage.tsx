import { documentTreeOf } from '@b2b-portal/flows/rules';
import {
  AttachmentList,
  Button,
  DescriptionList,
  formatDate,
  InlineAlert,
  Link,
  Spinner,
  StatusPill,
  StatusProgress,
  WorkflowHistory,
} from '@b2b-portal/ui';
import { useDownloads } from '../app/downloads';
import { hrefFor } from '../app/hashLocation';
import type { PageProps } from '../app/PageProps';
import { useNamePage } from '../app/pageName';
import { useResource } from '../app/useResource';
import { DocumentTreeLines } from '../documents/DocumentTreeLines';
import { api } from '../services/api';
import { documentEndpoints, pricingRequestEndpoints } from '../services/endpoints';
import { t } from '../services/messages/pricing';
import { NumberInText } from './NumberInText';
import * as styles from './pages.css';
import { historySteps } from './requisitions/requisitionView';
import { DocumentNotFound } from './savedCarts/DocumentNotFound';
import { isDocumentId, problemMessage } from './savedCarts/savedCartData';

const PRICING_REQUEST = 15;

/**
 * /pricing-request?id= (001 §2: viewAllRFQs or rfqs): one pricing request — header, its progress line
 * Submitted → In Process → Quoted → Purchased, the quote made of it, lines, attachments, history, print (PDF)
 * and export (XLSX).
 */
export default function PricingRequestPage({ route, query }: PageProps) {
  if (!isDocumentId(query.id)) {
    return (
      <DocumentNotFound
        title={route.title || t('PricingRequest.Title')}
        message={t('PricingRequest.NotFound')}
        backPath="pricing-requests"
        backLabel={t('PricingRequests.Title')}
      />
    );
  }
  return <PricingRequestDetail key={query.id} id={query.id} title={route.title} />;
}

function PricingRequestDetail({ id, title }: { id: string; title: string }) {
  const { download } = useDownloads();
  const resource = useResource(
    (signal) =>
      api.call(pricingRequestEndpoints.getPricingRequestData, {
        query: { id },
        signal,
        reportProblems: false,
      }),
    [id],
  );
  // The last crumb and the page title: the pricing request's number once loaded.
  useNamePage(resource.data ? `${t('PricingRequest.Title')} ${resource.data.number}` : undefined);
  const attachments = useResource(
    (signal) =>
      api.call(documentEndpoints.getAttachments, {
        query: { id, type: PRICING_REQUEST },
        signal,
        reportProblems: false,
      }),
    [id],
  );

  if (resource.status === 'failed' && !resource.data) {
    return (
      <DocumentNotFound
        title={title || t('PricingRequest.Title')}
        message={problemMessage(resource.error)}
        backPath="pricing-requests"
        backLabel={t('PricingRequests.Title')}
      />
    );
  }
  const request = resource.data;
  if (!request) return <Spinner label={t('Global.Loading')} />;

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {t('PricingRequest.Title')} <NumberInText text={request.number} number={request.number} />{' '}
        <StatusPill kind="pricingRequest" status={request.statusName} />
      </h1>
      <StatusProgress
        label={t('PricingRequest.Progress')}
        current={request.status}
        steps={request.steps.map((step) => ({
          id: step.status,
          label: step.name,
          ...(step.reachedAt ? { detail: formatDate(step.reachedAt) } : {}),
        }))}
      />
      {request.quoteID && request.quoteNumber ? (
        <p>
          <Link href={hrefFor(`quote?id=${request.quoteID}`)}>
            {t('PricingRequest.ViewQuote', { number: request.quoteNumber })}
          </Link>
        </p>
      ) : null}
      <DescriptionList
        layout="grid"
        headingLevel={2}
        labels={{ notGiven: t('Document.NotGiven') }}
        groups={[
          {
            title: t('Document.Details'),
            items: [
              { term: t('PricingRequest.Number'), description: request.number },
              { term: t('PricingRequest.RequestTitle'), description: request.title },
              { term: t('PricingRequest.Created'), description: formatDate(request.createdDate) },
              { term: t('PricingRequest.Requester'), description: request.requester },
              { term: t('PricingRequest.Comments'), description: request.comments, wide: true },
            ],
          },
        ]}
      />
      <div className={styles.actions}>
        <Button
          variant="secondary"
          // The download shows its own toast, failure included.
          onPress={() =>
            download(pricingRequestEndpoints.printPricingRequest, { query: { id: request.id } }).catch(
              () => undefined,
            )
          }
        >
          {t('PricingRequest.Print')}
        </Button>
        <Button
          variant="secondary"
          onPress={() =>
            download(pricingRequestEndpoints.exportPricingRequest, { query: { id: request.id } }).catch(
              () => undefined,
            )
          }
        >
          {t('PricingRequest.Export')}
        </Button>
      </div>

      <h2>{t('PricingRequest.Lines')}</h2>
      <DocumentTreeLines
        aria-label={t('PricingRequest.Lines')}
        {...documentTreeOf(request.lines)}
        labels={{ requestPricing: t('Cart.RequestPricing'), empty: t('Global.NoRecordsFound') }}
      />

      <h2>
        {t('PricingRequest.Attachments')} ({request.attachmentCount})
      </h2>
      {attachments.data ? (
        <AttachmentList
          attachments={attachments.data}
          onDownload={(attachment) =>
            download(documentEndpoints.fileDownload, { query: { id: attachment.id } }).catch(() => undefined)
          }
        />
      ) : null}
      {attachments.status === 'failed' ? (
        <InlineAlert tone="error">{problemMessage(attachments.error)}</InlineAlert>
      ) : null}

      <h2>{t('PricingRequest.History')}</h2>
      <WorkflowHistory
        steps={historySteps(
          request.history,
          (status) => request.steps.find((step) => step.status === status)?.name,
        )}
        labels={{ label: t('PricingRequest.History'), empty: t('Global.NoRecordsFound') }}
      />
    </section>
  );
}
