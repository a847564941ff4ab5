export { defaultSelectPlaceholder, Select, type SelectOption, type SelectProps } from './Select';
