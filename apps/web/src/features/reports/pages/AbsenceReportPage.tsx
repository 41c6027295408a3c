// /absence-report: absences by category, guard, post and date range, with totals per category; paginated, CSV.
// A customer company admin is sent neither the category nor the notes of an absence (nor totals by category): the
// page leaves out that filter and those columns for them.
import type { TAbsenceReport, TAbsenceReportRow } from '@centinela/shared/contracts/reports';
import * as reportsApi from '@centinela/shared/endpoints/reports';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';
import { useAbsenceCategories, useCategoryLabel } from '@/features/absences/hooks/useAbsences';
import { useSession } from '@/features/auth/hooks/useSession';
import { useLanguage } from '@/i18n/useLanguage';
import { formatDay, formatShiftTime } from '@/lib/format';
import { ReportPage, type TReportConfig } from '../components/ReportPage';

export const AbsenceReportPage = () => {
  const { t } = useTranslation('reports');
  const { language } = useLanguage();
  const categories = useAbsenceCategories({ includeInactive: true });
  const labelOf = useCategoryLabel();
  const seesReasons = useSession().user?.role !== 'customer_company_admin';
  const categoryOf = (r: { categoryId?: string | null; categoryKey?: string | null; categoryName?: string | null }) =>
    r.categoryId === undefined
      ? labelOf(undefined)
      : r.categoryId
        ? labelOf({ key: r.categoryKey as never, name: r.categoryName ?? null })
        : labelOf(null);
  const config: TReportConfig<TAbsenceReportRow, TAbsenceReport> = {
    endpoints: { page: reportsApi.absences, csv: reportsApi.absencesCsv },
    description: t('absences.description'),
    hasRange: true,
    hasGuard: true,
    choices: seesReasons
      ? [
          {
            param: 'categoryId',
            label: t('absences.category'),
            allLabel: t('absences.allCategories'),
            options: (categories.data ?? []).map((c) => ({ value: c.id, label: labelOf(c) })),
          },
        ]
      : [],
    rowKey: (r) => r.id,
    summary: (a) => (
      <div className="grid gap-2 text-sm text-slate-700">
        <p>{t('absences.summary', { count: a.total, days: t('counts.days', { count: a.totalDays }) })}</p>
        {a.byCategory.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label={t('absences.byCategory')}>
            {a.byCategory.map((c) => (
              <li key={c.categoryId ?? 'none'}>
                <Badge variant="neutral">{t('absences.categoryTotal', { category: categoryOf(c), count: c.absences, days: c.days })}</Badge>
              </li>
            ))}
          </ul>
        )}
      </div>
    ),
    columns: [
      { key: 'guard', header: t('columns.guard'), cell: (r) => r.guardName },
      ...(seesReasons ? [{ key: 'category', header: t('absences.category'), cell: (r: TAbsenceReportRow) => categoryOf(r) }] : []),
      {
        key: 'dates',
        header: t('absences.dates'),
        cell: (r) =>
          r.startDate === r.endDate
            ? formatDay(r.startDate, language)
            : `${formatDay(r.startDate, language)} – ${formatDay(r.endDate, language)}`,
        className: 'whitespace-nowrap',
      },
      { key: 'days', header: t('absences.days'), cell: (r) => r.days, className: 'text-right tabular-nums' },
      { key: 'post', header: t('columns.post'), cell: (r) => (r.postName ? `${r.postName} · ${r.customerCompanyName ?? ''}` : '—') },
      { key: 'shift', header: t('columns.shift'), cell: (r) => (r.shiftTime ? formatShiftTime(r.shiftTime) : '—') },
      {
        key: 'status',
        header: t('columns.status'),
        cell: (r) => <Badge variant={r.status === 'active' ? 'warning' : 'neutral'}>{t(`absences.status.${r.status}`)}</Badge>,
      },
      ...(seesReasons ? [{ key: 'notes', header: t('absences.notes'), cell: (r: TAbsenceReportRow) => r.notes ?? '' }] : []),
    ],
  };
  return <ReportPage config={config} />;
};
