import { addDays, todayIn } from '@centinela/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, notifications, systemLogs, taskAssignees, tasks, taskSeries } from '../../db/schema';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, createGuard, createTwoTenantWorld, signIn } from '../../../test/factories';
import { materializeAll } from './tasks.series';
import { remindCompany } from './tasks.reminders';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let admin: ReturnType<typeof clientFor>;
let adminB: ReturnType<typeof clientFor>;
let guard: ReturnType<typeof clientFor>;
let otherGuardId: string;
let today: string;

beforeAll(async () => {
  t = await buildTestApp();
  world = await createTwoTenantWorld(t.database.db);
  admin = clientFor(t.app, await signIn(t.app, world.a.admin));
  adminB = clientFor(t.app, await signIn(t.app, world.b.admin));
  guard = clientFor(t.app, await signIn(t.app, world.a.guard));
  otherGuardId = (await createGuard(t.database.db, { companyId: world.a.company.id, email: `other-${Date.now()}@example.com` })).id;
  const [c] = await t.database.db.select({ tz: companies.timeZone }).from(companies).where(eq(companies.id, world.a.company.id));
  today = todayIn(c.tz);
});
afterAll(() => t.close());

const task = (overrides: Record<string, unknown> = {}) => ({
  title: 'Revisar extintores',
  description: 'Planta baja',
  priority: 'high',
  assignmentType: 'single_user',
  assigneeIds: [world.a.guard.id],
  dueDate: addDays(today, 3),
  dueTime: '09:00',
  tags: ['seguridad'],
  ...overrides,
});

const countRows = async () => (await t.database.db.select({ id: tasks.id }).from(tasks)).length;

describe('tasks', () => {
  it('creates a task, logs it and notifies the assignee', async () => {
    const res = await admin.post('/api/tasks', task());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ title: 'Revisar extintores', status: 'pending', priority: 'high', dueTime: '09:00', isRecurring: false });
    expect(body.assignees.map((a: { id: string }) => a.id)).toEqual([world.a.guard.id]);
    const logs = await t.database.db
      .select()
      .from(systemLogs)
      .where(and(eq(systemLogs.entityType, 'tasks'), eq(systemLogs.entityId, body.id)));
    expect(logs).toHaveLength(1);
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, world.a.guard.id));
    expect(notes.some((n) => n.kind === 'task.assigned')).toBe(true);
  });

  it('refuses bad input with field details and writes nothing', async () => {
    const before = await countRows();
    const res = await admin.post(
      '/api/tasks',
      task({ title: ' ', isRecurring: true, recurrenceType: 'weekly', daysOfWeek: [], interval: 0, recurrenceEndDate: addDays(today, 1) }),
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().details.fieldErrors)).toEqual(
      expect.arrayContaining(['title', 'interval', 'daysOfWeek', 'recurrenceEndDate']),
    );
    expect(res.json().details.fieldErrors.daysOfWeek).toEqual(['tasks:validation.daysRequired']);
    const single = await admin.post('/api/tasks', task({ assigneeIds: [] }));
    expect(single.json().details.fieldErrors.assigneeIds).toEqual(['tasks:validation.oneAssignee']);
    expect(await countRows()).toBe(before);
  });

  it("refuses another company's assignee, group or user group (404), and nothing is written", async () => {
    const before = await countRows();
    expect((await admin.post('/api/tasks', task({ assigneeIds: [world.b.guard.id] }))).statusCode).toBe(404);
    const groupB = (await adminB.post('/api/task-groups', { name: 'B', color: '#112233' })).json();
    expect((await admin.post('/api/tasks', task({ taskGroupId: groupB.id }))).statusCode).toBe(404);
    const ugB = (await adminB.post('/api/user-groups', { name: 'B', kind: 'role', role: 'security_guard' })).json();
    expect((await admin.post('/api/tasks', task({ assignmentType: 'user_group', userGroupId: ugB.id }))).statusCode).toBe(404);
    expect(await countRows()).toBe(before);
  });

  it("another company's task is 404 everywhere", async () => {
    const mine = (await admin.post('/api/tasks', task({ title: 'Solo A' }))).json();
    expect((await adminB.get(`/api/tasks/${mine.id}`)).statusCode).toBe(404);
    expect((await adminB.patch(`/api/tasks/${mine.id}`, { title: 'x' })).statusCode).toBe(404);
    expect((await adminB.delete(`/api/tasks/${mine.id}`)).statusCode).toBe(404);
    expect((await adminB.post(`/api/tasks/${mine.id}/comments`, { body: 'hola' })).statusCode).toBe(404);
    expect((await adminB.get(`/api/tasks/${mine.id}/history`)).statusCode).toBe(404);
    expect((await adminB.post(`/api/tasks/${mine.id}/checklist`, { label: 'x' })).statusCode).toBe(404);
    expect((await adminB.get('/api/tasks?pageSize=500')).json().items.map((x: { id: string }) => x.id)).not.toContain(mine.id);
  });

  it('guards see only their own tasks, change only the status, and cannot create', async () => {
    const theirs = (await admin.post('/api/tasks', task({ title: 'Del guardia' }))).json();
    const others = (await admin.post('/api/tasks', task({ title: 'De otro', assigneeIds: [otherGuardId] }))).json();
    const seen = (await guard.get('/api/tasks?pageSize=500')).json();
    const ids = seen.items.map((x: { id: string }) => x.id);
    expect(ids).toContain(theirs.id);
    expect(ids).not.toContain(others.id);
    expect((await guard.get(`/api/tasks/${others.id}`)).statusCode).toBe(404);
    expect((await guard.post('/api/tasks', task())).statusCode).toBe(403);
    expect((await guard.patch(`/api/tasks/${theirs.id}`, { title: 'Otro título' })).statusCode).toBe(403);
    const done = await guard.patch(`/api/tasks/${theirs.id}`, { status: 'completed' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'completed', completedAt: expect.any(String) });
    const [a] = await t.database.db.select().from(taskAssignees).where(eq(taskAssignees.taskId, theirs.id));
    expect(a.status).toBe('completed');
    expect((await guard.delete(`/api/tasks/${theirs.id}`)).statusCode).toBe(403);
  });

  it('filters: assignee=me, status, priority, tag, group, due range', async () => {
    const group = (await admin.post('/api/task-groups', { name: 'Rondas', color: '#FF0000', description: 'Nocturnas' })).json();
    expect(group).toMatchObject({ color: '#ff0000', done: 0, total: 0 });
    const a = (
      await admin.post(
        '/api/tasks',
        task({ title: 'Filtro', taskGroupId: group.id, tags: ['ronda'], priority: 'urgent', dueDate: addDays(today, 10) }),
      )
    ).json();
    const mine = (await guard.get('/api/tasks?assignee=me&pageSize=500')).json();
    expect(mine.items.map((x: { id: string }) => x.id)).toContain(a.id);
    expect(mine.total).toBe(mine.items.length);
    const q = (s: string) => admin.get(`/api/tasks?pageSize=500&${s}`).then((r) => r.json().items.map((x: { id: string }) => x.id));
    expect(await q(`groupId=${group.id}`)).toEqual([a.id]);
    expect(await q('tag=ronda')).toEqual([a.id]);
    expect(await q('priority=urgent')).toEqual([a.id]);
    expect(await q(`dueFrom=${addDays(today, 10)}&dueTo=${addDays(today, 10)}`)).toEqual([a.id]);
    expect(await q(`assignee=${world.a.guard.id}&priority=urgent`)).toEqual([a.id]);
    expect(await q('status=cancelled')).not.toContain(a.id);
    await admin.patch(`/api/tasks/${a.id}`, { status: 'completed' });
    const groups = (await admin.get('/api/task-groups')).json();
    expect(groups.find((g: { id: string }) => g.id === group.id)).toMatchObject({ done: 1, total: 1 });
  });

  it('comments, checklist and history', async () => {
    const a = (await admin.post('/api/tasks', task({ title: 'Con lista' }))).json();
    const item = (await admin.post(`/api/tasks/${a.id}/checklist`, { label: 'Paso 1' })).json();
    expect((await guard.post(`/api/tasks/${a.id}/checklist`, { label: 'No' })).statusCode).toBe(403);
    expect((await guard.patch(`/api/tasks/${a.id}/checklist/${item.id}`, { done: true })).json()).toMatchObject({ done: true });
    expect((await admin.post(`/api/tasks/${a.id}/comments`, { body: '' })).statusCode).toBe(400);
    expect((await guard.post(`/api/tasks/${a.id}/comments`, { body: 'Hecho el paso 1' })).statusCode).toBe(201);
    const comments = (await admin.get(`/api/tasks/${a.id}/comments`)).json();
    expect(comments).toHaveLength(1);
    const detail = (await admin.get(`/api/tasks/${a.id}`)).json();
    expect(detail.checklist).toEqual({ done: 1, total: 1 });
    expect(detail.checklistItems).toHaveLength(1);
    const history = (await admin.get(`/api/tasks/${a.id}/history`)).json();
    expect(history.map((h: { messageKey: string }) => h.messageKey)).toEqual(
      expect.arrayContaining(['taskCreated', 'taskChecklistAdded', 'taskChecklistChecked', 'taskCommented']),
    );
    expect((await admin.delete(`/api/tasks/${a.id}/checklist/${item.id}`)).statusCode).toBe(204);
  });
});

describe('recurring tasks', () => {
  it('a weekly task for a user group: occurrences 60 days ahead for every guard of the group; edit this / future; delete', async () => {
    const ug = (await admin.post('/api/user-groups', { name: 'Guardias del puesto', kind: 'post', postId: world.a.post.id })).json();
    expect(ug.size).toBeGreaterThanOrEqual(1);
    const res = await admin.post(
      '/api/tasks',
      task({
        title: 'Ronda semanal',
        assignmentType: 'user_group',
        userGroupId: ug.id,
        assigneeIds: [],
        isRecurring: true,
        recurrenceType: 'weekly',
        daysOfWeek: [1, 3, 5],
        dueDate: today,
      }),
    );
    expect(res.statusCode).toBe(201);
    const first = res.json();
    expect(first).toMatchObject({ isRecurring: true, recurrence: { type: 'weekly', interval: 1, daysOfWeek: [1, 3, 5] } });
    const all = await t.database.db.select().from(tasks).where(eq(tasks.seriesId, first.seriesId));
    expect(all.length).toBeGreaterThanOrEqual(24);
    expect(all.every((x) => x.occurrenceDate && x.occurrenceDate <= addDays(today, 60))).toBe(true);
    const mine = (await guard.get('/api/tasks?assignee=me&pageSize=500'))
      .json()
      .items.filter((x: { seriesId: string }) => x.seriesId === first.seriesId);
    expect(mine.length).toBe(all.length);

    // Materializing again creates nothing (unique series + date).
    await t.database.db.update(taskSeries).set({ materializedUntil: today }).where(eq(taskSeries.id, first.seriesId));
    await materializeAll(t.database.db);
    expect((await t.database.db.select().from(tasks).where(eq(tasks.seriesId, first.seriesId))).length).toBe(all.length);

    const sorted = [...all].sort((a, b) => (a.occurrenceDate as string).localeCompare(b.occurrenceDate as string));
    const [o1, o2, o3] = sorted;
    // This one.
    const one = await admin.patch(`/api/tasks/${o1.id}?scope=this`, { title: 'Solo esta' });
    expect(one.json().title).toBe('Solo esta');
    expect((await admin.get(`/api/tasks/${o2.id}`)).json().title).toBe('Ronda semanal');
    // Recurrence changes need scope=future.
    expect((await admin.patch(`/api/tasks/${o2.id}?scope=this`, { interval: 2 })).statusCode).toBe(400);
    // All future: o2 and later change, o1 keeps its own.
    const fut = await admin.patch(`/api/tasks/${o2.id}?scope=future`, { title: 'Ronda nueva', priority: 'low' });
    expect(fut.statusCode).toBe(200);
    expect((await admin.get(`/api/tasks/${o3.id}`)).json()).toMatchObject({ title: 'Ronda nueva', priority: 'low' });
    expect((await admin.get(`/api/tasks/${o1.id}`)).json().title).toBe('Solo esta');
    // Delete this one: never created again.
    expect((await admin.delete(`/api/tasks/${o3.id}?scope=this`)).statusCode).toBe(204);
    await t.database.db.update(taskSeries).set({ materializedUntil: null }).where(eq(taskSeries.id, first.seriesId));
    await materializeAll(t.database.db);
    expect((await admin.get(`/api/tasks/${o3.id}`)).statusCode).toBe(404);
    const dates = (await t.database.db.select().from(tasks).where(eq(tasks.seriesId, first.seriesId))).map((x) => x.occurrenceDate);
    expect(dates).not.toContain(o3.occurrenceDate);
    // Delete future from o2: only o1 is left.
    expect((await admin.delete(`/api/tasks/${o2.id}?scope=future`)).statusCode).toBe(204);
    const left = await t.database.db.select().from(tasks).where(eq(tasks.seriesId, first.seriesId));
    expect(left.map((x) => x.id)).toEqual([o1.id]);
  });

  it('changing the rule with scope=future makes the later occurrences again', async () => {
    const first = (
      await admin.post(
        '/api/tasks',
        task({ title: 'Diaria', isRecurring: true, recurrenceType: 'daily', dueDate: today, recurrenceEndDate: addDays(today, 9) }),
      )
    ).json();
    const before = await t.database.db.select().from(tasks).where(eq(tasks.seriesId, first.seriesId));
    expect(before).toHaveLength(10);
    const noDays = await admin.patch(`/api/tasks/${first.id}?scope=future`, { recurrenceType: 'weekly', daysOfWeek: [] });
    expect(noDays.json().details.fieldErrors.daysOfWeek).toEqual(['tasks:validation.daysRequired']);
    const noDays2 = await admin.patch(`/api/tasks/${first.id}?scope=future`, { recurrenceType: 'weekly' });
    expect(noDays2.json().details.fieldErrors.daysOfWeek).toEqual(['tasks:validation.daysRequired']);
    const badEnd = await admin.patch(`/api/tasks/${first.id}?scope=future`, { recurrenceEndDate: addDays(today, -5) });
    expect(badEnd.json().details.fieldErrors.recurrenceEndDate).toEqual(['tasks:validation.endBeforeStart']);
    expect(await t.database.db.select().from(tasks).where(eq(tasks.seriesId, first.seriesId))).toHaveLength(10);
    const res = await admin.patch(`/api/tasks/${first.id}?scope=future`, { interval: 3 });
    expect(res.statusCode).toBe(200);
    const after = await t.database.db.select().from(tasks).where(eq(tasks.seriesId, first.seriesId));
    expect(after.map((x) => x.occurrenceDate).sort()).toEqual([today, addDays(today, 3), addDays(today, 6), addDays(today, 9)]);
  });

  it('reminders: due tomorrow and overdue, once per task and day', async () => {
    const due = (await admin.post('/api/tasks', task({ title: 'Mañana', dueDate: addDays(today, 1), assigneeIds: [otherGuardId] }))).json();
    const late = (
      await admin.post('/api/tasks', task({ title: 'Tarde', dueDate: addDays(today, -1), assigneeIds: [otherGuardId] }))
    ).json();
    const [c] = await t.database.db.select({ tz: companies.timeZone }).from(companies).where(eq(companies.id, world.a.company.id));
    await remindCompany(t.database.db, world.a.company.id, c.tz);
    await remindCompany(t.database.db, world.a.company.id, c.tz);
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, otherGuardId));
    expect(notes.filter((n) => n.kind === 'task.dueTomorrow' && n.sourceEntityId === due.id)).toHaveLength(1);
    expect(notes.filter((n) => n.kind === 'task.overdue' && n.sourceEntityId === late.id)).toHaveLength(1);
  });
});

describe('user groups', () => {
  it('saved users, a role; members of another company → 404; bad input 400', async () => {
    const res = await admin.post('/api/user-groups', { name: 'Equipo', kind: 'users', memberIds: [world.a.guard.id, otherGuardId] });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ size: 2, kind: 'users' });
    expect((await admin.post('/api/user-groups', { name: 'Mal', kind: 'users', memberIds: [world.b.guard.id] })).statusCode).toBe(404);
    expect((await admin.post('/api/user-groups', { name: 'Mal', kind: 'post', postId: world.b.post.id })).statusCode).toBe(404);
    const bad = await admin.post('/api/user-groups', { name: '', kind: 'users', memberIds: [] });
    expect(Object.keys(bad.json().details.fieldErrors)).toEqual(expect.arrayContaining(['name', 'memberIds']));
    const role = (await admin.post('/api/user-groups', { name: 'Todos los guardias', kind: 'role', role: 'security_guard' })).json();
    expect(role.size).toBeGreaterThanOrEqual(2);
    expect((await adminB.put(`/api/user-groups/${role.id}`, { name: 'x', kind: 'role', role: 'security_guard' })).statusCode).toBe(404);
    expect((await guard.post('/api/user-groups', { name: 'x', kind: 'role', role: 'security_guard' })).statusCode).toBe(403);
    const upd = await admin.put(`/api/user-groups/${res.json().id}`, { name: 'Equipo 2', kind: 'users', memberIds: [otherGuardId] });
    expect(upd.json()).toMatchObject({ name: 'Equipo 2', size: 1 });
    expect((await admin.delete(`/api/user-groups/${res.json().id}`)).statusCode).toBe(204);
  });

  it('task groups: colour checked, another company 404, delete keeps the tasks', async () => {
    expect((await admin.post('/api/task-groups', { name: 'X', color: 'red' })).json().details.fieldErrors.color).toEqual([
      'tasks:validation.colorInvalid',
    ]);
    const g = (await admin.post('/api/task-groups', { name: 'Temporal', color: '#00aa00' })).json();
    const a = (await admin.post('/api/tasks', task({ taskGroupId: g.id }))).json();
    expect(a.taskGroup).toMatchObject({ id: g.id, color: '#00aa00' });
    expect((await adminB.put(`/api/task-groups/${g.id}`, { name: 'x', color: '#000000' })).statusCode).toBe(404);
    expect((await adminB.delete(`/api/task-groups/${g.id}`)).statusCode).toBe(404);
    expect((await admin.put(`/api/task-groups/${g.id}`, { name: 'Renombrado', color: '#000000' })).json().name).toBe('Renombrado');
    expect((await admin.delete(`/api/task-groups/${g.id}`)).statusCode).toBe(204);
    expect((await admin.get(`/api/tasks/${a.id}`)).json().taskGroup).toBeNull();
  });

  it('options: staff get users and posts; guards nothing', async () => {
    const opts = (await admin.get('/api/tasks/options')).json();
    expect(opts.users.map((u: { id: string }) => u.id)).toContain(world.a.guard.id);
    expect(opts.users.map((u: { id: string }) => u.id)).not.toContain(world.b.guard.id);
    expect((await guard.get('/api/tasks/options')).json()).toEqual({ users: [], posts: [] });
  });
});
