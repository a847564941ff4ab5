import type { WorkItemItem, WorkItemRequest, WorkItemSaveBody } from '@b2b-portal/api';
import { GUID_PATTERN } from '@b2b-portal/api';
import {
  missingWorkItemFields,
  pathFor,
  unchangedRmaSerial,
  WORK_ITEM_KINDS,
  type WorkItemField,
  type WorkItemSubmitRefusal,
  type WorkItemType,
} from '@b2b-portal/flows/rules';
import {
  Button,
  Card,
  DescriptionList,
  formatDate,
  InlineAlert,
  Link,
  Spinner,
  StatusPill,
} from '@b2b-portal/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { hrefFor, navigate } from '../app/hashLocation';
import type { PageProps } from '../app/PageProps';
import { useNamePage } from '../app/pageName';
import { focusAfterRemoval, focusRemoveButton } from '../app/removeButtonFocus';
import { useResource } from '../app/useResource';
import { api } from '../services/api';
import { workItemEndpoints } from '../services/endpoints';
import { t } from '../services/messages/workItems';
import { problemMessage, problemOnFields } from '../services/problems';
import { NumberInText } from './NumberInText';
import * as styles from './pages.css';
import { emptyDraft, type WorkItemDraft, type WorkItemErrors, WorkItemForm } from './workItems/WorkItemForm';
import { WorkItemHistory } from './workItems/WorkItemHistory';
import { WorkItemRejection } from './workItems/WorkItemRejection';

/** The attachments with their drop zone (react-aria's drag and drop): a chunk of their own, after the form. */
const WorkItemAttachments = lazy(() => import('./workItems/WorkItemAttachments'));

import {
  ContractPicker,
  DevicePicker,
  itemName,
  removableItems,
  WorkItemItems,
} from './workItems/WorkItemItems';

/** A change of the items sent: the items as they were, and the one removed (null: an addition). */
interface ItemsChange {
  before: readonly WorkItemItem[];
  removedId: string | null;
}

const SAVE_CALL = {
  1: workItemEndpoints.saveSiteTransferAndServiceLevelRequests,
  2: workItemEndpoints.saveSiteTransferAndServiceLevelRequests,
  3: workItemEndpoints.addRMAUpdateRequest,
  4: workItemEndpoints.addAssociateUserCCOIDWithContractRequest,
  5: workItemEndpoints.addGeneralInquiryRequest,
  6: workItemEndpoints.addServiceLevelConsolidationContractRequest,
  7: workItemEndpoints.addNewCoverageRequest,
} as const;

const FIELDS: readonly WorkItemField[] = [
  'userName',
  'ccoId',
  'question',
  'rmaNumber',
  'previousSerial',
  'newSerial',
  'targetContractNumber',
  'destinationAddress',
  'serialNumbers',
  'supportLevel',
  'onsiteSupport',
  'replacementPart',
];

const CHOICE_FIELDS = new Set<WorkItemField>(['supportLevel', 'onsiteSupport', 'replacementPart']);

const draftOf = (request: WorkItemRequest): WorkItemDraft => ({
  type: request.type,
  comments: request.comments,
  destinationSiteId: request.destinationSiteId,
  userName: request.userName,
  ccoId: request.ccoId,
  question: request.question,
  rmaNumber: request.rmaNumber,
  previousSerial: request.previousSerial,
  newSerial: request.newSerial,
  targetContractNumber: request.targetContractNumber,
  destinationAddress: request.destinationAddress,
  serialNumbers: request.serialNumbers,
  supportLevel: request.supportLevel,
  onsiteSupport: request.onsiteSupport,
  replacementPart: request.replacementPart,
});

const refusalText = (refusal: WorkItemSubmitRefusal) =>
  refusal.reason === 'noItems'
    ? t(`WorkItem.NoItemsToSubmit.${refusal.items}`)
    : refusal.reason === 'sameSerial'
      ? t('WorkItem.SameSerial')
      : t('Global.RequiredFields');

/**
 * /work-item-request?pageId= (002 §2): a work item request. Without pageId a new one: the kind, its fields, Save
 * (which opens the saved request). A saved Unsubmitted request of the caller's: its fields, the devices or
 * contracts it names (added from the caller's contract access, removed one by one) and Submit, checked by the
 * request machine of flows (the server's rule). Submitted, or not the caller's: view-only. Always its audit trail.
 */
export default function WorkItemRequestPage({ query }: PageProps) {
  const id = typeof query.pageId === 'string' ? query.pageId : '';
  const [draft, setDraft] = useState<WorkItemDraft>(emptyDraft);
  const [errors, setErrors] = useState<WorkItemErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [refusals, setRefusals] = useState(0);
  const [notice, setNotice] = useState('');
  /** The call under way: its own button is pending (keeps the focus), the others' are disabled. */
  const [sending, setSending] = useState<'save' | 'submit' | 'items' | null>(null);
  const busy = sending !== null;
  const [search, setSearch] = useState('');
  const [productStart, setProductStart] = useState(1);
  const [removing, setRemoving] = useState<string | null>(null);
  const itemsRef = useRef<HTMLDivElement>(null);
  const itemsHeading = useRef<HTMLSpanElement>(null);
  const sentItems = useRef<ItemsChange | null>(null);
  // One call at a time, set before anything is awaited: Enter in a kind's lone text field (Target Contract Number)
  // submits the form whatever Save's state (a pending button is no submit button), and would save twice.
  const inFlight = useRef(false);
  /** Runs `work` unless a call of the page is under way. */
  const once = async <T,>(work: () => Promise<T>): Promise<T | undefined> => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    try {
      return await work();
    } finally {
      inFlight.current = false;
    }
  };

  /**
   * The request's fields as the server last answered them (JSON): the form takes them when they change (the first
   * load, a save, a submit), and only then, so a reload after adding or removing an item keeps what was typed and
   * not saved yet.
   */
  const saved = useRef<string | null>(null);
  const sites = useResource((signal) => api.call(workItemEndpoints.getInstallSites, { signal }), []);
  const request = useResource(
    async (signal) => {
      if (!id) return null;
      // Not an id at all (a mistyped link): not found, without asking the server (which refused it as a bad request).
      if (!GUID_PATTERN.test(id)) throw new Error('not a work item request id');
      const [detail, items, history] = await Promise.all([
        api.call(workItemEndpoints.getRequestItem, { query: { id }, signal }),
        api.call(workItemEndpoints.getItems, { query: { id }, signal }),
        api.call(workItemEndpoints.getHistory, { query: { id }, signal }),
      ]);
      const answered = JSON.stringify({ ...draftOf(detail), status: detail.status });
      if (answered !== saved.current) {
        saved.current = answered;
        setDraft(draftOf(detail));
      }
      return { detail, items, history };
    },
    [id],
  );
  const detail = request.data?.detail;
  // The last crumb and the page title: the request's number once loaded.
  useNamePage(detail ? `${t('WorkItem.RequestTitle')} ${detail.number}` : undefined);
  const kind = detail ? WORK_ITEM_KINDS[detail.type].items : 'none';
  const editable = detail !== undefined && !detail.viewOnly;
  const products = useResource(
    async (signal) =>
      editable && kind === 'devices'
        ? api.call(workItemEndpoints.getProductInstances, {
            query: { requestId: id, search, start: productStart, size: 10 },
            signal,
          })
        : undefined,
    [id, editable, kind, search, productStart, request.data?.items.length],
  );
  const contracts = useResource(
    async (signal) =>
      editable && kind === 'contracts'
        ? api.call(workItemEndpoints.listAvailableContracts, { query: { requestId: id }, signal })
        : [],
    [id, editable, kind, request.data?.items.length],
  );

  // A removal takes away the Remove button that had the focus: once the items are answered, the focus goes to the
  // Remove button of the item that took its place (of the same item when refused), or to the items' heading when
  // none is left; an addition takes it to the first added item's row (a refused one leaves it on Add selected),
  // instead of <body> (WCAG 2.4.3), as the requisition page does.
  useEffect(() => {
    const sent = sentItems.current;
    const items = request.data?.items;
    if (!sent || !items || busy) return;
    sentItems.current = null;
    const before = removableItems(sent.before);
    const after = removableItems(items);
    if (sent.removedId) {
      focusRemoveButton(
        itemsRef.current,
        focusAfterRemoval(before, sent.removedId, after),
        itemsHeading.current,
      );
      return;
    }
    const added = after.findIndex((row) => !before.some((old) => old.id === row.id));
    const line = after[added];
    if (!line) return;
    const occurrence = after.slice(0, added).filter((row) => row.buttonName === line.buttonName).length;
    focusRemoveButton(itemsRef.current, { line, occurrence }, null, { row: true });
  }, [request.data, busy]);

  const refuse = (message: string, fields: WorkItemErrors = {}) => {
    setErrors(fields);
    setError(message);
    setRefusals((count) => count + 1);
  };

  /**
   * Checks the form and sends it (Save, and Submit with unsaved changes); true when the server took it. A refusal
   * is said at the form.
   */
  const sendDraft = async (): Promise<WorkItemRequest | false> => {
    if (!draft.type) {
      refuse(t('Global.RequiredFields'), { type: t('WorkItem.Required') });
      return false;
    }
    const missing = missingWorkItemFields(draft.type, draft);
    if (missing.length > 0) {
      refuse(
        t('Global.RequiredFields'),
        Object.fromEntries(missing.map((field) => [field, t('WorkItem.Required')])),
      );
      return false;
    }
    if (unchangedRmaSerial(draft.type, draft)) {
      refuse(t('WorkItem.SameSerial'), { newSerial: t('WorkItem.SameSerial') });
      return false;
    }
    try {
      const body: WorkItemSaveBody = {
        ...(id ? { id } : {}),
        type: draft.type,
        comments: draft.comments,
        destinationSiteId: draft.destinationSiteId,
        ...Object.fromEntries(
          FIELDS.map((field) => [field, draft[field] ?? (CHOICE_FIELDS.has(field) ? null : '')]),
        ),
      };
      const answer = await api.call(SAVE_CALL[draft.type], { body, reportProblems: false });
      setErrors({});
      setError(null);
      return answer;
    } catch (failure) {
      // The comments too: the server refuses them over their length, which only their field can say.
      const shown = problemOnFields(failure, [...FIELDS, 'comments']);
      // Refused on its fields (a text over its length, say): nothing is missing, the marked fields need correcting.
      refuse(shown.message ?? t('Global.CorrectFields'), shown.fieldErrors);
      return false;
    }
  };

  const save = async () => {
    setSending('save');
    try {
      const answer = await sendDraft();
      if (!answer) return;
      setNotice(t('WorkItem.Saved'));
      if (id) request.reload();
      else navigate(`${pathFor('WorkItemRequest')}?pageId=${answer.id}`, { replace: true });
    } finally {
      setSending(null);
    }
  };

  /** Sends a change of the items; shows the items answered at once (the rest reloads), says what changed. */
  const change = async (
    work: () => Promise<WorkItemItem[]>,
    removed: WorkItemItem | null,
  ): Promise<boolean> => {
    const data = request.data;
    if (!data) return false;
    sentItems.current = { before: data.items, removedId: removed?.id ?? null };
    setRemoving(removed?.id ?? null);
    setSending('items');
    setNotice('');
    try {
      const items = await work();
      request.replace({ ...data, items });
      request.reload();
      const added = items.filter((item) => !data.items.some((old) => old.id === item.id));
      setNotice(
        removed
          ? t('WorkItem.ItemRemoved', { name: itemName(removed) })
          : t('WorkItem.ItemsAdded', { names: added.map(itemName).join(', ') }),
      );
      return true;
    } catch (failure) {
      setError(problemMessage(failure));
      return false;
    } finally {
      setRemoving(null);
      setSending(null);
    }
  };

  const submit = async () => {
    if (!detail || !request.data) return;
    // The request machine of flows decides whether it may go (the server applies the same rule).
    const { submitRefusal } = await import('./workItems/submitCheck');
    const refusal = submitRefusal({
      type: detail.type as WorkItemType,
      status: detail.status,
      fields: draft,
      itemCount: request.data.items.length,
    });
    if (refusal) {
      return refuse(
        refusalText(refusal),
        refusal.reason === 'sameSerial' ? { newSerial: t('WorkItem.SameSerial') } : {},
      );
    }
    setSending('submit');
    try {
      // What was typed and not saved goes first: the request submitted is the one the form shows.
      const answered = draftOf(detail);
      const unsaved = (Object.keys(answered) as (keyof WorkItemDraft)[]).some(
        (field) => (draft[field] ?? null) !== (answered[field] ?? null),
      );
      if (unsaved && !(await sendDraft())) return;
      await api.call(workItemEndpoints.setStatus, { body: { id, status: 1 }, reportProblems: false });
      setError(null);
      setNotice(t('WorkItem.Submitted'));
      request.reload();
    } catch (failure) {
      setError(problemMessage(failure));
    } finally {
      setSending(null);
    }
  };

  if (id && request.status === 'failed' && !detail) {
    return (
      <section className={styles.page} aria-labelledby="page-title">
        <h1 id="page-title" className={styles.title}>
          {t('WorkItem.RequestTitle')}
        </h1>
        <InlineAlert tone="error">
          {GUID_PATTERN.test(id) ? problemMessage(request.error) : t('WorkItem.NotFound')}
        </InlineAlert>
        <Link href={hrefFor(pathFor('WorkItems'))}>{t('WorkItem.Back')}</Link>
      </section>
    );
  }
  if (id && !detail) return <Spinner label={t('WorkItem.Loading')} />;

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {detail ? (
          <NumberInText text={`${t('WorkItem.RequestTitle')} ${detail.number}`} number={detail.number} />
        ) : (
          t('WorkItem.NewRequest')
        )}
      </h1>
      <Link href={hrefFor(pathFor('WorkItems'))}>{t('WorkItem.Back')}</Link>
      <p role="status">{notice}</p>
      {detail ? (
        <>
          <DescriptionList
            layout="grid"
            groups={[
              {
                items: [
                  {
                    term: t('WorkItem.Status'),
                    description: <StatusPill kind="workItem" status={detail.statusName} />,
                  },
                  { term: t('WorkItem.Requester'), description: detail.requesterName },
                  { term: t('WorkItem.CreatedDate'), description: formatDate(detail.createdAt.slice(0, 10)) },
                  {
                    term: t('WorkItem.SubmittedDate'),
                    description: detail.submittedAt ? formatDate(detail.submittedAt.slice(0, 10)) : '',
                  },
                ],
              },
            ]}
          />
          {detail.status === 4 ? <WorkItemRejection reason={detail.rejectionReason} /> : null}
          {detail.viewOnly ? <InlineAlert tone="info">{t('WorkItem.ViewOnly')}</InlineAlert> : null}
        </>
      ) : null}
      {detail?.viewOnly && error ? <InlineAlert tone="error">{error}</InlineAlert> : null}
      <Card title={t('WorkItem.RequestTitle')}>
        <WorkItemForm
          draft={draft}
          onChange={(next) => {
            setDraft(next);
            setNotice('');
          }}
          isNew={!id}
          viewOnly={detail?.viewOnly ?? false}
          installSites={sites.data ?? []}
          errors={errors}
          error={error}
          refusals={refusals}
          busy={sending === 'save'}
          onSave={() => void once(save)}
        />
      </Card>
      {detail && kind !== 'none' && request.data ? (
        <Card
          title={
            // The focus comes here when the last item is removed (no Remove button is left to take it).
            <span ref={itemsHeading} tabIndex={-1}>
              {kind === 'devices' ? t('WorkItem.Devices') : t('WorkItem.ContractsToAssociate')}
            </span>
          }
        >
          <div ref={itemsRef}>
            <WorkItemItems
              kind={kind}
              items={request.data.items}
              viewOnly={!editable}
              busy={busy}
              removing={removing}
              onRemove={(item) =>
                void once(() =>
                  change(
                    () =>
                      api.call(workItemEndpoints.deleteItem, { query: { requestId: id, itemId: item.id } }),
                    item,
                  ),
                )
              }
            />
          </div>
          {editable && kind === 'devices' ? (
            <DevicePicker
              page={products.data}
              search={search}
              onSearch={(value) => {
                setSearch(value);
                setProductStart(1);
              }}
              onPageChange={setProductStart}
              busy={busy}
              onAdd={async (deviceIds) =>
                (await once(() =>
                  change(
                    () => api.call(workItemEndpoints.addItems, { body: { requestId: id, deviceIds } }),
                    null,
                  ),
                )) ?? false
              }
            />
          ) : null}
          {editable && kind === 'contracts' ? (
            <ContractPicker
              contracts={contracts.data ?? []}
              busy={busy}
              onAdd={async (contractIds) =>
                (await once(() =>
                  change(
                    () => api.call(workItemEndpoints.addItems, { body: { requestId: id, contractIds } }),
                    null,
                  ),
                )) ?? false
              }
            />
          ) : null}
        </Card>
      ) : null}
      {!id ? <p>{t('WorkItem.SaveFirst')}</p> : null}
      {detail?.maySubmit ? (
        <div>
          <Button
            onPress={() => void once(submit)}
            isPending={sending === 'submit'}
            isDisabled={busy && sending !== 'submit'}
          >
            {t('WorkItem.Submit')}
          </Button>
        </div>
      ) : null}
      {id && detail ? (
        <Suspense fallback={<Spinner label={t('WorkItem.Loading')} />}>
          <WorkItemAttachments requestId={id} editable={editable} />
        </Suspense>
      ) : null}
      {request.data ? (
        <Card title={t('WorkItem.AuditTrail')}>
          <WorkItemHistory entries={request.data.history} />
        </Card>
      ) : null}
    </section>
  );
}
