// Vehicles: the fleet of a security company, with images and documents (storage module), assignment history,
// mileage and fuel log, inspections. Scoped by vehicles.policy.ts; every write is logged with its domain event.
import { daysBetween, todayIn } from '@centinela/shared';
import {
  MAX_INSPECTION_PHOTOS,
  MAX_VEHICLE_IMAGES,
  VEHICLE_EXPIRY_WARNING_DAYS,
  VEHICLE_MESSAGES,
  type TVehicle,
  type TVehicleDetail,
  type TVehicleDocumentType,
  type TVehicleExpiryState,
  type TVehicleFormOptions,
  type TVehicleInputParsed,
  type TVehiclePage,
  ZVehicleDocumentFields,
} from '@centinela/shared/contracts/vehicles';
import { and, asc, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
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
import { guardOfCompany } from '../../platform/access/guard-of-company';
import { found, scopeOf, where } from '../../platform/access/scope';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { FieldConflict, NotFound, ValidationFailed } from '../../platform/errors';
import { matchesSearch } from '../../platform/search/search';
import { deleteFileRows, deleteStoredObjects, openStoredFile, storeFiles } from '../../platform/storage/files.service';
import type { TReceivedUpload } from '../../platform/storage/uploads';
import { personName, personNameSql } from '../posts/posts.queries';
import { companyTimeZone } from '../companies/companies.queries';
import { notifyVehicleDocumentExpiry } from './vehicle-expiry';
import { canOnVehicle, vehicleScope } from './vehicles.policy';
import { parseUploadFields } from '../../platform/storage/uploads';

type TArgs<I = undefined> = { ctx: TServiceContext; actor: TActor; input: I };

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
const findVehicle = async (db: TDbOrTx, actor: TActor, id: string, lock = false) => {
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

// ---- images and documents

const imageLimitError = (existing: number, adding: number) =>
  ValidationFailed({ file: VEHICLE_MESSAGES.imageLimit }, { max: MAX_VEHICLE_IMAGES, existing, adding });

export const uploadVehicleImages = async ({ ctx, actor, input }: TArgs<{ id: string; upload: TReceivedUpload }>) => {
  const vehicle = await findVehicle(ctx.db, actor, input.id);
  const adding = input.upload.files.length;
  // Checked before storing anything, and again under the vehicle's row lock (two uploads at once).
  const [{ n }] = await ctx.db
    .select({ n: count() })
    .from(vehicleFiles)
    .where(and(eq(vehicleFiles.vehicleId, vehicle.id), eq(vehicleFiles.kind, 'image')));
  if (n + adding > MAX_VEHICLE_IMAGES) throw imageLimitError(n, adding);
  await storeFiles(
    { ctx, actor, companyId: vehicle.companyId, uploads: input.upload.files, purpose: VEHICLE_IMAGE_PURPOSE, subjectId: vehicle.id },
    async (tx, rows) => {
      await findVehicle(tx, actor, vehicle.id, true);
      const [{ n: now }] = await tx
        .select({ n: count() })
        .from(vehicleFiles)
        .where(and(eq(vehicleFiles.vehicleId, vehicle.id), eq(vehicleFiles.kind, 'image')));
      if (now + rows.length > MAX_VEHICLE_IMAGES) throw imageLimitError(now, rows.length);
      await tx
        .insert(vehicleFiles)
        .values(rows.map((file) => ({ companyId: vehicle.companyId, vehicleId: vehicle.id, kind: 'image' as const, fileId: file.id })));
      await writeSystemLog(tx, actor, {
        action: 'UPDATE',
        entityType: 'vehicles',
        entityId: vehicle.id,
        companyId: vehicle.companyId,
        message: { key: 'vehicleImagesAdded', params: { plate: vehicle.licensePlate, total: rows.length } },
      });
    },
  );
  return getVehicle({ ctx, actor, input: { id: vehicle.id } });
};

export const uploadVehicleDocument = async ({ ctx, actor, input }: TArgs<{ id: string; upload: TReceivedUpload }>) => {
  const vehicle = await findVehicle(ctx.db, actor, input.id);
  const fields = parseUploadFields(ZVehicleDocumentFields, input.upload.fields);
  await storeFiles(
    { ctx, actor, companyId: vehicle.companyId, uploads: input.upload.files, purpose: VEHICLE_DOCUMENT_PURPOSE, subjectId: vehicle.id },
    async (tx, [file]) => {
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
      await writeSystemLog(tx, actor, {
        action: 'UPDATE',
        entityType: 'vehicles',
        entityId: vehicle.id,
        companyId: vehicle.companyId,
        message: { key: 'vehicleDocumentAdded', params: { plate: vehicle.licensePlate, document: fields.title } },
        details: { documentType: fields.documentType, expiryDate: fields.expiryDate },
      });
    },
  );
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
  const before = await countPhotos(ctx.db);
  if (before + input.upload.files.length > MAX_INSPECTION_PHOTOS) throw limitError(before, input.upload.files.length);
  await storeFiles(
    {
      ctx,
      actor,
      companyId: vehicle.companyId,
      uploads: input.upload.files,
      purpose: VEHICLE_INSPECTION_PHOTO_PURPOSE,
      subjectId: vehicle.id,
    },
    async (tx, rows) => {
      await findVehicle(tx, actor, vehicle.id, true);
      const now = await countPhotos(tx);
      if (now + rows.length > MAX_INSPECTION_PHOTOS) throw limitError(now, rows.length);
      await tx.insert(vehicleFiles).values(
        rows.map((file) => ({
          companyId: vehicle.companyId,
          vehicleId: vehicle.id,
          kind: 'inspection_photo' as const,
          inspectionId: inspection.id,
          fileId: file.id,
        })),
      );
      await writeSystemLog(tx, actor, {
        action: 'UPDATE',
        entityType: 'vehicles',
        entityId: vehicle.id,
        companyId: vehicle.companyId,
        message: {
          key: 'vehicleInspectionPhotosAdded',
          params: { plate: vehicle.licensePlate, total: rows.length, date: inspection.date },
        },
        details: { inspectionId: inspection.id },
      });
    },
  );
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
