// The face self-registration area's web manifest (app/area.ts).
import { defineArea } from '@/app/area';

export const faceRegistrationArea = defineArea({
  name: 'face-registration',
  namespace: 'faceRegistration',
  routes: [
    // A guard's self-registration link (the token is the key).
    { path: '/face-recognition/:token', titleKey: 'shell:routes.faceRecognition', page: 'FaceRegistrationPage', isPublic: true },
  ],
});
