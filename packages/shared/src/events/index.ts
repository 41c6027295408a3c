// Every domain event, by area: the catalog a webhook subscription and the API reference read (and the test that
// checks every subscriber's event is declared here). An area with events adds one line.
import { ATTENDANCE_EVENTS } from './attendance';
import type { TEventDefinition } from './define';
import { FACE_RECOGNITION_EVENTS } from './face-recognition';
import { GUARD_RECORDS_EVENTS } from './guard-records';
import { INCIDENTS_EVENTS } from './incidents';
import { INVOICING_PAYMENTS_EVENTS } from './invoicing-payments';
import { OPPORTUNITIES_EVENTS } from './opportunities';
import { PROTOCOLS_EVENTS } from './protocols';
import { ROSTERS_EVENTS } from './rosters';
import { SHIFTS_EVENTS } from './shifts';
import { SMS_EVENTS } from './sms';
import { TASKS_EVENTS } from './tasks';
import { VEHICLES_EVENTS } from './vehicles';

export const DOMAIN_EVENTS = [
  ...ATTENDANCE_EVENTS,
  ...FACE_RECOGNITION_EVENTS,
  ...GUARD_RECORDS_EVENTS,
  ...INCIDENTS_EVENTS,
  ...INVOICING_PAYMENTS_EVENTS,
  ...OPPORTUNITIES_EVENTS,
  ...PROTOCOLS_EVENTS,
  ...ROSTERS_EVENTS,
  ...SHIFTS_EVENTS,
  ...SMS_EVENTS,
  ...TASKS_EVENTS,
  ...VEHICLES_EVENTS,
] as const satisfies readonly TEventDefinition[];

/** 'incidents.reported' | 'shifts.covered' | … */
export type TDomainEventType = (typeof DOMAIN_EVENTS)[number]['type'];
