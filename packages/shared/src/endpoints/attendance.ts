// Endpoints of attendance (issue 13). Kiosks themselves are registered, paired and revoked through endpoints/devices.ts
// (the device principal, decision 0013); a paired kiosk reads its screen and punches here. The kiosk paths the
// attendance issue named (/api/attendance/devices, /api/attendance/pair, revoke) answer as /api/devices does (issue 29).
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
  ZPunchChallenge,
  ZPunchResult,
} from '../contracts/attendance';
import { ZIdParams } from '../contracts/common';
import { defineEndpoint } from './define';
import * as devices from './devices';

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

export const challenge = defineEndpoint({
  method: 'POST',
  path: '/api/attendance/challenges',
  tag,
  access: { principal: 'device' },
  summary: "Issues the kiosk's next liveness challenge: the kind drawn from the company's setting, a nonce, an expiry; single use",
  status: 201,
  response: ZPunchChallenge,
  errors: [401],
});

export const punch = defineEndpoint({
  method: 'POST',
  path: '/api/attendance/punches',
  tag,
  access: { principal: 'device' },
  summary:
    'A kiosk punch (live: answering its issued challenge; or queued offline): face match, liveness, antispoof, shift; every attempt is kept',
  body: ZKioskPunchInput,
  response: ZPunchResult,
  errors: [400, 401, 403, 404, 409, 410],
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

export const phoneChallenge = defineEndpoint({
  method: 'POST',
  path: '/api/attendance/challenges/phone',
  tag,
  access: 'signed-in',
  summary: "Issues a guard's phone its next liveness challenge (kind, nonce, expiry; single use)",
  status: 201,
  response: ZPunchChallenge,
  errors: [403],
});

export const phonePunch = defineEndpoint({
  method: 'POST',
  path: '/api/attendance/punches/phone',
  tag,
  access: 'signed-in',
  summary:
    "A guard's own check-in, check-out or meal start/end from their phone: face, issued challenge, antispoof, location accuracy; outside the geofence → flagged",
  body: ZPhonePunchInput,
  response: ZPunchResult,
  errors: [400, 403, 404, 409, 410],
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

// ---- The kiosk paths the attendance issue named: the same handlers, access and answers as endpoints/devices.ts.

export const listDevices = defineEndpoint({ ...devices.list, path: '/api/attendance/devices' });
export const registerDevice = defineEndpoint({ ...devices.register, path: '/api/attendance/devices' });
export const revokeDevice = defineEndpoint({ ...devices.revoke, path: '/api/attendance/devices/:id/revoke' });
export const pairDevice = defineEndpoint({ ...devices.pair, path: '/api/attendance/pair' });
