export {
  defaultTotalsBlockLabels,
  sumDiscounts,
  TotalsBlock,
  type TotalsBlockLabels,
  type TotalsBlockProps,
} from './TotalsBlock';
