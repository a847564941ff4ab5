import type { Requisition } from '@b2b-portal/api';
import { documentTotals, documentTreeOf, pathFor } from '@b2b-portal/flows/rules';
import {
  Button,
  DescriptionList,
  formatDate,
  InlineAlert,
  Link,
  Spinner,
  StatusPill,
  TotalsBlock,
} from '@b2b-portal/ui';
import { useEffect, useRef, useState } from 'react';
import { useDownloads } from '../app/downloads';
import { hrefFor } from '../app/hashLocation';
import type { PageProps } from '../app/PageProps';
import { useResource } from '../app/useResource';
import { ApprovalNotice } from '../approvals/ApprovalNotice';
import { DocumentApprovalLevels } from '../approvals/DocumentApprovalLevels';
import { DocumentApproval, preloadDocumentApproval } from '../approvals/lazyDocumentApproval';
import { AttachmentsSection, WorkflowHistorySection } from '../documents/DocumentRecordSections';
import { DocumentTreeLines } from '../documents/DocumentTreeLines';
import { api } from '../services/api';
import { requisitionEndpoints, workflowEndpoints } from '../services/endpoints';
import { t } from '../services/messages/requisitions';
import { NumberInText } from './NumberInText';
import * as styles from './pages.css';
import { DocumentNotFound } from './savedCarts/DocumentNotFound';
import { isDocumentId, problemMessage } from './savedCarts/savedCartData';

const REQUISITION = 4;

/**
 * /requisition?id=&t= (001 §2, §3 "Requisition"): header, the workflow data it will be ordered with, lines
 * (deletable by the requester while rejected and by the current approver while pending: the server decides and
 * says so in `canDeleteLines`), totals, attachments (type 4), PDF download, approval levels and history.
 */
export default function RequisitionPage({ route, query }: PageProps) {
  useEffect(preloadDocumentApproval, []);
  if (!isDocumentId(query.id)) {
    return (
      <DocumentNotFound
        title={route.title}
        message={t('Requisition.NotFound')}
        backPath={pathFor('Requisitions')}
        backLabel={t('Requisition.BackToList')}
      />
    );
  }
  return <RequisitionView key={query.id} id={query.id} title={route.title} />;
}

function RequisitionView({ id, title }: { id: string; title: string }) {
  const { download } = useDownloads();
  const [notice, setNotice] = useState('');
  const requisition = useResource(
    (signal) =>
      api.call(requisitionEndpoints.getRequisition, { query: { id }, signal, reportProblems: false }),
    [id],
  );
  const workflow = useResource(
    (signal) =>
      api.call(workflowEndpoints.getWorkflowInfo, {
        query: { documentType: REQUISITION, documentId: id },
        signal,
        reportProblems: false,
      }),
    [id, requisition.data?.version],
  );
  const [busy, setBusy] = useState(false);
  const [changeError, setChangeError] = useState<string | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  // A removal takes away the Remove button that had the focus (all of them while it is saved): once the requisition
  // without the line arrives, the page's title takes the focus instead of <body> (WCAG 2.4.3), as on the cart.
  const focusAfterRemoval = useRef(false);
  useEffect(() => {
    if (!requisition.data || !focusAfterRemoval.current || busy) return;
    focusAfterRemoval.current = false;
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) titleRef.current?.focus();
  }, [requisition.data, busy]);

  if (requisition.status === 'failed' && !requisition.data) {
    return (
      <DocumentNotFound
        title={title}
        message={problemMessage(requisition.error)}
        backPath={pathFor('Requisitions')}
        backLabel={t('Requisition.BackToList')}
      />
    );
  }
  const data = requisition.data;
  if (!data) {
    return (
      <div className={styles.page}>
        <Spinner label={t('Global.Loading')} />
      </div>
    );
  }

  const change = async (run: () => Promise<Requisition>) => {
    focusAfterRemoval.current = true;
    setBusy(true);
    setChangeError(null);
    try {
      requisition.replace(await run());
    } catch (error) {
      // 422: not allowed now or the last line (the server's message); the page shows where things stand.
      setChangeError(problemMessage(error));
      requisition.reload();
    } finally {
      setBusy(false);
    }
  };
  const deletable = data.canDeleteLines && !busy;
  const summary = data.workflowData;

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title} ref={titleRef} tabIndex={-1}>
        <NumberInText
          text={t('Requisition.Title', { number: data.requisitionNumber })}
          number={data.requisitionNumber}
        />
      </h1>
      <p>
        <StatusPill kind="requisition" status={data.statusName} />{' '}
        {data.waitingFor ? t('Requisitions.WaitingFor', { roleName: data.waitingFor }) : null}
      </p>
      <DescriptionList
        layout="grid"
        headingLevel={2}
        labels={{ notGiven: t('Document.NotGiven') }}
        groups={[
          {
            title: t('Document.Details'),
            items: [
              { term: t('Requisition.Export.Number'), description: data.requisitionNumber },
              { term: t('Requisition.Export.Title'), description: data.requisition.title },
              {
                term: t('Requisition.Export.Date'),
                description: formatDate(data.requisition.requisitionDate),
              },
              { term: t('Requisition.Export.Requester'), description: data.requisition.requester },
              { term: t('Requisition.Export.BusinessUnit'), description: data.businessUnitName },
              { term: t('Requisition.Export.OrderNumber'), description: data.requisition.orderNumber },
            ],
          },
          {
            title: t('Requisition.Summary'),
            items: [
              { term: t('Requisition.Pdf.BillTo'), description: summary.billTo.join(', '), wide: true },
              { term: t('Requisition.Pdf.ShipTo'), description: summary.shipTo.join(', '), wide: true },
              { term: t('Requisition.Po'), description: summary.po },
              { term: t('Requisition.PaymentTerm'), description: summary.paymentTermName },
            ],
          },
        ]}
      />

      {changeError ? <InlineAlert tone="error">{changeError}</InlineAlert> : null}
      <DocumentTreeLines
        aria-label={t('Requisition.Lines')}
        {...documentTreeOf(data)}
        onRemoveItem={
          deletable
            ? (item) =>
                void change(() =>
                  api.call(requisitionEndpoints.deleteRequisitionItem, {
                    query: { id, itemId: item.id },
                    reportProblems: false,
                  }),
                )
            : undefined
        }
        onRemoveBundle={
          deletable
            ? (bundle) =>
                void change(() =>
                  api.call(requisitionEndpoints.deleteRequisitionBundle, {
                    query: { id, bundleId: bundle.id },
                    reportProblems: false,
                  }),
                )
            : undefined
        }
        labels={{ requestPricing: t('Cart.RequestPricing'), empty: t('Global.NoRecordsFound') }}
      />
      <TotalsBlock {...documentTotals({ subtotal: data.subTotal, grandTotal: data.grandTotal })} />

      <div className={styles.actions}>
        <Button
          variant="secondary"
          onPress={() =>
            download(requisitionEndpoints.downloadRequisition, { query: { id, format: 'pdf' } }).catch(
              () => undefined,
            )
          }
        >
          {t('Requisition.Download')}
        </Button>
        <Link href={hrefFor(pathFor('Requisitions'))}>{t('Requisition.BackToList')}</Link>
      </div>

      <h2>{t('Requisition.Approval')}</h2>
      {workflow.data ? <DocumentApprovalLevels levels={workflow.data.levels} /> : null}
      <ApprovalNotice message={notice} />
      {requisition.data ? (
        <DocumentApproval
          key={requisition.data.version}
          documentType={REQUISITION}
          documentId={id}
          documentNumber={requisition.data.requisitionNumber}
          onChanged={(message) => {
            setNotice(message);
            requisition.reload();
            workflow.reload();
          }}
        />
      ) : null}

      <WorkflowHistorySection title={t('Requisition.History')} workflow={workflow} />
      <AttachmentsSection title={t('Requisition.Attachments')} documentType={REQUISITION} documentId={id} />
    </section>
  );
}
