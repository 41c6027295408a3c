// Every domain module, registered in this order by app.ts.
import type { TModule } from '../platform/http/types';
import { absencesRoutes } from './absences/absences.routes';
import { authRoutes } from './auth/auth.routes';
import { companiesRoutes } from './companies/companies.routes';
import { customerCompaniesRoutes } from './customer-companies/customer-companies.routes';
import { rolesRoutes } from './roles/roles.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { eventsRoutes } from './events/events.routes';
import { guardRecordsRoutes } from './guard-records/guard-records.routes';
import { healthRoutes } from './health/health.routes';
import { postsRoutes } from './posts/posts.routes';
import { rostersRoutes } from './rosters/rosters.routes';
import { shiftsRoutes } from './shifts/shifts.routes';
import { reportsRoutes } from './reports/reports.routes';
import { systemLogsRoutes } from './system-logs/system-logs.routes';
import { usersRoutes } from './users/users.routes';
import { payrollRoutes } from './payroll/payroll.routes';
import { payrollRunsRoutes } from './payroll/payroll-runs.routes';
import { payrollHoursRoutes } from './payroll/payroll-hours.routes';
import { postPayRatesRoutes } from './payroll/post-pay-rates.routes';
import { jobsRoutes } from './jobs/jobs.routes';
import { devicesRoutes } from './devices/devices.routes';
import { integrationsRoutes } from './integrations/integrations.routes';
import { vehiclesRoutes } from './vehicles/vehicles.routes';
import { uniformsAccessoriesRoutes } from './uniforms-accessories/uniforms-accessories.routes';
import { emergencyDirectoryRoutes } from './emergency-directory/emergency-directory.routes';
import { protocolsRoutes } from './protocols/protocols.routes';
import { wikiRoutes } from './wiki/wiki.routes';
import { tutorialRoutes } from './tutorial/tutorial.routes';
import { incidentsRoutes } from './incidents/incidents.routes';
import { opportunitiesRoutes } from './opportunities/opportunities.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { emailRoutes } from './notifications/email.routes';
import { tasksRoutes } from './tasks/tasks.routes';
import { smsRoutes } from './sms/sms.routes';
import { attendanceRoutes } from './attendance/attendance.routes';
import { faceRecognitionRoutes } from './face-recognition/face-recognition.routes';
import { chatRoutes } from './chat/chat.routes';
import { phoneRoutes } from './phone/phone.routes';

export const modules: TModule[] = [
  healthRoutes,
  authRoutes,
  systemLogsRoutes,
  dashboardRoutes,
  eventsRoutes,
  companiesRoutes,
  customerCompaniesRoutes,
  rolesRoutes,
  postsRoutes,
  rostersRoutes,
  shiftsRoutes,
  reportsRoutes,
  usersRoutes,
  payrollRoutes,
  payrollRunsRoutes,
  payrollHoursRoutes,
  postPayRatesRoutes,
  guardRecordsRoutes,
  absencesRoutes,
  jobsRoutes,
  devicesRoutes,
  integrationsRoutes,
  vehiclesRoutes,
  uniformsAccessoriesRoutes,
  emergencyDirectoryRoutes,
  protocolsRoutes,
  wikiRoutes,
  tutorialRoutes,
  incidentsRoutes,
  opportunitiesRoutes,
  notificationsRoutes,
  emailRoutes,
  tasksRoutes,
  smsRoutes,
  faceRecognitionRoutes,
  attendanceRoutes,
  chatRoutes,
  phoneRoutes,
];
