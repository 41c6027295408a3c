// The short words of an invoice, shared by the list, the detail and their tests: its name (number, or draft), status
// badges, period, money in the invoice's currency, hours as h:mm, a shift's times in the company's zone, and the period
// the generate dialog proposes (last calendar month).
import {
  ISSUED_INVOICE_STATUSES,
  type TInvoiceLine,
  type TInvoiceStatus,
  type TInvoiceSummary,
} from '@centinela/shared/contracts/invoices';
import { formatMinutesHm } from '@centinela/shared/rules/payroll-hours';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';
import { useCompanyLocale } from '@/features/auth/hooks/useSession';
import { formatDateTime, formatDay, formatMoneyDisplay, formatTime, formatTimeIn } from '@/lib/format';

export const STATUS_VARIANT: Record<TInvoiceStatus, 'neutral' | 'default' | 'warning' | 'success' | 'outline'> = {
  draft: 'neutral',
  approved: 'default',
  sent: 'default',
  partially_paid: 'warning',
  paid: 'success',
  void: 'outline',
};

/** The previous calendar month of a date 'yyyy-MM-dd': the period an invoice usually covers. */
export const lastMonthOf = (today: string): { periodStart: string; periodEnd: string } => {
  const [year, month] = today.split('-').map(Number);
  const start = new Date(Date.UTC(year, month - 2, 1));
  const end = new Date(Date.UTC(year, month - 1, 0));
  return { periodStart: start.toISOString().slice(0, 10), periodEnd: end.toISOString().slice(0, 10) };
};

/** An issued invoice owes a balance; a draft, a void invoice or a credit note has none to show. */
export const hasBalanceOf = (i: Pick<TInvoiceSummary, 'kind' | 'status'>) =>
  i.kind === 'invoice' && ISSUED_INVOICE_STATUSES.includes(i.status);

/** Hours of a number of minutes as h:mm ('7:45'). */
export const hm = (minutes: number) => formatMinutesHm(minutes);

/** The status badge, and a red "overdue" badge beside it when the due date passed with a balance left. */
export const InvoiceStatusBadges = ({ invoice }: { invoice: Pick<TInvoiceSummary, 'status' | 'overdue'> }) => {
  const { t } = useTranslation('invoicingPayments');
  return (
    <span className="inline-flex flex-wrap gap-1">
      <Badge variant={STATUS_VARIANT[invoice.status]} data-testid="invoice-status">
        {t(`invoices.statuses.${invoice.status}`)}
      </Badge>
      {invoice.overdue && <Badge variant="danger">{t('invoices.overdue')}</Badge>}
    </span>
  );
};

type TNamed = Pick<TInvoiceSummary, 'kind' | 'number'>;
const nameKey = (i: TNamed) =>
  i.kind === 'credit_note' ? (i.number ? 'creditNoteNumbered' : 'creditNoteDraft') : i.number ? 'invoiceNumbered' : 'invoiceDraft';

export const useInvoiceWords = () => {
  const { t, i18n } = useTranslation('invoicingPayments');
  const { timeZone } = useCompanyLocale();
  const language = i18n.language;
  return useMemo(() => {
    const day = (date: string | null) => (date ? formatDay(date, language) : '—');
    return {
      language,
      day,
      money: (cents: number, currency: string) => formatMoneyDisplay(cents, language, currency),
      /** 'Factura F-2026-0001', 'Borrador de factura', 'Nota de crédito NC-2026-0001' (a heading, the start of a sentence). */
      title: (i: TNamed) => t(`invoices.titles.${nameKey(i)}`, { number: i.number ?? '' }),
      /** 'la factura F-2026-0001', 'el borrador de factura' (inside a sentence). */
      ref: (i: TNamed) => t(`invoices.refs.${nameKey(i)}`, { number: i.number ?? '' }),
      /** A line as a button or field names it: its kind and description ('Feriado · Portón principal'). */
      lineName: (l: Pick<TInvoiceLine, 'kind' | 'description'>) =>
        t('invoices.lines.name', { kind: t(`invoices.lines.kinds.${l.kind}`), description: l.description }),
      /** The number, or 'Borrador' while it has none. */
      number: (i: Pick<TInvoiceSummary, 'number'>) => i.number ?? t('invoices.draft'),
      period: (i: Pick<TInvoiceSummary, 'periodStart' | 'periodEnd'>) =>
        t('invoices.periodRange', { from: day(i.periodStart), to: day(i.periodEnd) }),
      /** A shift's time: a moment in the company's zone, or a time of day as it is. */
      time: (value: string) => (/^\d{2}:\d{2}$/.test(value) ? formatTime(value) : formatTimeIn(value, timeZone)),
      moment: (value: string) => formatDateTime(value, language, timeZone),
    };
  }, [t, language, timeZone]);
};
