// The face-recognition area's server manifest (platform/areas/area.ts): its routes, event subscribers, jobs.
import { DESCRIPTORS_JOB } from './face-recognition.service';
import { SELF_REGISTRATION_EMAIL_JOB } from './self-registration.service';
import { defineArea } from '../../platform/areas/area';
import { faceRecognitionRoutes } from './face-recognition.routes';
import { faceRecognitionSubscribers } from './face-recognition.subscribers';

export const faceRecognitionArea = defineArea({
  name: 'face-recognition',
  routes: [faceRecognitionRoutes],
  jobs: [SELF_REGISTRATION_EMAIL_JOB, DESCRIPTORS_JOB],
  subscribers: faceRecognitionSubscribers,
});
