import { Enumerations } from '@b2b-portal/api';
import { api } from '../../services/api';
import { t } from '../../services/messages/overview';
import { InquiryForm } from '../quotes/InquiryForm';
import { overviewEndpoints } from './overviewEndpoints';

/**
 * The advisory tile's form (002 §2): a question to the asset-management advisors, sent as an inquiry of kind
 * PresidioAdvisor (5) about no document: the quote's inquiry form with the tile's words. A blank message is
 * refused before the call ('Message cannot be blank.'); the server's word on it shows at the field.
 */
export function AdvisoryInquiry() {
  return (
    <InquiryForm
      labels={{
        message: t('Overview.AdvisoryMessage'),
        send: t('Overview.AdvisorySend'),
        sent: t('Overview.AdvisorySent'),
      }}
      send={async (message) => {
        await api.call(overviewEndpoints.submitInquiry, {
          body: { kind: Enumerations.EmailInquiry.PresidioAdvisor.value, message },
          reportProblems: false,
        });
      }}
    />
  );
}
