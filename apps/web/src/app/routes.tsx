// THE route registry (spec section 2): every page of the app, its permission, its title and its lazy page.
//
// To ship a feature page, replace `NotAvailable` on its line with
//   lazyPage(() => import('@/features/<domain>/pages/<Thing>Page'), '<Thing>Page')
// Sidebar, header title, permission check and code splitting all follow from this one line.
import type { TResource } from '@centinela/shared';
import { lazyPage, type TLazyPage } from './lazyPage';

export type TAppRoute = {
  path: string;
  /** The user needs can(user, 'view', resource) to open the page (and to see its sidebar link). */
  resource: TResource;
  /** i18n key of the page title (header, browser tab, sidebar label). */
  titleKey: string;
  page: TLazyPage;
};

export type TPublicRoute = {
  path: string;
  titleKey: string;
  page: TLazyPage;
};

/** Honest placeholder for areas that later issues build. */
const NotAvailable = lazyPage(() => import('./pages/NotAvailablePage'), 'NotAvailablePage');

export const LoginPage = lazyPage(() => import('@/features/auth/pages/LoginPage'), 'LoginPage');

/** Pages inside the app layout; a signed-in session is required. */
export const APP_ROUTES: readonly TAppRoute[] = [
  {
    path: '/dashboard',
    resource: 'dashboard',
    titleKey: 'shell:routes.dashboard',
    page: lazyPage(() => import('@/features/dashboard/pages/DashboardPage'), 'DashboardPage'),
  },
  {
    path: '/shifts-dashboard',
    resource: 'shifts-dashboard',
    titleKey: 'shell:routes.shiftsDashboard',
    page: lazyPage(() => import('@/features/shifts/pages/ShiftsDashboardPage'), 'ShiftsDashboardPage'),
  },

  {
    path: '/settings',
    resource: 'settings',
    titleKey: 'shell:routes.settings',
    page: lazyPage(() => import('./pages/SettingsHubPage'), 'SettingsHubPage'),
  },
  {
    path: '/settings/general',
    resource: 'settings',
    titleKey: 'shell:settingsPages.general',
    page: lazyPage(() => import('@/features/company-settings/pages/GeneralSettingsPage'), 'GeneralSettingsPage'),
  },
  {
    path: '/settings/api-keys',
    resource: 'settings',
    titleKey: 'shell:settingsPages.apiKeys',
    page: lazyPage(() => import('@/features/integrations/pages/ApiKeysPage'), 'ApiKeysPage'),
  },
  {
    path: '/settings/roles',
    resource: 'roles',
    titleKey: 'shell:settingsPages.roles',
    page: lazyPage(() => import('@/features/roles/pages/RolesSettingsPage'), 'RolesSettingsPage'),
  },
  {
    path: '/settings/email-templates',
    resource: 'settings',
    titleKey: 'shell:settingsPages.emailTemplates',
    page: lazyPage(() => import('@/features/company-settings/pages/EmailTemplatesPage'), 'EmailTemplatesPage'),
  },
  {
    path: '/settings/api-endpoints',
    resource: 'settings',
    titleKey: 'shell:settingsPages.apiEndpoints',
    page: lazyPage(() => import('@/features/integrations/pages/ApiEndpointsPage'), 'ApiEndpointsPage'),
  },
  {
    path: '/settings/face-recognition',
    resource: 'settings',
    titleKey: 'shell:settingsPages.faceRecognition',
    page: lazyPage(() => import('@/features/attendance/pages/FaceRecognitionSettingsPage'), 'FaceRecognitionSettingsPage'),
  },
  {
    path: '/settings/ai-smart-uploader',
    resource: 'ai-smart-uploader',
    titleKey: 'shell:settingsPages.aiSmartUploader',
    page: NotAvailable,
  },
  { path: '/settings/data-sync', resource: 'data-sync', titleKey: 'shell:settingsPages.dataSync', page: NotAvailable },
  {
    path: '/settings/special-categories',
    resource: 'settings',
    titleKey: 'shell:settingsPages.specialCategories',
    page: lazyPage(() => import('@/features/absences/pages/AbsenceCategoriesPage'), 'AbsenceCategoriesPage'),
  },
  { path: '/settings/special-delete', resource: 'settings', titleKey: 'shell:settingsPages.specialDelete', page: NotAvailable },
  {
    path: '/settings/payroll-profile-types',
    resource: 'settings',
    titleKey: 'shell:settingsPages.payrollProfileTypes',
    page: lazyPage(() => import('@/features/payroll/pages/PayrollProfileTypesPage'), 'PayrollProfileTypesPage'),
  },
  { path: '/settings/development-notes', resource: 'settings', titleKey: 'shell:settingsPages.developmentNotes', page: NotAvailable },
  { path: '/settings/development-requests', resource: 'settings', titleKey: 'shell:settingsPages.developmentRequests', page: NotAvailable },
  { path: '/settings/changelog', resource: 'settings', titleKey: 'shell:settingsPages.changelog', page: NotAvailable },
  { path: '/settings/deployment', resource: 'settings', titleKey: 'shell:settingsPages.deployment', page: NotAvailable },
  {
    path: '/settings/general-logs',
    resource: 'settings',
    titleKey: 'shell:settingsPages.generalLogs',
    page: lazyPage(() => import('@/features/jobs/pages/GeneralLogsPage'), 'GeneralLogsPage'),
  },

  { path: '/data-sync', resource: 'data-sync', titleKey: 'shell:routes.dataSync', page: NotAvailable },
  {
    path: '/companies',
    resource: 'companies',
    titleKey: 'shell:routes.companies',
    page: lazyPage(() => import('@/features/companies/pages/CompaniesPage'), 'CompaniesPage'),
  },
  {
    path: '/customer-companies',
    resource: 'customer-companies',
    titleKey: 'shell:routes.customerCompanies',
    page: lazyPage(() => import('@/features/customer-companies/pages/CustomerCompaniesPage'), 'CustomerCompaniesPage'),
  },
  {
    path: '/users',
    resource: 'users',
    titleKey: 'shell:routes.users',
    page: lazyPage(() => import('@/features/users/pages/UsersPage'), 'UsersPage'),
  },
  {
    path: '/posts',
    resource: 'posts',
    titleKey: 'shell:routes.posts',
    page: lazyPage(() => import('@/features/posts/pages/PostsPage'), 'PostsPage'),
  },
  {
    path: '/rosters',
    resource: 'rosters',
    titleKey: 'shell:routes.rosters',
    page: lazyPage(() => import('@/features/rosters/pages/RostersPage'), 'RostersPage'),
  },
  {
    path: '/rosters-view',
    resource: 'rosters',
    titleKey: 'shell:routes.rostersView',
    page: lazyPage(() => import('@/features/rosters/pages/RostersViewPage'), 'RostersViewPage'),
  },

  {
    path: '/reports',
    resource: 'reports',
    titleKey: 'shell:routes.reports',
    page: lazyPage(() => import('@/features/reports/pages/ReportsHubPage'), 'ReportsHubPage'),
  },
  {
    path: '/open-report',
    resource: 'reports',
    titleKey: 'shell:routes.openReport',
    page: lazyPage(() => import('@/features/reports/pages/OpenReportPage'), 'OpenReportPage'),
  },
  {
    path: '/opportunities-report',
    resource: 'create-opportunities',
    titleKey: 'shell:routes.opportunitiesReport',
    page: lazyPage(() => import('@/features/opportunities/pages/OpportunitiesPage'), 'OpportunitiesPage'),
  },
  {
    path: '/absence-report',
    resource: 'reports',
    titleKey: 'shell:routes.absenceReport',
    page: lazyPage(() => import('@/features/reports/pages/AbsenceReportPage'), 'AbsenceReportPage'),
  },
  {
    path: '/attendance-report',
    resource: 'attendance',
    titleKey: 'shell:routes.attendanceReport',
    page: lazyPage(() => import('@/features/attendance/pages/AttendanceReportPage'), 'AttendanceReportPage'),
  },
  {
    path: '/guard-actions-report',
    resource: 'reports',
    titleKey: 'shell:routes.guardActionsReport',
    page: lazyPage(() => import('@/features/reports/pages/GuardActionsReportPage'), 'GuardActionsReportPage'),
  },
  {
    path: '/open-rosters-report',
    resource: 'reports',
    titleKey: 'shell:routes.openRostersReport',
    page: lazyPage(() => import('@/features/reports/pages/OpenRostersReportPage'), 'OpenRostersReportPage'),
  },
  {
    path: '/post-status-report',
    resource: 'reports',
    titleKey: 'shell:routes.postStatusReport',
    page: lazyPage(() => import('@/features/reports/pages/PostStatusReportPage'), 'PostStatusReportPage'),
  },
  {
    path: '/posts-report',
    resource: 'reports',
    titleKey: 'shell:routes.postsReport',
    page: lazyPage(() => import('@/features/reports/pages/PostsReportPage'), 'PostsReportPage'),
  },
  {
    path: '/rosters-data-report',
    resource: 'reports',
    titleKey: 'shell:routes.rostersDataReport',
    page: lazyPage(() => import('@/features/reports/pages/RostersDataReportPage'), 'RostersDataReportPage'),
  },
  {
    path: '/system-logs-report',
    resource: 'reports',
    titleKey: 'shell:routes.systemLogsReport',
    page: lazyPage(() => import('@/features/reports/pages/SystemLogsReportPage'), 'SystemLogsReportPage'),
  },
  { path: '/rounds-report', resource: 'reports', titleKey: 'shell:routes.roundsReport', page: NotAvailable },
  {
    path: '/novelties-report',
    resource: 'reports',
    titleKey: 'shell:routes.noveltiesReport',
    page: lazyPage(() => import('@/features/incidents/pages/NoveltiesReportPage'), 'NoveltiesReportPage'),
  },
  {
    path: '/incidents-report',
    resource: 'reports',
    titleKey: 'shell:routes.incidentsReport',
    page: lazyPage(() => import('@/features/incidents/pages/IncidentsReportPage'), 'IncidentsReportPage'),
  },
  {
    path: '/novelties-incidents',
    resource: 'novelties-incidents',
    titleKey: 'shell:routes.noveltiesIncidents',
    page: lazyPage(() => import('@/features/incidents/pages/NoveltiesIncidentsPage'), 'NoveltiesIncidentsPage'),
  },

  {
    path: '/uniforms-accessories',
    resource: 'uniforms-accessories',
    titleKey: 'shell:routes.uniformsAccessories',
    page: lazyPage(() => import('@/features/uniforms-accessories/pages/UniformsAccessoriesPage'), 'UniformsAccessoriesPage'),
  },
  {
    path: '/vehicles',
    resource: 'vehicles',
    titleKey: 'shell:routes.vehicles',
    page: lazyPage(() => import('@/features/vehicles/pages/VehiclesPage'), 'VehiclesPage'),
  },
  {
    path: '/emergency-directory',
    resource: 'emergency-directory',
    titleKey: 'shell:routes.emergencyDirectory',
    page: lazyPage(() => import('@/features/emergency-directory/pages/EmergencyDirectoryPage'), 'EmergencyDirectoryPage'),
  },
  {
    path: '/protocols',
    resource: 'protocols',
    titleKey: 'shell:routes.protocols',
    page: lazyPage(() => import('@/features/protocols/pages/ProtocolsPage'), 'ProtocolsPage'),
  },
  {
    path: '/tasks',
    resource: 'tasks',
    titleKey: 'shell:routes.tasks',
    page: lazyPage(() => import('@/features/tasks/pages/TasksPage'), 'TasksPage'),
  },
  {
    path: '/payroll',
    resource: 'payroll',
    titleKey: 'shell:routes.payroll',
    page: lazyPage(() => import('@/features/payroll/pages/PayrollPage'), 'PayrollPage'),
  },
  { path: '/invoicing-payments', resource: 'invoicing-payments', titleKey: 'shell:routes.invoicingPayments', page: NotAvailable },
  {
    path: '/wiki',
    resource: 'wiki',
    titleKey: 'shell:routes.wiki',
    page: lazyPage(() => import('@/features/wiki/pages/WikiPage'), 'WikiPage'),
  },
  {
    path: '/tutorial',
    resource: 'tutorial',
    titleKey: 'shell:routes.tutorial',
    page: lazyPage(() => import('@/features/tutorial/pages/TutorialPage'), 'TutorialPage'),
  },
];

/** Pages opened from a link sent to someone (the token is the credential): no sign-in, no app layout. */
export const PUBLIC_ROUTES: readonly TPublicRoute[] = [
  // The kiosk acts as its paired device (the device cookie), never as a signed-in user.
  {
    path: '/attendance/:deviceId',
    titleKey: 'shell:routes.attendance',
    page: lazyPage(() => import('@/features/attendance/pages/KioskPage'), 'KioskPage'),
  },
  // A guard's self-registration link (the token is the key).
  {
    path: '/face-recognition/:token',
    titleKey: 'shell:routes.faceRecognition',
    page: lazyPage(() => import('@/features/face-registration/pages/FaceRegistrationPage'), 'FaceRegistrationPage'),
  },
];

export const findAppRoute = (path: string): TAppRoute | undefined => APP_ROUTES.find((route) => route.path === path);

/** The settings sub-pages, in registry order (the sidebar's settings group). */
export const SETTINGS_ROUTES = APP_ROUTES.filter((route) => route.path.startsWith('/settings/'));

/** True when the page at `path` is built (not the "not available yet" placeholder): the reports hub marks the others. */
export const isBuiltRoute = (path: string): boolean => {
  const route = findAppRoute(path);
  return route !== undefined && route.page !== NotAvailable;
};
