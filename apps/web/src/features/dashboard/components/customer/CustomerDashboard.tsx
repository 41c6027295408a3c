// The customer company admin's dashboard (issue 29): their own posts' shifts today with each one's coverage state (the
// shifts board, which the server scopes to their customer), the open incidents of their posts (pending or reviewed:
// the incidents list, scoped the same way) and the guards working their posts. No company-wide or payroll figures.
import { can } from '@centinela/shared';
import type { TShiftBoardState } from '@centinela/shared/rules/shifts';
import * as incidentsApi from '@centinela/shared/endpoints/incidents';
import * as shiftsApi from '@centinela/shared/endpoints/shifts';
import { useQuery } from '@tanstack/react-query';
import { ShieldCheck, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { EmptyState } from '@/components/ui/EmptyState';
import { Skeleton } from '@/components/ui/Skeleton';
import { useCompanyLocale, useSession } from '@/features/auth/hooks/useSession';
import { useLanguage } from '@/i18n/useLanguage';
import { apiQuery } from '@/lib/api-client';
import { formatDateTime, formatTimeIn } from '@/lib/format';
import { CardError } from '../CardError';
import { GuardStatusCard } from '../GuardStatusCard';

/** Shifts and open incidents listed at most. */
const SHOWN = 50;
const INCIDENTS_SHOWN = 10;

const STATE_BADGES: Record<TShiftBoardState, 'danger' | 'warning' | 'success' | 'default'> = {
  unassigned: 'danger',
  partially_assigned: 'warning',
  understaffed: 'danger',
  fully_staffed: 'success',
  needs_coverage: 'danger',
  guard_present: 'success',
};

const PostsTodayCard = ({ className }: { className?: string }) => {
  const { t } = useTranslation(['dashboard', 'shifts']);
  const board = useQuery(apiQuery(shiftsApi.board, { query: { pageSize: SHOWN } }));
  const items = board.data?.items ?? [];
  return (
    <Card aria-labelledby="posts-today-title" className={className}>
      <CardHeader>
        <CardTitle id="posts-today-title">{t('dashboard:customer.posts.title')}</CardTitle>
        <CardDescription>{t('dashboard:customer.posts.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {board.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : board.isError ? (
          <CardError
            message={t('dashboard:customer.posts.error')}
            subject={t('dashboard:customer.posts.title')}
            onRetry={() => void board.refetch()}
          />
        ) : items.length === 0 ? (
          <EmptyState icon={ShieldCheck} title={t('dashboard:customer.posts.empty')} />
        ) : (
          <ul className="divide-y divide-slate-100" aria-label={t('dashboard:customer.posts.title')}>
            {items.map((o) => (
              <li key={o.id} className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium text-slate-900">{o.postName}</p>
                  <p className="text-xs text-slate-600">
                    {formatTimeIn(o.startsAt, o.timeZone)} – {formatTimeIn(o.endsAt, o.timeZone)} ·{' '}
                    {t('dashboard:customer.posts.staffing', { counted: o.countedGuards, required: o.requiredGuards })}
                  </p>
                </div>
                <Badge variant={STATE_BADGES[o.state]} className="shrink-0">
                  {t(`shifts:states.${o.state}`)}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
};

const OpenIncidentsCard = ({ className }: { className?: string }) => {
  const { t } = useTranslation(['dashboard', 'incidents']);
  const { language } = useLanguage();
  const { timeZone } = useCompanyLocale();
  const pending = useQuery(apiQuery(incidentsApi.list, { query: { status: 'pending', pageSize: INCIDENTS_SHOWN } }));
  const reviewed = useQuery(apiQuery(incidentsApi.list, { query: { status: 'reviewed', pageSize: INCIDENTS_SHOWN } }));
  const items = [...(pending.data?.items ?? []), ...(reviewed.data?.items ?? [])]
    .sort((a, b) => b.occurredAt.localeCompare(a.occurredAt))
    .slice(0, INCIDENTS_SHOWN);
  const failed = pending.isError || reviewed.isError;
  return (
    <Card aria-labelledby="open-incidents-title" className={className}>
      <CardHeader>
        <CardTitle id="open-incidents-title">{t('dashboard:customer.incidents.title')}</CardTitle>
        <CardDescription>{t('dashboard:customer.incidents.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {pending.isPending || reviewed.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : failed ? (
          <CardError
            message={t('dashboard:customer.incidents.error')}
            subject={t('dashboard:customer.incidents.title')}
            onRetry={() => void Promise.all([pending.refetch(), reviewed.refetch()])}
          />
        ) : items.length === 0 ? (
          <EmptyState icon={TriangleAlert} title={t('dashboard:customer.incidents.empty')} />
        ) : (
          <ul className="divide-y divide-slate-100" aria-label={t('dashboard:customer.incidents.title')}>
            {items.map((incident) => (
              <li key={incident.id} className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium text-slate-900">{incident.title}</p>
                  <p className="text-xs text-slate-600">
                    {[incident.postName, formatDateTime(incident.occurredAt, language, timeZone)].filter(Boolean).join(' · ')}
                  </p>
                </div>
                <Badge variant={incident.status === 'pending' ? 'warning' : 'neutral'} className="shrink-0">
                  {t(`incidents:statuses.${incident.status}`)}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
};

/** Each card shows when the admin's role may read its source (their default role may read both). */
export const CustomerDashboard = () => {
  const { subject } = useSession();
  return (
    <div className="grid items-start gap-4 lg:grid-cols-5 lg:gap-6">
      {can(subject, 'view', 'shifts-dashboard') && <PostsTodayCard className="min-w-0 lg:col-span-3" />}
      <div className="flex min-w-0 flex-col gap-4 lg:col-span-2 lg:gap-6">
        {can(subject, 'view', 'novelties-incidents') && <OpenIncidentsCard />}
        <GuardStatusCard />
      </div>
    </div>
  );
};
