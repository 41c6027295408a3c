// What attendance's events do (platform/events/emit.ts): a no-show tells the company admins the shift needs coverage.
import { occurrenceIdOf } from '@centinela/shared/contracts/shifts';
import { ATTENDANCE_NO_SHOW } from '@centinela/shared/events/attendance';
import { defineSubscriber } from '../../platform/events/emit';
import { companyAdminIds, notify } from '../notifications/notify';
import { boardLinkOf, occurrenceSourceOf, shiftLabelOf } from '../shifts/shifts.subscribers';

export const attendanceSubscribers = [
  defineSubscriber({
    name: 'attendance.notify-no-show',
    event: ATTENDANCE_NO_SHOW,
    inTransaction: async (tx, { companyId, payload: { occurrence: o, guard } }) =>
      notify(tx, {
        companyId,
        recipientIds: await companyAdminIds(tx, companyId),
        kind: 'shift.needsCoverage',
        type: 'shift',
        priority: 'high',
        params: { shift: shiftLabelOf(o), date: o.date, guard: guard.name },
        link: boardLinkOf(o.date),
        source: occurrenceSourceOf(o),
        dedupeKey: `no-show:${occurrenceIdOf(o.shiftId, o.date)}:${guard.id}`,
      }),
  }),
];
