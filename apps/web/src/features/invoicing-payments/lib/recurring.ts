// Recurring charges in the editor's terms and in words: what the dialog holds (the amount as cents or the text that did
// not parse, the interval as typed) converted to the API body and checked by the shared schema, and a charge's rule
// read aloud ("Mensual, el día 1", "Every 2 weeks on Monday") for the list and the dialog's preview.
import { numberLocaleOf } from '@centinela/shared';
import {
  type TRecurrenceFrequency,
  type TRecurringBilling,
  type TRecurringCharge,
  type TRecurringChargeInput,
  ZRecurringChargeInput,
} from '@centinela/shared/contracts/recurring-charges';
import type { TFunction } from 'i18next';
import { z } from 'zod';

type TMoneyField = number | string | null;

export type TRecurringFormValues = {
  customerCompanyId: string;
  postId: string;
  description: string;
  amountCents: TMoneyField;
  taxProfileId: string;
  frequency: TRecurrenceFrequency;
  /** As typed: the schema says "between 1 and 99" when it is not a whole number. */
  interval: string;
  daysOfWeek: number[];
  startDate: string;
  endDate: string | null;
  billing: TRecurringBilling;
  isActive: boolean;
  notes: string;
};

/** '2' → 2; anything but a whole number → NaN, which the schema words as the interval's range. */
const intervalOf = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The API body of the dialog's values: weekdays only for a weekly rule (sorted), no post or tax as null. */
export const recurringBody = (v: TRecurringFormValues): TRecurringChargeInput => ({
  customerCompanyId: v.customerCompanyId,
  postId: v.postId || null,
  description: v.description,
  // No amount reads as 0, which the schema words as "enter an amount greater than 0".
  amountCents: (v.amountCents ?? 0) as number,
  taxProfileId: v.taxProfileId || null,
  frequency: v.frequency,
  interval: intervalOf(v.interval),
  daysOfWeek: v.frequency === 'weekly' ? [...v.daysOfWeek].sort((a, b) => a - b) : [],
  startDate: v.startDate,
  endDate: v.endDate || null,
  billing: v.billing,
  isActive: v.isActive,
  notes: v.notes,
});

export const ZRecurringChargeForm = z.preprocess((values: TRecurringFormValues) => recurringBody(values), ZRecurringChargeInput);

/** The first day of the month after a date: a new charge starts there (monthly on the 1st). */
export const firstOfNextMonth = (today: string) => {
  const [year, month] = today.split('-').map(Number);
  return new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
};

/** The dialog's starting values: the charge's, or a new monthly charge billed on the cycle's invoice. */
export const recurringFormValues = (charge: TRecurringCharge | undefined, today: string): TRecurringFormValues => ({
  customerCompanyId: charge?.customerCompanyId ?? '',
  postId: charge?.postId ?? '',
  description: charge?.description ?? '',
  amountCents: charge?.amountCents ?? null,
  taxProfileId: charge?.taxProfileId ?? '',
  frequency: charge?.frequency ?? 'monthly',
  interval: String(charge?.interval ?? 1),
  daysOfWeek: charge?.daysOfWeek ?? [],
  startDate: charge?.startDate ?? firstOfNextMonth(today),
  endDate: charge?.endDate ?? null,
  billing: charge?.billing ?? 'cycle',
  isActive: charge?.isActive ?? true,
  notes: charge?.notes ?? '',
});

export type TRule = Pick<TRecurringCharge, 'frequency' | 'interval' | 'daysOfWeek' | 'startDate'>;

const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
type TIsoWeekday = (typeof ISO_WEEKDAYS)[number];
const isoWeekdayOf = (day: number): TIsoWeekday => ISO_WEEKDAYS.find((d) => d === day) ?? 1;

/** A list joined as the language does: "lunes y jueves", "Monday and Thursday". */
const joinList = (items: string[], language: string) =>
  new Intl.ListFormat(numberLocaleOf(language), { style: 'long', type: 'conjunction' }).format(items);

/** The day and month of a date, as the language writes them: "15 de marzo", "March 15". */
const dayAndMonth = (date: string, language: string) =>
  new Intl.DateTimeFormat(numberLocaleOf(language), { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

type TRuleWords = 'daily' | 'weekly' | 'weeklyNoDays' | 'monthly' | 'yearly' | 'yearlyNoDate';

/** Which sentence words a rule, and what fills it: the weekdays, the day of the month or the date of the year. */
const ruleWords = (t: TFunction<'invoicingPayments'>, rule: TRule, language: string): [TRuleWords, Record<string, string | number>] => {
  switch (rule.frequency) {
    case 'daily':
      return ['daily', {}];
    case 'weekly': {
      const days = [...rule.daysOfWeek].sort((a, b) => a - b).map((d) => t(`recurring.weekdays.${isoWeekdayOf(d)}`));
      return days.length > 0 ? ['weekly', { days: joinList(days, language) }] : ['weeklyNoDays', {}];
    }
    case 'monthly':
      return ['monthly', { day: Number(rule.startDate.slice(8, 10)) || 1 }];
    case 'yearly':
      return /^\d{4}-\d{2}-\d{2}$/.test(rule.startDate)
        ? ['yearly', { date: dayAndMonth(rule.startDate, language) }]
        : ['yearlyNoDate', {}];
  }
};

/** A rule in plain words ("Mensual, el día 1", "Every 2 weeks on Monday"); the interval picks the plural. */
export const ruleText = (t: TFunction<'invoicingPayments'>, rule: TRule, language: string): string => {
  const count = Number.isFinite(rule.interval) && rule.interval > 0 ? rule.interval : 1;
  const [words, values] = ruleWords(t, rule, language);
  return t(`recurring.rule.${words}`, { ...values, count });
};
