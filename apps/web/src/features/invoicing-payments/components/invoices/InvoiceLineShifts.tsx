// The shifts behind an invoice line: guard, date, times in the company's zone, where the time comes from (punches, or
// the schedule: unverified), worked and billed hours, and what rounding or the minimum did; a shift cut at midnight at
// the period's edge says so. A table on wide screens, one small card per shift on a phone.
import type { TBilledShift } from '@centinela/shared/contracts/invoices';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/Table';
import { hm, useInvoiceWords } from './invoiceWords';

const useShiftWords = () => {
  const { t } = useTranslation('invoicingPayments');
  const words = useInvoiceWords();
  return {
    t,
    words,
    times: (s: TBilledShift) => `${words.time(s.start)} – ${words.time(s.end)}`,
    source: (s: TBilledShift) => (
      <Badge variant={s.source === 'attendance' ? 'success' : 'warning'}>{t(`invoices.shifts.sources.${s.source}`)}</Badge>
    ),
    notes: (s: TBilledShift) =>
      [s.adjustment ? t(`invoices.shifts.adjustments.${s.adjustment}`) : null, s.split ? t('invoices.shifts.split') : null].filter(
        (note): note is string => note !== null,
      ),
    /** The billed hours, and this line's part of them when the shift also bills on another line (overtime, holiday). */
    billed: (s: TBilledShift) =>
      s.minutes === s.billedMinutes
        ? hm(s.billedMinutes)
        : t('invoices.shifts.billedOnLine', { billed: hm(s.billedMinutes), line: hm(s.minutes) }),
  };
};

export const ShiftsTable = ({ shifts, label, id }: { shifts: TBilledShift[]; label: string; id: string }) => {
  const { t, words, times, source, notes, billed } = useShiftWords();
  return (
    <div id={id} className="bg-slate-50 px-3 py-2">
      <Table aria-label={label} className="bg-white">
        <TableHeader>
          <TableRow>
            <TableHead>{t('invoices.shifts.guard')}</TableHead>
            <TableHead>{t('invoices.shifts.date')}</TableHead>
            <TableHead>{t('invoices.shifts.time')}</TableHead>
            <TableHead>{t('invoices.shifts.source')}</TableHead>
            <TableHead className="text-right">{t('invoices.shifts.worked')}</TableHead>
            <TableHead className="text-right">{t('invoices.shifts.billed')}</TableHead>
            <TableHead>{t('invoices.shifts.adjustment')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {shifts.map((s) => (
            <TableRow key={`${s.ref}-${s.date}-${s.start}`}>
              <TableCell>{s.guardName}</TableCell>
              <TableCell className="whitespace-nowrap">{words.day(s.date)}</TableCell>
              <TableCell className="whitespace-nowrap">{times(s)}</TableCell>
              <TableCell>{source(s)}</TableCell>
              <TableCell className="text-right tabular-nums">{hm(s.workedMinutes)}</TableCell>
              <TableCell className="text-right tabular-nums">{billed(s)}</TableCell>
              <TableCell>{notes(s).join(' · ') || '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
};

export const ShiftCards = ({ shifts, label, id }: { shifts: TBilledShift[]; label: string; id: string }) => {
  const { t, words, times, source, notes, billed } = useShiftWords();
  return (
    <ul id={id} aria-label={label} className="mt-2 grid gap-2">
      {shifts.map((s) => (
        <li key={`${s.ref}-${s.date}-${s.start}`} className="rounded-md border border-slate-200 bg-slate-50 p-2 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-1">
            <span className="font-medium text-slate-900">{s.guardName}</span>
            {source(s)}
          </div>
          <p className="text-slate-700">
            {words.day(s.date)} · {times(s)}
          </p>
          <p className="text-xs text-slate-600">
            {[
              t('invoices.shifts.workedValue', { hours: hm(s.workedMinutes) }),
              t('invoices.shifts.billedValue', { hours: billed(s) }),
              ...notes(s),
            ].join(' · ')}
          </p>
        </li>
      ))}
    </ul>
  );
};
