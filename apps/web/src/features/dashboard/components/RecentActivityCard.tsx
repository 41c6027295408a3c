// Recent Activity: the last system-log entries (20 fetched, 10 shown) with an icon by action, relative time and entity badge.
import { formatSystemLogMessage, isSystemLogMessageKey, type TLanguage, type TSystemLog } from '@centinela/shared';
import { systemLogActionLabel } from '@centinela/shared/system-log-labels';
import { Activity, LogIn, type LucideIcon, Pencil, Plus, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { EmptyState } from '@/components/ui/EmptyState';
import { Skeleton } from '@/components/ui/Skeleton';
import { useCompanyLocale } from '@/features/auth/hooks/useSession';
import { useLanguage } from '@/i18n/useLanguage';
import { cn } from '@/lib/cn';
import { formatDateTime, formatRelativeTime } from '@/lib/format';
import { RECENT_ACTIVITY_SHOWN, useRecentActivity } from '../hooks/useDashboard';
import { CardError } from './CardError';

const ACTION_ICONS: Record<string, { icon: LucideIcon; tone: string }> = {
  LOGIN: { icon: LogIn, tone: 'bg-brand-50 text-brand-700' },
  CREATE: { icon: Plus, tone: 'bg-emerald-50 text-emerald-700' },
  UPDATE: { icon: Pencil, tone: 'bg-amber-50 text-amber-700' },
};
const OTHER_ACTION = { icon: TriangleAlert, tone: 'bg-red-50 text-red-700' };

/** The entry's message in the reader's language (details.messageKey), else details.description, else details.message. */
export const describeLog = (log: Pick<TSystemLog, 'details'>, language: TLanguage): string | null => {
  const { messageKey, messageParams, description, message } = log.details;
  if (isSystemLogMessageKey(messageKey)) {
    const params = messageParams && typeof messageParams === 'object' ? (messageParams as Record<string, unknown>) : {};
    return formatSystemLogMessage(language, messageKey, params);
  }
  if (typeof description === 'string' && description) return description;
  if (typeof message === 'string' && message) return message;
  return null;
};

const ActivityItem = ({ log }: { log: TSystemLog }) => {
  const { t } = useTranslation('dashboard');
  const { language } = useLanguage();
  const { timeZone } = useCompanyLocale();
  const { icon: Icon, tone } = ACTION_ICONS[log.action] ?? OTHER_ACTION;
  const entityLabel = t(`entityTypes.${log.entityType}`, { defaultValue: log.entityType });
  return (
    <li className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
      <span className={cn('mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full', tone)}>
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm wrap-anywhere text-slate-900">
          {describeLog(log, language) ?? t('recentActivity.noDescription', { action: systemLogActionLabel(language, log.action) })}
        </p>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
          <span className="sr-only">{t('recentActivity.actionLabel', { action: systemLogActionLabel(language, log.action) })}</span>
          <time dateTime={log.timestamp} title={formatDateTime(log.timestamp, language, timeZone)}>
            {formatRelativeTime(log.timestamp, language)}
          </time>
          {log.userName && (
            <>
              <span aria-hidden="true">·</span>
              <span>{log.userName}</span>
            </>
          )}
          <Badge variant="neutral" className="sm:hidden">
            {entityLabel}
          </Badge>
        </p>
      </div>
      <Badge variant="neutral" className="hidden shrink-0 sm:inline-flex">
        {entityLabel}
      </Badge>
    </li>
  );
};

export const RecentActivityCard = ({ className }: { className?: string }) => {
  const { t } = useTranslation('dashboard');
  const activity = useRecentActivity();
  const items = (activity.data ?? []).slice(0, RECENT_ACTIVITY_SHOWN);
  return (
    <Card aria-labelledby="recent-activity-title" className={className}>
      <CardHeader>
        <CardTitle id="recent-activity-title">{t('recentActivity.title')}</CardTitle>
        <CardDescription>{t('recentActivity.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {activity.isPending ? (
          <ul className="space-y-4" aria-hidden="true">
            {[0, 1, 2, 3, 4].map((i) => (
              <li key={i} className="flex items-center gap-3">
                <Skeleton className="size-8 rounded-full" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-4 w-3/4" />
                  <Skeleton className="h-3 w-1/3" />
                </div>
              </li>
            ))}
          </ul>
        ) : activity.isError ? (
          <CardError
            message={t('recentActivity.error')}
            subject={t('recentActivity.title')}
            onRetry={() => void activity.refetch()}
            isRetrying={activity.isFetching}
          />
        ) : items.length === 0 ? (
          <EmptyState icon={Activity} title={t('recentActivity.empty')} description={t('recentActivity.emptyHint')} />
        ) : (
          <ul className="divide-y divide-slate-100" aria-label={t('recentActivity.title')}>
            {items.map((log) => (
              <ActivityItem key={log.id} log={log} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
};
