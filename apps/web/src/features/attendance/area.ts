// The attendance area's web manifest (app/area.ts): the kiosk, its report and the face-recognition settings.
import { ScanFace } from 'lucide-react';
import { defineArea } from '@/app/area';

export const attendanceArea = defineArea({
  name: 'attendance',
  namespace: 'attendance',
  routes: [
    {
      path: '/attendance-report',
      resource: 'attendance',
      titleKey: 'shell:routes.attendanceReport',
      page: 'AttendanceReportPage',
      reportsHub: { group: 'operations', order: 1, descriptionKey: 'reports:hub.reports.attendanceReport' },
    },
    {
      path: '/settings/face-recognition',
      resource: 'settings',
      titleKey: 'shell:settingsPages.faceRecognition',
      page: 'FaceRecognitionSettingsPage',
      sidebar: { order: 60 },
      settingsHub: { group: 'company', order: 5, icon: ScanFace, descriptionKey: 'shell:settingsHub.pages.faceRecognition' },
    },
    // The kiosk acts as its paired device (the device cookie), never as a signed-in user.
    { path: '/attendance/:deviceId', titleKey: 'shell:routes.attendance', page: 'KioskPage', isPublic: true },
  ],
  liveQueryPrefixes: {
    attendance: ['/api/attendance', '/api/shifts', '/api/payroll/attendance'],
    devices: ['/api/devices'],
  },
});
