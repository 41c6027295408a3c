// The wiki: pages in a tree with sanitised rich text, a folded search text (accents and case ignored), revisions with
// restore, per-role visibility and attachments (storage module). Scoped by wiki.policy.ts.
import type {
  TWikiMoveInput,
  TWikiPage,
  TWikiPageInputParsed,
  TWikiPageSummary,
  TWikiRevision,
  TWikiVisibleRole,
} from '@centinela/shared/contracts/wiki';
import { WIKI_MESSAGES } from '@centinela/shared/contracts/wiki';
import { foldSearchText } from '@centinela/shared/rules/search-text';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { collated } from '../../db/collation';
import type { TDbOrTx } from '../../db/client';
import { files, users, wikiPageAttachments, wikiPageRevisions, wikiPages } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { found, scopeOf } from '../../platform/access/scope';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { Conflict, NotFound, ValidationFailed } from '../../platform/errors';
import { richHtmlToText, sanitizeRichHtml } from '../../platform/rich-text/rich-html';
import { matchesSearch, searchWords } from '../../platform/search/search';
import { attachFiles } from '../../platform/attachments/attach';
import { deleteFileRows, deleteStoredObjects, openStoredFile } from '../../platform/storage/files.service';
import type { TReceivedUpload } from '../../platform/storage/uploads';
import { personNameSql } from '../posts/posts.queries';
import { canOnWikiPage, managesWiki, wikiPageScope } from './wiki.policy';

type TArgs<I = undefined> = { ctx: TServiceContext; actor: TActor; input: I };
type TPageRow = typeof wikiPages.$inferSelect;

const searchTextOf = (title: string, body: string) => foldSearchText(`${title} ${richHtmlToText(body)}`);

/** A short piece of the page's text around the first word found. */
const snippetOf = (body: string, words: string[]) => {
  const text = richHtmlToText(body).replace(/\s+/g, ' ');
  const folded = foldSearchText(text);
  const at = Math.max(0, Math.min(...words.map((w) => folded.indexOf(w)).filter((i) => i >= 0), folded.length));
  const start = Math.max(0, at - 60);
  const piece = text.slice(start, start + 160);
  return `${start > 0 ? '…' : ''}${piece}${start + 160 < text.length ? '…' : ''}`;
};

const toSummary = (row: TPageRow, snippet: string | null = null): TWikiPageSummary => ({
  id: row.id,
  parentId: row.parentId,
  position: row.position,
  title: row.title,
  visibleRoles: row.visibleRoles as TWikiVisibleRole[],
  updatedAt: row.updatedAt.toISOString(),
  snippet,
});

export const listWikiPages = async ({ ctx, actor, input }: TArgs<{ search?: string }>): Promise<TWikiPageSummary[]> => {
  const words = searchWords(input.search);
  const rows = await ctx.db
    .select()
    .from(wikiPages)
    .where(and(wikiPageScope(actor), matchesSearch(input.search, wikiPages.searchText)))
    .orderBy(words.length ? asc(collated(wikiPages.title, actor.language)) : asc(wikiPages.position), asc(wikiPages.createdAt))
    .limit(words.length ? 100 : 2000);
  return rows.map((r) => toSummary(r, words.length ? snippetOf(r.body, words) : null));
};

const findPage = async (db: TDbOrTx, actor: TActor, id: string) => {
  const [row] = await db
    .select()
    .from(wikiPages)
    .where(and(eq(wikiPages.id, id), wikiPageScope(actor)));
  return found(row, 'page');
};

/** A page the actor may change: wiki managers only (others get 404, like another tenant's page). */
const findPageForWrite = async (db: TDbOrTx, actor: TActor, id: string) => {
  if (!managesWiki(actor)) throw NotFound('page');
  return findPage(db, actor, id);
};

const ancestorsOf = async (db: TDbOrTx, page: { id: string; companyId: string }) => {
  const result = await db.execute(sql`with recursive up(id, parent_id, title, depth) as (
      select id, parent_id, title, 0 from wiki_pages where id = ${page.id} and company_id = ${page.companyId}
      union all
      select p.id, p.parent_id, p.title, up.depth + 1 from wiki_pages p join up on p.id = up.parent_id where up.depth < 50)
    select id, title, depth from up where id <> ${page.id} order by depth desc`);
  return (result as unknown as { rows: { id: string; title: string }[] }).rows.map((r) => ({ id: r.id, title: r.title }));
};

export const getWikiPage = async ({ ctx, actor, input }: TArgs<{ id: string }>): Promise<TWikiPage> => {
  const [row] = await ctx.db
    .select({
      page: wikiPages,
      updatedByName: sql<string | null>`case when ${users.id} is null then null else ${personNameSql(users)} end`,
    })
    .from(wikiPages)
    .leftJoin(users, eq(users.id, wikiPages.updatedBy))
    .where(and(eq(wikiPages.id, input.id), wikiPageScope(actor)));
  const { page, updatedByName } = found(row, 'page');
  const attachments = await ctx.db
    .select({ id: wikiPageAttachments.id, title: wikiPageAttachments.title, file: files })
    .from(wikiPageAttachments)
    .innerJoin(files, eq(files.id, wikiPageAttachments.fileId))
    .where(and(eq(wikiPageAttachments.pageId, page.id), eq(wikiPageAttachments.companyId, page.companyId)))
    .orderBy(asc(wikiPageAttachments.createdAt));
  return {
    ...toSummary(page),
    body: page.body,
    revision: page.revision,
    updatedByName,
    breadcrumbs: await ancestorsOf(ctx.db, page),
    attachments: attachments.map((a) => ({
      id: a.id,
      name: a.title,
      contentType: a.file.contentType,
      size: a.file.size,
      uploadedAt: a.file.createdAt.toISOString(),
    })),
    can: canOnWikiPage(actor),
  };
};

/** The parent must be a page of the same company (404 otherwise). */
const assertParent = async (db: TDbOrTx, companyId: string, parentId: string | null) => {
  if (!parentId) return;
  const [row] = await db
    .select({ id: wikiPages.id })
    .from(wikiPages)
    .where(and(eq(wikiPages.id, parentId), eq(wikiPages.companyId, companyId)));
  found(row, 'page');
};

const siblingsOf = (db: TDbOrTx, companyId: string, parentId: string | null) =>
  db
    .select({ id: wikiPages.id })
    .from(wikiPages)
    .where(and(eq(wikiPages.companyId, companyId), parentId ? eq(wikiPages.parentId, parentId) : isNull(wikiPages.parentId)))
    .orderBy(asc(wikiPages.position), asc(wikiPages.createdAt));

const renumber = async (db: TDbOrTx, ids: string[]) => {
  for (const [position, id] of ids.entries()) await db.update(wikiPages).set({ position }).where(eq(wikiPages.id, id));
};

export const createWikiPage = async ({ ctx, actor, input }: TArgs<TWikiPageInputParsed>) => {
  const id = await ctx.db.transaction(async (tx) => {
    if (!managesWiki(actor)) throw NotFound('page');
    const companyId = scopeOf(actor).companyForWrite();
    await assertParent(tx, companyId, input.parentId);
    const body = sanitizeRichHtml(input.body);
    const position = (await siblingsOf(tx, companyId, input.parentId)).length;
    const [row] = await tx
      .insert(wikiPages)
      .values({
        companyId,
        parentId: input.parentId,
        position,
        title: input.title,
        body,
        visibleRoles: input.visibleRoles,
        searchText: searchTextOf(input.title, body),
        updatedBy: actor.userId,
      })
      .returning({ id: wikiPages.id });
    await tx.insert(wikiPageRevisions).values({ companyId, pageId: row.id, revision: 1, title: input.title, body, editedBy: actor.userId });
    await writeSystemLog(tx, actor, {
      action: 'CREATE',
      entityType: 'wiki',
      entityId: row.id,
      companyId,
      message: { key: 'wikiPageCreated', params: { title: input.title } },
    });
    return row.id;
  });
  return getWikiPage({ ctx, actor, input: { id } });
};

/** Saves a new text as the next revision (nothing when title and text did not change). */
const saveRevision = async (tx: TDbOrTx, actor: TActor, page: TPageRow, title: string, body: string, extra: Partial<TPageRow> = {}) => {
  const isChanged = title !== page.title || body !== page.body;
  const revision = isChanged ? page.revision + 1 : page.revision;
  await tx
    .update(wikiPages)
    .set({ title, body, searchText: searchTextOf(title, body), revision, updatedBy: actor.userId, ...extra })
    .where(eq(wikiPages.id, page.id));
  if (isChanged) {
    await tx
      .insert(wikiPageRevisions)
      .values({ companyId: page.companyId, pageId: page.id, revision, title, body, editedBy: actor.userId });
  }
  return revision;
};

export const updateWikiPage = async ({
  ctx,
  actor,
  input,
}: TArgs<{ id: string; data: { title: string; body: string; visibleRoles: TWikiVisibleRole[] } }>) => {
  await ctx.db.transaction(async (tx) => {
    const page = await findPageForWrite(tx, actor, input.id);
    await saveRevision(tx, actor, page, input.data.title, sanitizeRichHtml(input.data.body), { visibleRoles: input.data.visibleRoles });
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'wiki',
      entityId: page.id,
      companyId: page.companyId,
      message: { key: 'wikiPageUpdated', params: { title: input.data.title } },
    });
  });
  return getWikiPage({ ctx, actor, input: { id: input.id } });
};

export const moveWikiPage = async ({ ctx, actor, input }: TArgs<{ id: string; data: TWikiMoveInput & { parentId: string | null } }>) => {
  await ctx.db.transaction(async (tx) => {
    const page = await findPageForWrite(tx, actor, input.id);
    const { parentId, position } = input.data;
    await assertParent(tx, page.companyId, parentId);
    if (parentId) {
      // Never under itself or one of its own descendants.
      const chain = [...(await ancestorsOf(tx, { id: parentId, companyId: page.companyId })).map((a) => a.id), parentId];
      if (chain.includes(page.id)) {
        throw ValidationFailed({ parentId: WIKI_MESSAGES.cycle });
      }
    }
    const oldSiblings = (await siblingsOf(tx, page.companyId, page.parentId)).map((s) => s.id).filter((id) => id !== page.id);
    await tx.update(wikiPages).set({ parentId }).where(eq(wikiPages.id, page.id));
    const newSiblings = (await siblingsOf(tx, page.companyId, parentId)).map((s) => s.id).filter((id) => id !== page.id);
    newSiblings.splice(Math.min(position, newSiblings.length), 0, page.id);
    if (page.parentId !== parentId) await renumber(tx, oldSiblings);
    await renumber(tx, newSiblings);
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'wiki',
      entityId: page.id,
      companyId: page.companyId,
      message: { key: 'wikiPageMoved', params: { title: page.title } },
    });
  });
  return getWikiPage({ ctx, actor, input: { id: input.id } });
};

export const deleteWikiPage = async ({ ctx, actor, input }: TArgs<{ id: string }>) => {
  const keys = await ctx.db.transaction(async (tx) => {
    const page = await findPageForWrite(tx, actor, input.id);
    const [child] = await tx.select({ id: wikiPages.id }).from(wikiPages).where(eq(wikiPages.parentId, page.id)).limit(1);
    if (child) throw Conflict('WIKI_PAGE_HAS_CHILDREN', { code: WIKI_MESSAGES.hasChildren });
    const attachments = await tx
      .select({ fileId: wikiPageAttachments.fileId })
      .from(wikiPageAttachments)
      .where(eq(wikiPageAttachments.pageId, page.id));
    await tx.delete(wikiPages).where(eq(wikiPages.id, page.id));
    const removed = await deleteFileRows(
      tx,
      attachments.map((a) => a.fileId),
    );
    await renumber(
      tx,
      (await siblingsOf(tx, page.companyId, page.parentId)).map((s) => s.id),
    );
    await writeSystemLog(tx, actor, {
      action: 'DELETE',
      entityType: 'wiki',
      entityId: page.id,
      companyId: page.companyId,
      message: { key: 'wikiPageDeleted', params: { title: page.title } },
    });
    return removed;
  });
  await deleteStoredObjects(ctx, keys);
};

export const listWikiRevisions = async ({ ctx, actor, input }: TArgs<{ id: string }>): Promise<TWikiRevision[]> => {
  const page = await findPage(ctx.db, actor, input.id);
  const rows = await ctx.db
    .select({
      revision: wikiPageRevisions.revision,
      title: wikiPageRevisions.title,
      body: wikiPageRevisions.body,
      editedAt: wikiPageRevisions.editedAt,
      editedByName: sql<string | null>`case when ${users.id} is null then null else ${personNameSql(users)} end`,
    })
    .from(wikiPageRevisions)
    .leftJoin(users, eq(users.id, wikiPageRevisions.editedBy))
    .where(and(eq(wikiPageRevisions.pageId, page.id), eq(wikiPageRevisions.companyId, page.companyId)))
    .orderBy(desc(wikiPageRevisions.revision))
    .limit(200);
  return rows.map((r) => ({ ...r, editedAt: r.editedAt.toISOString() }));
};

export const restoreWikiRevision = async ({ ctx, actor, input }: TArgs<{ id: string; revision: number }>) => {
  await ctx.db.transaction(async (tx) => {
    const page = await findPageForWrite(tx, actor, input.id);
    const [old] = await tx
      .select()
      .from(wikiPageRevisions)
      .where(and(eq(wikiPageRevisions.pageId, page.id), eq(wikiPageRevisions.revision, input.revision)));
    const revision = found(old, 'revision');
    await saveRevision(tx, actor, page, revision.title, revision.body);
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'wiki',
      entityId: page.id,
      companyId: page.companyId,
      message: { key: 'wikiPageRestored', params: { title: revision.title, revision: revision.revision } },
    });
  });
  return getWikiPage({ ctx, actor, input: { id: input.id } });
};

// ---- attachments

export const uploadWikiAttachments = async ({ ctx, actor, input }: TArgs<{ id: string; upload: TReceivedUpload }>) => {
  const page = await findPageForWrite(ctx.db, actor, input.id);
  await attachFiles({
    ctx,
    actor,
    record: { companyId: page.companyId, subjectId: page.id, purpose: 'wiki_attachment' },
    uploads: input.upload.files,
    link: async (tx, rows) => {
      if (rows.length === 0) return;
      await tx
        .insert(wikiPageAttachments)
        .values(rows.map((file) => ({ companyId: page.companyId, pageId: page.id, title: file.originalName, fileId: file.id })));
    },
    log: (rows) => ({
      action: 'UPDATE',
      entityType: 'wiki',
      entityId: page.id,
      companyId: page.companyId,
      message: { key: 'wikiAttachmentAdded', params: { title: page.title, count: rows.length } },
    }),
  });
  return getWikiPage({ ctx, actor, input: { id: page.id } });
};

const findAttachment = async (db: TDbOrTx, page: { id: string; companyId: string }, attachmentId: string) => {
  const [row] = await db
    .select({ attachment: wikiPageAttachments, file: files })
    .from(wikiPageAttachments)
    .innerJoin(files, eq(files.id, wikiPageAttachments.fileId))
    .where(
      and(
        eq(wikiPageAttachments.id, attachmentId),
        eq(wikiPageAttachments.pageId, page.id),
        eq(wikiPageAttachments.companyId, page.companyId),
      ),
    );
  return found(row, 'file');
};

export const removeWikiAttachment = async ({ ctx, actor, input }: TArgs<{ id: string; fileId: string }>) => {
  const keys = await ctx.db.transaction(async (tx) => {
    const page = await findPageForWrite(tx, actor, input.id);
    const { attachment, file } = await findAttachment(tx, page, input.fileId);
    await tx.delete(wikiPageAttachments).where(eq(wikiPageAttachments.id, attachment.id));
    const removed = await deleteFileRows(tx, [file.id]);
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'wiki',
      entityId: page.id,
      companyId: page.companyId,
      message: { key: 'wikiAttachmentRemoved', params: { title: page.title, name: attachment.title } },
    });
    return removed;
  });
  await deleteStoredObjects(ctx, keys);
  return getWikiPage({ ctx, actor, input: { id: input.id } });
};

export const openWikiAttachment = async ({ ctx, actor, input }: TArgs<{ id: string; fileId: string }>) => {
  const page = await findPage(ctx.db, actor, input.id);
  return openStoredFile(ctx, (await findAttachment(ctx.db, page, input.fileId)).file);
};
