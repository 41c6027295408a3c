// Posts a guard may not work at (spec "Banned post"): the availability service refuses them.
import type { TBannablePost, TBannedPosts, TUpdateBannedPosts } from '@centinela/shared/contracts/guard-records';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { collated } from '../../db/collation';
import { alias } from 'drizzle-orm/pg-core';
import { customerCompanies, posts, userBannedPosts, users } from '../../db/schema';
import type { TAddressColumn } from '../../db/schema/_columns';
import type { TActor } from '../../platform/access/actor';
import { scopeOf, where } from '../../platform/access/scope';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { NotFound } from '../../platform/errors';
import { displayName, type TLanguage } from '@centinela/shared';
import { findTargetUser } from './target-user';

type TArgs = { ctx: TServiceContext; actor: TActor; userId: string };

const banner = alias(users, 'banner');

const locationOf = (address: TAddressColumn | null) =>
  address ? [address.street, address.city, address.state].filter(Boolean).join(', ') || null : null;

const postColumns = {
  id: posts.id,
  name: posts.name,
  address: posts.address,
  status: posts.status,
  companyName: customerCompanies.name,
};

/** The posts a guard could be banned from: every post of the guard's company (that the actor may see). */
export const listBannablePosts = async ({ ctx, actor, userId }: TArgs): Promise<TBannablePost[]> => {
  const target = await findTargetUser({ ctx, actor, userId, isGuardOnly: true });
  const scope = scopeOf(actor);
  const rows = await ctx.db
    .select(postColumns)
    .from(posts)
    .innerJoin(customerCompanies, eq(customerCompanies.id, posts.customerCompanyId))
    .where(where(eq(posts.companyId, target.companyId), scope.customer(posts.customerCompanyId)))
    .orderBy(asc(collated(customerCompanies.name, actor.language)), asc(collated(posts.name, actor.language)));
  return rows.map((r) => ({ id: r.id, name: r.name, location: locationOf(r.address), companyName: r.companyName, status: r.status }));
};

const readBannedPosts = async (ctx: TServiceContext, guardId: string, language: TLanguage | undefined): Promise<TBannedPosts> => {
  const rows = await ctx.db
    .select({
      ...postColumns,
      bannedAt: userBannedPosts.createdAt,
      banner: { id: banner.id, name: banner.name, lastName: banner.lastName, email: banner.email },
    })
    .from(userBannedPosts)
    .innerJoin(posts, eq(posts.id, userBannedPosts.postId))
    .innerJoin(customerCompanies, eq(customerCompanies.id, posts.customerCompanyId))
    .leftJoin(banner, eq(banner.id, userBannedPosts.bannedBy))
    .where(eq(userBannedPosts.userId, guardId))
    .orderBy(asc(collated(customerCompanies.name, language)), asc(collated(posts.name, language)));
  return {
    postIds: rows.map((r) => r.id),
    posts: rows.map((r) => ({
      id: r.id,
      name: r.name,
      location: locationOf(r.address),
      companyName: r.companyName,
      status: r.status,
      bannedBy: r.banner ? { id: r.banner.id, name: displayName(r.banner) } : null,
      bannedAt: r.bannedAt.toISOString(),
    })),
  };
};

export const getBannedPosts = async ({ ctx, actor, userId }: TArgs): Promise<TBannedPosts> => {
  const target = await findTargetUser({ ctx, actor, userId, isGuardOnly: true });
  return readBannedPosts(ctx, target.id, actor.language);
};

/** Replaces the guard's banned posts; rows kept keep who banned them and when, new rows record the actor. */
export const updateBannedPosts = async ({ ctx, actor, userId, input }: TArgs & { input: TUpdateBannedPosts }): Promise<TBannedPosts> => {
  const target = await findTargetUser({ ctx, actor, userId, isGuardOnly: true });
  const postIds = [...new Set(input.postIds)];
  if (postIds.length) {
    const known = await ctx.db
      .select({ id: posts.id })
      .from(posts)
      .where(and(inArray(posts.id, postIds), eq(posts.companyId, target.companyId)));
    // A post of another company is "not found", never silently dropped.
    if (known.length !== postIds.length) throw NotFound('post');
  }
  await ctx.db.transaction(async (tx) => {
    const current = await tx.select({ postId: userBannedPosts.postId }).from(userBannedPosts).where(eq(userBannedPosts.userId, target.id));
    const currentIds = new Set(current.map((c) => c.postId));
    const wanted = new Set(postIds);
    const removed = [...currentIds].filter((id) => !wanted.has(id));
    const added = postIds.filter((id) => !currentIds.has(id));
    if (removed.length) {
      await tx.delete(userBannedPosts).where(and(eq(userBannedPosts.userId, target.id), inArray(userBannedPosts.postId, removed)));
    }
    if (added.length) {
      await tx.insert(userBannedPosts).values(added.map((postId) => ({ userId: target.id, postId, bannedBy: actor.userId })));
    }
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'banned-posts',
      entityId: target.id,
      companyId: target.companyId,
      message: { key: 'bannedPostsUpdated', params: { name: displayName(target) } },
      details: { added, removed },
    });
  });
  return readBannedPosts(ctx, target.id, actor.language);
};
