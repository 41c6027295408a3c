// Vehicle assignment and log (split from vehicles.service.ts): assigning a vehicle to a guard or post (closing the
// previous assignment) and the mileage and fuel log.
import type { TVehicleDetail } from '@centinela/shared/contracts/vehicles';
import { and, eq, isNull } from 'drizzle-orm';
import { posts, vehicleAssignments, vehicleLogs, vehicles } from '../../db/schema';
import { guardOfCompany } from '../../platform/access/guard-of-company';
import { found } from '../../platform/access/scope';
import { writeSystemLog } from '../../platform/audit/system-log';
import { personName } from '../posts/posts.queries';

import { findVehicle, getVehicle, type TArgs } from './vehicles.service';

// ---- assignment, log, inspections

export const assignVehicle = async ({
  ctx,
  actor,
  input,
}: TArgs<{ id: string; postId?: string | null; guardId?: string | null }>): Promise<TVehicleDetail> => {
  await ctx.db.transaction(async (tx) => {
    const vehicle = await findVehicle(tx, actor, input.id, true);
    const postId = input.postId ?? null;
    const guardId = input.guardId ?? null;
    if (vehicle.assignedPostId === postId && vehicle.assignedGuardId === guardId) return;
    let postName: string | null = null;
    let guardName: string | null = null;
    if (postId) {
      const [post] = await tx
        .select({ name: posts.name })
        .from(posts)
        .where(and(eq(posts.id, postId), eq(posts.companyId, vehicle.companyId)));
      postName = found(post, 'post').name;
    }
    // A new assignment: an employed guard of the vehicle's company (the same one kept with another post stays).
    if (guardId) {
      guardName = personName(await guardOfCompany(tx, vehicle.companyId, guardId, { field: 'guardId', kept: [vehicle.assignedGuardId] }));
    }
    const now = new Date();
    await tx
      .update(vehicleAssignments)
      .set({ endedAt: now })
      .where(and(eq(vehicleAssignments.vehicleId, vehicle.id), isNull(vehicleAssignments.endedAt)));
    if (postId || guardId) {
      await tx
        .insert(vehicleAssignments)
        .values({ companyId: vehicle.companyId, vehicleId: vehicle.id, postId, guardId, startedAt: now, assignedBy: actor.userId });
    }
    await tx.update(vehicles).set({ assignedPostId: postId, assignedGuardId: guardId }).where(eq(vehicles.id, vehicle.id));
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'vehicles',
      entityId: vehicle.id,
      companyId: vehicle.companyId,
      message:
        postId || guardId
          ? { key: 'vehicleAssigned', params: { plate: vehicle.licensePlate, target: [postName, guardName].filter(Boolean).join(' / ') } }
          : { key: 'vehicleUnassigned', params: { plate: vehicle.licensePlate } },
      details: { postId, guardId },
    });
  });
  return getVehicle({ ctx, actor, input: { id: input.id } });
};

export const addVehicleLog = async ({
  ctx,
  actor,
  input,
}: TArgs<{
  id: string;
  data: { date: string; odometer: number; fuelLiters: number | null; fuelCostCents: number | null; notes: string | null };
}>): Promise<TVehicleDetail> => {
  await ctx.db.transaction(async (tx) => {
    const vehicle = await findVehicle(tx, actor, input.id, true);
    const { data } = input;
    await tx.insert(vehicleLogs).values({
      companyId: vehicle.companyId,
      vehicleId: vehicle.id,
      date: data.date,
      odometer: data.odometer,
      fuelLiters: data.fuelLiters === null ? null : String(data.fuelLiters),
      fuelCostCents: data.fuelCostCents,
      notes: data.notes,
      createdBy: actor.userId,
    });
    if (vehicle.odometer === null || data.odometer > vehicle.odometer) {
      await tx.update(vehicles).set({ odometer: data.odometer }).where(eq(vehicles.id, vehicle.id));
    }
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'vehicles',
      entityId: vehicle.id,
      companyId: vehicle.companyId,
      message: { key: 'vehicleLogAdded', params: { plate: vehicle.licensePlate, odometer: data.odometer } },
    });
  });
  return getVehicle({ ctx, actor, input: { id: input.id } });
};
