import { Checkbox, type CheckboxProps } from 'react-aria-components';
import * as styles from './DataTable.css';

/** The row and select-all checkbox: RAC wires `slot="selection"` to the table's selection. */
export function DataTableCheckbox(props: CheckboxProps) {
  return (
    <Checkbox {...props} className={styles.checkbox}>
      {({ isSelected, isIndeterminate }) => (
        <span className={styles.checkboxBox} aria-hidden="true">
          {isIndeterminate ? (
            <svg viewBox="0 0 16 16" width="12" height="12" focusable="false" aria-hidden="true">
              <path d="M3 8h10" stroke="currentColor" strokeWidth="2.5" fill="none" />
            </svg>
          ) : isSelected ? (
            <svg viewBox="0 0 16 16" width="12" height="12" focusable="false" aria-hidden="true">
              <path d="M3 8.5l3.2 3L13 4.5" stroke="currentColor" strokeWidth="2.5" fill="none" />
            </svg>
          ) : null}
        </span>
      )}
    </Checkbox>
  );
}
