// The recurring charges list's columns: customer and post, the charge and its amount, the rule in words with its period
// and whether it is active, how it is billed, the next dates the server computed, and the last date billed.
import type { TRecurringCharge } from '@centinela/shared/contracts/recurring-charges';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDataTableColumn } from '@/components/data-table';
import { Badge } from '@/components/ui/Badge';
import { useCompanyLocale } from '@/features/auth/hooks/useSession';
import { formatDay, formatMoneyDisplay } from '@/lib/format';
import { ruleText } from '../../lib/recurring';

const Muted = ({ children }: { children: string }) => <span className="block text-xs text-slate-600">{children}</span>;

/** The words of a charge, shared by the columns and the delete question. */
export const useRecurringWords = () => {
  const { t, i18n } = useTranslation('invoicingPayments');
  const { currency } = useCompanyLocale();
  const language = i18n.language;
  return useMemo(
    () => ({
      money: (cents: number) => formatMoneyDisplay(cents, language, currency),
      rule: (c: TRecurringCharge) => ruleText(t, c, language),
      period: (c: TRecurringCharge) =>
        c.endDate
          ? t('recurring.periodUntil', { from: formatDay(c.startDate, language), to: formatDay(c.endDate, language) })
          : t('recurring.period', { from: formatDay(c.startDate, language) }),
      day: (date: string) => formatDay(date, language),
    }),
    [t, language, currency],
  );
};

export const useRecurringColumns = () => {
  const { t } = useTranslation('invoicingPayments');
  const words = useRecurringWords();
  return useMemo<TDataTableColumn<TRecurringCharge>[]>(
    () => [
      {
        id: 'customer',
        header: t('recurring.columns.customer'),
        canHide: false,
        className: 'min-w-36',
        cell: (c) => (
          <>
            <span className="block font-medium text-slate-900">{c.customerCompanyName}</span>
            <Muted>{c.postName ?? t('recurring.wholeCustomer')}</Muted>
          </>
        ),
      },
      {
        id: 'charge',
        header: t('recurring.columns.charge'),
        className: 'min-w-40',
        cell: (c) => (
          <>
            <span className="block">{c.description}</span>
            <Muted>{c.taxProfileName ?? t('recurring.noTax')}</Muted>
          </>
        ),
      },
      {
        id: 'amount',
        header: t('recurring.columns.amount'),
        className: 'text-right',
        cell: (c) => <span className="tabular-nums">{words.money(c.amountCents)}</span>,
      },
      {
        id: 'rule',
        header: t('recurring.columns.rule'),
        className: 'min-w-40',
        cell: (c) => (
          <>
            <span className="block">{words.rule(c)}</span>
            <Muted>{words.period(c)}</Muted>
            <Badge variant={c.isActive ? 'success' : 'neutral'} className="mt-1">
              {c.isActive ? t('recurring.states.active') : t('recurring.states.stopped')}
            </Badge>
          </>
        ),
      },
      { id: 'billing', header: t('recurring.columns.billing'), cell: (c) => t(`recurring.billingModes.${c.billing}`) },
      {
        id: 'nextDates',
        header: t('recurring.columns.nextDates'),
        cell: (c) =>
          c.isActive && c.nextDates.length > 0 ? (
            <ul className="grid gap-0.5 tabular-nums">
              {c.nextDates.map((d) => (
                <li key={d} className="whitespace-nowrap">
                  {words.day(d)}
                </li>
              ))}
            </ul>
          ) : (
            <span className="text-slate-600">{t('recurring.noNextDates')}</span>
          ),
      },
      {
        id: 'lastBilled',
        header: t('recurring.columns.lastBilled'),
        cell: (c) => (
          <span className="whitespace-nowrap tabular-nums">
            {c.lastBilledDate ? words.day(c.lastBilledDate) : t('recurring.neverBilled')}
          </span>
        ),
      },
    ],
    [t, words],
  );
};
