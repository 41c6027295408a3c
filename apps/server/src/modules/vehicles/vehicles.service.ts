// Vehicles: the fleet of a security company, with images and documents (storage module), assignment history,
// mileage and fuel log, inspections. Scoped by vehicles.policy.ts; every write is logged with its domain event.
// Images and documents are in vehicles.files.ts, assignment and log in vehicles.assignment.ts, inspections in
// vehicles.inspections.ts.
import { daysBetween, todayIn } from '@centinela/shared';
import {
  VEHICLE_EXPIRY_WARNING_DAYS,
  VEHICLE_MESSAGES,
  type TVehicle,
  type TVehicleDetail,
  type TVehicleDocumentType,
  type TVehicleExpiryState,
  type TVehicleFormOptions,
  type TVehicleInputParsed,
  type TVehiclePage,
} from '@centinela/shared/contracts/vehicles';
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import { collated } from '../../db/collation';
import type { TDbOrTx } from '../../db/client';
import {
  companies,
  files,
  posts,
  users,
  vehicleAssignments,
  vehicleDefects,
  vehicleFiles,
  vehicleInspections,
  vehicleLogs,
  vehicles,
} from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { found, scopeOf, where } from '../../platform/access/scope';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { FieldConflict } from '../../platform/errors';
import { matchesSearch } from '../../platform/search/search';
import { deleteFileRows, deleteStoredObjects } from '../../platform/storage/files.service';
import { personName, personNameSql } from '../posts/posts.queries';
import { canOnVehicle, vehicleScope } from './vehicles.policy';

export type TArgs<I = undefined> = { ctx: TServiceContext; actor: TActor; input: I };

const DAY_MS = 86_400_000;
export const VEHICLE_IMAGE_PURPOSE = 'vehicle_image';
export const VEHICLE_DOCUMENT_PURPOSE = 'vehicle_document';

/** A document's (or a vehicle's earliest) expiry against the company's today and a warning window. */
export const expiryStateOf = (expiryDate: string | null, today: string, windowDays = VEHICLE_EXPIRY_WARNING_DAYS) => {
  if (!expiryDate) return { state: 'none' as TVehicleExpiryState, days: null };
  const days = daysBetween(today, expiryDate);
  const state: TVehicleExpiryState = days < 0 ? 'expired' : days <= windowDays ? 'expiring' : 'valid';
  return { state, days };
};

// Subqueries name their tables explicitly: Drizzle leaves columns unqualified in single-table selects.
const openDefectsSql = sql<number>`(select count(*)::int from vehicle_defects vd where vd.vehicle_id = "vehicles"."id" and vd.fixed_at is null)`;
const imageCountSql = sql<number>`(select count(*)::int from vehicle_files vi where vi.vehicle_id = "vehicles"."id" and vi.kind = 'image')`;
const nextExpirySql = sql<
  string | null
>`(select min(vx.expiry_date)::text from vehicle_files vx where vx.vehicle_id = "vehicles"."id" and vx.kind = 'document')`;

const vehicleColumns = {
  vehicle: vehicles,
  postName: posts.name,
  guard: { name: users.name, lastName: users.lastName, email: users.email },
  timeZone: companies.timeZone,
  openDefects: openDefectsSql,
  imageCount: imageCountSql,
  nextExpiry: nextExpirySql,
};

const selectVehicles = (db: TDbOrTx) =>
  db
    .select(vehicleColumns)
    .from(vehicles)
    .innerJoin(companies, eq(companies.id, vehicles.companyId))
    .leftJoin(posts, eq(posts.id, vehicles.assignedPostId))
    .leftJoin(users, eq(users.id, vehicles.assignedGuardId));

type TVehicleRow = Awaited<ReturnType<ReturnType<typeof selectVehicles>['where']>>[number];

const toVehicle = (row: TVehicleRow, actor: TActor, windowDays = VEHICLE_EXPIRY_WARNING_DAYS): TVehicle => {
  const v = row.vehicle;
  const openDefects = Number(row.openDefects);
  return {
    id: v.id,
    companyId: v.companyId,
    vinNumber: v.vinNumber,
    licensePlate: v.licensePlate,
    color: v.color,
    brand: v.brand,
    model: v.model,
    year: v.year,
    notes: v.notes,
    assignedPostId: v.assignedPostId,
    assignedPostName: row.postName ?? null,
    assignedGuardId: v.assignedGuardId,
    assignedGuardName: row.guard?.email ? personName(row.guard as { name: string | null; lastName: string | null; email: string }) : null,
    odometer: v.odometer,
    openDefects,
    isOutOfService: openDefects > 0,
    imageCount: Number(row.imageCount),
    documentExpiry: expiryStateOf(row.nextExpiry, todayIn(row.timeZone), windowDays).state,
    nextExpiryDate: row.nextExpiry,
    createdAt: v.createdAt.toISOString(),
    updatedAt: v.updatedAt.toISOString(),
    can: canOnVehicle(actor),
  };
};

const companyToday = async (db: TDbOrTx, companyId: string) => {
  const [row] = await db.select({ timeZone: companies.timeZone }).from(companies).where(eq(companies.id, companyId));
  return todayIn(row?.timeZone ?? 'America/Puerto_Rico');
};

export const listVehicles = async ({
  ctx,
  actor,
  input,
}: TArgs<{
  page: number;
  pageSize: number;
  search?: string;
  service?: 'in_service' | 'out_of_service';
  expiry?: 'expiring' | 'expired';
  expiryDays: number;
}>): Promise<TVehiclePage> => {
  const today = await companyToday(ctx.db, actor.companyId);
  const horizon = new Date(Date.parse(`${today}T00:00:00Z`) + input.expiryDays * DAY_MS).toISOString().slice(0, 10);
  const expiryCondition =
    input.expiry === 'expired'
      ? sql`exists (select 1 from vehicle_files ve where ve.vehicle_id = "vehicles"."id" and ve.kind = 'document' and ve.expiry_date < ${today})`
      : input.expiry === 'expiring'
        ? sql`exists (select 1 from vehicle_files ve where ve.vehicle_id = "vehicles"."id" and ve.kind = 'document' and ve.expiry_date >= ${today} and ve.expiry_date <= ${horizon})`
        : undefined;
  const condition = where(
    vehicleScope(actor),
    matchesSearch(input.search, vehicles.searchText),
    input.service === 'out_of_service'
      ? sql`${openDefectsSql} > 0`
      : input.service === 'in_service'
        ? sql`${openDefectsSql} = 0`
        : undefined,
    expiryCondition,
  );
  const [rows, [{ n }]] = await Promise.all([
    selectVehicles(ctx.db)
      .where(condition)
      .orderBy(asc(collated(vehicles.licensePlate, actor.language)), asc(vehicles.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    ctx.db.select({ n: count() }).from(vehicles).where(condition),
  ]);
  return { items: rows.map((r) => toVehicle(r, actor, input.expiryDays)), total: n };
};

/** The vehicle row in the actor's scope (locked for update inside a write), else 404. */
export const findVehicle = async (db: TDbOrTx, actor: TActor, id: string, lock = false) => {
  const query = db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.id, id), vehicleScope(actor)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return found(row, 'vehicle');
};

const loadVehicle = async (db: TDbOrTx, actor: TActor, id: string): Promise<TVehicle> => {
  const [row] = await selectVehicles(db)
    .where(and(eq(vehicles.id, id), vehicleScope(actor)))
    .limit(1);
  return toVehicle(found(row, 'vehicle'), actor);
};

const fileRef = (f: { originalName: string; contentType: string; size: number }) => ({
  originalName: f.originalName,
  contentType: f.contentType,
  size: Number(f.size),
});

export const getVehicle = async ({ ctx, actor, input }: TArgs<{ id: string }>): Promise<TVehicleDetail> => {
  const db = ctx.db;
  const [row] = await selectVehicles(db)
    .where(and(eq(vehicles.id, input.id), vehicleScope(actor)))
    .limit(1);
  const base = toVehicle(found(row, 'vehicle'), actor);
  const today = todayIn(row.timeZone);
  const inspector = users;
  const [fileRows, assignmentRows, logRows, inspectionRows, defectRows] = await Promise.all([
    db
      .select({ vf: vehicleFiles, file: files })
      .from(vehicleFiles)
      .innerJoin(files, eq(files.id, vehicleFiles.fileId))
      .where(eq(vehicleFiles.vehicleId, base.id))
      .orderBy(asc(vehicleFiles.createdAt), asc(vehicleFiles.id)),
    db
      .select({
        a: vehicleAssignments,
        postName: posts.name,
        guardName: sql<string | null>`case when ${users.id} is null then null else ${personNameSql(users)} end`,
      })
      .from(vehicleAssignments)
      .leftJoin(posts, eq(posts.id, vehicleAssignments.postId))
      .leftJoin(users, eq(users.id, vehicleAssignments.guardId))
      .where(eq(vehicleAssignments.vehicleId, base.id))
      .orderBy(desc(vehicleAssignments.startedAt), desc(vehicleAssignments.id))
      .limit(100),
    db
      .select()
      .from(vehicleLogs)
      .where(eq(vehicleLogs.vehicleId, base.id))
      .orderBy(desc(vehicleLogs.date), desc(vehicleLogs.createdAt))
      .limit(200),
    db
      .select({
        i: vehicleInspections,
        inspectorName: sql<string | null>`case when ${inspector.id} is null then null else ${personNameSql(inspector)} end`,
      })
      .from(vehicleInspections)
      .leftJoin(inspector, eq(inspector.id, vehicleInspections.inspectedBy))
      .where(eq(vehicleInspections.vehicleId, base.id))
      .orderBy(desc(vehicleInspections.date), desc(vehicleInspections.createdAt))
      .limit(100),
    db.select().from(vehicleDefects).where(eq(vehicleDefects.vehicleId, base.id)).orderBy(asc(vehicleDefects.createdAt)),
  ]);
  const url = (id: string) => `/api/vehicles/${base.id}/files/${id}`;
  return {
    ...base,
    images: fileRows.filter((r) => r.vf.kind === 'image').map((r) => ({ id: r.vf.id, url: url(r.vf.id), file: fileRef(r.file) })),
    documents: fileRows
      .filter((r) => r.vf.kind === 'document')
      .map((r) => {
        const expiry = expiryStateOf(r.vf.expiryDate, today);
        return {
          id: r.vf.id,
          title: r.vf.title ?? r.file.originalName,
          documentType: (r.vf.documentType ?? 'registration') as TVehicleDocumentType,
          expiryDate: r.vf.expiryDate,
          expiryState: expiry.state,
          daysUntilExpiry: expiry.days,
          url: url(r.vf.id),
          file: fileRef(r.file),
        };
      }),
    assignments: assignmentRows.map((r) => ({
      id: r.a.id,
      postId: r.a.postId,
      postName: r.postName ?? null,
      guardId: r.a.guardId,
      guardName: r.guardName,
      startedAt: r.a.startedAt.toISOString(),
      endedAt: r.a.endedAt?.toISOString() ?? null,
    })),
    logs: logRows.map((l) => ({
      id: l.id,
      date: l.date,
      odometer: l.odometer,
      fuelLiters: l.fuelLiters === null ? null : Number(l.fuelLiters),
      fuelCostCents: l.fuelCostCents,
      notes: l.notes,
    })),
    inspections: inspectionRows.map((r) => ({
      id: r.i.id,
      date: r.i.date,
      checklist: r.i.checklist,
      notes: r.i.notes,
      inspectedByName: r.inspectorName,
      defects: defectRows
        .filter((d) => d.inspectionId === r.i.id)
        .map((d) => ({ id: d.id, description: d.description, fixedAt: d.fixedAt?.toISOString() ?? null })),
      photos: fileRows
        .filter((f) => f.vf.kind === 'inspection_photo' && f.vf.inspectionId === r.i.id)
        .map((f) => ({ id: f.vf.id, url: url(f.vf.id), file: fileRef(f.file) })),
    })),
  };
};

export const getVehicleFormOptions = async ({ ctx, actor }: TArgs): Promise<TVehicleFormOptions> => {
  const scope = scopeOf(actor);
  const [postRows, guardRows] = await Promise.all([
    ctx.db
      .select({ id: posts.id, name: posts.name })
      .from(posts)
      .where(where(scope.company(posts.companyId), eq(posts.status, 'active')))
      .orderBy(asc(collated(posts.name, actor.language))),
    ctx.db
      .select({ id: users.id, name: personNameSql(users) })
      .from(users)
      .where(where(scope.company(users.companyId), eq(users.role, 'security_guard'), eq(users.stillEmployed, true)))
      .orderBy(asc(collated(users.name, actor.language)), asc(users.email)),
  ]);
  return { posts: postRows, guards: guardRows };
};

const assertVinFree = async (db: TDbOrTx, companyId: string, vin: string | null, exceptId?: string) => {
  if (!vin) return;
  const [row] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.companyId, companyId), eq(vehicles.vinNumber, vin), exceptId ? ne(vehicles.id, exceptId) : undefined))
    .limit(1);
  if (row) throw FieldConflict('VEHICLE_VIN_TAKEN', { vinNumber: VEHICLE_MESSAGES.vinTaken }, { vin });
};

const toColumns = (input: TVehicleInputParsed) => ({
  vinNumber: input.vinNumber,
  licensePlate: input.licensePlate,
  color: input.color,
  brand: input.brand,
  model: input.model,
  year: input.year,
  notes: input.notes,
});

export const createVehicle = async ({ ctx, actor, input }: TArgs<TVehicleInputParsed>): Promise<TVehicle> =>
  ctx.db.transaction(async (tx) => {
    const companyId = scopeOf(actor).companyForWrite();
    await assertVinFree(tx, companyId, input.vinNumber);
    const [row] = await tx
      .insert(vehicles)
      .values({ companyId, ...toColumns(input) })
      .returning({ id: vehicles.id });
    await writeSystemLog(tx, actor, {
      action: 'CREATE',
      entityType: 'vehicles',
      entityId: row.id,
      companyId,
      message: { key: 'vehicleCreated', params: { plate: input.licensePlate } },
    });
    return loadVehicle(tx, actor, row.id);
  });

export const updateVehicle = async ({ ctx, actor, input }: TArgs<{ id: string; data: TVehicleInputParsed }>): Promise<TVehicle> =>
  ctx.db.transaction(async (tx) => {
    const vehicle = await findVehicle(tx, actor, input.id, true);
    await assertVinFree(tx, vehicle.companyId, input.data.vinNumber, vehicle.id);
    await tx.update(vehicles).set(toColumns(input.data)).where(eq(vehicles.id, vehicle.id));
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'vehicles',
      entityId: vehicle.id,
      companyId: vehicle.companyId,
      message: { key: 'vehicleUpdated', params: { plate: input.data.licensePlate } },
    });
    return loadVehicle(tx, actor, vehicle.id);
  });

export const deleteVehicle = async ({ ctx, actor, input }: TArgs<{ id: string }>) => {
  const keys = await ctx.db.transaction(async (tx) => {
    const vehicle = await findVehicle(tx, actor, input.id, true);
    const fileIds = (await tx.select({ fileId: vehicleFiles.fileId }).from(vehicleFiles).where(eq(vehicleFiles.vehicleId, vehicle.id))).map(
      (r) => r.fileId,
    );
    await tx.delete(vehicles).where(eq(vehicles.id, vehicle.id));
    const removed = await deleteFileRows(tx, fileIds);
    await writeSystemLog(tx, actor, {
      action: 'DELETE',
      entityType: 'vehicles',
      entityId: vehicle.id,
      companyId: vehicle.companyId,
      message: { key: 'vehicleDeleted', params: { plate: vehicle.licensePlate } },
    });
    return removed;
  });
  await deleteStoredObjects(ctx, keys);
};
