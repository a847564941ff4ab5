import { type Key, Menu, MenuItem, MenuTrigger, Popover, type Selection } from 'react-aria-components';
import { Button } from '../Button';
import { ChevronDownIcon } from '../icons/icons';
import * as styles from './DataTable.css';

export interface DataTableColumnMenuProps {
  /** The trigger's text. */
  label: string;
  /** Every column that can be listed. */
  columns: readonly { id: string; name: string; isRowHeader?: boolean }[];
  /** Ids of the hidden columns. */
  hiddenColumns: ReadonlySet<string>;
  /** Called with the new set of hidden column ids. */
  onHiddenColumnsChange: (hidden: Set<string>) => void;
}

/** A menu of checkable items that shows and hides columns; the row header column stays (checked, disabled). */
export function DataTableColumnMenu({
  label,
  columns,
  hiddenColumns,
  onHiddenColumnsChange,
}: DataTableColumnMenuProps) {
  const visible = columns
    .filter((column) => column.isRowHeader || !hiddenColumns.has(column.id))
    .map((column) => column.id);
  const locked = columns.filter((column) => column.isRowHeader).map((column) => column.id);
  const change = (selection: Selection) => {
    const shown = selection === 'all' ? new Set<Key>(columns.map((column) => column.id)) : selection;
    onHiddenColumnsChange(
      new Set(
        columns.filter((column) => !column.isRowHeader && !shown.has(column.id)).map((column) => column.id),
      ),
    );
  };
  return (
    <MenuTrigger>
      <Button variant="secondary" size="small">
        {label}
        <ChevronDownIcon size={16} />
      </Button>
      <Popover className={styles.popover} placement="bottom end">
        <Menu
          aria-label={label}
          className={styles.menu}
          items={columns}
          selectionMode="multiple"
          selectedKeys={visible}
          disabledKeys={locked}
          onSelectionChange={change}
        >
          {(column) => (
            <MenuItem
              id={column.id}
              textValue={column.name}
              className={styles.menuItem}
              shouldCloseOnSelect={false}
            >
              {({ isSelected }) => (
                <>
                  <span className={styles.checkboxBox} aria-hidden="true">
                    {isSelected ? (
                      <svg viewBox="0 0 16 16" width="12" height="12" focusable="false" aria-hidden="true">
                        <path d="M3 8.5l3.2 3L13 4.5" stroke="currentColor" strokeWidth="2.5" fill="none" />
                      </svg>
                    ) : null}
                  </span>
                  {column.name}
                </>
              )}
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
