// The sms area's server manifest (platform/areas/area.ts): its routes, jobs.
import { SMS_DELIVER_JOB } from './sms.service';
import { defineArea } from '../../platform/areas/area';
import { smsRoutes } from './sms.routes';
import './sms.jobs'; // registers its job handlers

export const smsArea = defineArea({
  name: 'sms',
  routes: [smsRoutes],
  jobs: [SMS_DELIVER_JOB],
});
