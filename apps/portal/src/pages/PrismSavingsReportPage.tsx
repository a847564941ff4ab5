import { monthsFrom } from '@b2b-portal/flows/rules';
import { InlineAlert, Select } from '@b2b-portal/ui';
import { useState } from 'react';
import type { PageProps } from '../app/PageProps';
import { useResource } from '../app/useResource';
import { api } from '../services/api';
import { cloudReportEndpoints } from '../services/endpoints';
import { t } from '../services/messages/cloudReports';
import { problemMessage } from '../services/problems';
import { monthLabel, publicationNote } from './cloud-reports/cloudMonths';
import * as styles from './cloud-reports/cloudReports.css';
import { PrismReportView } from './cloud-reports/PrismReportView';
import { ShareLink } from './cloud-reports/ShareLink';
import * as pageStyles from './pages.css';

const ALL = '*';

/**
 * /prism-savings-report (002 §2 "cloud savings report", issue 20): the company's cloud cost at list and at
 * contract price and the savings, by service and by month, for a range of published months and a service
 * (GetPrismReports), with the publication note of 002 §9 and a shareable read-only link (getPowerBIReportEmbedURL).
 */
export default function PrismSavingsReportPage({ route }: PageProps) {
  const [from, setFrom] = useState<string | undefined>();
  const [to, setTo] = useState<string | undefined>();
  const [service, setService] = useState<string | undefined>();
  const query = { from, to, service };
  const report = useResource(
    (signal) => api.call(cloudReportEndpoints.getPrismReports, { query, signal, reportProblems: false }),
    [from, to, service],
  );
  const data = report.data;
  const months = data?.firstMonth ? monthsFrom(data.firstMonth, data.publishedThrough) : [];
  const shownFrom = from ?? data?.from ?? undefined;
  const shownTo = to ?? data?.to ?? undefined;
  const monthOptions = (keep: (month: string) => boolean) =>
    months.filter(keep).map((month) => ({ id: month, label: monthLabel(month) }));
  return (
    <section className={pageStyles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={pageStyles.title}>
        {route.title}
      </h1>
      <p className={pageStyles.lead}>{t('CloudReports.Prism.Intro')}</p>
      {data ? <InlineAlert tone="info">{publicationNote(data)}</InlineAlert> : null}
      {months.length > 0 ? (
        <fieldset className={styles.filters}>
          <legend className={pageStyles.lead}>{t('CloudReports.Filters')}</legend>
          <Select
            label={t('CloudReports.From')}
            options={monthOptions((month) => !shownTo || month <= shownTo)}
            selectedKey={shownFrom ?? null}
            onSelectionChange={(key) => setFrom(key === null ? undefined : String(key))}
          />
          <Select
            label={t('CloudReports.To')}
            options={monthOptions((month) => !shownFrom || month >= shownFrom)}
            selectedKey={shownTo ?? null}
            onSelectionChange={(key) => setTo(key === null ? undefined : String(key))}
          />
          <Select
            label={t('CloudReports.Service')}
            options={[
              { id: ALL, label: t('CloudReports.AllServices') },
              ...(data?.services ?? []).map((name) => ({ id: name, label: name })),
            ]}
            selectedKey={service ?? ALL}
            onSelectionChange={(key) => setService(key === null || key === ALL ? undefined : String(key))}
          />
        </fieldset>
      ) : null}
      {report.status === 'failed' ? (
        <InlineAlert tone="error">{problemMessage(report.error)}</InlineAlert>
      ) : null}
      <PrismReportView
        report={data}
        status={
          report.status === 'failed' ? 'error' : report.status === 'loading' && !data ? 'loading' : 'ready'
        }
        onRetry={report.reload}
      />
      {/* A new link for each selection: a link made for the last one goes with it. */}
      {data ? <ShareLink key={`${from}/${to}/${service}`} query={{ report: 'prism', ...query }} /> : null}
    </section>
  );
}
