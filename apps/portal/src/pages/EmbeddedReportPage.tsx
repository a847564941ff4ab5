import { formatDateTime, InlineAlert, Spinner } from '@b2b-portal/ui';
import type { PageProps } from '../app/PageProps';
import { useResource } from '../app/useResource';
import { api } from '../services/api';
import { cloudReportEndpoints } from '../services/endpoints';
import { t } from '../services/messages/cloudReports';
import { problemMessage } from '../services/problems';
import { publicationNote } from './cloud-reports/cloudMonths';
import { EdpCommitmentView } from './cloud-reports/EdpReportView';
import { PrismReportView } from './cloud-reports/PrismReportView';
import * as pageStyles from './pages.css';

/**
 * /embedded-report?token= (issue 20): the read-only report a getPowerBIReportEmbedURL link names, with no sign-in
 * and no menus. The server checks the token's signature and expiry on every load (v1.0/report/embeddedReport): a
 * forged link reads "not valid", an expired one "expired", in the server's words.
 */
export default function EmbeddedReportPage({ query }: PageProps) {
  const token = typeof query.token === 'string' ? query.token : '';
  const report = useResource(
    (signal) =>
      token
        ? api.call(cloudReportEndpoints.getEmbeddedReport, {
            query: { token },
            signal,
            reportProblems: false,
          })
        : Promise.reject(new Error('no token')),
    [token],
  );
  const data = report.data;
  const title = data
    ? t('CloudReports.Embedded.Title', {
        report:
          data.report === 'prism'
            ? t('CloudReports.Embedded.Prism')
            : (data.edp.commitments[0]?.programme ?? ''),
        company: data.companyName,
      })
    : '';
  return (
    <section className={pageStyles.page} aria-labelledby={data ? 'page-title' : undefined}>
      {report.status === 'loading' ? (
        <Spinner label={t('CloudReports.Loading')} />
      ) : report.status === 'failed' || !data ? (
        <InlineAlert tone="error">
          {token ? problemMessage(report.error) : t('CloudReports.Embedded.Missing')}
        </InlineAlert>
      ) : (
        <>
          <h1 id="page-title" className={pageStyles.title}>
            {title}
          </h1>
          <p className={pageStyles.lead}>
            {t('CloudReports.Embedded.ReadOnly', { time: formatDateTime(data.expiresAt) })}
          </p>
          <InlineAlert tone="info">
            {publicationNote(data.report === 'prism' ? data.prism : data.edp)}
          </InlineAlert>
          {data.report === 'prism' ? (
            <PrismReportView report={data.prism} status="ready" />
          ) : (
            data.edp.commitments.map((commitment) => (
              <EdpCommitmentView key={commitment.id} commitment={commitment} />
            ))
          )}
        </>
      )}
    </section>
  );
}
