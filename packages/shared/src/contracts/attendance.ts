// Attendance (issue 13): check-in/out punches from a paired kiosk or the guard's phone, verified by face and an active
// liveness challenge; the records (spec "Attendance record"), corrections, the attempts kept for audit, the report.
// Meal punches (issue 27): a checked-in guard starts and ends a meal from their phone; pay runs read them.
import { z } from 'zod';
import { ATTENDANCE_FLAGS, ATTENDANCE_TYPES, MEAL_PUNCH_TYPES } from '../enums';
import { LIVENESS_CHALLENGES } from '../rules/face-liveness';
import { LANGUAGES } from '../enums';
import { ZDateString, ZDateTime, ZId, ZPageQuery, ZPaginated } from './common';
import { dateRangeRefinement, MAX_REPORT_RANGE_DAYS } from './reports';

/** Why a punch was refused: the kiosk and the phone say it in the guard's language (attendance:refusals.<code>). */
export const ATTENDANCE_REFUSALS = [
  'no_face',
  'many_faces',
  'not_enrolled',
  'face_mismatch',
  'liveness_failed',
  /** A frame's antispoof or liveness score below the company's threshold (issue 29). */
  'anti_spoof_failed',
  'no_shift',
  /** Attempts before issue 29 only: a punch outside the geofence is now accepted and flagged (ATTENDANCE_FLAGS). */
  'outside_geofence',
  'no_location',
  /** The phone's reported accuracy (metres) is worse than the post's geofence radius (issue 29). */
  'location_too_inaccurate',
  'post_not_on_device',
] as const;
export type TAttendanceRefusal = (typeof ATTENDANCE_REFUSALS)[number];

/** Frames are JPEG data (base64, no data: prefix); 3 to 8 frames of the challenge, each at most ~200 KB. */
export const MAX_PUNCH_FRAMES = 8;
const ZFrame = z
  .string()
  .max(280_000)
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, { message: 'A frame is base64 JPEG data' });

/** The server-issued challenge a live punch answers: its id and nonce (POST /api/attendance/challenges…). */
const ZChallengeRef = z.object({ challengeId: ZId, nonce: z.string().regex(/^[A-Za-z0-9_-]{32,64}$/) });

const ZPunchBase = z.object({
  guardId: ZId,
  postId: ZId,
  /**
   * An offline punch only: the challenge the kiosk drew itself (no server nonce without a network), checked against the
   * company's kind and flagged for review. A live punch is judged on the challenge the server issued.
   */
  challenge: z.enum(LIVENESS_CHALLENGES).nullable().optional(),
  /** The frames of the challenge in time order, with their capture time (ms since the first). */
  frames: z
    .array(z.object({ t: z.number().int().min(0).max(60_000), jpeg: ZFrame }))
    .min(1)
    .max(MAX_PUNCH_FRAMES),
});

/** An offline punch's stamp: when it happened, a one-time nonce and the kiosk's HMAC over both and the frames. */
export const ZOfflineStamp = z.object({
  occurredAt: ZDateTime,
  nonce: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});
export type TOfflineStamp = z.infer<typeof ZOfflineStamp>;

/** A live kiosk punch names its server-issued challenge; a punch queued offline carries its stamp instead. */
export const ZKioskPunchInput = ZPunchBase.extend({
  offline: ZOfflineStamp.optional(),
  challengeId: ZChallengeRef.shape.challengeId.optional(),
  nonce: ZChallengeRef.shape.nonce.optional(),
}).superRefine((v, ctx) => {
  if (!v.offline && (!v.challengeId || !v.nonce)) {
    ctx.addIssue({ code: 'custom', path: ['challengeId'], message: 'attendance:validation.challengeRequired' });
  }
});
export type TKioskPunchInput = z.input<typeof ZKioskPunchInput>;

export const ZPhonePunchInput = ZPunchBase.omit({ guardId: true, challenge: true }).extend({
  ...ZChallengeRef.shape,
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** The browser's accuracy radius, metres: worse than the post's geofence radius → refused (location_too_inaccurate). */
  accuracy: z.number().min(0).max(100_000),
  /** A meal's start or end, chosen by the guard; absent: check in or out, whichever follows the last punch. */
  type: z.enum(MEAL_PUNCH_TYPES).optional(),
});
export type TPhonePunchInput = z.input<typeof ZPhonePunchInput>;

export const ZAttendanceRecord = z.object({
  id: ZId,
  companyId: ZId,
  guardId: ZId,
  guardName: z.string(),
  employeeNumber: z.string().nullable(),
  type: z.enum(ATTENDANCE_TYPES),
  timestamp: z.string(),
  verifiedAt: z.string().nullable(),
  faceDistance: z.number().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  distanceMeters: z.number().nullable(),
  deviceId: z.string().nullable(),
  shiftId: ZId.nullable(),
  shiftDate: z.string().nullable(),
  rosterId: ZId.nullable(),
  shiftNumber: z.number().int().nullable(),
  postId: ZId.nullable(),
  postName: z.string().nullable(),
  source: z.enum(['kiosk', 'phone']),
  offline: z.boolean(),
  unscheduled: z.boolean(),
  lateMinutes: z.number().int(),
  /** Accepted but for review: outside the geofence, liveness not proven by a server challenge. */
  flags: z.array(z.enum(ATTENDANCE_FLAGS)),
  correctedAt: z.string().nullable(),
  correctionReason: z.string().nullable(),
  createdAt: z.string(),
  can: z.object({ correct: z.boolean() }),
});
export type TAttendanceRecord = z.infer<typeof ZAttendanceRecord>;

export const ZPunchResult = z.object({
  outcome: z.enum(['accepted', 'refused']),
  reason: z.enum(ATTENDANCE_REFUSALS).nullable(),
  /** Phone punches: how far the phone was from the post (metres). */
  distanceMeters: z.number().nullable(),
  matchScore: z.number().nullable(),
  livenessPassed: z.boolean().nullable(),
  guardName: z.string(),
  record: ZAttendanceRecord.nullable(),
  /** Server time taken from the request to the answer (the bench reads it). */
  elapsedMs: z.number(),
});
export type TPunchResult = z.infer<typeof ZPunchResult>;

/** How long an issued challenge may be answered (capture and upload included). */
export const CHALLENGE_TTL_SECONDS = 60;

/** POST /api/attendance/challenges[/phone]: the challenge to perform now, answered once before `expiresAt`. */
export const ZPunchChallenge = z.object({
  challengeId: ZId,
  nonce: z.string(),
  /** What to perform (null: the company turned the challenge off). */
  challenge: z.enum(LIVENESS_CHALLENGES).nullable(),
  expiresAt: z.string(),
});
export type TPunchChallenge = z.infer<typeof ZPunchChallenge>;

export const ZAttendanceListQuery = ZPageQuery.extend({
  from: ZDateString.optional(),
  to: ZDateString.optional(),
  guardId: ZId.optional(),
  postId: ZId.optional(),
  type: z.enum(ATTENDANCE_TYPES).optional(),
  /** Platform admins only. */
  companyId: ZId.optional(),
});
export type TAttendanceListQuery = z.input<typeof ZAttendanceListQuery>;
export const ZAttendancePage = ZPaginated(ZAttendanceRecord);
export type TAttendancePage = z.infer<typeof ZAttendancePage>;

export const ZAttendanceCorrection = z
  .object({
    type: z.enum(ATTENDANCE_TYPES).optional(),
    timestamp: ZDateTime.optional(),
    reason: z.string().trim().min(3).max(500),
  })
  .refine((v) => v.type !== undefined || v.timestamp !== undefined, { message: 'Nothing to update', path: ['timestamp'] });
export type TAttendanceCorrection = z.input<typeof ZAttendanceCorrection>;

/** What a paired kiosk needs: its posts, the company's challenge kind, its key for offline stamps, and the guards. */
export const ZKioskInfo = z.object({
  deviceId: ZId,
  name: z.string(),
  companyName: z.string(),
  timeZone: z.string(),
  posts: z.array(z.object({ id: ZId, name: z.string() })),
  challengeKind: z.enum(['turn', 'blink', 'any', 'off']),
  /** HMAC-SHA256 key (hex) for stamping punches queued offline. */
  stampKey: z.string(),
  guards: z.array(z.object({ id: ZId, name: z.string(), employeeNumber: z.string().nullable(), enrolled: z.boolean() })),
});
export type TKioskInfo = z.infer<typeof ZKioskInfo>;

export const ZAttendanceAttempt = z.object({
  id: ZId,
  guardId: ZId,
  guardName: z.string(),
  source: z.enum(['kiosk', 'phone']),
  postName: z.string().nullable(),
  occurredAt: z.string(),
  offline: z.boolean(),
  challenge: z.string().nullable(),
  matchScore: z.number().nullable(),
  livenessPassed: z.boolean().nullable(),
  livenessScore: z.number().nullable(),
  distanceMeters: z.number().nullable(),
  outcome: z.enum(['accepted', 'refused']),
  reason: z.string().nullable(),
  /** The record's review flags (accepted attempts). */
  flags: z.array(z.enum(ATTENDANCE_FLAGS)),
  frameUrl: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type TAttendanceAttempt = z.infer<typeof ZAttendanceAttempt>;
export const ZAttemptListQuery = ZPageQuery.extend({
  /** 'review': refused, low-score or flagged attempts not yet reviewed. */
  view: z.enum(['review', 'all']).default('review'),
});
export const ZAttemptPage = ZPaginated(ZAttendanceAttempt);

/** The canonical text an offline stamp signs: nonce, time, guard, post and the SHA-256 of every frame, in order. */
export const offlineStampText = (input: { nonce: string; occurredAt: string; guardId: string; postId: string; frameHashes: string[] }) =>
  ['centinela-punch-v1', input.nonce, input.occurredAt, input.guardId, input.postId, ...input.frameHashes].join('\n');

/** GET /api/attendance/phone: what a guard's dashboard needs to check in from the phone. */
export const ZPhoneCheckIn = z.object({
  challengeKind: z.enum(['turn', 'blink', 'any', 'off']),
  enrolled: z.boolean(),
  /** The guard's shift now or the nearest within 12 hours; null when off shift. */
  shift: z.object({ postId: ZId, postName: z.string(), startsAt: z.string(), endsAt: z.string() }).nullable(),
  /** The guard's last punch of that shift: in → out or a meal; meal start → meal end; none or out → in. */
  lastType: z.enum(ATTENDANCE_TYPES).nullable(),
});
export type TPhoneCheckIn = z.infer<typeof ZPhoneCheckIn>;

/** The attendance report (by post, guard, date range): scheduled occurrences, punches, late and no-show counts. */
export const ZAttendanceReportQuery = ZPageQuery.extend({
  from: ZDateString,
  to: ZDateString,
  customerCompanyId: ZId.optional(),
  postId: ZId.optional(),
  guardId: ZId.optional(),
}).superRefine(dateRangeRefinement(MAX_REPORT_RANGE_DAYS));
export type TAttendanceReportQuery = z.input<typeof ZAttendanceReportQuery>;
export const ZAttendanceReportCsvQuery = ZAttendanceReportQuery.and(z.object({ lang: z.enum(LANGUAGES).default('es') }));

export const ZAttendanceReportRow = z.object({
  guardId: ZId,
  guardName: z.string(),
  employeeNumber: z.string().nullable(),
  postId: ZId,
  postName: z.string(),
  /** Occurrences of the guard at the post that have started (absences left out). */
  scheduled: z.number().int(),
  checkIns: z.number().int(),
  checkOuts: z.number().int(),
  /** Meals started (meal_start punches). */
  meals: z.number().int(),
  late: z.number().int(),
  noShows: z.number().int(),
  unscheduled: z.number().int(),
  offline: z.number().int(),
  /** Punches accepted with a review flag (outside the geofence, liveness unverified). */
  flagged: z.number().int(),
});
export type TAttendanceReportRow = z.infer<typeof ZAttendanceReportRow>;
export const ZAttendanceReport = z.object({
  items: z.array(ZAttendanceReportRow),
  total: z.number().int(),
  totals: z.object({ scheduled: z.number().int(), checkIns: z.number().int(), late: z.number().int(), noShows: z.number().int() }),
});
export type TAttendanceReport = z.infer<typeof ZAttendanceReport>;
