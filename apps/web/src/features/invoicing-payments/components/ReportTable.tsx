// The feature's report tables (overview, client accounts, financial reports): the first column heads each row, columns
// of figures right-aligned, a totals row in the table's footer, flagged rows tinted; under 640 px one card per row (its
// first column as the heading, the rest as label–value pairs) so nothing scrolls sideways on a phone.
import type { ReactNode } from 'react';
import { CARD_LAYOUT_QUERY, useMediaQuery } from '@/components/data-table';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/Table';
import { cn } from '@/lib/cn';

export type TReportColumn<T> = {
  id: string;
  header: string;
  value: (row: T) => ReactNode;
  isNumeric?: boolean;
  /** A header only screen readers read (a column of badges): hidden on screen, its values full width on a card. */
  isHeaderHidden?: boolean;
  /** Classes of the column's cells, not the totals'. */
  cellClassName?: string;
};

type TReportTableProps<T> = {
  /** The table's (or the card list's) accessible name. */
  label: string;
  columns: TReportColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  totals?: T;
  isFlagged?: (row: T) => boolean;
  testId?: string;
};

const isBlank = (value: ReactNode) => value === '' || value === null || value === undefined;

const ReportCards = <T,>({ label, columns, rows, rowKey, totals, isFlagged, testId }: TReportTableProps<T>) => {
  const [first, ...rest] = columns;
  return (
    <ul aria-label={label} className="grid gap-3 p-3 pt-0" data-layout="cards" data-testid={testId}>
      {(totals ? [...rows, totals] : rows).map((row) => {
        const isTotal = row === totals;
        return (
          <li
            key={isTotal ? 'totals' : rowKey(row)}
            data-flagged={isFlagged?.(row) ? 'true' : undefined}
            className={cn(
              'rounded-lg border bg-white p-3 shadow-xs',
              isFlagged?.(row) ? 'border-red-300 bg-red-50' : 'border-slate-200',
              isTotal && 'border-slate-300 bg-slate-50 font-semibold',
            )}
          >
            <h3 className={cn('text-sm text-slate-900', isTotal ? 'font-semibold' : 'font-medium')}>{first.value(row)}</h3>
            <dl className="mt-2 grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-x-3 gap-y-1.5 text-sm">
              {(isTotal ? rest.filter((c) => !isBlank(c.value(row))) : rest).map((c) => (
                <div key={c.id} className="contents">
                  <dt className={cn('text-xs font-semibold tracking-wide text-slate-600 uppercase', c.isHeaderHidden && 'sr-only')}>
                    {c.header}
                  </dt>
                  <dd className={cn(c.isNumeric && 'text-right tabular-nums', c.isHeaderHidden && 'col-span-2')}>{c.value(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        );
      })}
    </ul>
  );
};

const ReportRow = <T,>({
  columns,
  row,
  isTotal,
  isFlagged,
}: {
  columns: TReportColumn<T>[];
  row: T;
  isTotal: boolean;
  isFlagged: boolean;
}) => {
  const [first, ...rest] = columns;
  return (
    <TableRow
      data-flagged={isFlagged ? 'true' : undefined}
      className={cn(isFlagged && 'bg-red-50 hover:bg-red-100', isTotal && 'bg-slate-50 font-semibold hover:bg-slate-50')}
    >
      <TableHead
        scope="row"
        className={cn('h-auto py-2.5 text-sm tracking-normal text-slate-900 normal-case', isTotal ? 'font-semibold' : 'font-normal')}
      >
        {first.value(row)}
      </TableHead>
      {rest.map((c) => (
        <TableCell key={c.id} className={cn(c.isNumeric && 'text-right whitespace-nowrap tabular-nums', !isTotal && c.cellClassName)}>
          {c.value(row)}
        </TableCell>
      ))}
    </TableRow>
  );
};

export const ReportTable = <T,>(props: TReportTableProps<T>) => {
  const isCardLayout = useMediaQuery(CARD_LAYOUT_QUERY);
  if (isCardLayout) return <ReportCards {...props} />;
  const { label, columns, rows, rowKey, totals, isFlagged, testId } = props;
  return (
    <Table aria-label={label} data-testid={testId}>
      <TableHeader>
        <TableRow>
          {columns.map((c) => (
            <TableHead key={c.id} className={cn(c.isNumeric && 'text-right')}>
              {c.isHeaderHidden ? <span className="sr-only">{c.header}</span> : c.header}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <ReportRow key={rowKey(row)} columns={columns} row={row} isTotal={false} isFlagged={isFlagged?.(row) ?? false} />
        ))}
      </TableBody>
      {totals && (
        <tfoot className="border-t-2 border-slate-300">
          <ReportRow columns={columns} row={totals} isTotal isFlagged={isFlagged?.(totals) ?? false} />
        </tfoot>
      )}
    </Table>
  );
};
