import { earlierMonth, laterMonth, monthsFrom } from '@b2b-portal/flows/rules';
import { InlineAlert, Select, Spinner } from '@b2b-portal/ui';
import { useState } from 'react';
import type { PageProps } from '../app/PageProps';
import { useResource } from '../app/useResource';
import { api } from '../services/api';
import { cloudReportEndpoints } from '../services/endpoints';
import { t } from '../services/messages/cloudReports';
import { problemMessage } from '../services/problems';
import { monthLabel, publicationNote } from './cloud-reports/cloudMonths';
import * as styles from './cloud-reports/cloudReports.css';
import { EdpCommitmentView } from './cloud-reports/EdpReportView';
import { ShareLink } from './cloud-reports/ShareLink';
import * as pageStyles from './pages.css';

/**
 * /edp-report (002 §2 "enterprise-discount tracker", issue 20): each enterprise discount programme commitment of the
 * company with its consumption to date, what is left, the run rate and the forecast to its end (getEDPReports), a
 * From/To range of the months its chart and table show, the publication note of 002 §9 and a shareable read-only link (getPowerBIReportEmbedURL).
 */
export default function EdpReportPage({ route }: PageProps) {
  const report = useResource(
    (signal) => api.call(cloudReportEndpoints.getEDPReports, { signal, reportProblems: false }),
    [],
  );
  const data = report.data;
  const [from, setFrom] = useState<string | undefined>();
  const [to, setTo] = useState<string | undefined>();
  const commitments = data?.commitments ?? [];
  // The months of every commitment, actual and forecast: the range's choices (the chart and its table follow it).
  const first = commitments.map((commitment) => commitment.startMonth).reduce(earlierMonth, '9999-12');
  const last = commitments.map((commitment) => commitment.endMonth).reduce(laterMonth, '0000-01');
  const months = commitments.length > 0 ? monthsFrom(first, last) : [];
  const shownFrom = from ?? first;
  const shownTo = to ?? last;
  const monthOptions = (keep: (month: string) => boolean) =>
    months.filter(keep).map((month) => ({ id: month, label: monthLabel(month) }));
  return (
    <section className={pageStyles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={pageStyles.title}>
        {route.title}
      </h1>
      <p className={pageStyles.lead}>{t('CloudReports.Edp.Intro')}</p>
      {data ? <InlineAlert tone="info">{publicationNote(data)}</InlineAlert> : null}
      {months.length > 0 ? (
        <fieldset className={styles.filters}>
          <legend className={pageStyles.lead}>{t('CloudReports.Filters')}</legend>
          <Select
            label={t('CloudReports.From')}
            options={monthOptions((month) => month <= shownTo)}
            selectedKey={shownFrom}
            onSelectionChange={(key) => setFrom(key === null ? undefined : String(key))}
          />
          <Select
            label={t('CloudReports.To')}
            options={monthOptions((month) => month >= shownFrom)}
            selectedKey={shownTo}
            onSelectionChange={(key) => setTo(key === null ? undefined : String(key))}
          />
        </fieldset>
      ) : null}
      {report.status === 'loading' && !data ? (
        <Spinner label={t('CloudReports.Loading')} />
      ) : report.status === 'failed' ? (
        <InlineAlert tone="error">{problemMessage(report.error)}</InlineAlert>
      ) : data && data.commitments.length === 0 ? (
        <InlineAlert tone="info">{t('CloudReports.Edp.None')}</InlineAlert>
      ) : (
        (data?.commitments ?? []).map((commitment) => (
          <EdpCommitmentView
            key={commitment.id}
            commitment={commitment}
            range={{ from: shownFrom, to: shownTo }}
          />
        ))
      )}
      {data && data.commitments.length > 0 ? <ShareLink query={{ report: 'edp' }} /> : null}
    </section>
  );
}
