// The rate card editor's example, computed as the terms are typed (rules/billing.ts, what invoices will bill): a shift of
// 7 h 52 min billed after the card's rounding and minimum, and what an hour of overtime and of a holiday bills.
import type { TRateCardInputParsed } from '@centinela/shared/contracts/invoicing-payments';
import { billingRates, billShift } from '@centinela/shared/rules/billing';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCompanyLocale } from '@/features/auth/hooks/useSession';
import { formatMoneyDisplay } from '@/lib/format';
import { rateCardBody, type TRateCardFormValues } from '../lib/billing';

/** 7 h 52 min: off a quarter hour, so rounding shows. */
const EXAMPLE_MINUTES = 472;

const duration = (minutes: number) => `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;

export const RateCardExample = ({ form }: { form: UseFormReturn<TRateCardFormValues, unknown, TRateCardInputParsed> }) => {
  const { t, i18n } = useTranslation('invoicingPayments');
  const { currency } = useCompanyLocale();
  const values = useWatch({ control: form.control }) as TRateCardFormValues;
  const body = rateCardBody(values);
  const numbers = [body.billRateCents, body.overtimeFactor, body.holidayFactor, body.minimumMinutes, body.roundingMinutes];
  if (
    typeof body.billRateCents !== 'number' ||
    body.billRateCents <= 0 ||
    numbers.some((n) => typeof n === 'number' && !Number.isFinite(n))
  ) {
    return null;
  }
  const terms = {
    billRateCents: body.billRateCents,
    overtimeBilling: body.overtimeBilling ?? 'factor',
    overtimeFactor: body.overtimeFactor ?? 150,
    overtimeRateCents: typeof body.overtimeRateCents === 'number' ? body.overtimeRateCents : null,
    holidayBilling: body.holidayBilling ?? 'factor',
    holidayFactor: body.holidayFactor ?? 150,
    holidayRateCents: typeof body.holidayRateCents === 'number' ? body.holidayRateCents : null,
    minimumMinutes: body.minimumMinutes ?? 0,
    roundingMinutes: body.roundingMinutes ?? 0,
    roundingMode: body.roundingMode ?? 'nearest',
  };
  const shift = billShift({ regular: EXAMPLE_MINUTES, overtime: 0, holiday: 0 }, terms);
  const rates = billingRates(terms);
  const money = (cents: number) => formatMoneyDisplay(cents, i18n.language, currency);
  return (
    <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700 tabular-nums">
      {t('rateCardEditor.example', {
        worked: duration(shift.workedMinutes),
        billed: duration(shift.billedMinutes),
        amount: money(shift.amountCents),
        overtime: money(rates.overtime),
        holiday: money(rates.holiday),
      })}
    </p>
  );
};
