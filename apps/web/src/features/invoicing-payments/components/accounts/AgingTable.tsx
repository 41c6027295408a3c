// The aging of the customers' accounts as of a day: per customer what its open invoices owe by days past due (current,
// 1–30, 31–60, 61–90, over 90), the balance, the unapplied credit and the oldest overdue invoice's days, then the totals
// row; each customer's name opens its statement. Under 640 px one card per customer, and one for the totals.
import { AGING_BUCKETS, type TAging, type TAgingRow } from '@centinela/shared/contracts/invoice-payments';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { useInvoiceWords } from '../invoices/invoiceWords';
import { ReportTable, type TReportColumn } from '../ReportTable';
import { useAccountWords } from './accountWords';

/** A customer's row, or the totals (no customer). */
type TLine = {
  customer: TAgingRow | null;
  buckets: TAgingRow['buckets'];
  balanceCents: number;
  creditCents: number;
  oldestDaysPastDue?: number;
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
  const words = useInvoiceWords();
  const { buckets } = useAccountWords();
  // A customer's zero reads "—"; the totals show every figure.
  const money = (cents: number, line: TLine) => (cents === 0 && line.customer ? '—' : words.money(cents, aging.currency));
  const columns: TReportColumn<TLine>[] = [
    {
      id: 'customer',
      header: t('accounts.columns.customer'),
      value: (line) => (line.customer ? <CustomerButton row={line.customer} onOpen={onOpen} /> : t('accounts.totals')),
    },
    ...AGING_BUCKETS.map(
      (b): TReportColumn<TLine> => ({ id: b, header: buckets[b], value: (line) => money(line.buckets[b], line), isNumeric: true }),
    ),
    {
      id: 'balance',
      header: t('accounts.columns.balance'),
      value: (line) => money(line.balanceCents, line),
      isNumeric: true,
      cellClassName: 'font-medium',
    },
    { id: 'credit', header: t('accounts.columns.credit'), value: (line) => money(line.creditCents, line), isNumeric: true },
    {
      id: 'oldest',
      header: t('accounts.columns.oldest'),
      value: (line) => (line.oldestDaysPastDue ? t('accounts.daysPastDue', { count: line.oldestDaysPastDue }) : line.customer ? '—' : ''),
      isNumeric: true,
    },
  ];
  const totals: TLine = {
    customer: null,
    buckets: aging.totals,
    balanceCents: aging.totals.balanceCents,
    creditCents: aging.totals.creditCents,
  };
  return (
    <ReportTable
      label={t('accounts.table')}
      columns={columns}
      rows={aging.rows.map((row): TLine => ({ ...row, customer: row }))}
      rowKey={(line) => line.customer?.customerCompanyId ?? 'totals'}
      totals={totals}
    />
  );
};
