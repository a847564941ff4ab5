import { Enumerations, INQUIRY_LIMITS } from '@b2b-portal/api';
import { Button, Form, InlineAlert, TextArea } from '@b2b-portal/ui';
import { useState } from 'react';
import { useContractForm } from '../../forms/useContractForm';
import { api } from '../../services/api';
import { t } from '../../services/messages/overview';
import { overviewEndpoints } from './overviewEndpoints';

/** The contract's check of an inquiry, loaded when the form mounts (it brings zod; issue 14). */
const loadInquiryFields = () => import('../quotes/inquirySchema').then((module) => module.InquiryFields);

/**
 * The advisory tile's form (002 §2): a question to the asset-management advisors, sent as an inquiry of kind
 * PresidioAdvisor (5) about no document. A blank message is refused before the call ('Message cannot be
 * blank.'); the server's word on it shows at the field.
 */
export function AdvisoryInquiry() {
  const [message, setMessage] = useState('');
  const [sent, setSent] = useState(false);
  const form = useContractForm(
    loadInquiryFields,
    { message },
    {
      send: (body) =>
        api.call(overviewEndpoints.submitInquiry, {
          body: { kind: Enumerations.EmailInquiry.PresidioAdvisor.value, message: body.message },
          reportProblems: false,
        }),
      onDone: () => {
        setSent(true);
        setMessage('');
      },
    },
  );
  const error = form.fieldErrors.message ?? form.error;
  return (
    <Form onSubmit={form.submit} refusals={form.refusals}>
      <TextArea
        label={t('Overview.AdvisoryMessage')}
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
      <Button type="submit" variant="secondary" isDisabled={form.busy}>
        {t('Overview.AdvisorySend')}
      </Button>
      {sent ? <InlineAlert tone="success">{t('Overview.AdvisorySent')}</InlineAlert> : null}
    </Form>
  );
}
