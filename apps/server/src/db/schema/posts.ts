// Posts: guarded sites of a customer company.
import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TGuardRank, TPostStatus } from '@centinela/shared';
import { searchTextColumn } from '../../platform/search/search-text';
import { createdAt, id, type TAddressColumn, updatedAt } from './_columns';
import { companies } from './companies';
import { customerCompanies } from './customer-companies';
import { users } from './users';

export const posts = pgTable(
  'posts',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    customerCompanyId: uuid('customer_company_id')
      .notNull()
      .references(() => customerCompanies.id),
    name: text('name').notNull(),
    address: jsonb('address').$type<TAddressColumn>(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    geofenceRadiusM: integer('geofence_radius_m').notNull().default(100),
    timeZone: text('time_zone').notNull(),
    status: text('status').$type<TPostStatus>().notNull().default('active'),
    /** Post orders: a small Markdown subset (packages/shared/src/rules/rich-text.ts), rendered as text nodes, never as HTML. */
    postOrders: text('post_orders'),
    requiredRank: text('required_rank').$type<TGuardRank>(),
    siteContactName: text('site_contact_name'),
    siteContactPhone: text('site_contact_phone'),
    /** Money is integer cents (decision 0010). */
    billRateCents: integer('bill_rate_cents'),
    payRateCents: integer('pay_rate_cents'),
    assignedGuardId: uuid('assigned_guard_id').references(() => users.id, { onDelete: 'set null' }),
    /** Folded name and city: how a post is found in every list that searches posts (decision 0023). */
    searchText: searchTextColumn('name', "address->>'city'"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('posts_name_unique').on(t.customerCompanyId, sql`lower(${t.name})`),
    index('posts_company_status_idx').on(t.companyId, t.status),
    index('posts_customer_idx').on(t.customerCompanyId),
  ],
);
