// Protocols (spec: /protocols): company-managed categories; protocols (post orders, procedures) with rich text and
// supporting documents, assigned to posts and versioned. Publishing a version asks the guards of those posts to read
// and acknowledge it; admins see who has and who has not.
import { z } from 'zod';
import { ZId, ZRequiredText } from './common';

export const PROTOCOL_MESSAGES = {
  nameTaken: 'protocols:validation.nameTaken',
  categoryInUse: 'protocols:validation.categoryInUse',
  notPublished: 'protocols:validation.notPublished',
  bodyTooLong: 'protocols:validation.bodyTooLong',
} as const;

/** Rich text bodies (sanitised HTML) up to 200,000 characters. */
export const MAX_RICH_TEXT_LENGTH = 200_000;
export const ZRichText = z.string().max(MAX_RICH_TEXT_LENGTH, { message: PROTOCOL_MESSAGES.bodyTooLong });

// ---- categories

export const ZProtocolCategoryInput = z.object({ name: ZRequiredText(80) });
export type TProtocolCategoryInput = z.input<typeof ZProtocolCategoryInput>;
export const ZProtocolCategory = z.object({
  id: ZId,
  name: z.string(),
  protocolCount: z.number().int(),
  can: z.object({ update: z.boolean(), delete: z.boolean() }),
});
export type TProtocolCategory = z.infer<typeof ZProtocolCategory>;

// ---- protocols

export const ZProtocolInput = z.object({
  categoryId: ZId.nullish().transform((v) => v ?? null),
  title: ZRequiredText(160),
  /** The draft body; guards read the last published version. */
  body: ZRichText.default(''),
  postIds: z
    .array(ZId)
    .max(500)
    .default([])
    .transform((ids) => [...new Set(ids)]),
});
export type TProtocolInput = z.input<typeof ZProtocolInput>;
export type TProtocolInputParsed = z.output<typeof ZProtocolInput>;

export const ZProtocolListQuery = z.object({
  categoryId: ZId.optional(),
  postId: ZId.optional(),
  search: z.string().trim().max(100).optional(),
});
export type TProtocolListQuery = z.input<typeof ZProtocolListQuery>;

export const ZProtocolCan = z.object({
  update: z.boolean(),
  delete: z.boolean(),
  publish: z.boolean(),
  /** The actor must acknowledge the published version (a guard of one of its posts who has not yet). */
  acknowledge: z.boolean(),
  /** Sees the acknowledgement list and sends reminders. */
  seeAcknowledgements: z.boolean(),
});
export type TProtocolCan = z.infer<typeof ZProtocolCan>;

export const ZProtocolSummary = z.object({
  id: ZId,
  categoryId: ZId.nullable(),
  categoryName: z.string().nullable(),
  title: z.string(),
  /** 0 while it was never published. */
  currentVersion: z.number().int(),
  publishedAt: z.string().nullable(),
  hasDraftChanges: z.boolean(),
  posts: z.array(z.object({ id: ZId, name: z.string() })),
  /** For the actor: when they acknowledged the current version (null: not yet, or not asked). */
  acknowledgedAt: z.string().nullable(),
  /** Staff: acknowledgements of the current version / guards asked. */
  acknowledgedCount: z.number().int().nullable(),
  requiredCount: z.number().int().nullable(),
  can: ZProtocolCan,
});
export type TProtocolSummary = z.infer<typeof ZProtocolSummary>;

export const ZProtocolDocument = z.object({
  id: ZId,
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
});
export type TProtocolDocument = z.infer<typeof ZProtocolDocument>;

export const ZProtocolVersion = z.object({
  version: z.number().int(),
  title: z.string(),
  note: z.string().nullable(),
  publishedAt: z.string(),
  publishedByName: z.string().nullable(),
});
export type TProtocolVersion = z.infer<typeof ZProtocolVersion>;

export const ZProtocolDetail = ZProtocolSummary.extend({
  /** Staff: the draft; others: the published version's body. */
  body: z.string(),
  /** The published version's body (what guards read). */
  publishedBody: z.string().nullable(),
  documents: z.array(ZProtocolDocument),
  versions: z.array(ZProtocolVersion),
});
export type TProtocolDetail = z.infer<typeof ZProtocolDetail>;

export const ZProtocolPublishInput = z.object({
  note: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((v) => v || null),
});
export type TProtocolPublishInput = z.input<typeof ZProtocolPublishInput>;

export const ZProtocolAcknowledgement = z.object({
  userId: ZId,
  name: z.string(),
  acknowledgedAt: z.string().nullable(),
});
export type TProtocolAcknowledgement = z.infer<typeof ZProtocolAcknowledgement>;

export const ZProtocolAcknowledgements = z.object({
  version: z.number().int(),
  items: z.array(ZProtocolAcknowledgement),
});
export type TProtocolAcknowledgements = z.infer<typeof ZProtocolAcknowledgements>;

export const ZProtocolRemindResult = z.object({ reminded: z.number().int() });

export const ZProtocolFileParams = z.object({ id: ZId, fileId: ZId });

export const ZProtocolFormOptions = z.object({
  categories: z.array(z.object({ id: ZId, name: z.string() })),
  posts: z.array(z.object({ id: ZId, name: z.string(), customerCompanyName: z.string() })),
});
export type TProtocolFormOptions = z.infer<typeof ZProtocolFormOptions>;
