export {
  type ColumnAlign,
  columnAligns,
  DataTable,
  type DataTableColumn,
  type DataTableLabels,
  type DataTableProps,
  type DataTableSelectionMode,
  dataTableSelectionModes,
  defaultDataTableLabels,
} from './DataTable';
