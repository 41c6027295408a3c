import { describe, expect, it } from 'vitest';
import { MAX_POST_PAY_RATE_CENTS, POST_PAY_RATE_MESSAGES, payRateOn, ZPostPayRateInput } from './post-pay-rates';

const rate = (fromDate: string, rateCents: number) => ({ fromDate, rateCents, differentialCents: 0, nightDifferentialCents: 0 });

describe('payRateOn', () => {
  const rates = [rate('2026-01-01', 1500), rate('2026-03-15', 1600), rate('2026-07-01', 1750)];

  it('gives the rate with the latest start on or before the day', () => {
    expect(payRateOn(rates, '2026-03-14')?.rateCents).toBe(1500);
    expect(payRateOn(rates, '2026-03-15')?.rateCents).toBe(1600);
    expect(payRateOn(rates, '2026-06-30')?.rateCents).toBe(1600);
    expect(payRateOn(rates, '2027-01-01')?.rateCents).toBe(1750);
  });

  it('gives null before the first rate and for a post without rates (the guard’s own wage applies)', () => {
    expect(payRateOn(rates, '2025-12-31')).toBeNull();
    expect(payRateOn([], '2026-03-15')).toBeNull();
  });

  it('does not depend on the order of the list, and returns the row itself', () => {
    const shuffled = [rates[2], rates[0], rates[1]];
    expect(payRateOn(shuffled, '2026-04-01')).toBe(rates[1]);
    expect(payRateOn([...rates].reverse(), '2026-01-01')).toBe(rates[0]);
  });
});

describe('ZPostPayRateInput', () => {
  const messagesOf = (input: unknown) => {
    const result = ZPostPayRateInput.safeParse(input);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('defaults both differentials to 0 and keeps the date as yyyy-MM-dd', () => {
    expect(ZPostPayRateInput.parse({ fromDate: '2026-03-15', rateCents: 1600, nightDifferentialCents: null })).toEqual({
      fromDate: '2026-03-15',
      rateCents: 1600,
      differentialCents: 0,
      nightDifferentialCents: 0,
    });
  });

  it('refuses a bad date, a missing or decimal rate, negative and too large amounts, with translation keys', () => {
    expect(messagesOf({ fromDate: '2026-02-30', rateCents: 1500 })).toEqual({ fromDate: POST_PAY_RATE_MESSAGES.dateRequired });
    expect(messagesOf({ fromDate: '2026-03-01' })).toEqual({ rateCents: POST_PAY_RATE_MESSAGES.rateRequired });
    expect(messagesOf({ fromDate: '2026-03-01', rateCents: 15.5 })).toEqual({ rateCents: POST_PAY_RATE_MESSAGES.amountInvalid });
    expect(messagesOf({ fromDate: '2026-03-01', rateCents: 1500, differentialCents: -1 })).toEqual({
      differentialCents: POST_PAY_RATE_MESSAGES.amountInvalid,
    });
    expect(messagesOf({ fromDate: '2026-03-01', rateCents: MAX_POST_PAY_RATE_CENTS + 1 })).toEqual({
      rateCents: POST_PAY_RATE_MESSAGES.amountTooLarge,
    });
    expect(messagesOf({ fromDate: '2026-03-01', rateCents: MAX_POST_PAY_RATE_CENTS, nightDifferentialCents: 0 })).toEqual({});
  });
});
