import { describe, expect, it } from 'vitest';
import { periodEndOf, ZDeductionInput, ZRunInput } from './payroll-runs';

describe('periodEndOf', () => {
  it('ends weekly and biweekly periods 7 and 14 days on, semi-monthly on the 15th or the month’s end, monthly on the month’s end', () => {
    expect(periodEndOf('weekly', '2026-03-01')).toBe('2026-03-07');
    expect(periodEndOf('biweekly', '2026-12-27')).toBe('2027-01-09');
    expect(periodEndOf('semi_monthly', '2026-02-01')).toBe('2026-02-15');
    expect(periodEndOf('semi_monthly', '2026-02-16')).toBe('2026-02-28');
    expect(periodEndOf('monthly', '2028-02-01')).toBe('2028-02-29');
  });
});

describe('payroll inputs', () => {
  it('refuses a run longer than a month, and a fixed instalment larger than its total', () => {
    expect(ZRunInput.safeParse({ periodKind: 'monthly', periodStart: '2026-01-01', periodEnd: '2026-02-15' }).success).toBe(false);
    expect(ZRunInput.safeParse({ periodKind: 'monthly', periodStart: '2026-01-01', periodEnd: '2026-01-31' }).success).toBe(true);
    const base = { name: 'Uniforme', kind: 'fixed', timing: 'after_tax', startDate: '2026-01-01' } as const;
    expect(ZDeductionInput.safeParse({ ...base, amountCents: 5000, totalCents: 4000 }).success).toBe(false);
    expect(ZDeductionInput.safeParse({ ...base, amountCents: 2000, totalCents: 8000 }).success).toBe(true);
  });
});
