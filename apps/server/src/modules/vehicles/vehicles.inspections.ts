// Vehicle inspections (split from vehicles.service.ts): an inspection with its checklist and defects, the photos
// uploaded for it, and marking a defect fixed.
import { MAX_INSPECTION_PHOTOS, VEHICLE_MESSAGES, type TVehicleDetail } from '@centinela/shared/contracts/vehicles';
import { and, count, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { vehicleDefects, vehicleFiles, vehicleInspections } from '../../db/schema';
import { found } from '../../platform/access/scope';
import { writeSystemLog } from '../../platform/audit/system-log';
import { ValidationFailed } from '../../platform/errors';
import { attachFiles } from '../../platform/attachments/attach';
import type { TReceivedUpload } from '../../platform/storage/uploads';

import { findVehicle, getVehicle, type TArgs } from './vehicles.service';

export const addVehicleInspection = async ({
  ctx,
  actor,
  input,
}: TArgs<{
  id: string;
  data: { date: string; checklist: { item: string; isOk: boolean }[]; defects: string[]; notes: string | null };
}>): Promise<TVehicleDetail> => {
  await ctx.db.transaction(async (tx) => {
    const vehicle = await findVehicle(tx, actor, input.id, true);
    const { data } = input;
    const [inspection] = await tx
      .insert(vehicleInspections)
      .values({
        companyId: vehicle.companyId,
        vehicleId: vehicle.id,
        date: data.date,
        checklist: data.checklist,
        notes: data.notes,
        inspectedBy: actor.userId,
      })
      .returning({ id: vehicleInspections.id });
    if (data.defects.length > 0) {
      await tx.insert(vehicleDefects).values(
        data.defects.map((description) => ({
          companyId: vehicle.companyId,
          vehicleId: vehicle.id,
          inspectionId: inspection.id,
          description,
        })),
      );
    }
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'vehicles',
      entityId: vehicle.id,
      companyId: vehicle.companyId,
      message: { key: 'vehicleInspected', params: { plate: vehicle.licensePlate, defects: data.defects.length } },
      details: { inspectionId: inspection.id },
    });
  });
  return getVehicle({ ctx, actor, input: { id: input.id } });
};

export const VEHICLE_INSPECTION_PHOTO_PURPOSE = 'vehicle_inspection_photo';

export const uploadInspectionPhotos = async ({
  ctx,
  actor,
  input,
}: TArgs<{ id: string; inspectionId: string; upload: TReceivedUpload }>): Promise<TVehicleDetail> => {
  const vehicle = await findVehicle(ctx.db, actor, input.id);
  const [inspection] = await ctx.db
    .select({ id: vehicleInspections.id, date: vehicleInspections.date })
    .from(vehicleInspections)
    .where(and(eq(vehicleInspections.id, input.inspectionId), eq(vehicleInspections.vehicleId, vehicle.id)));
  found(inspection, 'inspection');
  const countPhotos = async (db: TDbOrTx) =>
    (
      await db
        .select({ n: count() })
        .from(vehicleFiles)
        .where(and(eq(vehicleFiles.inspectionId, inspection.id), eq(vehicleFiles.kind, 'inspection_photo')))
    )[0].n;
  const limitError = (existing: number, adding: number) =>
    ValidationFailed({ file: VEHICLE_MESSAGES.inspectionPhotoLimit }, { max: MAX_INSPECTION_PHOTOS, existing, adding });
  await attachFiles({
    ctx,
    actor,
    record: { companyId: vehicle.companyId, subjectId: vehicle.id, purpose: VEHICLE_INSPECTION_PHOTO_PURPOSE },
    uploads: input.upload.files,
    // Counted per inspection (the files' subject is the vehicle).
    limit: { max: MAX_INSPECTION_PHOTOS, count: countPhotos, refuse: limitError, key: inspection.id },
    recheck: (tx) => findVehicle(tx, actor, vehicle.id, true),
    link: async (tx, rows) => {
      await tx.insert(vehicleFiles).values(
        rows.map((file) => ({
          companyId: vehicle.companyId,
          vehicleId: vehicle.id,
          kind: 'inspection_photo' as const,
          inspectionId: inspection.id,
          fileId: file.id,
        })),
      );
    },
    log: (rows) => ({
      action: 'UPDATE',
      entityType: 'vehicles',
      entityId: vehicle.id,
      companyId: vehicle.companyId,
      message: {
        key: 'vehicleInspectionPhotosAdded',
        params: { plate: vehicle.licensePlate, total: rows.length, date: inspection.date },
      },
      details: { inspectionId: inspection.id },
    }),
  });
  return getVehicle({ ctx, actor, input: { id: vehicle.id } });
};

export const fixVehicleDefect = async ({ ctx, actor, input }: TArgs<{ id: string; defectId: string }>): Promise<TVehicleDetail> => {
  await ctx.db.transaction(async (tx) => {
    const vehicle = await findVehicle(tx, actor, input.id, true);
    const [defect] = await tx
      .select()
      .from(vehicleDefects)
      .where(and(eq(vehicleDefects.id, input.defectId), eq(vehicleDefects.vehicleId, vehicle.id)));
    found(defect, 'defect');
    if (defect.fixedAt) return;
    await tx.update(vehicleDefects).set({ fixedAt: new Date(), fixedBy: actor.userId }).where(eq(vehicleDefects.id, defect.id));
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'vehicles',
      entityId: vehicle.id,
      companyId: vehicle.companyId,
      message: { key: 'vehicleDefectFixed', params: { plate: vehicle.licensePlate, defect: defect.description } },
    });
  });
  return getVehicle({ ctx, actor, input: { id: input.id } });
};
