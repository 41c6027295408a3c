// The list kit's table (TanStack Table v9): sortable headers (on the server when the API sorts, else by the language's
// collation), a column menu remembered per table, a sticky header, a row actions column, the list states, and one
// card per row under 640 px (same columns, same actions).
import {
  type ColumnDef,
  type ColumnVisibilityState,
  columnVisibilityFeature,
  createSortedRowModel,
  rowSortingFeature,
  type RowData,
  type SortingState,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown, Columns3, type LucideIcon } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/DropdownMenu';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { LoadingState } from '@/components/ui/LoadingState';
import { ScrollBox } from '@/components/ui/ScrollBox';
import { cn } from '@/lib/cn';
import { CARD_LAYOUT_QUERY, useMediaQuery } from './useMediaQuery';

const features = tableFeatures({ rowSortingFeature, columnVisibilityFeature, sortedRowModel: createSortedRowModel() });

export type TDataTableColumn<T> = {
  id: string;
  /** Header text: the column's name in the header, the column menu and the card's labels. */
  header: string;
  cell: (row: T) => ReactNode;
  /** Makes the column sortable. On the client rows sort by this value (strings by the language's collation); with
   *  `manualSorting` the value is unused and the page asks the API with `sort`/`order`. */
  sortValue?: (row: T) => string | number | null | undefined;
  /** With manual sorting, a column the API can sort by (no sortValue needed). */
  isSortable?: boolean;
  /** False keeps the column out of the column menu (always shown). Defaults to true except for the first column. */
  canHide?: boolean;
  /** Hidden until the user shows it from the column menu. */
  isHiddenByDefault?: boolean;
  className?: string;
};

export type TSort = { id: string; desc: boolean };

export type TDataTableProps<T> = {
  /** Names the table for its remembered column choice (localStorage `data-table:<id>:columns`). */
  id: string;
  /** Accessible name of the table (and of the card list). */
  label: string;
  columns: TDataTableColumn<T>[];
  rows: T[];
  getRowId: (row: T) => string;
  /** The row's name in the card layout's heading; defaults to the first column's cell. */
  getRowName?: (row: T) => ReactNode;
  /** The actions one row offers (the page decides from `row.can` when the server sends it). */
  rowActions?: (row: T) => ReactNode;
  isPending?: boolean;
  isFetching?: boolean;
  error?: unknown;
  onRetry?: () => void;
  icon?: LucideIcon;
  loadingLabel: string;
  errorTitle: string;
  empty: { title: ReactNode; description?: ReactNode; action?: ReactNode };
  /** Controlled sort (e.g. from the URL). Without onSortChange the table sorts on its own. */
  sort?: TSort | null;
  onSortChange?: (sort: TSort | null) => void;
  /** The rows arrive sorted by the API: the table only shows and changes the sort. */
  manualSorting?: boolean;
  /** Shown above the table, next to the column menu (e.g. a count). */
  toolbar?: ReactNode;
};

const storageKey = (id: string) => `data-table:${id}:columns`;

const readVisibility = (id: string, columns: TDataTableColumn<unknown>[]): ColumnVisibilityState => {
  const defaults: ColumnVisibilityState = {};
  for (const column of columns) if (column.isHiddenByDefault) defaults[column.id] = false;
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey(id)) ?? 'null') as unknown;
    if (stored && typeof stored === 'object') return { ...defaults, ...(stored as ColumnVisibilityState) };
  } catch {
    // A damaged entry is ignored: the defaults apply.
  }
  return defaults;
};

const compareValues = (collator: Intl.Collator, a: unknown, b: unknown): number => {
  if (a === b) return 0;
  if (a === null || a === undefined || a === '') return 1;
  if (b === null || b === undefined || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
};

const SortIcon = ({ state }: { state: false | 'asc' | 'desc' }) => {
  const Icon = state === 'asc' ? ArrowUp : state === 'desc' ? ArrowDown : ArrowUpDown;
  return <Icon aria-hidden="true" className={cn('size-3.5', !state && 'text-slate-400')} />;
};

/** The narrow-screen layout: one card per row, each column as a term and its value. */
const CardList = <T extends RowData>({
  label,
  isFetching,
  rows,
  columns,
  getRowId,
  getRowName,
  rowActions,
}: Pick<TDataTableProps<T>, 'label' | 'getRowId' | 'getRowName' | 'rowActions'> & {
  isFetching: boolean;
  rows: T[];
  columns: TDataTableColumn<T>[];
}) => (
  <ul aria-label={label} aria-busy={isFetching} className="grid gap-3 p-3" data-layout="cards">
    {rows.map((row) => {
      const [first, ...rest] = columns;
      return (
        <li key={getRowId(row)} className="rounded-lg border border-slate-200 bg-white p-3 shadow-xs">
          <h3 className="text-sm font-medium text-slate-900">{getRowName ? getRowName(row) : first?.cell(row)}</h3>
          <dl className="mt-2 grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-3 gap-y-1.5 text-sm">
            {(getRowName ? columns : rest).map((column) => (
              <div key={column.id} className="contents">
                <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{column.header}</dt>
                <dd className="min-w-0 break-words">{column.cell(row)}</dd>
              </div>
            ))}
          </dl>
          {rowActions && <div className="mt-2 border-t border-slate-100 pt-2">{rowActions(row)}</div>}
        </li>
      );
    })}
  </ul>
);

/** The table library's column definitions: how each column sorts and whether it can be hidden. */
const useColumnDefs = <T extends RowData>(columns: TDataTableColumn<T>[], collator: Intl.Collator, manualSorting: boolean) => {
  return useMemo<ColumnDef<typeof features, T>[]>(
    () =>
      columns.map((column, index) => {
        const { sortValue } = column;
        const isSortable = Boolean(sortValue) || (manualSorting && Boolean(column.isSortable));
        return {
          id: column.id,
          accessorFn: (row: T) => (sortValue ? (sortValue(row) ?? null) : null),
          enableSorting: isSortable,
          enableHiding: column.canHide ?? index > 0,
          sortFn: (rowA, rowB, columnId) => compareValues(collator, rowA.getValue(columnId), rowB.getValue(columnId)),
        } satisfies ColumnDef<typeof features, T>;
      }),
    [columns, collator, manualSorting],
  );
};

export const DataTable = <T extends RowData>({
  id,
  label,
  columns,
  rows,
  getRowId,
  getRowName,
  rowActions,
  isPending = false,
  isFetching = false,
  error,
  onRetry,
  icon,
  loadingLabel,
  errorTitle,
  empty,
  sort,
  onSortChange,
  manualSorting = false,
  toolbar,
}: TDataTableProps<T>) => {
  const { t, i18n } = useTranslation('common');
  const isCardLayout = useMediaQuery(CARD_LAYOUT_QUERY);
  const collator = useMemo(() => new Intl.Collator(i18n.language, { sensitivity: 'base', numeric: true }), [i18n.language]);

  const [ownSorting, setOwnSorting] = useState<SortingState>([]);
  const sorting: SortingState = onSortChange ? (sort ? [sort] : []) : ownSorting;
  const [columnVisibility, setColumnVisibility] = useState<ColumnVisibilityState>(() =>
    readVisibility(id, columns as TDataTableColumn<unknown>[]),
  );

  const columnDefs = useColumnDefs(columns, collator, manualSorting);

  const table = useTable({
    features,
    columns: columnDefs,
    data: rows,
    getRowId: (row: T) => getRowId(row),
    manualSorting,
    enableSortingRemoval: true,
    state: { sorting, columnVisibility },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      if (onSortChange) onSortChange(next[0] ? { id: next[0].id, desc: next[0].desc } : null);
      else setOwnSorting(next);
    },
    onColumnVisibilityChange: (updater) => {
      setColumnVisibility((current) => {
        const next = typeof updater === 'function' ? updater(current) : updater;
        localStorage.setItem(storageKey(id), JSON.stringify(next));
        return next;
      });
    },
  });

  const byId = new Map(columns.map((column) => [column.id, column]));
  const visibleColumns = table
    .getAllLeafColumns()
    .filter((column) => column.getIsVisible())
    .map((column) => ({ tableColumn: column, column: byId.get(column.id) as TDataTableColumn<T> }));
  const hideable = table.getAllLeafColumns().filter((column) => column.getCanHide());
  const sortedRows = table.getRowModel().rows.map((row) => row.original);

  const columnMenu = hideable.length > 0 && (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" aria-label={t('dataTable.columnsMenu')}>
          <Columns3 aria-hidden="true" />
          {t('dataTable.columns')}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t('dataTable.columnsMenu')}</DropdownMenuLabel>
        {hideable.map((column) => (
          <DropdownMenuCheckboxItem
            key={column.id}
            checked={column.getIsVisible()}
            onCheckedChange={(isChecked) => column.toggleVisibility(Boolean(isChecked))}
            onSelect={(event) => event.preventDefault()}
          >
            {byId.get(column.id)?.header}
          </DropdownMenuCheckboxItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );

  const renderBody = () => {
    if (isPending) return <LoadingState label={loadingLabel} />;
    if (error) return <ErrorState icon={icon} title={errorTitle} error={error} onRetry={onRetry} />;
    if (rows.length === 0) return <EmptyState icon={icon} title={empty.title} description={empty.description} action={empty.action} />;
    if (isCardLayout) {
      return (
        <CardList
          label={label}
          isFetching={isFetching}
          rows={sortedRows}
          columns={visibleColumns.map(({ column }) => column)}
          getRowId={getRowId}
          getRowName={getRowName}
          rowActions={rowActions}
        />
      );
    }
    return (
      // The scroll box bounds the sticky header: it sticks while the list scrolls inside the page's main area.
      <ScrollBox className="relative max-h-[70vh] w-full max-w-full overflow-auto" label={label}>
        <table aria-label={label} aria-busy={isFetching} className="w-full border-collapse text-sm" data-layout="table">
          <thead className="sticky top-0 z-10 border-b border-slate-200 bg-slate-50">
            <tr>
              {visibleColumns.map(({ tableColumn, column }) => {
                const state = tableColumn.getIsSorted();
                return (
                  <th
                    key={column.id}
                    scope="col"
                    aria-sort={
                      state === 'asc' ? 'ascending' : state === 'desc' ? 'descending' : tableColumn.getCanSort() ? 'none' : undefined
                    }
                    className={cn(
                      'h-10 bg-slate-50 px-3 text-left align-middle text-xs font-semibold tracking-wide text-slate-600 uppercase',
                      column.className,
                    )}
                  >
                    {tableColumn.getCanSort() ? (
                      <button
                        type="button"
                        className="-mx-1 inline-flex items-center gap-1 rounded px-1 py-0.5 uppercase hover:bg-slate-200 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
                        onClick={tableColumn.getToggleSortingHandler()}
                      >
                        {column.header}
                        <SortIcon state={state} />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
              {rowActions && (
                <th
                  scope="col"
                  className="h-10 bg-slate-50 px-3 text-right align-middle text-xs font-semibold tracking-wide text-slate-600 uppercase"
                >
                  {t('dataTable.actions')}
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {sortedRows.map((row) => (
              <tr key={getRowId(row)} className="transition-colors hover:bg-slate-50">
                {visibleColumns.map(({ column }) => (
                  <td key={column.id} className={cn('px-3 py-2.5 align-middle', column.className)}>
                    {column.cell(row)}
                  </td>
                ))}
                {rowActions && <td className="px-3 py-2.5 text-right align-middle">{rowActions(row)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
    );
  };

  return (
    <div>
      {(toolbar || columnMenu) && !isCardLayout && (
        <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-3 py-2">
          <div className="text-sm text-slate-600">{toolbar}</div>
          {columnMenu}
        </div>
      )}
      {isCardLayout && toolbar && <div className="border-b border-slate-200 px-3 py-2 text-sm text-slate-600">{toolbar}</div>}
      {renderBody()}
    </div>
  );
};
