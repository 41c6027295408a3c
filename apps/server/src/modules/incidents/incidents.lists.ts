// Incident company lists and form options (split from incidents.service.ts): the company's categories and severities
// (create, rename, delete) and the options the incident form offers.
import {
  INCIDENT_MESSAGES,
  SEVERITY_LEVELS,
  type TIncidentFormOptions,
  type TIncidentListItem,
  type TSeverityLevel,
} from '@centinela/shared/contracts/incidents';
import { and, asc, eq, sql } from 'drizzle-orm';
import { collated } from '../../db/collation';
import type { TDbOrTx } from '../../db/client';
import { customerCompanies, incidentListItems, posts, users } from '../../db/schema';
import { type TActor, actorCan } from '../../platform/access/actor';
import { found, scopeOf, where } from '../../platform/access/scope';
import { writeSystemLog } from '../../platform/audit/system-log';
import { FieldConflict, Forbidden, NotFound, ValidationFailed } from '../../platform/errors';
import { postScope } from '../posts/posts.policy';
import { personNameSql } from '../posts/posts.queries';
import { currentShiftOf } from './incidents.common';
import { incidentListNameFor } from './incidents.defaults';
import { isStaffActor } from './incidents.policy';

import type { TArgs } from './incidents.service';

// ---- company lists and form options

const toListItem = (r: typeof incidentListItems.$inferSelect): TIncidentListItem => ({
  id: r.id,
  kind: r.kind,
  name: r.name,
  level: r.level ?? null,
});

/** Severities by level, low → critical (issue 29: not alphabetically), one without a level last; a stable sort keeps the
 *  order within a level (by name in the form, by count in the report). */
export const bySeverityLevel = <T>(rows: readonly T[], levelOf: (row: T) => string | null): T[] => {
  const rank = (row: T) => {
    const index = SEVERITY_LEVELS.indexOf(levelOf(row) as TSeverityLevel);
    return index < 0 ? SEVERITY_LEVELS.length : index;
  };
  return [...rows].sort((a, b) => rank(a) - rank(b));
};

export const getFormOptions = async ({ ctx, actor }: TArgs): Promise<TIncidentFormOptions> => {
  const scope = scopeOf(actor);
  const staff = isStaffActor(actor);
  const [listRows, postRows, guardRows, customerRows, currentShift] = await Promise.all([
    ctx.db
      .select()
      .from(incidentListItems)
      .where(where(scope.company(incidentListItems.companyId)))
      .orderBy(asc(incidentListItems.kind), asc(incidentListItems.name)),
    ctx.db
      .select({ id: posts.id, name: posts.name, customerName: customerCompanies.name })
      .from(posts)
      .innerJoin(customerCompanies, eq(customerCompanies.id, posts.customerCompanyId))
      .where(where(postScope(actor), eq(posts.status, 'active')))
      .orderBy(asc(collated(posts.name, actor.language))),
    staff
      ? ctx.db
          .select({ id: users.id, name: personNameSql(users) })
          .from(users)
          .where(where(scope.company(users.companyId), eq(users.role, 'security_guard')))
          .orderBy(asc(collated(users.name, actor.language)), asc(users.email))
      : Promise.resolve([]),
    ctx.db
      .select({ id: customerCompanies.id, name: customerCompanies.name })
      .from(customerCompanies)
      .where(where(scope.company(customerCompanies.companyId), scope.customer(customerCompanies.id)))
      .orderBy(asc(collated(customerCompanies.name, actor.language))),
    currentShiftOf(ctx.db, actor),
  ]);
  const items = listRows.map((row) => ({ ...row, name: incidentListNameFor(row, actor.language) }));
  return {
    categories: items.filter((i) => i.kind === 'category').map(toListItem),
    severities: bySeverityLevel(items.filter((i) => i.kind === 'severity').map(toListItem), (i) => i.level),
    posts: postRows,
    guards: guardRows,
    customers: customerRows,
    currentShift,
    canManageLists: staff && actorCan(actor, 'edit', 'novelties-incidents'),
  };
};

const assertListNameFree = async (db: TDbOrTx, companyId: string, kind: string, name: string, exceptId?: string) => {
  const [row] = await db
    .select({ id: incidentListItems.id })
    .from(incidentListItems)
    .where(
      and(
        eq(incidentListItems.companyId, companyId),
        eq(incidentListItems.kind, kind as 'category'),
        sql`lower(${incidentListItems.name}) = lower(${name})`,
        exceptId ? sql`${incidentListItems.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  if (row) throw FieldConflict('INCIDENT_LIST_ITEM_TAKEN', { name: INCIDENT_MESSAGES.duplicateListItem }, { name });
};

type TListItemInput = { kind: 'category' | 'severity'; name: string; level: TSeverityLevel | null };
const listItemValues = (input: TListItemInput) => ({
  kind: input.kind,
  name: input.name,
  level: input.kind === 'severity' ? (input.level ?? 'medium') : null,
});

export const createListItem = async ({ ctx, actor, input }: TArgs<TListItemInput>): Promise<TIncidentListItem> =>
  ctx.db.transaction(async (tx) => {
    if (!isStaffActor(actor)) throw Forbidden();
    const companyId = scopeOf(actor).companyForWrite();
    await assertListNameFree(tx, companyId, input.kind, input.name);
    const [row] = await tx
      .insert(incidentListItems)
      .values({ companyId, ...listItemValues(input) })
      .returning();
    await writeSystemLog(tx, actor, {
      action: 'CREATE',
      entityType: 'incidents',
      entityId: row.id,
      companyId,
      message: { key: 'incidentListItemSaved', params: { name: row.name } },
    });
    return toListItem(row);
  });

const findListItem = async (db: TDbOrTx, actor: TActor, id: string) => {
  if (!isStaffActor(actor)) throw NotFound('listItem');
  const [row] = await db
    .select()
    .from(incidentListItems)
    .where(and(eq(incidentListItems.id, id), where(scopeOf(actor).company(incidentListItems.companyId))))
    .limit(1);
  return found(row, 'listItem');
};

export const updateListItem = async ({ ctx, actor, input }: TArgs<{ id: string; data: TListItemInput }>): Promise<TIncidentListItem> =>
  ctx.db.transaction(async (tx) => {
    const item = await findListItem(tx, actor, input.id);
    if (item.kind !== input.data.kind) throw ValidationFailed({ kind: 'apiErrors:fields.listItemKindFixed' });
    await assertListNameFree(tx, item.companyId, item.kind, input.data.name, item.id);
    const [row] = await tx.update(incidentListItems).set(listItemValues(input.data)).where(eq(incidentListItems.id, item.id)).returning();
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'incidents',
      entityId: row.id,
      companyId: row.companyId,
      message: { key: 'incidentListItemSaved', params: { name: row.name } },
    });
    return toListItem(row);
  });

export const deleteListItem = async ({ ctx, actor, input }: TArgs<{ id: string }>) =>
  ctx.db.transaction(async (tx) => {
    const item = await findListItem(tx, actor, input.id);
    // Incidents keep the name they were filed with (category_name / severity_name); the reference is set null.
    await tx.delete(incidentListItems).where(eq(incidentListItems.id, item.id));
    await writeSystemLog(tx, actor, {
      action: 'DELETE',
      entityType: 'incidents',
      entityId: item.id,
      companyId: item.companyId,
      message: { key: 'incidentListItemDeleted', params: { name: item.name } },
    });
  });

/** A category or severity of the incident's company (another company's is 404). */
export const listItemOf = async (db: TDbOrTx, companyId: string, kind: 'category' | 'severity', id: string | null | undefined) => {
  if (!id) return null;
  const [row] = await db
    .select()
    .from(incidentListItems)
    .where(and(eq(incidentListItems.id, id), eq(incidentListItems.companyId, companyId), eq(incidentListItems.kind, kind)))
    .limit(1);
  if (!row) throw NotFound(kind === 'category' ? 'category' : 'severity');
  return row;
};
