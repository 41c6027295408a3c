// Face recognition (issue 13): the company's settings (/settings/face-recognition) and self-registration links.
import { z } from 'zod';
import { CHALLENGE_KINDS } from '../rules/face-liveness';

/** Calibrated on the shipped sample faces (bench/face/calibrate.mts; README "Face recognition"). */
export const DEFAULT_MATCH_THRESHOLD = 0.7;

export const ZFaceRecognitionSettings = z.object({
  matchThreshold: z.number().min(0.5).max(0.95),
  graceBeforeMinutes: z.number().int().min(0).max(240),
  graceAfterMinutes: z.number().int().min(0).max(480),
  allowUnscheduled: z.boolean(),
  challengeKind: z.enum(CHALLENGE_KINDS),
});
export type TFaceRecognitionSettings = z.infer<typeof ZFaceRecognitionSettings>;

export const DEFAULT_FACE_RECOGNITION_SETTINGS: TFaceRecognitionSettings = {
  matchThreshold: DEFAULT_MATCH_THRESHOLD,
  graceBeforeMinutes: 60,
  graceAfterMinutes: 120,
  allowUnscheduled: false,
  challengeKind: 'any',
};
