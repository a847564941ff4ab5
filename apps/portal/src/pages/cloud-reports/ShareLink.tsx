import type { ReportEmbedQuery, ReportEmbedUrl } from '@b2b-portal/api';
import { Button, formatDateTime, InlineAlert, Link } from '@b2b-portal/ui';
import { useState } from 'react';
import { api } from '../../services/api';
import { cloudReportEndpoints } from '../../services/endpoints';
import { t } from '../../services/messages/cloudReports';
import { problemMessage } from '../../services/problems';
import * as styles from './cloudReports.css';

/** getPowerBIReportEmbedURL: a signed, short-lived link to the read-only embedded report of what the page shows. */
export function ShareLink({ query }: { query: ReportEmbedQuery }) {
  const [link, setLink] = useState<ReportEmbedUrl | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const ask = async () => {
    setPending(true);
    setError(null);
    try {
      setLink(
        await api.call(cloudReportEndpoints.getPowerBIReportEmbedURL, { query, reportProblems: false }),
      );
    } catch (problem) {
      setError(problemMessage(problem));
    } finally {
      setPending(false);
    }
  };
  return (
    <div className={styles.share}>
      <Button variant="secondary" isPending={pending} onPress={() => void ask()}>
        {t('CloudReports.Share')}
      </Button>
      {error ? <InlineAlert tone="error">{error}</InlineAlert> : null}
      {link ? (
        <p role="status">
          {t('CloudReports.Share.Ready', { time: formatDateTime(link.expiresAt) })}{' '}
          <Link className={styles.link} href={link.embedUrl} external>
            {t('CloudReports.Share.Open')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
