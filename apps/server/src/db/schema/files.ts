// Stored files (documents, memos, photos, vehicle images …); the bytes live in the storage module.
import { bigint, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './_columns';

export const files = pgTable(
  'files',
  {
    id: id(),
    companyId: uuid('company_id').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    uploadedBy: uuid('uploaded_by'),
    createdAt: createdAt(),
  },
  (t) => [index('files_company_idx').on(t.companyId)],
);
