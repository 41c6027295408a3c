// The tasks area's events (modules/tasks): a task assigned, due tomorrow, overdue.
import { z } from 'zod';
import { ZDateString, ZId } from '../contracts/common';
import { defineEvent } from './define';

const ZTaskFacts = z.object({
  taskId: ZId,
  title: z.string(),
  dueDate: ZDateString.nullable(),
  assigneeIds: z.array(ZId),
});

export const TASK_ASSIGNED = defineEvent({
  type: 'tasks.assigned',
  entityType: 'tasks',
  action: 'UPDATE',
  schema: ZTaskFacts,
  description: 'A task was assigned: when it was created (a series: its first task), or to the assignees a change added.',
});

export const TASK_DUE_TOMORROW = defineEvent({
  type: 'tasks.due-tomorrow',
  entityType: 'tasks',
  action: 'ALERT',
  schema: ZTaskFacts,
  description: "An open task is due tomorrow (in the company's time zone).",
});

export const TASK_OVERDUE = defineEvent({
  type: 'tasks.overdue',
  entityType: 'tasks',
  action: 'ALERT',
  schema: ZTaskFacts.extend({ day: ZDateString }),
  description: 'An open task is past its due time (announced once a day for a week).',
});

export const TASKS_EVENTS = [TASK_ASSIGNED, TASK_DUE_TOMORROW, TASK_OVERDUE] as const;
