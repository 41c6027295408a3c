// Uniforms and accessories: categories, items with stock per size, issues to guards and returns, stock moves.
// Stock never goes below zero: an issue or a negative adjustment is one conditional UPDATE (stock >= quantity), so
// two issues at the same time cannot both take the last unit; when it matches no row, nothing is written (409).
import {
  RESTOCKED_RETURN_CONDITIONS,
  UNIFORM_MESSAGES,
  type TUniformCategory,
  type TUniformIssue,
  type TUniformIssuePage,
  type TUniformItem,
  type TUniformItemInputParsed,
  type TUniformItemPage,
  type TUniformReturnCondition,
  type TUniformStockMove,
} from '@centinela/shared/contracts/uniforms-accessories';
import { MAX_MONEY_CENTS } from '@centinela/shared/rules/money';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { collated } from '../../db/collation';
import type { TDbOrTx } from '../../db/client';
import { uniformCategories, uniformIssues, uniformItemSizes, uniformItems, uniformStockMoves, users } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { guardOfCompany } from '../../platform/access/guard-of-company';
import { found, scopeOf, where } from '../../platform/access/scope';
import { insertDeduction } from '../payroll/payroll-setup.service';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { Conflict, FieldConflict } from '../../platform/errors';
import { matchesSearch } from '../../platform/search/search';
import { personName, personNameSql } from '../posts/posts.queries';
import { canOnUniformCategory, canOnUniformIssue, canOnUniformItem, uniformScope } from './uniforms-accessories.policy';

type TArgs<I = undefined> = { ctx: TServiceContext; actor: TActor; input: I };

// ---- categories

const itemCountSql = sql<number>`(select count(*)::int from uniform_items ui where ui.category_id = "uniform_categories"."id")`;

export const listCategories = async ({ ctx, actor }: TArgs): Promise<TUniformCategory[]> => {
  const rows = await ctx.db
    .select({ id: uniformCategories.id, name: uniformCategories.name, itemCount: itemCountSql })
    .from(uniformCategories)
    .where(uniformScope(actor, uniformCategories.companyId))
    .orderBy(asc(collated(uniformCategories.name, actor.language)));
  return rows.map((r) => ({ ...r, itemCount: Number(r.itemCount), can: canOnUniformCategory(actor) }));
};

const findCategory = async (db: TDbOrTx, actor: TActor, id: string) => {
  const [row] = await db
    .select()
    .from(uniformCategories)
    .where(and(eq(uniformCategories.id, id), uniformScope(actor, uniformCategories.companyId)));
  return found(row, 'category');
};

const assertCategoryNameFree = async (db: TDbOrTx, companyId: string, name: string, exceptId?: string) => {
  const [row] = await db
    .select({ id: uniformCategories.id })
    .from(uniformCategories)
    .where(and(eq(uniformCategories.companyId, companyId), sql`lower(${uniformCategories.name}) = lower(${name})`));
  if (row && row.id !== exceptId) {
    throw FieldConflict('UNIFORM_CATEGORY_NAME_TAKEN', { name: UNIFORM_MESSAGES.nameTaken }, { name });
  }
};

const loadCategory = async (db: TDbOrTx, actor: TActor, id: string): Promise<TUniformCategory> => {
  const [row] = await db
    .select({ id: uniformCategories.id, name: uniformCategories.name, itemCount: itemCountSql })
    .from(uniformCategories)
    .where(eq(uniformCategories.id, id));
  return { ...row, itemCount: Number(row.itemCount), can: canOnUniformCategory(actor) };
};

export const createCategory = ({ ctx, actor, input }: TArgs<{ name: string }>) =>
  ctx.db.transaction(async (tx) => {
    const companyId = scopeOf(actor).companyForWrite();
    await assertCategoryNameFree(tx, companyId, input.name);
    const [row] = await tx.insert(uniformCategories).values({ companyId, name: input.name }).returning({ id: uniformCategories.id });
    await writeSystemLog(tx, actor, {
      action: 'CREATE',
      entityType: 'uniforms-accessories',
      entityId: row.id,
      companyId,
      message: { key: 'uniformCategoryCreated', params: { name: input.name } },
    });
    return loadCategory(tx, actor, row.id);
  });

export const updateCategory = ({ ctx, actor, input }: TArgs<{ id: string; name: string }>) =>
  ctx.db.transaction(async (tx) => {
    const category = await findCategory(tx, actor, input.id);
    await assertCategoryNameFree(tx, category.companyId, input.name, category.id);
    await tx.update(uniformCategories).set({ name: input.name }).where(eq(uniformCategories.id, category.id));
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'uniforms-accessories',
      entityId: category.id,
      companyId: category.companyId,
      message: { key: 'uniformCategoryUpdated', params: { name: input.name } },
    });
    return loadCategory(tx, actor, category.id);
  });

export const deleteCategory = ({ ctx, actor, input }: TArgs<{ id: string }>) =>
  ctx.db.transaction(async (tx) => {
    const category = await findCategory(tx, actor, input.id);
    await tx.delete(uniformCategories).where(eq(uniformCategories.id, category.id));
    await writeSystemLog(tx, actor, {
      action: 'DELETE',
      entityType: 'uniforms-accessories',
      entityId: category.id,
      companyId: category.companyId,
      message: { key: 'uniformCategoryDeleted', params: { name: category.name } },
    });
  });

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

const findItem = async (db: TDbOrTx, actor: TActor, id: string) => {
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

const notEnoughStock = (stock: number, size: string, wanted: number) =>
  Conflict('NOT_ENOUGH_STOCK', {
    fieldErrors: { quantity: [UNIFORM_MESSAGES.notEnoughStock] },
    stock,
    size,
    wanted,
  });

/** Adds delta to one size's stock in one statement; a decrement that would go below zero matches nothing (→ 409). */
const moveStock = async (tx: TDbOrTx, sizeId: string, delta: number) => {
  const [row] = await tx
    .update(uniformItemSizes)
    .set({ stock: sql`${uniformItemSizes.stock} + ${delta}` })
    .where(and(eq(uniformItemSizes.id, sizeId), delta < 0 ? gte(uniformItemSizes.stock, -delta) : undefined))
    .returning({ stock: uniformItemSizes.stock });
  return row ?? null;
};

const findSize = async (db: TDbOrTx, itemId: string, sizeId: string) => {
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

// ---- issues

const selectIssues = (db: TDbOrTx) =>
  db
    .select({
      issue: uniformIssues,
      itemName: uniformItems.name,
      unitCostCents: uniformItems.unitCostCents,
      size: uniformItemSizes.size,
      guard: { name: users.name, lastName: users.lastName, email: users.email },
    })
    .from(uniformIssues)
    .innerJoin(uniformItems, eq(uniformItems.id, uniformIssues.itemId))
    .innerJoin(uniformItemSizes, eq(uniformItemSizes.id, uniformIssues.sizeId))
    .innerJoin(users, eq(users.id, uniformIssues.guardId));

type TIssueRow = Awaited<ReturnType<ReturnType<typeof selectIssues>['where']>>[number];

const toIssue = (row: TIssueRow, actor: TActor): TUniformIssue => ({
  id: row.issue.id,
  itemId: row.issue.itemId,
  itemName: row.itemName,
  size: row.size,
  guardId: row.issue.guardId,
  guardName: personName(row.guard),
  quantity: row.issue.quantity,
  issuedOn: row.issue.issuedOn,
  condition: row.issue.condition as TUniformIssue['condition'],
  returnedOn: row.issue.returnedOn,
  returnCondition: row.issue.returnCondition as TUniformReturnCondition | null,
  unitCostCents: row.unitCostCents,
  can: canOnUniformIssue(actor, row.issue),
});

export const listIssues = async ({
  ctx,
  actor,
  input,
}: TArgs<{
  page: number;
  pageSize: number;
  guardId?: string;
  itemId?: string;
  status: 'open' | 'returned' | 'all';
}>): Promise<TUniformIssuePage> => {
  const condition = where(
    uniformScope(actor, uniformIssues.companyId),
    input.guardId ? eq(uniformIssues.guardId, input.guardId) : undefined,
    input.itemId ? eq(uniformIssues.itemId, input.itemId) : undefined,
    input.status === 'open'
      ? isNull(uniformIssues.returnedOn)
      : input.status === 'returned'
        ? isNotNull(uniformIssues.returnedOn)
        : undefined,
  );
  const [rows, [{ n }]] = await Promise.all([
    selectIssues(ctx.db)
      .where(condition)
      .orderBy(desc(uniformIssues.issuedOn), desc(uniformIssues.createdAt))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    ctx.db.select({ n: count() }).from(uniformIssues).where(condition),
  ]);
  return { items: rows.map((r) => toIssue(r, actor)), total: n };
};

export const listIssueGuards = async ({ ctx, actor }: TArgs) =>
  ctx.db
    .select({ id: users.id, name: personNameSql(users) })
    .from(users)
    .where(where(uniformScope(actor, users.companyId), eq(users.role, 'security_guard'), eq(users.stillEmployed, true)))
    .orderBy(asc(collated(users.name, actor.language)), asc(users.email));

const loadIssue = async (db: TDbOrTx, actor: TActor, id: string) => {
  const [row] = await selectIssues(db).where(eq(uniformIssues.id, id));
  return toIssue(found(row, 'issue'), actor);
};

export const issueUniform = ({
  ctx,
  actor,
  input,
}: TArgs<{
  itemId: string;
  sizeId: string;
  guardId: string;
  quantity: number;
  issuedOn: string;
  condition: string;
  deductInstalments?: number | null;
}>) =>
  ctx.db.transaction(async (tx) => {
    const item = await findItem(tx, actor, input.itemId);
    const size = await findSize(tx, item.id, input.sizeId);
    const guard = await guardOfCompany(tx, item.companyId, input.guardId, { field: 'guardId' });
    const moved = await moveStock(tx, size.id, -input.quantity);
    if (!moved) throw notEnoughStock(size.stock, size.size, input.quantity);
    const [issue] = await tx
      .insert(uniformIssues)
      .values({
        companyId: item.companyId,
        itemId: item.id,
        sizeId: size.id,
        guardId: guard.id,
        quantity: input.quantity,
        issuedOn: input.issuedOn,
        condition: input.condition,
        issuedBy: actor.userId,
      })
      .returning({ id: uniformIssues.id });
    await tx.insert(uniformStockMoves).values({
      companyId: item.companyId,
      itemId: item.id,
      size: size.size,
      delta: -input.quantity,
      reason: 'issue',
      issueId: issue.id,
      actorId: actor.userId,
    });
    await writeSystemLog(tx, actor, {
      action: 'CREATE',
      entityType: 'uniforms-accessories',
      entityId: item.id,
      companyId: item.companyId,
      message: { key: 'uniformIssued', params: { quantity: input.quantity, name: item.name, size: size.size, guard: personName(guard) } },
      details: { issueId: issue.id, guardId: guard.id },
    });
    // Payroll's hook: the cost charged to the guard in instalments, taken by the pay runs from the issue date on.
    const totalCents = Math.min(item.unitCostCents * input.quantity, MAX_MONEY_CENTS);
    if (input.deductInstalments && totalCents > 0) {
      await insertDeduction(
        tx,
        actor,
        {
          name: item.name,
          guardId: guard.id,
          kind: 'fixed',
          amountCents: Math.ceil(totalCents / input.deductInstalments),
          percentBp: 0,
          timing: 'after_tax',
          startDate: input.issuedOn,
          endDate: null,
          totalCents,
        },
        { source: 'uniform', sourceRef: issue.id },
      );
    }
    return loadIssue(tx, actor, issue.id);
  });

export const returnUniform = ({ ctx, actor, input }: TArgs<{ id: string; returnedOn: string; condition: TUniformReturnCondition }>) =>
  ctx.db.transaction(async (tx) => {
    const [row] = await selectIssues(tx).where(and(eq(uniformIssues.id, input.id), uniformScope(actor, uniformIssues.companyId)));
    const current = found(row, 'issue');
    // Conditional: only an open issue is returned (two returns at once: the second matches nothing).
    const [closed] = await tx
      .update(uniformIssues)
      .set({ returnedOn: input.returnedOn, returnCondition: input.condition })
      .where(and(eq(uniformIssues.id, current.issue.id), isNull(uniformIssues.returnedOn)))
      .returning({ id: uniformIssues.id });
    if (!closed) throw Conflict('UNIFORM_ISSUE_ALREADY_RETURNED');
    const restocked = RESTOCKED_RETURN_CONDITIONS.includes(input.condition);
    if (restocked) await moveStock(tx, current.issue.sizeId, current.issue.quantity);
    await tx.insert(uniformStockMoves).values({
      companyId: current.issue.companyId,
      itemId: current.issue.itemId,
      size: current.size,
      delta: restocked ? current.issue.quantity : 0,
      reason: 'return',
      issueId: current.issue.id,
      note: input.condition,
      actorId: actor.userId,
    });
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'uniforms-accessories',
      entityId: current.issue.itemId,
      companyId: current.issue.companyId,
      message: {
        key: 'uniformReturned',
        params: { quantity: current.issue.quantity, name: current.itemName, size: current.size, guard: personName(current.guard) },
      },
      details: { issueId: current.issue.id, condition: input.condition },
    });
    return loadIssue(tx, actor, current.issue.id);
  });
