// Incident attachments (split from incidents.service.ts): uploads through the storage module within the attachment
// limit, opening and removing one; a sealed or closed incident refuses changes.
import {
  INCIDENT_MESSAGES,
  MAX_INCIDENT_ATTACHMENTS,
  MAX_NOVELTY_PHOTOS,
  type TIncidentDetail,
} from '@centinela/shared/contracts/incidents';
import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { incidents } from '../../db/schema';
import { actorCan } from '../../platform/access/actor';
import { attachFiles } from '../../platform/attachments/attach';
import { registerUploadTarget } from '../../platform/attachments/attachments';
import { writeSystemLog } from '../../platform/audit/system-log';
import { ANY_MEDIA_KINDS, IMAGE_KINDS } from '../../platform/storage/file-types';
import { ValidationFailed } from '../../platform/errors';
import { deleteFileRows, deleteStoredObjects, openStoredFile } from '../../platform/storage/files.service';
import type { TReceivedUpload } from '../../platform/storage/uploads';
import { appendAudit, attachmentCountSql, auditEntry, findAttachment } from './incidents.common';

import { assertEditable, findIncident, getIncident, INCIDENT_ATTACHMENT_PURPOSE, type TArgs } from './incidents.service';
import { NOVELTY_PHOTO_PURPOSE } from './novelties.service';

// Photos staged before the novelty exists (POST /api/uploads?target=novelty), attached by createNovelty.
registerUploadTarget('novelty', {
  accept: IMAGE_KINDS,
  maxFiles: MAX_NOVELTY_PHOTOS,
  purpose: NOVELTY_PHOTO_PURPOSE,
  mayStage: (actor) => actorCan(actor, 'add', 'novelties-incidents'),
});

// ---- attachments

// Files staged before the incident exists (POST /api/uploads?target=incident), attached by createIncident.
registerUploadTarget('incident', {
  accept: ANY_MEDIA_KINDS,
  maxFiles: MAX_INCIDENT_ATTACHMENTS,
  purpose: INCIDENT_ATTACHMENT_PURPOSE,
  mayStage: (actor) => actorCan(actor, 'add', 'novelties-incidents'),
});

const attachmentLimit = (existing: number, adding: number) =>
  ValidationFailed(
    { file: INCIDENT_MESSAGES.attachmentLimit },
    {
      max: MAX_INCIDENT_ATTACHMENTS,
      existing,
      adding,
    },
  );

const countAttachments = async (db: TDbOrTx, id: string) =>
  Number(
    (
      await db
        .select({ n: attachmentCountSql(incidents.id, INCIDENT_ATTACHMENT_PURPOSE) })
        .from(incidents)
        .where(eq(incidents.id, id))
    )[0]?.n ?? 0,
  );

export const uploadIncidentAttachments = async ({
  ctx,
  actor,
  input,
}: TArgs<{ id: string; upload: TReceivedUpload }>): Promise<TIncidentDetail> => {
  const row = await findIncident(ctx.db, actor, input.id);
  assertEditable(actor, row);
  await attachFiles({
    ctx,
    actor,
    record: { companyId: row.companyId, subjectId: row.id, purpose: INCIDENT_ATTACHMENT_PURPOSE },
    uploads: input.upload.files,
    limit: { max: MAX_INCIDENT_ATTACHMENTS, count: (db) => countAttachments(db, row.id), refuse: attachmentLimit },
    recheck: async (tx) => assertEditable(actor, await findIncident(tx, actor, row.id, true)),
    link: async (tx, files) => {
      const entry = await auditEntry(tx, actor, 'attachments', { context: files.map((f) => f.originalName).join(', ') });
      await tx
        .update(incidents)
        .set({ auditTrail: appendAudit(incidents.auditTrail, entry) as never })
        .where(eq(incidents.id, row.id));
    },
    log: (files) => ({
      action: 'UPDATE',
      entityType: 'incidents',
      entityId: row.id,
      companyId: row.companyId,
      message: { key: 'incidentAttachmentsAdded', params: { title: row.title, total: files.length } },
    }),
  });
  return getIncident({ ctx, actor, input: { id: row.id } });
};

export const openIncidentAttachment = async ({ ctx, actor, input }: TArgs<{ id: string; fileId: string }>) => {
  const row = await findIncident(ctx.db, actor, input.id);
  return openStoredFile(ctx, await findAttachment(ctx.db, row.id, INCIDENT_ATTACHMENT_PURPOSE, input.fileId));
};

export const removeIncidentAttachment = async ({ ctx, actor, input }: TArgs<{ id: string; fileId: string }>) => {
  const keys = await ctx.db.transaction(async (tx) => {
    const row = await findIncident(tx, actor, input.id, true);
    assertEditable(actor, row);
    const file = await findAttachment(tx, row.id, INCIDENT_ATTACHMENT_PURPOSE, input.fileId);
    const removed = await deleteFileRows(tx, [file.id]);
    const entry = await auditEntry(tx, actor, 'attachmentRemoved', { context: file.originalName });
    await tx
      .update(incidents)
      .set({ auditTrail: appendAudit(incidents.auditTrail, entry) as never })
      .where(eq(incidents.id, row.id));
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'incidents',
      entityId: row.id,
      companyId: row.companyId,
      message: { key: 'incidentAttachmentRemoved', params: { title: row.title } },
    });
    return removed;
  });
  await deleteStoredObjects(ctx, keys);
};
