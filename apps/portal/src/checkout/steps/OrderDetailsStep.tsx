import {
  type BlanketOrderSummary,
  type BusinessUnitList,
  CHECKOUT_ORDER_LIMITS,
  EMPTY_GUID,
} from '@b2b-portal/api';
import { addMoney, compareMoney } from '@b2b-portal/flows/rules';
import { Button, formatMoney, InlineAlert, Select, Spinner, TextArea, TextField } from '@b2b-portal/ui';
import { type ReactNode, useEffect } from 'react';
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
  businessUnits,
}: StepProps & {
  onCancel?: () => void;
  cancelLabel?: string;
  attachments?: ReactNode;
  /** The company's active blanket POs; absent, none is offered. */
  blanketOrders?: () => Promise<BlanketOrderSummary[]>;
  /** Issue 18: the units the order can be filed under; absent, none is offered. */
  businessUnits?: () => Promise<BusinessUnitList>;
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
      {businessUnits ? <BusinessUnitChoice load={businessUnits} snapshot={snapshot} send={send} /> : null}
      {blanketOrders ? <BlanketOrderChoice load={blanketOrders} snapshot={snapshot} send={send} /> : null}
      <TextArea
        label={t('Checkout.Comments')}
        value={workflowData.order.comments}
        onChange={(comments) => send({ type: 'SET_ORDER_FIELDS', fields: { comments } })}
        isInvalid={Boolean(fieldErrors['order.comments'])}
        errorMessage={text(fieldErrors['order.comments'])}
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

/**
 * The business unit the order is filed under (issue 18): the company's active units by their path from the top,
 * under the company's label (e.g. Department); None first unless the hierarchy is required (then the step's check
 * asks for one, and the server refuses an order without one). Nothing is shown while the company has no active hierarchy or it
 * cannot be read.
 */
function BusinessUnitChoice({ load, snapshot, send }: StepProps & { load: () => Promise<BusinessUnitList> }) {
  const resource = useResource(() => load(), [load]);
  const list = resource.data;
  const required = Boolean(list?.isRequired && list.units.length > 0);
  // The step's own check asks for a unit too when the hierarchy is required (the server's rule, before the call).
  // Told once per change: `send` may be a new function on every render.
  const known = snapshot.context.businessUnitRequired ?? false;
  useEffect(() => {
    if (known !== required) send({ type: 'SET_BUSINESS_UNIT_REQUIRED', required });
  }, [known, required, send]);
  if (!list || list.units.length === 0) return null;
  const chosenId = snapshot.context.workflowData.order.businessUnitID;
  const chosen = list.units.find((unit) => unit.id === chosenId);
  const error = snapshot.context.fieldErrors['order.businessUnitID'];
  return (
    <div className={styles.fields}>
      <Select
        label={list.label}
        isRequired={list.isRequired}
        placeholder={t('Checkout.BusinessUnitChoose')}
        options={[
          ...(list.isRequired ? [] : [{ id: EMPTY_GUID, label: t('Checkout.BusinessUnitNone') }]),
          ...list.units.map((unit) => ({ id: unit.id, label: unit.path })),
        ]}
        selectedKey={chosen ? chosen.id : list.isRequired ? null : EMPTY_GUID}
        onSelectionChange={(key) =>
          send({ type: 'SET_ORDER_FIELDS', fields: { businessUnitID: String(key ?? EMPTY_GUID) } })
        }
        isInvalid={Boolean(error)}
        errorMessage={text(error)}
      />
    </div>
  );
}
