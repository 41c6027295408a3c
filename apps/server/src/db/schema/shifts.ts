// Shift occurrences (issue 12): what changes one occurrence ({shiftId, date}) without touching the roster's weekly
// pattern — a cover (a guard added for that day) or an opening (an assigned guard taken off for that day) —, the log of
// those actions (the guard actions report), guards confirmed present by hand, and open-shift offers.
import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './_columns';
import { companies } from './companies';
import { opportunities } from './opportunities';
import { rosterShifts } from './rosters';
import { users } from './users';

export type TOccurrenceChangeKind = 'cover' | 'open';

/** One guard added to (cover) or taken off (open) one occurrence; at most one row per guard and occurrence. */
export const shiftOccurrenceChanges = pgTable(
  'shift_occurrence_changes',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    shiftId: uuid('shift_id')
      .notNull()
      .references(() => rosterShifts.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    guardId: uuid('guard_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TOccurrenceChangeKind>().notNull(),
    /** A cover made by staffing a special service: paid as the service (opportunities.payroll.ts), not as the shift. */
    opportunityId: uuid('opportunity_id').references(() => opportunities.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shift_occurrence_changes_unique').on(t.shiftId, t.date, t.guardId),
    index('shift_occurrence_changes_company_date_idx').on(t.companyId, t.date),
  ],
);

export type TGuardActionType = 'open' | 'cover';

/** The open and cover actions (spec "Open and Cover Action Report"); names are frozen for the report. */
export const shiftGuardActions = pgTable(
  'shift_guard_actions',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    action: text('action').$type<TGuardActionType>().notNull(),
    shiftId: uuid('shift_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    postId: uuid('post_id').notNull(),
    rosterId: uuid('roster_id').notNull(),
    customerCompanyId: uuid('customer_company_id').notNull(),
    guardId: uuid('guard_id').notNull(),
    performedBy: uuid('performed_by'),
    reason: text('reason'),
    /** Set when the guard was taken off by an absence marked on the board (the open's reason is the absence). */
    absenceId: uuid('absence_id'),
    createdAt: createdAt(),
  },
  (t) => [index('shift_guard_actions_company_idx').on(t.companyId, t.createdAt)],
);

/** A guard confirmed present on an occurrence by hand (until attendance records check-ins). */
export const shiftPresences = pgTable(
  'shift_presences',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    shiftId: uuid('shift_id')
      .notNull()
      .references(() => rosterShifts.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    guardId: uuid('guard_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    confirmedBy: uuid('confirmed_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shift_presences_unique').on(t.shiftId, t.date, t.guardId),
    index('shift_presences_company_date_idx').on(t.companyId, t.date),
  ],
);

export type TShiftOfferStatus = 'open' | 'filled' | 'cancelled';

/** An open shift offered to several guards; the first accept wins (a conditional UPDATE … WHERE status = 'open'). */
export const shiftOffers = pgTable(
  'shift_offers',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    shiftId: uuid('shift_id')
      .notNull()
      .references(() => rosterShifts.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    guardIds: uuid('guard_ids').array().notNull(),
    status: text('status').$type<TShiftOfferStatus>().notNull().default('open'),
    /** The shift's start: an offer is no longer accepted after it. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    acceptedBy: uuid('accepted_by'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('shift_offers_company_idx').on(t.companyId, t.date),
    index('shift_offers_guards_idx').using('gin', t.guardIds).where(sql`${t.status} = 'open'`),
  ],
);
