// Protocol categories (split from protocols.service.ts): the company's categories, listed, created, renamed and
// deleted by staff.
import type { TProtocolCategory } from '@centinela/shared/contracts/protocols';
import { PROTOCOL_MESSAGES } from '@centinela/shared/contracts/protocols';
import { and, asc, eq, sql } from 'drizzle-orm';
import { collated } from '../../db/collation';
import type { TDbOrTx } from '../../db/client';
import { protocolCategories, protocols } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { isCompanyStaff } from '../../platform/access/policy';
import { found, scopeOf } from '../../platform/access/scope';
import { writeSystemLog } from '../../platform/audit/system-log';
import { FieldConflict, Forbidden, ValidationFailed } from '../../platform/errors';
import { canOnProtocolCategory, protocolCategoryScope } from './protocols.policy';

import type { TArgs } from './protocols.service';

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

export const staffOnly = (actor: TActor) => {
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
