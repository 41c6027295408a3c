// Endpoints of attendance (issue 13). Kiosks themselves are registered, paired and revoked through endpoints/devices.ts
// (the device principal, decision 0013); a paired kiosk reads its screen and punches here.
import {
  ZAttemptListQuery,
  ZAttemptPage,
  ZAttendanceAttempt,
  ZAttendanceCorrection,
  ZAttendanceListQuery,
  ZAttendanceReport,
  ZAttendanceReportCsvQuery,
  ZAttendanceReportQuery,
  ZAttendancePage,
  ZAttendanceRecord,
  ZKioskInfo,
  ZKioskPunchInput,
  ZPhoneCheckIn,
  ZPhonePunchInput,
  ZPunchResult,
} from '../contracts/attendance';
import { ZIdParams } from '../contracts/common';
import { defineEndpoint } from './define';

const tag = 'attendance';

export const kiosk = defineEndpoint({
  method: 'GET',
  path: '/api/attendance/kiosk',
  tag,
  access: { principal: 'device' },
  summary: "The paired kiosk's screen: posts, guards to pick from, challenge kind and offline stamp key",
  response: ZKioskInfo,
  errors: [401],
});

export const punch = defineEndpoint({
  method: 'POST',
  path: '/api/attendance/punches',
  tag,
  access: { principal: 'device' },
  summary: 'A kiosk punch (live or queued offline): face match, liveness challenge, shift; every attempt is kept',
  body: ZKioskPunchInput,
  response: ZPunchResult,
  errors: [400, 401, 404, 409],
});

export const phone = defineEndpoint({
  method: 'GET',
  path: '/api/attendance/phone',
  tag,
  access: 'signed-in',
  summary: "A guard's phone check-in: the current shift's post, the challenge kind, whether they are enrolled",
  response: ZPhoneCheckIn,
  errors: [403],
});

export const phonePunch = defineEndpoint({
  method: 'POST',
  path: '/api/attendance/punches/phone',
  tag,
  access: 'signed-in',
  summary: "A guard's own check-in, check-out or meal start/end from their phone: face, liveness and the post's geofence",
  body: ZPhonePunchInput,
  response: ZPunchResult,
  errors: [400, 403, 404, 409],
});

export const list = defineEndpoint({
  method: 'GET',
  path: '/api/attendance/records',
  tag,
  access: { action: 'view', resource: 'attendance' },
  summary: 'Attendance records (filters, paginated)',
  query: ZAttendanceListQuery,
  response: ZAttendancePage,
});

export const correct = defineEndpoint({
  method: 'PATCH',
  path: '/api/attendance/records/:id',
  tag,
  access: { action: 'edit', resource: 'attendance' },
  summary: "An admin's correction of a record's type or time, with the reason (system-logged)",
  params: ZIdParams,
  body: ZAttendanceCorrection,
  response: ZAttendanceRecord,
  errors: [400, 404],
});

export const attempts = defineEndpoint({
  method: 'GET',
  path: '/api/attendance/attempts',
  tag,
  access: { action: 'view', resource: 'attendance' },
  summary: 'Punch attempts for review (refused or low score), or all',
  query: ZAttemptListQuery,
  response: ZAttemptPage,
});

export const reviewAttempt = defineEndpoint({
  method: 'POST',
  path: '/api/attendance/attempts/:id/review',
  tag,
  access: { action: 'edit', resource: 'attendance' },
  summary: 'Marks an attempt as reviewed',
  params: ZIdParams,
  response: ZAttendanceAttempt,
  errors: [404],
});

export const attemptFrame = defineEndpoint({
  method: 'GET',
  path: '/api/attendance/attempts/:id/frame',
  tag,
  access: { action: 'view', resource: 'attendance' },
  summary: 'The frame captured by an attempt (JPEG)',
  params: ZIdParams,
  kind: 'file',
  errors: [404],
});

export const report = defineEndpoint({
  method: 'GET',
  path: '/api/attendance/report',
  tag,
  access: { action: 'view', resource: 'attendance' },
  summary: 'Attendance by guard and post over a date range: scheduled, check-ins, late, no-shows',
  query: ZAttendanceReportQuery,
  response: ZAttendanceReport,
  errors: [400],
});

export const reportCsv = defineEndpoint({
  method: 'GET',
  path: '/api/attendance/report/csv',
  tag,
  access: { action: 'view', resource: 'attendance' },
  summary: 'The attendance report as CSV',
  query: ZAttendanceReportCsvQuery,
  kind: 'file',
  errors: [400],
});
