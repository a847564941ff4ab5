export {
  defaultTotalsBlockLabels,
  TotalsBlock,
  type TotalsBlockLabels,
  type TotalsBlockProps,
} from './TotalsBlock';
