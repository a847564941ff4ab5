import { type ReactNode, useId, useRef } from 'react';
import {
  composeRenderProps,
  ToggleButton as RACToggleButton,
  ToggleButtonGroup as RACToggleButtonGroup,
  type ToggleButtonGroupProps as RACToggleButtonGroupProps,
  type ToggleButtonProps as RACToggleButtonProps,
} from 'react-aria-components';
import { visuallyHidden } from '../foundations/focus.css';
import * as styles from './ToggleButtonGroup.css';

export const toggleButtonGroupSizes = ['small', 'medium'] as const;
export type ToggleButtonGroupSize = (typeof toggleButtonGroupSizes)[number];

export interface ToggleButtonGroupProps
  extends Omit<
    RACToggleButtonGroupProps,
    | 'selectionMode'
    | 'selectedKeys'
    | 'defaultSelectedKeys'
    | 'onSelectionChange'
    | 'disallowEmptySelection'
    | 'children'
    | 'className'
    | 'style'
    | 'aria-label'
    | 'aria-labelledby'
    | 'orientation'
  > {
  /** The group's name, shown before the buttons (a radio group's label): 'View'. */
  label: string;
  /** Keeps the label for screen readers only. @default false */
  hideLabel?: boolean;
  /** The chosen button's id (controlled). */
  selectedKey?: string;
  /** The button chosen at first (uncontrolled). */
  defaultSelectedKey?: string;
  /** Called with the id of the button chosen. One is always chosen: pressing the chosen one again keeps it. */
  onSelectionChange?: (key: string) => void;
  /** @default 'medium' (40 px, with the frame); 'small' is 32 px, beside small buttons. */
  size?: ToggleButtonGroupSize;
  /** ToggleButton elements. */
  children: ReactNode;
  className?: string;
}

/**
 * A choice of one among a few options that changes how something is shown (a grid or a list), as a row of joined
 * buttons: react-aria's ToggleButtonGroup with single selection, so a screen reader hears a radio group of radio
 * buttons (`aria-checked`); Tab enters the group at the chosen button, the arrow keys move between the buttons,
 * Space or Enter chooses. One option is always chosen. For a choice in a form, use RadioGroup.
 */
export function ToggleButtonGroup({
  label,
  hideLabel = false,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  size = 'medium',
  children,
  className,
  ...props
}: ToggleButtonGroupProps) {
  const labelId = useId();
  // react-aria reports a press of the chosen button too (the selection it keeps): only a change is told.
  // Uncontrolled, the choice lives in react-aria's state: the ref follows it (this component does not re-render).
  const chosen = useRef(defaultSelectedKey);
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <span id={labelId} className={hideLabel ? visuallyHidden : styles.label}>
        {label}
      </span>
      <RACToggleButtonGroup
        {...props}
        aria-labelledby={labelId}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={selectedKey === undefined ? undefined : [selectedKey]}
        defaultSelectedKeys={defaultSelectedKey === undefined ? undefined : [defaultSelectedKey]}
        onSelectionChange={(keys) => {
          const [chosenKey] = keys;
          const key = chosenKey === undefined ? undefined : String(chosenKey);
          if (key === undefined || key === (selectedKey ?? chosen.current)) return;
          chosen.current = key;
          onSelectionChange?.(key);
        }}
        className={`${styles.group} ${styles.groupSize[size]}`}
      >
        {children}
      </RACToggleButtonGroup>
    </div>
  );
}

export interface ToggleButtonProps extends Omit<RACToggleButtonProps, 'id' | 'children'> {
  /** The option's id, which the group's selectedKey and onSelectionChange speak of. */
  id: string;
  /** An icon before the text (decorative: the text names the button). */
  icon?: ReactNode;
  /** The text of the option; also the button's name. */
  children: ReactNode;
}

/** One option of a ToggleButtonGroup. */
export function ToggleButton({ icon, children, ...props }: ToggleButtonProps) {
  return (
    <RACToggleButton
      {...props}
      className={composeRenderProps(props.className, (className) =>
        [styles.button, className].filter(Boolean).join(' '),
      )}
    >
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {children}
    </RACToggleButton>
  );
}
