// The face-recognition area's server manifest (platform/areas/area.ts): its routes, jobs.
import { DESCRIPTORS_JOB } from './face-recognition.service';
import { SELF_REGISTRATION_EMAIL_JOB } from './self-registration.service';
import { defineArea } from '../../platform/areas/area';
import { faceRecognitionRoutes } from './face-recognition.routes';

export const faceRecognitionArea = defineArea({
  name: 'face-recognition',
  routes: [faceRecognitionRoutes],
  jobs: [SELF_REGISTRATION_EMAIL_JOB, DESCRIPTORS_JOB],
});
