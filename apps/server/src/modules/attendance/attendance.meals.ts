// Meal punches (issue 27): the order of a guard's punches within one shift occurrence (or, unscheduled, the last 16
// hours). In → a meal may start or the guard checks out; a meal started → it ends (or the guard checks out: pay runs end
// the meal at the check-out); out or nothing → in. A meal punch out of order is a 409 with its own code, checked before
// any face work and again inside the punch's transaction.
import type { TAttendanceType, TMealPunchType } from '@centinela/shared';
import { and, desc, eq, gte } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { attendanceRecords } from '../../db/schema';
import { type AppError, Conflict } from '../../platform/errors';

/** Unscheduled punches (no occurrence) belong together when they are this close. */
const UNSCHEDULED_WINDOW_MS = 16 * 3_600_000;

/** The guard's last punch of the occurrence, or of their unscheduled punches of the last 16 hours. */
export const lastPunchTypeOf = async (
  db: TDbOrTx,
  guardId: string,
  occ: { shiftId: string; date: string } | null,
  at: Date,
): Promise<TAttendanceType | null> => {
  const [last] = await db
    .select({ type: attendanceRecords.type })
    .from(attendanceRecords)
    .where(
      and(
        eq(attendanceRecords.guardId, guardId),
        occ
          ? and(eq(attendanceRecords.shiftId, occ.shiftId), eq(attendanceRecords.shiftDate, occ.date))
          : and(gte(attendanceRecords.timestamp, new Date(at.getTime() - UNSCHEDULED_WINDOW_MS)), eq(attendanceRecords.unscheduled, true)),
      ),
    )
    .orderBy(desc(attendanceRecords.timestamp), desc(attendanceRecords.createdAt))
    .limit(1);
  return last?.type ?? null;
};

/** Checked in (also during or after a meal) → out; otherwise in. */
export const nextTypeAfter = (last: TAttendanceType | null): 'check_in' | 'check_out' =>
  last === 'check_in' || last === 'meal_start' || last === 'meal_end' ? 'check_out' : 'check_in';

/** Why a meal punch cannot follow the last punch, or null when it can. */
export const mealOrderError = (type: TMealPunchType, last: TAttendanceType | null): AppError | null => {
  if (type === 'meal_start') {
    if (last === 'meal_start') return Conflict('MEAL_ALREADY_STARTED');
    if (last !== 'check_in' && last !== 'meal_end') {
      return Conflict('MEAL_NOT_CHECKED_IN');
    }
    return null;
  }
  return last === 'meal_start' ? null : Conflict('MEAL_NOT_STARTED');
};

/** Throws the 409 when the meal punch is out of order. */
export const assertMealOrder = (type: TMealPunchType, last: TAttendanceType | null) => {
  const error = mealOrderError(type, last);
  if (error) throw error;
};
