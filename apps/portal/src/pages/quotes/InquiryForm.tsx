import { INQUIRY_LIMITS } from '@b2b-portal/api';
import { Button, Form, InlineAlert, TextArea } from '@b2b-portal/ui';
import { useState } from 'react';
import { useContractForm } from '../../forms/useContractForm';

/**
 * The inquiry form of a quote (001 §5): a message to the account manager. The contract's `InquiryFields` checks
 * it before the call ('Message cannot be blank.', at most 4000 characters); the server's word on it (a field
 * error, or its message) is shown at the field after the call.
 */
/** The contract's check of an inquiry, loaded when the form mounts (it brings zod; issue 14). */
const loadInquiryFields = () => import('./inquirySchema').then((module) => module.InquiryFields);

/** The form's words: the quote's and the invoice's (`quoteInquiryLabels`), the advisory tile's its own. */
export interface InquiryLabels {
  message: string;
  send: string;
  sent: string;
}

export function InquiryForm({
  send,
  labels,
}: {
  send: (message: string) => Promise<void>;
  labels: InquiryLabels;
}) {
  const [message, setMessage] = useState('');
  const [sent, setSent] = useState(false);
  const form = useContractForm(
    loadInquiryFields,
    { message },
    {
      send: (body) => send(body.message),
      onDone: () => {
        setSent(true);
        setMessage('');
      },
    },
  );
  // One field: the contract's or the server's word on it, else the failed call's message.
  const error = form.fieldErrors.message ?? form.error;

  return (
    // The one field says what is wrong; focus goes to it on a refused send, which reads its message.
    <Form onSubmit={form.submit} refusals={form.refusals}>
      <TextArea
        label={labels.message}
        value={message}
        maxLength={INQUIRY_LIMITS.message.max}
        onChange={(value) => {
          setMessage(value);
          setSent(false);
          form.edited('message');
        }}
        isInvalid={Boolean(error)}
        errorMessage={error ?? undefined}
      />
      {/* Secondary: on the quote's page the main task is its approval (or checkout), not a question. */}
      <Button type="submit" variant="secondary" isPending={form.busy}>
        {labels.send}
      </Button>
      {sent ? <InlineAlert tone="success">{labels.sent}</InlineAlert> : null}
    </Form>
  );
}
