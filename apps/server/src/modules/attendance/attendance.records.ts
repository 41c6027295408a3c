// Attendance records and attempts (split from attendance.service.ts): the records list and an admin's correction,
// and the punch attempts listed for review with their stored frame (refused, low score, or accepted with a flag).
import { displayName, type TAttendanceFlag } from '@centinela/shared';
import type {
  TAttendanceCorrection,
  TAttendanceListQuery,
  TAttendancePage,
  TAttendanceRecord,
} from '@centinela/shared/contracts/attendance';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { attendanceAttempts, attendanceRecords, files, posts, users } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { found } from '../../platform/access/scope';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { personNameSql } from '../posts/posts.queries';
import { attendanceScope, canOnRecord } from './attendance.policy';
import { LOW_SCORE_MARGIN } from './attendance.service';

// ---- records

export const readRecords = async (
  db: TDbOrTx,
  actor: TActor | null,
  conditions: ReturnType<typeof eq>[],
  page?: { limit: number; offset: number },
) => {
  const query = db
    .select({
      r: attendanceRecords,
      guardName: personNameSql(users),
      employeeNumber: users.companyIdentificationNumber,
      postName: posts.name,
    })
    .from(attendanceRecords)
    .innerJoin(users, eq(users.id, attendanceRecords.guardId))
    .leftJoin(posts, eq(posts.id, attendanceRecords.postId))
    .where(and(...conditions))
    .orderBy(desc(attendanceRecords.timestamp), desc(attendanceRecords.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map(
    ({ r, guardName, employeeNumber, postName }): TAttendanceRecord => ({
      id: r.id,
      companyId: r.companyId,
      guardId: r.guardId,
      guardName,
      employeeNumber,
      type: r.type,
      timestamp: r.timestamp.toISOString(),
      verifiedAt: r.verifiedAt?.toISOString() ?? null,
      faceDistance: r.faceDistance,
      latitude: r.latitude,
      longitude: r.longitude,
      distanceMeters: r.distanceMeters,
      deviceId: r.deviceId,
      shiftId: r.shiftId,
      shiftDate: r.shiftDate,
      rosterId: r.rosterId,
      shiftNumber: r.shiftNumber,
      postId: r.postId,
      postName,
      source: r.source,
      offline: r.offline,
      unscheduled: r.unscheduled,
      lateMinutes: r.lateMinutes,
      flags: r.flags,
      correctedAt: r.correctedAt?.toISOString() ?? null,
      correctionReason: r.correctionReason,
      createdAt: r.createdAt.toISOString(),
      can: canOnRecord(actor),
    }),
  );
};

export const listRecords = async ({
  ctx,
  actor,
  input,
}: {
  ctx: TServiceContext;
  actor: TActor;
  input: TAttendanceListQuery;
}): Promise<TAttendancePage> => {
  const page = Number(input.page ?? 1);
  const pageSize = Number(input.pageSize ?? 25);
  const conditions = [
    attendanceScope(actor, attendanceRecords.companyId, input.companyId),
    input.guardId ? eq(attendanceRecords.guardId, input.guardId) : undefined,
    input.postId ? eq(attendanceRecords.postId, input.postId) : undefined,
    input.type ? eq(attendanceRecords.type, input.type) : undefined,
    input.from
      ? sql`coalesce(${attendanceRecords.shiftDate}, (${attendanceRecords.timestamp} at time zone 'UTC')::date) >= ${input.from}::date`
      : undefined,
    input.to
      ? sql`coalesce(${attendanceRecords.shiftDate}, (${attendanceRecords.timestamp} at time zone 'UTC')::date) <= ${input.to}::date`
      : undefined,
  ].filter(Boolean) as ReturnType<typeof eq>[];
  const [items, [{ total }]] = await Promise.all([
    readRecords(ctx.db, actor, conditions, { limit: pageSize, offset: (page - 1) * pageSize }),
    ctx.db
      .select({ total: count() })
      .from(attendanceRecords)
      .where(and(...conditions)),
  ]);
  return { items, total: Number(total) };
};

export const correctRecord = async ({
  ctx,
  actor,
  id,
  input,
}: {
  ctx: TServiceContext;
  actor: TActor;
  id: string;
  input: TAttendanceCorrection;
}): Promise<TAttendanceRecord> => {
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(attendanceRecords)
      .where(and(eq(attendanceRecords.id, id), attendanceScope(actor, attendanceRecords.companyId)))
      .limit(1)
      .for('update');
    const row = found(current, 'attendanceRecord');
    const changes = {
      ...(input.type ? { type: input.type } : {}),
      ...(input.timestamp ? { timestamp: new Date(input.timestamp) } : {}),
    };
    await tx
      .update(attendanceRecords)
      .set({ ...changes, correctedBy: actor.userId, correctedAt: new Date(), correctionReason: input.reason.trim() })
      .where(eq(attendanceRecords.id, row.id));
    const [guard] = await tx.select().from(users).where(eq(users.id, row.guardId));
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'attendance',
      entityId: row.id,
      companyId: row.companyId,
      message: { key: 'attendanceCorrected', params: { guard: guard ? displayName(guard) : '', reason: input.reason.trim() } },
      details: {
        before: { type: row.type, timestamp: row.timestamp.toISOString() },
        after: {
          type: input.type ?? row.type,
          timestamp: input.timestamp ? new Date(input.timestamp).toISOString() : row.timestamp.toISOString(),
        },
        reason: input.reason.trim(),
      },
    });
  });
  const [record] = await readRecords(ctx.db, actor, [eq(attendanceRecords.id, id)]);
  return found(record, 'attendanceRecord');
};

// ---- attempts for review

export const listAttempts = async ({
  ctx,
  actor,
  input,
}: {
  ctx: TServiceContext;
  actor: TActor;
  input: { view?: 'review' | 'all'; page?: number; pageSize?: number };
}) => {
  const page = input.page ?? 1;
  const pageSize = input.pageSize ?? 25;
  const conditions = [
    attendanceScope(actor, attendanceAttempts.companyId),
    input.view === 'all'
      ? undefined
      : sql`${attendanceAttempts.reviewedAt} is null and (${attendanceAttempts.outcome} = 'refused' or ${attendanceAttempts.matchScore} < coalesce((select match_threshold from face_recognition_settings fs where fs.company_id = ${attendanceAttempts.companyId}), 0.7) + ${LOW_SCORE_MARGIN}
          or cardinality(coalesce(${attendanceRecords.flags}, '{}'::text[])) > 0)`,
  ].filter(Boolean) as ReturnType<typeof eq>[];
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({ a: attendanceAttempts, guardName: personNameSql(users), postName: posts.name, flags: attendanceRecords.flags })
      .from(attendanceAttempts)
      .innerJoin(users, eq(users.id, attendanceAttempts.guardId))
      .leftJoin(posts, eq(posts.id, attendanceAttempts.postId))
      .leftJoin(attendanceRecords, eq(attendanceRecords.id, attendanceAttempts.recordId))
      .where(and(...conditions))
      .orderBy(desc(attendanceAttempts.createdAt), desc(attendanceAttempts.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ctx.db
      .select({ total: count() })
      .from(attendanceAttempts)
      .leftJoin(attendanceRecords, eq(attendanceRecords.id, attendanceAttempts.recordId))
      .where(and(...conditions)),
  ]);
  return {
    items: rows.map(({ a, guardName, postName, flags }) => toAttempt(a, guardName, postName, flags ?? [])),
    total: Number(total),
  };
};

const toAttempt = (a: typeof attendanceAttempts.$inferSelect, guardName: string, postName: string | null, flags: TAttendanceFlag[]) => ({
  id: a.id,
  guardId: a.guardId,
  guardName,
  source: a.source,
  postName,
  occurredAt: a.occurredAt.toISOString(),
  offline: a.offline,
  challenge: a.challenge,
  matchScore: a.matchScore,
  livenessPassed: a.livenessPassed,
  livenessScore: a.livenessScore,
  distanceMeters: a.distanceMeters,
  outcome: a.outcome,
  reason: a.reason,
  flags,
  frameUrl: a.frameFileId ? `/api/attendance/attempts/${a.id}/frame` : null,
  reviewedAt: a.reviewedAt?.toISOString() ?? null,
});

export const reviewAttempt = async ({ ctx, actor, id }: { ctx: TServiceContext; actor: TActor; id: string }) => {
  const [row] = await ctx.db
    .update(attendanceAttempts)
    .set({ reviewedAt: new Date(), reviewedBy: actor.userId })
    .where(and(eq(attendanceAttempts.id, id), attendanceScope(actor, attendanceAttempts.companyId)))
    .returning();
  const attempt = found(row, 'attempt');
  const [names] = await ctx.db
    .select({ guardName: personNameSql(users), postName: posts.name })
    .from(users)
    .leftJoin(posts, eq(posts.id, sql`${attempt.postId}::uuid`))
    .where(eq(users.id, attempt.guardId));
  const [record] = attempt.recordId
    ? await ctx.db.select({ flags: attendanceRecords.flags }).from(attendanceRecords).where(eq(attendanceRecords.id, attempt.recordId))
    : [];
  return toAttempt(attempt, names?.guardName ?? '', names?.postName ?? null, record?.flags ?? []);
};

export const attemptFrameFile = async ({ ctx, actor, id }: { ctx: TServiceContext; actor: TActor; id: string }) => {
  const [row] = await ctx.db
    .select({ file: files })
    .from(attendanceAttempts)
    .innerJoin(files, eq(files.id, attendanceAttempts.frameFileId))
    .where(and(eq(attendanceAttempts.id, id), attendanceScope(actor, attendanceAttempts.companyId)))
    .limit(1);
  return found(row, 'attempt').file;
};
