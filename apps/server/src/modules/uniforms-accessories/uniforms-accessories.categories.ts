// Uniform categories (split from uniforms-accessories.service.ts): the company's categories with their item counts,
// created, renamed and deleted.
import { UNIFORM_MESSAGES, type TUniformCategory } from '@centinela/shared/contracts/uniforms-accessories';
import { and, asc, eq, sql } from 'drizzle-orm';
import { collated } from '../../db/collation';
import type { TDbOrTx } from '../../db/client';
import { uniformCategories } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { found, scopeOf } from '../../platform/access/scope';
import { writeSystemLog } from '../../platform/audit/system-log';
import { FieldConflict } from '../../platform/errors';
import { canOnUniformCategory, uniformScope } from './uniforms-accessories.policy';

import type { TArgs } from './uniforms-accessories.service';

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
