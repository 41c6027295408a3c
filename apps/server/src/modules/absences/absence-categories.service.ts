// Managed absence categories (settings → special categories): built-ins seeded per company with stable keys, plus custom ones.
import {
  ABSENCE_CATEGORY_KEYS,
  type TAbsenceCategory,
  type TAbsenceCategoryKey,
  type TCreateAbsenceCategory,
  type TUpdateAbsenceCategory,
} from '@centinela/shared/contracts/absences';
import { asc, eq, sql } from 'drizzle-orm';
import { collated } from '../../db/collation';
import type { TDbOrTx } from '../../db/client';
import { absenceCategories } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { scopeOf, where } from '../../platform/access/scope';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { NotFound } from '../../platform/errors';

/**
 * Inserts the built-in categories a company lacks (idempotent): in the transaction that creates a company (the area's
 * onCompanyCreated), and on a list's first read for a company created before a built-in category existed.
 */
export const ensureDefaultAbsenceCategories = async (db: TDbOrTx, companyId: string) => {
  await db
    .insert(absenceCategories)
    .values(ABSENCE_CATEGORY_KEYS.map((key) => ({ companyId, key, name: null })))
    .onConflictDoNothing();
};

type TCategoryRow = typeof absenceCategories.$inferSelect;

export const toCategory = (row: Pick<TCategoryRow, 'id' | 'key' | 'name' | 'isActive'>): TAbsenceCategory => ({
  id: row.id,
  key: (ABSENCE_CATEGORY_KEYS as readonly string[]).includes(row.key ?? '') ? (row.key as TAbsenceCategoryKey) : null,
  name: row.name,
  isActive: row.isActive,
});

/** Built-ins in their fixed order, then custom categories by name. */
const ORDER = sql`case ${absenceCategories.key} ${sql.join(
  ABSENCE_CATEGORY_KEYS.map((key, i) => sql`when ${key} then ${i}`),
  sql` `,
)} else 99 end`;

const companyOf = (actor: TActor, requestedCompanyId?: string | null) => scopeOf(actor).companyForWrite(requestedCompanyId);

export const listAbsenceCategories = async ({
  ctx,
  actor,
  query,
}: {
  ctx: TServiceContext;
  actor: TActor;
  query: { companyId?: string; includeInactive?: 'true' | 'false' };
}): Promise<TAbsenceCategory[]> => {
  const companyId = companyOf(actor, query.companyId);
  const read = () =>
    ctx.db
      .select()
      .from(absenceCategories)
      .where(eq(absenceCategories.companyId, companyId))
      .orderBy(ORDER, asc(collated(absenceCategories.name, actor.language)));
  let rows = await read();
  // First use by this company (or a built-in added later): seed, then read again. Reads stay reads otherwise.
  if (ABSENCE_CATEGORY_KEYS.some((key) => !rows.some((r) => r.key === key))) {
    await ensureDefaultAbsenceCategories(ctx.db, companyId);
    rows = await read();
  }
  if (query.includeInactive !== 'true') rows = rows.filter((r) => r.isActive);
  return rows.map(toCategory);
};

export const createAbsenceCategory = async ({
  ctx,
  actor,
  input,
  companyId: requestedCompanyId,
}: {
  ctx: TServiceContext;
  actor: TActor;
  input: TCreateAbsenceCategory;
  companyId?: string;
}): Promise<TAbsenceCategory> => {
  const companyId = companyOf(actor, requestedCompanyId);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(absenceCategories).values({ companyId, key: null, name: input.name.trim() }).returning();
    await writeSystemLog(tx, actor, {
      action: 'CREATE',
      entityType: 'absence-categories',
      entityId: row.id,
      companyId,
      message: { key: 'absenceCategoryCreated', params: { name: input.name.trim() } },
    });
    return toCategory(row);
  });
};

export const updateAbsenceCategory = async ({
  ctx,
  actor,
  id,
  input,
}: {
  ctx: TServiceContext;
  actor: TActor;
  id: string;
  input: TUpdateAbsenceCategory;
}): Promise<TAbsenceCategory> => {
  const scope = scopeOf(actor);
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(absenceCategories)
      .where(where(eq(absenceCategories.id, id), scope.company(absenceCategories.companyId)))
      .limit(1);
    if (!current) throw NotFound('absenceCategory');
    const [row] = await tx
      .update(absenceCategories)
      .set({
        ...(input.name !== undefined ? { name: input.name.trim() } : {}),
        ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
      })
      .where(eq(absenceCategories.id, current.id))
      .returning();
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'absence-categories',
      entityId: row.id,
      companyId: row.companyId,
      message: { key: 'absenceCategoryUpdated', params: { name: row.name ?? row.key ?? row.id } },
      details: { name: input.name, isActive: input.isActive },
    });
    return toCategory(row);
  });
};
