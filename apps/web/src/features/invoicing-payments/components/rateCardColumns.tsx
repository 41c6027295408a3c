// The rate card list's columns and the short words of a card's billing rules (overtime, holidays, billed time, terms),
// in the reader's language and the company's currency.
import type { TRateCard, TRateCardState } from '@centinela/shared/contracts/invoicing-payments';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDataTableColumn } from '@/components/data-table';
import { Badge } from '@/components/ui/Badge';
import { InlineWarning } from '@/components/ui/InlineWarning';
import { useCompanyLocale } from '@/features/auth/hooks/useSession';
import { RANK_LABEL_KEYS } from '@/features/users/lib/labels';
import { formatDay, formatMoneyDisplay } from '@/lib/format';
import { formatFactor, formatHours } from '../lib/billing';

export const STATE_VARIANT: Record<TRateCardState, 'success' | 'neutral' | 'default'> = {
  current: 'success',
  past: 'neutral',
  future: 'default',
};

/** The short words of a card's rules, shared by the list and its tests. */
export const useRateCardWords = () => {
  const { t, i18n } = useTranslation(['invoicingPayments', 'users']);
  const { currency } = useCompanyLocale();
  const language = i18n.language;
  return useMemo(() => {
    const money = (cents: number | null) => formatMoneyDisplay(cents, language, currency);
    const factor = (hundredths: number | null) => formatFactor(hundredths ?? 100, language);
    return {
      money,
      overtime: (c: TRateCard) =>
        c.overtimeBilling === 'flat'
          ? t('rateCards.billing.flat', { rate: money(c.overtimeRateCents) })
          : t(`rateCards.billing.${c.overtimeBilling}`, { factor: factor(c.overtimeFactor) }),
      holiday: (c: TRateCard) =>
        c.holidayBilling === 'flat'
          ? t('rateCards.billing.flat', { rate: money(c.holidayRateCents) })
          : t(`rateCards.billing.${c.holidayBilling}`, { factor: factor(c.holidayFactor) }),
      minimum: (c: TRateCard) =>
        c.minimumMinutes > 0 ? t('rateCards.minimum', { hours: formatHours(c.minimumMinutes, language) }) : t('rateCards.noMinimum'),
      rounding: (c: TRateCard) =>
        c.roundingMinutes > 0 ? t(`rateCards.rounding.${c.roundingMode}`, { step: c.roundingMinutes }) : t('rateCards.rounding.none'),
      terms: (c: TRateCard) =>
        c.paymentTermsDays > 0 ? t('rateCards.terms', { days: c.paymentTermsDays }) : t('rateCards.termsOnReceipt'),
      period: (c: TRateCard) =>
        c.toDate
          ? t('rateCards.period', { from: formatDay(c.fromDate, language), to: formatDay(c.toDate, language) })
          : t('rateCards.periodOpen', { from: formatDay(c.fromDate, language) }),
      warning: (c: TRateCard) => (c.payAtOrAboveBill ? t('rateCards.payAtOrAboveBill', { pay: money(c.payRateCents) }) : null),
    };
  }, [t, language, currency]);
};

const Muted = ({ children }: { children: string }) => <span className="block text-xs text-slate-600">{children}</span>;

export const useRateCardColumns = () => {
  const { t } = useTranslation(['invoicingPayments', 'users']);
  const words = useRateCardWords();
  return useMemo<TDataTableColumn<TRateCard>[]>(
    () => [
      {
        id: 'customer',
        header: t('rateCards.columns.customer'),
        canHide: false,
        className: 'min-w-36',
        cell: (c) => (
          <>
            <span className="block font-medium text-slate-900">{c.customerCompanyName}</span>
            <Muted>{c.postName ?? t('rateCards.allPosts')}</Muted>
            <Muted>{c.rank ? t(RANK_LABEL_KEYS[c.rank]) : t('rateCards.allRanks')}</Muted>
          </>
        ),
      },
      {
        id: 'period',
        header: t('rateCards.columns.period'),
        cell: (c) => (
          <>
            <span className="block">{words.period(c)}</span>
            <Badge variant={STATE_VARIANT[c.state]} className="mt-1">
              {t(`rateCards.states.${c.state}`)}
            </Badge>
          </>
        ),
      },
      {
        id: 'billRate',
        header: t('rateCards.columns.billRate'),
        className: 'min-w-36',
        cell: (c) => {
          const warning = words.warning(c);
          return (
            <>
              <span className="tabular-nums">{words.money(c.billRateCents)}</span>
              {warning && <InlineWarning>{warning}</InlineWarning>}
            </>
          );
        },
      },
      { id: 'overtime', header: t('rateCards.columns.overtime'), cell: (c) => words.overtime(c) },
      { id: 'holiday', header: t('rateCards.columns.holiday'), cell: (c) => words.holiday(c) },
      {
        id: 'billedTime',
        header: t('rateCards.columns.billedTime'),
        cell: (c) => (
          <>
            <span className="block">{words.minimum(c)}</span>
            <Muted>{words.rounding(c)}</Muted>
          </>
        ),
      },
      {
        id: 'terms',
        header: t('rateCards.columns.terms'),
        cell: (c) => (
          <>
            <span className="block whitespace-nowrap">{words.terms(c)}</span>
            <Muted>{t(`rateCards.cycles.${c.billingCycle}`)}</Muted>
            {c.poNumber && <Muted>{t('rateCards.po', { po: c.poNumber })}</Muted>}
          </>
        ),
      },
      { id: 'tax', header: t('rateCards.columns.tax'), cell: (c) => c.taxProfileName ?? t('rateCards.noTax') },
    ],
    [t, words],
  );
};
