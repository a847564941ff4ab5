import type { PrismReport } from '@b2b-portal/api';
import { type ChartStatus, SavingsChart } from '@b2b-portal/ui';
import { t } from '../../services/messages/cloudReports';
import { chartLabels } from './chartLabels';
import { monthLabel } from './cloudMonths';
import * as styles from './cloudReports.css';
import { Figures } from './Figures';

const money = () => ({
  listCost: t('CloudReports.ListCost'),
  contractCost: t('CloudReports.ContractCost'),
  savings: t('CloudReports.Savings'),
  total: t('CloudReports.Total'),
});

/** The savings report's totals and charts (by service, by month), for the page and the embedded page. */
export function PrismReportView({
  report,
  status,
  onRetry,
}: {
  report: PrismReport | undefined;
  status: ChartStatus;
  onRetry?: () => void;
}) {
  const range =
    report?.from && report.to
      ? { from: monthLabel(report.from), to: monthLabel(report.to) }
      : { from: '', to: '' };
  return (
    <div className={styles.section}>
      {report && status === 'ready' ? (
        <Figures
          label={t('CloudReports.Prism.Totals')}
          items={[
            [t('CloudReports.ListCost'), report.totals.listCost],
            [t('CloudReports.ContractCost'), report.totals.contractCost],
            [t('CloudReports.Savings'), report.totals.savings],
          ]}
        />
      ) : null}
      <SavingsChart
        title={t('CloudReports.Prism.ByService')}
        description={report?.from ? t('CloudReports.Prism.ByServiceDescription', range) : undefined}
        status={status}
        onRetry={onRetry}
        rows={(report?.byService ?? []).map((row) => ({
          key: `${row.provider}/${row.service}`,
          label: row.service,
          ...row,
        }))}
        totals={report?.totals}
        labels={{ ...chartLabels(), ...money(), category: t('CloudReports.Service') }}
      />
      <SavingsChart
        title={t('CloudReports.Prism.ByMonth')}
        description={report?.from ? t('CloudReports.Prism.ByMonthDescription', range) : undefined}
        status={status}
        onRetry={onRetry}
        rows={(report?.byMonth ?? []).map((row) => ({
          key: row.month,
          label: monthLabel(row.month),
          ...row,
        }))}
        totals={report?.totals}
        labels={{ ...chartLabels(), ...money(), category: t('CloudReports.Prism.Month') }}
      />
    </div>
  );
}
