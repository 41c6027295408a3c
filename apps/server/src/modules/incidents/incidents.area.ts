// The incidents area's server manifest (platform/areas/area.ts): its routes, its grants to the built-in roles, jobs, event subscribers and company defaults.
import { DAILY_REPORT_EMAIL_JOB } from './daily-reports.service';
import { createDefaultIncidentLists } from './incidents.defaults';
import { defineArea } from '../../platform/areas/area';
import { incidentsRoutes } from './incidents.routes';
import { incidentsSubscribers } from './incidents.subscribers';

export const incidentsArea = defineArea({
  name: 'incidents',
  routes: [incidentsRoutes],
  grants: {
    customer_company_admin: { view: ['novelties-incidents'] },
    security_guard: { view: ['novelties-incidents'], add: ['novelties-incidents'] },
  },
  jobs: [DAILY_REPORT_EMAIL_JOB],
  subscribers: incidentsSubscribers,
  onCompanyCreated: ({ tx, companyId, language }) => createDefaultIncidentLists(tx, companyId, language),
});
