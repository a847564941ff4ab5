import type { BusinessUnitOption } from '@b2b-portal/api';
import { isApiError } from '@b2b-portal/api/client';
import { pathFor } from '@b2b-portal/flows/rules';
import { InlineAlert, Link, Spinner } from '@b2b-portal/ui';
import { lazy, Suspense } from 'react';
import { hrefFor } from '../app/hashLocation';
import type { PageProps } from '../app/PageProps';
import { useNamePage } from '../app/pageName';
import { useResource } from '../app/useResource';
import { api } from '../services/api';
import { businessUnitEndpoints, reportEndpoints } from '../services/endpoints';
import { t } from '../services/messages/reports';
import { problemCode, problemMessage } from '../services/problems';
import * as pageStyles from './pages.css';

/** The run form and the schedule (date pickers, radio and checkbox groups): loaded beside the report's call. */
const loadView = () => import('../reports/ReportView');
const ReportView = lazy(loadView);

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Why the report cannot be shown: the catalogue's not-found words for an unknown or malformed id or uuid. */
function loadProblem(error: unknown): string {
  if (isApiError(error) && (error.status === 404 || error.status === 400)) return t('Report.NotFound');
  return problemMessage(error);
}

/**
 * The report, with the subscription `uuid` names. A link to a saved search deleted since (in another tab, or a mail
 * of a schedule stopped since) still opens the report, without it, and says so.
 */
async function loadReport(id: string, uuid: string, signal: AbortSignal) {
  void loadView().catch(() => undefined);
  const read = (withUuid: boolean) =>
    api.call(reportEndpoints.reportData, {
      query: withUuid ? { id, uuid } : { id },
      signal,
      reportProblems: false,
    });
  let savedSearchGone = false;
  const data = await read(uuid !== '').catch((error: unknown) => {
    if (problemCode(error) !== 'ReportSubscriptionNotFound') throw error;
    savedSearchGone = true;
    return read(false);
  });
  const units: BusinessUnitOption[] = data.report.searchFields.some((field) => field.kind === 'businessUnit')
    ? (await api.call(businessUnitEndpoints.listHierarchy, { signal, reportProblems: false })).units
    : [];
  return { data, units, savedSearchGone };
}

/**
 * /report?id=&uuid= (002 §2; issue 20): one report (reportdata) with its run form prefilled from the user's
 * subscription, Run through the shell's download path (000: the file, the no-data box, a signed link, the
 * large-report notice), Save search (savereportsubscriptionsearchfields), the schedule (saveschedule) and Delete
 * subscription (deletesubscription). An unknown or malformed id says the catalogue's not-found message; a uuid
 * whose saved search is gone opens the report without it, saying so.
 */
export default function ReportPage({ route, query }: PageProps) {
  const id = typeof query.id === 'string' ? query.id : '';
  const uuid = typeof query.uuid === 'string' ? query.uuid : '';
  const valid = GUID.test(id) && (uuid === '' || GUID.test(uuid));
  const loaded = useResource(
    (signal) => (valid ? loadReport(id, uuid, signal) : Promise.resolve(null)),
    [id, uuid, valid],
  );
  // The breadcrumb's last crumb and the page title: the report's own name once loaded, not "Report".
  useNamePage(loaded.data?.data.report.name);
  const back = <Link href={hrefFor(pathFor('Reports'))}>{t('Report.BackToReports')}</Link>;
  const heading = (text: string) => (
    <h1 id="page-title" className={pageStyles.title}>
      {text}
    </h1>
  );
  if (!valid || (loaded.status === 'ready' && !loaded.data))
    return (
      <section className={pageStyles.page} aria-labelledby="page-title">
        {heading(route.title)}
        <InlineAlert tone="error">{t('Report.NotFound')}</InlineAlert>
        {back}
      </section>
    );
  if (loaded.status === 'failed' && !loaded.data)
    return (
      <section className={pageStyles.page} aria-labelledby="page-title">
        {heading(route.title)}
        <InlineAlert tone="error">{loadProblem(loaded.error)}</InlineAlert>
        {back}
      </section>
    );
  if (!loaded.data)
    return (
      <section className={pageStyles.page} aria-labelledby="page-title">
        {heading(route.title)}
        <Spinner label={t('Report.Loading')} />
      </section>
    );
  const { data, units, savedSearchGone } = loaded.data;
  return (
    <section className={pageStyles.page} aria-labelledby="page-title">
      {heading(data.report.name)}
      <p className={pageStyles.lead}>{data.report.description}</p>
      {back}
      {savedSearchGone ? <InlineAlert tone="warning">{t('Report.SubscriptionNotFound')}</InlineAlert> : null}
      <Suspense fallback={<Spinner label={t('Report.Loading')} />}>
        <ReportView
          data={data}
          units={units}
          onChange={(next) => loaded.replace({ data: next, units, savedSearchGone: false })}
        />
      </Suspense>
    </section>
  );
}
