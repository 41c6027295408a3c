// Invoice time lines (rules/invoice-lines.ts): kinds as payroll classified them, holidays by the zone's calendar,
// rounding and the minimum per whole shift, the cut at the period's edge, nothing billed twice, unpriced minutes; and
// the engine's pieces they are built from (rules/payroll-hours.ts, withPieces).
import { describe, expect, it } from 'vitest';
import type { TBillingTerms } from './billing';
import { buildTimeLines, type TBillableShift, type TBillingContext } from './invoice-lines';
import { calculateHours } from './payroll-hours';

const TZ = 'America/Puerto_Rico';
const ms = (date: string, time: string) => Date.parse(`${date}T${time}:00-04:00`);
const terms = (overrides: Partial<TBillingTerms> = {}): TBillingTerms => ({
  billRateCents: 2_000,
  overtimeBilling: 'factor',
  overtimeFactor: 150,
  overtimeRateCents: null,
  holidayBilling: 'flat',
  holidayFactor: null,
  holidayRateCents: 4_000,
  minimumMinutes: 0,
  roundingMinutes: 0,
  roundingMode: 'nearest',
  ...overrides,
});
const context = (overrides: Partial<TBillingContext> = {}): TBillingContext => ({
  period: { from: '2026-07-01', to: '2026-07-31' },
  timeZone: TZ,
  holidaysOf: () => new Set(['2026-07-04']),
  pricingFor: () => ({ terms: terms(), rateCardId: 'card', rank: null, taxProfileId: 'tax' }),
  ...overrides,
});
const shift = (pieces: TBillableShift['pieces'], extra: Partial<TBillableShift> = {}): TBillableShift => ({
  guardId: 'g1',
  guardName: 'Ana',
  rank: null,
  postId: 'p1',
  source: 'attendance',
  ref: `r-${pieces[0].startMs}`,
  pieces,
  ...extra,
});

describe('buildTimeLines', () => {
  it('bills overtime pieces as overtime and a holiday’s minutes (by the zone’s midnight) as holiday', () => {
    // 2026-07-03 20:00 → 07-04 04:00: 4 h regular, then 4 h on Independence Day.
    const night = shift([{ startMs: ms('2026-07-03', '20:00'), endMs: ms('2026-07-04', '04:00'), overtime: false }]);
    const ot = shift([
      { startMs: ms('2026-07-10', '08:00'), endMs: ms('2026-07-10', '14:00'), overtime: false },
      { startMs: ms('2026-07-10', '14:00'), endMs: ms('2026-07-10', '16:00'), overtime: true },
    ]);
    const lines = buildTimeLines([night, ot], context());
    expect(lines.map((l) => [l.kind, l.minutes, l.rateCents, l.amountCents])).toEqual([
      ['regular', 240 + 360, 2_000, 20_000],
      ['overtime', 120, 3_000, 6_000],
      ['holiday', 240, 4_000, 16_000],
    ]);
  });

  it('rounds and tops up a whole shift, but bills a part cut at the period’s edge as worked', () => {
    const c = context({
      pricingFor: () => ({
        terms: terms({ roundingMinutes: 15, minimumMinutes: 240 }),
        rateCardId: 'card',
        rank: null,
        taxProfileId: null,
      }),
    });
    const short = shift([{ startMs: ms('2026-07-15', '09:00'), endMs: ms('2026-07-15', '10:08'), overtime: false }]);
    const edge = shift([{ startMs: ms('2026-07-31', '23:00'), endMs: ms('2026-08-01', '07:00'), overtime: false }]);
    const [line] = buildTimeLines([short, edge], c);
    expect(line.shifts.map((s) => [s.workedMinutes, s.billedMinutes, s.adjustment, s.minutes, s.split])).toEqual([
      [68, 240, 'minimum', 240, false],
      [60, 60, null, 60, true],
    ]);
    expect(line.rounding).toEqual({ minutes: 15, mode: 'nearest', minimumMinutes: 240 });
    const august = buildTimeLines([edge], { ...c, period: { from: '2026-08-01', to: '2026-08-31' } });
    expect(august[0].shifts[0]).toMatchObject({ date: '2026-08-01', minutes: 420, split: true });
  });

  it('skips what is already billed, counts unverified and unpriced minutes, and passes overtime premium through', () => {
    const a = shift([{ startMs: ms('2026-07-20', '08:00'), endMs: ms('2026-07-20', '16:00'), overtime: false }], { ref: 'billed' });
    const b = shift([{ startMs: ms('2026-07-21', '08:00'), endMs: ms('2026-07-21', '12:00'), overtime: false }], {
      source: 'schedule',
      postId: 'p2',
    });
    const c = shift([
      { startMs: ms('2026-07-22', '08:00'), endMs: ms('2026-07-22', '10:00'), overtime: true, overtimePremiumCentsPerHour: 600 },
    ]);
    const lines = buildTimeLines([a, b, c], {
      ...context(),
      alreadyBilled: (ref) => ref === 'billed',
      pricingFor: (postId) =>
        postId === 'p2' ? null : { terms: terms({ overtimeBilling: 'pass_through' }), rateCardId: 'card', rank: null, taxProfileId: null },
    });
    expect(lines.map((l) => [l.postId, l.kind, l.minutes, l.rateCents, l.unverifiedMinutes, l.unpricedMinutes])).toEqual([
      ['p1', 'overtime', 120, 2_600, 0, 0],
      ['p2', 'regular', 240, 0, 240, 240],
    ]);
  });
});

describe('the engine’s pieces', () => {
  it('lists each worked piece with its entry, category and week (FLSA: the hours after 40 are overtime)', () => {
    const entries = ['02', '03', '04', '05', '06', '07'].map((d) => ({
      start: `2026-03-${d}T08:00:00-04:00`,
      end: `2026-03-${d}T16:00:00-04:00`,
    }));
    const result = calculateHours({ ruleSet: 'us-flsa', timeZone: TZ, entries, withPieces: true });
    const pieces = result.pieces ?? [];
    expect(pieces.filter((p) => p.category !== 'regular').map((p) => [p.entry, (p.endMs - p.startMs) / 60_000, p.category])).toEqual([
      [5, 480, 'overtime_150'],
    ]);
    expect(pieces.reduce((s, p) => s + (p.endMs - p.startMs) / 60_000, 0)).toBe(48 * 60);
    expect(new Set(pieces.map((p) => p.week)).size).toBe(1);
    expect(calculateHours({ ruleSet: 'us-flsa', timeZone: TZ, entries }).pieces).toBeUndefined();
  });
});
