// Numbering series (issue 28, decision 0022): per company and series, the next number to hand out. One row each, taken
// under its row lock by the transaction that creates the numbered record, so numbers are gapless (a rolled-back create
// gives its number back) and never collide under concurrency.
import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';

export const numberSeries = pgTable(
  'number_series',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** 'payroll_run', 'opportunity', 'opportunity_quote', … (`NUMBER_SERIES` in platform/numbering). */
    series: text('series').notNull(),
    /** The number the next record of the series gets. */
    next: integer('next').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.series] })],
);
