// /posts-report: every post with its rosters, weekly hours required and assigned, guards and rates.
import type { TPostsReport, TPostsReportRow } from '@centinela/shared/contracts/reports';
import * as reportsApi from '@centinela/shared/endpoints/reports';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';
import { useCompanyLocale } from '@/features/auth/hooks/useSession';
import { RANK_LABEL_KEYS } from '@/features/users/lib/labels';
import { useLanguage } from '@/i18n/useLanguage';
import { InlineWarning } from '@/components/ui/InlineWarning';
import { formatMoneyDisplay, formatNumber } from '@/lib/format';
import { ReportPage, type TReportConfig } from '../components/ReportPage';

export const PostsReportPage = () => {
  const { t } = useTranslation(['reports', 'common', 'users']);
  const { language } = useLanguage();
  const { currency } = useCompanyLocale();
  const money = (cents: number | null) => (cents === null ? '—' : formatMoneyDisplay(cents, language, currency));
  const config: TReportConfig<TPostsReportRow, TPostsReport> = {
    endpoints: { page: reportsApi.posts, csv: reportsApi.postsCsv },
    description: t('posts.description'),
    hasSearch: true,
    choice: {
      param: 'status',
      label: t('filters.status'),
      allLabel: t('filters.allStatuses'),
      options: [
        { value: 'active', label: t('common:status.active') },
        { value: 'inactive', label: t('common:status.inactive') },
      ],
    },
    rowKey: (r) => r.postId,
    columns: [
      { key: 'customer', header: t('columns.customer'), cell: (r) => r.customerCompanyName },
      {
        key: 'post',
        header: t('columns.post'),
        // Billed at a loss today: said under the name, where it is seen without scrolling the wide table.
        cell: (r) => (
          <>
            {r.postName}
            {r.margin?.payAtOrAboveBill && (
              <InlineWarning>
                {t('columns.payAtOrAboveBill', { pay: money(r.margin.payRateCents), bill: money(r.margin.billRateCents) })}
              </InlineWarning>
            )}
          </>
        ),
      },
      {
        key: 'status',
        header: t('columns.status'),
        cell: (r) => (
          <Badge variant={r.status === 'active' ? 'success' : 'neutral'}>
            {r.status === 'active' ? t('common:status.active') : t('common:status.inactive')}
          </Badge>
        ),
      },
      { key: 'rank', header: t('columns.requiredRank'), cell: (r) => (r.requiredRank ? t(RANK_LABEL_KEYS[r.requiredRank]) : '—') },
      { key: 'rosters', header: t('columns.activeRosters'), cell: (r) => r.activeRosters },
      { key: 'shifts', header: t('columns.weeklyShifts'), cell: (r) => r.weeklyShifts },
      {
        key: 'hours',
        header: t('columns.weeklyHours'),
        cell: (r) => `${formatNumber(r.weeklyAssignedHours, language)} / ${formatNumber(r.weeklyRequiredHours, language)}`,
        className: 'whitespace-nowrap',
      },
      { key: 'guards', header: t('columns.assignedGuards'), cell: (r) => r.assignedGuards },
      { key: 'bill', header: t('columns.billRate'), cell: (r) => money(r.billRateCents), className: 'whitespace-nowrap tabular-nums' },
      { key: 'pay', header: t('columns.payRate'), cell: (r) => money(r.payRateCents), className: 'whitespace-nowrap tabular-nums' },
    ],
  };
  return <ReportPage config={config} />;
};
