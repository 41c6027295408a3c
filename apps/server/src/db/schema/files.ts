// Stored files (documents, memos, photos, vehicle images …); the bytes live in the storage module (platform/storage).
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
    /** What the file is for ('document', 'memo', 'face_photo', 'face_video', 'vehicle_image' …): routes check it before serving. */
    purpose: text('purpose').notNull().default('other'),
    /** The record the file belongs to (the user of a document, memo or face photo; a vehicle …), when known at upload. */
    subjectId: uuid('subject_id'),
    uploadedBy: uuid('uploaded_by'),
    createdAt: createdAt(),
  },
  (t) => [index('files_company_idx').on(t.companyId), index('files_subject_idx').on(t.subjectId, t.purpose)],
);
