// Endpoints of face recognition (issue 13): the company's settings and the guards' self-registration links.
import {
  ZFaceRecognitionSettings,
  ZFaceRegistration,
  ZFaceRegistrationSubmitted,
  ZFaceRegistrationToken,
  ZLatestFaceRegistration,
  ZPublicFaceRegistration,
  ZSelfRegistrationFileParams,
  ZSelfRegistrationParams,
  ZSendSelfRegistration,
} from '../contracts/face-recognition';
import { ZUserParams } from '../contracts/guard-records';
import { defineEndpoint } from './define';

const tag = 'face-recognition';

export const getSettings = defineEndpoint({
  method: 'GET',
  path: '/api/face-recognition/settings',
  tag,
  access: {
    anyOf: [
      { action: 'view', resource: 'settings' },
      { action: 'view', resource: 'attendance' },
    ],
  },
  summary: "The company's face recognition settings (threshold, grace windows, unscheduled punches, challenge)",
  response: ZFaceRecognitionSettings,
});

export const updateSettings = defineEndpoint({
  method: 'PUT',
  path: '/api/face-recognition/settings',
  summary: 'Saves the face recognition settings (match threshold)',
  tag,
  access: { action: 'edit', resource: 'settings' },
  body: ZFaceRecognitionSettings,
  response: ZFaceRecognitionSettings,
  errors: [400],
});

// ---- Self-registration (issue 13): staff who edit users send a guard a single-use link; the guard, with no sign-in,
// opens /face-recognition/{token} and submits the guided video and photos; the admin approves or rejects.
const usersEdit = { action: 'edit', resource: 'users' } as const;
const usersView = { action: 'view', resource: 'users' } as const;

export const sendSelfRegistration = defineEndpoint({
  method: 'POST',
  path: '/api/users/:id/self-registration',
  tag,
  access: usersEdit,
  summary: 'Sends the guard a single-use self-registration link by SMS and/or e-mail (revokes an open earlier link)',
  params: ZUserParams,
  body: ZSendSelfRegistration,
  status: 201,
  response: ZFaceRegistration,
  errors: [400, 404, 409],
});

export const latestSelfRegistration = defineEndpoint({
  method: 'GET',
  path: '/api/users/:id/self-registration',
  tag,
  access: usersView,
  summary: "The guard's latest self-registration link and its status",
  params: ZUserParams,
  response: ZLatestFaceRegistration,
  errors: [404],
});

export const revokeSelfRegistration = defineEndpoint({
  method: 'POST',
  path: '/api/users/:id/self-registration/:registrationId/revoke',
  summary: "Revokes a guard's face self-registration link",
  tag,
  access: usersEdit,
  params: ZSelfRegistrationParams,
  response: ZFaceRegistration,
  errors: [404, 409],
});

export const approveSelfRegistration = defineEndpoint({
  method: 'POST',
  path: '/api/users/:id/self-registration/:registrationId/approve',
  tag,
  access: usersEdit,
  summary: "A completed registration becomes the guard's face data (descriptors are computed by the job)",
  params: ZSelfRegistrationParams,
  response: ZFaceRegistration,
  errors: [404, 409],
});

export const rejectSelfRegistration = defineEndpoint({
  method: 'POST',
  path: '/api/users/:id/self-registration/:registrationId/reject',
  summary: 'Rejects the photos a guard sent through a self-registration link',
  tag,
  access: usersEdit,
  params: ZSelfRegistrationParams,
  response: ZFaceRegistration,
  errors: [404, 409],
});

export const selfRegistrationFile = defineEndpoint({
  method: 'GET',
  path: '/api/users/:id/self-registration/:registrationId/files/:fileId',
  tag,
  access: usersView,
  summary: 'A photo or the video the guard submitted (for review before approval)',
  params: ZSelfRegistrationFileParams,
  kind: 'file',
  errors: [404],
});

export const openFaceRegistration = defineEndpoint({
  method: 'GET',
  path: '/api/face-registration/:token',
  tag,
  access: 'public',
  summary: 'The self-registration page opens its link (marks it opened); used, expired or revoked → 410',
  params: ZFaceRegistrationToken,
  response: ZPublicFaceRegistration,
  errors: [404, 410, 429],
});

export const submitFaceRegistration = defineEndpoint({
  method: 'POST',
  path: '/api/face-registration/:token',
  tag,
  access: 'public',
  summary: 'The guard submits the guided video and face photos (multipart, field "file"); the link is then used',
  params: ZFaceRegistrationToken,
  multipart: true,
  status: 201,
  response: ZFaceRegistrationSubmitted,
  errors: [400, 404, 410, 413, 415, 429],
});
