// The worked time of customers' posts in a period, ready to bill (issue 30): the guards who worked, were scheduled or
// covered at the posts, their work over the whole workweeks around the period (payroll's work entries: attendance, else
// the schedule marked unverified), classified by payroll's engine (work-classification.ts) — so an hour paid as
// overtime is billed as overtime — and cut into billable shifts with their worked pieces. A guard's work at other
// customers' posts counts in the week (it makes overtime) but is billed to those customers. Loaded in chunks of guards,
// for one customer or all of them at once (a month's invoices of every customer read each guard once).
import { PAY_CATEGORY_MULTIPLIER_PERCENT, type TTimeCategory } from '@centinela/shared/rules/payroll-hours.types';
import type { TBillableShift } from '@centinela/shared/rules/invoice-lines';
import { addDays, type TGuardRank } from '@centinela/shared';
import { sql } from 'drizzle-orm';
import type { TActor } from '../../platform/access/actor';
import type { TServiceContext } from '../../platform/context';
import { companyGuards } from '../payroll/payroll-setup.service';
import { classifyWork, loadWorkRules, type TWorkRules, workActor } from '../payroll/work-classification';
import { loadGuardWork } from '../payroll/work-entries';
import { rowsOf } from '../rosters/rosters.sql';

const CHUNK = 500;

export type TCustomerPost = { id: string; name: string; customerCompanyId: string; billRateCents: number | null };

export type TBillableWork = {
  rules: TWorkRules;
  posts: Map<string, TCustomerPost>;
  /** Each customer's shifts at its posts. */
  shiftsOf: Map<string, TBillableShift[]>;
  /** The holidays of each guard's calendar (payroll's), for holiday billing. */
  holidaysOf: (guardId: string | null) => ReadonlySet<string>;
};

/** The posts of some customers of the company. */
const customerPosts = async (ctx: TServiceContext, companyId: string, customerIds: string[]) =>
  (
    await rowsOf<{ id: string; name: string; customer_company_id: string; bill_rate_cents: number | null }>(
      ctx.db,
      sql`select id, name, customer_company_id, bill_rate_cents from posts
          where company_id = ${companyId} and customer_company_id = any(${`{${customerIds.join(',')}}`}::uuid[])`,
    )
  ).map(
    (r): TCustomerPost => ({
      id: r.id,
      name: r.name,
      customerCompanyId: r.customer_company_id,
      billRateCents: r.bill_rate_cents === null ? null : Number(r.bill_rate_cents),
    }),
  );

/** Guards with punches, weekly shifts, covers or the assignment at the posts around the period. */
const guardsAtPosts = async (ctx: TServiceContext, companyId: string, postIds: string[], from: string, to: string) => {
  const ids = `{${postIds.join(',')}}`;
  const rows = await rowsOf<{ guard_id: string }>(
    ctx.db,
    sql`select guard_id from attendance_records
          where company_id = ${companyId} and post_id = any(${ids}::uuid[])
            and "timestamp" >= ${from}::date - 1 and "timestamp" < ${to}::date + 2
        union
        select a.guard_id from roster_shift_assignments a
          join roster_shifts s on s.id = a.shift_id
          join rosters r on r.id = s.roster_id
          where r.company_id = ${companyId} and r.post_id = any(${ids}::uuid[])
            and r.effective_from <= ${to}::date and (r.effective_to is null or r.effective_to >= ${from}::date)
        union
        select c.guard_id from shift_occurrence_changes c
          join roster_shifts s on s.id = c.shift_id
          join rosters r on r.id = s.roster_id
          where c.company_id = ${companyId} and c.kind = 'cover' and r.post_id = any(${ids}::uuid[])
            and c.date >= ${from}::date and c.date <= ${to}::date`,
  );
  return rows.map((r) => r.guard_id);
};

const isOvertime = (category: TTimeCategory) => category !== 'regular';

/** Customers' billable shifts in a period (see the file's header). */
export const loadBillableWork = async (
  ctx: TServiceContext,
  actor: TActor,
  {
    customerIds,
    periodStart,
    periodEnd,
    passThrough = true,
  }: { customerIds: string[]; periodStart: string; periodEnd: string; passThrough?: boolean },
): Promise<TBillableWork> => {
  const companyId = actor.companyId;
  const postRows = await customerPosts(ctx, companyId, customerIds);
  const posts = new Map(postRows.map((p) => [p.id, p]));
  const rules = await loadWorkRules(ctx, { companyId, periodStart, periodEnd, actor: workActor(companyId, actor.userId) });
  const shiftsOf = new Map<string, TBillableShift[]>(customerIds.map((id) => [id, []]));
  const holidays = new Map<string, ReadonlySet<string>>();
  const holidaysOf = (guardId: string | null) => (guardId && holidays.get(guardId)) || new Set<string>();
  if (postRows.length === 0) return { rules, posts, shiftsOf, holidaysOf };
  const guardIds = await guardsAtPosts(ctx, companyId, [...posts.keys()], rules.loadFrom, addDays(periodEnd, 1));
  if (guardIds.length === 0) return { rules, posts, shiftsOf, holidaysOf };
  const guards = await companyGuards(ctx.db, companyId, guardIds);
  const ranks = new Map(
    (
      await rowsOf<{ id: string; rank: TGuardRank | null }>(
        ctx.db,
        sql`select id, rank from users where company_id = ${companyId} and id = any(${`{${guardIds.join(',')}}`}::uuid[])`,
      )
    ).map((r) => [r.id, r.rank]),
  );
  for (let i = 0; i < guards.length; i += CHUNK) {
    const chunk = guards.slice(i, i + CHUNK);
    const work = await loadGuardWork(ctx.db, {
      companyId,
      timeZone: rules.clock.timeZone,
      from: rules.loadFrom,
      // A shift starting on the period's last day is read whole (its part after midnight goes to the next period).
      to: rules.loadTo,
      guardIds: chunk.map((g) => g.id),
      settings: rules.settings,
    });
    for (const guard of chunk) {
      const entries = work.get(guard.id)?.entries ?? [];
      if (!entries.some((e) => e.postId && posts.has(e.postId))) continue;
      // Pay is read only for overtime passed through at what payroll paid (a card with overtime billing pass_through).
      const line = classifyWork(rules, guard, entries, { withPieces: true, withoutPay: !passThrough });
      holidays.set(guard.id, new Set(rules.rulesOf(guard).holidays));
      const weekRate = new Map(line.result.weeks.map((w) => [w.start, w.pay?.regularRateCents ?? 0]));
      const piecesOf = new Map<number, TBillableShift['pieces']>();
      for (const piece of line.result.pieces ?? []) {
        if (piece.entry >= entries.length) continue; // a special service: billed as its own line
        const overtime = isOvertime(piece.category);
        const premium = overtime
          ? Math.round(((weekRate.get(piece.week) ?? 0) * (PAY_CATEGORY_MULTIPLIER_PERCENT[piece.category] - 100)) / 100)
          : undefined;
        const list = piecesOf.get(piece.entry) ?? [];
        list.push({
          startMs: piece.startMs,
          endMs: piece.endMs,
          overtime,
          ...(premium !== undefined ? { overtimePremiumCentsPerHour: premium } : {}),
        });
        piecesOf.set(piece.entry, list);
      }
      entries.forEach((entry, index) => {
        const post = entry.postId ? posts.get(entry.postId) : undefined;
        const pieces = piecesOf.get(index);
        if (!post || !pieces?.length) return;
        shiftsOf.get(post.customerCompanyId)?.push({
          guardId: guard.id,
          guardName: guard.name,
          rank: ranks.get(guard.id) ?? null,
          postId: post.id,
          source: entry.source === 'schedule' ? 'schedule' : 'attendance',
          ref: entry.ref ?? `${guard.id}:${entry.start}`,
          pieces,
        });
      });
    }
  }
  return { rules, posts, shiftsOf, holidaysOf };
};
