import { type BlanketOrderSummary, CHECKOUT_ORDER_LIMITS, EMPTY_GUID } from '@b2b-portal/api';
import { addMoney, compareMoney } from '@b2b-portal/flows/rules';
import { Button, formatMoney, InlineAlert, Select, Spinner, TextArea, TextField } from '@b2b-portal/ui';
import type { ReactNode } from 'react';
import { useResource } from '../../app/useResource';
import { t } from '../../services/messages/checkout';
import * as styles from '../CheckoutFlow.css';
import { StepActions, type StepProps, text } from './shared';

export function OrderDetailsStep({
  snapshot,
  send,
  onCancel,
  cancelLabel,
  attachments,
  blanketOrders,
}: StepProps & {
  onCancel?: () => void;
  cancelLabel?: string;
  attachments?: ReactNode;
  /** The company's active blanket POs; absent, none is offered. */
  blanketOrders?: () => Promise<BlanketOrderSummary[]>;
}) {
  const { workflowData, fieldErrors, poValidation } = snapshot.context;
  const confirming = snapshot.matches({ editing: { orderDetails: 'confirmPoReuse' } });
  const validating = snapshot.matches({ editing: { orderDetails: 'validatingPo' } });
  // The step's fields below its heading (the flow draws the heading and the form, `StepFrame`).
  return (
    <>
      <div className={styles.fields}>
        <TextField
          label={t('Checkout.OrderTitle')}
          isRequired
          value={workflowData.order.title}
          onChange={(title) => send({ type: 'SET_ORDER_FIELDS', fields: { title } })}
          isInvalid={Boolean(fieldErrors['order.title'])}
          errorMessage={text(fieldErrors['order.title'])}
          maxLength={CHECKOUT_ORDER_LIMITS.title.max}
        />
        <TextField
          label={t('Checkout.PoNumber')}
          isRequired
          value={workflowData.order.po}
          onChange={(po) => send({ type: 'SET_ORDER_FIELDS', fields: { po } })}
          isInvalid={Boolean(fieldErrors['order.po'])}
          errorMessage={text(fieldErrors['order.po'])}
          maxLength={CHECKOUT_ORDER_LIMITS.po.max}
        />
      </div>
      {blanketOrders ? <BlanketOrderChoice load={blanketOrders} snapshot={snapshot} send={send} /> : null}
      <TextArea
        label={t('Checkout.Comments')}
        value={workflowData.order.comments}
        onChange={(comments) => send({ type: 'SET_ORDER_FIELDS', fields: { comments } })}
        maxLength={CHECKOUT_ORDER_LIMITS.comments.max}
      />
      {attachments}
      {confirming ? (
        <div
          role="alertdialog"
          aria-labelledby="po-exists"
          aria-describedby="po-exists-detail"
          className={styles.panel}
        >
          <InlineAlert tone="warning">
            <span id="po-exists">{t('Checkout.PoExists')}</span>
          </InlineAlert>
          <p id="po-exists-detail">
            {t('Checkout.PoExistsConfirm', {
              po: workflowData.order.po,
              orders: (poValidation?.orderNumbers ?? []).join(', '),
            })}
          </p>
          <div className={styles.actions}>
            <Button variant="secondary" onPress={() => send({ type: 'CHANGE_PO' })}>
              {t('Checkout.ChangePo')}
            </Button>
            <Button onPress={() => send({ type: 'CONFIRM_PO_REUSE' })} autoFocus>
              {t('Checkout.UsePoAgain')}
            </Button>
          </div>
        </div>
      ) : (
        <StepActions send={send} onCancel={onCancel} cancelLabel={cancelLabel} first />
      )}
      {validating ? <Spinner label={t('Checkout.Loading')} /> : null}
    </>
  );
}

/**
 * The blanket PO the order is placed against (issue 17): the company's active ones, None first, each with what
 * remains of it. The chosen one shows its figures, and a warning when this order takes its total to date to its
 * threshold or past it (the documents have no words for it: ours, in the catalogue). Nothing is shown when there
 * is none or they cannot be read: the order can still be placed without one.
 */
function BlanketOrderChoice({
  load,
  snapshot,
  send,
}: StepProps & { load: () => Promise<BlanketOrderSummary[]> }) {
  const resource = useResource(() => load(), [load]);
  const list = resource.data ?? [];
  // While they load, the field is drawn with None alone, so the fields below do not move under a pointer when
  // the list arrives; it goes only when there is none (or they could not be read).
  if (resource.status === 'failed' || (resource.status === 'ready' && list.length === 0)) return null;
  const chosenId = snapshot.context.workflowData.order.blanketOrderID;
  const chosen = list.find((entry) => entry.id === chosenId);
  const orderTotal = snapshot.context.lines?.grandTotal;
  const newTotal = chosen && orderTotal ? addMoney(chosen.totalToDate, orderTotal) : null;
  const crosses = chosen && newTotal ? compareMoney(newTotal, chosen.threshold) >= 0 : false;
  return (
    <>
      <div className={styles.fields}>
        <Select
          label={t('Checkout.BlanketPo')}
          options={[
            { id: EMPTY_GUID, label: t('Checkout.BlanketPoNone') },
            ...list.map((entry) => ({
              id: entry.id,
              label: t('Checkout.BlanketPoOption', {
                number: entry.number,
                remaining: formatMoney(entry.remainingAmount),
              }),
            })),
          ]}
          selectedKey={chosen ? chosen.id : EMPTY_GUID}
          onSelectionChange={(key) =>
            send({ type: 'SET_ORDER_FIELDS', fields: { blanketOrderID: String(key ?? EMPTY_GUID) } })
          }
          description={
            chosen
              ? t('Checkout.BlanketPoRemaining', {
                  number: chosen.number,
                  totalToDate: formatMoney(chosen.totalToDate),
                  amount: formatMoney(chosen.amount),
                  remaining: formatMoney(chosen.remainingAmount),
                  threshold: formatMoney(chosen.threshold),
                })
              : undefined
          }
        />
      </div>
      {chosen && crosses && newTotal && orderTotal ? (
        <InlineAlert tone="warning">
          {t('Checkout.BlanketPoThreshold', {
            orderTotal: formatMoney(orderTotal),
            number: chosen.number,
            newTotal: formatMoney(newTotal),
            threshold: formatMoney(chosen.threshold),
          })}
        </InlineAlert>
      ) : null}
    </>
  );
}
