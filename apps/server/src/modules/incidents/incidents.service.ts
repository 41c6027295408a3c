// Incidents: filed by a guard on shift (or staff), reviewed, closed and sealed (rules/incidents.ts), each change an
// entry of the row's history, attachments through the storage module. High or critical → the company admins are
// notified at once (the event 'incidents.reported', incidents.subscribers.ts). Scoped by incidents.policy.ts.
// Company lists and form options are in incidents.lists.ts, attachments in incidents.attachments.ts.
import {
  INCIDENT_MESSAGES,
  type TIncident,
  type TIncidentDetail,
  type TIncidentInputParsed,
  type TIncidentPage,
  type TIncidentUpdateParsed,
  type TPosition,
  type ZIncidentFilters,
} from '@centinela/shared/contracts/incidents';
import { occurrenceIdOf } from '@centinela/shared/contracts/shifts';
import { INCIDENT_REPORTED, INCIDENT_SEVERITY_CHANGED, type TIncidentFacts } from '@centinela/shared/events/incidents';
import { INCIDENT_WORKFLOW, isIncidentEditable, type TIncidentAction } from '@centinela/shared/rules/incidents';
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TDbOrTx } from '../../db/client';
import { customerCompanies, incidents, posts, users } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { guardOfCompany } from '../../platform/access/guard-of-company';
import { found, where } from '../../platform/access/scope';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { Conflict, Forbidden } from '../../platform/errors';
import { matchesSearch } from '../../platform/search/search';
import { claimStagedFiles } from '../../platform/attachments/attachments';
import { idempotentCreate } from '../../platform/attachments/idempotency';
import { emit } from '../../platform/events/emit';
import { personNameSql } from '../posts/posts.queries';
import {
  appendAudit,
  attachmentCountSql,
  attachmentsOf,
  applyStatusChange,
  auditEntry,
  beforeCursor,
  decodeCursor,
  encodeCursor,
  historyFor,
  rangeInstants,
  resolvePlacement,
  WORDS,
} from './incidents.common';
import { presentFields } from '../../platform/access/fields';
import { canOnIncident, INCIDENT_FIELD_RULES, incidentScope, isGuard, isStaffActor, writesInternalNotes } from './incidents.policy';
import { companyTimeZone } from '../companies/companies.queries';
import { nextNumber } from '../../platform/numbering/series';

import { listItemOf } from './incidents.lists';
export type TArgs<I = undefined> = { ctx: TServiceContext; actor: TActor; input: I };
export type TIncidentFilters = z.output<typeof ZIncidentFilters>;

export const INCIDENT_ATTACHMENT_PURPOSE = 'incident_attachment';
const attachmentUrl = (incidentId: string) => (fileId: string) => `/api/incidents/${incidentId}/attachments/${fileId}`;

const guardName = sql<string | null>`case when ${users.id} is null then null else ${personNameSql(users)} end`;

export const incidentColumns = {
  incident: incidents,
  postName: posts.name,
  customerName: customerCompanies.name,
  guardName,
  attachmentCount: attachmentCountSql(incidents.id, INCIDENT_ATTACHMENT_PURPOSE),
};

export const selectIncidents = (db: TDbOrTx) =>
  db
    .select(incidentColumns)
    .from(incidents)
    .leftJoin(posts, eq(posts.id, incidents.postId))
    .leftJoin(customerCompanies, eq(customerCompanies.id, incidents.customerCompanyId))
    .leftJoin(users, eq(users.id, incidents.reportingGuardId));

type TIncidentRow = Awaited<ReturnType<ReturnType<typeof selectIncidents>['where']>>[number];

export const toIncident = (row: TIncidentRow, actor: TActor): TIncident => {
  const i = row.incident;
  const out: TIncident = {
    id: i.id,
    number: i.number,
    companyId: i.companyId,
    customerCompanyId: i.customerCompanyId,
    customerName: row.customerName ?? null,
    postId: i.postId,
    postName: row.postName ?? null,
    rosterId: i.rosterId,
    shiftId: i.shiftId,
    occurrenceId: i.shiftId && i.occurrenceDate ? occurrenceIdOf(i.shiftId, i.occurrenceDate) : null,
    reportingGuardId: i.reportingGuardId,
    reportingGuardName: row.guardName ?? null,
    title: i.title,
    description: i.description,
    occurredAt: i.occurredAt.toISOString(),
    status: i.status,
    categoryId: i.categoryId,
    categoryName: i.categoryName,
    severityId: i.severityId,
    severityName: i.severityName,
    severityLevel: i.severityLevel,
    location: i.location,
    peopleInvolved: i.peopleInvolved,
    policeCalled: i.policeCalled,
    ambulanceCalled: i.ambulanceCalled,
    emergencyReportNumber: i.emergencyReportNumber,
    notes: i.notes,
    internalNotes: i.internalNotes,
    attachmentCount: Number(row.attachmentCount),
    createdAt: i.createdAt.toISOString(),
    updatedAt: i.updatedAt.toISOString(),
    can: canOnIncident(actor, i),
  };
  // Staff's internal notes reach staff only (INCIDENT_FIELD_RULES): for anyone else the key is absent, not null.
  return presentFields(INCIDENT_FIELD_RULES, actor, out);
};

export const findIncident = async (db: TDbOrTx, actor: TActor, id: string, lock = false) => {
  const query = db
    .select()
    .from(incidents)
    .where(and(eq(incidents.id, id), incidentScope(actor)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return found(row, 'incident');
};

export const getIncident = async ({ ctx, actor, input }: TArgs<{ id: string }>): Promise<TIncidentDetail> => {
  const [row] = await selectIncidents(ctx.db)
    .where(and(eq(incidents.id, input.id), incidentScope(actor)))
    .limit(1);
  const base = toIncident(found(row, 'incident'), actor);
  return {
    ...base,
    attachments: await attachmentsOf(ctx.db, base.id, INCIDENT_ATTACHMENT_PURPOSE, attachmentUrl(base.id)),
    history: historyFor(row.incident.auditTrail, actor),
  };
};

/** The WHERE of the list and the report (scope, filters, company-day range). */
export const incidentFilterSql = async (db: TDbOrTx, actor: TActor, f: TIncidentFilters) => {
  const zone = await companyTimeZone(db, actor.companyId);
  const { fromAt, toAt } = rangeInstants(f.from, f.to, zone);
  return where(
    incidentScope(actor),
    fromAt ? gte(incidents.occurredAt, fromAt) : undefined,
    toAt ? lt(incidents.occurredAt, toAt) : undefined,
    f.customerCompanyId ? eq(incidents.customerCompanyId, f.customerCompanyId) : undefined,
    f.postId ? eq(incidents.postId, f.postId) : undefined,
    f.guardId ? eq(incidents.reportingGuardId, f.guardId) : undefined,
    f.categoryId ? eq(incidents.categoryId, f.categoryId) : undefined,
    f.severityId ? eq(incidents.severityId, f.severityId) : undefined,
    f.severityLevel ? eq(incidents.severityLevel, f.severityLevel) : undefined,
    f.status ? eq(incidents.status, f.status) : undefined,
    matchesSearch(f.search, incidents.searchText),
  );
};

export const listIncidents = async ({
  ctx,
  actor,
  input,
}: TArgs<TIncidentFilters & { cursor?: string; pageSize: number }>): Promise<TIncidentPage> => {
  const cursor = decodeCursor(input.cursor);
  const condition = where(await incidentFilterSql(ctx.db, actor, input), beforeCursor(incidents.occurredAt, incidents.id, cursor));
  const rows = await selectIncidents(ctx.db)
    .where(condition)
    .orderBy(desc(incidents.occurredAt), desc(incidents.id))
    .limit(input.pageSize + 1);
  const page = rows.slice(0, input.pageSize);
  const last = page[page.length - 1];
  return {
    items: page.map((r) => toIncident(r, actor)),
    nextCursor: rows.length > input.pageSize && last ? encodeCursor(last.incident.occurredAt, last.incident.id) : null,
  };
};

// ---- writes

/** The facts of an incident its events carry (packages/shared/src/events/incidents.ts). */
const incidentFactsOf = async (
  tx: TDbOrTx,
  actor: TActor,
  incident: typeof incidents.$inferSelect,
  postName: string | null,
): Promise<TIncidentFacts> => {
  const [guard] = incident.reportingGuardId
    ? await tx
        .select({ name: personNameSql(users) })
        .from(users)
        .where(eq(users.id, incident.reportingGuardId))
    : [];
  return {
    incidentId: incident.id,
    number: incident.number,
    title: incident.title,
    severityLevel: incident.severityLevel,
    severityName: incident.severityName,
    postName,
    reportedBy: guard?.name ?? actor.email,
    occurredAt: incident.occurredAt.toISOString(),
  };
};

const eventMeta = (actor: TActor, incident: typeof incidents.$inferSelect) => ({
  companyId: incident.companyId,
  actorUserId: actor.userId,
  entityId: incident.id,
});

/**
 * A guard reports for themselves; staff name any guard of the company, former ones included: a report records who saw
 * an event that may predate their leaving (the form's guard list offers them too).
 */
const reportingGuardFor = async (db: TDbOrTx, actor: TActor, companyId: string, requested: string | undefined) => {
  if (isGuard(actor)) return actor.userId;
  if (!requested) return null;
  return (await guardOfCompany(db, companyId, requested, { field: 'reportingGuardId', includeFormer: true })).id;
};

/**
 * Files the incident with its staged attachments in one transaction (all or nothing); with an idempotency key a retry
 * answers the incident the first try filed.
 */
export const createIncident = async ({
  ctx,
  actor,
  input,
  idempotencyKey = null,
}: TArgs<TIncidentInputParsed> & { idempotencyKey?: string | null }): Promise<TIncidentDetail> => {
  const { id } = await idempotentCreate(ctx, actor, { scope: 'incidents.create', key: idempotencyKey }, async (tx) => {
    const place = await resolvePlacement(tx, actor, input);
    const [category, severity] = await Promise.all([
      listItemOf(tx, place.companyId, 'category', input.categoryId),
      listItemOf(tx, place.companyId, 'severity', input.severityId),
    ]);
    const reportingGuardId = await reportingGuardFor(tx, actor, place.companyId, input.reportingGuardId);
    const entry = await auditEntry(tx, actor, 'created', { position: input.position, context: place.postName });
    const number = await nextNumber(tx, place.companyId, 'incident');
    const [row] = await tx
      .insert(incidents)
      .values({
        number,
        companyId: place.companyId,
        customerCompanyId: place.customerCompanyId,
        postId: place.postId,
        rosterId: place.rosterId,
        shiftId: place.shiftId,
        occurrenceDate: place.occurrenceDate,
        reportingGuardId,
        title: input.title,
        description: input.description,
        occurredAt: new Date(input.occurredAt),
        categoryId: category?.id ?? null,
        categoryName: category?.name ?? null,
        severityId: severity?.id ?? null,
        severityName: severity?.name ?? null,
        severityLevel: severity?.level ?? null,
        location: input.location,
        peopleInvolved: input.peopleInvolved,
        policeCalled: input.policeCalled,
        ambulanceCalled: input.ambulanceCalled,
        emergencyReportNumber: input.emergencyReportNumber,
        notes: input.notes,
        // Internal notes are staff's: whoever may not read them does not write them either.
        internalNotes: writesInternalNotes(actor) ? input.internalNotes : null,
        auditTrail: [entry],
      })
      .returning();
    await writeSystemLog(tx, actor, {
      action: 'CREATE',
      entityType: 'incidents',
      entityId: row.id,
      companyId: row.companyId,
      message: { key: 'incidentCreated', params: { title: row.title } },
    });
    const attached = await claimStagedFiles(tx, actor, {
      target: 'incident',
      fileIds: input.attachmentIds,
      companyId: row.companyId,
      subjectId: row.id,
    });
    if (attached.length > 0) {
      const filed = await auditEntry(tx, actor, 'attachments', { context: attached.map((f) => f.originalName).join(', ') });
      await tx
        .update(incidents)
        .set({ auditTrail: [entry, filed] as never })
        .where(eq(incidents.id, row.id));
    }
    await emit(tx, INCIDENT_REPORTED, eventMeta(actor, row), await incidentFactsOf(tx, actor, row, place.postName));
    return row.id;
  });
  return getIncident({ ctx, actor, input: { id } });
};

const sealedConflict = () => Conflict('INCIDENT_SEALED', { code: INCIDENT_MESSAGES.sealed });

/** Refuses any change to a sealed (409) or closed (409: reopen first) incident, and an actor without the right (403). */
export const assertEditable = (actor: TActor, row: typeof incidents.$inferSelect) => {
  if (row.status === 'sealed') throw sealedConflict();
  if (!isIncidentEditable(row.status)) throw Conflict('INCIDENT_CLOSED', { code: INCIDENT_MESSAGES.notEditable });
  if (!canOnIncident(actor, row).update) throw Forbidden();
};

const FIELD_NAMES: Record<string, string> = {
  title: 'title',
  description: 'description',
  occurredAt: 'occurredAt',
  categoryId: 'category',
  severityId: 'severity',
  location: 'location',
  peopleInvolved: 'peopleInvolved',
  policeCalled: 'policeCalled',
  ambulanceCalled: 'ambulanceCalled',
  emergencyReportNumber: 'emergencyReportNumber',
  notes: 'notes',
  internalNotes: 'internalNotes',
};

export const updateIncident = async ({
  ctx,
  actor,
  input,
}: TArgs<{ id: string; data: TIncidentUpdateParsed & { position?: TPosition } }>): Promise<TIncidentDetail> => {
  await ctx.db.transaction(async (tx) => {
    const row = await findIncident(tx, actor, input.id, true);
    assertEditable(actor, row);
    const d = input.data;
    const set: Partial<typeof incidents.$inferInsert> = {};
    if (d.title !== undefined) set.title = d.title;
    if (d.description !== undefined) set.description = d.description;
    if (d.occurredAt !== undefined) set.occurredAt = new Date(d.occurredAt);
    if (d.categoryId !== undefined) {
      const category = await listItemOf(tx, row.companyId, 'category', d.categoryId);
      set.categoryId = category?.id ?? null;
      set.categoryName = category?.name ?? null;
    }
    if (d.severityId !== undefined) {
      const severity = await listItemOf(tx, row.companyId, 'severity', d.severityId);
      set.severityId = severity?.id ?? null;
      set.severityName = severity?.name ?? null;
      set.severityLevel = severity?.level ?? null;
    }
    for (const key of ['location', 'peopleInvolved', 'emergencyReportNumber', 'notes'] as const) {
      if (d[key] !== undefined) set[key] = d[key];
    }
    if (d.internalNotes !== undefined && writesInternalNotes(actor)) set.internalNotes = d.internalNotes;
    if (d.policeCalled !== undefined) set.policeCalled = d.policeCalled;
    if (d.ambulanceCalled !== undefined) set.ambulanceCalled = d.ambulanceCalled;
    const changed = Object.keys(FIELD_NAMES).filter(
      (k) => (d as Record<string, unknown>)[k] !== undefined && (k !== 'internalNotes' || 'internalNotes' in set),
    );
    // The history names the fields a reader may know changed: an edit of the internal notes alone is an internal entry
    // (staff only, historyFor), and beside other fields it is left out of the entry everyone reads.
    const shown = changed.filter((k) => k !== 'internalNotes');
    const entry = await auditEntry(tx, actor, 'updated', {
      position: d.position,
      context: (shown.length > 0 ? shown : changed).map((k) => FIELD_NAMES[k]).join(', '),
      isInternal: shown.length === 0 && changed.length > 0,
    });
    const [updated] = await tx
      .update(incidents)
      .set({ ...set, auditTrail: appendAudit(incidents.auditTrail, entry) as never })
      .where(eq(incidents.id, row.id))
      .returning();
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'incidents',
      entityId: row.id,
      companyId: row.companyId,
      message: { key: 'incidentUpdated', params: { title: updated.title } },
    });
    if (updated.severityLevel !== row.severityLevel) {
      const [post] = updated.postId ? await tx.select({ name: posts.name }).from(posts).where(eq(posts.id, updated.postId)) : [];
      await emit(tx, INCIDENT_SEVERITY_CHANGED, eventMeta(actor, updated), {
        ...(await incidentFactsOf(tx, actor, updated, post?.name ?? null)),
        previousSeverityLevel: row.severityLevel,
      });
    }
  });
  return getIncident({ ctx, actor, input: { id: input.id } });
};

export const transitionIncident = async ({
  ctx,
  actor,
  input,
}: TArgs<{ id: string; action: TIncidentAction; notes: string | null; position?: TPosition }>): Promise<TIncidentDetail> => {
  await ctx.db.transaction(async (tx) => {
    const row = await findIncident(tx, actor, input.id, true);
    if (!isStaffActor(actor)) throw Forbidden();
    await applyStatusChange(tx, actor, {
      table: incidents,
      workflow: INCIDENT_WORKFLOW,
      row,
      action: input.action,
      // Nothing leaves sealed: its own refusal.
      refuse: row.status === 'sealed' ? sealedConflict : undefined,
      messageKey: 'incidentStatusChanged',
      notes: input.notes,
      position: input.position,
    });
  });
  return getIncident({ ctx, actor, input: { id: input.id } });
};

export const addIncidentNote = async ({
  ctx,
  actor,
  input,
}: TArgs<{ id: string; text: string; isInternal: boolean; position?: TPosition }>): Promise<TIncidentDetail> => {
  await ctx.db.transaction(async (tx) => {
    const row = await findIncident(tx, actor, input.id, true);
    if (!canOnIncident(actor, row).addNote) throw Forbidden();
    const entry = await auditEntry(tx, actor, 'note', {
      position: input.position,
      notes: input.text,
      isInternal: input.isInternal,
      context: row.status === 'sealed' ? 'correction' : null,
    });
    // Only the history grows: a sealed incident's fields stay as they were.
    await tx
      .update(incidents)
      .set({ auditTrail: appendAudit(incidents.auditTrail, entry) as never, updatedAt: row.updatedAt })
      .where(eq(incidents.id, row.id));
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'incidents',
      entityId: row.id,
      companyId: row.companyId,
      message: { key: 'incidentNoteAdded', params: { title: row.title } },
    });
  });
  return getIncident({ ctx, actor, input: { id: input.id } });
};

// ---- the dashboard's system alerts

/** Open (pending or reviewed) high/critical incidents the actor sees: the partial index incidents_open_alerts_idx. */
export const countOpenIncidentAlerts = async (db: TDbOrTx, actor: TActor): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(incidents)
    .where(
      where(
        incidentScope(actor),
        sql`${incidents.status} in ('pending', 'reviewed')`,
        sql`${incidents.severityLevel} in ('high', 'critical')`,
      ),
    );
  return Number(row?.n ?? 0);
};

export { WORDS };
