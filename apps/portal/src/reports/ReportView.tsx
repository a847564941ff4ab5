import type { BusinessUnitOption, ReportData, ReportSchedule, ReportSearchValues } from '@b2b-portal/api';
import {
  type ReportScheduleField,
  reportScheduleDraft,
  reportSearchDraft,
  validateReportSchedule,
  validateReportSearch,
} from '@b2b-portal/flows/rules';
import {
  Button,
  formatDateTime,
  InlineAlert,
  MessageBox,
  ReportRunForm,
  type ReportRunFormValues,
  ReportScheduleForm,
  type ReportScheduleFormErrors,
} from '@b2b-portal/ui';
import { useEffect, useRef, useState } from 'react';
import { useDownloads } from '../app/downloads';
import * as pageStyles from '../pages/pages.css';
import { api } from '../services/api';
import { reportEndpoints, reportScheduleEndpoints } from '../services/endpoints';
import { t } from '../services/messages/reports';
import { problemMessage, problemOnFields } from '../services/problems';
import { runFields, runFormats } from './reportView';

const SCHEDULE_FIELDS: readonly ReportScheduleField[] = ['kind', 'every', 'days', 'dayOfMonth', 'at'];

/**
 * The body of /report (issue 20), a chunk of its own that loads beside the reportdata call: the run form prefilled
 * from the user's subscription, Run through the shell's download path, Save search, the schedule and Delete
 * subscription.
 */
export default function ReportView({
  data,
  units,
  onChange,
}: {
  data: ReportData;
  units: readonly BusinessUnitOption[];
  onChange: (data: ReportData) => void;
}) {
  const { report, subscription } = data;
  const { download } = useDownloads();
  const fields = runFields(report.searchFields, units);
  const formats = runFormats(report);
  const initial: ReportRunFormValues = {
    values: reportSearchDraft(subscription?.searchFields) as Record<string, string>,
    format: subscription?.format ?? formats[0]?.value ?? 1,
  };
  // What the run form holds now: the schedule saves it with the schedule.
  const current = useRef(initial);
  const [busy, setBusy] = useState<'run' | 'save' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const checked = (values: ReportRunFormValues['values']) =>
    validateReportSearch(report.searchFields, values);
  const asFormat = (format: number) => format as 1 | 5 | 6;

  const run = async ({ values, format }: ReportRunFormValues) => {
    const search = checked(values);
    if (!search.ok) return;
    setBusy('run');
    setDone(null);
    setRefusal(null);
    try {
      const result = await download(reportEndpoints.run, {
        body: { reportId: report.id, format: asFormat(format), searchFields: search.values },
        reportProblems: false,
      });
      if (result.kind === 'file') setDone(t('Report.RunDone', { name: report.name }));
      if (result.kind === 'sasUri') setDone(t('Report.RunLink', { name: report.name }));
    } catch (failure) {
      setRefusal(problemMessage(failure));
    } finally {
      setBusy(null);
    }
  };

  const save = async ({ values, format }: ReportRunFormValues) => {
    const search = checked(values);
    if (!search.ok) return;
    setBusy('save');
    setDone(null);
    setRefusal(null);
    try {
      const saved = await api.call(reportEndpoints.saveSearchFields, {
        body: { reportId: report.id, searchFields: search.values, format: asFormat(format) },
        reportProblems: false,
      });
      setDone(t('Report.SearchSaved'));
      onChange({ report: { ...report, subscriptionId: saved.id }, subscription: saved });
    } catch (failure) {
      setRefusal(problemMessage(failure));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      {report.monthly ? <InlineAlert tone="info">{t('Report.MonthlyNote')}</InlineAlert> : null}
      <h2 className={pageStyles.heading}>{t('Report.SearchFields')}</h2>
      <ReportRunForm
        aria-label={t('Report.SearchFields')}
        fields={fields}
        formats={formats}
        defaultValues={initial}
        validate={(values) => {
          const search = checked(values);
          return search.ok ? {} : search.errors;
        }}
        onChange={(values) => {
          current.current = values;
        }}
        onRun={run}
        onSave={save}
        isRunning={busy === 'run'}
        isSaving={busy === 'save'}
        doneMessage={done}
        serverError={refusal}
        labels={{
          format: t('Report.Format'),
          run: t('Report.Run'),
          running: t('Report.Running'),
          save: t('Report.SaveSearch'),
          saving: t('Report.Saving'),
        }}
      />
      <ScheduleSection
        data={data}
        searchOf={() => {
          const search = checked(current.current.values);
          return search.ok
            ? { ok: true as const, values: search.values, format: asFormat(current.current.format) }
            : { ok: false as const, message: Object.values(search.errors)[0] ?? '' };
        }}
        onChange={onChange}
        onDeleted={() => {
          // The run form's 'Your search fields were saved.' spoke of the subscription just deleted.
          setDone(null);
          setRefusal(null);
        }}
      />
    </>
  );
}

type SearchNow = { ok: true; values: ReportSearchValues; format: 1 | 5 | 6 } | { ok: false; message: string };

function ScheduleSection({
  data,
  searchOf,
  onChange,
  onDeleted,
}: {
  data: ReportData;
  searchOf: () => SearchNow;
  onChange: (data: ReportData) => void;
  onDeleted: () => void;
}) {
  const { report, subscription } = data;
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<ReportScheduleFormErrors | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [deleted, setDeleted] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The confirmation gives the focus back to Delete subscription, which leaves with the subscription: the section's
  // heading takes it (WCAG 2.4.3), above the status 'Subscription deleted.'.
  useEffect(() => {
    if (!deleted) return;
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) headingRef.current?.focus();
  }, [deleted]);

  const saveSchedule = async (schedule: ReportSchedule | null) => {
    const search = searchOf();
    setSaved(null);
    setRefusal(null);
    setDeleted(false);
    if (!search.ok) {
      setRefusal(search.message);
      return;
    }
    setSaving(true);
    try {
      const answer = await api.call(reportScheduleEndpoints.saveSchedule, {
        body: { reportId: report.id, format: search.format, searchFields: search.values, schedule, timeZone },
        reportProblems: false,
      });
      setFieldErrors(undefined);
      setSaved(
        answer.schedule && answer.nextRunAt
          ? t('ReportSchedule.Saved', { next: formatDateTime(answer.nextRunAt) })
          : t('Report.SearchSaved'),
      );
      onChange({ report: { ...report, subscriptionId: answer.id }, subscription: answer });
    } catch (failure) {
      const onFields = problemOnFields(
        failure,
        SCHEDULE_FIELDS.map((field) => `schedule.${field}`),
      );
      setFieldErrors(
        Object.fromEntries(
          Object.entries(onFields.fieldErrors).map(([path, text]) => [path.replace('schedule.', ''), text]),
        ),
      );
      setRefusal(onFields.message);
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (!subscription) return;
    setDeleteError(null);
    try {
      await api.call(reportScheduleEndpoints.deleteSubscription, {
        query: { id: subscription.id },
        reportProblems: false,
      });
      setSaved(null);
      setRefusal(null);
      setFieldErrors(undefined);
      setDeleted(true);
      setFormKey((key) => key + 1);
      onDeleted();
      onChange({ report: { ...report, subscriptionId: null }, subscription: null });
    } catch (failure) {
      setDeleteError(problemMessage(failure));
    }
  };

  return (
    <>
      <h2 className={pageStyles.heading} ref={headingRef} tabIndex={-1}>
        {t('ReportSchedule.Title')}
      </h2>
      <p className={pageStyles.lead}>{t('ReportSchedule.Intro')}</p>
      <ReportScheduleForm
        // A deleted subscription's schedule leaves the form; a first save (a new subscription id) keeps the form
        // mounted, or the focused Save schedule would be replaced and the focus fall to <body>.
        key={formKey}
        aria-label={t('ReportSchedule.Title')}
        defaultValues={reportScheduleDraft(subscription?.schedule)}
        validate={(values) => {
          const result = validateReportSchedule(values);
          return result.ok
            ? {}
            : Object.fromEntries(result.errors.map((error) => [error.field, error.message]));
        }}
        onSubmit={(values) => {
          const result = validateReportSchedule(values);
          if (result.ok) void saveSchedule(result.schedule);
        }}
        isSaving={saving}
        savedMessage={saved}
        serverError={refusal}
        fieldErrors={fieldErrors}
        timeZoneNote={t('ReportSchedule.TimeZone', { timeZone })}
        labels={{
          kind: t('ReportSchedule.Kind'),
          daily: t('ReportSchedule.Kind.daily'),
          weekly: t('ReportSchedule.Kind.weekly'),
          monthly: t('ReportSchedule.Kind.monthly'),
          every: t('ReportSchedule.Every'),
          days: t('ReportSchedule.Days'),
          weekdays: [0, 1, 2, 3, 4, 5, 6].map((day) =>
            t(`ReportSchedule.Day.${day}` as 'ReportSchedule.Day.0'),
          ) as unknown as readonly [string, string, string, string, string, string, string],
          monthDay: t('ReportSchedule.MonthDay'),
          firstDay: t('ReportSchedule.MonthDay.first'),
          dayNumber: t('ReportSchedule.MonthDay.number'),
          lastDay: t('ReportSchedule.MonthDay.last'),
          dayOfMonth: t('ReportSchedule.MonthDay.Number'),
          at: t('ReportSchedule.At'),
          save: t('ReportSchedule.Save'),
          saving: t('ReportSchedule.Saving'),
        }}
      />
      {subscription ? (
        <div className={pageStyles.actions}>
          {subscription.schedule ? (
            <Button variant="secondary" isPending={saving} onPress={() => void saveSchedule(null)}>
              {t('ReportSchedule.Stop')}
            </Button>
          ) : null}
          <Button
            variant="danger"
            onPress={() => setConfirming(true)}
            aria-label={t('ReportSchedule.Subscriptions.Delete', { report: report.name })}
          >
            {t('ReportSchedule.Subscriptions.ConfirmTitle')}
          </Button>
        </div>
      ) : null}
      {deleteError ? <InlineAlert tone="error">{deleteError}</InlineAlert> : null}
      <div aria-live="polite">
        {deleted ? (
          <InlineAlert tone="success">{t('ReportSchedule.Subscriptions.Deleted')}</InlineAlert>
        ) : null}
      </div>
      <MessageBox
        isOpen={confirming}
        type="question"
        title={t('ReportSchedule.Subscriptions.ConfirmTitle')}
        message={t('ReportSchedule.Subscriptions.Confirm', { report: report.name })}
        buttons={[
          {
            name: t('ReportSchedule.Subscriptions.DeleteButton'),
            type: 'danger',
            click: () => {
              void remove();
              return true;
            },
          },
          { name: t('Global.Cancel'), type: 'secondary' },
        ]}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
