export {
  ToggleButton,
  ToggleButtonGroup,
  type ToggleButtonGroupProps,
  type ToggleButtonGroupSize,
  type ToggleButtonProps,
  toggleButtonGroupSizes,
} from './ToggleButtonGroup';
