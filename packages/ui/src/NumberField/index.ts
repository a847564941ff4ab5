export {
  defaultNumberFieldLabels,
  integerFormat,
  NumberField,
  type NumberFieldLabels,
  type NumberFieldProps,
} from './NumberField';
export {
  defaultMaxQuantity,
  defaultQuantityFieldLabels,
  parseQuantity,
  QuantityField,
  type QuantityFieldLabels,
  type QuantityFieldProps,
} from './QuantityField';
