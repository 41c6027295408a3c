// What an accepted punch says, by its type (the kiosk's and the phone's answer).
import type { TAttendanceType } from '@centinela/shared';

export const PUNCH_ANSWER_KEYS = {
  check_in: 'attendance:answer.checkedIn',
  check_out: 'attendance:answer.checkedOut',
  meal_start: 'attendance:answer.mealStarted',
  meal_end: 'attendance:answer.mealEnded',
} as const satisfies Record<TAttendanceType, string>;
