// Billing a shift under a rate card (issue 30): the contract's terms, not the law's — what the customer agreed to pay.
// Pure: the invoice generator gives it each shift's minutes by kind (regular, overtime, holiday: the same classification
// payroll paid, so hours billed and hours paid reconcile), and the rate card editor shows an example with it.
//
// - Rounding (`roundingMinutes`, `roundingMode`): the shift's worked minutes to a step — nearest (a half step rounds
//   up), always up, or always down. Peers' users name 15-minute rounding as a leak: the line shows the rule applied.
// - Minimum (`minimumMinutes`): a worked shift shorter than the minimum bills the minimum (a shift not worked bills
//   nothing). Applied after rounding.
// - What rounding or the minimum adds is billed at the shift's base kind — holiday on a holiday shift, else regular —
//   never as overtime: padding was not worked, so payroll paid no overtime for it. What rounding takes off comes from
//   the kind the shift ended on (overtime, else holiday, else regular), then the kinds before it.
// - Rates: overtime `none` bills the bill rate, `factor` the bill rate × factor (hundredths), `flat` its own rate,
//   `pass_through` the bill rate + the overtime premium payroll paid per hour (when the caller knows it; else the bill
//   rate × factor). Holiday `none` | `factor` | `flat` likewise.
// - Money: an amount is minutes × hourly cents / 60, rounded half away from zero to the cent, per line.
import type { TRateCard } from '../contracts/invoicing-payments';

export type TBillingTerms = Pick<
  TRateCard,
  | 'billRateCents'
  | 'overtimeBilling'
  | 'overtimeFactor'
  | 'overtimeRateCents'
  | 'holidayBilling'
  | 'holidayFactor'
  | 'holidayRateCents'
  | 'minimumMinutes'
  | 'roundingMinutes'
  | 'roundingMode'
>;

/** A bill rate alone: overtime and holidays at it, no minimum, no rounding (a post's own bill rate; 0: unpriced). */
export const plainTerms = (billRateCents: number): TBillingTerms => ({
  billRateCents,
  overtimeBilling: 'none',
  overtimeFactor: null,
  overtimeRateCents: null,
  holidayBilling: 'none',
  holidayFactor: null,
  holidayRateCents: null,
  minimumMinutes: 0,
  roundingMinutes: 0,
  roundingMode: 'nearest',
});

export const BILLING_KINDS = ['regular', 'overtime', 'holiday'] as const;
export type TBillingKind = (typeof BILLING_KINDS)[number];
export type TMinutesByKind = Record<TBillingKind, number>;

/** Half away from zero: the cent of an amount (integers in, integer out). */
const roundDiv = (numerator: number, denominator: number) => {
  const q = Math.floor(Math.abs(numerator) / denominator);
  const r = Math.abs(numerator) - q * denominator;
  const rounded = r * 2 >= denominator ? q + 1 : q;
  return numerator < 0 ? -rounded : rounded;
};

/** Worked minutes rounded to the step: nearest (a half step up), up or down. Step 0: as worked. */
export const roundBilledMinutes = (minutes: number, step: number, mode: TBillingTerms['roundingMode']) => {
  if (step <= 0 || minutes <= 0) return Math.max(0, minutes);
  const below = Math.floor(minutes / step) * step;
  if (below === minutes) return minutes;
  if (mode === 'down') return below;
  if (mode === 'up') return below + step;
  return minutes - below >= step / 2 ? below + step : below;
};

/** A shift's billed minutes: rounded, then at least the minimum; a shift not worked (0 minutes) bills nothing. */
export const billedShiftMinutes = (
  workedMinutes: number,
  terms: Pick<TBillingTerms, 'minimumMinutes' | 'roundingMinutes' | 'roundingMode'>,
) => {
  if (workedMinutes <= 0) return 0;
  return Math.max(roundBilledMinutes(workedMinutes, terms.roundingMinutes, terms.roundingMode), terms.minimumMinutes);
};

/** The amount of minutes at an hourly rate, to the cent (half away from zero). */
export const amountOfMinutes = (minutes: number, hourlyCents: number) => roundDiv(minutes * hourlyCents, 60);

/** The hourly rate of each kind under the terms; `overtimePremiumCents`: the premium payroll paid an hour (pass-through). */
export const billingRates = (terms: TBillingTerms, options: { overtimePremiumCents?: number } = {}): TMinutesByKind => {
  const bill = terms.billRateCents;
  const byFactor = (factor: number | null) => roundDiv(bill * (factor ?? 150), 100);
  const overtime =
    terms.overtimeBilling === 'none'
      ? bill
      : terms.overtimeBilling === 'flat'
        ? (terms.overtimeRateCents ?? bill)
        : terms.overtimeBilling === 'pass_through' && options.overtimePremiumCents !== undefined
          ? bill + options.overtimePremiumCents
          : byFactor(terms.overtimeFactor);
  const holiday =
    terms.holidayBilling === 'none'
      ? bill
      : terms.holidayBilling === 'flat'
        ? (terms.holidayRateCents ?? bill)
        : byFactor(terms.holidayFactor);
  return { regular: bill, overtime, holiday };
};

export type TBilledShift = {
  workedMinutes: number;
  billedMinutes: number;
  /** What changed the worked minutes: the rounding step, the minimum, or nothing. */
  adjustment: 'rounded' | 'minimum' | null;
  kinds: Record<TBillingKind, { minutes: number; rateCents: number; amountCents: number }>;
  amountCents: number;
};

/** A shift's minutes by kind (as payroll classified them) billed under the terms: by kind, with its rates and amounts. */
export const billShift = (worked: TMinutesByKind, terms: TBillingTerms, options: { overtimePremiumCents?: number } = {}): TBilledShift => {
  const workedMinutes = worked.regular + worked.overtime + worked.holiday;
  const rounded = workedMinutes > 0 ? roundBilledMinutes(workedMinutes, terms.roundingMinutes, terms.roundingMode) : 0;
  const billedMinutes = billedShiftMinutes(workedMinutes, terms);
  const minutes: TMinutesByKind = { ...worked };
  // A top-up is billed at the base kind; a cut comes off the kind the shift ended on, then the kinds before it.
  const order: TBillingKind[] =
    worked.overtime > 0
      ? ['overtime', 'holiday', 'regular']
      : worked.holiday > 0
        ? ['holiday', 'regular', 'overtime']
        : ['regular', 'holiday', 'overtime'];
  let delta = billedMinutes - workedMinutes;
  if (delta > 0) minutes[worked.holiday > 0 && worked.regular === 0 ? 'holiday' : 'regular'] += delta;
  for (const kind of order) {
    if (delta >= 0) break;
    const cut = Math.min(minutes[kind], -delta);
    minutes[kind] -= cut;
    delta += cut;
  }
  const rates = billingRates(terms, options);
  const kinds = Object.fromEntries(
    BILLING_KINDS.map((kind) => [
      kind,
      { minutes: minutes[kind], rateCents: rates[kind], amountCents: amountOfMinutes(minutes[kind], rates[kind]) },
    ]),
  ) as TBilledShift['kinds'];
  return {
    workedMinutes,
    billedMinutes,
    adjustment: billedMinutes === workedMinutes ? null : billedMinutes > rounded ? 'minimum' : 'rounded',
    kinds,
    amountCents: BILLING_KINDS.reduce((sum, kind) => sum + kinds[kind].amountCents, 0),
  };
};
