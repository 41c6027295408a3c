// Endpoints of face recognition (issue 13): the company's settings.
import { ZFaceRecognitionSettings } from '../contracts/face-recognition';
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
  tag,
  access: { action: 'edit', resource: 'settings' },
  body: ZFaceRecognitionSettings,
  response: ZFaceRecognitionSettings,
  errors: [400],
});
