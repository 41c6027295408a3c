// Posts: guarded sites of a customer company. Scoped to the actor's tenant; every write is logged.
import type { TPost, TPostFormOptions, TPostImpact, TPostInputParsed, TPostOption, TPostPage } from '@centinela/shared/contracts/posts';
import type { TPostStatus } from '@centinela/shared';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { collated } from '../../db/collation';
import { alias } from 'drizzle-orm/pg-core';
import { allOn, type TDbOrTx } from '../../db/client';
import { refusingDuplicates } from '../../db/constraint-errors';
import {
  attendanceRecords,
  companies,
  customerCompanies,
  dailyReports,
  incidents,
  opportunities,
  posts,
  rosters,
  userBannedPosts,
  users,
} from '../../db/schema';
import { type TActor, actorCan } from '../../platform/access/actor';
import { guardOfCompany } from '../../platform/access/guard-of-company';
import { found, scopeOf, where } from '../../platform/access/scope';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { Conflict, FieldConflict, NotFound } from '../../platform/errors';
import { matchesSearch } from '../../platform/search/search';
import { canOnPost, postScope, seesPostRates } from './posts.policy';
import { personName, personNameSql } from './posts.queries';
import { marginSourcesOf, postMarginsToday, type TPostMargin } from '../invoicing-payments/post-margins';

type TArgs<I = undefined> = { ctx: TServiceContext; actor: TActor; input: I };

const assignedGuard = alias(users, 'assigned_guard');

// Subqueries name their tables explicitly: Drizzle leaves columns unqualified in single-table selects.
const rosterCountSql = sql<number>`(select count(*)::int from rosters pr where pr.post_id = "posts"."id")`;

const postColumns = {
  post: posts,
  customerCompanyName: customerCompanies.name,
  guardName: assignedGuard.name,
  guardLastName: assignedGuard.lastName,
  guardEmail: assignedGuard.email,
  rosterCount: rosterCountSql,
};

type TPostRow = {
  post: typeof posts.$inferSelect;
  customerCompanyName: string;
  guardName: string | null;
  guardLastName: string | null;
  guardEmail: string | null;
  rosterCount: number;
};

const selectPosts = (db: TDbOrTx) =>
  db
    .select(postColumns)
    .from(posts)
    .innerJoin(customerCompanies, eq(customerCompanies.id, posts.customerCompanyId))
    .leftJoin(assignedGuard, eq(assignedGuard.id, posts.assignedGuardId));

const toPost = (row: TPostRow, actor: TActor, margins: Map<string, TPostMargin>): TPost => {
  const canSeeRates = seesPostRates(actor);
  const p = row.post;
  return {
    id: p.id,
    companyId: p.companyId,
    customerCompanyId: p.customerCompanyId,
    customerCompanyName: row.customerCompanyName,
    name: p.name,
    address: p.address ?? null,
    latitude: p.latitude,
    longitude: p.longitude,
    geofenceRadiusM: p.geofenceRadiusM,
    timeZone: p.timeZone,
    status: p.status,
    postOrders: p.postOrders,
    requiredRank: p.requiredRank ?? null,
    siteContactName: p.siteContactName,
    siteContactPhone: p.siteContactPhone,
    billRateCents: canSeeRates ? p.billRateCents : null,
    payRateCents: canSeeRates ? p.payRateCents : null,
    margin: canSeeRates ? (margins.get(p.id) ?? null) : null,
    assignedGuardId: p.assignedGuardId,
    assignedGuardName: row.guardEmail ? personName({ name: row.guardName, lastName: row.guardLastName, email: row.guardEmail }) : null,
    rosterCount: Number(row.rosterCount),
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
    can: canOnPost(actor),
  };
};

/** Today's billed and paid rates of the posts, for viewers who see rates (invoicing-payments/post-margins.ts). */
const marginsFor = async (db: TDbOrTx, actor: TActor, rows: TPostRow[]): Promise<Map<string, TPostMargin>> =>
  seesPostRates(actor)
    ? postMarginsToday(
        db,
        rows.map((r) => r.post.id),
        marginSourcesOf(actor),
      )
    : new Map();

export const listPosts = async ({
  ctx,
  actor,
  input,
}: TArgs<{
  page: number;
  pageSize: number;
  search?: string;
  customerCompanyId?: string;
  status?: TPostStatus;
  companyId?: string;
}>): Promise<TPostPage> => {
  const condition = where(
    postScope(actor, input.companyId),
    input.customerCompanyId ? eq(posts.customerCompanyId, input.customerCompanyId) : undefined,
    input.status ? eq(posts.status, input.status) : undefined,
    // A post is found by its own words (name, city) and its customer's (name, contact, e-mail, phone): decision 0023.
    matchesSearch(input.search, [posts.searchText, customerCompanies.searchText]),
  );
  const [rows, [{ n }]] = await Promise.all([
    selectPosts(ctx.db)
      .where(condition)
      .orderBy(asc(collated(posts.name, actor.language)), asc(posts.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    ctx.db
      .select({ n: count() })
      .from(posts)
      .innerJoin(customerCompanies, eq(customerCompanies.id, posts.customerCompanyId))
      .where(condition),
  ]);
  const margins = await marginsFor(ctx.db, actor, rows);
  return { items: rows.map((r) => toPost(r, actor, margins)), total: n };
};

export const findPostInScope = async (db: TDbOrTx, actor: TActor, postId: string) => {
  const [row] = await db
    .select({ post: posts, customerCompanyName: customerCompanies.name })
    .from(posts)
    .innerJoin(customerCompanies, eq(customerCompanies.id, posts.customerCompanyId))
    .where(and(eq(posts.id, postId), postScope(actor)))
    .limit(1);
  return found(row, 'post');
};

const loadPost = async (db: TDbOrTx, actor: TActor, id: string): Promise<TPost> => {
  const [row] = await selectPosts(db)
    .where(and(eq(posts.id, id), postScope(actor)))
    .limit(1);
  const post = found(row, 'post');
  return toPost(post, actor, await marginsFor(db, actor, [post]));
};

export const getPost = ({ ctx, actor, input }: TArgs<{ id: string }>) => loadPost(ctx.db, actor, input.id);

/** The customer company must belong to the actor's tenant; its security company is the post's. */
const customerInScope = async (db: TDbOrTx, actor: TActor, customerCompanyId: string) => {
  const scope = scopeOf(actor);
  const [row] = await db
    .select({ id: customerCompanies.id, companyId: customerCompanies.companyId, timeZone: companies.timeZone })
    .from(customerCompanies)
    .innerJoin(companies, eq(companies.id, customerCompanies.companyId))
    .where(
      where(eq(customerCompanies.id, customerCompanyId), scope.company(customerCompanies.companyId), scope.customer(customerCompanies.id)),
    )
    .limit(1);
  return found(row, 'customerCompany');
};

const toColumns = (input: TPostInputParsed, timeZone: string) => ({
  customerCompanyId: input.customerCompanyId,
  name: input.name,
  address: input.address ?? null,
  latitude: input.latitude,
  longitude: input.longitude,
  geofenceRadiusM: input.geofenceRadiusM,
  timeZone,
  status: input.status,
  postOrders: input.postOrders,
  requiredRank: input.requiredRank,
  siteContactName: input.siteContactName,
  siteContactPhone: input.siteContactPhone,
  billRateCents: input.billRateCents,
  payRateCents: input.payRateCents,
  assignedGuardId: input.assignedGuardId,
});

/** A customer's post names are unique whatever their case (posts_name_unique): 409 on the name field otherwise. */
const assertPostNameFree = async (tx: TDbOrTx, customerCompanyId: string, name: string, exceptId?: string) => {
  const [taken] = await tx
    .select({ id: posts.id })
    .from(posts)
    .where(
      and(
        eq(posts.customerCompanyId, customerCompanyId),
        sql`lower(${posts.name}) = lower(${name})`,
        exceptId ? ne(posts.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw postNameTaken();
};

const postNameTaken = () => FieldConflict('POST_NAME_TAKEN', { name: 'posts:validation.nameTaken' });

export const createPost = async ({ ctx, actor, input }: TArgs<TPostInputParsed>): Promise<TPost> =>
  refusingDuplicates('posts_name_unique', postNameTaken, () =>
    ctx.db.transaction(async (tx) => {
      const customer = await customerInScope(tx, actor, input.customerCompanyId);
      if (input.assignedGuardId) await guardOfCompany(tx, customer.companyId, input.assignedGuardId, { field: 'assignedGuardId' });
      await assertPostNameFree(tx, customer.id, input.name);
      const [row] = await tx
        .insert(posts)
        .values({ companyId: customer.companyId, ...toColumns(input, input.timeZone ?? customer.timeZone) })
        .returning({ id: posts.id });
      await writeSystemLog(tx, actor, {
        action: 'CREATE',
        entityType: 'posts',
        entityId: row.id,
        companyId: customer.companyId,
        message: { key: 'postCreated', params: { name: input.name } },
      });
      return loadPost(tx, actor, row.id);
    }),
  );

export const updatePost = async ({ ctx, actor, input }: TArgs<{ id: string; data: TPostInputParsed }>): Promise<TPost> =>
  refusingDuplicates('posts_name_unique', postNameTaken, () =>
    ctx.db.transaction(async (tx) => {
      const { post } = await findPostInScope(tx, actor, input.id);
      const customer = await customerInScope(tx, actor, input.data.customerCompanyId);
      if (customer.companyId !== post.companyId) throw NotFound('customerCompany');
      if (input.data.assignedGuardId) {
        // The post's current guard stays on an edit of its other fields even if they have left since.
        await guardOfCompany(tx, post.companyId, input.data.assignedGuardId, { field: 'assignedGuardId', kept: [post.assignedGuardId] });
      }
      await assertPostNameFree(tx, customer.id, input.data.name, post.id);
      await tx
        .update(posts)
        .set(toColumns(input.data, input.data.timeZone ?? post.timeZone))
        .where(eq(posts.id, post.id));
      await writeSystemLog(tx, actor, {
        action: 'UPDATE',
        entityType: 'posts',
        entityId: post.id,
        companyId: post.companyId,
        message: { key: 'postUpdated', params: { name: input.data.name } },
        details: post.status !== input.data.status ? { status: input.data.status } : undefined,
      });
      return loadPost(tx, actor, post.id);
    }),
  );

export const setPostStatus = async ({ ctx, actor, input }: TArgs<{ id: string; status: TPostStatus }>): Promise<TPost> =>
  ctx.db.transaction(async (tx) => {
    const { post } = await findPostInScope(tx, actor, input.id);
    if (post.status !== input.status) {
      await tx.update(posts).set({ status: input.status }).where(eq(posts.id, post.id));
      await writeSystemLog(tx, actor, {
        action: 'UPDATE',
        entityType: 'posts',
        entityId: post.id,
        companyId: post.companyId,
        message: { key: input.status === 'active' ? 'postActivated' : 'postDeactivated', params: { name: post.name } },
        details: { status: input.status },
      });
    }
    return loadPost(tx, actor, post.id);
  });

/** A function starting the count (allOn runs it in parallel, or one after another in a transaction). */
const countWhere =
  (db: TDbOrTx, table: typeof attendanceRecords | typeof incidents | typeof dailyReports | typeof opportunities, postId: string) => () =>
    db
      .select({ n: count() })
      .from(table)
      .where(eq(table.postId, postId))
      .then(([row]) => row.n);

/** Everything that keeps a post from being deleted (each is a foreign key to it), counted before anyone asks. */
const impactOf = async (db: TDbOrTx, postId: string): Promise<TPostImpact> => {
  const [rosterRows, banned, attendance, incidentCount, dailyReportCount, opportunityCount] = await allOn(db, [
    db
      .select({
        id: rosters.id,
        name: rosters.name,
        effectiveFrom: rosters.effectiveFrom,
        effectiveTo: rosters.effectiveTo,
        isActive: rosters.isActive,
        shiftCount: sql<number>`(select count(*)::int from roster_shifts rs where rs.roster_id = "rosters"."id")`,
        assignmentCount: sql<number>`(select count(*)::int from roster_shift_assignments rsa
          join roster_shifts rs on rs.id = rsa.shift_id where rs.roster_id = "rosters"."id")`,
      })
      .from(rosters)
      .where(eq(rosters.postId, postId))
      .orderBy(asc(rosters.effectiveFrom)),
    () =>
      db
        .select({ n: count() })
        .from(userBannedPosts)
        .where(eq(userBannedPosts.postId, postId))
        .then(([row]) => row.n),
    countWhere(db, attendanceRecords, postId),
    countWhere(db, incidents, postId),
    countWhere(db, dailyReports, postId),
    countWhere(db, opportunities, postId),
  ]);
  const records = { attendance, incidents: incidentCount, dailyReports: dailyReportCount, opportunities: opportunityCount };
  return {
    rosters: rosterRows.map((r) => ({ ...r, shiftCount: Number(r.shiftCount), assignmentCount: Number(r.assignmentCount) })),
    bannedGuardCount: banned,
    records,
    isDeletable: rosterRows.length === 0 && banned === 0 && Object.values(records).every((n) => n === 0),
  };
};

export const getPostImpact = async ({ ctx, actor, input }: TArgs<{ id: string }>): Promise<TPostImpact> => {
  const { post } = await findPostInScope(ctx.db, actor, input.id);
  return impactOf(ctx.db, post.id);
};

export const deletePost = async ({ ctx, actor, input }: TArgs<{ id: string }>): Promise<void> =>
  ctx.db.transaction(async (tx) => {
    const { post } = await findPostInScope(tx, actor, input.id);
    const impact = await impactOf(tx, post.id);
    if (!impact.isDeletable) {
      const records = Object.values(impact.records).reduce((a, b) => a + b, 0);
      throw Conflict('POST_REFERENCED', impact, {
        params: { name: post.name, rosters: impact.rosters.length, bans: impact.bannedGuardCount, records },
      });
    }
    // Other areas (attendance, incidents …) reference posts with foreign keys: the database answers 409 for those.
    await tx.delete(posts).where(eq(posts.id, post.id));
    await writeSystemLog(tx, actor, {
      action: 'DELETE',
      entityType: 'posts',
      entityId: post.id,
      companyId: post.companyId,
      message: { key: 'postDeleted', params: { name: post.name } },
    });
  });

export const listPostOptions = async ({
  ctx,
  actor,
  input,
}: TArgs<{ customerCompanyId?: string; status?: TPostStatus; companyId?: string }>): Promise<TPostOption[]> => {
  const rows = await ctx.db
    .select({
      value: posts.id,
      label: posts.name,
      customerCompanyId: posts.customerCompanyId,
      customerCompanyName: customerCompanies.name,
      status: posts.status,
      timeZone: posts.timeZone,
      requiredRank: posts.requiredRank,
    })
    .from(posts)
    .innerJoin(customerCompanies, eq(customerCompanies.id, posts.customerCompanyId))
    .where(
      where(
        postScope(actor, input.companyId),
        input.customerCompanyId ? eq(posts.customerCompanyId, input.customerCompanyId) : undefined,
        input.status ? eq(posts.status, input.status) : undefined,
      ),
    )
    .orderBy(asc(collated(customerCompanies.name, actor.language)), asc(collated(posts.name, actor.language)));
  return rows.map((r) => ({ ...r, requiredRank: r.requiredRank ?? null }));
};

export const getPostFormOptions = async ({ ctx, actor, input }: TArgs<{ companyId?: string }>): Promise<TPostFormOptions> => {
  const scope = scopeOf(actor);
  const canSeeGuards = actorCan(actor, 'edit', 'posts') || actorCan(actor, 'edit', 'rosters');
  const [customers, guards, company] = await Promise.all([
    ctx.db
      .select({ value: customerCompanies.id, label: customerCompanies.name })
      .from(customerCompanies)
      .where(
        where(
          scope.company(customerCompanies.companyId, input.companyId),
          scope.customer(customerCompanies.id),
          // A guard picks among the customers of their own posts only.
          actor.role === 'security_guard'
            ? sql`exists (select 1 from ${posts} where ${posts.customerCompanyId} = ${customerCompanies.id} and ${postScope(actor)})`
            : undefined,
        ),
      )
      .orderBy(asc(collated(customerCompanies.name, actor.language))),
    canSeeGuards
      ? ctx.db
          .select({ value: users.id, label: personNameSql(users), rank: users.rank })
          .from(users)
          .where(
            where(
              scope.company(users.companyId, input.companyId),
              eq(users.role, 'security_guard'),
              eq(users.stillEmployed, true),
              scope.self(users.id),
            ),
          )
          .orderBy(asc(collated(users.sortName, actor.language)))
      : Promise.resolve([]),
    ctx.db
      .select({ timeZone: companies.timeZone })
      .from(companies)
      .where(eq(companies.id, scope.companyForWrite(input.companyId)))
      .limit(1),
  ]);
  return {
    customerCompanies: customers,
    guards: guards.map((g) => ({ ...g, rank: g.rank ?? null })),
    defaultTimeZone: company[0]?.timeZone ?? 'America/Puerto_Rico',
  };
};
