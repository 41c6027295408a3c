// A guard's records kept in the user editor: documents, memos, banned posts, face data (spec sections 3, 5, 7).
// The SIP tab's form uses ZSipSettingsInput of contracts/users (PUT /api/users/:id/sip-settings).
import { z } from 'zod';
import { ZDateString, ZId, ZRequiredText } from './common';

/** Documents expiring within this many days are flagged. */
export const DOCUMENT_EXPIRY_WARNING_DAYS = 30;
/** Spec section 9: face photos 20, face video segments 7. */
export const MAX_FACE_PHOTOS = 20;
export const FACE_VIDEO_SEGMENTS = 7;
export const DEFAULT_SIP_PORT = 5060;

/** Spec section 5: allowed document and memo types (checked by content on the server). */
export const DOCUMENT_FILE_EXTENSIONS = ['pdf', 'doc', 'docx', 'png', 'jpg', 'jpeg'] as const;
export const DOCUMENT_FILE_ACCEPT = '.pdf,.doc,.docx,.png,.jpg,.jpeg';
export const IMAGE_FILE_ACCEPT = 'image/png,image/jpeg,image/webp';

export const ZUserRef = z.object({ id: ZId, name: z.string() });
export type TUserRef = z.infer<typeof ZUserRef>;

/** Path params of the records' routes: the user, and the document, memo or face photo. */
export const ZUserParams = z.object({ id: ZId });
export const ZUserDocumentParams = ZUserParams.extend({ docId: ZId });
export const ZUserMemoParams = ZUserParams.extend({ memoId: ZId });
export const ZUserFileParams = ZUserParams.extend({ fileId: ZId });

export const ZStoredFile = z.object({
  id: ZId,
  originalName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type TStoredFile = z.infer<typeof ZStoredFile>;

// ---- documents -------------------------------------------------------------------------------

/** Multipart fields of POST /api/users/:id/upload-document. No expiry: expiryDate absent, '' or 'none'. */
export const ZUploadDocumentFields = z.object({
  name: ZRequiredText(200),
  expiryDate: z
    .string()
    .trim()
    .nullable()
    .optional()
    .transform((v) => (!v || v === 'none' || v === 'null' ? null : v))
    .pipe(ZDateString.nullable()),
  /** The company's document type (document types: required for duty decide availability). */
  documentTypeId: z
    .string()
    .trim()
    .optional()
    .nullable()
    .transform((v) => (v ? v : null))
    .pipe(z.uuid().nullable()),
});
export type TUploadDocumentFields = z.input<typeof ZUploadDocumentFields>;

/** The browser's upload form: the same fields plus the no-expiry box (ticked: the expiry date is hidden and cleared). */
export const ZDocumentUploadForm = z
  .object({
    name: ZRequiredText(200),
    hasNoExpiry: z.boolean(),
    expiryDate: z.string().optional(),
    /** '' for none; a document type of the company (required-for-duty types decide availability). */
    documentTypeId: z.string().optional(),
  })
  .superRefine((value, ctx) => {
    const expiry = !value.hasNoExpiry && value.expiryDate ? ZDateString.safeParse(value.expiryDate) : null;
    // The date's own message: a malformed date, or one outside the accepted years.
    if (expiry && !expiry.success) ctx.addIssue({ code: 'custom', path: ['expiryDate'], message: expiry.error.issues[0].message });
  });
export type TDocumentUploadForm = z.infer<typeof ZDocumentUploadForm>;

export const EXPIRY_STATUSES = ['none', 'valid', 'expiring', 'expired'] as const;
export type TExpiryStatus = (typeof EXPIRY_STATUSES)[number];

export const ZUserDocument = z.object({
  id: ZId,
  userId: ZId,
  name: z.string(),
  file: ZStoredFile,
  expiryDate: z.string().nullable(),
  documentTypeId: ZId.nullable(),
  /** Computed by the server against the company's today: expired, expiring (within 30 days), valid, none. */
  expiryStatus: z.enum(EXPIRY_STATUSES),
  daysUntilExpiry: z.number().int().nullable(),
  uploadedAt: z.string(),
  uploadedBy: ZUserRef.nullable(),
  downloadUrl: z.string(),
});
export type TUserDocument = z.infer<typeof ZUserDocument>;

// ---- memos -----------------------------------------------------------------------------------

/** Multipart fields of POST /api/users/:id/upload-memo. */
export const ZUploadMemoFields = z.object({
  name: ZRequiredText(200),
  reason: ZRequiredText(2000),
});
export type TUploadMemoFields = z.input<typeof ZUploadMemoFields>;

export const ZUserMemo = z.object({
  id: ZId,
  userId: ZId,
  name: z.string(),
  reason: z.string(),
  file: ZStoredFile,
  uploadedAt: z.string(),
  uploadedBy: ZUserRef.nullable(),
  downloadUrl: z.string(),
});
export type TUserMemo = z.infer<typeof ZUserMemo>;

// ---- banned posts ----------------------------------------------------------------------------

/** PUT /api/users/:id/banned-posts: the whole list. bannedBy is accepted for the spec's shape but the actor is recorded. */
export const ZUpdateBannedPosts = z.object({
  postIds: z.array(ZId).max(1000),
  bannedBy: z.string().optional(),
});
export type TUpdateBannedPosts = z.input<typeof ZUpdateBannedPosts>;

export const ZBannablePost = z.object({
  id: ZId,
  name: z.string(),
  location: z.string().nullable(),
  /** The customer company of the post. */
  companyName: z.string(),
  status: z.string(),
});
export type TBannablePost = z.infer<typeof ZBannablePost>;

export const ZBannedPost = ZBannablePost.extend({
  bannedBy: ZUserRef.nullable(),
  bannedAt: z.string(),
});
export type TBannedPost = z.infer<typeof ZBannedPost>;

export const ZBannedPosts = z.object({
  postIds: z.array(ZId),
  posts: z.array(ZBannedPost),
});
export type TBannedPosts = z.infer<typeof ZBannedPosts>;

// ---- face data -------------------------------------------------------------------------------

export const ZFacePhoto = z.object({
  /** The file id: what PATCH …/face-recognition takes in facePhotos. */
  id: ZId,
  url: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
  /** Whether check-in matching has computed this photo's 128-value descriptor yet. */
  hasDescriptor: z.boolean(),
  /**
   * Faces the current model found on the photo; null while it is still being checked (a new photo, or one of an older
   * model). Only a photo with exactly 1 is used at check-in: the tab names the others (issue 29).
   */
  faceCount: z.number().int().nullable(),
});
export type TFacePhoto = z.infer<typeof ZFacePhoto>;

export const ZFaceRecognition = z.object({
  facePhotos: z.array(ZFacePhoto),
  faceVideo: z.object({ id: ZId, url: z.string(), size: z.number().int(), contentType: z.string() }).nullable(),
  faceRecognitionComplete: z.boolean(),
});
export type TFaceRecognition = z.infer<typeof ZFaceRecognition>;

/** Answer of the face upload routes: the ids of the stored, not yet attached files. */
export const ZFaceUploadResult = z.object({ fileIds: z.array(ZId) });
export type TFaceUploadResult = z.infer<typeof ZFaceUploadResult>;

/**
 * PATCH /api/users/:id/face-recognition. facePhotos is the complete list of photo file ids to keep
 * (existing ones plus those just uploaded); faceVideo is the video's file id, null to remove it,
 * absent to keep it.
 */
export const ZUpdateFaceRecognition = z.object({
  facePhotos: z.array(ZId).max(MAX_FACE_PHOTOS, { message: `At most ${MAX_FACE_PHOTOS} face photos` }),
  faceVideo: ZId.nullable().optional(),
  faceRecognitionComplete: z.boolean(),
});
export type TUpdateFaceRecognition = z.input<typeof ZUpdateFaceRecognition>;

// ---- document types (issue 20): per company, some required for duty ----

export const ZDocumentType = z.object({ id: ZId, name: z.string(), requiredForDuty: z.boolean(), isActive: z.boolean() });
export type TDocumentType = z.infer<typeof ZDocumentType>;
export const ZCreateDocumentType = z.object({ name: ZRequiredText(120), requiredForDuty: z.boolean().default(false) });
export type TCreateDocumentType = z.input<typeof ZCreateDocumentType>;
export const ZUpdateDocumentType = z
  .object({ name: ZRequiredText(120).optional(), requiredForDuty: z.boolean().optional(), isActive: z.boolean().optional() })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Nothing to update' });
export type TUpdateDocumentType = z.input<typeof ZUpdateDocumentType>;
