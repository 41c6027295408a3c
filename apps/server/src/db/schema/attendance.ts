// Attendance records: check-in/out with face verification (spec section 3 "Attendance record").
import { date, doublePrecision, index, pgTable, real, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TAttendanceType } from '@centinela/shared';
import { createdAt, id } from './_columns';
import { companies } from './companies';
import { posts } from './posts';
import { rosters, rosterShifts } from './rosters';
import { users } from './users';

export const attendanceRecords = pgTable(
  'attendance_records',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    guardId: uuid('guard_id')
      .notNull()
      .references(() => users.id),
    type: text('type').$type<TAttendanceType>().notNull(),
    timestamp: timestamp('timestamp', { withTimezone: true, mode: 'date' }).notNull(),
    verifiedBy: uuid('verified_by').references(() => users.id),
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }),
    /** Face match distance of the verification (lower is closer), when verified by face. */
    faceDistance: real('face_distance'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    deviceId: text('device_id'),
    shiftId: uuid('shift_id').references(() => rosterShifts.id),
    shiftDate: date('shift_date', { mode: 'string' }),
    rosterId: uuid('roster_id').references(() => rosters.id),
    shiftNumber: smallint('shift_number'),
    postId: uuid('post_id').references(() => posts.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('attendance_guard_time_idx').on(t.guardId, t.timestamp),
    index('attendance_company_date_idx').on(t.companyId, t.shiftDate),
    index('attendance_shift_idx').on(t.shiftId, t.shiftDate),
  ],
);
