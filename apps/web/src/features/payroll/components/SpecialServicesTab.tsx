// Completed special services of /payroll: services completed in the period with their assigned guards, the pay rate,
// what each guard earns and the pay run that paid it (or "not paid yet").
import type { TPaidSpecialService } from '@centinela/shared/contracts/payroll-runs';
import { BadgeCheck } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TDataTableColumn, tableQueryProps } from '@/components/data-table';
import { Badge } from '@/components/ui/Badge';
import { DateInput } from '@/components/ui/DateInput';
import { FormField } from '@/components/ui/FormField';
import { useCompanyLocale } from '@/features/auth/hooks/useSession';
import { useLanguage } from '@/i18n/useLanguage';
import { formatDay, formatMoneyDisplay } from '@/lib/format';
import { useSpecialServices } from '../hooks/usePayroll';
import { hoursOf } from '../lib/format';

export const SpecialServicesTab = ({
  period,
  setPeriod,
}: {
  period: { from: string; to: string };
  setPeriod: (patch: { from?: string; to?: string }) => void;
}) => {
  const { t } = useTranslation('payrollRuns');
  const { language } = useLanguage();
  const { currency } = useCompanyLocale();
  const list = useSpecialServices(period.from, period.to);
  const columns = useMemo<TDataTableColumn<TPaidSpecialService>[]>(
    () => [
      {
        id: 'service',
        header: t('columns.service'),
        canHide: false,
        sortValue: (s) => s.number,
        cell: (s) => (
          <span className="font-medium">
            #{s.number} {s.title}
          </span>
        ),
      },
      { id: 'guard', header: t('columns.guard'), sortValue: (s) => s.guardName, cell: (s) => s.guardName },
      {
        id: 'dates',
        header: t('columns.dates'),
        sortValue: (s) => s.startDate,
        cell: (s) => `${formatDay(s.startDate, language)} – ${formatDay(s.endDate, language)}`,
      },
      { id: 'hours', header: t('columns.hours'), sortValue: (s) => s.minutes, cell: (s) => hoursOf(s.minutes, language) },
      {
        id: 'rate',
        header: t('columns.rate'),
        cell: (s) => (s.rateCents === null ? t('services.noRate') : formatMoneyDisplay(s.rateCents, language, currency)),
      },
      {
        id: 'amount',
        header: t('columns.amount'),
        sortValue: (s) => s.amountCents ?? 0,
        cell: (s) => (s.amountCents === null ? '—' : formatMoneyDisplay(s.amountCents, language, currency)),
      },
      {
        id: 'run',
        header: t('columns.paidIn'),
        sortValue: (s) => s.runNumber ?? 0,
        cell: (s) =>
          s.runId ? (
            <Badge variant={s.runStatus === 'processed' ? 'success' : 'neutral'}>
              {t('runs.runNumber', { number: s.runNumber })} · {t(`runs.status.${s.runStatus ?? 'draft'}`)}
            </Badge>
          ) : (
            <Badge variant="warning">{t('services.notPaid')}</Badge>
          ),
      },
    ],
    [t, language, currency],
  );
  return (
    <>
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <FormField label={t('filters.from')} className="w-40">
          <DateInput value={period.from} onChange={(from) => setPeriod({ from })} />
        </FormField>
        <FormField label={t('filters.to')} className="w-40">
          <DateInput value={period.to} onChange={(to) => setPeriod({ to })} />
        </FormField>
      </div>
      <DataTable
        id="payroll-special-services"
        label={t('table.services')}
        columns={columns}
        rows={list.data ?? []}
        getRowId={(s) => `${s.opportunityId}:${s.guardId}`}
        {...tableQueryProps(list)}
        icon={BadgeCheck}
        loadingLabel={t('states.loading')}
        errorTitle={t('states.fetchFailed')}
        empty={{ title: t('states.emptyServices') }}
      />
    </>
  );
};
