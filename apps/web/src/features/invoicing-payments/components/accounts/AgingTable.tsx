// The aging of the customers' accounts as of a day: per customer what its open invoices owe by days past due (current,
// 1–30, 31–60, 61–90, over 90), the balance, the unapplied credit and the oldest overdue invoice's days, then the totals
// row; each customer's name opens its statement. Under 640 px one card per customer, and one for the totals.
import { AGING_BUCKETS, type TAging, type TAgingRow } from '@centinela/shared/contracts/invoice-payments';
import { useTranslation } from 'react-i18next';
import { CARD_LAYOUT_QUERY, useMediaQuery } from '@/components/data-table';
import { Button } from '@/components/ui/Button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/Table';
import { cn } from '@/lib/cn';
import { useInvoiceWords } from '../invoices/invoiceWords';
import { useAccountWords } from './accountWords';

type TFigures = { buckets: TAgingRow['buckets']; balanceCents: number; creditCents: number; oldestDaysPastDue?: number };

const useFigures = (currency: string) => {
  const { t } = useTranslation('invoicingPayments');
  const words = useInvoiceWords();
  const { buckets } = useAccountWords();
  const money = (cents: number, isTotal: boolean) => (cents === 0 && !isTotal ? '—' : words.money(cents, currency));
  /** Every figure of a row as [id, header, value], in the columns' order. */
  return (row: TFigures, isTotal = false): [string, string, string][] => [
    ...AGING_BUCKETS.map((b): [string, string, string] => [b, buckets[b], money(row.buckets[b], isTotal)]),
    ['balance', t('accounts.columns.balance'), money(row.balanceCents, isTotal)],
    ['credit', t('accounts.columns.credit'), money(row.creditCents, isTotal)],
    [
      'oldest',
      t('accounts.columns.oldest'),
      row.oldestDaysPastDue ? t('accounts.daysPastDue', { count: row.oldestDaysPastDue }) : isTotal ? '' : '—',
    ],
  ];
};

const CustomerButton = ({ row, onOpen }: { row: TAgingRow; onOpen: (id: string) => void }) => {
  const { t } = useTranslation('invoicingPayments');
  return (
    <>
      <Button
        variant="link"
        className="h-auto p-0 text-left font-medium whitespace-normal"
        aria-label={t('accounts.openStatement', { name: row.customerCompanyName })}
        onClick={() => onOpen(row.customerCompanyId)}
      >
        {row.customerCompanyName}
      </Button>
      <span className="block text-xs text-slate-600">{t('accounts.openInvoices', { count: row.openInvoices })}</span>
    </>
  );
};

export const AgingTable = ({ aging, onOpen }: { aging: TAging; onOpen: (customerId: string) => void }) => {
  const { t } = useTranslation('invoicingPayments');
  const isCardLayout = useMediaQuery(CARD_LAYOUT_QUERY);
  const figures = useFigures(aging.currency);
  const totals = figures({ buckets: aging.totals, balanceCents: aging.totals.balanceCents, creditCents: aging.totals.creditCents }, true);

  if (isCardLayout) {
    return (
      <ul aria-label={t('accounts.table')} className="grid gap-3 p-3" data-layout="cards">
        {aging.rows.map((row) => (
          <li key={row.customerCompanyId} className="rounded-lg border border-slate-200 bg-white p-3 shadow-xs">
            <h3 className="text-sm">
              <CustomerButton row={row} onOpen={onOpen} />
            </h3>
            <dl className="mt-2 grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-x-3 gap-y-1.5 text-sm">
              {figures(row).map(([id, header, value]) => (
                <div key={id} className="contents">
                  <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{header}</dt>
                  <dd className="text-right tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
        <li className="rounded-lg border border-slate-300 bg-slate-50 p-3">
          <h3 className="text-sm font-semibold text-slate-900">{t('accounts.totals')}</h3>
          <dl className="mt-2 grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-x-3 gap-y-1.5 text-sm">
            {totals
              .filter(([id]) => id !== 'oldest')
              .map(([id, header, value]) => (
                <div key={id} className="contents">
                  <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{header}</dt>
                  <dd className="text-right font-semibold tabular-nums">{value}</dd>
                </div>
              ))}
          </dl>
        </li>
      </ul>
    );
  }

  return (
    <Table aria-label={t('accounts.table')}>
      <TableHeader>
        <TableRow>
          <TableHead>{t('accounts.columns.customer')}</TableHead>
          {totals.map(([id, header]) => (
            <TableHead key={id} className="text-right">
              {header}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {aging.rows.map((row) => (
          <TableRow key={row.customerCompanyId}>
            <TableHead scope="row" className="h-auto py-2.5 text-sm font-normal tracking-normal normal-case">
              <CustomerButton row={row} onOpen={onOpen} />
            </TableHead>
            {figures(row).map(([id, , value]) => (
              <TableCell key={id} className={cn('text-right whitespace-nowrap tabular-nums', id === 'balance' && 'font-medium')}>
                {value}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
      <tfoot className="border-t-2 border-slate-300 bg-slate-50 font-semibold">
        <TableRow>
          <TableHead scope="row" className="text-sm tracking-normal text-slate-900 normal-case">
            {t('accounts.totals')}
          </TableHead>
          {totals.map(([id, , value]) => (
            <TableCell key={id} className="text-right whitespace-nowrap tabular-nums">
              {value}
            </TableCell>
          ))}
        </TableRow>
      </tfoot>
    </Table>
  );
};
