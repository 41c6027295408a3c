// /post-status-report: each post's staffing today (in the post's time zone): filled places of required ones.
import {
  POST_STATUS_STATES,
  type TPostStatusReport,
  type TPostStatusRow,
  type TPostStatusState,
} from '@centinela/shared/contracts/reports';
import * as reportsApi from '@centinela/shared/endpoints/reports';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';
import type { TNsKey } from '@/i18n/keys';
import { cn } from '@/lib/cn';
import { ReportPage, type TReportConfig } from '../components/ReportPage';
import { timeZoneLabel } from '@/features/companies/lib/time-zones';

const STATE_KEYS: Record<TPostStatusState, TNsKey<'reports'>> = {
  no_shifts: 'reports:states.no_shifts',
  unassigned: 'reports:states.unassigned',
  partially_assigned: 'reports:states.partially_assigned',
  understaffed: 'reports:states.understaffed',
  fully_staffed: 'reports:states.fully_staffed',
  needs_coverage: 'reports:states.needs_coverage',
};

const STATE_VARIANTS: Record<TPostStatusState, 'neutral' | 'danger' | 'warning' | 'success'> = {
  no_shifts: 'neutral',
  unassigned: 'danger',
  partially_assigned: 'warning',
  understaffed: 'warning',
  fully_staffed: 'success',
  needs_coverage: 'danger',
};

export const PostStatusReportPage = () => {
  const { t } = useTranslation(['reports']);
  const config: TReportConfig<TPostStatusRow, TPostStatusReport> = {
    endpoints: { page: reportsApi.postStatus, csv: reportsApi.postStatusCsv },
    description: t('postStatus.description'),
    hasSearch: true,
    choice: {
      param: 'state',
      label: t('filters.state'),
      allLabel: t('filters.allStates'),
      options: POST_STATUS_STATES.filter((s) => s !== 'partially_assigned').map((s) => ({ value: s, label: t(STATE_KEYS[s]) })),
    },
    rowKey: (r) => r.postId,
    summary: (a) => (
      <ul className="flex flex-wrap gap-2" aria-label={t('postStatus.countsLabel')}>
        {(['needs_coverage', 'unassigned', 'understaffed', 'fully_staffed', 'no_shifts'] as const).map((s) => (
          <li key={s}>
            <Badge variant={STATE_VARIANTS[s]}>
              {t(STATE_KEYS[s])}: {a.counts[s] ?? 0}
            </Badge>
          </li>
        ))}
      </ul>
    ),
    columns: [
      { key: 'customer', header: t('columns.customer'), cell: (r) => r.customerCompanyName },
      { key: 'post', header: t('columns.post'), cell: (r) => r.postName },
      { key: 'shifts', header: t('columns.shiftsToday'), cell: (r) => r.shifts },
      {
        key: 'filled',
        header: t('columns.filled'),
        cell: (r) => (
          <span className={cn('tabular-nums', r.filledGuards < r.requiredGuards && 'font-semibold text-red-800')}>
            {r.filledGuards}/{r.requiredGuards}
          </span>
        ),
      },
      { key: 'state', header: t('columns.state'), cell: (r) => <Badge variant={STATE_VARIANTS[r.state]}>{t(STATE_KEYS[r.state])}</Badge> },
      { key: 'zone', header: t('columns.timeZone'), cell: (r) => timeZoneLabel(r.timeZone) },
    ],
  };
  return <ReportPage config={config} />;
};
