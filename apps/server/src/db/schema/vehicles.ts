// Vehicles of a security company: images and documents (files), assignment history, mileage and fuel log,
// inspections and their defects (an open defect puts the vehicle out of service).
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { searchTextColumn } from '../../platform/search/search-text';
import { createdAt, id, updatedAt } from './_columns';
import { companies } from './companies';
import { files } from './files';
import { posts } from './posts';
import { users } from './users';

export const vehicles = pgTable(
  'vehicles',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    vinNumber: text('vin_number'),
    licensePlate: text('license_plate').notNull(),
    color: text('color'),
    brand: text('brand'),
    model: text('model'),
    year: integer('year'),
    notes: text('notes'),
    /** The current assignment (history in vehicle_assignments): a post, a guard, or neither. */
    assignedPostId: uuid('assigned_post_id').references(() => posts.id, { onDelete: 'set null' }),
    assignedGuardId: uuid('assigned_guard_id').references(() => users.id, { onDelete: 'set null' }),
    /** The highest odometer reading logged. */
    odometer: integer('odometer'),
    /** Folded plate, VIN, brand and model: the vehicles list's search (decision 0023). */
    searchText: searchTextColumn('license_plate', 'vin_number', 'brand', 'model'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('vehicles_company_idx').on(t.companyId),
    uniqueIndex('vehicles_company_vin_uq').on(t.companyId, t.vinNumber).where(sql`${t.vinNumber} is not null`),
  ],
);

/**
 * Up to 10 images per vehicle (LIMITS.vehicleImages), titled documents (registration, insurance, inspection) with an
 * expiry date — the dates the expiry alerts read — and inspection photos.
 */
export const vehicleFiles = pgTable(
  'vehicle_files',
  {
    id: id(),
    companyId: uuid('company_id').notNull(),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'image' | 'document' | 'inspection_photo'>().notNull(),
    title: text('title'),
    documentType: text('document_type').$type<'registration' | 'insurance' | 'inspection'>(),
    expiryDate: date('expiry_date', { mode: 'string' }),
    inspectionId: uuid('inspection_id').references(() => vehicleInspections.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    createdAt: createdAt(),
  },
  (t) => [index('vehicle_files_vehicle_idx').on(t.vehicleId), index('vehicle_files_expiry_idx').on(t.companyId, t.expiryDate)],
);

/** Who or where a vehicle was assigned to, and when (the open row has no endedAt). */
export const vehicleAssignments = pgTable(
  'vehicle_assignments',
  {
    id: id(),
    companyId: uuid('company_id').notNull(),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'set null' }),
    guardId: uuid('guard_id').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    assignedBy: uuid('assigned_by'),
  },
  (t) => [index('vehicle_assignments_vehicle_idx').on(t.vehicleId, t.startedAt)],
);

/** Mileage and fuel: one row per reading or fill-up. */
export const vehicleLogs = pgTable(
  'vehicle_logs',
  {
    id: id(),
    companyId: uuid('company_id').notNull(),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    odometer: integer('odometer').notNull(),
    fuelLiters: numeric('fuel_liters', { precision: 8, scale: 2 }),
    fuelCostCents: integer('fuel_cost_cents'),
    notes: text('notes'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [index('vehicle_logs_vehicle_idx').on(t.vehicleId, t.date)],
);

export const vehicleInspections = pgTable(
  'vehicle_inspections',
  {
    id: id(),
    companyId: uuid('company_id').notNull(),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    checklist: jsonb('checklist').$type<{ item: string; isOk: boolean }[]>().notNull(),
    notes: text('notes'),
    inspectedBy: uuid('inspected_by'),
    createdAt: createdAt(),
  },
  (t) => [index('vehicle_inspections_vehicle_idx').on(t.vehicleId, t.date)],
);

/** A defect found at an inspection: while one is open (fixedAt null) the vehicle is out of service. */
export const vehicleDefects = pgTable(
  'vehicle_defects',
  {
    id: id(),
    companyId: uuid('company_id').notNull(),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    inspectionId: uuid('inspection_id')
      .notNull()
      .references(() => vehicleInspections.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    fixedAt: timestamp('fixed_at', { withTimezone: true, mode: 'date' }),
    fixedBy: uuid('fixed_by'),
    createdAt: createdAt(),
  },
  (t) => [index('vehicle_defects_open_idx').on(t.vehicleId).where(sql`${t.fixedAt} is null`)],
);
