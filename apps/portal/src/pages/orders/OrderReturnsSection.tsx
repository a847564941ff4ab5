import { CreateReturnBody, type OrderReturns, RETURN_LIMITS, type ReturnRequest } from '@b2b-portal/api';
import { returnAmounts } from '@b2b-portal/flows/rules';
import {
  Button,
  DataTable,
  type DataTableColumn,
  DescriptionList,
  Form,
  formatDate,
  formatMoney,
  InlineAlert,
  Modal,
  NumberField,
  Select,
  Spinner,
  StatusPill,
  type StatusTone,
  TextArea,
} from '@b2b-portal/ui';
import { useState } from 'react';
import { useResource } from '../../app/useResource';
import { useContractForm } from '../../forms/useContractForm';
import { api } from '../../services/api';
import { returnEndpoints } from '../../services/endpoints';
import { t } from '../../services/messages/returns';
import { problemMessage } from '../../services/problems';

type Line = OrderReturns['lines'][number];

const tones: Record<ReturnRequest['status'], StatusTone> = {
  Requested: 'info',
  Approved: 'info',
  Received: 'warning',
  Credited: 'success',
};

const columns: DataTableColumn<ReturnRequest>[] = [
  { id: 'number', name: t('Return.Number'), isRowHeader: true, noWrap: true, render: (row) => row.number },
  { id: 'date', name: t('Return.Date'), render: (row) => formatDate(row.createdAt.slice(0, 10)) },
  { id: 'line', name: t('Return.Line'), render: (row) => row.lineNumber },
  { id: 'part', name: t('Return.Part'), render: (row) => row.manufacturerPart },
  { id: 'quantity', name: t('Return.Quantity'), render: (row) => row.quantity },
  { id: 'reason', name: t('Return.Reason'), width: '2fr', render: (row) => row.reason },
  {
    id: 'status',
    name: t('Return.Status'),
    render: (row) => <StatusPill status={row.statusName} tone={tones[row.status]} />,
  },
  { id: 'fee', name: t('Return.RestockingFee'), render: (row) => formatMoney(row.restockingFee) },
  { id: 'credit', name: t('Return.Credit'), render: (row) => formatMoney(row.credit) },
  // The reseller's credit memo, once the return is Credited.
  { id: 'memo', name: t('Return.CreditMemo'), noWrap: true, render: (row) => row.creditMemoNumber },
];

export interface OrderReturnsPanelProps {
  returns: OrderReturns;
  /** The message after a request went in, if one did. */
  submitted?: string;
  onRequest: () => void;
}

/** The order's return requests and the button that opens the request dialog (the section's content). */
export function OrderReturnsPanel({ returns, submitted = '', onRequest }: OrderReturnsPanelProps) {
  return (
    <>
      <p>{t('Return.Policy')}</p>
      <p role="status">{submitted}</p>
      {returns.mayRequest ? (
        returns.lines.length > 0 ? (
          <div>
            <Button variant="secondary" onPress={onRequest}>
              {t('Return.Request')}
            </Button>
          </div>
        ) : (
          <p>{t('Return.NoneReturnable')}</p>
        )
      ) : null}
      {returns.returns.length === 0 ? (
        <p>{t('Return.None')}</p>
      ) : (
        <DataTable aria-label={t('Return.Returns')} columns={columns} rows={returns.returns} />
      )}
    </>
  );
}

export interface ReturnRequestDialogProps {
  orderId: string;
  /** The lines that may be returned (at least one). */
  lines: readonly Line[];
  onClose: () => void;
  onSubmitted: (made: ReturnRequest) => void;
  /** The call (the API's by default; stories give their own). */
  send?: (body: Required<CreateReturnBody>) => Promise<ReturnRequest>;
}

const sendToApi = (body: Required<CreateReturnBody>) =>
  api.call(returnEndpoints.createReturnRequest, { body, reportProblems: false });

/**
 * The return request: which shipped line, how many (at most what is left of it), why; and, before it is sent, what
 * the return is worth, the 20% restocking fee and the credit (flows' `returnAmounts`, exact money).
 */
export function ReturnRequestDialog({
  orderId,
  lines,
  onClose,
  onSubmitted,
  send = sendToApi,
}: ReturnRequestDialogProps) {
  const [lineNumber, setLineNumber] = useState(lines[0]?.lineNumber ?? 0);
  const [quantity, setQuantity] = useState(1);
  const [reason, setReason] = useState('');
  const line = lines.find((candidate) => candidate.lineNumber === lineNumber) ?? lines[0];
  const form = useContractForm(
    CreateReturnBody,
    { orderID: orderId, lineNumber, quantity: Number.isNaN(quantity) ? 0 : quantity, reason },
    { send: (body) => send(body as Required<CreateReturnBody>), onDone: onSubmitted },
  );
  const tooMany = line !== undefined && quantity > line.returnable;
  const amounts =
    line && Number.isInteger(quantity) && quantity >= 1
      ? returnAmounts(line.unitPrice, quantity, line.serviceLength)
      : null;
  const submit = () => {
    if (tooMany) return;
    void form.submit();
  };
  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('Return.Request')}
      footer={
        <>
          <Button variant="ghost" onPress={onClose}>
            {t('Global.Cancel')}
          </Button>
          <Button onPress={submit} isPending={form.busy}>
            {t('Return.Submit')}
          </Button>
        </>
      }
    >
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        error={form.error}
        refusals={form.refusals}
      >
        <Select
          label={t('Return.Line')}
          options={lines.map((option) => ({
            id: option.lineNumber,
            label: `${option.lineNumber} · ${option.manufacturerPart} · ${option.description}`,
          }))}
          selectedKey={lineNumber}
          onSelectionChange={(key) => {
            setLineNumber(Number(key));
            form.edited('lineNumber');
          }}
        />
        <NumberField
          label={t('Return.Quantity')}
          isRequired
          minValue={1}
          maxValue={line?.returnable}
          step={1}
          value={quantity}
          onChange={(value) => {
            setQuantity(value);
            form.edited('quantity');
          }}
          description={line ? t('Return.Returnable', { count: line.returnable }) : undefined}
          isInvalid={tooMany || form.fieldErrors.quantity !== undefined}
          errorMessage={
            tooMany
              ? t('Return.QuantityTooLarge', { count: line?.returnable ?? 0 })
              : form.fieldErrors.quantity
          }
        />
        {amounts ? (
          <DescriptionList
            headingLevel={3}
            groups={[
              {
                items: [
                  { term: t('Return.Value'), description: formatMoney(amounts.value) },
                  { term: t('Return.RestockingFee'), description: formatMoney(amounts.restockingFee) },
                  { term: t('Return.Credit'), description: formatMoney(amounts.credit) },
                ],
              },
            ]}
          />
        ) : null}
        <p>{t('Return.Policy')}</p>
        <TextArea
          label={t('Return.Reason')}
          isRequired
          maxLength={RETURN_LIMITS.reason.max}
          value={reason}
          onChange={(value) => {
            setReason(value);
            form.edited('reason');
          }}
          isInvalid={form.fieldErrors.reason !== undefined}
          errorMessage={form.fieldErrors.reason}
        />
        <button type="submit" hidden />
      </Form>
    </Modal>
  );
}

/**
 * The order detail's Returns (issue 17, beyond the documents): the order's return requests with their status,
 * fee and credit, and the request of a return of a shipped line.
 */
export function OrderReturnsSection({ orderId }: { orderId: string }) {
  const resource = useResource(
    (signal) =>
      api.call(returnEndpoints.listOrderReturns, { query: { id: orderId }, signal, reportProblems: false }),
    [orderId],
  );
  const [open, setOpen] = useState(false);
  const [submitted, setSubmitted] = useState('');
  return (
    <section aria-labelledby="order-returns">
      <h2 id="order-returns">{t('Return.Returns')}</h2>
      {resource.status === 'failed' ? (
        <InlineAlert tone="error">{problemMessage(resource.error)}</InlineAlert>
      ) : !resource.data ? (
        <Spinner label={t('Global.Loading')} />
      ) : (
        <OrderReturnsPanel
          returns={resource.data}
          submitted={submitted}
          onRequest={() => {
            setSubmitted('');
            setOpen(true);
          }}
        />
      )}
      {open && resource.data ? (
        <ReturnRequestDialog
          orderId={orderId}
          lines={resource.data.lines}
          onClose={() => setOpen(false)}
          onSubmitted={(made) => {
            setOpen(false);
            setSubmitted(t('Return.Submitted', { number: made.number }));
            resource.reload();
          }}
        />
      ) : null}
    </section>
  );
}
