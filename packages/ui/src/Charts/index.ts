export { type ChartFrameLabels, type ChartStatus, defaultChartFrameLabels } from './ChartFrame';
export {
  CommitmentChart,
  type CommitmentChartLabels,
  type CommitmentChartPoint,
  type CommitmentChartProps,
  defaultCommitmentChartLabels,
} from './CommitmentChart';
export {
  defaultSavingsChartLabels,
  SavingsChart,
  type SavingsChartLabels,
  type SavingsChartProps,
  type SavingsChartRow,
} from './SavingsChart';
