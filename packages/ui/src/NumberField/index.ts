export {
  defaultNumberFieldLabels,
  integerFormat,
  NumberField,
  type NumberFieldLabels,
  type NumberFieldProps,
} from './NumberField';
