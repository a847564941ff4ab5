export {
  RadioGroup,
  type RadioGroupOrientation,
  type RadioGroupProps,
  type RadioOption,
  radioGroupOrientations,
} from './RadioGroup';
