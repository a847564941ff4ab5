import { INQUIRY_LIMITS } from '@b2b-portal/api';
import { Button, Form, InlineAlert, TextArea } from '@b2b-portal/ui';
import { useState } from 'react';
import { useContractForm } from '../../forms/useContractForm';
import { t } from '../../services/messages/quotes';

/**
 * The inquiry form of a quote (001 §5): a message to the account manager. The contract's `InquiryFields` checks
 * it before the call ('Message cannot be blank.', at most 4000 characters); the server's word on it (a field
 * error, or its message) is shown at the field after the call.
 */
/** The contract's check of an inquiry, loaded when the form mounts (it brings zod; issue 14). */
const loadInquiryFields = () => import('./inquirySchema').then((module) => module.InquiryFields);

export function InquiryForm({ send }: { send: (message: string) => Promise<void> }) {
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
        label={t('Quote.InquiryMessage')}
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
      <Button type="submit" variant="secondary" isDisabled={form.busy}>
        {t('Quote.SendInquiry')}
      </Button>
      {sent ? <InlineAlert tone="success">{t('Quote.InquirySent')}</InlineAlert> : null}
    </Form>
  );
}
