// What novelties, incidents and daily reports share: where a record is (post, shift occurrence, customer — from the
// occurrence, the post, or the guard's current shift), the history entries, keyset cursors and date filters.
import { addDays, type TLanguage, todayIn } from '@centinela/shared';
import type { TAuditEntry, TCurrentShift, TPosition } from '@centinela/shared/contracts/incidents';
import { INCIDENT_MESSAGES } from '@centinela/shared/contracts/incidents';
import { occurrenceIdOf } from '@centinela/shared/contracts/shifts';
import type { TIncidentActor } from '@centinela/shared/rules/incidents';
import type { TWorkflow } from '@centinela/shared/rules/workflow';
import { effectiveTimeZone, instantOf, zonedOccurrence } from '@centinela/shared/rules/zoned-time';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TDbOrTx } from '../../db/client';
import { type dailyReports, files, type incidents, posts, users } from '../../db/schema';
import type { TAuditTrailEntry } from '../../db/schema/incidents';
import type { TActor } from '../../platform/access/actor';
import { found } from '../../platform/access/scope';
import { writeSystemLog } from '../../platform/audit/system-log';
import { type AppError, Conflict, Forbidden, NotFound, text, ValidationFailed } from '../../platform/errors';
import { runTransition } from '../../platform/workflow/transition';
import { catalogTree, type TTextKey } from '../../platform/i18n/catalog';
import { postScope } from '../posts/posts.policy';
import { isReviewer, seesInternalEntry } from './incidents.policy';
import { personNameSql } from '../posts/posts.queries';
import { occurrencesFrom, rowsOf, workedBy } from '../rosters/rosters.sql';
import { findOccurrence, guardOnOccurrence } from '../shifts/shifts.occurrence';
import { companyTimeZone } from '../companies/companies.queries';

export type TPlacement = {
  companyId: string;
  postId: string;
  postName: string;
  customerCompanyId: string | null;
  rosterId: string | null;
  shiftId: string | null;
  occurrenceDate: string | null;
};

/**
 * The signed-in guard's shift occurrence now: one they work (weekly assignment not opened off, or a cover) that
 * holds this instant, else the nearest one within 12 hours (arriving early, staying late). null when off shift.
 */
export const currentShiftOf = async (db: TDbOrTx, actor: TActor, now = new Date()): Promise<TCurrentShift | null> => {
  if (actor.role !== 'security_guard') return null;
  const zone = await companyTimeZone(db, actor.companyId);
  const today = todayIn(zone, now);
  const rows = await rowsOf<{
    shift_id: string;
    date: string;
    post_id: string;
    post_name: string;
    cc_id: string;
    cc_name: string;
    time_zone: string | null;
    start_minute: number;
    end_minute: number;
  }>(
    db,
    sql`select s.id as shift_id, d.day::date::text as date, posts.id as post_id, posts.name as post_name,
          customer_companies.id as cc_id, customer_companies.name as cc_name, posts.time_zone,
          s.start_minute::int as start_minute, s.end_minute::int as end_minute
        ${occurrencesFrom(addDays(today, -1), addDays(today, 1), eq(posts.companyId, actor.companyId), workedBy(actor.userId))}`,
  );
  const at = now.getTime();
  let best: { row: (typeof rows)[number]; startMs: number; endMs: number; distance: number } | null = null;
  for (const row of rows) {
    const { startMs, endMs } = zonedOccurrence(row.date, row.start_minute, row.end_minute, effectiveTimeZone(row.time_zone, zone));
    const distance = at < startMs ? startMs - at : at > endMs ? at - endMs : 0;
    if (distance <= 12 * 3_600_000 && (!best || distance < best.distance)) best = { row, startMs, endMs, distance };
  }
  if (!best) return null;
  return {
    occurrenceId: occurrenceIdOf(best.row.shift_id, best.row.date),
    postId: best.row.post_id,
    postName: best.row.post_name,
    customerCompanyId: best.row.cc_id,
    customerName: best.row.cc_name,
    startsAt: new Date(best.startMs).toISOString(),
    endsAt: new Date(best.endMs).toISOString(),
  };
};

/**
 * Where a new record goes: the occurrence (a guard must be on it), else the post (in the actor's scope), else the
 * guard's current shift. Another company's post or shift is 404; nothing at all is 400.
 */
export const resolvePlacement = async (
  db: TDbOrTx,
  actor: TActor,
  input: { occurrenceId?: { shiftId: string; date: string }; postId?: string },
): Promise<TPlacement> => {
  if (input.occurrenceId) {
    const occ = await findOccurrence(db, actor, input.occurrenceId);
    if (actor.role === 'security_guard') {
      const on = await guardOnOccurrence(db, occ, actor.userId);
      if (!on || !((on.isWeekly && !on.isOpened) || on.isCover)) throw NotFound('occurrence');
    }
    return {
      companyId: occ.companyId,
      postId: occ.postId,
      postName: occ.postName,
      customerCompanyId: occ.customerCompanyId,
      rosterId: occ.rosterId,
      shiftId: occ.shiftId,
      occurrenceDate: occ.date,
    };
  }
  if (input.postId) {
    const [post] = await db
      .select({ id: posts.id, name: posts.name, companyId: posts.companyId, customerCompanyId: posts.customerCompanyId })
      .from(posts)
      .where(and(eq(posts.id, input.postId), postScope(actor)))
      .limit(1);
    const row = found(post, 'post');
    return {
      companyId: row.companyId,
      postId: row.id,
      postName: row.name,
      customerCompanyId: row.customerCompanyId,
      rosterId: null,
      shiftId: null,
      occurrenceDate: null,
    };
  }
  const current = await currentShiftOf(db, actor);
  if (!current) {
    throw ValidationFailed({ postId: actor.role === 'security_guard' ? INCIDENT_MESSAGES.notOnShift : INCIDENT_MESSAGES.postRequired });
  }
  const [shiftId, date] = [current.occurrenceId.slice(0, 36), current.occurrenceId.slice(37)];
  return resolvePlacement(db, actor, { occurrenceId: { shiftId, date } });
};

// ---- history

export const positionText = (p: TPosition | undefined | null) =>
  p ? `${p.lat.toFixed(6)},${p.lng.toFixed(6)}${p.accuracy !== undefined ? ` ±${Math.round(p.accuracy)} m` : ''}` : null;

export const actorNameOf = async (db: TDbOrTx, actor: TActor) => {
  const [row] = await db
    .select({ name: personNameSql(users) })
    .from(users)
    .where(eq(users.id, actor.userId))
    .limit(1);
  return row?.name ?? actor.email;
};

export const auditEntry = async (
  db: TDbOrTx,
  actor: TActor,
  action: string,
  extra: { position?: TPosition | null; context?: string | null; notes?: string | null; isInternal?: boolean } = {},
): Promise<TAuditTrailEntry> => ({
  action,
  position: positionText(extra.position),
  timestamp: new Date().toISOString(),
  context: extra.context ?? null,
  notes: extra.notes ?? null,
  userId: actor.userId,
  userName: await actorNameOf(db, actor),
  isInternal: extra.isInternal ?? false,
});

/** SQL appending one entry to an audit_trail column. */
export const appendAudit = (column: AnyPgColumn, entry: TAuditTrailEntry) => sql`${column} || ${JSON.stringify([entry])}::jsonb`;

/**
 * A workflow step of an incident or a daily report (review, close, seal, reopen) through platform/workflow: refused with
 * 409 when the workflow has no such step from the row's status (or the area's own `refuse`), else the new status and
 * its history entry in one update, and the system-log line, in the caller's transaction.
 */
export const applyStatusChange = async <TStatus extends string, TAction extends string>(
  tx: TDbOrTx,
  actor: TActor,
  {
    table,
    workflow,
    row,
    action,
    refuse,
    messageKey,
    notes,
    position,
  }: {
    table: typeof incidents | typeof dailyReports;
    workflow: TWorkflow<TStatus, TAction, TIncidentActor>;
    row: { id: string; companyId: string; title: string; status: TStatus };
    action: TAction;
    /** The area's refusal instead of STATUS_CHANGE_REFUSED (a sealed incident's). */
    refuse?: () => AppError;
    messageKey: 'incidentStatusChanged' | 'dailyReportStatusChanged';
    notes: string | null;
    position?: TPosition;
  },
) =>
  runTransition(
    workflow,
    {
      status: row.status,
      action,
      // The workflow's steps are the reviewers' (staff with the edit permission): 403 for anyone else.
      who: { reviewer: isReviewer(actor) },
      forbid: () => Forbidden(),
      refuse:
        refuse ??
        (() =>
          Conflict(
            'STATUS_CHANGE_REFUSED',
            { code: INCIDENT_MESSAGES.transition, from: row.status, action },
            { params: { status: text(`incidents:statuses.${row.status}` as TTextKey) } },
          )),
    },
    {
      // The history entry is part of the row (its audit trail), written with the status.
      write: async ({ from, to }) => {
        const entry = await auditEntry(tx, actor, action, { position, context: `${from} → ${to}`, notes, isInternal: true });
        await tx
          .update(table as typeof incidents)
          .set({ status: to as never, auditTrail: appendAudit(table.auditTrail, entry) as never })
          .where(eq(table.id, row.id));
      },
      record: ({ to }) =>
        writeSystemLog(tx, actor, {
          action: 'UPDATE',
          entityType: 'incidents',
          entityId: row.id,
          companyId: row.companyId,
          message: { key: messageKey, params: { title: row.title, action: to } },
        }),
    },
  );

/**
 * The history as the actor may read it: an internal entry's notes only to staff and its author (seesInternalEntry);
 * an internal note (or an edit of the internal notes) someone else wrote is left out, a status change keeps its step
 * without its notes.
 */
export const historyFor = (trail: TAuditTrailEntry[], actor: TActor): TAuditEntry[] =>
  trail
    .map((e) => ({ e, sees: !e.isInternal || seesInternalEntry(actor, e.userId) }))
    .filter(({ e, sees }) => sees || (e.action !== 'note' && e.action !== 'updated'))
    .map(({ e, sees }) => ({
      action: e.action,
      position: e.position ?? null,
      timestamp: e.timestamp,
      context: e.context ?? null,
      notes: sees ? (e.notes ?? null) : null,
      userName: e.userName ?? null,
      isInternal: e.isInternal ?? false,
    }));

// ---- keyset paging and date ranges

export const encodeCursor = (at: Date, id: string) => Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');
export const decodeCursor = (cursor: string | undefined): { at: Date; id: string } | null => {
  if (!cursor) return null;
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const date = new Date(at ?? '');
  if (Number.isNaN(date.getTime()) || !/^[0-9a-f-]{36}$/i.test(id ?? ''))
    throw ValidationFailed({ cursor: 'apiErrors:fields.invalidCursor' });
  return { at: date, id };
};

/** (time, id) strictly after the cursor in newest-first order. */
export const beforeCursor = (time: AnyPgColumn, idColumn: AnyPgColumn, cursor: { at: Date; id: string } | null): SQL | undefined =>
  cursor ? sql`(${time}, ${idColumn}) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id}::uuid)` : undefined;

/** A company calendar range [from, to] as instants. */
export const rangeInstants = (from: string | undefined, to: string | undefined, zone: string) => ({
  fromAt: from ? new Date(instantOf(from, 0, zone)) : null,
  toAt: to ? new Date(instantOf(addDays(to, 1), 0, zone)) : null,
});

// ---- attachments (files rows whose subject is the record)

export const attachmentsOf = async (db: TDbOrTx, subjectId: string, purpose: string, url: (fileId: string) => string) => {
  const rows = await db
    .select({ id: files.id, originalName: files.originalName, contentType: files.contentType, size: files.size })
    .from(files)
    .where(and(eq(files.subjectId, subjectId), eq(files.purpose, purpose)))
    .orderBy(files.createdAt, files.id);
  return rows.map((f) => ({ ...f, size: Number(f.size), url: url(f.id) }));
};

export const attachmentCountSql = (subject: AnyPgColumn, purpose: string) =>
  sql<number>`(select count(*)::int from files af where af.subject_id = ${subject} and af.purpose = ${purpose})`;

export const findAttachment = async (db: TDbOrTx, subjectId: string, purpose: string, fileId: string) => {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.subjectId, subjectId), eq(files.purpose, purpose)))
    .limit(1);
  return found(row, 'file');
};

// ---- words of documents (PDF, CSV): the catalog's documents:incidents (platform/i18n)

const incidentWords = (language: TLanguage) => {
  const words = catalogTree(language, 'documents').incidents;
  return { ...words, actions: words.actions as Record<string, string> };
};
export const WORDS = { es: incidentWords('es'), en: incidentWords('en') };
