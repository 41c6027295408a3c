// Guard Status: up to 10 guards with name, active/inactive badge, current post (or unassigned) and phone (the
// in-browser phone when it is connected, else a tel: link).
import type { TGuardStatus } from '@centinela/shared';
import { MapPin, Phone, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { EmptyState } from '@/components/ui/EmptyState';
import { PhoneLink } from '@/features/phone/components/PhoneLink';
import { Skeleton } from '@/components/ui/Skeleton';
import { formatPhoneDisplay } from '@/lib/format';
import { GUARDS_SHOWN, useGuardStatus } from '../hooks/useDashboard';
import { CardError } from './CardError';

const GuardItem = ({ guard }: { guard: TGuardStatus }) => {
  const { t } = useTranslation('dashboard');
  const phone = formatPhoneDisplay(guard.phone);
  return (
    <li className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <p className="truncate text-sm font-medium text-slate-900">{guard.name}</p>
        <p className="mt-0.5 flex items-center gap-1.5 text-xs text-slate-600">
          <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="sr-only">{t('guardStatus.post')}: </span>
          <span className={guard.currentPost ? undefined : 'italic'}>{guard.currentPost ?? t('guardStatus.unassigned')}</span>
        </p>
        {phone && (
          <p className="mt-0.5 flex items-center gap-1.5 text-xs text-slate-600">
            <Phone className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="sr-only">{t('guardStatus.phone')}: </span>
            <PhoneLink number={guard.phone ?? ''} className="hover:text-brand-700 hover:underline">
              {phone}
            </PhoneLink>
          </p>
        )}
      </div>
      <Badge variant={guard.isActive ? 'success' : 'neutral'} className="shrink-0">
        {guard.isActive ? t('guardStatus.active') : t('guardStatus.inactive')}
      </Badge>
    </li>
  );
};

export const GuardStatusCard = ({ className }: { className?: string }) => {
  const { t } = useTranslation('dashboard');
  const guards = useGuardStatus();
  const items = (guards.data ?? []).slice(0, GUARDS_SHOWN);
  return (
    <Card aria-labelledby="guard-status-title" className={className}>
      <CardHeader>
        <CardTitle id="guard-status-title">{t('guardStatus.title')}</CardTitle>
        <CardDescription>{t('guardStatus.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {guards.isPending ? (
          <ul className="space-y-4" aria-hidden="true">
            {[0, 1, 2, 3, 4].map((i) => (
              <li key={i} className="flex items-center justify-between gap-3">
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-4 w-1/2" />
                  <Skeleton className="h-3 w-1/3" />
                </div>
                <Skeleton className="h-5 w-14 rounded-full" />
              </li>
            ))}
          </ul>
        ) : guards.isError ? (
          <CardError
            message={t('guardStatus.error')}
            subject={t('guardStatus.title')}
            onRetry={() => void guards.refetch()}
            isRetrying={guards.isFetching}
          />
        ) : items.length === 0 ? (
          <EmptyState icon={UserRound} title={t('guardStatus.empty')} />
        ) : (
          <ul className="divide-y divide-slate-100" aria-label={t('guardStatus.title')}>
            {items.map((guard) => (
              <GuardItem key={guard.id} guard={guard} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
};
