// The company's holiday calendar (issue 18 part A): the country's statutory holidays for a year, computed by the
// server, with the company's edits — add a date with a name, take a statutory date off, undo either. Self-contained:
// the /payroll page (or its settings) mounts it. Mexico pays work on these dates double on top; elsewhere they are
// flagged on the day.
import { can } from '@centinela/shared';
import type { THoliday } from '@centinela/shared/contracts/payroll-hours';
import { CalendarPlus, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { translateExternal } from '@/i18n/keys';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { DateInput } from '@/components/ui/DateInput';
import { EmptyState } from '@/components/ui/EmptyState';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { Spinner } from '@/components/ui/Spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/Table';
import { useSession } from '@/features/auth/hooks/useSession';
import { useLanguage } from '@/i18n/useLanguage';
import { isApiError } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { formatDay } from '@/lib/format';
import { useDeletePayrollHoliday, usePayrollHolidays, useSavePayrollHoliday } from '../hooks/usePayrollHours';

/** A server field message: a payroll key ('payroll:…' or without the namespace) in our words, else as sent. */
const translated = (message: string | undefined) =>
  message ? (translateExternal(`payroll:${message.replace(/^payroll:/, '')}`) ?? message) : undefined;

export const HolidayCalendar = ({ initialYear = new Date().getFullYear() }: { initialYear?: number }) => {
  const { t } = useTranslation('payroll');
  const { language } = useLanguage();
  const { subject } = useSession();
  const [year, setYear] = useState(initialYear);
  const list = usePayrollHolidays(year);
  const save = useSavePayrollHoliday();
  const remove = useDeletePayrollHoliday();
  const [date, setDate] = useState('');
  const [name, setName] = useState('');
  const canEdit = subject ? can(subject, 'edit', 'payroll') : false;

  const fieldErrors = isApiError(save.error)
    ? ((save.error.details as { fieldErrors?: Record<string, string[]> } | undefined)?.fieldErrors ?? {})
    : {};

  const add = async () => {
    try {
      await save.mutateAsync({ date, name, action: 'add' });
      toast.success(t('holidays.toasts.added'));
      setDate('');
      setName('');
    } catch (error) {
      if (!isApiError(error) || !(error.details as { fieldErrors?: unknown } | undefined)?.fieldErrors) {
        toast.error(errorMessage(error, t('holidays.toasts.failed')));
      }
    }
  };

  const takeOff = async (holiday: THoliday) => {
    try {
      await save.mutateAsync({ date: holiday.date, action: 'remove' });
      toast.success(t('holidays.toasts.removed'));
    } catch (error) {
      toast.error(errorMessage(error, t('holidays.toasts.failed')));
    }
  };

  const undo = async (holiday: THoliday) => {
    if (!holiday.id) return;
    try {
      await remove.mutateAsync(holiday.id);
      toast.success(t('holidays.toasts.undone'));
    } catch (error) {
      toast.error(errorMessage(error, t('holidays.toasts.failed')));
    }
  };

  const nameOf = (h: THoliday) => h.name ?? t(`holidays.names.${h.key}`, { defaultValue: h.key ?? '' });
  const years = [initialYear - 1, initialYear, initialYear + 1, initialYear + 2];

  return (
    <Card className="grid gap-4 p-4">
      <div className="flex flex-wrap items-end gap-4">
        <FormField label={t('holidays.year')} className="w-32">
          <Select
            value={String(year)}
            onChange={(event) => setYear(Number(event.target.value))}
            options={years.map((y) => ({ value: String(y), label: String(y) }))}
          />
        </FormField>
        {list.data && (
          <p className="pb-2 text-sm text-slate-600">{t('holidays.country', { country: t(`holidays.countries.${list.data.country}`) })}</p>
        )}
      </div>
      {list.isPending ? (
        <div className="flex justify-center p-8">
          <Spinner label={t('holidays.loading')} />
        </div>
      ) : list.isError ? (
        <EmptyState title={t('holidays.failed')} description={errorMessage(list.error)} />
      ) : (
        <Table aria-label={t('holidays.title', { year })}>
          <TableHeader>
            <TableRow>
              <TableHead>{t('holidays.date')}</TableHead>
              <TableHead>{t('holidays.name')}</TableHead>
              <TableHead>{t('holidays.source')}</TableHead>
              <TableHead>
                <span className="sr-only">{t('table.actions')}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {list.data.items.map((h) => (
              <TableRow key={`${h.date}-${h.source}`} className={h.removed ? 'text-slate-400 line-through' : undefined}>
                <TableCell className="tabular-nums">{formatDay(h.date, language)}</TableCell>
                <TableCell>{nameOf(h)}</TableCell>
                <TableCell>
                  <Badge variant={h.source === 'company' ? 'default' : 'neutral'}>
                    {h.removed ? t('holidays.sources.removed') : t(`holidays.sources.${h.source}`)}
                  </Badge>
                </TableCell>
                <TableCell className="text-right whitespace-nowrap">
                  {h.can.remove && (
                    <Button variant="ghost" size="icon" aria-label={t('holidays.takeOff', { name: nameOf(h) })} onClick={() => takeOff(h)}>
                      <Trash2 aria-hidden="true" />
                    </Button>
                  )}
                  {h.can.delete && (
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={
                        h.source === 'company' ? t('holidays.deleteAdded', { name: nameOf(h) }) : t('holidays.restore', { name: nameOf(h) })
                      }
                      onClick={() => undo(h)}
                    >
                      {h.source === 'company' ? <Trash2 aria-hidden="true" /> : <RotateCcw aria-hidden="true" />}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {canEdit && (
        <form
          className="flex flex-wrap items-start gap-4"
          aria-label={t('holidays.addTitle')}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void add();
          }}
        >
          <FormField label={t('holidays.date')} className="w-48" error={translated(fieldErrors.date?.[0])}>
            <DateInput value={date} onChange={setDate} />
          </FormField>
          <FormField label={t('holidays.name')} className="min-w-64 flex-1" error={translated(fieldErrors.name?.[0])}>
            <Input value={name} maxLength={100} onChange={(event) => setName(event.target.value)} />
          </FormField>
          <Button type="submit" className="mt-6" disabled={save.isPending}>
            <CalendarPlus aria-hidden="true" />
            {t('holidays.add')}
          </Button>
        </form>
      )}
    </Card>
  );
};
