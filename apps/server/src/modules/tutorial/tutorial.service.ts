// The tutorial: the signed-in user's tour (chosen by role), their saved place in it, and the first-steps checklist,
// each item computed from the company's real rows (never stored: adding a post ticks "add a post").
import {
  TUTORIAL_CHECKLISTS,
  type TTutorialChecklistKey,
  type TTutorialProgress,
  type TTutorialProgressInput,
  type TTutorialStatus,
  type TTutorialTour,
} from '@centinela/shared/contracts/tutorial';
import { and, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { tutorialProgress } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import type { TServiceContext } from '../../platform/context';

type TArgs<I = undefined> = { ctx: TServiceContext; actor: TActor; input: I };

export const tourOf = (actor: TActor): TTutorialTour =>
  actor.role === 'security_guard' ? 'guard' : actor.role === 'customer_company_admin' ? 'customerAdmin' : 'admin';

const exists = (query: ReturnType<typeof sql>) => sql<boolean>`exists (${query})`;

/** One SQL expression per checklist item, about the actor's company (and, for guards and customer admins, themselves). */
const checks = (actor: TActor): Record<TTutorialChecklistKey, ReturnType<typeof sql<boolean>>> => {
  const c = actor.companyId;
  return {
    addCustomer: exists(sql`select 1 from customer_companies where company_id = ${c}`),
    addPost: exists(sql`select 1 from posts where company_id = ${c}`),
    addGuard: exists(sql`select 1 from users where company_id = ${c} and role = 'security_guard'`),
    addRoster: exists(sql`select 1 from rosters r join posts p on p.id = r.post_id where p.company_id = ${c}`),
    assignGuard: exists(sql`select 1 from roster_shift_assignments a join roster_shifts s on s.id = a.shift_id
      join rosters r on r.id = s.roster_id join posts p on p.id = r.post_id where p.company_id = ${c}`),
    publishProtocol: exists(sql`select 1 from protocols where company_id = ${c} and current_version > 0`),
    requestService: exists(sql`select 1 from opportunities where company_id = ${c} and customer_company_id = ${actor.customerId}`),
    // Nothing left to acknowledge: every published protocol of the guard's posts acknowledged in its current version.
    readProtocols: sql<boolean>`not exists (select 1 from protocols pr join protocol_posts pp on pp.protocol_id = pr.id
      join posts p on p.id = pp.post_id
      where pr.company_id = ${c} and pr.current_version > 0
        and (p.assigned_guard_id = ${actor.userId} or exists (select 1 from roster_shift_assignments a join roster_shifts s on s.id = a.shift_id
          join rosters r on r.id = s.roster_id where r.post_id = p.id and a.guard_id = ${actor.userId}))
        and not exists (select 1 from protocol_acknowledgements pa where pa.protocol_id = pr.id and pa.version = pr.current_version
          and pa.user_id = ${actor.userId}))`,
    setMobile: exists(sql`select 1 from users where id = ${actor.userId} and coalesce(mobile, '') <> ''`),
  };
};

const checklistOf = async (db: TDbOrTx, actor: TActor, tour: TTutorialTour) => {
  const keys = TUTORIAL_CHECKLISTS[tour];
  const all = checks(actor);
  const columns = sql.join(
    keys.map((k) => sql`${all[k]} as ${sql.identifier(k)}`),
    sql`, `,
  );
  const result = await db.execute(sql`select ${columns}`);
  const [row] = (result as unknown as { rows: Record<string, boolean>[] }).rows;
  return keys.map((key) => ({ key, isDone: Boolean(row?.[key]) }));
};

export const getTutorialProgress = async ({ ctx, actor }: TArgs): Promise<TTutorialProgress> => {
  const tour = tourOf(actor);
  const [row] = await ctx.db
    .select()
    .from(tutorialProgress)
    .where(and(eq(tutorialProgress.userId, actor.userId), eq(tutorialProgress.tour, tour)));
  return {
    tour,
    step: row?.step ?? 0,
    status: (row?.status as TTutorialStatus | undefined) ?? 'notStarted',
    updatedAt: row ? row.updatedAt.toISOString() : null,
    checklist: await checklistOf(ctx.db, actor, tour),
  };
};

/** Saves the user's own place: no system-log entry (a personal preference, not a change of the company's records). */
export const saveTutorialProgress = async ({ ctx, actor, input }: TArgs<TTutorialProgressInput>) => {
  const tour = tourOf(actor);
  await ctx.db
    .insert(tutorialProgress)
    .values({ userId: actor.userId, tour, companyId: actor.companyId, step: input.step, status: input.status })
    .onConflictDoUpdate({
      target: [tutorialProgress.userId, tutorialProgress.tour],
      set: { step: input.step, status: input.status, updatedAt: new Date() },
    });
  return getTutorialProgress({ ctx, actor, input: undefined });
};
