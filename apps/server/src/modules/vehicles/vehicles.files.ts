// Vehicle images and documents (split from vehicles.service.ts): uploads through the storage module, opening and
// removing a vehicle's file.
import { todayIn } from '@centinela/shared';
import { MAX_VEHICLE_IMAGES, VEHICLE_MESSAGES, ZVehicleDocumentFields } from '@centinela/shared/contracts/vehicles';
import { and, count, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { files, vehicleFiles } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { writeSystemLog } from '../../platform/audit/system-log';
import { NotFound, ValidationFailed } from '../../platform/errors';
import { attachFiles } from '../../platform/attachments/attach';
import { deleteFileRows, deleteStoredObjects, openStoredFile } from '../../platform/storage/files.service';
import type { TReceivedUpload } from '../../platform/storage/uploads';
import { companyTimeZone } from '../companies/companies.queries';
import { notifyVehicleDocumentExpiry } from './vehicle-expiry';
import { parseUploadFields } from '../../platform/storage/uploads';

import { findVehicle, getVehicle, type TArgs, VEHICLE_DOCUMENT_PURPOSE, VEHICLE_IMAGE_PURPOSE } from './vehicles.service';

// ---- images and documents

const imageLimitError = (existing: number, adding: number) =>
  ValidationFailed({ file: VEHICLE_MESSAGES.imageLimit }, { max: MAX_VEHICLE_IMAGES, existing, adding });

const countImages = async (db: TDbOrTx, vehicleId: string) =>
  (
    await db
      .select({ n: count() })
      .from(vehicleFiles)
      .where(and(eq(vehicleFiles.vehicleId, vehicleId), eq(vehicleFiles.kind, 'image')))
  )[0].n;

export const uploadVehicleImages = async ({ ctx, actor, input }: TArgs<{ id: string; upload: TReceivedUpload }>) => {
  const vehicle = await findVehicle(ctx.db, actor, input.id);
  await attachFiles({
    ctx,
    actor,
    record: { companyId: vehicle.companyId, subjectId: vehicle.id, purpose: VEHICLE_IMAGE_PURPOSE },
    uploads: input.upload.files,
    limit: { max: MAX_VEHICLE_IMAGES, count: (db) => countImages(db, vehicle.id), refuse: imageLimitError },
    recheck: (tx) => findVehicle(tx, actor, vehicle.id, true),
    link: async (tx, rows) => {
      await tx
        .insert(vehicleFiles)
        .values(rows.map((file) => ({ companyId: vehicle.companyId, vehicleId: vehicle.id, kind: 'image' as const, fileId: file.id })));
    },
    log: (rows) => ({
      action: 'UPDATE',
      entityType: 'vehicles',
      entityId: vehicle.id,
      companyId: vehicle.companyId,
      message: { key: 'vehicleImagesAdded', params: { plate: vehicle.licensePlate, total: rows.length } },
    }),
  });
  return getVehicle({ ctx, actor, input: { id: vehicle.id } });
};

export const uploadVehicleDocument = async ({ ctx, actor, input }: TArgs<{ id: string; upload: TReceivedUpload }>) => {
  const vehicle = await findVehicle(ctx.db, actor, input.id);
  const fields = parseUploadFields(ZVehicleDocumentFields, input.upload.fields);
  await attachFiles({
    ctx,
    actor,
    record: { companyId: vehicle.companyId, subjectId: vehicle.id, purpose: VEHICLE_DOCUMENT_PURPOSE },
    uploads: input.upload.files,
    link: async (tx, [file]) => {
      const [saved] = await tx
        .insert(vehicleFiles)
        .values({
          companyId: vehicle.companyId,
          vehicleId: vehicle.id,
          kind: 'document',
          title: fields.title,
          documentType: fields.documentType,
          expiryDate: fields.expiryDate,
          fileId: file.id,
        })
        .returning({ id: vehicleFiles.id });
      // Saved already inside a threshold (or expired): the admins are told now, in this transaction.
      if (fields.expiryDate) {
        const today = todayIn(await companyTimeZone(tx, vehicle.companyId));
        await notifyVehicleDocumentExpiry(tx, { companyId: vehicle.companyId, today, vehicleFileId: saved.id });
      }
    },
    log: () => ({
      action: 'UPDATE',
      entityType: 'vehicles',
      entityId: vehicle.id,
      companyId: vehicle.companyId,
      message: { key: 'vehicleDocumentAdded', params: { plate: vehicle.licensePlate, document: fields.title } },
      details: { documentType: fields.documentType, expiryDate: fields.expiryDate },
    }),
  });
  return getVehicle({ ctx, actor, input: { id: vehicle.id } });
};

const findVehicleFile = async (db: TDbOrTx, actor: TActor, vehicleId: string, vehicleFileId: string, kind?: 'image' | 'document') => {
  const vehicle = await findVehicle(db, actor, vehicleId);
  const [row] = await db
    .select({ vf: vehicleFiles, file: files })
    .from(vehicleFiles)
    .innerJoin(files, eq(files.id, vehicleFiles.fileId))
    .where(
      and(
        eq(vehicleFiles.id, vehicleFileId),
        eq(vehicleFiles.vehicleId, vehicle.id),
        eq(vehicleFiles.companyId, vehicle.companyId),
        kind ? eq(vehicleFiles.kind, kind) : undefined,
      ),
    )
    .limit(1);
  if (!row) throw NotFound('file');
  return { vehicle, ...row };
};

export const openVehicleFile = async ({ ctx, actor, input }: TArgs<{ id: string; fileId: string }>) => {
  const { file } = await findVehicleFile(ctx.db, actor, input.id, input.fileId);
  return openStoredFile(ctx, file);
};

export const removeVehicleFile = async ({ ctx, actor, input }: TArgs<{ id: string; fileId: string; kind: 'image' | 'document' }>) => {
  const keys = await ctx.db.transaction(async (tx) => {
    const { vehicle, vf } = await findVehicleFile(tx, actor, input.id, input.fileId, input.kind);
    await tx.delete(vehicleFiles).where(eq(vehicleFiles.id, vf.id));
    const removed = await deleteFileRows(tx, [vf.fileId]);
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'vehicles',
      entityId: vehicle.id,
      companyId: vehicle.companyId,
      message:
        input.kind === 'image'
          ? { key: 'vehicleImageRemoved', params: { plate: vehicle.licensePlate } }
          : { key: 'vehicleDocumentRemoved', params: { plate: vehicle.licensePlate, document: vf.title ?? '' } },
    });
    return removed;
  });
  await deleteStoredObjects(ctx, keys);
};
