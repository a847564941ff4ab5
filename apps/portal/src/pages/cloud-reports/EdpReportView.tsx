import type { EdpCommitment } from '@b2b-portal/api';
import { CommitmentChart, formatMoney } from '@b2b-portal/ui';
import { t } from '../../services/messages/cloudReports';
import { chartLabels } from './chartLabels';
import { monthLabel, shortMonthLabel } from './cloudMonths';
import * as styles from './cloudReports.css';
import { Figures } from './Figures';

/**
 * One EDP commitment: its headline figures and the consumption-against-commitment chart with its table, of the
 * months within `range` when given (the figures stay the whole commitment's).
 */
export function EdpCommitmentView({
  commitment,
  range,
}: {
  commitment: EdpCommitment;
  range?: { from: string; to: string };
}) {
  const months = range
    ? commitment.months.filter((month) => month.month >= range.from && month.month <= range.to)
    : commitment.months;
  const items: [string, string][] = [
    [t('CloudReports.Edp.Commitment'), commitment.committedAmount],
    [t('CloudReports.Edp.Consumed'), commitment.consumedToDate],
    [t('CloudReports.Edp.Remaining'), commitment.remaining],
    [t('CloudReports.Edp.RunRate'), commitment.runRate],
    [t('CloudReports.Edp.Forecast'), commitment.forecastAtEnd],
    [t('CloudReports.Edp.Shortfall'), commitment.forecastShortfall],
  ];
  return (
    <section className={styles.section} aria-label={commitment.programme}>
      <Figures label={t('CloudReports.Edp.Figures', { programme: commitment.programme })} items={items} />
      <CommitmentChart
        title={commitment.programme}
        description={t('CloudReports.Edp.Description', {
          provider: commitment.provider,
          start: monthLabel(commitment.startMonth),
          end: monthLabel(commitment.endMonth),
          runRate: formatMoney(commitment.runRate),
          months: commitment.remainingMonths,
        })}
        commitment={commitment.committedAmount}
        points={months.map((month) => ({
          key: month.month,
          label: monthLabel(month.month),
          shortLabel: shortMonthLabel(month.month),
          amount: month.amount,
          cumulative: month.cumulative,
          forecast: month.forecast,
        }))}
        labels={{
          ...chartLabels(),
          month: t('CloudReports.Edp.Month'),
          amount: t('CloudReports.Edp.Amount'),
          cumulative: t('CloudReports.Edp.Cumulative'),
          actual: t('CloudReports.Edp.Actual'),
          forecast: t('CloudReports.Edp.ForecastKind'),
          commitment: t('CloudReports.Edp.Commitment'),
          kind: t('CloudReports.Edp.Kind'),
        }}
      />
    </section>
  );
}
