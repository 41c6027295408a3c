// Protocols: categories, protocols with a draft body (sanitised rich text), posts, supporting documents (storage
// module), published versions and their acknowledgements. Publishing asks the guards of the protocol's posts to
// acknowledge (notify()); admins see who has and has not, and remind the ones missing. Scoped by protocols.policy.ts.
// Categories are in protocols.categories.ts, publishing and acknowledgements in protocols.publishing.ts, documents in
// protocols.documents.ts.
import type { TProtocolDetail, TProtocolFormOptions, TProtocolInputParsed, TProtocolSummary } from '@centinela/shared/contracts/protocols';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { collated } from '../../db/collation';
import type { TDbOrTx } from '../../db/client';
import {
  customerCompanies,
  files,
  posts,
  protocolCategories,
  protocolDocuments,
  protocolPosts,
  protocols,
  protocolVersions,
  users,
} from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { isCompanyStaff } from '../../platform/access/policy';
import { found, scopeOf, where } from '../../platform/access/scope';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { NotFound } from '../../platform/errors';
import { sanitizeRichHtml } from '../../platform/rich-text/rich-html';
import { matchesSearch } from '../../platform/search/search';
import { deleteFileRows, deleteStoredObjects } from '../../platform/storage/files.service';
import { personNameSql } from '../posts/posts.queries';
import { postScope } from '../posts/posts.policy';
import { canOnProtocol, protocolCategoryScope, protocolScope } from './protocols.policy';

import { staffOnly } from './protocols.categories';
export type TArgs<I = undefined> = { ctx: TServiceContext; actor: TActor; input: I };

export const PROTOCOL_DOCUMENT_PURPOSE = 'protocol_document';

// ---- who must acknowledge

/**
 * The guards asked to acknowledge a protocol: employed guards of its company who work at one of its posts (the post's
 * primary guard, or a guard of a shift of one of the post's rosters) — the same "works at" as the posts policy.
 */
export const requiredGuardIds = (protocolId: SQL | string, companyId: SQL | string): SQL =>
  sql`select u.id from users u where u.company_id = ${companyId} and u.still_employed and u.role = 'security_guard' and (
    u.id in (select p.assigned_guard_id from protocol_posts pp join posts p on p.id = pp.post_id where pp.protocol_id = ${protocolId})
    or u.id in (select rsa.guard_id from protocol_posts pp join rosters r on r.post_id = pp.post_id
      join roster_shifts rs on rs.roster_id = r.id join roster_shift_assignments rsa on rsa.shift_id = rs.id
      where pp.protocol_id = ${protocolId}))`;

export const requiredGuards = (db: TDbOrTx, protocol: { id: string; companyId: string }) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.id} in (${requiredGuardIds(protocol.id, protocol.companyId)})`);

const PROTOCOL_ID = sql.raw('"protocols"."id"');
const PROTOCOL_COMPANY = sql.raw('"protocols"."company_id"');
const PROTOCOL_VERSION = sql.raw('"protocols"."current_version"');

// ---- protocols: reading

export const iso = (d: Date | null) => (d ? d.toISOString() : null);

const summaryColumns = (actor: TActor) => ({
  protocol: protocols,
  categoryName: protocolCategories.name,
  acknowledgedAt: sql<Date | null>`(select pa.acknowledged_at from protocol_acknowledgements pa
    where pa.protocol_id = ${PROTOCOL_ID} and pa.version = ${PROTOCOL_VERSION} and pa.user_id = ${actor.userId})`.mapWith((v) =>
    v ? new Date(v) : null,
  ),
  requiredCount: isCompanyStaff(actor)
    ? sql<number>`(select count(*)::int from (${requiredGuardIds(PROTOCOL_ID, PROTOCOL_COMPANY)}) req)`
    : sql<number | null>`null`,
  acknowledgedCount: isCompanyStaff(actor)
    ? sql<number>`(select count(*)::int from protocol_acknowledgements pa where pa.protocol_id = ${PROTOCOL_ID}
        and pa.version = ${PROTOCOL_VERSION} and pa.user_id in (${requiredGuardIds(PROTOCOL_ID, PROTOCOL_COMPANY)}))`
    : sql<number | null>`null`,
});

const selectSummaries = (db: TDbOrTx, actor: TActor) =>
  db.select(summaryColumns(actor)).from(protocols).leftJoin(protocolCategories, eq(protocolCategories.id, protocols.categoryId));

type TSummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummaries>['where']>>[number];

/** The posts of each protocol the actor may see (a guard sees only their own posts' names). */
const postsOf = async (db: TDbOrTx, actor: TActor, protocolIds: string[]) => {
  const out = new Map<string, { id: string; name: string }[]>();
  if (!protocolIds.length) return out;
  const rows = await db
    .select({ protocolId: protocolPosts.protocolId, id: posts.id, name: posts.name })
    .from(protocolPosts)
    .innerJoin(posts, eq(posts.id, protocolPosts.postId))
    .where(and(inArray(protocolPosts.protocolId, protocolIds), postScope(actor)))
    .orderBy(asc(collated(posts.name, actor.language)));
  for (const r of rows) {
    const list = out.get(r.protocolId) ?? [];
    list.push({ id: r.id, name: r.name });
    out.set(r.protocolId, list);
  }
  return out;
};

const toSummary = (row: TSummaryRow, actor: TActor, postList: { id: string; name: string }[]): TProtocolSummary => {
  const p = row.protocol;
  const staff = isCompanyStaff(actor);
  return {
    id: p.id,
    categoryId: p.categoryId,
    categoryName: row.categoryName ?? null,
    title: p.title,
    currentVersion: p.currentVersion,
    publishedAt: iso(p.publishedAt),
    hasDraftChanges: staff && (p.currentVersion === 0 || p.draftChangedAt !== null),
    posts: postList,
    acknowledgedAt: iso(row.acknowledgedAt),
    acknowledgedCount: staff ? row.acknowledgedCount : null,
    requiredCount: staff ? row.requiredCount : null,
    can: canOnProtocol(actor, { currentVersion: p.currentVersion, acknowledgedAt: row.acknowledgedAt }),
  };
};

export const listProtocols = async ({
  ctx,
  actor,
  input,
}: TArgs<{ categoryId?: string; postId?: string; search?: string }>): Promise<TProtocolSummary[]> => {
  const rows = await selectSummaries(ctx.db, actor)
    .where(
      where(
        protocolScope(actor),
        input.categoryId ? eq(protocols.categoryId, input.categoryId) : undefined,
        input.postId
          ? sql`exists (select 1 from ${protocolPosts} where ${protocolPosts.protocolId} = ${protocols.id} and ${protocolPosts.postId} = ${input.postId})`
          : undefined,
        matchesSearch(input.search, [protocols.searchText, protocolCategories.searchText]),
      ),
    )
    .orderBy(asc(collated(protocols.title, actor.language)))
    .limit(1000);
  const postMap = await postsOf(
    ctx.db,
    actor,
    rows.map((r) => r.protocol.id),
  );
  return rows.map((r) => toSummary(r, actor, postMap.get(r.protocol.id) ?? []));
};

export const getProtocolFormOptions = async ({ ctx, actor }: TArgs): Promise<TProtocolFormOptions> => {
  const categories = await ctx.db
    .select({ id: protocolCategories.id, name: protocolCategories.name })
    .from(protocolCategories)
    .where(protocolCategoryScope(actor))
    .orderBy(asc(collated(protocolCategories.name, actor.language)));
  const postRows = await ctx.db
    .select({ id: posts.id, name: posts.name, customerCompanyName: customerCompanies.name })
    .from(posts)
    .innerJoin(customerCompanies, eq(customerCompanies.id, posts.customerCompanyId))
    .where(postScope(actor))
    .orderBy(asc(collated(posts.name, actor.language)));
  return { categories, posts: postRows };
};

export const findProtocol = async (db: TDbOrTx, actor: TActor, id: string) => {
  const [row] = await db
    .select()
    .from(protocols)
    .where(and(eq(protocols.id, id), protocolScope(actor)));
  return found(row, 'protocol');
};

/** A protocol the actor may change: staff only (others get 404, as for another tenant's row). */
export const findProtocolForWrite = async (db: TDbOrTx, actor: TActor, id: string) => {
  if (!isCompanyStaff(actor)) throw NotFound('protocol');
  return findProtocol(db, actor, id);
};

export const getProtocol = async ({ ctx, actor, input }: TArgs<{ id: string }>): Promise<TProtocolDetail> => {
  const [row] = await selectSummaries(ctx.db, actor).where(and(eq(protocols.id, input.id), protocolScope(actor)));
  const summaryRow = found(row, 'protocol');
  const p = summaryRow.protocol;
  const postMap = await postsOf(ctx.db, actor, [p.id]);
  const versions = await ctx.db
    .select({
      version: protocolVersions.version,
      title: protocolVersions.title,
      body: protocolVersions.body,
      note: protocolVersions.note,
      publishedAt: protocolVersions.publishedAt,
      publishedByName: sql<string | null>`case when ${users.id} is null then null else ${personNameSql(users)} end`,
    })
    .from(protocolVersions)
    .leftJoin(users, eq(users.id, protocolVersions.publishedBy))
    .where(eq(protocolVersions.protocolId, p.id))
    .orderBy(desc(protocolVersions.version));
  const current = versions.find((v) => v.version === p.currentVersion);
  const documents = await ctx.db
    .select({ id: protocolDocuments.id, title: protocolDocuments.title, file: files })
    .from(protocolDocuments)
    .innerJoin(files, eq(files.id, protocolDocuments.fileId))
    .where(and(eq(protocolDocuments.protocolId, p.id), eq(protocolDocuments.companyId, p.companyId)))
    .orderBy(asc(protocolDocuments.createdAt));
  const staff = isCompanyStaff(actor);
  return {
    ...toSummary(summaryRow, actor, postMap.get(p.id) ?? []),
    title: staff ? p.title : (current?.title ?? p.title),
    body: staff ? p.body : (current?.body ?? ''),
    publishedBody: current?.body ?? null,
    documents: documents.map((d) => ({
      id: d.id,
      name: d.title,
      contentType: d.file.contentType,
      size: d.file.size,
      uploadedAt: d.file.createdAt.toISOString(),
    })),
    versions: (staff ? versions : versions.filter((v) => v.version === p.currentVersion)).map((v) => ({
      version: v.version,
      title: v.title,
      note: staff ? v.note : null,
      publishedAt: v.publishedAt.toISOString(),
      publishedByName: staff ? v.publishedByName : null,
    })),
  };
};

// ---- protocols: writing

/** Every post must be one of the company's (else 404, nothing written). */
const assertPosts = async (db: TDbOrTx, companyId: string, postIds: string[]) => {
  if (!postIds.length) return;
  const rows = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(inArray(posts.id, postIds), eq(posts.companyId, companyId)));
  if (rows.length !== postIds.length) throw NotFound('post');
};

const assertCategory = async (db: TDbOrTx, companyId: string, categoryId: string | null) => {
  if (!categoryId) return;
  const [row] = await db
    .select({ id: protocolCategories.id })
    .from(protocolCategories)
    .where(and(eq(protocolCategories.id, categoryId), eq(protocolCategories.companyId, companyId)));
  found(row, 'category');
};

const setPosts = async (db: TDbOrTx, protocolId: string, companyId: string, postIds: string[]) => {
  await db.delete(protocolPosts).where(eq(protocolPosts.protocolId, protocolId));
  if (postIds.length) await db.insert(protocolPosts).values(postIds.map((postId) => ({ protocolId, postId, companyId })));
};

export const createProtocol = async ({ ctx, actor, input }: TArgs<TProtocolInputParsed>) => {
  const id = await ctx.db.transaction(async (tx) => {
    staffOnly(actor);
    const companyId = scopeOf(actor).companyForWrite();
    await assertCategory(tx, companyId, input.categoryId);
    await assertPosts(tx, companyId, input.postIds);
    const [row] = await tx
      .insert(protocols)
      .values({ companyId, categoryId: input.categoryId, title: input.title, body: sanitizeRichHtml(input.body) })
      .returning({ id: protocols.id });
    await setPosts(tx, row.id, companyId, input.postIds);
    await writeSystemLog(tx, actor, {
      action: 'CREATE',
      entityType: 'protocols',
      entityId: row.id,
      companyId,
      message: { key: 'protocolCreated', params: { title: input.title } },
    });
    return row.id;
  });
  return getProtocol({ ctx, actor, input: { id } });
};

export const updateProtocol = async ({ ctx, actor, input }: TArgs<{ id: string; data: TProtocolInputParsed }>) => {
  await ctx.db.transaction(async (tx) => {
    const protocol = await findProtocolForWrite(tx, actor, input.id);
    await assertCategory(tx, protocol.companyId, input.data.categoryId);
    await assertPosts(tx, protocol.companyId, input.data.postIds);
    const body = sanitizeRichHtml(input.data.body);
    const changed = body !== protocol.body || input.data.title !== protocol.title;
    await tx
      .update(protocols)
      .set({
        categoryId: input.data.categoryId,
        title: input.data.title,
        body,
        draftChangedAt: changed && protocol.currentVersion > 0 ? new Date() : protocol.draftChangedAt,
      })
      .where(eq(protocols.id, protocol.id));
    await setPosts(tx, protocol.id, protocol.companyId, input.data.postIds);
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'protocols',
      entityId: protocol.id,
      companyId: protocol.companyId,
      message: { key: 'protocolUpdated', params: { title: input.data.title } },
    });
  });
  return getProtocol({ ctx, actor, input: { id: input.id } });
};

export const deleteProtocol = async ({ ctx, actor, input }: TArgs<{ id: string }>) => {
  const keys = await ctx.db.transaction(async (tx) => {
    const protocol = await findProtocolForWrite(tx, actor, input.id);
    const docs = await tx
      .select({ fileId: protocolDocuments.fileId })
      .from(protocolDocuments)
      .where(eq(protocolDocuments.protocolId, protocol.id));
    await tx.delete(protocols).where(eq(protocols.id, protocol.id));
    const removed = await deleteFileRows(
      tx,
      docs.map((d) => d.fileId),
    );
    await writeSystemLog(tx, actor, {
      action: 'DELETE',
      entityType: 'protocols',
      entityId: protocol.id,
      companyId: protocol.companyId,
      message: { key: 'protocolDeleted', params: { title: protocol.title } },
    });
    return removed;
  });
  await deleteStoredObjects(ctx, keys);
};
