// A recurring charge's rule in plain words in both languages, and the dialog's values turned into the API body (and
// checked by the shared schema: weekly needs a day, the end cannot come before the start, the interval is 1–99).
import type { TFunction } from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { firstOfNextMonth, recurringBody, recurringFormValues, ruleText, type TRule, ZRecurringChargeForm } from './recurring';

const CUSTOMER = '11111111-1111-4111-8111-111111111111';
const words = (rule: Partial<TRule>, language: 'es' | 'en') => {
  const t = i18n.getFixedT(language, 'invoicingPayments') as unknown as TFunction<'invoicingPayments'>;
  return ruleText(t, { frequency: 'monthly', interval: 1, daysOfWeek: [], startDate: '2026-01-01', ...rule }, language);
};

afterEach(async () => {
  await i18n.changeLanguage('es');
});

describe('ruleText', () => {
  it('words monthly, weekly, daily and yearly rules in Spanish', () => {
    expect(words({}, 'es')).toBe('Mensual, el día 1');
    expect(words({ interval: 3, startDate: '2026-02-15' }, 'es')).toBe('Cada 3 meses, el día 15');
    expect(words({ frequency: 'weekly', interval: 2, daysOfWeek: [1] }, 'es')).toBe('Cada 2 semanas, los lunes');
    expect(words({ frequency: 'weekly', daysOfWeek: [6, 1, 4] }, 'es')).toBe('Semanal, los lunes, jueves y sábados');
    expect(words({ frequency: 'daily' }, 'es')).toBe('Diario');
    expect(words({ frequency: 'daily', interval: 3 }, 'es')).toBe('Cada 3 días');
    expect(words({ frequency: 'yearly', startDate: '2026-03-15' }, 'es')).toBe('Anual, el 15 de marzo');
  });

  it('words them in English', () => {
    expect(words({}, 'en')).toBe('Monthly on day 1');
    expect(words({ frequency: 'weekly', interval: 2, daysOfWeek: [1] }, 'en')).toBe('Every 2 weeks on Monday');
    expect(words({ frequency: 'weekly', daysOfWeek: [1, 3, 5] }, 'en')).toBe('Weekly on Monday, Wednesday, and Friday');
    expect(words({ frequency: 'yearly', interval: 2, startDate: '2026-03-15' }, 'en')).toBe('Every 2 years on March 15');
    // While the dialog's fields are half typed the words still read.
    expect(words({ frequency: 'yearly', startDate: '' }, 'en')).toBe('Yearly');
    expect(words({ frequency: 'weekly', interval: Number.NaN }, 'en')).toBe('Weekly');
  });
});

describe('recurring form', () => {
  it('starts a new charge monthly on the first of next month, billed on the cycle', () => {
    expect(firstOfNextMonth('2026-12-28')).toBe('2027-01-01');
    expect(recurringFormValues(undefined, '2026-11-28')).toMatchObject({
      frequency: 'monthly',
      interval: '1',
      startDate: '2026-12-01',
      endDate: null,
      billing: 'cycle',
      isActive: true,
    });
  });

  it('sends no post or tax as null, the interval as a number and weekdays only for a weekly rule', () => {
    const values = {
      ...recurringFormValues(undefined, '2026-11-28'),
      customerCompanyId: CUSTOMER,
      description: 'Ronda',
      amountCents: 15000,
    };
    expect(recurringBody({ ...values, daysOfWeek: [3, 1], interval: '2' })).toMatchObject({
      postId: null,
      taxProfileId: null,
      interval: 2,
      daysOfWeek: [],
      amountCents: 15000,
    });
    expect(recurringBody({ ...values, frequency: 'weekly', daysOfWeek: [3, 1] }).daysOfWeek).toEqual([1, 3]);
  });

  it('lands the schema messages on the fields typed', () => {
    const values = { ...recurringFormValues(undefined, '2026-11-28'), customerCompanyId: CUSTOMER };
    const result = ZRecurringChargeForm.safeParse({ ...values, frequency: 'weekly', interval: 'x', endDate: '2026-11-01' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(messages).toMatchObject({
      description: 'invoicingPayments:validation.descriptionRequired',
      amountCents: 'invoicingPayments:validation.amountRequired',
      interval: 'invoicingPayments:validation.intervalRange',
    });
  });

  it('asks for a weekday and an end after the start', () => {
    const values = { ...recurringFormValues(undefined, '2026-11-28'), customerCompanyId: CUSTOMER, description: 'Ronda', amountCents: 100 };
    const result = ZRecurringChargeForm.safeParse({ ...values, frequency: 'weekly', endDate: '2026-11-01' });
    const messages = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      daysOfWeek: 'invoicingPayments:validation.daysRequired',
      endDate: 'invoicingPayments:validation.endBeforeStart',
    });
  });
});
