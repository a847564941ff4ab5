import { useState } from 'react';
import { Button } from '../Button/Button';
import { CheckboxGroup } from '../CheckboxGroup/CheckboxGroup';
import { Form } from '../Form/Form';
import { InlineAlert } from '../InlineAlert/InlineAlert';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { TextField } from '../TextField/TextField';
import * as styles from './ReportScheduleForm.css';

/** The schedule as the form holds it: text fields as typed (flows' `ReportScheduleDraft` has this shape). */
export interface ReportScheduleFormValues {
  /** '' until one is chosen. */
  kind: '' | 'daily' | 'weekly' | 'monthly';
  /** Daily: days between runs. */
  every: string;
  /** Weekly: 0 Sunday to 6 Saturday. */
  days: readonly number[];
  /** Monthly: the first day, the last day, or the number in `dayOfMonth`. */
  monthDay: 'first' | 'last' | 'number';
  dayOfMonth: string;
  /** `HH:mm`, 24-hour. */
  at: string;
}

export type ReportScheduleFormField = 'kind' | 'every' | 'days' | 'dayOfMonth' | 'at';
/** A message per field at fault, already translated. */
export type ReportScheduleFormErrors = Partial<Record<ReportScheduleFormField, string>>;

/** Every text the form shows. English defaults match the message catalogue (ReportSchedule.*). */
export interface ReportScheduleFormLabels {
  kind: string;
  daily: string;
  weekly: string;
  monthly: string;
  every: string;
  days: string;
  /** Sunday to Saturday. */
  weekdays: readonly [string, string, string, string, string, string, string];
  monthDay: string;
  firstDay: string;
  dayNumber: string;
  lastDay: string;
  dayOfMonth: string;
  at: string;
  save: string;
  saving: string;
}

export const defaultReportScheduleFormLabels: ReportScheduleFormLabels = {
  kind: 'Repeat',
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  every: 'Every (days)',
  days: 'On',
  weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  monthDay: 'Day of month',
  firstDay: 'First day',
  dayNumber: 'Day',
  lastDay: 'Last day',
  dayOfMonth: 'Day number',
  at: 'At (24-hour, HH:mm)',
  save: 'Save schedule',
  saving: 'Saving…',
};

export const emptyReportScheduleFormValues: ReportScheduleFormValues = {
  kind: '',
  every: '',
  days: [],
  monthDay: 'number',
  dayOfMonth: '',
  at: '',
};

export interface ReportScheduleFormProps {
  /** The form's accessible name. */
  'aria-label'?: string;
  /** The saved schedule to start from. */
  defaultValues?: Partial<ReportScheduleFormValues>;
  /**
   * The rules (the portal: flows' `validateReportSchedule`, 002 §5): a message per field at fault. Shown from
   * the first Save on and then following what is typed; Save with faults focuses the first.
   */
  validate?: (values: ReportScheduleFormValues) => ReportScheduleFormErrors;
  /** Called with the values when Save is pressed and `validate` finds nothing. */
  onSubmit: (values: ReportScheduleFormValues) => void;
  /** Saving: the button is disabled and a spinner shows. @default false */
  isSaving?: boolean;
  /** Shown (politely announced) after a save, e.g. 'Schedule saved. Next run: …'. */
  savedMessage?: string | null;
  /** The server's refusal, shown above the fields and announced. */
  serverError?: string | null;
  /** The server's messages of single fields (a 400), shown until the field is edited. */
  fieldErrors?: ReportScheduleFormErrors;
  /** A line under the time, e.g. 'Times are in Europe/Berlin.'. */
  timeZoneNote?: string;
  labels?: Partial<ReportScheduleFormLabels>;
}

/**
 * A report subscription's schedule (002 §3, §5): daily every N days, weekly on chosen days, or monthly on a day
 * (the first, a number, or the last), each at a 24-hour time. Only the chosen kind's fields show. The rules and
 * their messages come from the page (`validate`), so the form and the server say the same.
 */
export function ReportScheduleForm({
  'aria-label': ariaLabel,
  defaultValues,
  validate,
  onSubmit,
  isSaving = false,
  savedMessage,
  serverError,
  fieldErrors,
  timeZoneNote,
  labels: labelOverrides,
}: ReportScheduleFormProps) {
  const labels = { ...defaultReportScheduleFormLabels, ...labelOverrides };
  const [values, setValues] = useState<ReportScheduleFormValues>({
    ...emptyReportScheduleFormValues,
    ...defaultValues,
  });
  const [refusals, setRefusals] = useState(0);
  const [edited, setEdited] = useState<ReadonlySet<ReportScheduleFormField>>(new Set());
  const [lastFieldErrors, setLastFieldErrors] = useState(fieldErrors);
  if (lastFieldErrors !== fieldErrors) {
    setLastFieldErrors(fieldErrors);
    setEdited(new Set());
  }
  // The saved message is of the schedule as saved: once a field changes after it, it no longer says what is
  // shown (a weekly schedule's refusal beside 'Schedule saved.' of the daily one), so it goes until the next save.
  const [lastSaved, setLastSaved] = useState(savedMessage);
  const [editedSinceSaved, setEditedSinceSaved] = useState(false);
  if (lastSaved !== savedMessage) {
    setLastSaved(savedMessage);
    setEditedSinceSaved(false);
  }
  const ownErrors = refusals > 0 && validate ? validate(values) : {};
  const errorOf = (field: ReportScheduleFormField) =>
    ownErrors[field] ?? (edited.has(field) ? undefined : fieldErrors?.[field]);
  const change = <K extends keyof ReportScheduleFormValues>(
    key: K,
    value: ReportScheduleFormValues[K],
    field: ReportScheduleFormField,
  ) => {
    setValues((current) => ({ ...current, [key]: value }));
    setEdited((current) => new Set(current).add(field));
    setEditedSinceSaved(true);
  };
  const fieldProps = (field: ReportScheduleFormField) => {
    const message = errorOf(field);
    return { isInvalid: !!message, errorMessage: message };
  };

  return (
    <Form
      aria-label={ariaLabel}
      className={styles.form}
      error={serverError}
      refusals={refusals}
      onSubmit={() => {
        if (isSaving) return;
        const errors = validate?.(values) ?? {};
        if (Object.values(errors).some(Boolean)) {
          setRefusals((n) => n + 1);
          return;
        }
        // A new save: its message (the same words as the last one's, maybe) is of what is shown.
        setEditedSinceSaved(false);
        onSubmit(values);
      }}
    >
      <RadioGroup
        label={labels.kind}
        orientation="horizontal"
        isRequired
        value={values.kind || null}
        onChange={(kind) => change('kind', kind as ReportScheduleFormValues['kind'], 'kind')}
        options={[
          { value: 'daily', label: labels.daily },
          { value: 'weekly', label: labels.weekly },
          { value: 'monthly', label: labels.monthly },
        ]}
        {...fieldProps('kind')}
      />
      {values.kind === 'daily' ? (
        <TextField
          className={styles.short}
          label={labels.every}
          inputMode="numeric"
          isRequired
          value={values.every}
          onChange={(every) => change('every', every, 'every')}
          {...fieldProps('every')}
        />
      ) : null}
      {values.kind === 'weekly' ? (
        <CheckboxGroup
          label={labels.days}
          orientation="horizontal"
          isRequired
          value={values.days.map(String)}
          onChange={(days) =>
            change(
              'days',
              days.map(Number).sort((a, b) => a - b),
              'days',
            )
          }
          options={labels.weekdays.map((label, day) => ({ value: String(day), label }))}
          {...fieldProps('days')}
        />
      ) : null}
      {values.kind === 'monthly' ? (
        <>
          <RadioGroup
            label={labels.monthDay}
            orientation="horizontal"
            isRequired
            value={values.monthDay}
            onChange={(monthDay) =>
              change('monthDay', monthDay as ReportScheduleFormValues['monthDay'], 'dayOfMonth')
            }
            options={[
              { value: 'first', label: labels.firstDay },
              { value: 'number', label: labels.dayNumber },
              { value: 'last', label: labels.lastDay },
            ]}
          />
          {values.monthDay === 'number' ? (
            <TextField
              className={styles.short}
              label={labels.dayOfMonth}
              inputMode="numeric"
              isRequired
              value={values.dayOfMonth}
              onChange={(dayOfMonth) => change('dayOfMonth', dayOfMonth, 'dayOfMonth')}
              {...fieldProps('dayOfMonth')}
            />
          ) : null}
        </>
      ) : null}
      {values.kind !== '' ? (
        <TextField
          className={styles.short}
          label={labels.at}
          placeholder="HH:mm"
          isRequired
          value={values.at}
          onChange={(at) => change('at', at, 'at')}
          {...(timeZoneNote ? { description: timeZoneNote } : {})}
          {...fieldProps('at')}
        />
      ) : null}
      <div className={styles.actions}>
        {/* Pending, not disabled: a disabled button would drop the keyboard focus to <body> (WCAG 2.4.3). */}
        <Button type="submit" isPending={isSaving}>
          {isSaving ? labels.saving : labels.save}
        </Button>
      </div>
      <div aria-live="polite">
        {savedMessage && !isSaving && !editedSinceSaved ? (
          <InlineAlert tone="success">{savedMessage}</InlineAlert>
        ) : null}
      </div>
    </Form>
  );
}
