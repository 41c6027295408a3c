// The guard-records area's events (a guard's documents, modules/guard-records; the expiry job is modules/notifications').
import { z } from 'zod';
import { ZId } from '../contracts/common';
import { defineEvent } from './define';
import { ZExpiryFacts } from './documents';

export const GUARD_DOCUMENT_EXPIRING = defineEvent({
  type: 'guard-records.document-expiring',
  entityType: 'user-documents',
  action: 'ALERT',
  schema: ZExpiryFacts.extend({ documentId: ZId, name: z.string(), guard: z.object({ id: ZId, name: z.string() }) }),
  description: "A guard's document reached one of the company's expiry lead times, or expired (once per threshold).",
});

export const GUARD_FACE_PHOTOS_ADDED = defineEvent({
  type: 'guard-records.face-photos-added',
  entityType: 'face-recognition',
  action: 'UPDATE',
  schema: z.object({ guardId: ZId, photos: z.number().int().min(1) }),
  description: "Face photos were added to a guard's face data (their descriptors are computed next).",
});

export const GUARD_RECORDS_EVENTS = [GUARD_DOCUMENT_EXPIRING, GUARD_FACE_PHOTOS_ADDED] as const;
