// Uniforms and accessories: categories, items with stock per size, issues to guards (and returns), stock moves.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { searchTextColumn } from '../../platform/search/search-text';
import { createdAt, id, updatedAt } from './_columns';
import { companies } from './companies';
import { users } from './users';

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
  (t) => [index('uniform_categories_company_idx').on(t.companyId), uniqueIndex('uniform_categories_name_uq').on(t.companyId, t.name)],
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
    unitCostCents: integer('unit_cost_cents').notNull().default(0),
    /** Low stock when a size's stock is at or below this. */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(0),
    /** Folded name: the items list's search (decision 0023). */
    searchText: searchTextColumn('name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('uniform_items_company_idx').on(t.companyId)],
);

/** Stock per size: never negative (issues decrement it with a conditional update). */
export const uniformItemSizes = pgTable(
  'uniform_item_sizes',
  {
    id: id(),
    companyId: uuid('company_id').notNull(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => uniformItems.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    stock: integer('stock').notNull().default(0),
  },
  (t) => [uniqueIndex('uniform_item_sizes_uq').on(t.itemId, t.size), check('uniform_item_sizes_stock_ck', sql`${t.stock} >= 0`)],
);

export const uniformIssues = pgTable(
  'uniform_issues',
  {
    id: id(),
    companyId: uuid('company_id').notNull(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => uniformItems.id, { onDelete: 'cascade' }),
    sizeId: uuid('size_id')
      .notNull()
      .references(() => uniformItemSizes.id, { onDelete: 'cascade' }),
    guardId: uuid('guard_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    condition: text('condition').notNull(),
    returnedOn: date('returned_on', { mode: 'string' }),
    returnCondition: text('return_condition'),
    issuedBy: uuid('issued_by'),
    createdAt: createdAt(),
  },
  (t) => [index('uniform_issues_guard_idx').on(t.guardId), index('uniform_issues_item_idx').on(t.itemId)],
);

/** Every change of stock: restock, adjustment, issue, return. */
export const uniformStockMoves = pgTable(
  'uniform_stock_moves',
  {
    id: id(),
    companyId: uuid('company_id').notNull(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => uniformItems.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    issueId: uuid('issue_id').references(() => uniformIssues.id, { onDelete: 'set null' }),
    note: text('note'),
    actorId: uuid('actor_id'),
    createdAt: createdAt(),
  },
  (t) => [index('uniform_stock_moves_item_idx').on(t.itemId, t.createdAt)],
);
