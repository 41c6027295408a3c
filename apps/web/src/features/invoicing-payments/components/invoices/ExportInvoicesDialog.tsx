// Export the invoices and credit notes issued in a period (last calendar month unless changed) to an accounting program:
// QuickBooks Online CSV, QuickBooks Desktop IIF or Xero CSV. The server's check says first what the file would hold and
// what the target would refuse (errors: left out of the file) or should be told (warnings); Download is a plain link to
// the file, offered once the check has loaded.
import { todayIn } from '@centinela/shared';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { DateInput } from '@/components/ui/DateInput';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/Dialog';
import { FormField } from '@/components/ui/FormField';
import { Select } from '@/components/ui/Select';
import { useCompanyLocale } from '@/features/auth/hooks/useSession';
import { useLanguage } from '@/i18n/useLanguage';
import { exportInvoicesUrl, type TExportFormat, useExportCheck } from '../../hooks/useInvoices';
import { lastMonthOf } from './invoiceWords';

type TProblem = { severity: 'error' | 'warning'; code: string; invoiceNumber: string | null; detail?: string };

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
const FORMATS: readonly TExportFormat[] = ['qbo', 'iif', 'xero'];

/** One problem of the check in words (each code its own sentence; an unknown code still names itself). */
const useProblemText = () => {
  const { t } = useTranslation('invoicingPayments');
  return (p: TProblem) => {
    const number = p.invoiceNumber ?? t('invoices.export.noNumber');
    switch (p.code) {
      case 'credit_note_not_supported':
        return t('invoices.export.problems.credit_note_not_supported', { number });
      case 'missing_number':
        return t('invoices.export.problems.missing_number');
      case 'missing_due_date':
        return t('invoices.export.problems.missing_due_date', { number });
      case 'amount_as_single_unit':
        return t('invoices.export.problems.amount_as_single_unit', { number });
      case 'too_many_rows':
        return t('invoices.export.problems.too_many_rows');
      case 'too_many_invoices':
        return t('invoices.export.problems.too_many_invoices');
      case 'custom_numbers_required':
        return t('invoices.export.problems.custom_numbers_required');
      case 'name_too_long':
        return t('invoices.export.problems.name_too_long', { number });
      case 'totals_mismatch':
        return t('invoices.export.problems.totals_mismatch', { number });
      default:
        return t('invoices.export.problems.other', { code: p.code, number });
    }
  };
};

const ProblemList = ({ title, problems, tone }: { title: string; problems: TProblem[]; tone: 'error' | 'warning' }) => {
  const text = useProblemText();
  if (problems.length === 0) return null;
  return (
    <section className="grid gap-1">
      <h3 className={tone === 'error' ? 'text-sm font-semibold text-red-700' : 'text-sm font-semibold text-amber-800'}>{title}</h3>
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
        {problems.map((p, index) => (
          // The same code may come back for several invoices, and an invoice may have several codes.
          // biome-ignore lint/suspicious/noArrayIndexKey: problems have no id and never reorder
          <li key={`${p.code}-${p.invoiceNumber}-${index}`} className="break-words">
            {text(p)}
            {p.detail && <span className="text-slate-500"> ({p.detail})</span>}
          </li>
        ))}
      </ul>
    </section>
  );
};

const ExportForm = () => {
  const { t } = useTranslation('invoicingPayments');
  const { timeZone } = useCompanyLocale();
  const { language } = useLanguage();
  const [format, setFormat] = useState<TExportFormat>('qbo');
  const [range, setRange] = useState(() => {
    const { periodStart, periodEnd } = lastMonthOf(todayIn(timeZone));
    return { from: periodStart, to: periodEnd };
  });
  const isValid = DAY_RE.test(range.from) && DAY_RE.test(range.to);
  const request = { format, from: range.from, to: range.to, lang: language };
  const check = useExportCheck(request, isValid);
  const formatLabels: Record<TExportFormat, string> = {
    qbo: t('invoices.export.formats.qbo'),
    iif: t('invoices.export.formats.iif'),
    xero: t('invoices.export.formats.xero'),
  };
  const problems = check.data?.problems ?? [];
  const isReady = isValid && check.isSuccess && !check.isFetching;

  return (
    <div className="grid gap-4">
      <FormField label={t('invoices.export.format')}>
        <Select
          value={format}
          onChange={(e) => setFormat(e.target.value as TExportFormat)}
          options={FORMATS.map((f) => ({ value: f, label: formatLabels[f] }))}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('invoices.export.from')}>
          <DateInput value={range.from} onChange={(from) => setRange((r) => ({ ...r, from }))} />
        </FormField>
        <FormField label={t('invoices.export.to')}>
          <DateInput value={range.to} onChange={(to) => setRange((r) => ({ ...r, to }))} />
        </FormField>
      </div>
      <div role="status" aria-live="polite" className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
        {!isValid ? (
          <p className="text-sm text-slate-600">{t('invoices.export.enterPeriod')}</p>
        ) : check.isError ? (
          <p className="text-sm font-medium text-red-700">{t('invoices.export.checkFailed')}</p>
        ) : !check.data || check.isFetching ? (
          <p className="text-sm text-slate-600">{t('invoices.export.checking')}</p>
        ) : (
          <>
            <p className="text-sm font-medium text-slate-900">
              {t('invoices.export.summary', { invoices: check.data.invoices, rows: check.data.rows })}
            </p>
            {problems.length === 0 ? (
              <p className="text-sm text-slate-600">{t('invoices.export.noProblems')}</p>
            ) : (
              <>
                <ProblemList title={t('invoices.export.errors')} tone="error" problems={problems.filter((p) => p.severity === 'error')} />
                <ProblemList
                  title={t('invoices.export.warnings')}
                  tone="warning"
                  problems={problems.filter((p) => p.severity === 'warning')}
                />
              </>
            )}
          </>
        )}
      </div>
      <DialogFooter>
        {isReady ? (
          <Button asChild>
            <a href={exportInvoicesUrl(request)} download>
              <FileDown aria-hidden="true" />
              {t('invoices.export.download')}
            </a>
          </Button>
        ) : (
          <Button disabled>
            <FileDown aria-hidden="true" />
            {t('invoices.export.download')}
          </Button>
        )}
      </DialogFooter>
    </div>
  );
};

export const ExportInvoicesDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation('invoicingPayments');
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('invoices.export.title')}</DialogTitle>
          <DialogDescription>{t('invoices.export.description')}</DialogDescription>
        </DialogHeader>
        {open && <ExportForm />}
      </DialogContent>
    </Dialog>
  );
};
