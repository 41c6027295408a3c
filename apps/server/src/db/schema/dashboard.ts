// Counts the dashboard reads instead of recounting (decision 0015). Kept exact by triggers in the writers' own
// transactions (migration 0018); never written by services.
import { integer, pgTable, uuid } from 'drizzle-orm/pg-core';

/** Platform-wide entries (system logs without a company) are counted under this company id. */
export const PLATFORM_COUNTS_ID = '00000000-0000-0000-0000-000000000000';

/** One row per security company. No foreign key: a deleted company's cascaded deletes still decrement its row. */
export const companyCounts = pgTable('company_counts', {
  companyId: uuid('company_id').primaryKey(),
  /** Users with role security_guard and still_employed. */
  employedGuards: integer('employed_guards').notNull().default(0),
  /** Posts with status 'active'. */
  activePosts: integer('active_posts').notNull().default(0),
  /** Customer companies with is_active. */
  activeCustomers: integer('active_customers').notNull().default(0),
  /** System log entries whose action is an alert (ALERT_LOG_ACTIONS: ERROR, ALERT, CRITICAL). */
  alertLogs: integer('alert_logs').notNull().default(0),
});

/** One row per customer company: what a customer company admin's dashboard reads. */
export const customerCounts = pgTable('customer_counts', {
  customerId: uuid('customer_id').primaryKey(),
  companyId: uuid('company_id').notNull(),
  /** Posts of the customer with status 'active'. */
  activePosts: integer('active_posts').notNull().default(0),
});
