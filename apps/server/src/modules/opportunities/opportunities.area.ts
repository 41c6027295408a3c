// The opportunities area's server manifest (platform/areas/area.ts): its routes, its grants to the built-in roles, event subscribers, jobs.
import { QUOTE_EMAIL_JOB, FOLLOW_UP_JOB } from './opportunities.quotes';
import { START_DUE_JOB } from './opportunities.start';
import { defineArea } from '../../platform/areas/area';
import { opportunitiesRoutes } from './opportunities.routes';
import { opportunitiesSubscribers } from './opportunities.subscribers';

export const opportunitiesArea = defineArea({
  name: 'opportunities',
  routes: [opportunitiesRoutes],
  grants: { customer_company_admin: { view: ['create-opportunities'], add: ['create-opportunities'] } },
  jobs: [START_DUE_JOB, QUOTE_EMAIL_JOB, FOLLOW_UP_JOB],
  subscribers: opportunitiesSubscribers,
});
