// Protocols (spec sections 2 and 3). Vehicles, uniforms and the emergency directory have their own files.
import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './_columns';
import { companies } from './companies';
import { files } from './files';

export const protocolCategories = pgTable(
  'protocol_categories',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('protocol_categories_company_idx').on(t.companyId)],
);

export const protocols = pgTable(
  'protocols',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    categoryId: uuid('category_id').references(() => protocolCategories.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    details: text('details').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('protocols_company_idx').on(t.companyId)],
);

export const protocolDocuments = pgTable(
  'protocol_documents',
  {
    id: id(),
    companyId: uuid('company_id').notNull(),
    protocolId: uuid('protocol_id')
      .notNull()
      .references(() => protocols.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    createdAt: createdAt(),
  },
  (t) => [index('protocol_documents_protocol_idx').on(t.protocolId)],
);
