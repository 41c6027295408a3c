// A guard's pay stubs and absences on his dashboard (issue 29): his latest pay stubs (period, net, gross less
// deductions and taxes, the PDF) and his absences (dates, category, status).
import type { TAbsence } from '@centinela/shared/contracts/absences';
import { CalendarOff, FileText, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { translateExternal } from '@/i18n/keys';
import { Badge } from '@/components/ui/Badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/Card';
import { EmptyState } from '@/components/ui/EmptyState';
import { Skeleton } from '@/components/ui/Skeleton';
import { useCompanyLocale } from '@/features/auth/hooks/useSession';
import { formatDay, formatMoneyDisplay } from '@/lib/format';
import { MY_ABSENCES_SHOWN, MY_STUBS_SHOWN, myPayStubUrl, useMyAbsences, useMyPayStubs } from '../../hooks/useMyWork';
import { CardError } from '../CardError';

export const PayStubsCard = ({ className }: { className?: string }) => {
  const { t, i18n } = useTranslation('dashboard');
  const { currency } = useCompanyLocale();
  const stubs = useMyPayStubs();
  const language = i18n.language.startsWith('en') ? 'en' : 'es';
  const money = (cents: number) => formatMoneyDisplay(cents, language, currency);
  const items = (stubs.data ?? []).slice(0, MY_STUBS_SHOWN);
  return (
    <Card aria-labelledby="pay-stubs-title" className={className}>
      <CardHeader>
        <CardTitle id="pay-stubs-title">{t('guard.payStubs.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {stubs.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : stubs.isError ? (
          <CardError message={t('guard.payStubs.error')} subject={t('guard.payStubs.title')} onRetry={() => void stubs.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState icon={Wallet} title={t('guard.payStubs.empty')} />
        ) : (
          <ul className="divide-y divide-slate-100" aria-label={t('guard.payStubs.title')}>
            {items.map((stub) => {
              const period = t('guard.payStubs.period', {
                from: formatDay(stub.periodStart, language),
                to: formatDay(stub.periodEnd, language),
              });
              return (
                <li key={stub.lineId} className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
                  <div className="min-w-0">
                    <p className="text-sm font-medium text-slate-900">{period}</p>
                    <p className="text-xs text-slate-600">
                      {t('guard.payStubs.figures', {
                        gross: money(stub.grossCents),
                        deductions: money(stub.deductionsCents + stub.taxesCents),
                      })}
                    </p>
                  </div>
                  <div className="flex shrink-0 flex-col items-end gap-1">
                    <p className="text-sm font-semibold text-slate-900">
                      <span className="sr-only">{t('guard.payStubs.net')}: </span>
                      {money(stub.netCents)}
                    </p>
                    <a
                      href={myPayStubUrl(stub.lineId, language)}
                      target="_blank"
                      rel="noreferrer"
                      className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
                      aria-label={t('guard.payStubs.pdfLabel', { period })}
                    >
                      <FileText className="size-4" aria-hidden="true" />
                      {t('guard.payStubs.pdf')}
                    </a>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
};

/** A category the company created has no catalog key: its own name. */
const categoryOf = (absence: TAbsence) =>
  absence.category ? (translateExternal(`absences:categories.${absence.category.key}`) ?? absence.category.name) : null;

export const MyAbsencesCard = ({ className }: { className?: string }) => {
  const { t, i18n } = useTranslation(['dashboard', 'absences']);
  const absences = useMyAbsences();
  const items = absences.data ? [...absences.data.current, ...absences.data.history].slice(0, MY_ABSENCES_SHOWN) : [];
  return (
    <Card aria-labelledby="my-absences-title" className={className}>
      <CardHeader>
        <CardTitle id="my-absences-title">{t('dashboard:guard.absences.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {absences.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : absences.isError ? (
          <CardError
            message={t('dashboard:guard.absences.error')}
            subject={t('dashboard:guard.absences.title')}
            onRetry={() => void absences.refetch()}
          />
        ) : items.length === 0 ? (
          <EmptyState icon={CalendarOff} title={t('dashboard:guard.absences.empty')} />
        ) : (
          <ul className="divide-y divide-slate-100" aria-label={t('dashboard:guard.absences.title')}>
            {items.map((absence) => {
              const from = formatDay(absence.startDate, i18n.language);
              const to = formatDay(absence.endDate, i18n.language);
              const category = categoryOf(absence);
              return (
                <li key={absence.id} className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
                  <div className="min-w-0">
                    <p className="text-sm font-medium text-slate-900">
                      {from === to ? from : t('dashboard:guard.absences.range', { from, to })}
                    </p>
                    {category && <p className="text-xs text-slate-600">{category}</p>}
                    {absence.notes && <p className="text-xs wrap-anywhere text-slate-600">{absence.notes}</p>}
                  </div>
                  <Badge variant={absence.isCurrent ? 'warning' : 'neutral'} className="shrink-0">
                    {t(`dashboard:guard.absences.status.${absence.status}`)}
                  </Badge>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
};
