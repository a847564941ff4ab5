import type { ChartFrameLabels } from '@b2b-portal/ui';
import { t } from '../../services/messages/cloudReports';

/** The charts' shared texts from the catalogue. */
export const chartLabels = (): Partial<ChartFrameLabels> => ({
  showTable: t('CloudReports.Chart.ShowTable'),
  hideTable: t('CloudReports.Chart.HideTable'),
  loading: t('CloudReports.Loading'),
  error: t('CloudReports.Chart.Error'),
  retry: t('CloudReports.Chart.Retry'),
  empty: t('CloudReports.Chart.Empty'),
});
