// Protocol supporting documents (split from protocols.service.ts): uploads through the storage module, removing and
// opening one.
import { and, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { files, protocolDocuments } from '../../db/schema';
import { found } from '../../platform/access/scope';
import { type TLogEntry, writeSystemLog } from '../../platform/audit/system-log';
import { attachFiles } from '../../platform/attachments/attach';
import { deleteFileRows, deleteStoredObjects, openStoredFile } from '../../platform/storage/files.service';
import type { TReceivedUpload } from '../../platform/storage/uploads';

import { findProtocol, findProtocolForWrite, getProtocol, PROTOCOL_DOCUMENT_PURPOSE, type TArgs } from './protocols.service';

// ---- documents

export const uploadProtocolDocuments = async ({ ctx, actor, input }: TArgs<{ id: string; upload: TReceivedUpload }>) => {
  const protocol = await findProtocolForWrite(ctx.db, actor, input.id);
  await attachFiles({
    ctx,
    actor,
    record: { companyId: protocol.companyId, subjectId: protocol.id, purpose: PROTOCOL_DOCUMENT_PURPOSE },
    uploads: input.upload.files,
    link: async (tx, rows) => {
      if (rows.length === 0) return;
      await tx
        .insert(protocolDocuments)
        .values(
          rows.map((file) => ({ companyId: protocol.companyId, protocolId: protocol.id, title: file.originalName, fileId: file.id })),
        );
    },
    // One entry per document.
    log: (rows) =>
      rows.map(
        (file): TLogEntry => ({
          action: 'UPDATE',
          entityType: 'protocols',
          entityId: protocol.id,
          companyId: protocol.companyId,
          message: { key: 'protocolDocumentAdded', params: { title: protocol.title, document: file.originalName } },
        }),
      ),
  });
  return getProtocol({ ctx, actor, input: { id: protocol.id } });
};

/** A supporting document of the protocol (its id is the protocol_documents row's). */
const findDocument = async (db: TDbOrTx, protocol: { id: string; companyId: string }, documentId: string) => {
  const [row] = await db
    .select({ document: protocolDocuments, file: files })
    .from(protocolDocuments)
    .innerJoin(files, eq(files.id, protocolDocuments.fileId))
    .where(
      and(
        eq(protocolDocuments.id, documentId),
        eq(protocolDocuments.protocolId, protocol.id),
        eq(protocolDocuments.companyId, protocol.companyId),
      ),
    );
  return found(row, 'file');
};

export const removeProtocolDocument = async ({ ctx, actor, input }: TArgs<{ id: string; fileId: string }>) => {
  const keys = await ctx.db.transaction(async (tx) => {
    const protocol = await findProtocolForWrite(tx, actor, input.id);
    const { document, file } = await findDocument(tx, protocol, input.fileId);
    await tx.delete(protocolDocuments).where(eq(protocolDocuments.id, document.id));
    const removed = await deleteFileRows(tx, [file.id]);
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'protocols',
      entityId: protocol.id,
      companyId: protocol.companyId,
      message: { key: 'protocolDocumentRemoved', params: { title: protocol.title, document: file.originalName } },
    });
    return removed;
  });
  await deleteStoredObjects(ctx, keys);
  return getProtocol({ ctx, actor, input: { id: input.id } });
};

export const openProtocolDocument = async ({ ctx, actor, input }: TArgs<{ id: string; fileId: string }>) => {
  const protocol = await findProtocol(ctx.db, actor, input.id);
  return openStoredFile(ctx, (await findDocument(ctx.db, protocol, input.fileId)).file);
};
