import { InlineAlert, Spinner } from '@b2b-portal/ui';
import type { PageProps } from '../app/PageProps';
import { useResource } from '../app/useResource';
import { api } from '../services/api';
import { cloudReportEndpoints } from '../services/endpoints';
import { t } from '../services/messages/cloudReports';
import { problemMessage } from '../services/problems';
import { publicationNote } from './cloud-reports/cloudMonths';
import { EdpCommitmentView } from './cloud-reports/EdpReportView';
import { ShareLink } from './cloud-reports/ShareLink';
import * as pageStyles from './pages.css';

/**
 * /edp-report (002 §2 "enterprise-discount tracker", issue 20): each enterprise discount programme commitment of the
 * company with its consumption to date, what is left, the run rate and the forecast to its end (getEDPReports), the
 * publication note of 002 §9 and a shareable read-only link (getPowerBIReportEmbedURL).
 */
export default function EdpReportPage({ route }: PageProps) {
  const report = useResource(
    (signal) => api.call(cloudReportEndpoints.getEDPReports, { signal, reportProblems: false }),
    [],
  );
  const data = report.data;
  return (
    <section className={pageStyles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={pageStyles.title}>
        {route.title}
      </h1>
      <p className={pageStyles.lead}>{t('CloudReports.Edp.Intro')}</p>
      {data ? <InlineAlert tone="info">{publicationNote(data)}</InlineAlert> : null}
      {report.status === 'loading' && !data ? (
        <Spinner label={t('CloudReports.Loading')} />
      ) : report.status === 'failed' ? (
        <InlineAlert tone="error">{problemMessage(report.error)}</InlineAlert>
      ) : data && data.commitments.length === 0 ? (
        <InlineAlert tone="info">{t('CloudReports.Edp.None')}</InlineAlert>
      ) : (
        (data?.commitments ?? []).map((commitment) => (
          <EdpCommitmentView key={commitment.id} commitment={commitment} />
        ))
      )}
      {data && data.commitments.length > 0 ? <ShareLink query={{ report: 'edp' }} /> : null}
    </section>
  );
}
