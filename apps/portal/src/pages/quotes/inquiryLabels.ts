import { t } from '../../services/messages/quotes';
import type { InquiryLabels } from './InquiryForm';

/** The inquiry form's words on a quote's and an invoice's page (001 §5). */
export const quoteInquiryLabels = (): InquiryLabels => ({
  message: t('Quote.InquiryMessage'),
  send: t('Quote.SendInquiry'),
  sent: t('Quote.InquirySent'),
});
