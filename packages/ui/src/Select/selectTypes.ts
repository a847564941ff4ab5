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
  /** The text shown while nothing is chosen; name what to choose ("Choose a role"). @default 'Choose one' */
  placeholder?: string;
}

/** What an empty Select shows when its screen names nothing better (react-aria's own is "Select an item"). */
export const defaultSelectPlaceholder = 'Choose one';
