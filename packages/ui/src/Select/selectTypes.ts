import type { Key, SelectProps as RACSelectProps } from 'react-aria-components';

export interface SelectOption {
  /** The option's key, handed back on change. */
  id: Key;
  /** The text shown. */
  label: string;
}

export interface SelectProps extends Omit<RACSelectProps<SelectOption>, 'children'> {
  /** The visible label. When hidden (`hideLabel`) it still names the field. */
  label: string;
  /** Keep the label for assistive technology only (compact toolbars such as the header). @default false */
  hideLabel?: boolean;
  /** The options. */
  options: readonly SelectOption[];
  /** Help text under the field. */
  description?: string;
  /** Error text, shown when the field is invalid. */
  errorMessage?: string;
}
