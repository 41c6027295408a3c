// A post's pay rates (issue 27, decision 0021), effective-dated: list, add, delete — and `loadPostPayRates`, what pay
// runs read (with `payRateOn` of the shared contract) to price the hours worked at each post. A change adds a rate; a
// rate a processed pay run may have paid (its first day on or before the company's last processed period end) is locked.
import {
  POST_PAY_RATE_MESSAGES,
  type TPostPayRate,
  type TPostPayRateList,
  type TPostPayRateRow,
  type ZPostPayRateInput,
} from '@centinela/shared/contracts/post-pay-rates';
import { and, asc, desc, eq, inArray, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { TDbOrTx } from '../../db/client';
import { payrollRuns, postPayRates, posts } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { found } from '../../platform/access/scope';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import {
  assertPayRatesEditor,
  assertPayRatesReader,
  canOnPostPayRate,
  isPaidRate,
  payRatePostScope,
  postPayRateScope,
} from './post-pay-rates.policy';

type TOptions<TInput> = { ctx: TServiceContext; actor: TActor; input: TInput };
type TRateRow = typeof postPayRates.$inferSelect;

const DateTaken = (fromDate: string) =>
  new AppError(409, 'PAY_RATE_DATE_TAKEN', { fromDate, fieldErrors: { fromDate: [POST_PAY_RATE_MESSAGES.dateTaken] } });

const PaidPeriod = (paidThrough: string, withField: boolean) =>
  new AppError(409, 'PAY_RATE_PAID_PERIOD', {
    paidThrough,
    ...(withField ? { fieldErrors: { fromDate: [POST_PAY_RATE_MESSAGES.datePaid] } } : {}),
  });

const toRate = (row: TRateRow): TPostPayRate => ({
  id: row.id,
  postId: row.postId,
  fromDate: row.fromDate,
  rateCents: row.rateCents,
  differentialCents: row.differentialCents,
  nightDifferentialCents: row.nightDifferentialCents,
  createdAt: row.createdAt.toISOString(),
});

const toRow = (actor: TActor, row: TRateRow, paidThrough: string | null): TPostPayRateRow => ({
  ...toRate(row),
  can: canOnPostPayRate(actor, row, paidThrough),
});

/**
 * A company's post pay rates, by post, each post's sorted by `fromDate` ascending (resolve a day with `payRateOn`).
 * `postIds`: only these posts (an empty list reads nothing). Posts without rates are absent from the map.
 */
export const loadPostPayRates = async (db: TDbOrTx, companyId: string, postIds?: string[]): Promise<Map<string, TPostPayRate[]>> => {
  const byPost = new Map<string, TPostPayRate[]>();
  if (postIds && postIds.length === 0) return byPost;
  const rows = await db
    .select()
    .from(postPayRates)
    .where(and(eq(postPayRates.companyId, companyId), postIds ? inArray(postPayRates.postId, [...new Set(postIds)]) : undefined))
    .orderBy(asc(postPayRates.postId), asc(postPayRates.fromDate));
  for (const row of rows) {
    const list = byPost.get(row.postId);
    if (list) list.push(toRate(row));
    else byPost.set(row.postId, [toRate(row)]);
  }
  return byPost;
};

/** The last day a processed pay run of the company paid (null: none processed yet). */
export const paidThroughOf = async (db: TDbOrTx, companyId: string): Promise<string | null> => {
  const [row] = await db
    .select({ paidThrough: max(payrollRuns.periodEnd) })
    .from(payrollRuns)
    .where(and(eq(payrollRuns.companyId, companyId), eq(payrollRuns.status, 'processed')));
  return row?.paidThrough ?? null;
};

const postOf = async (db: TDbOrTx, actor: TActor, postId: string) => {
  const [row] = await db.select({ id: posts.id, name: posts.name }).from(posts).where(payRatePostScope(actor, postId)).limit(1);
  return found(row, 'post');
};

/** GET /api/posts/:id/pay-rates: newest first, each with what the viewer may do, and the company's paid-through day. */
export const listPostPayRates = async ({ ctx, actor, input }: TOptions<{ id: string }>): Promise<TPostPayRateList> => {
  assertPayRatesReader(actor);
  const post = await postOf(ctx.db, actor, input.id);
  const [rows, paidThrough] = await Promise.all([
    ctx.db
      .select()
      .from(postPayRates)
      .where(and(eq(postPayRates.postId, post.id), eq(postPayRates.companyId, actor.companyId)))
      .orderBy(desc(postPayRates.fromDate)),
    paidThroughOf(ctx.db, actor.companyId),
  ]);
  return { items: rows.map((row) => toRow(actor, row, paidThrough)), paidThrough };
};

type TRateValues = z.output<typeof ZPostPayRateInput>;

/** POST /api/posts/:id/pay-rates: a new rate from a day no processed pay run reached; one rate per post and day (409). */
export const createPostPayRate = async ({ ctx, actor, input }: TOptions<TRateValues & { id: string }>): Promise<TPostPayRateRow> => {
  assertPayRatesEditor(actor);
  const post = await postOf(ctx.db, actor, input.id);
  return ctx.db.transaction(async (tx) => {
    const paidThrough = await paidThroughOf(tx, actor.companyId);
    if (paidThrough && isPaidRate(input.fromDate, paidThrough)) throw PaidPeriod(paidThrough, true);
    const [row] = await tx
      .insert(postPayRates)
      .values({
        companyId: actor.companyId,
        postId: post.id,
        fromDate: input.fromDate,
        rateCents: input.rateCents,
        differentialCents: input.differentialCents,
        nightDifferentialCents: input.nightDifferentialCents,
        createdBy: actor.userId,
      })
      .onConflictDoNothing({ target: [postPayRates.postId, postPayRates.fromDate] })
      .returning();
    if (!row) throw DateTaken(input.fromDate);
    await writeSystemLog(tx, actor, {
      action: 'CREATE',
      entityType: 'payroll',
      entityId: row.id,
      message: { key: 'postPayRateAdded', params: { post: post.name, from: row.fromDate } },
      details: { postId: post.id },
    });
    return toRow(actor, row, paidThrough);
  });
};

/** DELETE /api/posts/:id/pay-rates/:rateId: only a rate no processed pay run reached (409 otherwise). */
export const deletePostPayRate = async ({ ctx, actor, input }: TOptions<{ id: string; rateId: string }>): Promise<void> => {
  assertPayRatesEditor(actor);
  const post = await postOf(ctx.db, actor, input.id);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(postPayRates)
      .where(postPayRateScope(actor, post.id, input.rateId))
      .limit(1);
    const rate = found(row, 'payRate');
    const paidThrough = await paidThroughOf(tx, actor.companyId);
    if (paidThrough && isPaidRate(rate.fromDate, paidThrough)) throw PaidPeriod(paidThrough, false);
    await tx.delete(postPayRates).where(eq(postPayRates.id, rate.id));
    await writeSystemLog(tx, actor, {
      action: 'DELETE',
      entityType: 'payroll',
      entityId: rate.id,
      message: { key: 'postPayRateDeleted', params: { post: post.name, from: rate.fromDate } },
      details: { postId: post.id },
    });
  });
};
