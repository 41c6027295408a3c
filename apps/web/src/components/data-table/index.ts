export { DataTable, type TDataTableColumn, type TDataTableProps, type TSort } from './DataTable';
export { tableQueryProps, tableSortProps } from './bindings';
export { CARD_LAYOUT_QUERY, useMediaQuery } from './useMediaQuery';
export { type TRowActionMessages, deleteMessages, useRowAction } from './useRowAction';
