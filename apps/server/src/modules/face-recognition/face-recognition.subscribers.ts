// What face recognition does when events happen (platform/events/emit.ts): face photos added to a guard get their
// descriptors computed (a queued job: the face engine is heavy); a completed self-registration tells the company
// admins and whoever sent the link; photos with no single usable face are reported to the admin who saved them.
import { FACE_PHOTOS_UNUSABLE, FACE_REGISTRATION_COMPLETED } from '@centinela/shared/events/face-recognition';
import { GUARD_FACE_PHOTOS_ADDED } from '@centinela/shared/events/guard-records';
import { defineSubscriber } from '../../platform/events/emit';
import { companyAdminIds, notify } from '../notifications/notify';
import { DESCRIPTORS_JOB } from './face-recognition.service';

const guardLinkOf = (guardId: string) => `/users?edit=${guardId}`;

export const faceRecognitionSubscribers = [
  defineSubscriber({
    name: 'face-recognition.describe-added-photos',
    event: GUARD_FACE_PHOTOS_ADDED,
    job: DESCRIPTORS_JOB,
    jobData: ({ companyId, actorUserId, payload }) => ({ companyId, userId: payload.guardId, actorId: actorUserId }),
  }),
  defineSubscriber({
    name: 'face-recognition.notify-registration-completed',
    event: FACE_REGISTRATION_COMPLETED,
    inTransaction: async (tx, { companyId, payload: p }) =>
      notify(tx, {
        companyId,
        recipientIds: [...(await companyAdminIds(tx, companyId)), ...(p.requestedBy ? [p.requestedBy] : [])],
        kind: 'face.registrationCompleted',
        type: 'system',
        priority: 'medium',
        params: { guard: p.guard.name },
        link: guardLinkOf(p.guard.id),
        source: { entityType: 'face-recognition', entityId: p.registrationId },
      }),
  }),
  defineSubscriber({
    name: 'face-recognition.notify-photos-unusable',
    event: FACE_PHOTOS_UNUSABLE,
    inTransaction: (tx, { companyId, payload: p }) =>
      notify(tx, {
        companyId,
        recipientIds: [p.savedBy],
        kind: 'face.photosUnusable',
        type: 'system',
        priority: 'medium',
        params: { guard: p.guard.name, count: p.photos.length, photos: p.photos.join(', ') },
        link: guardLinkOf(p.guard.id),
        source: { entityType: 'face-recognition', entityId: p.guard.id },
      }),
  }),
];
