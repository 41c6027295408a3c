// Face recognition (issue 13): the company's settings and the self-registration links. Descriptors live on the face
// photos themselves (user_face_photos.descriptor, with the model that made them).
import { boolean, index, integer, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './_columns';
import { companies } from './companies';
import { users } from './users';

/** /settings/face-recognition: one row per company (absent: the defaults of contracts/face-recognition.ts). */
export const faceRecognitionSettings = pgTable('face_recognition_settings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** Similarity 0…1 a face must reach to be the guard (calibrated default 0.70). */
  matchThreshold: real('match_threshold').notNull().default(0.7),
  /** A punch belongs to an occurrence from this many minutes before its start … */
  graceBeforeMinutes: integer('grace_before_minutes').notNull().default(60),
  /** … to this many minutes after its end. */
  graceAfterMinutes: integer('grace_after_minutes').notNull().default(120),
  /** No matching shift: record an unscheduled punch (true) or refuse it (false). */
  allowUnscheduled: boolean('allow_unscheduled').notNull().default(false),
  /** 'turn' | 'blink' | 'any' | 'off' (rules/face-liveness.ts). */
  challengeKind: text('challenge_kind').notNull().default('any'),
  /** Hours a self-registration link stays valid (default 72). */
  registrationExpiryHours: integer('registration_expiry_hours').notNull().default(72),
  /** The antispoof ("real") and liveness ("live") scores every frame must reach, 0…1 (0: not enforced). */
  antiSpoofThreshold: real('anti_spoof_threshold').notNull().default(0.5),
  updatedAt: updatedAt(),
});

/** A single-use self-registration link sent to a guard (only the token's hash is kept). */
export const faceRegistrations = pgTable(
  'face_registrations',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    channels: text('channels').array().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true, mode: 'date' }),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    approvedAt: timestamp('approved_at', { withTimezone: true, mode: 'date' }),
    approvedBy: uuid('approved_by'),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    revokedBy: uuid('revoked_by'),
    rejectedAt: timestamp('rejected_at', { withTimezone: true, mode: 'date' }),
    rejectedBy: uuid('rejected_by'),
    /** What the guard sent: face photo files and the video file (attached to the guard when approved). */
    photoFileIds: uuid('photo_file_ids').array().notNull().default([]),
    videoFileId: uuid('video_file_id'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('face_registrations_token_unique').on(t.tokenHash), index('face_registrations_user_idx').on(t.userId, t.createdAt)],
);
