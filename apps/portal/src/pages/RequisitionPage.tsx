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
import { Suspense, useEffect, useRef, useState } from 'react';
import { useDownloads } from '../app/downloads';
import { hrefFor } from '../app/hashLocation';
import type { PageProps } from '../app/PageProps';
import { useNamePage } from '../app/pageName';
import { focusAfterRemoval, focusRemoveButton } from '../app/removeButtonFocus';
import { MessageBox } from '../app/shellParts';
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
import { type RemovableLine, removableLines } from './requisitions/lineRemoval';
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

/** A removal of a line or bundle: the table as it was (for where the focus goes after), and what to say. */
interface LineRemoval {
  line: RemovableLine;
  before: RemovableLine[];
  message: string;
  done: string;
}

function sendRemoval(id: string, line: RemovableLine): Promise<Requisition> {
  return line.kind === 'item'
    ? api.call(requisitionEndpoints.deleteRequisitionItem, {
        query: { id, itemId: line.id },
        reportProblems: false,
      })
    : api.call(requisitionEndpoints.deleteRequisitionBundle, {
        query: { id, bundleId: line.id },
        reportProblems: false,
      });
}

function RequisitionView({ id, title }: { id: string; title: string }) {
  const { download } = useDownloads();
  const [notice, setNotice] = useState('');
  const requisition = useResource(
    (signal) =>
      api.call(requisitionEndpoints.getRequisition, { query: { id }, signal, reportProblems: false }),
    [id],
  );
  // The last crumb and the page title: the requisition's own title once loaded.
  useNamePage(
    requisition.data ? t('Requisition.Title', { number: requisition.data.requisitionNumber }) : undefined,
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
  // A removal asked for (the message box is open), then sent; what was removed is said once the server took it.
  const [confirm, setConfirm] = useState<LineRemoval | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);
  const linesHeading = useRef<HTMLHeadingElement>(null);
  const linesRef = useRef<HTMLDivElement>(null);
  // A removal takes away the Remove button that had the focus (all of them while it is saved): once the answer is
  // drawn, the focus goes to the Remove button of the line that took its place (of the same line when refused), or
  // to the lines' heading when none is left, instead of <body> (WCAG 2.4.3).
  const sent = useRef<LineRemoval | null>(null);
  useEffect(() => {
    const removal = sent.current;
    if (!requisition.data || !removal || busy) return;
    sent.current = null;
    const target = focusAfterRemoval(
      removal.before,
      removal.line.id,
      removableLines(documentTreeOf(requisition.data)),
    );
    focusRemoveButton(linesRef.current, target, linesHeading.current);
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

  const remove = async (removal: LineRemoval) => {
    sent.current = removal;
    setBusy(true);
    setChangeError(null);
    setRemoved(null);
    try {
      requisition.replace(await sendRemoval(id, removal.line));
      setRemoved(removal.done);
    } catch (error) {
      // 422: not allowed now or the last line (the server's message); the page shows where things stand.
      setChangeError(problemMessage(error));
      requisition.reload();
    } finally {
      setBusy(false);
    }
  };
  const deletable = data.canDeleteLines && !busy;
  /** Asks first (a removal is not undone easily); `line` as its Remove button names it. */
  const ask = (kind: RemovableLine['kind'], lineId: string, message: string, done: string) => {
    const before = removableLines(documentTreeOf(data));
    const line = before.find((candidate) => candidate.kind === kind && candidate.id === lineId);
    if (line) setConfirm({ line, before, message, done });
  };
  const summary = data.workflowData;

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
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

      <h2 id="requisition-lines" ref={linesHeading} tabIndex={-1}>
        {t('Requisition.Lines')}
      </h2>
      {removed ? <InlineAlert tone="success">{removed}</InlineAlert> : null}
      {changeError ? <InlineAlert tone="error">{changeError}</InlineAlert> : null}
      <div ref={linesRef}>
        <DocumentTreeLines
          aria-label={t('Requisition.Lines')}
          {...documentTreeOf(data)}
          onRemoveItem={
            deletable
              ? (item) =>
                  ask(
                    'item',
                    item.id,
                    t('Requisition.RemoveLineConfirm', { part: item.manufacturerPart }),
                    t('Requisition.LineRemoved', { part: item.manufacturerPart }),
                  )
              : undefined
          }
          onRemoveBundle={
            deletable
              ? (bundle) =>
                  ask(
                    'bundle',
                    bundle.id,
                    t('Requisition.RemoveBundleConfirm', { name: bundle.name }),
                    t('Requisition.BundleRemoved', { name: bundle.name }),
                  )
              : undefined
          }
          labels={{ requestPricing: t('Cart.RequestPricing'), empty: t('Global.NoRecordsFound') }}
        />
      </div>
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

      {confirm ? (
        <Suspense fallback={null}>
          <MessageBox
            isOpen
            type="question"
            isDestructive
            message={confirm.message}
            buttons={[
              {
                name: t('Global.Yes'),
                type: 'danger',
                // The box closes at once; the focus and the message follow the server's answer.
                click: () => {
                  void remove(confirm);
                  return true;
                },
              },
              { name: t('Global.No'), type: 'secondary' },
            ]}
            onClose={() => setConfirm(null)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
