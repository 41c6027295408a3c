// Novelties: short shift log entries a guard writes during a shift (time, post, shift, text, photos), shown as a
// timeline per post and per shift. Scoped by incidents.policy.ts (noveltyScope).
import { MAX_NOVELTY_PHOTOS, type TNovelty, type TNoveltyInputParsed, type TNoveltyPage } from '@centinela/shared/contracts/incidents';
import { INCIDENT_MESSAGES } from '@centinela/shared/contracts/incidents';
import { occurrenceIdOf, parseOccurrenceId } from '@centinela/shared/contracts/shifts';
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { customerCompanies, files, novelties, posts, users } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { found, where } from '../../platform/access/scope';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { Forbidden, ValidationFailed } from '../../platform/errors';
import { matchesSearch } from '../../platform/search/search';
import { claimStagedFiles } from '../../platform/attachments/attachments';
import { idempotentCreate } from '../../platform/attachments/idempotency';
import { attachFiles } from '../../platform/attachments/attach';
import { openStoredFile } from '../../platform/storage/files.service';
import type { TReceivedUpload } from '../../platform/storage/uploads';
import { personNameSql } from '../posts/posts.queries';
import {
  attachmentCountSql,
  beforeCursor,
  decodeCursor,
  encodeCursor,
  findAttachment,
  rangeInstants,
  resolvePlacement,
} from './incidents.common';
import { canOnNovelty, isGuard, noveltyScope } from './incidents.policy';
import { companyTimeZone } from '../companies/companies.queries';

type TArgs<I = undefined> = { ctx: TServiceContext; actor: TActor; input: I };

export const NOVELTY_PHOTO_PURPOSE = 'novelty_photo';

export type TNoveltyFilters = {
  from?: string;
  to?: string;
  customerCompanyId?: string;
  postId?: string;
  guardId?: string;
  occurrenceId?: string;
  search?: string;
};

const selectNovelties = (db: TDbOrTx) =>
  db
    .select({
      novelty: novelties,
      postName: posts.name,
      customerName: customerCompanies.name,
      guardName: sql<string | null>`case when ${users.id} is null then null else ${personNameSql(users)} end`,
    })
    .from(novelties)
    .innerJoin(posts, eq(posts.id, novelties.postId))
    .leftJoin(customerCompanies, eq(customerCompanies.id, novelties.customerCompanyId))
    .leftJoin(users, eq(users.id, novelties.guardId));

type TNoveltyRow = Awaited<ReturnType<ReturnType<typeof selectNovelties>['where']>>[number];

const toNovelties = async (db: TDbOrTx, rows: TNoveltyRow[], actor: TActor): Promise<TNovelty[]> => {
  const ids = rows.map((r) => r.novelty.id);
  const photos = ids.length
    ? await db
        .select({
          id: files.id,
          subjectId: files.subjectId,
          originalName: files.originalName,
          contentType: files.contentType,
          size: files.size,
        })
        .from(files)
        .where(and(inArray(files.subjectId, ids), eq(files.purpose, NOVELTY_PHOTO_PURPOSE)))
        .orderBy(files.createdAt)
    : [];
  return rows.map(({ novelty: n, postName, customerName, guardName }) => ({
    id: n.id,
    postId: n.postId,
    postName,
    customerCompanyId: n.customerCompanyId,
    customerName: customerName ?? null,
    occurrenceId: n.shiftId && n.occurrenceDate ? occurrenceIdOf(n.shiftId, n.occurrenceDate) : null,
    guardId: n.guardId,
    guardName: guardName ?? null,
    occurredAt: n.occurredAt.toISOString(),
    text: n.text,
    photos: photos
      .filter((p) => p.subjectId === n.id)
      .map((p) => ({
        id: p.id,
        originalName: p.originalName,
        contentType: p.contentType,
        size: Number(p.size),
        url: `/api/novelties/${n.id}/attachments/${p.id}`,
      })),
    createdAt: n.createdAt.toISOString(),
    can: canOnNovelty(actor, n),
  }));
};

export const noveltyFilterSql = async (db: TDbOrTx, actor: TActor, f: TNoveltyFilters) => {
  const zone = await companyTimeZone(db, actor.companyId);
  const { fromAt, toAt } = rangeInstants(f.from, f.to, zone);
  const occurrence = f.occurrenceId ? parseOccurrenceId(f.occurrenceId) : null;
  if (f.occurrenceId && !occurrence) throw ValidationFailed({ occurrenceId: 'shifts:validation.occurrenceId' });
  return where(
    noveltyScope(actor),
    fromAt ? gte(novelties.occurredAt, fromAt) : undefined,
    toAt ? lt(novelties.occurredAt, toAt) : undefined,
    f.customerCompanyId ? eq(novelties.customerCompanyId, f.customerCompanyId) : undefined,
    f.postId ? eq(novelties.postId, f.postId) : undefined,
    f.guardId ? eq(novelties.guardId, f.guardId) : undefined,
    occurrence ? and(eq(novelties.shiftId, occurrence.shiftId), eq(novelties.occurrenceDate, occurrence.date)) : undefined,
    matchesSearch(f.search, novelties.searchText),
  );
};

export const listNovelties = async ({
  ctx,
  actor,
  input,
}: TArgs<TNoveltyFilters & { cursor?: string; pageSize: number }>): Promise<TNoveltyPage> => {
  const cursor = decodeCursor(input.cursor);
  const rows = await selectNovelties(ctx.db)
    .where(where(await noveltyFilterSql(ctx.db, actor, input), beforeCursor(novelties.occurredAt, novelties.id, cursor)))
    .orderBy(desc(novelties.occurredAt), desc(novelties.id))
    .limit(input.pageSize + 1);
  const page = rows.slice(0, input.pageSize);
  const last = page[page.length - 1];
  return {
    items: await toNovelties(ctx.db, page, actor),
    nextCursor: rows.length > input.pageSize && last ? encodeCursor(last.novelty.occurredAt, last.novelty.id) : null,
  };
};

export const reportNovelties = async (ctx: TServiceContext, actor: TActor, f: TNoveltyFilters, limit: number) => {
  const condition = await noveltyFilterSql(ctx.db, actor, f);
  const [rows, byPost] = await Promise.all([
    selectNovelties(ctx.db).where(condition).orderBy(desc(novelties.occurredAt), desc(novelties.id)).limit(limit),
    ctx.db
      .select({ key: novelties.postId, label: posts.name, count: sql<number>`count(*)::int` })
      .from(novelties)
      .innerJoin(posts, eq(posts.id, novelties.postId))
      .where(condition)
      .groupBy(novelties.postId, posts.name)
      .orderBy(desc(sql`count(*)`)),
  ]);
  return { items: await toNovelties(ctx.db, rows, actor), byPost, total: byPost.reduce((s, r) => s + Number(r.count), 0) };
};

const findNovelty = async (db: TDbOrTx, actor: TActor, id: string) => {
  const [row] = await db
    .select()
    .from(novelties)
    .where(and(eq(novelties.id, id), noveltyScope(actor)))
    .limit(1);
  return found(row, 'novelty');
};

export const getNovelty = async ({ ctx, actor, input }: TArgs<{ id: string }>): Promise<TNovelty> => {
  const [row] = await selectNovelties(ctx.db)
    .where(and(eq(novelties.id, input.id), noveltyScope(actor)))
    .limit(1);
  return (await toNovelties(ctx.db, [found(row, 'novelty')], actor))[0];
};

/** Writes the novelty with its staged photos in one transaction; with an idempotency key a retry answers the first. */
export const createNovelty = async ({
  ctx,
  actor,
  input,
  idempotencyKey = null,
}: TArgs<TNoveltyInputParsed> & { idempotencyKey?: string | null }): Promise<TNovelty> => {
  const { id } = await idempotentCreate(ctx, actor, { scope: 'novelties.create', key: idempotencyKey }, async (tx) => {
    const place = await resolvePlacement(tx, actor, input);
    const [row] = await tx
      .insert(novelties)
      .values({
        companyId: place.companyId,
        customerCompanyId: place.customerCompanyId,
        postId: place.postId,
        shiftId: place.shiftId,
        occurrenceDate: place.occurrenceDate,
        guardId: isGuard(actor) ? actor.userId : null,
        occurredAt: new Date(input.occurredAt),
        text: input.text,
      })
      .returning({ id: novelties.id });
    await writeSystemLog(tx, actor, {
      action: 'CREATE',
      entityType: 'incidents',
      entityId: row.id,
      companyId: place.companyId,
      message: { key: 'noveltyCreated', params: { post: place.postName } },
    });
    await claimStagedFiles(tx, actor, { target: 'novelty', fileIds: input.attachmentIds, companyId: place.companyId, subjectId: row.id });
    return row.id;
  });
  return getNovelty({ ctx, actor, input: { id } });
};

export const updateNovelty = async ({
  ctx,
  actor,
  input,
}: TArgs<{ id: string; data: { occurredAt?: string; text?: string } }>): Promise<TNovelty> => {
  await ctx.db.transaction(async (tx) => {
    const row = await findNovelty(tx, actor, input.id);
    if (!canOnNovelty(actor, row).update) throw Forbidden();
    if (input.data.occurredAt === undefined && input.data.text === undefined)
      throw ValidationFailed({ _: 'apiErrors:fields.nothingToUpdate' });
    await tx
      .update(novelties)
      .set({
        ...(input.data.text !== undefined ? { text: input.data.text } : {}),
        ...(input.data.occurredAt !== undefined ? { occurredAt: new Date(input.data.occurredAt) } : {}),
      })
      .where(eq(novelties.id, row.id));
    const [post] = await tx.select({ name: posts.name }).from(posts).where(eq(posts.id, row.postId));
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'incidents',
      entityId: row.id,
      companyId: row.companyId,
      message: { key: 'noveltyUpdated', params: { post: post?.name ?? '' } },
    });
  });
  return getNovelty({ ctx, actor, input: { id: input.id } });
};

const photoCount = async (db: TDbOrTx, id: string) =>
  Number(
    (
      await db
        .select({ n: attachmentCountSql(novelties.id, NOVELTY_PHOTO_PURPOSE) })
        .from(novelties)
        .where(eq(novelties.id, id))
    )[0]?.n ?? 0,
  );

export const uploadNoveltyPhotos = async ({ ctx, actor, input }: TArgs<{ id: string; upload: TReceivedUpload }>): Promise<TNovelty> => {
  const row = await findNovelty(ctx.db, actor, input.id);
  if (!canOnNovelty(actor, row).attach) throw Forbidden();
  const limitError = (existing: number) =>
    ValidationFailed(
      { file: INCIDENT_MESSAGES.attachmentLimit },
      {
        max: MAX_NOVELTY_PHOTOS,
        existing,
      },
    );
  const [post] = await ctx.db.select({ name: posts.name }).from(posts).where(eq(posts.id, row.postId));
  await attachFiles({
    ctx,
    actor,
    record: { companyId: row.companyId, subjectId: row.id, purpose: NOVELTY_PHOTO_PURPOSE },
    uploads: input.upload.files,
    limit: { max: MAX_NOVELTY_PHOTOS, count: (db) => photoCount(db, row.id), refuse: limitError },
    recheck: (tx) => tx.select({ id: novelties.id }).from(novelties).where(eq(novelties.id, row.id)).for('update'),
    log: () => ({
      action: 'UPDATE',
      entityType: 'incidents',
      entityId: row.id,
      companyId: row.companyId,
      message: { key: 'noveltyUpdated', params: { post: post?.name ?? '' } },
    }),
  });
  return getNovelty({ ctx, actor, input: { id: row.id } });
};

export const openNoveltyPhoto = async ({ ctx, actor, input }: TArgs<{ id: string; fileId: string }>) => {
  const row = await findNovelty(ctx.db, actor, input.id);
  return openStoredFile(ctx, await findAttachment(ctx.db, row.id, NOVELTY_PHOTO_PURPOSE, input.fileId));
};
