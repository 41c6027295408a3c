// Attendance (issue 13): a punch from a paired kiosk or the guard's phone is checked — the guard's face against their
// enrolled descriptors (recomputed here from the submitted frames, never trusted from the browser), the liveness
// challenge over the frames, the geofence for phones, the guard's shift occurrence at the post within the company's
// grace window — and kept as an attempt for audit; an accepted one becomes an attendance record (check in / out, or a
// meal's start / end chosen on the phone: attendance.meals.ts), marks the guard present on the shifts board and starts
// the post's daily report.
// The checks are in attendance.checks.ts, records and attempts for review in attendance.records.ts.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { displayName, type TMealPunchType } from '@centinela/shared';
import {
  offlineStampText,
  type TAttendanceRefusal,
  type TKioskInfo,
  type TKioskPunchInput,
  type TPhoneCheckIn,
  type TPhonePunchInput,
  type TPunchResult,
} from '@centinela/shared/contracts/attendance';
import { occurrenceIdOf } from '@centinela/shared/contracts/shifts';
import { checkLiveness, type TLivenessChallenge } from '@centinela/shared/rules/face-liveness';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
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
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { Conflict, Forbidden, NotFound, ValidationFailed } from '../../platform/errors';
import { storageOf } from '../../platform/storage';
import { FACE_MODEL_VERSION } from '../face-recognition/face-engine';
import { bestSimilarity, enrolledDescriptorsOf, settingsOf } from '../face-recognition/face-recognition.service';
import { startDailyReport } from '../incidents/daily-reports.service';
import { currentShiftOf } from '../incidents/incidents.common';
import { personNameSql } from '../posts/posts.queries';
import { assertMealOrder, lastPunchTypeOf, nextTypeAfter } from './attendance.meals';

import { readRecords } from './attendance.records';
import { analyzeFrames, haversineMeters, occurrenceAt, sha256 } from './attendance.checks';
export const ATTENDANCE_FRAME_PURPOSE = 'attendance_frame';
/** An offline punch older than this is refused (a kiosk offline longer needs an admin's correction). */
export const OFFLINE_MAX_AGE_MS = 72 * 3_600_000;
/** Attempts below threshold + this margin are listed for review even when accepted. */
export const LOW_SCORE_MARGIN = 0.05;

export type TGuard = TGuardOfCompany;

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
