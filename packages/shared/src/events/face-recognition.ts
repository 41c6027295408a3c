// The face-recognition area's events (modules/face-recognition).
import { z } from 'zod';
import { ZId } from '../contracts/common';
import { defineEvent } from './define';

const ZGuardRef = z.object({ id: ZId, name: z.string() });

export const FACE_REGISTRATION_COMPLETED = defineEvent({
  type: 'face-recognition.registration-completed',
  entityType: 'face-recognition',
  action: 'UPDATE',
  schema: z.object({
    registrationId: ZId,
    guard: ZGuardRef,
    /** Who sent the guard the self-registration link. */
    requestedBy: ZId.nullable(),
    photos: z.number().int().min(0),
  }),
  description: 'A guard completed their face self-registration (photos and a liveness video).',
});

export const FACE_PHOTOS_UNUSABLE = defineEvent({
  type: 'face-recognition.photos-unusable',
  entityType: 'face-recognition',
  action: 'ALERT',
  schema: z.object({
    guard: ZGuardRef,
    /** The photos' names in which no single face was found. */
    photos: z.array(z.string()).min(1),
    /** Who saved the photos (told to replace them). */
    savedBy: ZId,
  }),
  description: "Some of a guard's face photos hold no single usable face.",
});

export const FACE_RECOGNITION_EVENTS = [FACE_REGISTRATION_COMPLETED, FACE_PHOTOS_UNUSABLE] as const;
