// Attendance (issue 13): a punch from a paired kiosk or the guard's phone is checked — the guard's face against their
// enrolled descriptors (recomputed here from the submitted frames, never trusted from the browser), the liveness
// challenge over the frames, the geofence for phones, the guard's shift occurrence at the post within the company's
// grace window — and kept as an attempt for audit; an accepted one becomes an attendance record (check in / out, or a
// meal's start / end chosen on the phone: attendance.meals.ts), marks the guard present on the shifts board and starts
// the post's daily report.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { addDays, displayName, type TMealPunchType, todayIn } from '@centinela/shared';
import {
  offlineStampText,
  type TAttendanceCorrection,
  type TAttendanceListQuery,
  type TAttendancePage,
  type TAttendanceRecord,
  type TAttendanceRefusal,
  type TKioskInfo,
  type TKioskPunchInput,
  type TPhoneCheckIn,
  type TPhonePunchInput,
  type TPunchResult,
} from '@centinela/shared/contracts/attendance';
import { occurrenceIdOf } from '@centinela/shared/contracts/shifts';
import { checkLiveness, type TLivenessChallenge, type TLivenessSample } from '@centinela/shared/rules/face-liveness';
import { effectiveTimeZone, zonedOccurrence } from '@centinela/shared/rules/zoned-time';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { TDbOrTx } from '../../db/client';
import {
  attendanceAttempts,
  attendanceDeviceKeys,
  attendanceRecords,
  companies,
  files,
  posts,
  shiftPresences,
  users,
} from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import type { TDevicePrincipal } from '../../platform/access/device';
import { loadAccessSubject, toActor } from '../../platform/access/load-actor';
import { guardOfCompany, type TGuardOfCompany } from '../../platform/access/guard-of-company';
import { found } from '../../platform/access/scope';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { Conflict, Forbidden, NotFound, ValidationFailed } from '../../platform/errors';
import { storageOf } from '../../platform/storage';
import { analyzeJpeg, FACE_MODEL_VERSION } from '../face-recognition/face-engine';
import { bestSimilarity, enrolledDescriptorsOf, settingsOf } from '../face-recognition/face-recognition.service';
import { startDailyReport } from '../incidents/daily-reports.service';
import { currentShiftOf } from '../incidents/incidents.common';
import { personNameSql } from '../posts/posts.queries';
import { occurrencesFrom, rowsOf, workedBy } from '../rosters/rosters.sql';
import { assertMealOrder, lastPunchTypeOf, nextTypeAfter } from './attendance.meals';
import { attendanceScope, canOnRecord } from './attendance.policy';

export const ATTENDANCE_FRAME_PURPOSE = 'attendance_frame';
/** An offline punch older than this is refused (a kiosk offline longer needs an admin's correction). */
export const OFFLINE_MAX_AGE_MS = 72 * 3_600_000;
/** Attempts below threshold + this margin are listed for review even when accepted. */
export const LOW_SCORE_MARGIN = 0.05;

type TGuard = TGuardOfCompany;

const LOG_KEYS = {
  check_in: 'attendanceCheckedIn',
  check_out: 'attendanceCheckedOut',
  meal_start: 'attendanceMealStarted',
  meal_end: 'attendanceMealEnded',
} as const;

// ---- the kiosk's screen and offline stamp key

const stampKeyOf = async (ctx: TServiceContext, deviceId: string): Promise<string> => {
  const [row] = await ctx.db.select().from(attendanceDeviceKeys).where(eq(attendanceDeviceKeys.deviceId, deviceId)).limit(1);
  if (row) return ctx.secrets.decrypt(row.keyEncrypted);
  const key = randomBytes(32).toString('hex');
  await ctx.db
    .insert(attendanceDeviceKeys)
    .values({ deviceId, keyEncrypted: ctx.secrets.encrypt(key) })
    .onConflictDoNothing();
  const [again] = await ctx.db.select().from(attendanceDeviceKeys).where(eq(attendanceDeviceKeys.deviceId, deviceId)).limit(1);
  return ctx.secrets.decrypt(again.keyEncrypted);
};

export const kioskInfo = async ({ ctx, device }: { ctx: TServiceContext; device: TDevicePrincipal }): Promise<TKioskInfo> => {
  const [[company], postRows, settings, stampKey] = await Promise.all([
    ctx.db.select({ name: companies.name, timeZone: companies.timeZone }).from(companies).where(eq(companies.id, device.companyId)),
    device.postIds.length
      ? ctx.db
          .select({ id: posts.id, name: posts.name })
          .from(posts)
          .where(and(inArray(posts.id, device.postIds), eq(posts.companyId, device.companyId)))
          .orderBy(posts.name)
      : Promise.resolve([]),
    settingsOf(ctx.db, device.companyId),
    stampKeyOf(ctx, device.id),
  ]);
  if (!company) throw NotFound('company');
  const guards = await ctx.db
    .select({
      id: users.id,
      name: personNameSql(users),
      employeeNumber: users.companyIdentificationNumber,
      enrolled: sql<boolean>`exists (select 1 from user_face_photos f where f.user_id = "users"."id" and f.face_count = 1 and f.descriptor_model = ${FACE_MODEL_VERSION})`,
    })
    .from(users)
    .where(and(eq(users.companyId, device.companyId), eq(users.role, 'security_guard'), eq(users.stillEmployed, true)))
    .orderBy(asc(users.sortName))
    .limit(2000);
  return {
    deviceId: device.id,
    name: device.name,
    companyName: company.name,
    timeZone: company.timeZone,
    posts: postRows,
    challengeKind: settings.challengeKind,
    stampKey,
    guards: guards.map((g) => ({ ...g, enrolled: Boolean(g.enrolled) })),
  };
};

// ---- the checks

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

type TFrameFacts = {
  jpegs: Buffer[];
  samples: TLivenessSample[];
  descriptors: number[][];
  real: number;
  live: number;
  refusal: TAttendanceRefusal | null;
};

/** Every frame must show exactly one face; the measurements are the server's own. */
const analyzeFrames = async (frames: { t: number; jpeg: string }[]): Promise<TFrameFacts> => {
  const jpegs = frames.map((f) => Buffer.from(f.jpeg, 'base64'));
  if (jpegs.some((j) => j.length < 4 || j[0] !== 0xff || j[1] !== 0xd8)) {
    throw ValidationFailed({ frames: 'apiErrors:fields.framesNotJpeg' });
  }
  const samples: TLivenessSample[] = [];
  const descriptors: number[][] = [];
  let real = 0;
  let live = 0;
  for (const [i, jpeg] of jpegs.entries()) {
    let faces: Awaited<ReturnType<typeof analyzeJpeg>>;
    try {
      faces = await analyzeJpeg(jpeg);
    } catch {
      throw ValidationFailed({ frames: 'apiErrors:fields.frameUnreadable' });
    }
    if (faces.length === 0 || !faces[0].descriptor.length) return { jpegs, samples, descriptors, real, live, refusal: 'no_face' };
    if (faces.length > 1) return { jpegs, samples, descriptors, real, live, refusal: 'many_faces' };
    samples.push({ t: frames[i].t, yaw: faces[0].yaw, eyeOpenness: faces[0].eyeOpenness });
    descriptors.push(faces[0].descriptor);
    real = Math.max(real, faces[0].real);
    live = Math.max(live, faces[0].live);
  }
  return { jpegs, samples, descriptors, real, live, refusal: null };
};

type TOccurrenceMatch = {
  shiftId: string;
  date: string;
  rosterId: string;
  shiftNumber: number;
  postId: string;
  postName: string;
  startMs: number;
  endMs: number;
};

/** The guard's occurrence at the post whose [start − before, end + after] holds the instant (the nearest start). */
const occurrenceAt = async (db: TDbOrTx, guard: TGuard, postId: string, at: Date, grace: { before: number; after: number }) => {
  const [company] = await db.select({ timeZone: companies.timeZone }).from(companies).where(eq(companies.id, guard.companyId));
  const today = todayIn(company?.timeZone ?? 'America/Puerto_Rico', at);
  const rows = await rowsOf<{
    shift_id: string;
    roster_id: string;
    shift_number: number;
    date: string;
    post_id: string;
    post_name: string;
    time_zone: string | null;
    start_minute: number;
    end_minute: number;
  }>(
    db,
    sql`select s.id as shift_id, r.id as roster_id, s.shift_number::int as shift_number, d.day::date::text as date,
          posts.id as post_id, posts.name as post_name, posts.time_zone, s.start_minute::int as start_minute, s.end_minute::int as end_minute
        ${occurrencesFrom(addDays(today, -1), addDays(today, 1), sql`${posts.id} = ${postId} and ${posts.companyId} = ${guard.companyId}`, workedBy(guard.id))}`,
  );
  const t = at.getTime();
  let best: TOccurrenceMatch | null = null;
  for (const row of rows) {
    const { startMs, endMs } = zonedOccurrence(
      row.date,
      row.start_minute,
      row.end_minute,
      effectiveTimeZone(row.time_zone, company?.timeZone),
    );
    if (t < startMs - grace.before * 60_000 || t > endMs + grace.after * 60_000) continue;
    if (!best || Math.abs(t - startMs) < Math.abs(t - best.startMs)) {
      best = {
        shiftId: row.shift_id,
        date: row.date,
        rosterId: row.roster_id,
        shiftNumber: row.shift_number,
        postId: row.post_id,
        postName: row.post_name,
        startMs,
        endMs,
      };
    }
  }
  return best;
};

const haversineMeters = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
  const R = 6_371_000;
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * R * Math.asin(Math.sqrt(h));
};

type TPunchContext = {
  ctx: TServiceContext;
  guard: TGuard;
  postId: string;
  source: 'kiosk' | 'phone';
  deviceId: string | null;
  at: Date;
  offline: { nonce: string } | null;
  challenge: TLivenessChallenge | null;
  frames: { t: number; jpeg: string }[];
  location: { lat: number; lng: number } | null;
  /** A meal punch the guard chose (phone); null: in or out by the last punch. */
  mealType: TMealPunchType | null;
  startedAt: number;
};

/** The checks, the attempt row, and (accepted) the record, presence and daily report — one transaction. */
const runPunch = async (p: TPunchContext): Promise<TPunchResult> => {
  const { ctx, guard } = p;
  const settings = await settingsOf(ctx.db, guard.companyId);
  const [post] = await ctx.db
    .select()
    .from(posts)
    .where(and(eq(posts.id, p.postId), eq(posts.companyId, guard.companyId)))
    .limit(1);
  if (!post) throw NotFound('post');
  const grace = { before: settings.graceBeforeMinutes, after: settings.graceAfterMinutes };
  if (p.mealType) {
    // Out of order (not checked in, already on a meal, no meal to end): refused before any face work.
    const occ = await occurrenceAt(ctx.db, guard, post.id, p.at, grace);
    assertMealOrder(p.mealType, await lastPunchTypeOf(ctx.db, guard.id, occ, p.at));
  }

  let refusal: TAttendanceRefusal | null = null;
  let distanceMeters: number | null = null;
  if (p.location) {
    if (post.latitude === null || post.longitude === null) refusal = 'no_location';
    else {
      distanceMeters = Math.round(haversineMeters(p.location, { lat: post.latitude, lng: post.longitude }));
      if (distanceMeters > post.geofenceRadiusM) refusal = 'outside_geofence';
    }
  }

  const facts = await analyzeFrames(p.frames);
  refusal ??= facts.refusal;
  let matchScore: number | null = null;
  if (!refusal) {
    const enrolled = await enrolledDescriptorsOf(ctx.db, guard.id);
    if (enrolled.length === 0) refusal = 'not_enrolled';
    else {
      // Every frame must be the guard (a face swapped in mid-challenge fails): the weakest frame decides.
      let weakest = 1;
      for (const d of facts.descriptors) weakest = Math.min(weakest, await bestSimilarity(enrolled, d));
      matchScore = Math.round(weakest * 1000) / 1000;
      if (matchScore < settings.matchThreshold) refusal = 'face_mismatch';
    }
  }
  let liveness: { passed: boolean; score: number } | null = null;
  if (!refusal || refusal === 'face_mismatch') {
    if (settings.challengeKind === 'off') liveness = { passed: true, score: 1 };
    else if (!p.challenge) liveness = { passed: false, score: 0 };
    else {
      const allowed =
        settings.challengeKind === 'any' || (settings.challengeKind === 'blink' ? p.challenge === 'blink' : p.challenge !== 'blink');
      const result = checkLiveness(p.challenge, facts.samples);
      liveness = { passed: allowed && result.passed, score: result.score };
    }
    if (!refusal && !liveness.passed) refusal = 'liveness_failed';
  }
  const occ = refusal ? null : await occurrenceAt(ctx.db, guard, post.id, p.at, grace);
  if (!refusal && !occ && !settings.allowUnscheduled) refusal = 'no_shift';

  // The frame kept for review: the first one (facing the camera).
  const storageKey = `${guard.companyId}/${ATTENDANCE_FRAME_PURPOSE}/${randomUUID()}`;
  await storageOf(ctx).put(storageKey, facts.jpegs[0], { contentType: 'image/jpeg', size: facts.jpegs[0].length });

  const result = await ctx.db.transaction(async (tx) => {
    const [file] = await tx
      .insert(files)
      .values({
        companyId: guard.companyId,
        storageKey,
        originalName: 'frame.jpg',
        contentType: 'image/jpeg',
        size: facts.jpegs[0].length,
        purpose: ATTENDANCE_FRAME_PURPOSE,
        subjectId: guard.id,
      })
      .returning({ id: files.id });
    const [attempt] = await tx
      .insert(attendanceAttempts)
      .values({
        companyId: guard.companyId,
        guardId: guard.id,
        source: p.source,
        deviceId: p.deviceId,
        postId: post.id,
        occurredAt: p.at,
        offline: Boolean(p.offline),
        stampNonce: p.offline?.nonce ?? null,
        challenge: p.challenge,
        frameFileId: file.id,
        matchScore,
        livenessPassed: liveness?.passed ?? null,
        livenessScore: liveness?.score ?? null,
        realScore: facts.real,
        liveScore: facts.live,
        latitude: p.location?.lat ?? null,
        longitude: p.location?.lng ?? null,
        distanceMeters,
        outcome: refusal ? 'refused' : 'accepted',
        reason: refusal,
      })
      .returning();
    if (refusal) return { recordId: null };
    const last = await lastPunchTypeOf(tx, guard.id, occ, p.at);
    if (p.mealType) assertMealOrder(p.mealType, last);
    const type = p.mealType ?? nextTypeAfter(last);
    const [company] = await tx.select({ grace: companies.checkInGraceMinutes }).from(companies).where(eq(companies.id, guard.companyId));
    const minutesLate = occ && type === 'check_in' ? Math.floor((p.at.getTime() - occ.startMs) / 60_000) : 0;
    const lateMinutes = minutesLate > (company?.grace ?? 10) ? minutesLate : 0;
    const [record] = await tx
      .insert(attendanceRecords)
      .values({
        companyId: guard.companyId,
        guardId: guard.id,
        type,
        timestamp: p.at,
        verifiedAt: new Date(),
        faceDistance: matchScore === null ? null : Math.round((1 - matchScore) * 1000) / 1000,
        latitude: p.location?.lat ?? null,
        longitude: p.location?.lng ?? null,
        deviceId: p.deviceId,
        shiftId: occ?.shiftId ?? null,
        shiftDate: occ?.date ?? null,
        rosterId: occ?.rosterId ?? null,
        shiftNumber: occ?.shiftNumber ?? null,
        postId: post.id,
        source: p.source,
        offline: Boolean(p.offline),
        unscheduled: !occ,
        lateMinutes,
        distanceMeters,
        attemptId: attempt.id,
      })
      .returning();
    await tx.update(attendanceAttempts).set({ recordId: record.id }).where(eq(attendanceAttempts.id, attempt.id));
    if (occ && type === 'check_in') {
      // The shifts board shows the guard present (the same row a manual confirmation writes).
      await tx
        .insert(shiftPresences)
        .values({ companyId: guard.companyId, shiftId: occ.shiftId, date: occ.date, guardId: guard.id, confirmedBy: null })
        .onConflictDoNothing();
    }
    await writeSystemLog(tx, null, {
      action: 'CREATE',
      entityType: 'attendance',
      entityId: record.id,
      companyId: guard.companyId,
      userId: guard.id,
      message: {
        key: LOG_KEYS[type],
        params: { guard: displayName(guard), post: post.name },
      },
      details: { source: p.source, deviceId: p.deviceId, offline: Boolean(p.offline), matchScore, unscheduled: !occ, lateMinutes },
    });
    return { recordId: record.id, occ, type };
  });

  if (result.recordId && result.occ && result.type === 'check_in') {
    // The post's daily report of the shift (idempotent); a failure here never undoes the check-in.
    const [user] = await ctx.db.select().from(users).where(eq(users.id, guard.id));
    const actor = toActor(user, await loadAccessSubject(ctx.db, ctx.config, user), `attendance:${result.recordId}`);
    await startDailyReport({
      ctx,
      actor,
      postId: result.occ.postId,
      occurrenceId: occurrenceIdOf(result.occ.shiftId, result.occ.date),
    }).catch(() => undefined);
  }
  const [record] = result.recordId ? await readRecords(ctx.db, null, [eq(attendanceRecords.id, result.recordId)]) : [];
  return {
    outcome: refusal ? 'refused' : 'accepted',
    reason: refusal,
    distanceMeters,
    matchScore,
    livenessPassed: liveness?.passed ?? null,
    guardName: displayName(guard),
    record: record ?? null,
    elapsedMs: Math.round(performance.now() - p.startedAt),
  };
};

/** A kiosk punch. Offline ones carry the kiosk's stamp: a bad signature is 400, a nonce seen before 409. */
export const kioskPunch = async ({ ctx, device, input }: { ctx: TServiceContext; device: TDevicePrincipal; input: TKioskPunchInput }) => {
  const startedAt = performance.now();
  // A punch is new work: only an employed guard of the kiosk's company (the kiosk lists no one else).
  const guard = await guardOfCompany(ctx.db, device.companyId, input.guardId, { field: 'guardId' });
  if (!device.postIds.includes(input.postId)) throw NotFound('post');
  let at = new Date();
  if (input.offline) {
    const key = await stampKeyOf(ctx, device.id);
    const text = offlineStampText({
      nonce: input.offline.nonce,
      occurredAt: input.offline.occurredAt,
      guardId: input.guardId,
      postId: input.postId,
      frameHashes: input.frames.map((f) => sha256(Buffer.from(f.jpeg, 'base64'))),
    });
    const expected = Buffer.from(createHmac('sha256', Buffer.from(key, 'hex')).update(text).digest('hex'));
    const given = Buffer.from(input.offline.signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      throw ValidationFailed({ offline: 'apiErrors:fields.offlineBadSignature' });
    }
    at = new Date(input.offline.occurredAt);
    if (at.getTime() > Date.now() + 5 * 60_000 || Date.now() - at.getTime() > OFFLINE_MAX_AGE_MS) {
      throw ValidationFailed({ offline: 'apiErrors:fields.offlineOutOfRange' });
    }
    const [seen] = await ctx.db
      .select({ id: attendanceAttempts.id })
      .from(attendanceAttempts)
      .where(and(eq(attendanceAttempts.deviceId, device.id), eq(attendanceAttempts.stampNonce, input.offline.nonce)))
      .limit(1);
    if (seen) throw Conflict('OFFLINE_PUNCH_DUPLICATE');
  }
  return runPunch({
    ctx,
    guard,
    postId: input.postId,
    source: 'kiosk',
    deviceId: device.id,
    at,
    offline: input.offline ? { nonce: input.offline.nonce } : null,
    challenge: input.challenge,
    frames: input.frames,
    location: null,
    mealType: null,
    startedAt,
  });
};

/** A guard's own punch from their phone: the same checks plus the post's geofence. */
export const phonePunch = async ({ ctx, actor, input }: { ctx: TServiceContext; actor: TActor; input: TPhonePunchInput }) => {
  const startedAt = performance.now();
  if (actor.role !== 'security_guard') throw Forbidden('GUARDS_ONLY_PUNCH');
  // The body names no guard: the refusal (a guard since terminated, whose session outlived it) is about it as a whole.
  const guard = await guardOfCompany(ctx.db, actor.companyId, actor.userId, { field: '_' });
  return runPunch({
    ctx,
    guard,
    postId: input.postId,
    source: 'phone',
    deviceId: null,
    at: new Date(),
    offline: null,
    challenge: input.challenge,
    frames: input.frames,
    location: { lat: input.latitude, lng: input.longitude },
    mealType: input.type ?? null,
    startedAt,
  });
};

/** The guard's phone check-in screen: their shift now (or the nearest), the challenge kind, enrolment. */
export const phoneCheckIn = async ({ ctx, actor }: { ctx: TServiceContext; actor: TActor }): Promise<TPhoneCheckIn> => {
  if (actor.role !== 'security_guard') throw Forbidden('GUARDS_ONLY_PUNCH');
  const [settings, current, enrolled] = await Promise.all([
    settingsOf(ctx.db, actor.companyId),
    currentShiftOf(ctx.db, actor),
    enrolledDescriptorsOf(ctx.db, actor.userId),
  ]);
  const occ = current ? { shiftId: current.occurrenceId.slice(0, 36), date: current.occurrenceId.slice(37) } : null;
  const lastType = occ ? await lastPunchTypeOf(ctx.db, actor.userId, occ, new Date()) : null;
  return {
    challengeKind: settings.challengeKind,
    enrolled: enrolled.length > 0,
    shift: current ? { postId: current.postId, postName: current.postName, startsAt: current.startsAt, endsAt: current.endsAt } : null,
    lastType,
  };
};

// ---- records

const readRecords = async (
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
      : sql`${attendanceAttempts.reviewedAt} is null and (${attendanceAttempts.outcome} = 'refused' or ${attendanceAttempts.matchScore} < coalesce((select match_threshold from face_recognition_settings fs where fs.company_id = ${attendanceAttempts.companyId}), 0.7) + ${LOW_SCORE_MARGIN})`,
  ].filter(Boolean) as ReturnType<typeof eq>[];
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({ a: attendanceAttempts, guardName: personNameSql(users), postName: posts.name })
      .from(attendanceAttempts)
      .innerJoin(users, eq(users.id, attendanceAttempts.guardId))
      .leftJoin(posts, eq(posts.id, attendanceAttempts.postId))
      .where(and(...conditions))
      .orderBy(desc(attendanceAttempts.createdAt), desc(attendanceAttempts.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ctx.db
      .select({ total: count() })
      .from(attendanceAttempts)
      .where(and(...conditions)),
  ]);
  return { items: rows.map(({ a, guardName, postName }) => toAttempt(a, guardName, postName)), total: Number(total) };
};

const toAttempt = (a: typeof attendanceAttempts.$inferSelect, guardName: string, postName: string | null) => ({
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
  return toAttempt(attempt, names?.guardName ?? '', names?.postName ?? null);
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
