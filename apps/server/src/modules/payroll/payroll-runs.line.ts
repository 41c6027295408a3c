// One guard's line of a pay run (decision 0021). The engine calculates whole workweeks around the period — the week
// holding its first day to the week holding its last — and pays in the run every minute worked on a day of the period,
// in the category its whole workweek gives it (29 CFR 778.104, 778.106), so a period that cuts a workweek loses no
// overtime. Hours are paid at the post's pay rate in force that day (else the wage), overtime on the workweek's regular
// rate (straight time + differentials + non-discretionary bonuses over all hours, 778.109–.115), special services
// count in the weeks they were worked and are paid in the period they were completed in. Pure: no database.
import { payRateOn, type TPayRateAmounts } from '@centinela/shared/contracts/post-pay-rates';
import type { TPayrollSettings } from '@centinela/shared/contracts/payroll-runs';
import { calculateHours } from '@centinela/shared/rules/payroll-hours';
import {
  PREMIUM_CATEGORIES,
  type TMinutesByCategory,
  type TPayCategory,
  TIME_CATEGORIES,
  type TWorkEntry,
} from '@centinela/shared/rules/payroll-hours.types';
import type { TCompletedSpecialService } from '../opportunities/opportunities.payroll';
import type { TGuardRules } from './run-rules';
import type { TRunEntry } from './work-entries';

const OVERTIME: readonly TPayCategory[] = TIME_CATEGORIES.filter((c) => c !== 'regular');
export const sumOf = (values: TMinutesByCategory, categories: readonly TPayCategory[]) =>
  categories.reduce((s, c) => s + (values[c] ?? 0), 0);

export type TLineInput = {
  period: { from: string; to: string };
  timeZone: string;
  wageCents: number;
  /** The guard's contractual overtime rate (users.overtime_rate_cents): a floor of the first overtime tier. */
  overtimeRateCents?: number | null;
  rules: TGuardRules;
  settings: TPayrollSettings;
  entries: TRunEntry[];
  /** Completed special services with work in the loaded weeks; `paid`: completed in the period (paid by this run). */
  services: (TCompletedSpecialService & { paid: boolean })[];
  /** Non-discretionary bonuses of the run (payroll adjustments of kind 'bonus'), in cents. */
  bonusCents: number;
  payRates: Map<string, TPayRateAmounts[]>;
  /** The company's date of an instant (for the pay rate in force on the day worked). */
  dateOf: (ms: number) => string;
  /** The result lists every worked piece (`result.pieces`; invoices bill them). */
  withPieces?: boolean;
  /** Minutes only, no cents (invoices that pass no overtime premium through need no pay). */
  withoutPay?: boolean;
};

/** The engine's entries: work at its post's rate, special services at theirs. */
const engineEntries = (input: TLineInput) => {
  const entries: TWorkEntry[] = input.entries.map(({ postId, ...e }) => {
    const rate = postId ? payRateOn(input.payRates.get(postId) ?? [], input.dateOf(Date.parse(e.start))) : null;
    return rate
      ? {
          ...e,
          rateCents: rate.rateCents,
          ...(rate.differentialCents ? { differentialCents: rate.differentialCents } : {}),
          ...(rate.nightDifferentialCents ? { nightDifferentialCents: rate.nightDifferentialCents } : {}),
        }
      : e;
  });
  const serviceEntries: number[] = [];
  for (const s of input.services) {
    if (s.rateCents === null) continue;
    for (const interval of s.intervals) {
      if (s.paid) serviceEntries.push(entries.length);
      entries.push({
        start: new Date(interval.startMs).toISOString(),
        end: new Date(interval.endMs).toISOString(),
        source: 'special_service',
        ref: s.opportunityId,
        rateCents: s.rateCents,
      });
    }
  }
  // Work and services of the same hours (a service also punched) would count twice: the punches win.
  return { entries: withoutOverlaps(entries, serviceEntries), serviceEntries };
};

/** Drops special-service intervals overlapping punched or scheduled work (the indexes of the rest are kept). */
const withoutOverlaps = (entries: TWorkEntry[], services: number[]) => {
  const work = entries.filter((e) => e.source !== 'special_service').map((e) => [Date.parse(e.start), Date.parse(e.end)] as const);
  for (const i of services) {
    const s = Date.parse(entries[i].start);
    const t = Date.parse(entries[i].end);
    if (work.some(([a, b]) => a < t && b > s)) entries[i] = { ...entries[i], end: entries[i].start };
  }
  return entries;
};

export const calculateLine = (input: TLineInput) => {
  const { entries, serviceEntries } = engineEntries(input);
  const base = {
    ruleSet: input.rules.ruleSet,
    timeZone: input.timeZone,
    hireDate: input.rules.hireDate,
    holidays: input.rules.holidays,
    options: input.rules.options,
    entries,
    period: { ...input.period, serviceEntries },
    ...(input.withPieces ? { withPieces: true } : {}),
  };
  const pay = {
    wageCents: input.wageCents,
    overtimeRateCents: input.overtimeRateCents ?? null,
    basis: input.settings.overtimeRateBasis,
    nightWindow: { from: input.settings.nightFromMinute, to: input.settings.nightToMinute },
  };
  let result = calculateHours(input.withoutPay ? base : { ...base, pay });
  if (!input.withoutPay && input.bonusCents !== 0 && result.period && result.period.workedMinutes > 0) {
    // 29 CFR 778.209(b): a bonus that cannot be tied to a week is spread over the period's hours.
    const weeks = result.period.weeks;
    const paid = weeks.reduce((s, w) => s + w.paidMinutes, 0);
    const bonusCentsByWeek = Object.fromEntries(weeks.map((w) => [w.start, (input.bonusCents * w.paidMinutes) / paid]));
    result = calculateHours({ ...base, pay: { ...pay, bonusCentsByWeek } });
  }
  const period = result.period;
  // Special services' regular hours are on their own line (hours and pay); the categories hold the rest.
  const minutes: TMinutesByCategory = { ...(period?.minutes ?? {}) };
  if (period?.specialServiceMinutes) {
    const regular = (minutes.regular ?? 0) - period.specialServiceMinutes;
    if (regular > 0) minutes.regular = regular;
    else delete minutes.regular;
  }
  const cents = period?.pay?.cents ?? {};
  const paidDays = result.days.filter((d) => d.date >= input.period.from && d.date <= input.period.to);
  const weekRates = new Map(result.weeks.map((w) => [w.start, w.pay?.regularRateCents ?? 0]));
  return {
    result,
    minutes,
    cents,
    regularMinutes: minutes.regular ?? 0,
    overtimeMinutes: sumOf(minutes, OVERTIME),
    premiumMinutes: sumOf(minutes, PREMIUM_CATEGORIES),
    regularCents: cents.regular ?? 0,
    overtimeCents: sumOf(cents, OVERTIME),
    premiumCents: sumOf(cents, PREMIUM_CATEGORIES) + (period?.pay?.differentialCents ?? 0),
    differentialCents: period?.pay?.differentialCents ?? 0,
    specialServicesCents: period?.pay?.specialServiceCents ?? 0,
    workCents: period?.pay?.totalCents ?? 0,
    days: paidDays,
    weeks: (period?.weeks ?? []).map((w) => ({ ...w, regularRateCents: weekRates.get(w.start) ?? 0 })),
    applied: period?.applied ?? [],
  };
};
