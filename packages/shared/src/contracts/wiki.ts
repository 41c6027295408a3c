// The wiki (spec: /wiki): the company's pages in a tree (parent/child, ordered), rich text with links between pages,
// attachments, search in both languages (accents and case ignored), history with restore, visibility per role.
import { z } from 'zod';
import { ZId, ZQueryInt, ZRequiredText } from './common';
import { ZRichText } from './protocols';

export const WIKI_MESSAGES = {
  hasChildren: 'wiki:validation.hasChildren',
  cycle: 'wiki:validation.cycle',
} as const;

/** Roles a page may be limited to (none chosen: every role that may view the wiki). */
export const WIKI_VISIBLE_ROLES = ['security_company_admin', 'customer_company_admin', 'security_guard'] as const;
export type TWikiVisibleRole = (typeof WIKI_VISIBLE_ROLES)[number];

export const ZWikiPageInput = z.object({
  title: ZRequiredText(160),
  body: ZRichText.default(''),
  parentId: ZId.nullish().transform((v) => v ?? null),
  visibleRoles: z
    .array(z.enum(WIKI_VISIBLE_ROLES))
    .max(WIKI_VISIBLE_ROLES.length)
    .default([])
    .transform((roles) => [...new Set(roles)]),
});
export type TWikiPageInput = z.input<typeof ZWikiPageInput>;
export type TWikiPageInputParsed = z.output<typeof ZWikiPageInput>;

/** An edit keeps the page where it is (moving is its own call). */
export const ZWikiPageUpdate = ZWikiPageInput.omit({ parentId: true });
export type TWikiPageUpdate = z.input<typeof ZWikiPageUpdate>;

export const ZWikiMoveInput = z.object({
  parentId: ZId.nullish().transform((v) => v ?? null),
  /** 0-based place among the new parent's children (past the end: last). */
  position: z.number().int().min(0).max(100_000),
});
export type TWikiMoveInput = z.input<typeof ZWikiMoveInput>;

export const ZWikiListQuery = z.object({ search: z.string().trim().max(100).optional() });

export const ZWikiCan = z.object({ update: z.boolean(), delete: z.boolean() });

/** One node of the tree (or a search hit, with a snippet). */
export const ZWikiPageSummary = z.object({
  id: ZId,
  parentId: ZId.nullable(),
  position: z.number().int(),
  title: z.string(),
  visibleRoles: z.array(z.enum(WIKI_VISIBLE_ROLES)),
  updatedAt: z.string(),
  snippet: z.string().nullable(),
});
export type TWikiPageSummary = z.infer<typeof ZWikiPageSummary>;

export const ZWikiAttachment = z.object({
  id: ZId,
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
});

export const ZWikiPage = ZWikiPageSummary.extend({
  body: z.string(),
  revision: z.number().int(),
  updatedByName: z.string().nullable(),
  breadcrumbs: z.array(z.object({ id: ZId, title: z.string() })),
  attachments: z.array(ZWikiAttachment),
  can: ZWikiCan,
});
export type TWikiPage = z.infer<typeof ZWikiPage>;

export const ZWikiRevision = z.object({
  revision: z.number().int(),
  title: z.string(),
  body: z.string(),
  editedAt: z.string(),
  editedByName: z.string().nullable(),
});
export type TWikiRevision = z.infer<typeof ZWikiRevision>;

/** A revision number is a PostgreSQL integer: 2^31 and more are a 400 on the field, not a failed query (issue 29). */
export const ZWikiRevisionParams = z.object({ id: ZId, revision: ZQueryInt.min(1) });
export const ZWikiFileParams = z.object({ id: ZId, fileId: ZId });
