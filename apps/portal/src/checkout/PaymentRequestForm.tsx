import { PAYMENT_REQUEST_LIMITS } from '@b2b-portal/api';
import { Button, InlineAlert, TextField } from '@b2b-portal/ui';
import { useEffect, useRef, useState } from 'react';
import { useContractForm } from '../forms/useContractForm';

/** What the person types to ask someone (usually accounts payable) to enter a card for a document. */
export interface PaymentRequestValues {
  recipientName: string;
  recipientEmail: string;
  message: string;
}

export const emptyPaymentRequest: PaymentRequestValues = {
  recipientName: '',
  recipientEmail: '',
  message: '',
};

/** The request as the contract has checked it (the message may be left out). */
export type CheckedPaymentRequest = {
  recipientName: string;
  recipientEmail: string;
  message?: string | undefined;
};

export interface PaymentRequestLabels {
  recipientName: string;
  recipientEmail: string;
  message: string;
  submit: string;
  /** The confirmation, with the link to share. */
  sent: (request: { name: string; url: string }) => string;
}

/** The contract's check of the request, loaded with the form (it brings zod, issue 14). */
const loadPaymentRequestFields = () =>
  import('./checkoutSchemas').then((module) => module.PaymentRequestFields);

/**
 * A payment information request's fields and its button (checkout's billing step, an invoice's payment): the
 * contract's check before the call, the server's field errors after it, the link to share once sent. The values
 * and the last request sent are the caller's (checkout keeps them across its steps).
 */
export function PaymentRequestForm({
  values,
  onChange,
  send,
  sent,
  onSent,
  labels,
  check,
  className,
}: {
  values: PaymentRequestValues;
  onChange: (values: PaymentRequestValues) => void;
  send: (fields: CheckedPaymentRequest) => Promise<{ id: string; url: string }>;
  sent: { name: string; url: string } | null;
  onSent: (created: { id: string; url: string }, name: string) => void;
  labels: PaymentRequestLabels;
  /** What stops the request that is not one of its fields (an invoice's amount): its message, or null. */
  check?: () => string | null;
  className?: string;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useContractForm(loadPaymentRequestFields, values, {
    send,
    onDone: (created) => onSent(created, values.recipientName.trim()),
  });
  // A refused request (the contract's check or the server's) moves the focus to its first field marked, as ui's
  // Form does: the fields sit above the button, which kept the focus with nothing said where.
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (form.refusals === 0) return;
    container.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form.refusals]);
  const field = (name: keyof PaymentRequestValues, value: string) => {
    onChange({ ...values, [name]: value });
    form.edited(name);
  };
  return (
    <div ref={container} className={className}>
      <TextField
        label={labels.recipientName}
        isRequired
        maxLength={PAYMENT_REQUEST_LIMITS.recipientName.max}
        value={values.recipientName}
        onChange={(value) => field('recipientName', value)}
        isInvalid={form.fieldErrors.recipientName !== undefined}
        errorMessage={form.fieldErrors.recipientName}
      />
      <TextField
        label={labels.recipientEmail}
        type="email"
        isRequired
        maxLength={PAYMENT_REQUEST_LIMITS.recipientEmail}
        value={values.recipientEmail}
        onChange={(value) => field('recipientEmail', value)}
        isInvalid={form.fieldErrors.recipientEmail !== undefined}
        errorMessage={form.fieldErrors.recipientEmail}
      />
      <TextField
        label={labels.message}
        maxLength={PAYMENT_REQUEST_LIMITS.message}
        value={values.message}
        onChange={(value) => field('message', value)}
        isInvalid={form.fieldErrors.message !== undefined}
        errorMessage={form.fieldErrors.message}
      />
      <Button
        variant="secondary"
        onPress={() => {
          const refused = check?.() ?? null;
          setRefusal(refused);
          if (!refused) void form.submit();
        }}
        isPending={form.busy}
      >
        {labels.submit}
      </Button>
      {sent ? <InlineAlert tone="success">{labels.sent(sent)}</InlineAlert> : null}
      {(refusal ?? form.error) ? <InlineAlert tone="error">{refusal ?? form.error}</InlineAlert> : null}
    </div>
  );
}
