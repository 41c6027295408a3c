// A report's table: columns of figures right-aligned, a totals row, flagged rows tinted; under 640 px one card per row
// (its first column as the heading, the rest as label–value pairs) so nothing scrolls sideways on a phone.
import type { ReactNode } from 'react';
import { CARD_LAYOUT_QUERY, useMediaQuery } from '@/components/data-table';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/Table';
import { cn } from '@/lib/cn';

export type TReportColumn<T> = { id: string; header: string; value: (row: T) => ReactNode; isNumeric?: boolean };

type TReportTableProps<T> = {
  label: string;
  columns: TReportColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  totals?: T;
  isFlagged?: (row: T) => boolean;
  testId?: string;
};

export const ReportTable = <T,>({ label, columns, rows, rowKey, totals, isFlagged, testId }: TReportTableProps<T>) => {
  const isCardLayout = useMediaQuery(CARD_LAYOUT_QUERY);
  const [first, ...rest] = columns;
  const all = totals ? [...rows, totals] : rows;
  if (isCardLayout)
    return (
      <ul aria-label={label} className="grid gap-3 p-3 pt-0" data-layout="cards" data-testid={testId}>
        {all.map((row) => {
          const isTotal = row === totals;
          return (
            <li
              key={isTotal ? 'totals' : rowKey(row)}
              data-flagged={isFlagged?.(row) ? 'true' : undefined}
              className={cn(
                'rounded-lg border bg-white p-3 shadow-xs',
                isFlagged?.(row) ? 'border-red-300 bg-red-50' : 'border-slate-200',
                isTotal && 'bg-slate-50 font-semibold',
              )}
            >
              <h3 className="text-sm font-medium text-slate-900">{first.value(row)}</h3>
              <dl className="mt-2 grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-x-3 gap-y-1.5 text-sm">
                {(isTotal ? rest.filter((c) => c.value(row) !== '' && c.value(row) !== null) : rest).map((c) => (
                  <div key={c.id} className="contents">
                    <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{c.header}</dt>
                    <dd className={cn(c.isNumeric && 'text-right tabular-nums')}>{c.value(row)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          );
        })}
      </ul>
    );
  return (
    <Table aria-label={label} data-testid={testId}>
      <TableHeader>
        <TableRow>
          {columns.map((c) => (
            <TableHead key={c.id} className={cn(c.isNumeric && 'text-right')}>
              {c.header}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {all.map((row) => {
          const isTotal = row === totals;
          return (
            <TableRow
              key={isTotal ? 'totals' : rowKey(row)}
              data-flagged={isFlagged?.(row) ? 'true' : undefined}
              className={cn(isFlagged?.(row) && 'bg-red-50 hover:bg-red-100', isTotal && 'bg-slate-50 font-semibold')}
            >
              <TableHead scope="row" className="h-auto py-2.5 text-sm font-normal tracking-normal text-slate-900 normal-case">
                {first.value(row)}
              </TableHead>
              {rest.map((c) => (
                <TableCell key={c.id} className={cn(c.isNumeric && 'text-right whitespace-nowrap tabular-nums')}>
                  {c.value(row)}
                </TableCell>
              ))}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
};
