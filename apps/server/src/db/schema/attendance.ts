// Attendance records: check-in/out with face verification (spec section 3 "Attendance record").
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TAttendanceFlag, TAttendanceType } from '@centinela/shared';
import { sql } from 'drizzle-orm';
import { createdAt, id } from './_columns';
import { devices } from './devices';
import { companies } from './companies';
import { posts } from './posts';
import { rosters, rosterShifts } from './rosters';
import { users } from './users';

export const attendanceRecords = pgTable(
  'attendance_records',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    guardId: uuid('guard_id')
      .notNull()
      .references(() => users.id),
    type: text('type').$type<TAttendanceType>().notNull(),
    timestamp: timestamp('timestamp', { withTimezone: true, mode: 'date' }).notNull(),
    verifiedBy: uuid('verified_by').references(() => users.id),
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }),
    /** Face match distance of the verification (lower is closer), when verified by face. */
    faceDistance: real('face_distance'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    deviceId: text('device_id'),
    shiftId: uuid('shift_id').references(() => rosterShifts.id),
    shiftDate: date('shift_date', { mode: 'string' }),
    rosterId: uuid('roster_id').references(() => rosters.id),
    shiftNumber: smallint('shift_number'),
    postId: uuid('post_id').references(() => posts.id),
    /** 'kiosk' (a paired device) or 'phone' (the guard's own session). */
    source: text('source').$type<'kiosk' | 'phone'>().notNull().default('kiosk'),
    /** Queued on the kiosk during a network outage and synced later: `timestamp` is the original time. */
    offline: boolean('offline').notNull().default(false),
    /** No shift of the guard matched and the company records such punches. */
    unscheduled: boolean('unscheduled').notNull().default(false),
    /** Minutes after the shift's start plus the company's grace (check-ins only; 0 on time). */
    lateMinutes: integer('late_minutes').notNull().default(0),
    /** Phone check-ins: metres from the post's location. */
    distanceMeters: real('distance_meters'),
    /** The attempt that made the record (frame, scores). */
    attemptId: uuid('attempt_id'),
    /** Accepted but for review (ATTENDANCE_FLAGS): outside the post's geofence, liveness not proven by a server challenge. */
    flags: text('flags').array().$type<TAttendanceFlag[]>().notNull().default(sql`'{}'::text[]`),
    /** An admin's correction (payroll): who, when, why; the original values stay in the system log. */
    correctedBy: uuid('corrected_by').references(() => users.id),
    correctedAt: timestamp('corrected_at', { withTimezone: true, mode: 'date' }),
    correctionReason: text('correction_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('attendance_guard_time_idx').on(t.guardId, t.timestamp),
    index('attendance_company_date_idx').on(t.companyId, t.shiftDate),
    index('attendance_shift_idx').on(t.shiftId, t.shiftDate),
    index('attendance_company_time_idx').on(t.companyId, t.timestamp),
  ],
);

export type TAttendanceOutcome = 'accepted' | 'refused';

/**
 * Every check-in or check-out attempt, accepted or refused, for audit: the captured frame (a files row), the match
 * score, the liveness result and why it was refused. Admins review the refused and low-score ones.
 */
export const attendanceAttempts = pgTable(
  'attendance_attempts',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    guardId: uuid('guard_id')
      .notNull()
      .references(() => users.id),
    source: text('source').$type<'kiosk' | 'phone'>().notNull(),
    deviceId: uuid('device_id').references(() => devices.id),
    postId: uuid('post_id').references(() => posts.id),
    /** When the guard stood in front of the camera (offline punches: the kiosk's original time). */
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull(),
    offline: boolean('offline').notNull().default(false),
    /** The offline stamp's one-time nonce (unique per device: a replayed punch is refused). */
    stampNonce: text('stamp_nonce'),
    challenge: text('challenge'),
    frameFileId: uuid('frame_file_id'),
    /** Similarity 0…1 of the frame's face to the guard's enrolled faces (the best photo). */
    matchScore: real('match_score'),
    livenessPassed: boolean('liveness_passed'),
    livenessScore: real('liveness_score'),
    /** The models' passive scores of the weakest frame (antispoof "real", liveness "live"), held to the company's threshold. */
    realScore: real('real_score'),
    liveScore: real('live_score'),
    /** The server-issued challenge the punch answered (null: an offline punch, judged on the kiosk's own challenge). */
    challengeId: uuid('challenge_id'),
    /** SHA-256 over the sorted SHA-256 of each frame: the same frame set is never accepted twice. */
    framesHash: text('frames_hash'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    distanceMeters: real('distance_meters'),
    outcome: text('outcome').$type<TAttendanceOutcome>().notNull(),
    /** Why a refused attempt was refused (an ATTENDANCE_REFUSALS code). */
    reason: text('reason'),
    recordId: uuid('record_id'),
    reviewedBy: uuid('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('attendance_attempts_company_idx').on(t.companyId, t.createdAt),
    uniqueIndex('attendance_attempts_stamp_unique').on(t.deviceId, t.stampNonce),
    index('attendance_attempts_frames_idx').on(t.companyId, t.framesHash),
  ],
);

/**
 * A liveness challenge the server issued for one punch (a kiosk's or a guard's phone): the kind it drew from the
 * company's setting (null when the setting is off), a random nonce (only its SHA-256 kept), an expiry; used once.
 */
export const attendanceChallenges = pgTable(
  'attendance_challenges',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** The kiosk it was issued to (kiosk punches) … */
    deviceId: uuid('device_id').references(() => devices.id, { onDelete: 'cascade' }),
    /** … or the guard whose phone asked (phone punches). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    challenge: text('challenge'),
    nonceHash: text('nonce_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('attendance_challenges_company_idx').on(t.companyId, t.createdAt)],
);

/** A kiosk's key for signing the punches it queues offline (encrypted at rest with the secret box). */
export const attendanceDeviceKeys = pgTable('attendance_device_keys', {
  deviceId: uuid('device_id')
    .primaryKey()
    .references(() => devices.id, { onDelete: 'cascade' }),
  keyEncrypted: text('key_encrypted').notNull(),
  createdAt: createdAt(),
});
