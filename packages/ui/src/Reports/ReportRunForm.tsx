import { useState } from 'react';
import { Button } from '../Button/Button';
import { DatePicker } from '../DatePicker/DatePicker';
import { Form } from '../Form/Form';
import { InlineAlert } from '../InlineAlert/InlineAlert';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { Select } from '../Select/Select';
import { TextField } from '../TextField/TextField';
import * as styles from './Reports.css';

/** How a search field is entered (api's ReportSearchFieldDefinition kinds). */
export type ReportRunFieldKind = 'date' | 'businessUnit' | 'orderStatus' | 'quoteStatus' | 'days';

/** A field of the run form, from the report's search field definitions, its texts translated. */
export interface ReportRunField {
  /** The value's name (dateFrom, dateTo, businessUnitId, orderStatus, withinDays). */
  name: string;
  kind: ReportRunFieldKind;
  label: string;
  required: boolean;
  /** A select's choices (business units, statuses). */
  options?: readonly { id: string; label: string }[];
  /** A select's first choice, meaning no filter (e.g. 'All business units'); left out when required. */
  anyLabel?: string;
}

/** What the form holds: each field as typed ('' when empty), and the chosen format. */
export interface ReportRunFormValues {
  values: Readonly<Record<string, string>>;
  format: number;
}

export type ReportRunFormErrors = Readonly<Record<string, string | undefined>>;

/** Every text the form shows. English defaults match the message catalogue (Report.*). */
export interface ReportRunFormLabels {
  format: string;
  run: string;
  running: string;
  save: string;
  saving: string;
}

export const defaultReportRunFormLabels: ReportRunFormLabels = {
  format: 'Format',
  run: 'Run',
  running: 'Running…',
  save: 'Save search',
  saving: 'Saving…',
};

export interface ReportRunFormProps {
  'aria-label'?: string;
  fields: readonly ReportRunField[];
  /** The formats the report runs in, with their names (PDF, Excel (XLSX), CSV). */
  formats: readonly { value: number; label: string }[];
  /** The saved search fields and format to start from. */
  defaultValues?: Partial<ReportRunFormValues>;
  /**
   * The rules (the portal: flows' `validateReportSearch`): a message per field at fault, e.g. the date order.
   * Shown from the first Run or Save on, then following what is typed; a refused press focuses the first.
   */
  validate?: (values: ReportRunFormValues['values']) => ReportRunFormErrors;
  /** Run pressed with nothing at fault. */
  onRun: (values: ReportRunFormValues) => void;
  /** Each change of a field or the format (e.g. for a schedule saved beside the form). */
  onChange?: (values: ReportRunFormValues) => void;
  /** Save search pressed with nothing at fault. Left out: no Save button. */
  onSave?: (values: ReportRunFormValues) => void;
  /** A run is under way: Run says so, keeps the focus and takes no press; Save search is disabled. @default false */
  isRunning?: boolean;
  /** A save is under way. @default false */
  isSaving?: boolean;
  /** Shown (politely announced) after a save or a run, e.g. 'Your search fields were saved.'. */
  doneMessage?: string | null;
  /** The server's refusal, shown above the fields and announced. */
  serverError?: string | null;
  labels?: Partial<ReportRunFormLabels>;
}

const ANY = '*';

/**
 * A report's run form (002 §2 /report): its search fields as the report defines them (dates, business unit,
 * order or quote status, days), required ones marked, the choice among its formats, Run and Save search. The
 * rules and their words come from the page (`validate`), so the form and the server say the same.
 */
export function ReportRunForm({
  'aria-label': ariaLabel,
  fields,
  formats,
  defaultValues,
  validate,
  onRun,
  onChange,
  onSave,
  isRunning = false,
  isSaving = false,
  doneMessage,
  serverError,
  labels: labelOverrides,
}: ReportRunFormProps) {
  const labels = { ...defaultReportRunFormLabels, ...labelOverrides };
  const [values, setValues] = useState<Record<string, string>>({ ...defaultValues?.values });
  const offered = formats.map((format) => format.value);
  const [format, setFormat] = useState<number>(
    defaultValues?.format !== undefined && offered.includes(defaultValues.format)
      ? defaultValues.format
      : (offered[0] ?? 0),
  );
  const [refusals, setRefusals] = useState(0);
  const errors = refusals > 0 && validate ? validate(values) : {};
  const change = (name: string, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    onChange?.({ values: next, format });
  };
  const busy = isRunning || isSaving;
  const submit = (then: (values: ReportRunFormValues) => void) => {
    if (busy) return;
    const found = validate?.(values) ?? {};
    if (Object.values(found).some(Boolean)) {
      setRefusals((n) => n + 1);
      return;
    }
    then({ values, format });
  };

  return (
    <Form
      aria-label={ariaLabel}
      className={styles.form}
      error={serverError}
      refusals={refusals}
      onSubmit={() => submit(onRun)}
    >
      {fields.length > 0 ? (
        <div className={styles.fields}>
          {fields.map((field) => {
            const message = errors[field.name];
            const common = {
              label: field.label,
              isRequired: field.required,
              isInvalid: !!message,
              errorMessage: message,
            };
            const value = values[field.name] ?? '';
            switch (field.kind) {
              case 'date':
                return (
                  <DatePicker
                    key={field.name}
                    {...common}
                    value={value || null}
                    onChange={(date) => change(field.name, date ?? '')}
                  />
                );
              case 'days':
                return (
                  <TextField
                    key={field.name}
                    {...common}
                    inputMode="numeric"
                    value={value}
                    onChange={(typed) => change(field.name, typed)}
                  />
                );
              default: {
                const options = [
                  ...(field.required ? [] : [{ id: ANY, label: field.anyLabel ?? '' }]),
                  ...(field.options ?? []),
                ];
                return (
                  <Select
                    key={field.name}
                    {...common}
                    options={options}
                    selectedKey={value === '' ? (field.required ? null : ANY) : value}
                    onSelectionChange={(key) =>
                      change(field.name, key === null || key === ANY ? '' : String(key))
                    }
                  />
                );
              }
            }
          })}
        </div>
      ) : null}
      <RadioGroup
        label={labels.format}
        orientation="horizontal"
        isRequired
        value={String(format)}
        onChange={(chosen) => {
          setFormat(Number(chosen));
          onChange?.({ values, format: Number(chosen) });
        }}
        options={formats.map((option) => ({ value: String(option.value), label: option.label }))}
      />
      <div className={styles.actions}>
        {/* The pressed button goes pending, not disabled: a disabled button drops the keyboard focus to <body>
            (WCAG 2.4.3), a pending one keeps it and ignores presses; the other one is disabled meanwhile. */}
        <Button type="submit" isPending={isRunning} isDisabled={isSaving}>
          {isRunning ? labels.running : labels.run}
        </Button>
        {onSave ? (
          <Button
            variant="secondary"
            isPending={isSaving}
            isDisabled={isRunning}
            onPress={() => submit(onSave)}
          >
            {isSaving ? labels.saving : labels.save}
          </Button>
        ) : null}
      </div>
      <div aria-live="polite">
        {doneMessage && !busy ? <InlineAlert tone="success">{doneMessage}</InlineAlert> : null}
      </div>
    </Form>
  );
}
