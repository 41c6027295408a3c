// Vehicles, uniforms and accessories, protocols and the emergency directory (spec sections 2 and 3).
import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './_columns';
import { companies } from './companies';
import { files } from './files';
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
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('vehicles_company_idx').on(t.companyId)],
);

/** Up to 10 images per vehicle (LIMITS.vehicleImages), and titled documents. */
export const vehicleFiles = pgTable(
  'vehicle_files',
  {
    id: id(),
    companyId: uuid('company_id').notNull(),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'image' | 'document'>().notNull(),
    title: text('title'),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    createdAt: createdAt(),
  },
  (t) => [index('vehicle_files_vehicle_idx').on(t.vehicleId)],
);

export const uniformCategories = pgTable(
  'uniform_categories',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uniform_categories_company_idx').on(t.companyId)],
);

export const uniformItems = pgTable(
  'uniform_items',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    categoryId: uuid('category_id').references(() => uniformCategories.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    size: text('size'),
    stock: integer('stock').notNull().default(0),
    /** Guard the item is issued to, when issued. */
    issuedToId: uuid('issued_to_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('uniform_items_company_idx').on(t.companyId)],
);

export const protocolCategories = pgTable(
  'protocol_categories',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('protocol_categories_company_idx').on(t.companyId)],
);

export const protocols = pgTable(
  'protocols',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    categoryId: uuid('category_id').references(() => protocolCategories.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    details: text('details').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('protocols_company_idx').on(t.companyId)],
);

export const protocolDocuments = pgTable(
  'protocol_documents',
  {
    id: id(),
    companyId: uuid('company_id').notNull(),
    protocolId: uuid('protocol_id')
      .notNull()
      .references(() => protocols.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    createdAt: createdAt(),
  },
  (t) => [index('protocol_documents_protocol_idx').on(t.protocolId)],
);

export const emergencyContacts = pgTable(
  'emergency_contacts',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    category: text('category'),
    phone: text('phone').notNull(),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('emergency_contacts_company_idx').on(t.companyId)],
);
