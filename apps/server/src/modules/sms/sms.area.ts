// The sms area's server manifest (platform/areas/area.ts): its routes, event subscribers, jobs.
import { SMS_DELIVER_JOB } from './sms.service';
import { defineArea } from '../../platform/areas/area';
import { smsRoutes } from './sms.routes';
import './sms.jobs'; // registers its job handlers
import { smsSubscribers } from './sms.subscribers';

export const smsArea = defineArea({
  name: 'sms',
  routes: [smsRoutes],
  jobs: [SMS_DELIVER_JOB],
  subscribers: smsSubscribers,
});
