export {
  CheckboxGroup,
  type CheckboxGroupOption,
  type CheckboxGroupOrientation,
  type CheckboxGroupProps,
  checkboxGroupOrientations,
} from './CheckboxGroup';
