import { InlineAlert } from '@b2b-portal/ui';
import { t } from '../../services/messages/workItems';

export interface WorkItemRejectionProps {
  /** The service desk's reason (`rejectionReason`); null or absent when none was recorded. */
  reason: string | null | undefined;
}

/**
 * A rejected work item request's notice (issue 19): who rejected it and why, as the service desk said it, so the
 * requester knows what to change in a new request. A heading in the page's outline.
 */
export function WorkItemRejection({ reason }: WorkItemRejectionProps) {
  return (
    <InlineAlert tone="error" title={t('WorkItem.Rejected')} headingLevel={2}>
      {reason ? (
        <p>
          {t('WorkItem.RejectionReason')}: {reason}
        </p>
      ) : (
        <p>{t('WorkItem.RejectionNoReason')}</p>
      )}
    </InlineAlert>
  );
}
