// The post pay rates policy (issue 27): pay is the security company's internal figure, so only company staff with the
// payroll permission read (view) or change (edit) a post's rates — customer company admins and guards never, whatever
// overrides say (403). Rows are always the actor's own company's; another company's post is a 404. A rate whose first
// day a processed pay run has reached is locked: it may have been paid, so it is never deleted (nor added).
import type { TPostPayRateRow } from '@centinela/shared/contracts/post-pay-rates';
import { and, eq } from 'drizzle-orm';
import { postPayRates, posts } from '../../db/schema';
import { type TActor, actorCan } from '../../platform/access/actor';
import { isCompanyStaff } from '../../platform/access/policy';
import { assertPayrollStaff } from './payroll.policy';

export const assertPayRatesReader = (actor: TActor) => assertPayrollStaff(actor, 'view');
export const assertPayRatesEditor = (actor: TActor) => assertPayrollStaff(actor, 'edit');

/** The actor's company's post (platform admins act in their own company here, as everywhere in payroll). */
export const payRatePostScope = (actor: TActor, postId: string) => and(eq(posts.id, postId), eq(posts.companyId, actor.companyId));

/** One rate of one of the actor's company's posts. */
export const postPayRateScope = (actor: TActor, postId: string, rateId: string) =>
  and(eq(postPayRates.id, rateId), eq(postPayRates.postId, postId), eq(postPayRates.companyId, actor.companyId));

/** A rate from `fromDate` on may already have been paid when a processed pay run reached that day. */
export const isPaidRate = (fromDate: string, paidThrough: string | null) => paidThrough !== null && fromDate <= paidThrough;

export const canOnPostPayRate = (actor: TActor, row: { fromDate: string }, paidThrough: string | null): TPostPayRateRow['can'] => ({
  delete: isCompanyStaff(actor) && actorCan(actor, 'edit', 'payroll') && !isPaidRate(row.fromDate, paidThrough),
});
