// Face recognition (issue 13): the company's settings (/settings/face-recognition) and self-registration links.
import { z } from 'zod';
import { CHALLENGE_KINDS } from '../rules/face-liveness';

/** Calibrated on the shipped sample faces (bench/face/calibrate.mts; README "Face recognition"). */
export const DEFAULT_MATCH_THRESHOLD = 0.7;

/**
 * The antispoof ("real") and liveness ("live") scores of Human's models are probabilities, 0.5 their decision boundary
 * (Human's own face-ID demo asks 0.6). Measured here: the shipped sample faces score "real" 0.45–0.72 and "live"
 * 0.96–1.00, and a held-up print scored like a face (~0.6–0.9), so the default refuses only frames the models call
 * fake; the active challenge stays the main proof. 0 turns the check off.
 */
export const DEFAULT_ANTI_SPOOF_THRESHOLD = 0.5;

export const ZFaceRecognitionSettings = z.object({
  matchThreshold: z.number().min(0.5).max(0.95),
  graceBeforeMinutes: z.number().int().min(0).max(240),
  graceAfterMinutes: z.number().int().min(0).max(480),
  allowUnscheduled: z.boolean(),
  challengeKind: z.enum(CHALLENGE_KINDS),
  /** Hours a self-registration link stays valid. */
  registrationExpiryHours: z.number().int().min(1).max(720).default(72),
  /** Every frame's antispoof and liveness scores must reach it (0…1; 0: not enforced). */
  antiSpoofThreshold: z.number().min(0).max(1).default(DEFAULT_ANTI_SPOOF_THRESHOLD),
});
export type TFaceRecognitionSettings = z.output<typeof ZFaceRecognitionSettings>;

export const DEFAULT_FACE_RECOGNITION_SETTINGS: TFaceRecognitionSettings = {
  matchThreshold: DEFAULT_MATCH_THRESHOLD,
  graceBeforeMinutes: 60,
  graceAfterMinutes: 120,
  allowUnscheduled: false,
  challengeKind: 'any',
  registrationExpiryHours: 72,
  antiSpoofThreshold: DEFAULT_ANTI_SPOOF_THRESHOLD,
};

// ---- Self-registration: a single-use link /face-recognition/{token} sent to a guard by SMS and/or e-mail.

export const FACE_REGISTRATION_CHANNELS = ['sms', 'email'] as const;
export type TFaceRegistrationChannel = (typeof FACE_REGISTRATION_CHANNELS)[number];

/** sent → opened (the guard loaded the page) → completed (capture submitted) → approved | rejected; or expired, revoked. */
export const FACE_REGISTRATION_STATUSES = ['sent', 'opened', 'completed', 'approved', 'rejected', 'expired', 'revoked'] as const;
export type TFaceRegistrationStatus = (typeof FACE_REGISTRATION_STATUSES)[number];

/** The status of a link at a moment (expiry only matters while the guard has not submitted). */
export const faceRegistrationStatusOf = (
  row: {
    expiresAt: Date | string;
    openedAt?: Date | string | null;
    completedAt?: Date | string | null;
    approvedAt?: Date | string | null;
    rejectedAt?: Date | string | null;
    revokedAt?: Date | string | null;
  },
  now: Date = new Date(),
): TFaceRegistrationStatus => {
  if (row.approvedAt) return 'approved';
  if (row.rejectedAt) return 'rejected';
  if (row.revokedAt) return 'revoked';
  if (row.completedAt) return 'completed';
  if (new Date(row.expiresAt).getTime() <= now.getTime()) return 'expired';
  return row.openedAt ? 'opened' : 'sent';
};

export const ZSendSelfRegistration = z.object({
  channels: z
    .array(z.enum(FACE_REGISTRATION_CHANNELS))
    .min(1, 'validation.chooseChannel')
    .max(2)
    .refine((list) => new Set(list).size === list.length, 'validation.chooseChannel'),
});
export type TSendSelfRegistration = z.infer<typeof ZSendSelfRegistration>;

export const ZSelfRegistrationParams = z.object({ id: z.uuid(), registrationId: z.uuid() });
export const ZSelfRegistrationFileParams = ZSelfRegistrationParams.extend({ fileId: z.uuid() });

export const ZFaceRegistration = z.object({
  id: z.string(),
  userId: z.string(),
  status: z.enum(FACE_REGISTRATION_STATUSES),
  channels: z.array(z.enum(FACE_REGISTRATION_CHANNELS)),
  sentAt: z.string(),
  expiresAt: z.string(),
  openedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** What the guard sent (after completion): photo and video download URLs for the admin's review. */
  photos: z.array(z.object({ id: z.string(), url: z.string(), name: z.string() })),
  video: z.object({ url: z.string(), contentType: z.string() }).nullable(),
});
export type TFaceRegistration = z.infer<typeof ZFaceRegistration>;

export const ZLatestFaceRegistration = z.object({ registration: ZFaceRegistration.nullable() });
export type TLatestFaceRegistration = z.infer<typeof ZLatestFaceRegistration>;

/** A link's token: 32 random bytes, base64url. */
export const ZFaceRegistrationToken = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });

/** What the public page shows before the capture (no sign-in). */
export const ZPublicFaceRegistration = z.object({
  guardName: z.string(),
  companyName: z.string(),
  expiresAt: z.string(),
  language: z.enum(['es', 'en']),
});
export type TPublicFaceRegistration = z.infer<typeof ZPublicFaceRegistration>;

export const ZFaceRegistrationSubmitted = z.object({ photos: z.number().int(), hasVideo: z.boolean() });
export type TFaceRegistrationSubmitted = z.infer<typeof ZFaceRegistrationSubmitted>;
