// Tasks on a tenant of its own: the admin creates a weekly recurring task for a user group (all guards of a post); the
// guard sees it in "My tasks", completes one occurrence and drags another across the board.
import { expect, signIn, test } from './support';

test.use({ tenantOptions: { timeZone: 'America/New_York' } });

const todayIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

test.describe('tasks', () => {
  test('[TASKS] a weekly task for a user group reaches the guard: complete one, drag another across the board', async ({
    page,
    tenant,
  }) => {
    const guard = await tenant.addGuard();
    const customer = await tenant.addCustomer('Plaza Los Flamboyanes');
    const post = await tenant.addPost(customer.id, 'Portón principal', { assignedGuardId: guard.id });
    const group = await tenant.api.post('/api/user-groups', { data: { name: 'Guardias del Portón', kind: 'post', postId: post.id } });
    expect(group.status()).toBe(201);
    const today = todayIn('America/New_York');
    const [y, m, d] = today.split('-');

    // The admin creates the recurring task through the form.
    await signIn(page, tenant.admin, '/tasks');
    await page.getByRole('button', { name: 'Nueva tarea' }).click();
    const form = page.getByRole('form', { name: 'Nueva tarea' });
    await form.getByLabel('Título').fill('Ronda de extintores');
    await form.getByLabel('Asignar a').selectOption('user_group');
    await form.getByLabel('Grupo de usuarios').selectOption({ label: 'Guardias del Portón' });
    await form.getByLabel('Prioridad').selectOption('high');
    await form.getByLabel('Se repite', { exact: true }).click();
    await form.getByLabel('Primera fecha').fill(`${d}/${m}/${y}`);
    for (const day of ['Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb', 'Dom']) await form.getByLabel(day, { exact: true }).check();
    await form.getByLabel('Hora de vencimiento').fill('09:00');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Tarea creada')).toBeVisible();
    const detail = page.getByRole('dialog');
    await expect(detail.getByRole('heading', { name: /Ronda de extintores/ })).toBeVisible();
    await expect(detail).toContainText('Luis Rivera');
    await page.screenshot({ path: '/tmp/i16-tasks-detail-es.png' });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('row', { name: /Ronda de extintores/ }).first()).toBeVisible();
    await page.screenshot({ path: '/tmp/i16-tasks-list-es.png' });

    // The guard: /tasks is "My tasks".
    await page.context().clearCookies();
    await signIn(page, guard, '/tasks');
    await expect(page.getByRole('heading', { level: 2, name: 'Mis tareas' })).toBeVisible();
    await expect(page.getByText('Las tareas que tiene asignadas.')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Grupos de tareas' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Nueva tarea' })).toHaveCount(0);
    const rows = page.getByRole('row', { name: /Ronda de extintores/ });
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeGreaterThan(5);

    // Complete the first occurrence from its detail.
    await rows
      .first()
      .getByRole('button', { name: /Ronda de extintores/ })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Estado').selectOption('completed');
    await expect(page.getByText('Tarea creada')).toHaveCount(0);
    await expect(dialog.getByText('Tarea "Ronda de extintores" completada')).toBeVisible();
    await page.screenshot({ path: '/tmp/i16-tasks-guard-detail-es.png' });
    await page.keyboard.press('Escape');

    // The board: one card in Completada; drag a pending one to En curso.
    await page.getByRole('tab', { name: 'Por estado' }).click();
    const done = page.getByTestId('board-column-completed');
    await expect(done.getByTestId('task-card')).toHaveCount(1);
    const pending = page.getByTestId('board-column-pending');
    const inProgress = page.getByTestId('board-column-in_progress');
    await expect(inProgress.getByTestId('task-card')).toHaveCount(0);
    const before = await pending.getByTestId('task-card').count();
    await pending.getByTestId('task-card').first().dragTo(inProgress);
    await expect(inProgress.getByTestId('task-card')).toHaveCount(1);
    await expect(pending.getByTestId('task-card')).toHaveCount(before - 1);
    await page.screenshot({ path: '/tmp/i16-tasks-board-es.png', fullPage: true });

    await page.getByRole('tab', { name: 'Calendario' }).click();
    await expect(page.locator(`[data-date="${today}"]`).getByRole('button', { name: /Ronda de extintores/ })).toBeVisible();
    await page.screenshot({ path: '/tmp/i16-tasks-calendar-es.png', fullPage: true });

    // English.
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await expect(page.getByText('The tasks assigned to you.')).toBeVisible();
    await page.getByRole('tab', { name: 'Board' }).click();
    await expect(page.getByTestId('board-column-in_progress').getByTestId('task-card')).toHaveCount(1);
    await expect(page.getByTestId('board-column-in_progress')).toContainText('In progress');
    await page.screenshot({ path: '/tmp/i16-tasks-board-en.png', fullPage: true });
  });

  test('[TASKS] task groups show progress; user groups of chosen users', async ({ page, tenant }) => {
    const guard = await tenant.addGuard();
    await signIn(page, tenant.admin, '/tasks?tab=groups');
    await page.getByRole('button', { name: 'Nuevo grupo' }).click();
    const form = page.getByRole('form', { name: 'Grupo de tareas' });
    await form.getByLabel('Nombre').fill('Rondas nocturnas');
    await form.getByLabel('Descripción').fill('Recorridos después de las 22:00');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Grupo guardado')).toBeVisible();
    const groups = (await (await tenant.api.get('/api/task-groups')).json()) as { id: string }[];
    const make = (title: string, status: string) =>
      tenant.api.post('/api/tasks', { data: { title, status, taskGroupId: groups[0].id, assigneeIds: [guard.id] } });
    await make('Ronda 1', 'completed');
    await make('Ronda 2', 'pending');
    await page.reload();
    await expect(page.getByRole('progressbar', { name: '1 de 2 hechas' })).toBeVisible();
    await page.screenshot({ path: '/tmp/i16-tasks-groups-es.png' });

    await page.getByRole('tab', { name: 'Grupos de usuarios' }).click();
    await page.getByRole('button', { name: 'Nuevo grupo de usuarios' }).click();
    const ug = page.getByRole('form', { name: 'Grupo de usuarios' });
    await ug.getByLabel('Nombre').fill('Turno de noche');
    await ug.getByLabel('Luis Rivera').check();
    await ug.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('1 usuario hoy')).toBeVisible();
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await expect(page.getByText('1 user today')).toBeVisible();
    await page.screenshot({ path: '/tmp/i16-tasks-user-groups-en.png' });
  });
});
