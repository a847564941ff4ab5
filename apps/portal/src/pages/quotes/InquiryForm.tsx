import { INQUIRY_LIMITS, InquiryFields } from '@b2b-portal/api';
import { Button, InlineAlert, TextArea } from '@b2b-portal/ui';
import { type FormEvent, useState } from 'react';
import { useServerFieldErrors } from '../../forms/useServerFieldErrors';
import { validateWith } from '../../forms/validate';
import { t } from '../../services/messages';
import { problemMessage } from '../savedCarts/savedCartData';

/**
 * The inquiry form of a quote (001 §5): a message to the account manager. The contract's `InquiryFields` checks
 * it before the call ('Message cannot be blank', at most 4000 characters); the server's word on it (a field
 * error, or its message) is shown at the field after the call.
 */
export function InquiryForm({ send }: { send: (message: string) => Promise<void> }) {
  const [message, setMessage] = useState('');
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const server = useServerFieldErrors();
  const checked = validateWith(InquiryFields, { message });
  const error =
    (tried && !checked.ok ? checked.fieldErrors.message : undefined) ?? server.errors.message ?? failure;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setFailure(null);
    if (!checked.ok) return;
    setSending(true);
    try {
      await send(checked.data.message);
      setSent(true);
      setMessage('');
      setTried(false);
    } catch (reason) {
      server.failed(reason);
      setFailure(problemMessage(reason));
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <TextArea
        label={t('Quote.InquiryMessage')}
        value={message}
        maxLength={INQUIRY_LIMITS.message.max}
        onChange={(value) => {
          setMessage(value);
          setSent(false);
          setFailure(null);
          server.edited('message');
        }}
        isInvalid={Boolean(error)}
        errorMessage={error ?? undefined}
      />
      <Button type="submit" isDisabled={sending}>
        {t('Quote.SendInquiry')}
      </Button>
      {sent ? <InlineAlert tone="success">{t('Quote.InquirySent')}</InlineAlert> : null}
    </form>
  );
}
