// Tasks (issue 16): task groups, user groups, recurring series and their occurrences (each its own task row),
// assignees (copied status/due for "My tasks"), comments and checklist items.
import type { TTaskAssignmentType, TTaskPriority, TTaskRecurrence, TTaskStatus } from '@centinela/shared';
import { boolean, date, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { searchTextColumn, searchTextIndex } from '../../platform/search/search-text';
import { createdAt, id, updatedAt } from './_columns';
import { companies } from './companies';
import { posts } from './posts';
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
    /** '#rrggbb'. */
    color: text('color'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('task_groups_company_idx').on(t.companyId)],
);

/** A saved set of users ('users'), all guards of a post ('post') or all users of a role ('role'), resolved when assigning. */
export const userGroups = pgTable(
  'user_groups',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'set null' }),
    role: text('role'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('user_groups_company_idx').on(t.companyId)],
);

export const userGroupMembers = pgTable(
  'user_group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => userGroups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('user_group_members_user_idx').on(t.userId)],
);

/** A recurring task: its rule (RFC 5545 parts) and the template its occurrences are created from. */
export const taskSeries = pgTable(
  'task_series',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    title: text('title').notNull(),
    description: text('description'),
    priority: text('priority').$type<TTaskPriority>().notNull(),
    taskGroupId: uuid('task_group_id').references(() => taskGroups.id, { onDelete: 'set null' }),
    assignmentType: text('assignment_type').$type<TTaskAssignmentType>().notNull(),
    userGroupId: uuid('user_group_id').references(() => userGroups.id, { onDelete: 'set null' }),
    assigneeIds: uuid('assignee_ids').array().notNull(),
    tags: text('tags').array().notNull(),
    recurrenceType: text('recurrence_type').$type<TTaskRecurrence>().notNull(),
    interval: smallint('interval').notNull(),
    /** ISO weekdays 1 (Mon) … 7 (Sun), weekly only. */
    daysOfWeek: smallint('days_of_week').array().notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    /** Wall-clock minute of the day each occurrence is due (in the company's time zone); null: end of the day. */
    dueMinute: smallint('due_minute'),
    /** Occurrences removed one by one ("this one"): never created again. */
    skippedDates: date('skipped_dates', { mode: 'string' }).array().notNull(),
    /** Occurrences exist up to this date (inclusive). */
    materializedUntil: date('materialized_until', { mode: 'string' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('task_series_company_idx').on(t.companyId)],
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
    userGroupId: uuid('user_group_id').references(() => userGroups.id, { onDelete: 'set null' }),
    dueDate: date('due_date', { mode: 'string' }),
    /** Wall-clock minute of the due date (company time zone); null: the end of the day. */
    dueMinute: smallint('due_minute'),
    /** The instant it is due (due date + minute, or the end of the day, in the company's time zone): overdue checks. */
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }),
    tags: text('tags').array().notNull().default([]),
    /** An occurrence of a series carries the series' rule (the fields below), copied when it is created or edited. */
    isRecurring: boolean('is_recurring').notNull().default(false),
    recurrenceType: text('recurrence_type').$type<TTaskRecurrence>(),
    repeatEvery: smallint('repeat_every'),
    /** ISO weekdays 1 = Monday … 7 = Sunday, for weekly recurrences. */
    daysOfWeek: smallint('days_of_week').array(),
    recurrenceEndDate: date('recurrence_end_date', { mode: 'string' }),
    seriesId: uuid('series_id').references(() => taskSeries.id, { onDelete: 'set null' }),
    occurrenceDate: date('occurrence_date', { mode: 'string' }),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Folded title: the tasks list's search (decision 0023). */
    searchText: searchTextColumn('title'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tasks_company_status_idx').on(t.companyId, t.status),
    searchTextIndex('tasks', t.searchText),
    index('tasks_company_due_idx').on(t.companyId, t.dueDate),
    // A group's progress: counts by status, index-only.
    index('tasks_group_status_idx').on(t.taskGroupId, t.status),
    index('tasks_due_at_idx').on(t.dueAt),
    uniqueIndex('tasks_series_occurrence_unique').on(t.seriesId, t.occurrenceDate),
  ],
);

/** Who a task is assigned to; status and due date copied from the task so "My tasks" is one index range. */
export const taskAssignees = pgTable(
  'task_assignees',
  {
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    status: text('status').notNull(),
    dueDate: date('due_date', { mode: 'string' }),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.userId] }), index('task_assignees_user_status_due_idx').on(t.userId, t.status, t.dueDate)],
);

export const taskComments = pgTable(
  'task_comments',
  {
    id: id(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('task_comments_task_idx').on(t.taskId)],
);

export const taskChecklistItems = pgTable(
  'task_checklist_items',
  {
    id: id(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    label: text('label').notNull(),
    done: boolean('done').notNull().default(false),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('task_checklist_items_task_idx').on(t.taskId)],
);
