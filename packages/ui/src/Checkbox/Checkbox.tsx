import type { ReactNode } from 'react';
import {
  composeRenderProps,
  Checkbox as RACCheckbox,
  type CheckboxProps as RACCheckboxProps,
} from 'react-aria-components';
import { IconBase } from '../icons/Icon';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<RACCheckboxProps, 'children'> {
  /** The text beside the box; also the accessible name. */
  children?: ReactNode;
}

/** A tick box on RAC Checkbox: selected, indeterminate, invalid and disabled states. */
export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <RACCheckbox
      {...props}
      className={composeRenderProps(props.className, (className) =>
        [styles.checkbox, className].filter(Boolean).join(' '),
      )}
    >
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? (
              <IconBase size={14} strokeWidth={3}>
                <path d="M5 12h14" />
              </IconBase>
            ) : isSelected ? (
              <IconBase size={14} strokeWidth={3}>
                <path d="m5 12 5 5 9-10" />
              </IconBase>
            ) : null}
          </span>
          {children}
        </>
      )}
    </RACCheckbox>
  );
}
