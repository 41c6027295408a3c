export { DataTable, type TDataTableColumn, type TDataTableProps, type TSort } from './DataTable';
export { CARD_LAYOUT_QUERY, useMediaQuery } from './useMediaQuery';
