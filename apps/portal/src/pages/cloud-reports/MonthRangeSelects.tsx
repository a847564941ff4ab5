import { Select } from '@b2b-portal/ui';
import { t } from '../../services/messages/cloudReports';
import { monthLabel } from './cloudMonths';

export interface MonthRangeSelectsProps {
  /** The months to choose from, in order (YYYY-MM). */
  months: readonly string[];
  from: string | undefined;
  to: string | undefined;
  onFromChange(month: string | undefined): void;
  onToChange(month: string | undefined): void;
}

/**
 * The From and To month choices of the cloud reports' filters: From offers the months up to To, To the months
 * from From on, so the range never ends before it starts.
 */
export function MonthRangeSelects({ months, from, to, onFromChange, onToChange }: MonthRangeSelectsProps) {
  const options = (keep: (month: string) => boolean) =>
    months.filter(keep).map((month) => ({ id: month, label: monthLabel(month) }));
  const chosen = (key: unknown) => (key === null ? undefined : String(key));
  return (
    <>
      <Select
        label={t('CloudReports.From')}
        options={options((month) => !to || month <= to)}
        selectedKey={from ?? null}
        onSelectionChange={(key) => onFromChange(chosen(key))}
      />
      <Select
        label={t('CloudReports.To')}
        options={options((month) => !from || month >= from)}
        selectedKey={to ?? null}
        onSelectionChange={(key) => onToChange(chosen(key))}
      />
    </>
  );
}
