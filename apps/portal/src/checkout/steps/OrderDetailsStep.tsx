import { CHECKOUT_ORDER_LIMITS } from '@b2b-portal/api';
import { Button, InlineAlert, Spinner, TextArea, TextField } from '@b2b-portal/ui';
import type { ReactNode } from 'react';
import { t } from '../../services/messages/checkout';
import * as styles from '../CheckoutFlow.css';
import { StepActions, type StepProps, text } from './shared';

export function OrderDetailsStep({
  snapshot,
  send,
  onCancel,
  cancelLabel,
  attachments,
}: StepProps & { onCancel?: () => void; cancelLabel?: string; attachments?: ReactNode }) {
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
