// Tasks and task groups (spec section 3 "Task", "Task group"); later issue builds the API and UI.
import { boolean, date, index, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import type { TTaskAssignmentType, TTaskPriority, TTaskRecurrence, TTaskStatus } from '@centinela/shared';
import { createdAt, id, updatedAt } from './_columns';
import { companies } from './companies';
import { users } from './users';

export const taskGroups = pgTable(
  'task_groups',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    description: text('description'),
    color: text('color'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('task_groups_company_idx').on(t.companyId)],
);

export const tasks = pgTable(
  'tasks',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    taskGroupId: uuid('task_group_id').references(() => taskGroups.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description'),
    status: text('status').$type<TTaskStatus>().notNull().default('pending'),
    priority: text('priority').$type<TTaskPriority>().notNull().default('medium'),
    assignmentType: text('assignment_type').$type<TTaskAssignmentType>().notNull().default('single_user'),
    dueDate: date('due_date', { mode: 'string' }),
    tags: text('tags').array().notNull().default([]),
    isRecurring: boolean('is_recurring').notNull().default(false),
    recurrenceType: text('recurrence_type').$type<TTaskRecurrence>(),
    repeatEvery: smallint('repeat_every'),
    /** 0 = Sunday … 6 = Saturday, for weekly recurrences. */
    daysOfWeek: smallint('days_of_week').array(),
    recurrenceEndDate: date('recurrence_end_date', { mode: 'string' }),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('tasks_company_status_idx').on(t.companyId, t.status), index('tasks_group_idx').on(t.taskGroupId)],
);

export const taskAssignees = pgTable(
  'task_assignees',
  {
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.userId] }), index('task_assignees_user_idx').on(t.userId)],
);
