// Typed translation keys (issue 28): t() keys, with or without their namespace, are checked against the Spanish catalogs at compile time.
// The Spanish files are the source of truth; catalogs.test.ts checks that English has the same keys and placeholders.
import type ns_absences from './locales/es/absences.json';
import type ns_apiErrors from './locales/es/apiErrors.json';
import type ns_attendance from './locales/es/attendance.json';
import type ns_auth from './locales/es/auth.json';
import type ns_camera from './locales/es/camera.json';
import type ns_chat from './locales/es/chat.json';
import type ns_common from './locales/es/common.json';
import type ns_companies from './locales/es/companies.json';
import type ns_companySettings from './locales/es/companySettings.json';
import type ns_customerCompanies from './locales/es/customerCompanies.json';
import type ns_dashboard from './locales/es/dashboard.json';
import type ns_emergencyDirectory from './locales/es/emergencyDirectory.json';
import type ns_errors from './locales/es/errors.json';
import type ns_faceRegistration from './locales/es/faceRegistration.json';
import type ns_guardRecords from './locales/es/guardRecords.json';
import type ns_incidents from './locales/es/incidents.json';
import type ns_integrations from './locales/es/integrations.json';
import type ns_jobs from './locales/es/jobs.json';
import type ns_notifications from './locales/es/notifications.json';
import type ns_opportunities from './locales/es/opportunities.json';
import type ns_payroll from './locales/es/payroll.json';
import type ns_payrollRuns from './locales/es/payrollRuns.json';
import type ns_phone from './locales/es/phone.json';
import type ns_posts from './locales/es/posts.json';
import type ns_protocols from './locales/es/protocols.json';
import type ns_reports from './locales/es/reports.json';
import type ns_richText from './locales/es/richText.json';
import type ns_roles from './locales/es/roles.json';
import type ns_rosters from './locales/es/rosters.json';
import type ns_shell from './locales/es/shell.json';
import type ns_shifts from './locales/es/shifts.json';
import type ns_sms from './locales/es/sms.json';
import type ns_tasks from './locales/es/tasks.json';
import type ns_tutorial from './locales/es/tutorial.json';
import type ns_uniformsAccessories from './locales/es/uniformsAccessories.json';
import type ns_users from './locales/es/users.json';
import type ns_vehicles from './locales/es/vehicles.json';
import type ns_wiki from './locales/es/wiki.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // As at run time (i18n/index.ts): a key not found in the component's namespaces is looked up in 'common'.
    fallbackNS: 'common';
    resources: {
      absences: typeof ns_absences;
      apiErrors: typeof ns_apiErrors;
      attendance: typeof ns_attendance;
      auth: typeof ns_auth;
      camera: typeof ns_camera;
      chat: typeof ns_chat;
      common: typeof ns_common;
      companies: typeof ns_companies;
      companySettings: typeof ns_companySettings;
      customerCompanies: typeof ns_customerCompanies;
      dashboard: typeof ns_dashboard;
      emergencyDirectory: typeof ns_emergencyDirectory;
      errors: typeof ns_errors;
      faceRegistration: typeof ns_faceRegistration;
      guardRecords: typeof ns_guardRecords;
      incidents: typeof ns_incidents;
      integrations: typeof ns_integrations;
      jobs: typeof ns_jobs;
      notifications: typeof ns_notifications;
      opportunities: typeof ns_opportunities;
      payroll: typeof ns_payroll;
      payrollRuns: typeof ns_payrollRuns;
      phone: typeof ns_phone;
      posts: typeof ns_posts;
      protocols: typeof ns_protocols;
      reports: typeof ns_reports;
      richText: typeof ns_richText;
      roles: typeof ns_roles;
      rosters: typeof ns_rosters;
      shell: typeof ns_shell;
      shifts: typeof ns_shifts;
      sms: typeof ns_sms;
      tasks: typeof ns_tasks;
      tutorial: typeof ns_tutorial;
      uniformsAccessories: typeof ns_uniformsAccessories;
      users: typeof ns_users;
      vehicles: typeof ns_vehicles;
      wiki: typeof ns_wiki;
    };
  }
}
