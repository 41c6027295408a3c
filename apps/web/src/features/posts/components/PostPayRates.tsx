// The post's pay rates (issue 27) in the post dialog, for payroll staff: the effective-dated rates (from date, hourly rate,
// post differential, night differential), an add form, and delete where no processed pay run reached the rate.
import { addDays, todayIn } from '@centinela/shared';
import { type TPostPayRateInput, type TPostPayRateRow, ZPostPayRateInput } from '@centinela/shared/contracts/post-pay-rates';
import { Coins, Plus } from 'lucide-react';
import { useCallback, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TDataTableColumn, tableQueryProps, useRowAction } from '@/components/data-table';
import { FormAlert, useFormSubmit } from '@/components/form-dialog';
import { Button } from '@/components/ui/Button';
import { FormDateInput } from '@/components/ui/DateInput';
import { FormField } from '@/components/ui/FormField';
import { FormMoneyInput } from '@/components/ui/MoneyInput';
import { RowActions } from '@/components/ui/RowActions';
import { useCompanyLocale } from '@/features/auth/hooks/useSession';
import { useLanguage } from '@/i18n/useLanguage';
import { formatDay, formatMoneyDisplay } from '@/lib/format';
import { useZodForm } from '@/lib/forms';
import { usePostPayRateActions, usePostPayRates } from '../hooks/usePostPayRates';

/** The first day a new rate may start: today in the company's zone, or the day after the last paid one. */
const firstOpenDay = (today: string, paidThrough: string | null) => (paidThrough && paidThrough >= today ? addDays(paidThrough, 1) : today);

const AddPayRateForm = ({ postId, defaultFromDate }: { postId: string; defaultFromDate: string }) => {
  const { t } = useTranslation(['posts', 'common']);
  const { currency } = useCompanyLocale();
  const { add } = usePostPayRateActions(postId);
  const blank = useMemo(
    () =>
      ({
        fromDate: defaultFromDate,
        rateCents: null,
        differentialCents: null,
        nightDifferentialCents: null,
      }) as unknown as TPostPayRateInput,
    [defaultFromDate],
  );
  const form = useZodForm({ schema: ZPostPayRateInput, defaultValues: blank, mode: 'onTouched' });
  const { control, formState, errorOf, reset } = form;
  const onSubmit = useFormSubmit(form, {
    submit: (values) => add.mutateAsync(values),
    success: t('payRates.toasts.added'),
    errorTitle: t('toasts.errorTitle'),
    errorFallback: t('payRates.toasts.addFailed'),
    onDone: () => reset(blank),
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('payRates.add')} className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={t('payRates.fromDate')} isRequired error={errorOf(formState.errors.fromDate)}>
          <FormDateInput control={control} name="fromDate" />
        </FormField>
        <FormField label={t('payRates.rate')} isRequired error={errorOf(formState.errors.rateCents)}>
          <FormMoneyInput control={control} name="rateCents" currency={currency} />
        </FormField>
        <FormField
          label={t('payRates.differential')}
          hint={t('payRates.differentialHint')}
          error={errorOf(formState.errors.differentialCents)}
        >
          <FormMoneyInput control={control} name="differentialCents" currency={currency} />
        </FormField>
        <FormField
          label={t('payRates.nightDifferential')}
          hint={t('payRates.nightDifferentialHint')}
          error={errorOf(formState.errors.nightDifferentialCents)}
        >
          <FormMoneyInput control={control} name="nightDifferentialCents" currency={currency} />
        </FormField>
      </div>
      <FormAlert errors={formState.errors} />
      <div className="flex justify-end">
        <Button type="submit" variant="outline" disabled={formState.isSubmitting}>
          <Plus aria-hidden="true" />
          {t('payRates.add')}
        </Button>
      </div>
    </form>
  );
};

export const PostPayRates = ({ postId, canEdit }: { postId: string; canEdit: boolean }) => {
  const { t } = useTranslation(['posts', 'common']);
  const { language } = useLanguage();
  const { currency, timeZone } = useCompanyLocale();
  const headingId = useId();
  const list = usePostPayRates(postId);
  const { remove } = usePostPayRateActions(postId);
  const rowAction = useRowAction();
  const money = useCallback((cents: number) => formatMoneyDisplay(cents, language, currency), [language, currency]);
  const paidThrough = list.data?.paidThrough ?? null;

  const columns = useMemo<TDataTableColumn<TPostPayRateRow>[]>(
    () => [
      { id: 'fromDate', header: t('payRates.fromDate'), canHide: false, cell: (r) => formatDay(r.fromDate, language) },
      { id: 'rate', header: t('payRates.rate'), cell: (r) => <span className="tabular-nums">{money(r.rateCents)}</span> },
      {
        id: 'differential',
        header: t('payRates.differential'),
        cell: (r) => <span className="tabular-nums">{money(r.differentialCents)}</span>,
      },
      {
        id: 'nightDifferential',
        header: t('payRates.nightDifferential'),
        cell: (r) => <span className="tabular-nums">{money(r.nightDifferentialCents)}</span>,
      },
    ],
    [t, language, money],
  );

  const destroy = (rate: TPostPayRateRow) =>
    rowAction.run(rate.id, () => remove.mutateAsync(rate.id), {
      confirm: {
        title: t('payRates.deleteTitle', { date: formatDay(rate.fromDate, language) }),
        description: t('payRates.deleteDescription'),
        confirmLabel: t('common:actions.delete'),
        isDestructive: true,
      },
      success: t('payRates.toasts.deleted'),
      errorTitle: t('toasts.errorTitle'),
      errorFallback: t('payRates.toasts.deleteFailed'),
    });

  return (
    <section aria-labelledby={headingId} className="mt-6 grid gap-3 border-t border-slate-200 pt-4">
      <div>
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          {t('payRates.title')}
        </h3>
        <p className="text-sm text-slate-600">{t('payRates.description')}</p>
        {paidThrough && (
          <p className="mt-1 text-sm text-slate-600">{t('payRates.paidThrough', { date: formatDay(paidThrough, language) })}</p>
        )}
      </div>
      <DataTable
        id="post-pay-rates"
        label={t('payRates.table')}
        columns={columns}
        rows={list.data?.items ?? []}
        getRowId={(r) => r.id}
        {...tableQueryProps(list)}
        icon={Coins}
        loadingLabel={t('payRates.loading')}
        errorTitle={t('payRates.fetchFailed')}
        empty={{ title: t('payRates.empty') }}
        rowActions={(r) => (
          <RowActions
            name={formatDay(r.fromDate, language)}
            isBusy={rowAction.busyId === r.id}
            remove={r.can.delete && { onClick: () => void destroy(r) }}
          />
        )}
      />
      {canEdit && list.data && (
        <AddPayRateForm key={paidThrough ?? ''} postId={postId} defaultFromDate={firstOpenDay(todayIn(timeZone), paidThrough)} />
      )}
    </section>
  );
};
