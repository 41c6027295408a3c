// What the tasks area's events do (platform/events/emit.ts): the assignees are notified of a task assigned to them,
// due tomorrow, or overdue.
import { TASK_ASSIGNED, TASK_DUE_TOMORROW, TASK_OVERDUE } from '@centinela/shared/events/tasks';
import { defineSubscriber } from '../../platform/events/emit';
import { notify } from '../notifications/notify';

const linkOf = (taskId: string) => `/tasks?task=${taskId}`;
const sourceOf = (taskId: string) => ({ entityType: 'tasks' as const, entityId: taskId });

export const tasksSubscribers = [
  defineSubscriber({
    name: 'tasks.notify-assigned',
    event: TASK_ASSIGNED,
    inTransaction: (tx, { companyId, payload: p }) =>
      notify(tx, {
        companyId,
        recipientIds: p.assigneeIds,
        kind: 'task.assigned',
        type: 'system',
        priority: 'medium',
        params: { title: p.title, due: p.dueDate ?? '—' },
        link: linkOf(p.taskId),
        source: sourceOf(p.taskId),
      }),
  }),
  defineSubscriber({
    name: 'tasks.notify-due-tomorrow',
    event: TASK_DUE_TOMORROW,
    inTransaction: (tx, { companyId, payload: p }) =>
      notify(tx, {
        companyId,
        recipientIds: p.assigneeIds,
        kind: 'task.dueTomorrow',
        type: 'system',
        priority: 'medium',
        params: { title: p.title, due: p.dueDate ?? '' },
        link: linkOf(p.taskId),
        source: sourceOf(p.taskId),
        dedupeKey: `task.dueTomorrow:${p.taskId}:${p.dueDate}`,
      }),
  }),
  defineSubscriber({
    name: 'tasks.notify-overdue',
    event: TASK_OVERDUE,
    inTransaction: (tx, { companyId, payload: p }) =>
      notify(tx, {
        companyId,
        recipientIds: p.assigneeIds,
        kind: 'task.overdue',
        type: 'system',
        priority: 'high',
        params: { title: p.title, due: p.dueDate ?? '' },
        link: linkOf(p.taskId),
        source: sourceOf(p.taskId),
        dedupeKey: `task.overdue:${p.taskId}:${p.day}`,
      }),
  }),
];
