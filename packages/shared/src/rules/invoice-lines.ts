// An invoice's time lines (issue 30): the shifts worked at a customer's posts in a period — each with its worked pieces
// as payroll's overtime engine classified them — billed under the rate card in force on the shift's day, and grouped
// into lines by post, kind and rate. Pure: the server loads the shifts, the cards and the holidays.
//
// - A shift's minutes by kind: a piece payroll paid as overtime (any overtime tier) bills as overtime; another minute on
//   a holiday of the guard's calendar bills as holiday; the rest as regular. So billed overtime and holiday hours are the
//   hours payroll paid that way, and the two reconcile.
// - The card in force on the shift's day (the company's date it starts on, in the period) prices it: billShift
//   (rules/billing.ts) rounds it, applies the minimum, and gives each kind its rate.
// - A shift crossing midnight at the period's first or last day is cut there: each part is billed in its own period as
//   worked — no rounding and no minimum, which apply to a whole shift only — and the line's shift says `split`.
// - A shift (its part in the period) already on another invoice that is not void is skipped: never billed twice.
// - No card and no bill rate on the post: the minutes are billed at 0 and counted as unpriced (approval refuses them).
// - Lines: one per post, kind, rate, card and tax profile, in post order then regular, overtime, holiday; a line's amount
//   is its minutes × rate rounded once (amountOfMinutes), so a line never drifts from its shown hours × rate.
import type { TGuardRank } from '../enums';
import type { TBillingRoundingMode } from '../contracts/invoicing-payments';
import {
  amountOfMinutes,
  billShift,
  BILLING_KINDS,
  plainTerms,
  type TBillingKind,
  type TBillingTerms,
  type TMinutesByKind,
} from './billing';
import { addDays } from './dates';
import { dateIn } from './payroll-hours.time';
import { instantOf } from './zoned-time';

const MINUTE = 60_000;

export type TBillablePiece = { startMs: number; endMs: number; overtime: boolean; overtimePremiumCentsPerHour?: number };

export type TBillableShift = {
  guardId: string | null;
  guardName: string;
  rank: TGuardRank | null;
  postId: string;
  source: 'attendance' | 'schedule';
  ref: string;
  /** The shift's worked pieces (breaks left out), all of them — also those outside the period. */
  pieces: TBillablePiece[];
};

export type TPricing = {
  terms: TBillingTerms;
  rateCardId: string | null;
  rank: TGuardRank | null;
  taxProfileId: string | null;
};

export type TBillingContext = {
  period: { from: string; to: string };
  timeZone: string;
  /** The holidays of the guard's calendar (payroll's). */
  holidaysOf: (guardId: string | null) => ReadonlySet<string>;
  /** The card (or the post's bill rate) in force on a date for a post and rank; null: nothing prices it. */
  pricingFor: (postId: string, rank: TGuardRank | null, date: string) => TPricing | null;
  /** A shift (its part in the period) already on another invoice is not billed again. */
  alreadyBilled?: (ref: string, startMs: number, endMs: number) => boolean;
};

export type TLineShift = {
  guardId: string | null;
  guardName: string;
  date: string;
  startMs: number;
  endMs: number;
  source: 'attendance' | 'schedule';
  ref: string;
  workedMinutes: number;
  billedMinutes: number;
  adjustment: 'rounded' | 'minimum' | null;
  minutes: number;
  split: boolean;
};

export type TTimeLine = {
  kind: TBillingKind;
  postId: string;
  rank: TGuardRank | null;
  rateCents: number;
  minutes: number;
  amountCents: number;
  rateCardId: string | null;
  taxProfileId: string | null;
  rounding: { minutes: number; mode: TBillingRoundingMode; minimumMinutes: number } | null;
  unverifiedMinutes: number;
  unpricedMinutes: number;
  shifts: TLineShift[];
};

/** Midnights of a zone, memoised (Temporal is costly per call). */
const midnights = (timeZone: string) => {
  const memo = new Map<string, number>();
  return (date: string) => {
    let ms = memo.get(date);
    if (ms === undefined) {
      ms = instantOf(date, 0, timeZone);
      memo.set(date, ms);
    }
    return ms;
  };
};

const UNPRICED = plainTerms(0);

/** The billed shifts grouped into lines (see the file's header). */
export const buildTimeLines = (shifts: readonly TBillableShift[], context: TBillingContext): TTimeLine[] => {
  const midnightOf = midnights(context.timeZone);
  const periodStartMs = midnightOf(context.period.from);
  const periodEndMs = midnightOf(addDays(context.period.to, 1));
  const lines = new Map<string, TTimeLine>();
  for (const shift of shifts) {
    const inPeriod = shift.pieces
      .map((p) => ({ ...p, startMs: Math.max(p.startMs, periodStartMs), endMs: Math.min(p.endMs, periodEndMs) }))
      .filter((p) => p.endMs > p.startMs);
    if (inPeriod.length === 0) continue;
    const split =
      inPeriod.length !== shift.pieces.length ||
      inPeriod.some((p, i) => p.startMs !== shift.pieces[i].startMs || p.endMs !== shift.pieces[i].endMs);
    const startMs = inPeriod[0].startMs;
    const endMs = inPeriod[inPeriod.length - 1].endMs;
    if (context.alreadyBilled?.(shift.ref, startMs, endMs)) continue;
    const date = dateIn(startMs, context.timeZone);
    const holidays = context.holidaysOf(shift.guardId);
    const worked: TMinutesByKind = { regular: 0, overtime: 0, holiday: 0 };
    let premiumMinuteCents = 0;
    for (const piece of inPeriod) {
      const minutes = Math.round((piece.endMs - piece.startMs) / MINUTE);
      if (piece.overtime) {
        worked.overtime += minutes;
        premiumMinuteCents += minutes * (piece.overtimePremiumCentsPerHour ?? 0);
        continue;
      }
      // Split at the zone's midnights: the minutes on a holiday bill as holiday.
      let at = piece.startMs;
      while (at < piece.endMs) {
        const day = dateIn(at, context.timeZone);
        const next = Math.min(piece.endMs, midnightOf(addDays(day, 1)));
        worked[holidays.has(day) ? 'holiday' : 'regular'] += Math.round((next - at) / MINUTE);
        at = next;
      }
    }
    const pricing = context.pricingFor(shift.postId, shift.rank, date);
    const terms = pricing?.terms ?? UNPRICED;
    // Rounding and the minimum are a whole shift's: a part cut at the period's edge bills as worked.
    const applied = split ? { ...terms, minimumMinutes: 0, roundingMinutes: 0 } : terms;
    const passThrough =
      worked.overtime > 0 && pieceHasPremium(inPeriod) ? { overtimePremiumCents: Math.round(premiumMinuteCents / worked.overtime) } : {};
    const billed = billShift(worked, applied, passThrough);
    for (const kind of BILLING_KINDS) {
      const part = billed.kinds[kind];
      if (part.minutes <= 0) continue;
      const key = [shift.postId, kind, part.rateCents, pricing?.rateCardId ?? '', pricing?.taxProfileId ?? '', pricing?.rank ?? ''].join(
        '|',
      );
      let line = lines.get(key);
      if (!line) {
        line = {
          kind,
          postId: shift.postId,
          rank: pricing?.rank ?? null,
          rateCents: part.rateCents,
          minutes: 0,
          amountCents: 0,
          rateCardId: pricing?.rateCardId ?? null,
          taxProfileId: pricing?.taxProfileId ?? null,
          rounding:
            pricing && (terms.roundingMinutes > 0 || terms.minimumMinutes > 0)
              ? { minutes: terms.roundingMinutes, mode: terms.roundingMode, minimumMinutes: terms.minimumMinutes }
              : null,
          unverifiedMinutes: 0,
          unpricedMinutes: 0,
          shifts: [],
        };
        lines.set(key, line);
      }
      line.minutes += part.minutes;
      if (shift.source === 'schedule') line.unverifiedMinutes += part.minutes;
      if (!pricing) line.unpricedMinutes += part.minutes;
      line.shifts.push({
        guardId: shift.guardId,
        guardName: shift.guardName,
        date,
        startMs,
        endMs,
        source: shift.source,
        ref: shift.ref,
        workedMinutes: billed.workedMinutes,
        billedMinutes: billed.billedMinutes,
        adjustment: billed.adjustment,
        minutes: part.minutes,
        split,
      });
    }
  }
  const order = (kind: TBillingKind) => BILLING_KINDS.indexOf(kind);
  return [...lines.values()]
    .map((line) => ({
      ...line,
      amountCents: amountOfMinutes(line.minutes, line.rateCents),
      shifts: line.shifts.sort((a, b) => a.startMs - b.startMs || a.guardName.localeCompare(b.guardName)),
    }))
    .sort((a, b) => (a.postId < b.postId ? -1 : a.postId > b.postId ? 1 : 0) || order(a.kind) - order(b.kind) || a.rateCents - b.rateCents);
};

const pieceHasPremium = (pieces: TBillablePiece[]) => pieces.some((p) => p.overtime && p.overtimePremiumCentsPerHour !== undefined);
