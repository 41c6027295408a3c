// The notifications area's server manifest (platform/areas/area.ts): its routes, jobs.
import { DIGEST_JOB, DIGEST_EMAIL_JOB } from './digest';
import { DOCUMENT_EXPIRY_JOB } from './document-expiry';
import { EMAIL_JOB, SMS_JOB } from './notify';
import { defineArea } from '../../platform/areas/area';
import { emailRoutes } from './email.routes';
import { notificationsRoutes } from './notifications.routes';
import './email'; // registers its job handlers
import './sms'; // registers its job handlers

export const notificationsArea = defineArea({
  name: 'notifications',
  routes: [notificationsRoutes, emailRoutes],
  jobs: [DOCUMENT_EXPIRY_JOB, DIGEST_JOB, DIGEST_EMAIL_JOB, EMAIL_JOB, SMS_JOB],
});
