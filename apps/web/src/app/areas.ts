// Every area of the web: the one central list (app/area.ts, docs/ARCHITECTURE.md "How to add an area"). The route
// metadata, the router's page table, the sidebar, the settings and reports hubs and the live-update table are read
// from these manifests. Only modules of the signed-in app import it: the sign-in route never loads it (its budget).
import { absencesArea } from '@/features/absences/area';
import { attendanceArea } from '@/features/attendance/area';
import { authArea } from '@/features/auth/area';
import { chatArea } from '@/features/chat/area';
import { companiesArea } from '@/features/companies/area';
import { companySettingsArea } from '@/features/company-settings/area';
import { customerCompaniesArea } from '@/features/customer-companies/area';
import { dashboardArea } from '@/features/dashboard/area';
import { emergencyDirectoryArea } from '@/features/emergency-directory/area';
import { faceRegistrationArea } from '@/features/face-registration/area';
import { guardRecordsArea } from '@/features/guard-records/area';
import { incidentsArea } from '@/features/incidents/area';
import { integrationsArea } from '@/features/integrations/area';
import { jobsArea } from '@/features/jobs/area';
import { notificationsArea } from '@/features/notifications/area';
import { opportunitiesArea } from '@/features/opportunities/area';
import { payrollArea } from '@/features/payroll/area';
import { postsArea } from '@/features/posts/area';
import { protocolsArea } from '@/features/protocols/area';
import { reportsArea } from '@/features/reports/area';
import { rolesArea } from '@/features/roles/area';
import { rostersArea } from '@/features/rosters/area';
import { shiftsArea } from '@/features/shifts/area';
import { smsArea } from '@/features/sms/area';
import { tasksArea } from '@/features/tasks/area';
import { tutorialArea } from '@/features/tutorial/area';
import { uniformsAccessoriesArea } from '@/features/uniforms-accessories/area';
import { usersArea } from '@/features/users/area';
import { vehiclesArea } from '@/features/vehicles/area';
import { wikiArea } from '@/features/wiki/area';
import type { TWebArea } from './area';
import { shellArea } from './shell.area';

export const AREAS: readonly TWebArea[] = [
  shellArea,
  authArea,
  dashboardArea,
  shiftsArea,
  companiesArea,
  customerCompaniesArea,
  usersArea,
  guardRecordsArea,
  absencesArea,
  postsArea,
  rostersArea,
  payrollArea,
  tasksArea,
  opportunitiesArea,
  reportsArea,
  incidentsArea,
  attendanceArea,
  faceRegistrationArea,
  uniformsAccessoriesArea,
  vehiclesArea,
  emergencyDirectoryArea,
  protocolsArea,
  wikiArea,
  tutorialArea,
  companySettingsArea,
  integrationsArea,
  rolesArea,
  jobsArea,
  notificationsArea,
  chatArea,
  smsArea,
];
