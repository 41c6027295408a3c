// Every area of the server, in registration order: the one central list (platform/areas/area.ts, ARCHITECTURE "How to
// add an area"). Routes, jobs and company defaults are read from these manifests.
import type { TArea, TCompanyCreated, TRoleGrants } from '../platform/areas/area';
import { bindSubscribers } from '../platform/events/emit';
import { healthArea } from './health/health.area';
import { uploadsArea } from './uploads/uploads.area';
import { authArea } from './auth/auth.area';
import { systemLogsArea } from './system-logs/system-logs.area';
import { dashboardArea } from './dashboard/dashboard.area';
import { eventsArea } from './events/events.area';
import { companiesArea } from './companies/companies.area';
import { customerCompaniesArea } from './customer-companies/customer-companies.area';
import { rolesArea } from './roles/roles.area';
import { postsArea } from './posts/posts.area';
import { rostersArea } from './rosters/rosters.area';
import { shiftsArea } from './shifts/shifts.area';
import { reportsArea } from './reports/reports.area';
import { usersArea } from './users/users.area';
import { payrollArea } from './payroll/payroll.area';
import { guardRecordsArea } from './guard-records/guard-records.area';
import { absencesArea } from './absences/absences.area';
import { jobsArea } from './jobs/jobs.area';
import { devicesArea } from './devices/devices.area';
import { integrationsArea } from './integrations/integrations.area';
import { vehiclesArea } from './vehicles/vehicles.area';
import { uniformsAccessoriesArea } from './uniforms-accessories/uniforms-accessories.area';
import { emergencyDirectoryArea } from './emergency-directory/emergency-directory.area';
import { protocolsArea } from './protocols/protocols.area';
import { wikiArea } from './wiki/wiki.area';
import { tutorialArea } from './tutorial/tutorial.area';
import { incidentsArea } from './incidents/incidents.area';
import { opportunitiesArea } from './opportunities/opportunities.area';
import { notificationsArea } from './notifications/notifications.area';
import { tasksArea } from './tasks/tasks.area';
import { smsArea } from './sms/sms.area';
import { faceRecognitionArea } from './face-recognition/face-recognition.area';
import { attendanceArea } from './attendance/attendance.area';
import { chatArea } from './chat/chat.area';
import { phoneArea } from './phone/phone.area';

export const areas: readonly TArea[] = [
  healthArea,
  authArea,
  systemLogsArea,
  dashboardArea,
  eventsArea,
  companiesArea,
  customerCompaniesArea,
  rolesArea,
  postsArea,
  rostersArea,
  shiftsArea,
  reportsArea,
  usersArea,
  payrollArea,
  guardRecordsArea,
  absencesArea,
  jobsArea,
  devicesArea,
  integrationsArea,
  vehiclesArea,
  uniformsAccessoriesArea,
  emergencyDirectoryArea,
  protocolsArea,
  wikiArea,
  tutorialArea,
  incidentsArea,
  opportunitiesArea,
  notificationsArea,
  tasksArea,
  smsArea,
  faceRecognitionArea,
  attendanceArea,
  chatArea,
  phoneArea,
  uploadsArea,
];

// Every area's event subscribers, bound once: importing this list is what makes emit() reach them.
bindSubscribers(areas.flatMap((area) => area.subscribers ?? []));

/**
 * A new company's default records, from every area that declares some (roles: one record per built-in role;
 * incidents: the categories and severities of the company's language), in the creating transaction. Company creation,
 * the demo seed and the test factories all call this, so no caller imports an area's defaults.
 */
export const createCompanyDefaults = async (args: Omit<TCompanyCreated, 'roleGrants'>) => {
  for (const area of areas) await area.onCompanyCreated?.({ ...args, roleGrants: roleGrantsOfAreas() });
};

/** Every area's grants to the built-in roles (roles.defaults.ts turns them into the built-in role records). */
export const roleGrantsOfAreas = (): readonly TRoleGrants[] => areas.flatMap((area) => (area.grants ? [area.grants] : []));
