// Attendance (issue 13): a punch from a paired kiosk or the guard's phone is checked — the guard's face against their
// enrolled descriptors (recomputed here from the submitted frames, never trusted from the browser), the passive
// antispoof scores at the company's threshold, the liveness challenge the server issued (issue 29:
// attendance.challenges.ts) over the frames, never the same frames twice, the location for phones (accuracy within the
// geofence; outside it → flagged), the guard's shift occurrence at the post within the company's grace window — and
// kept as an attempt for audit; an accepted one becomes an attendance record (check in / out, or a meal's start / end
// chosen on the phone: attendance.meals.ts), marks the guard present on the shifts board and starts the post's daily
// report.
// The checks are in attendance.checks.ts, records and attempts for review in attendance.records.ts.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { displayName, type TAttendanceFlag, type TMealPunchType } from '@centinela/shared';
import {
  offlineStampText,
  type TKioskInfo,
  type TKioskPunchInput,
  type TOfflineStamp,
  type TPhoneCheckIn,
  type TPhonePunchInput,
  type TPunchResult,
} from '@centinela/shared/contracts/attendance';
import { occurrenceIdOf } from '@centinela/shared/contracts/shifts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
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
import { deleteStoredObjects } from '../../platform/storage/files.service';
import { FACE_MODEL_VERSION } from '../face-recognition/face-engine';
import { enrolledDescriptorsOf, settingsOf } from '../face-recognition/face-recognition.service';
import { startDailyReport } from '../incidents/daily-reports.service';
import { currentShiftOf } from '../incidents/incidents.common';
import { personNameSql } from '../posts/posts.queries';
import { assertMealOrder, lastPunchTypeOf, nextTypeAfter } from './attendance.meals';

import { readRecords } from './attendance.records';
import { assertFramesUnused, consumeChallenge, framesHashOf, issueChallenge } from './attendance.challenges';
import { judgeFace, judgeLocation, occurrenceAt, sha256, type TFaceVerdict, type TLivenessBasis } from './attendance.checks';
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
  /** The challenge judged: the server-issued one (live punches) or the kiosk's own (offline). */
  basis: TLivenessBasis;
  challengeId: string | null;
  frames: { t: number; jpeg: string }[];
  framesHash: string;
  location: { lat: number; lng: number; accuracy: number } | null;
  /** A meal punch the guard chose (phone); null: in or out by the last punch. */
  mealType: TMealPunchType | null;
  startedAt: number;
};

type TJudged = TFaceVerdict & { post: typeof posts.$inferSelect; distanceMeters: number | null; flags: TAttendanceFlag[] };

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
  const location = judgeLocation(post, p.location);
  const face = await judgeFace(ctx.db, { guardId: guard.id, settings, frames: p.frames, basis: p.basis, refusal: location.refusal });
  const flags: TAttendanceFlag[] = [...location.flags];
  // Offline, the kiosk named its own challenge (no server nonce without a network): the liveness waits for review.
  if (!p.basis.issued) flags.push('liveness_unverified');
  const occ = face.refusal ? null : await occurrenceAt(ctx.db, guard, post.id, p.at, grace);
  const refusal = face.refusal ?? (!occ && !settings.allowUnscheduled ? 'no_shift' : null);
  const judged: TJudged = { ...face, refusal, post, distanceMeters: location.distanceMeters, flags };

  // The frame kept for review: the first one (facing the camera).
  const { jpegs } = face.facts;
  const storageKey = `${guard.companyId}/${ATTENDANCE_FRAME_PURPOSE}/${randomUUID()}`;
  await storageOf(ctx).put(storageKey, jpegs[0], { contentType: 'image/jpeg', size: jpegs[0].length });
  // Refused inside (the same frames sent twice at once, a meal out of order): the stored frame goes too.
  const result = await ctx.db
    .transaction((tx) => writePunch(tx, p, judged, storageKey, occ))
    .catch(async (error: unknown) => {
      await deleteStoredObjects(ctx, [storageKey]);
      throw error;
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
    distanceMeters: location.distanceMeters,
    matchScore: face.matchScore,
    livenessPassed: face.liveness?.passed ?? null,
    guardName: displayName(guard),
    record: record ?? null,
    elapsedMs: Math.round(performance.now() - p.startedAt),
  };
};

type TOccurrence = Awaited<ReturnType<typeof occurrenceAt>>;

/** The attempt (always) and, accepted, the record, the shifts board's presence and the system log. */
const writePunch = async (tx: TDbOrTx, p: TPunchContext, judged: TJudged, storageKey: string, occ: TOccurrence) => {
  const { guard } = p;
  const { post, refusal, matchScore, liveness, facts, distanceMeters, flags } = judged;
  // The same frames sent twice at once: the second waits for the first and is refused.
  await assertFramesUnused(tx, guard.companyId, p.framesHash, { lock: true });
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
      challenge: p.basis.challenge,
      challengeId: p.challengeId,
      framesHash: p.framesHash,
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
      flags,
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
    message: { key: LOG_KEYS[type], params: { guard: displayName(guard), post: post.name } },
    details: { source: p.source, deviceId: p.deviceId, offline: Boolean(p.offline), matchScore, unscheduled: !occ, lateMinutes, flags },
  });
  return { recordId: record.id, occ, type };
};

/** An offline punch's stamp: a bad signature or a time out of range is 400, a nonce seen before 409. */
const checkOfflineStamp = async (ctx: TServiceContext, device: TDevicePrincipal, input: TKioskPunchInput, offline: TOfflineStamp) => {
  const key = await stampKeyOf(ctx, device.id);
  const text = offlineStampText({
    nonce: offline.nonce,
    occurredAt: offline.occurredAt,
    guardId: input.guardId,
    postId: input.postId,
    frameHashes: input.frames.map((f) => sha256(Buffer.from(f.jpeg, 'base64'))),
  });
  const expected = Buffer.from(createHmac('sha256', Buffer.from(key, 'hex')).update(text).digest('hex'));
  const given = Buffer.from(offline.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw ValidationFailed({ offline: 'apiErrors:fields.offlineBadSignature' });
  }
  const at = new Date(offline.occurredAt);
  if (at.getTime() > Date.now() + 5 * 60_000 || Date.now() - at.getTime() > OFFLINE_MAX_AGE_MS) {
    throw ValidationFailed({ offline: 'apiErrors:fields.offlineOutOfRange' });
  }
  const [seen] = await ctx.db
    .select({ id: attendanceAttempts.id })
    .from(attendanceAttempts)
    .where(and(eq(attendanceAttempts.deviceId, device.id), eq(attendanceAttempts.stampNonce, offline.nonce)))
    .limit(1);
  if (seen) throw Conflict('OFFLINE_PUNCH_DUPLICATE');
  return at;
};

/** The kiosk's next challenge (POST /api/attendance/challenges). */
export const kioskChallenge = ({ ctx, device }: { ctx: TServiceContext; device: TDevicePrincipal }) =>
  issueChallenge(ctx, { companyId: device.companyId, deviceId: device.id, userId: null });

/**
 * A kiosk punch. Live: it answers the challenge the server issued this kiosk (used up here). Offline: it carries the
 * kiosk's stamp and the challenge the kiosk drew itself, and is flagged for review. Either way, frames sent before
 * are refused (409 FRAMES_REUSED).
 */
export const kioskPunch = async ({ ctx, device, input }: { ctx: TServiceContext; device: TDevicePrincipal; input: TKioskPunchInput }) => {
  const startedAt = performance.now();
  // A punch is new work: only an employed guard of the kiosk's company (the kiosk lists no one else).
  const guard = await guardOfCompany(ctx.db, device.companyId, input.guardId, { field: 'guardId' });
  if (!device.postIds.includes(input.postId)) throw NotFound('post');
  const framesHash = framesHashOf(input.frames);
  let at = new Date();
  let basis: TLivenessBasis;
  let challengeId: string | null = null;
  if (input.offline) {
    at = await checkOfflineStamp(ctx, device, input, input.offline);
    basis = { issued: false, challenge: input.challenge ?? null };
  } else {
    // The schema asks a live punch for both; the holder must be this kiosk.
    const issued = await consumeChallenge(
      ctx.db,
      { companyId: device.companyId, deviceId: device.id, userId: null },
      { challengeId: input.challengeId ?? '', nonce: input.nonce ?? '' },
    );
    basis = { issued: true, challenge: issued.challenge };
    challengeId = issued.id;
  }
  await assertFramesUnused(ctx.db, device.companyId, framesHash);
  return runPunch({
    ctx,
    guard,
    postId: input.postId,
    source: 'kiosk',
    deviceId: device.id,
    at,
    offline: input.offline ? { nonce: input.offline.nonce } : null,
    basis,
    challengeId,
    frames: input.frames,
    framesHash,
    location: null,
    mealType: null,
    startedAt,
  });
};

/** A guard's phone's next challenge (POST /api/attendance/challenges/phone). */
export const phoneChallenge = ({ ctx, actor }: { ctx: TServiceContext; actor: TActor }) => {
  if (actor.role !== 'security_guard') throw Forbidden('GUARDS_ONLY_PUNCH');
  return issueChallenge(ctx, { companyId: actor.companyId, deviceId: null, userId: actor.userId });
};

/** A guard's own punch from their phone: the same checks, its issued challenge, and the post's location checks. */
export const phonePunch = async ({ ctx, actor, input }: { ctx: TServiceContext; actor: TActor; input: TPhonePunchInput }) => {
  const startedAt = performance.now();
  if (actor.role !== 'security_guard') throw Forbidden('GUARDS_ONLY_PUNCH');
  // The body names no guard: the refusal (a guard since terminated, whose session outlived it) is about it as a whole.
  const guard = await guardOfCompany(ctx.db, actor.companyId, actor.userId, { field: '_' });
  const framesHash = framesHashOf(input.frames);
  const issued = await consumeChallenge(ctx.db, { companyId: actor.companyId, deviceId: null, userId: actor.userId }, input);
  await assertFramesUnused(ctx.db, actor.companyId, framesHash);
  return runPunch({
    ctx,
    guard,
    postId: input.postId,
    source: 'phone',
    deviceId: null,
    at: new Date(),
    offline: null,
    basis: { issued: true, challenge: issued.challenge },
    challengeId: issued.id,
    frames: input.frames,
    framesHash,
    location: { lat: input.latitude, lng: input.longitude, accuracy: input.accuracy },
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
