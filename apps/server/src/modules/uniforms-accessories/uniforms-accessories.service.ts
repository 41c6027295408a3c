// Uniforms and accessories: categories, items with stock per size, issues to guards and returns, stock moves.
// Stock never goes below zero: an issue or a negative adjustment is one conditional UPDATE (stock >= quantity), so
// two issues at the same time cannot both take the last unit; when it matches no row, nothing is written (409).
// Categories are in uniforms-accessories.categories.ts, issues and returns in uniforms-accessories.issues.ts.
import {
  UNIFORM_MESSAGES,
  type TUniformItem,
  type TUniformItemInputParsed,
  type TUniformItemPage,
  type TUniformStockMove,
} from '@centinela/shared/contracts/uniforms-accessories';
import { and, asc, count, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { collated } from '../../db/collation';
import type { TDbOrTx } from '../../db/client';
import { uniformCategories, uniformIssues, uniformItemSizes, uniformItems, uniformStockMoves, users } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { found, scopeOf, where } from '../../platform/access/scope';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { Conflict, FieldConflict } from '../../platform/errors';
import { matchesSearch } from '../../platform/search/search';
import { personNameSql } from '../posts/posts.queries';
import { canOnUniformItem, uniformScope } from './uniforms-accessories.policy';

export type TArgs<I = undefined> = { ctx: TServiceContext; actor: TActor; input: I };

// ---- items

const issuedSql = sql<number>`(select coalesce(sum(uq.quantity), 0)::int from uniform_issues uq where uq.item_id = "uniform_items"."id" and uq.returned_on is null)`;
const lowStockSql = sql<boolean>`exists (select 1 from uniform_item_sizes ul where ul.item_id = "uniform_items"."id" and ul.stock <= "uniform_items"."low_stock_threshold")`;

const toItems = async (
  db: TDbOrTx,
  actor: TActor,
  rows: { item: typeof uniformItems.$inferSelect; categoryName: string | null; issued: number }[],
) => {
  const ids = rows.map((r) => r.item.id);
  const sizes = ids.length
    ? await db.select().from(uniformItemSizes).where(inArray(uniformItemSizes.itemId, ids)).orderBy(asc(uniformItemSizes.size))
    : [];
  return rows.map((r): TUniformItem => {
    const own = sizes
      .filter((s) => s.itemId === r.item.id)
      .map((s) => ({ id: s.id, size: s.size, stock: s.stock, isLowStock: s.stock <= r.item.lowStockThreshold }));
    return {
      id: r.item.id,
      categoryId: r.item.categoryId,
      categoryName: r.categoryName,
      name: r.item.name,
      unitCostCents: r.item.unitCostCents,
      lowStockThreshold: r.item.lowStockThreshold,
      sizes: own,
      totalStock: own.reduce((sum, s) => sum + s.stock, 0),
      issuedQuantity: Number(r.issued),
      isLowStock: own.some((s) => s.isLowStock),
      can: canOnUniformItem(actor),
    };
  });
};

const selectItems = (db: TDbOrTx) =>
  db
    .select({ item: uniformItems, categoryName: uniformCategories.name, issued: issuedSql })
    .from(uniformItems)
    .leftJoin(uniformCategories, eq(uniformCategories.id, uniformItems.categoryId));

export const listItems = async ({
  ctx,
  actor,
  input,
}: TArgs<{
  page: number;
  pageSize: number;
  search?: string;
  categoryId?: string;
  lowStock?: 'true' | 'false';
}>): Promise<TUniformItemPage> => {
  const condition = where(
    uniformScope(actor, uniformItems.companyId),
    matchesSearch(input.search, uniformItems.searchText),
    input.categoryId ? eq(uniformItems.categoryId, input.categoryId) : undefined,
    input.lowStock === 'true' ? lowStockSql : input.lowStock === 'false' ? sql`not ${lowStockSql}` : undefined,
  );
  const [rows, [{ n }]] = await Promise.all([
    selectItems(ctx.db)
      .where(condition)
      .orderBy(asc(collated(uniformItems.name, actor.language)), asc(uniformItems.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    ctx.db.select({ n: count() }).from(uniformItems).where(condition),
  ]);
  return { items: await toItems(ctx.db, actor, rows), total: n };
};

export const findItem = async (db: TDbOrTx, actor: TActor, id: string) => {
  const [row] = await db
    .select()
    .from(uniformItems)
    .where(and(eq(uniformItems.id, id), uniformScope(actor, uniformItems.companyId)));
  return found(row, 'item');
};

const loadItem = async (db: TDbOrTx, actor: TActor, id: string): Promise<TUniformItem> => {
  const rows = await selectItems(db).where(eq(uniformItems.id, id));
  const [item] = await toItems(db, actor, rows);
  return found(item, 'item');
};

const assertCategoryOf = async (db: TDbOrTx, companyId: string, categoryId: string | null) => {
  if (!categoryId) return;
  const [row] = await db
    .select({ id: uniformCategories.id })
    .from(uniformCategories)
    .where(and(eq(uniformCategories.id, categoryId), eq(uniformCategories.companyId, companyId)));
  found(row, 'category');
};

export const createItem = ({ ctx, actor, input }: TArgs<TUniformItemInputParsed>) =>
  ctx.db.transaction(async (tx) => {
    const companyId = scopeOf(actor).companyForWrite();
    await assertCategoryOf(tx, companyId, input.categoryId);
    const [item] = await tx
      .insert(uniformItems)
      .values({
        companyId,
        categoryId: input.categoryId,
        name: input.name,
        unitCostCents: input.unitCostCents,
        lowStockThreshold: input.lowStockThreshold,
      })
      .returning({ id: uniformItems.id });
    await tx.insert(uniformItemSizes).values(input.sizes.map((s) => ({ companyId, itemId: item.id, size: s.size, stock: s.stock })));
    const stocked = input.sizes.filter((s) => s.stock > 0);
    if (stocked.length > 0) {
      await tx
        .insert(uniformStockMoves)
        .values(
          stocked.map((s) => ({ companyId, itemId: item.id, size: s.size, delta: s.stock, reason: 'restock', actorId: actor.userId })),
        );
    }
    await writeSystemLog(tx, actor, {
      action: 'CREATE',
      entityType: 'uniforms-accessories',
      entityId: item.id,
      companyId,
      message: { key: 'uniformItemCreated', params: { name: input.name } },
    });
    return loadItem(tx, actor, item.id);
  });

/** Edits the item; sizes not yet there are added with stock 0 (stock changes go through changeStock). */
export const updateItem = ({ ctx, actor, input }: TArgs<{ id: string; data: TUniformItemInputParsed }>) =>
  ctx.db.transaction(async (tx) => {
    const item = await findItem(tx, actor, input.id);
    const { data } = input;
    await assertCategoryOf(tx, item.companyId, data.categoryId);
    await tx
      .update(uniformItems)
      .set({ categoryId: data.categoryId, name: data.name, unitCostCents: data.unitCostCents, lowStockThreshold: data.lowStockThreshold })
      .where(eq(uniformItems.id, item.id));
    const existing = await tx.select().from(uniformItemSizes).where(eq(uniformItemSizes.itemId, item.id));
    const wanted = new Set(data.sizes.map((s) => s.size.toLowerCase()));
    const removed = existing.filter((s) => !wanted.has(s.size.toLowerCase()));
    if (removed.length > 0) {
      const [{ n }] = await tx
        .select({ n: count() })
        .from(uniformIssues)
        .where(
          and(
            inArray(
              uniformIssues.sizeId,
              removed.map((s) => s.id),
            ),
            isNull(uniformIssues.returnedOn),
          ),
        );
      const inUse = removed.filter((s) => s.stock > 0);
      if (n > 0 || inUse.length > 0) {
        throw FieldConflict('UNIFORM_SIZE_IN_USE', { sizes: UNIFORM_MESSAGES.sizeInUse });
      }
      await tx.delete(uniformItemSizes).where(
        inArray(
          uniformItemSizes.id,
          removed.map((s) => s.id),
        ),
      );
    }
    const have = new Set(existing.map((s) => s.size.toLowerCase()));
    const added = data.sizes.filter((s) => !have.has(s.size.toLowerCase()));
    if (added.length > 0) {
      await tx.insert(uniformItemSizes).values(added.map((s) => ({ companyId: item.companyId, itemId: item.id, size: s.size, stock: 0 })));
    }
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'uniforms-accessories',
      entityId: item.id,
      companyId: item.companyId,
      message: { key: 'uniformItemUpdated', params: { name: data.name } },
    });
    return loadItem(tx, actor, item.id);
  });

export const deleteItem = ({ ctx, actor, input }: TArgs<{ id: string }>) =>
  ctx.db.transaction(async (tx) => {
    const item = await findItem(tx, actor, input.id);
    const [{ n }] = await tx
      .select({ n: count() })
      .from(uniformIssues)
      .where(and(eq(uniformIssues.itemId, item.id), isNull(uniformIssues.returnedOn)));
    if (n > 0) throw Conflict('UNIFORM_ITEM_ISSUED', { name: item.name, issued: n });
    await tx.delete(uniformItems).where(eq(uniformItems.id, item.id));
    await writeSystemLog(tx, actor, {
      action: 'DELETE',
      entityType: 'uniforms-accessories',
      entityId: item.id,
      companyId: item.companyId,
      message: { key: 'uniformItemDeleted', params: { name: item.name } },
    });
  });

export const notEnoughStock = (stock: number, size: string, wanted: number) =>
  Conflict('NOT_ENOUGH_STOCK', {
    fieldErrors: { quantity: [UNIFORM_MESSAGES.notEnoughStock] },
    stock,
    size,
    wanted,
  });

/** Adds delta to one size's stock in one statement; a decrement that would go below zero matches nothing (→ 409). */
export const moveStock = async (tx: TDbOrTx, sizeId: string, delta: number) => {
  const [row] = await tx
    .update(uniformItemSizes)
    .set({ stock: sql`${uniformItemSizes.stock} + ${delta}` })
    .where(and(eq(uniformItemSizes.id, sizeId), delta < 0 ? gte(uniformItemSizes.stock, -delta) : undefined))
    .returning({ stock: uniformItemSizes.stock });
  return row ?? null;
};

export const findSize = async (db: TDbOrTx, itemId: string, sizeId: string) => {
  const [size] = await db
    .select()
    .from(uniformItemSizes)
    .where(and(eq(uniformItemSizes.id, sizeId), eq(uniformItemSizes.itemId, itemId)));
  return found(size, 'size');
};

export const changeStock = ({ ctx, actor, input }: TArgs<{ id: string; sizeId: string; delta: number; note: string | null }>) =>
  ctx.db.transaction(async (tx) => {
    const item = await findItem(tx, actor, input.id);
    const size = await findSize(tx, item.id, input.sizeId);
    const moved = await moveStock(tx, size.id, input.delta);
    if (!moved) throw notEnoughStock(size.stock, size.size, -input.delta);
    await tx.insert(uniformStockMoves).values({
      companyId: item.companyId,
      itemId: item.id,
      size: size.size,
      delta: input.delta,
      reason: input.delta > 0 ? 'restock' : 'adjust',
      note: input.note,
      actorId: actor.userId,
    });
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'uniforms-accessories',
      entityId: item.id,
      companyId: item.companyId,
      message: {
        key: 'uniformStockChanged',
        params: { name: item.name, size: size.size, delta: input.delta > 0 ? `+${input.delta}` : input.delta },
      },
    });
    return loadItem(tx, actor, item.id);
  });

export const listMoves = async ({ ctx, actor, input }: TArgs<{ id: string }>): Promise<TUniformStockMove[]> => {
  const item = await findItem(ctx.db, actor, input.id);
  const mover = alias(users, 'mover');
  const moveGuard = alias(users, 'move_guard');
  const rows = await ctx.db
    .select({
      move: uniformStockMoves,
      actorName: sql<string | null>`case when ${mover.id} is null then null else ${personNameSql(mover)} end`,
      guardName: sql<string | null>`case when ${moveGuard.id} is null then null else ${personNameSql(moveGuard)} end`,
    })
    .from(uniformStockMoves)
    .leftJoin(mover, eq(mover.id, uniformStockMoves.actorId))
    .leftJoin(uniformIssues, eq(uniformIssues.id, uniformStockMoves.issueId))
    .leftJoin(moveGuard, eq(moveGuard.id, uniformIssues.guardId))
    .where(eq(uniformStockMoves.itemId, item.id))
    .orderBy(desc(uniformStockMoves.createdAt), desc(uniformStockMoves.id))
    .limit(200);
  return rows.map((r) => ({
    id: r.move.id,
    size: r.move.size,
    delta: r.move.delta,
    reason: r.move.reason as TUniformStockMove['reason'],
    note: r.move.note,
    guardName: r.guardName,
    actorName: r.actorName,
    createdAt: r.move.createdAt.toISOString(),
  }));
};
