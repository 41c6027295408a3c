// Role records (spec section 3 "Role record"): named permission sets of a company.
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TPermissionMatrix, TRole } from '@centinela/shared';
import { createdAt, id, updatedAt } from './_columns';
import { companies } from './companies';

export const roleRecords = pgTable(
  'role_records',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    isSuperadmin: boolean('is_superadmin').notNull().default(false),
    /**
     * When set, the record applies to every user of the company with this role who has no
     * record assigned explicitly (the company's default for that role).
     */
    defaultForRole: text('default_for_role').$type<TRole>(),
    permissions: jsonb('permissions').$type<TPermissionMatrix>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('role_records_name_unique').on(t.companyId, sql`lower(${t.name})`),
    // One default record per role and company: making a record the default moves the flag.
    uniqueIndex('role_records_default_unique').on(t.companyId, t.defaultForRole).where(sql`${t.defaultForRole} is not null`),
    index('role_records_company_idx').on(t.companyId),
  ],
);
