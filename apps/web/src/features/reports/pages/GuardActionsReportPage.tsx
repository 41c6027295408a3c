// /guard-actions-report ("Open and Cover Action Report"): every open and cover action on shift occurrences, filterable
// by action type, performed by, guard affected, post, roster and date range; paginated, CSV.
import { GUARD_ACTION_TYPES, type TGuardActionRow, type TGuardActionsReport } from '@centinela/shared/contracts/reports';
import * as reportsApi from '@centinela/shared/endpoints/reports';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';
import { useCategoryLabel } from '@/features/absences/hooks/useAbsences';
import { useCompanyLocale } from '@/features/auth/hooks/useSession';
import { useLanguage } from '@/i18n/useLanguage';
import { apiQuery } from '@/lib/api-client';
import { formatDateTime, formatDay, formatTime } from '@/lib/format';
import { ReportPage, type TReportConfig } from '../components/ReportPage';

export const GuardActionsReportPage = () => {
  const { t } = useTranslation('reports');
  const { language } = useLanguage();
  const { timeZone } = useCompanyLocale();
  const options = useQuery(apiQuery(reportsApi.guardActionsOptions));
  const labelOf = useCategoryLabel();
  const config: TReportConfig<TGuardActionRow, TGuardActionsReport> = {
    endpoints: { page: reportsApi.guardActions, csv: reportsApi.guardActionsCsv },
    description: t('guardActions.description'),
    hasRange: true,
    hasGuard: true,
    choices: [
      {
        param: 'action',
        label: t('guardActions.action'),
        allLabel: t('guardActions.allActions'),
        options: GUARD_ACTION_TYPES.map((a) => ({ value: a, label: t(`guardActions.actions.${a}`) })),
      },
      {
        param: 'performedBy',
        label: t('guardActions.performedBy'),
        allLabel: t('guardActions.anyone'),
        options: options.data?.performers ?? [],
      },
      {
        param: 'rosterId',
        label: t('columns.roster'),
        allLabel: t('guardActions.allRosters'),
        options: options.data?.rosters ?? [],
      },
    ],
    rowKey: (r) => r.id,
    summary: (a) => <p className="text-sm text-slate-700">{t('guardActions.summary', { count: a.total })}</p>,
    columns: [
      {
        key: 'action',
        header: t('guardActions.action'),
        cell: (r) => <Badge variant={r.action === 'open' ? 'warning' : 'success'}>{t(`guardActions.actions.${r.action}`)}</Badge>,
      },
      { key: 'date', header: t('columns.date'), cell: (r) => formatDay(r.date, language), className: 'whitespace-nowrap' },
      { key: 'post', header: t('columns.post'), cell: (r) => `${r.postName} · ${r.customerCompanyName}` },
      { key: 'roster', header: t('columns.roster'), cell: (r) => r.rosterName ?? '—' },
      {
        key: 'shift',
        header: t('columns.shift'),
        cell: (r) => (r.startTime ? `${formatTime(r.startTime)} – ${formatTime(r.endTime)}` : '—'),
        className: 'whitespace-nowrap',
      },
      { key: 'guard', header: t('columns.guard'), cell: (r) => r.guardName },
      { key: 'by', header: t('guardActions.performedBy'), cell: (r) => r.performedByName ?? '—' },
      {
        key: 'reason',
        header: t('guardActions.reason'),
        cell: (r) =>
          r.absence
            ? [
                // No category sent (a customer company admin): the absence alone.
                r.absence.categoryKey === undefined && r.absence.categoryName === undefined
                  ? labelOf(undefined)
                  : t('guardActions.absence', {
                      category: labelOf({ key: r.absence.categoryKey as never, name: r.absence.categoryName ?? null }),
                    }),
                r.reason,
              ]
                .filter(Boolean)
                .join(' · ')
            : (r.reason ?? '—'),
      },
      { key: 'at', header: t('guardActions.at'), cell: (r) => formatDateTime(r.at, language, timeZone), className: 'whitespace-nowrap' },
    ],
  };
  return <ReportPage config={config} />;
};
