// Billing a shift under a rate card (rules/billing.ts): the contract's rounding, minimum and rates by kind.
import { describe, expect, it } from 'vitest';
import { amountOfMinutes, billedShiftMinutes, billingRates, billShift, roundBilledMinutes, type TBillingTerms } from './billing';

const terms = (overrides: Partial<TBillingTerms> = {}): TBillingTerms => ({
  billRateCents: 2_500,
  overtimeBilling: 'factor',
  overtimeFactor: 150,
  overtimeRateCents: null,
  holidayBilling: 'factor',
  holidayFactor: 200,
  holidayRateCents: null,
  minimumMinutes: 0,
  roundingMinutes: 0,
  roundingMode: 'nearest',
  ...overrides,
});

describe('rounding the worked minutes', () => {
  it.each([
    // [worked, step, mode, billed]
    [472, 15, 'nearest', 465], // 7 h 52 → 7 h 45 (7 min past the quarter, under half)
    [473, 15, 'nearest', 480], // 7 h 53 → 8 h 00 (8 min past: over half)
    [472.5, 15, 'nearest', 480], // exactly half a step rounds up
    [472, 15, 'up', 480],
    [479, 15, 'down', 465],
    [480, 15, 'up', 480], // on the step: unchanged
    [481, 6, 'nearest', 480], // tenths of an hour
    [481, 0, 'nearest', 481], // no rounding
  ] as const)('%d min to %d (%s) bills %d', (worked, step, mode, billed) => {
    expect(roundBilledMinutes(worked, step, mode)).toBe(billed);
  });

  it('applies the minimum after rounding, and bills nothing for a shift not worked', () => {
    const t = { minimumMinutes: 240, roundingMinutes: 15, roundingMode: 'nearest' as const };
    expect(billedShiftMinutes(170, t)).toBe(240);
    expect(billedShiftMinutes(245, t)).toBe(240); // rounded down to 4 h, which is the minimum
    expect(billedShiftMinutes(0, t)).toBe(0);
  });
});

describe('rates by kind', () => {
  it('bills overtime at the bill rate, × factor, flat, or passing the premium payroll paid through', () => {
    expect(billingRates(terms({ overtimeBilling: 'none' })).overtime).toBe(2_500);
    expect(billingRates(terms()).overtime).toBe(3_750);
    expect(billingRates(terms({ overtimeBilling: 'flat', overtimeRateCents: 3_300 })).overtime).toBe(3_300);
    // Payroll paid a guard at $12.00 time and a half: $6.00 premium an hour on top of the $25.00 bill rate.
    expect(billingRates(terms({ overtimeBilling: 'pass_through' }), { overtimePremiumCents: 600 }).overtime).toBe(3_100);
    // Not known yet (a what-if): the factor.
    expect(billingRates(terms({ overtimeBilling: 'pass_through' })).overtime).toBe(3_750);
  });

  it('bills holidays at the bill rate, × factor or flat; a factor of an odd cent rounds half up', () => {
    expect(billingRates(terms()).holiday).toBe(5_000);
    expect(billingRates(terms({ holidayBilling: 'none' })).holiday).toBe(2_500);
    expect(billingRates(terms({ holidayBilling: 'flat', holidayRateCents: 4_000 })).holiday).toBe(4_000);
    expect(billingRates(terms({ billRateCents: 2_333, overtimeFactor: 150 })).overtime).toBe(3_500); // 3,499.5 → 3,500
  });

  it('prices minutes to the cent, half away from zero', () => {
    expect(amountOfMinutes(465, 2_500)).toBe(19_375);
    expect(amountOfMinutes(7, 2_333)).toBe(272); // 272.18
    expect(amountOfMinutes(1, 90)).toBe(2); // 1.5 → 2
    expect(amountOfMinutes(-1, 90)).toBe(-2); // a credit mirrors it
  });
});

describe('a shift billed by kind', () => {
  it('bills what rounding adds at the regular rate, never as overtime (payroll paid no overtime for it)', () => {
    // 8 h regular + 23 min overtime, 15-minute nearest → 8 h 30: the 7 minutes added are regular minutes.
    const shift = billShift({ regular: 480, overtime: 23, holiday: 0 }, terms({ roundingMinutes: 15 }));
    expect(shift).toMatchObject({ workedMinutes: 503, billedMinutes: 510, adjustment: 'rounded' });
    expect(shift.kinds.overtime).toEqual({ minutes: 23, rateCents: 3_750, amountCents: 1_438 });
    expect(shift.kinds.regular.minutes).toBe(487);
    // A minimum topping up a short shift with a minute of overtime: 39 regular minutes, the overtime minute as worked.
    const short = billShift({ regular: 200, overtime: 1, holiday: 0 }, terms({ minimumMinutes: 240 }));
    expect(short.kinds).toMatchObject({ regular: { minutes: 239 }, overtime: { minutes: 1 } });
  });

  it('takes a rounding cut from the last kind, then the ones before it', () => {
    // 7 min of overtime rounded down to nothing on a 15-minute step (down).
    const shift = billShift({ regular: 480, overtime: 7, holiday: 0 }, terms({ roundingMinutes: 15, roundingMode: 'down' }));
    expect(shift.kinds.overtime.minutes).toBe(0);
    expect(shift.kinds.regular.minutes).toBe(480);
    const deeper = billShift({ regular: 470, overtime: 0, holiday: 0 }, terms({ roundingMinutes: 60, roundingMode: 'down' }));
    expect(deeper.kinds.regular.minutes).toBe(420);
  });

  it('bills a short holiday shift the minimum at the holiday rate', () => {
    const shift = billShift({ regular: 0, overtime: 0, holiday: 180 }, terms({ minimumMinutes: 240 }));
    expect(shift).toMatchObject({ billedMinutes: 240, adjustment: 'minimum', amountCents: 20_000 });
    expect(shift.kinds.holiday).toEqual({ minutes: 240, rateCents: 5_000, amountCents: 20_000 });
  });

  it('bills a shift as worked when the card neither rounds nor has a minimum', () => {
    const shift = billShift({ regular: 487, overtime: 0, holiday: 0 }, terms());
    expect(shift).toMatchObject({ billedMinutes: 487, adjustment: null, amountCents: amountOfMinutes(487, 2_500) });
  });
});
