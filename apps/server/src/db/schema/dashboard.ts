// Counts the dashboard and the users page read instead of recounting (decision 0015). Kept exact by triggers in the writers' own
// transactions (migration 0018); never written by services.
import { boolean, integer, pgTable, primaryKey, smallint, uuid } from 'drizzle-orm/pg-core';

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

/**
 * Users per company by employment, role order and coordinator flag: the users page's totals without a search (every
 * tab and the inactive filter are sums of these rows) for company staff and platform admins. Kept by the users
 * statement triggers of migration 0021 (the users page's exact count over ~86,000 index entries was its p99).
 */
export const userCounts = pgTable(
  'user_counts',
  {
    companyId: uuid('company_id').notNull(),
    stillEmployed: boolean('still_employed').notNull(),
    /** ROLE_ORDER of the role (users.role_order). */
    roleOrder: smallint('role_order').notNull(),
    isCoordinator: boolean('is_coordinator').notNull(),
    users: integer('users').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.stillEmployed, t.roleOrder, t.isCoordinator] })],
);
