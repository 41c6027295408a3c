// Tasks, task groups and user groups (issue 16; spec section 3 "Task", "Task group", section 4 lists).
import { z } from 'zod';
import {
  ROLES,
  TASK_ASSIGNMENT_TYPES,
  TASK_PRIORITIES,
  TASK_RECURRENCES,
  TASK_STATUSES,
  type TTaskAssignmentType,
  type TTaskPriority,
  type TTaskRecurrence,
  type TTaskStatus,
} from '../enums';
import { ZDateString, ZId, ZOptionalText, ZPageQuery, ZPaginated, ZRequiredText, ZTimeString } from './common';

export type { TTaskAssignmentType, TTaskPriority, TTaskRecurrence, TTaskStatus };
export { TASK_ASSIGNMENT_TYPES, TASK_PRIORITIES, TASK_RECURRENCES, TASK_STATUSES };

export const TASK_MESSAGES = {
  daysRequired: 'tasks:validation.daysRequired',
  startRequired: 'tasks:validation.startRequired',
  endBeforeStart: 'tasks:validation.endBeforeStart',
  recurrenceRequired: 'tasks:validation.recurrenceRequired',
  oneAssignee: 'tasks:validation.oneAssignee',
  assigneesRequired: 'tasks:validation.assigneesRequired',
  userGroupRequired: 'tasks:validation.userGroupRequired',
  colorInvalid: 'tasks:validation.colorInvalid',
  membersRequired: 'tasks:validation.membersRequired',
  postRequired: 'tasks:validation.postRequired',
  roleRequired: 'tasks:validation.roleRequired',
  futureOnlySeries: 'tasks:validation.futureOnlySeries',
} as const;

/** Task edit/delete on an occurrence of a series: only this one, or this one and every later one. */
export const TASK_SCOPES = ['this', 'future'] as const;
export type TTaskScope = (typeof TASK_SCOPES)[number];

const ZTags = z
  .array(z.string().trim().min(1).max(40))
  .max(20)
  .transform((tags) => [...new Set(tags)]);

const ZDays = z.array(z.number().int().min(1).max(7)).max(7);

/** Fields shared by create and update (update: every one optional). */
const taskFields = {
  title: ZRequiredText(200),
  description: ZOptionalText(5000),
  status: z.enum(TASK_STATUSES),
  priority: z.enum(TASK_PRIORITIES),
  taskGroupId: ZId.nullable(),
  assignmentType: z.enum(TASK_ASSIGNMENT_TYPES),
  assigneeIds: z.array(ZId).max(200),
  userGroupId: ZId.nullable(),
  /** The due date; for a recurring task the first occurrence's date (the series starts there). */
  dueDate: ZDateString.nullable(),
  /** 'HH:mm' in the company's time zone; null: the end of the day. */
  dueTime: ZTimeString.nullable(),
  tags: ZTags,
  isRecurring: z.boolean(),
  recurrenceType: z.enum(TASK_RECURRENCES).nullable(),
  interval: z.number().int().min(1).max(99),
  /** ISO weekdays: 1 Monday … 7 Sunday (weekly). */
  daysOfWeek: ZDays,
  recurrenceEndDate: ZDateString.nullable(),
};

type TCheckable = {
  assignmentType?: TTaskAssignmentType;
  assigneeIds?: string[];
  userGroupId?: string | null;
  isRecurring?: boolean;
  recurrenceType?: TTaskRecurrence | null;
  daysOfWeek?: number[];
  dueDate?: string | null;
  recurrenceEndDate?: string | null;
};

const checkTask = (v: TCheckable, ctx: z.RefinementCtx) => {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (v.assignmentType === 'single_user' && v.assigneeIds && v.assigneeIds.length !== 1) issue('assigneeIds', TASK_MESSAGES.oneAssignee);
  if (v.assignmentType === 'multiple_users' && v.assigneeIds && v.assigneeIds.length === 0)
    issue('assigneeIds', TASK_MESSAGES.assigneesRequired);
  if (v.assignmentType === 'user_group' && v.userGroupId === null) issue('userGroupId', TASK_MESSAGES.userGroupRequired);
  if (v.isRecurring) {
    if (!v.recurrenceType) issue('recurrenceType', TASK_MESSAGES.recurrenceRequired);
    if (v.recurrenceType === 'weekly' && (v.daysOfWeek?.length ?? 0) === 0) issue('daysOfWeek', TASK_MESSAGES.daysRequired);
    if (!v.dueDate) issue('dueDate', TASK_MESSAGES.startRequired);
  }
  if (v.dueDate && v.recurrenceEndDate && v.recurrenceEndDate < v.dueDate) issue('recurrenceEndDate', TASK_MESSAGES.endBeforeStart);
};

export const ZTaskInput = z
  .object({
    ...taskFields,
    status: taskFields.status.default('pending'),
    priority: taskFields.priority.default('medium'),
    taskGroupId: taskFields.taskGroupId.default(null),
    assignmentType: taskFields.assignmentType.default('single_user'),
    assigneeIds: taskFields.assigneeIds.default([]),
    userGroupId: taskFields.userGroupId.default(null),
    dueDate: taskFields.dueDate.default(null),
    dueTime: taskFields.dueTime.default(null),
    tags: ZTags.default([]),
    isRecurring: z.boolean().default(false),
    recurrenceType: taskFields.recurrenceType.default(null),
    interval: taskFields.interval.default(1),
    daysOfWeek: ZDays.default([]),
    recurrenceEndDate: taskFields.recurrenceEndDate.default(null),
  })
  .superRefine(checkTask);
export type TTaskInput = z.input<typeof ZTaskInput>;
export type TTaskInputParsed = z.output<typeof ZTaskInput>;

/** Only the fields sent change. On an occurrence of a series, `scope` says this one or all future ones. */
export const ZTaskUpdate = z
  .object({
    title: taskFields.title,
    description: taskFields.description,
    status: taskFields.status,
    priority: taskFields.priority,
    taskGroupId: taskFields.taskGroupId,
    assignmentType: taskFields.assignmentType,
    assigneeIds: taskFields.assigneeIds,
    userGroupId: taskFields.userGroupId,
    dueDate: taskFields.dueDate,
    dueTime: taskFields.dueTime,
    tags: ZTags,
    recurrenceType: z.enum(TASK_RECURRENCES),
    interval: taskFields.interval,
    daysOfWeek: ZDays,
    recurrenceEndDate: taskFields.recurrenceEndDate,
  })
  .partial()
  .superRefine((v, ctx) => {
    // The series' start is the occurrence's date unless a new one is sent: only the sent fields are checked here, the
    // service checks the merged rule (weekly days, end not before start).
    checkTask({ ...v, isRecurring: false }, ctx);
    if (v.recurrenceType === 'weekly' && v.daysOfWeek && v.daysOfWeek.length === 0)
      ctx.addIssue({ code: 'custom', path: ['daysOfWeek'], message: TASK_MESSAGES.daysRequired });
  });
export type TTaskUpdate = z.input<typeof ZTaskUpdate>;
export type TTaskUpdateParsed = z.output<typeof ZTaskUpdate>;

export const ZTaskScopeQuery = z.object({ scope: z.enum(TASK_SCOPES).default('this') });

export const ZTaskListQuery = ZPageQuery.extend({
  status: z.enum(TASK_STATUSES).optional(),
  priority: z.enum(TASK_PRIORITIES).optional(),
  groupId: ZId.optional(),
  /** A user id, or 'me' (the signed-in user: "My tasks"). */
  assignee: z.union([z.literal('me'), ZId]).optional(),
  tag: z.string().trim().min(1).max(40).optional(),
  dueFrom: ZDateString.optional(),
  dueTo: ZDateString.optional(),
  search: z.string().trim().max(100).optional(),
  /** Board and calendar: up to 500 rows on one page. */
  pageSize: z.coerce.number().int().min(1).max(500).default(25),
});
export type TTaskListQuery = z.input<typeof ZTaskListQuery>;

export const ZTaskCan = z.object({ update: z.boolean(), changeStatus: z.boolean(), delete: z.boolean(), comment: z.boolean() });

export const ZTaskPerson = z.object({ id: ZId, name: z.string() });

export const ZTask = z.object({
  id: ZId,
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(TASK_STATUSES),
  priority: z.enum(TASK_PRIORITIES),
  taskGroup: z.object({ id: ZId, name: z.string(), color: z.string() }).nullable(),
  assignmentType: z.enum(TASK_ASSIGNMENT_TYPES),
  userGroup: z.object({ id: ZId, name: z.string() }).nullable(),
  assignees: z.array(ZTaskPerson),
  dueDate: z.string().nullable(),
  dueTime: z.string().nullable(),
  dueAt: z.string().nullable(),
  tags: z.array(z.string()),
  isRecurring: z.boolean(),
  seriesId: ZId.nullable(),
  occurrenceDate: z.string().nullable(),
  recurrence: z
    .object({
      type: z.enum(TASK_RECURRENCES),
      interval: z.number().int(),
      daysOfWeek: z.array(z.number().int()),
      endDate: z.string().nullable(),
    })
    .nullable(),
  checklist: z.object({ done: z.number().int(), total: z.number().int() }),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  can: ZTaskCan,
});
export type TTask = z.infer<typeof ZTask>;

export const ZTaskPage = ZPaginated(ZTask);

export const ZChecklistItem = z.object({ id: ZId, label: z.string(), done: z.boolean(), position: z.number().int() });
export type TChecklistItem = z.infer<typeof ZChecklistItem>;

export const ZTaskDetail = ZTask.extend({ checklistItems: z.array(ZChecklistItem) });
export type TTaskDetail = z.infer<typeof ZTaskDetail>;

export const ZChecklistItemInput = z.object({ label: ZRequiredText(200) });
export const ZChecklistItemUpdate = z
  .object({ label: ZRequiredText(200), done: z.boolean() })
  .partial()
  .refine((v) => v.label !== undefined || v.done !== undefined, { message: 'Nothing to update' });
export const ZChecklistItemParams = z.object({ id: ZId, itemId: ZId });

export const ZTaskCommentInput = z.object({ body: ZRequiredText(4000) });
export const ZTaskComment = z.object({ id: ZId, body: z.string(), author: ZTaskPerson.nullable(), createdAt: z.string() });
export type TTaskComment = z.infer<typeof ZTaskComment>;

/** One line of a task's history: a system-log entry about it (message key + params, shown in the reader's language). */
export const ZTaskHistoryEntry = z.object({
  id: z.string(),
  action: z.string(),
  messageKey: z.string().nullable(),
  messageParams: z.record(z.string(), z.unknown()),
  description: z.string().nullable(),
  user: z.string().nullable(),
  createdAt: z.string(),
});
export type TTaskHistoryEntry = z.infer<typeof ZTaskHistoryEntry>;

/** A person who may be given tasks (the company's employed users). */
export const ZAssignableUser = z.object({ id: ZId, name: z.string(), role: z.enum(ROLES) });
export type TAssignableUser = z.infer<typeof ZAssignableUser>;

// Task groups ---------------------------------------------------------------------------------------------------

export const ZTaskGroupInput = z.object({
  name: ZRequiredText(120),
  description: ZOptionalText(1000),
  color: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, { message: TASK_MESSAGES.colorInvalid })
    .transform((c) => c.toLowerCase()),
});
export type TTaskGroupInput = z.input<typeof ZTaskGroupInput>;

export const ZTaskGroup = z.object({
  id: ZId,
  name: z.string(),
  description: z.string().nullable(),
  color: z.string(),
  /** Progress: completed tasks / all tasks of the group (cancelled ones left out). */
  done: z.number().int(),
  total: z.number().int(),
  can: z.object({ update: z.boolean(), delete: z.boolean() }),
});
export type TTaskGroup = z.infer<typeof ZTaskGroup>;

// User groups ---------------------------------------------------------------------------------------------------

export const USER_GROUP_KINDS = ['users', 'post', 'role'] as const;
export type TUserGroupKind = (typeof USER_GROUP_KINDS)[number];

export const ZUserGroupInput = z
  .object({
    name: ZRequiredText(120),
    kind: z.enum(USER_GROUP_KINDS),
    memberIds: z.array(ZId).max(500).default([]),
    postId: ZId.nullable().default(null),
    role: z.enum(ROLES).nullable().default(null),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'users' && v.memberIds.length === 0)
      ctx.addIssue({ code: 'custom', path: ['memberIds'], message: TASK_MESSAGES.membersRequired });
    if (v.kind === 'post' && !v.postId) ctx.addIssue({ code: 'custom', path: ['postId'], message: TASK_MESSAGES.postRequired });
    if (v.kind === 'role' && !v.role) ctx.addIssue({ code: 'custom', path: ['role'], message: TASK_MESSAGES.roleRequired });
  });
export type TUserGroupInput = z.input<typeof ZUserGroupInput>;
export type TUserGroupInputParsed = z.output<typeof ZUserGroupInput>;

export const ZUserGroup = z.object({
  id: ZId,
  name: z.string(),
  kind: z.enum(USER_GROUP_KINDS),
  members: z.array(ZTaskPerson),
  post: z.object({ id: ZId, name: z.string() }).nullable(),
  role: z.enum(ROLES).nullable(),
  /** How many users it resolves to today. */
  size: z.number().int(),
  can: z.object({ update: z.boolean(), delete: z.boolean() }),
});
export type TUserGroup = z.infer<typeof ZUserGroup>;

export const ZTaskOptions = z.object({
  users: z.array(ZAssignableUser),
  posts: z.array(z.object({ id: ZId, name: z.string() })),
});
export type TTaskOptions = z.infer<typeof ZTaskOptions>;
