// Protocols: categories, protocols with a draft body (sanitised rich text), posts, supporting documents (storage
// module), published versions and their acknowledgements. Publishing asks the guards of the protocol's posts to
// acknowledge (notify()); admins see who has and has not, and remind the ones missing. Scoped by protocols.policy.ts.
import type {
  TProtocolAcknowledgements,
  TProtocolCategory,
  TProtocolDetail,
  TProtocolFormOptions,
  TProtocolInputParsed,
  TProtocolSummary,
} from '@centinela/shared/contracts/protocols';
import { PROTOCOL_MESSAGES } from '@centinela/shared/contracts/protocols';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { collated } from '../../db/collation';
import type { TDbOrTx } from '../../db/client';
import {
  customerCompanies,
  files,
  posts,
  protocolAcknowledgements,
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
import { Conflict, FieldConflict, Forbidden, NotFound, ValidationFailed } from '../../platform/errors';
import { sanitizeRichHtml } from '../../platform/rich-text/rich-html';
import { matchesSearch } from '../../platform/search/search';
import { deleteFileRows, deleteStoredObjects, openStoredFile, storeFiles } from '../../platform/storage/files.service';
import type { TReceivedUpload } from '../../platform/storage/uploads';
import { notify } from '../notifications/notify';
import { personNameSql } from '../posts/posts.queries';
import { postScope } from '../posts/posts.policy';
import { canOnProtocol, canOnProtocolCategory, protocolCategoryScope, protocolScope } from './protocols.policy';

type TArgs<I = undefined> = { ctx: TServiceContext; actor: TActor; input: I };

export const PROTOCOL_DOCUMENT_PURPOSE = 'protocol_document';

// ---- who must acknowledge

/**
 * The guards asked to acknowledge a protocol: employed guards of its company who work at one of its posts (the post's
 * primary guard, or a guard of a shift of one of the post's rosters) — the same "works at" as the posts policy.
 */
const requiredGuardIds = (protocolId: SQL | string, companyId: SQL | string): SQL =>
  sql`select u.id from users u where u.company_id = ${companyId} and u.still_employed and u.role = 'security_guard' and (
    u.id in (select p.assigned_guard_id from protocol_posts pp join posts p on p.id = pp.post_id where pp.protocol_id = ${protocolId})
    or u.id in (select rsa.guard_id from protocol_posts pp join rosters r on r.post_id = pp.post_id
      join roster_shifts rs on rs.roster_id = r.id join roster_shift_assignments rsa on rsa.shift_id = rs.id
      where pp.protocol_id = ${protocolId}))`;

const requiredGuards = (db: TDbOrTx, protocol: { id: string; companyId: string }) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.id} in (${requiredGuardIds(protocol.id, protocol.companyId)})`);

const PROTOCOL_ID = sql.raw('"protocols"."id"');
const PROTOCOL_COMPANY = sql.raw('"protocols"."company_id"');
const PROTOCOL_VERSION = sql.raw('"protocols"."current_version"');

// ---- categories

export const listProtocolCategories = async ({ ctx, actor }: TArgs): Promise<TProtocolCategory[]> => {
  const rows = await ctx.db
    .select({
      id: protocolCategories.id,
      name: protocolCategories.name,
      protocolCount: sql<number>`(select count(*)::int from ${protocols} where ${protocols.categoryId} = ${protocolCategories.id})`,
    })
    .from(protocolCategories)
    .where(protocolCategoryScope(actor))
    .orderBy(asc(collated(protocolCategories.name, actor.language)));
  return rows.map((r) => ({ ...r, can: canOnProtocolCategory(actor) }));
};

const staffOnly = (actor: TActor) => {
  if (!isCompanyStaff(actor)) throw Forbidden();
};

const nameTaken = () => ValidationFailed({ name: PROTOCOL_MESSAGES.nameTaken });

const assertCategoryNameFree = async (db: TDbOrTx, companyId: string, name: string, exceptId?: string) => {
  const [row] = await db
    .select({ id: protocolCategories.id })
    .from(protocolCategories)
    .where(
      and(
        eq(protocolCategories.companyId, companyId),
        sql`lower(${protocolCategories.name}) = lower(${name})`,
        exceptId ? sql`${protocolCategories.id} <> ${exceptId}` : undefined,
      ),
    );
  if (row) throw nameTaken();
};

const findCategory = async (db: TDbOrTx, actor: TActor, id: string) => {
  const [row] = await db
    .select()
    .from(protocolCategories)
    .where(and(eq(protocolCategories.id, id), protocolCategoryScope(actor), isCompanyStaff(actor) ? undefined : sql`false`));
  return found(row, 'category');
};

const categoryOut = async (db: TDbOrTx, actor: TActor, id: string): Promise<TProtocolCategory> => {
  const [row] = await db
    .select({
      id: protocolCategories.id,
      name: protocolCategories.name,
      protocolCount: sql<number>`(select count(*)::int from ${protocols} where ${protocols.categoryId} = ${protocolCategories.id})`,
    })
    .from(protocolCategories)
    .where(eq(protocolCategories.id, id));
  return { ...found(row, 'category'), can: canOnProtocolCategory(actor) };
};

export const createProtocolCategory = ({ ctx, actor, input }: TArgs<{ name: string }>) =>
  ctx.db.transaction(async (tx) => {
    staffOnly(actor);
    const companyId = scopeOf(actor).companyForWrite();
    await assertCategoryNameFree(tx, companyId, input.name);
    const [row] = await tx.insert(protocolCategories).values({ companyId, name: input.name }).returning();
    await writeSystemLog(tx, actor, {
      action: 'CREATE',
      entityType: 'protocols',
      entityId: row.id,
      companyId,
      message: { key: 'protocolCategorySaved', params: { name: input.name } },
    });
    return categoryOut(tx, actor, row.id);
  });

export const updateProtocolCategory = ({ ctx, actor, input }: TArgs<{ id: string; name: string }>) =>
  ctx.db.transaction(async (tx) => {
    const category = await findCategory(tx, actor, input.id);
    await assertCategoryNameFree(tx, category.companyId, input.name, category.id);
    await tx.update(protocolCategories).set({ name: input.name }).where(eq(protocolCategories.id, category.id));
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'protocols',
      entityId: category.id,
      companyId: category.companyId,
      message: { key: 'protocolCategorySaved', params: { name: input.name } },
    });
    return categoryOut(tx, actor, category.id);
  });

export const deleteProtocolCategory = ({ ctx, actor, input }: TArgs<{ id: string }>) =>
  ctx.db.transaction(async (tx) => {
    const category = await findCategory(tx, actor, input.id);
    const [used] = await tx.select({ id: protocols.id }).from(protocols).where(eq(protocols.categoryId, category.id)).limit(1);
    if (used) throw FieldConflict('PROTOCOL_CATEGORY_IN_USE', { name: PROTOCOL_MESSAGES.categoryInUse });
    await tx.delete(protocolCategories).where(eq(protocolCategories.id, category.id));
    await writeSystemLog(tx, actor, {
      action: 'DELETE',
      entityType: 'protocols',
      entityId: category.id,
      companyId: category.companyId,
      message: { key: 'protocolCategoryDeleted', params: { name: category.name } },
    });
  });

// ---- protocols: reading

const iso = (d: Date | null) => (d ? d.toISOString() : null);

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

const findProtocol = async (db: TDbOrTx, actor: TActor, id: string) => {
  const [row] = await db
    .select()
    .from(protocols)
    .where(and(eq(protocols.id, id), protocolScope(actor)));
  return found(row, 'protocol');
};

/** A protocol the actor may change: staff only (others get 404, as for another tenant's row). */
const findProtocolForWrite = async (db: TDbOrTx, actor: TActor, id: string) => {
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

export const publishProtocol = async ({ ctx, actor, input }: TArgs<{ id: string; note: string | null }>) => {
  await ctx.db.transaction(async (tx) => {
    const protocol = await findProtocolForWrite(tx, actor, input.id);
    // One publication at a time per protocol: the row lock orders concurrent publishes.
    await tx.execute(sql`select 1 from protocols where id = ${protocol.id} for update`);
    const [{ next }] = await tx
      .select({ next: sql<number>`coalesce(max(${protocolVersions.version}), 0)::int + 1` })
      .from(protocolVersions)
      .where(eq(protocolVersions.protocolId, protocol.id));
    const now = new Date();
    await tx.insert(protocolVersions).values({
      companyId: protocol.companyId,
      protocolId: protocol.id,
      version: next,
      title: protocol.title,
      body: protocol.body,
      note: input.note,
      publishedBy: actor.userId,
      publishedAt: now,
    });
    await tx.update(protocols).set({ currentVersion: next, publishedAt: now, draftChangedAt: null }).where(eq(protocols.id, protocol.id));
    const guards = await requiredGuards(tx, protocol);
    await notify(tx, {
      companyId: protocol.companyId,
      recipientIds: guards.map((g) => g.id),
      kind: 'protocol.published',
      type: 'system',
      priority: 'high',
      params: { title: protocol.title, version: next },
      link: `/protocols?protocol=${protocol.id}`,
      source: { entityType: 'protocols', entityId: protocol.id },
      dedupeKey: `protocol.published:${protocol.id}:${next}`,
    });
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'protocols',
      entityId: protocol.id,
      companyId: protocol.companyId,
      message: { key: 'protocolPublished', params: { title: protocol.title, version: next } },
      details: { version: next, notified: guards.length },
    });
  });
  return getProtocol({ ctx, actor, input: { id: input.id } });
};

export const acknowledgeProtocol = async ({ ctx, actor, input }: TArgs<{ id: string }>) => {
  await ctx.db.transaction(async (tx) => {
    const protocol = await findProtocol(tx, actor, input.id);
    if (protocol.currentVersion === 0) throw Conflict('PROTOCOL_NOT_PUBLISHED', { code: PROTOCOL_MESSAGES.notPublished });
    const asked = await requiredGuards(tx, protocol);
    // Only a guard asked to read it acknowledges (staff and customer admins see it, but are not asked): 404.
    if (!asked.some((g) => g.id === actor.userId)) throw NotFound('protocol');
    const inserted = await tx
      .insert(protocolAcknowledgements)
      .values({ companyId: protocol.companyId, protocolId: protocol.id, version: protocol.currentVersion, userId: actor.userId })
      .onConflictDoNothing()
      .returning({ id: protocolAcknowledgements.id });
    if (!inserted.length) return; // already acknowledged: idempotent
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'protocols',
      entityId: protocol.id,
      companyId: protocol.companyId,
      message: { key: 'protocolAcknowledged', params: { title: protocol.title, version: protocol.currentVersion } },
    });
  });
  return getProtocol({ ctx, actor, input });
};

export const listProtocolAcknowledgements = async ({ ctx, actor, input }: TArgs<{ id: string }>): Promise<TProtocolAcknowledgements> => {
  const protocol = await findProtocolForWrite(ctx.db, actor, input.id);
  const rows = await ctx.db
    .select({
      userId: users.id,
      name: personNameSql(users),
      acknowledgedAt: protocolAcknowledgements.acknowledgedAt,
    })
    .from(users)
    .leftJoin(
      protocolAcknowledgements,
      and(
        eq(protocolAcknowledgements.userId, users.id),
        eq(protocolAcknowledgements.protocolId, protocol.id),
        eq(protocolAcknowledgements.version, protocol.currentVersion),
      ),
    )
    .where(sql`${users.id} in (${requiredGuardIds(protocol.id, protocol.companyId)})`)
    .orderBy(sql`${protocolAcknowledgements.acknowledgedAt} is not null`, asc(collated(users.sortName, actor.language)));
  return {
    version: protocol.currentVersion,
    items: protocol.currentVersion === 0 ? [] : rows.map((r) => ({ ...r, acknowledgedAt: iso(r.acknowledgedAt) })),
  };
};

export const remindProtocol = ({ ctx, actor, input }: TArgs<{ id: string }>) =>
  ctx.db.transaction(async (tx) => {
    const protocol = await findProtocolForWrite(tx, actor, input.id);
    if (protocol.currentVersion === 0) throw Conflict('PROTOCOL_NOT_PUBLISHED', { code: PROTOCOL_MESSAGES.notPublished });
    const missing = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          sql`${users.id} in (${requiredGuardIds(protocol.id, protocol.companyId)})`,
          sql`not exists (select 1 from ${protocolAcknowledgements} where ${protocolAcknowledgements.userId} = ${users.id}
            and ${protocolAcknowledgements.protocolId} = ${protocol.id} and ${protocolAcknowledgements.version} = ${protocol.currentVersion})`,
        ),
      );
    await notify(tx, {
      companyId: protocol.companyId,
      recipientIds: missing.map((m) => m.id),
      kind: 'protocol.reminder',
      type: 'system',
      priority: 'high',
      params: { title: protocol.title, version: protocol.currentVersion },
      link: `/protocols?protocol=${protocol.id}`,
      source: { entityType: 'protocols', entityId: protocol.id },
    });
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'protocols',
      entityId: protocol.id,
      companyId: protocol.companyId,
      message: { key: 'protocolReminded', params: { title: protocol.title, count: missing.length } },
    });
    return { reminded: missing.length };
  });

// ---- documents

export const uploadProtocolDocuments = async ({ ctx, actor, input }: TArgs<{ id: string; upload: TReceivedUpload }>) => {
  const protocol = await findProtocolForWrite(ctx.db, actor, input.id);
  await storeFiles(
    {
      ctx,
      actor,
      companyId: protocol.companyId,
      uploads: input.upload.files,
      purpose: PROTOCOL_DOCUMENT_PURPOSE,
      subjectId: protocol.id,
    },
    async (tx, rows) => {
      if (rows.length) {
        await tx
          .insert(protocolDocuments)
          .values(
            rows.map((file) => ({ companyId: protocol.companyId, protocolId: protocol.id, title: file.originalName, fileId: file.id })),
          );
      }
      for (const file of rows) {
        await writeSystemLog(tx, actor, {
          action: 'UPDATE',
          entityType: 'protocols',
          entityId: protocol.id,
          companyId: protocol.companyId,
          message: { key: 'protocolDocumentAdded', params: { title: protocol.title, document: file.originalName } },
        });
      }
    },
  );
  return getProtocol({ ctx, actor, input: { id: protocol.id } });
};

/** A supporting document of the protocol (its id is the protocol_documents row's). */
const findDocument = async (db: TDbOrTx, protocol: { id: string; companyId: string }, documentId: string) => {
  const [row] = await db
    .select({ document: protocolDocuments, file: files })
    .from(protocolDocuments)
    .innerJoin(files, eq(files.id, protocolDocuments.fileId))
    .where(
      and(
        eq(protocolDocuments.id, documentId),
        eq(protocolDocuments.protocolId, protocol.id),
        eq(protocolDocuments.companyId, protocol.companyId),
      ),
    );
  return found(row, 'file');
};

export const removeProtocolDocument = async ({ ctx, actor, input }: TArgs<{ id: string; fileId: string }>) => {
  const keys = await ctx.db.transaction(async (tx) => {
    const protocol = await findProtocolForWrite(tx, actor, input.id);
    const { document, file } = await findDocument(tx, protocol, input.fileId);
    await tx.delete(protocolDocuments).where(eq(protocolDocuments.id, document.id));
    const removed = await deleteFileRows(tx, [file.id]);
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'protocols',
      entityId: protocol.id,
      companyId: protocol.companyId,
      message: { key: 'protocolDocumentRemoved', params: { title: protocol.title, document: file.originalName } },
    });
    return removed;
  });
  await deleteStoredObjects(ctx, keys);
  return getProtocol({ ctx, actor, input: { id: input.id } });
};

export const openProtocolDocument = async ({ ctx, actor, input }: TArgs<{ id: string; fileId: string }>) => {
  const protocol = await findProtocol(ctx.db, actor, input.id);
  return openStoredFile(ctx, (await findDocument(ctx.db, protocol, input.fileId)).file);
};
