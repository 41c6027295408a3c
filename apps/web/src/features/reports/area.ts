// The reports area's web manifest (app/area.ts): the reports hub and the reports it builds itself.
import { ChartColumn } from 'lucide-react';
import { defineArea } from '@/app/area';

export const reportsArea = defineArea({
  name: 'reports',
  namespace: 'reports',
  routes: [
    {
      path: '/reports',
      resource: 'reports',
      titleKey: 'shell:routes.reports',
      page: 'ReportsHubPage',
      sidebar: { order: 180, icon: ChartColumn },
    },
    {
      path: '/open-report',
      resource: 'reports',
      titleKey: 'shell:routes.openReport',
      page: 'OpenReportPage',
      reportsHub: { group: 'staffing', order: 1, descriptionKey: 'reports:hub.reports.openReport' },
    },
    {
      path: '/open-rosters-report',
      resource: 'reports',
      titleKey: 'shell:routes.openRostersReport',
      page: 'OpenRostersReportPage',
      reportsHub: { group: 'staffing', order: 2, descriptionKey: 'reports:hub.reports.openRostersReport' },
    },
    {
      path: '/absence-report',
      resource: 'reports',
      titleKey: 'shell:routes.absenceReport',
      page: 'AbsenceReportPage',
      reportsHub: { group: 'staffing', order: 4, descriptionKey: 'reports:hub.reports.absenceReport' },
    },
    {
      path: '/posts-report',
      resource: 'reports',
      titleKey: 'shell:routes.postsReport',
      page: 'PostsReportPage',
      reportsHub: { group: 'postsRosters', order: 1, descriptionKey: 'reports:hub.reports.postsReport' },
    },
    {
      path: '/post-status-report',
      resource: 'reports',
      titleKey: 'shell:routes.postStatusReport',
      page: 'PostStatusReportPage',
      reportsHub: { group: 'postsRosters', order: 2, descriptionKey: 'reports:hub.reports.postStatusReport' },
    },
    {
      path: '/rosters-data-report',
      resource: 'reports',
      titleKey: 'shell:routes.rostersDataReport',
      page: 'RostersDataReportPage',
      reportsHub: { group: 'postsRosters', order: 3, descriptionKey: 'reports:hub.reports.rostersDataReport' },
    },
    {
      path: '/guard-actions-report',
      resource: 'reports',
      titleKey: 'shell:routes.guardActionsReport',
      page: 'GuardActionsReportPage',
      reportsHub: { group: 'operations', order: 2, descriptionKey: 'reports:hub.reports.guardActionsReport' },
    },
    {
      path: '/system-logs-report',
      resource: 'reports',
      titleKey: 'shell:routes.systemLogsReport',
      page: 'SystemLogsReportPage',
      reportsHub: { group: 'audit', order: 1, descriptionKey: 'reports:hub.reports.systemLogsReport' },
    },
  ],
});
