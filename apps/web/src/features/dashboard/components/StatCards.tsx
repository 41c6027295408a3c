// The four stat cards: total guards, active posts, customer companies, system alerts; each with a skeleton and an error label.
import type { TDashboardStats } from '@centinela/shared';
import { Building2, type LucideIcon, MapPin, ShieldAlert, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/Card';
import { Skeleton } from '@/components/ui/Skeleton';
import { useLanguage } from '@/i18n/useLanguage';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { useDashboardStats } from '../hooks/useDashboard';
import { CardError } from './CardError';

type TStatDefinition = {
  key: keyof TDashboardStats;
  label: string;
  hint: string;
  icon: LucideIcon;
  tone: string;
};

export const StatCards = () => {
  const { t } = useTranslation('dashboard');
  const { language } = useLanguage();
  const stats = useDashboardStats();

  const definitions: TStatDefinition[] = [
    {
      key: 'totalGuards',
      label: t('stats.totalGuards'),
      hint: t('stats.totalGuardsHint'),
      icon: Users,
      tone: 'bg-brand-50 text-brand-700',
    },
    {
      key: 'activePosts',
      label: t('stats.activePosts'),
      hint: t('stats.activePostsHint'),
      icon: MapPin,
      tone: 'bg-emerald-50 text-emerald-700',
    },
    {
      key: 'customerCompanies',
      label: t('stats.customerCompanies'),
      hint: t('stats.customerCompaniesHint'),
      icon: Building2,
      tone: 'bg-sky-50 text-sky-700',
    },
    {
      key: 'systemAlerts',
      label: t('stats.systemAlerts'),
      hint: t('stats.systemAlertsHint'),
      icon: ShieldAlert,
      tone: 'bg-red-50 text-red-700',
    },
  ];

  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {definitions.map(({ key, label, hint, icon: Icon, tone }) => (
        <Card key={key} aria-label={label} className="p-5" data-testid={`stat-${key}`}>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <h2 className="text-sm font-medium text-slate-600">{label}</h2>
              <div className="mt-2 min-h-9">
                {stats.isPending ? (
                  <Skeleton className="h-9 w-20" data-testid="stat-skeleton" />
                ) : stats.isError ? (
                  <CardError
                    message={t('stats.error')}
                    subject={label}
                    onRetry={() => void stats.refetch()}
                    isRetrying={stats.isFetching}
                  />
                ) : (
                  <p className="text-3xl font-semibold tracking-tight text-slate-900" data-testid="stat-value">
                    {formatNumber(stats.data[key], language)}
                  </p>
                )}
              </div>
            </div>
            <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-lg', tone)}>
              <Icon className="size-5" aria-hidden="true" />
            </span>
          </div>
          <p className="mt-3 text-xs text-slate-600">{hint}</p>
        </Card>
      ))}
    </div>
  );
};
