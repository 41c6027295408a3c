// Notifications (issue 20) on a tenant of its own: the header badge counts real unread notifications and follows them
// live in two open browsers; the Unread tab lists them; Mark all as read clears the badge in both. An expired document
// of a type required for duty makes the roster editor refuse the guard, saying why. A critical incident toasts on
// whatever page the admin has open.
import type { APIRequestContext } from '@playwright/test';
import { apiSignIn, expect, signIn, test } from './support';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const dayFromToday = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Puerto_Rico' }).format(d);
};

const uploadDocument = async (api: APIRequestContext, guardId: string, fields: Record<string, string>) => {
  const res = await api.post(`/api/users/${guardId}/upload-document`, {
    multipart: { ...fields, file: { name: 'licencia.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
};

test.describe('notifications', () => {
  test('[NOTIFICATIONS] the badge shows 3 after three events, Unread lists them, Mark all as read clears it in both browsers', async ({
    page,
    browser,
    tenant,
  }) => {
    const guard = await tenant.addGuard();
    await signIn(page, tenant.admin);
    const second = await browser.newContext({ locale: 'es-PR', timezoneId: 'America/Puerto_Rico' });
    const other = await second.newPage();
    await signIn(other, tenant.admin);
    for (const p of [page, other]) await expect(p.getByRole('button', { name: 'Notificaciones', exact: true })).toBeVisible();

    // Three documents expiring within 30 days: three alerts for the admin, at once.
    for (const name of ['Licencia de armas', 'Certificado médico', 'Licencia de guardia']) {
      await uploadDocument(tenant.api, guard.id, { name, expiryDate: dayFromToday(10) });
    }
    for (const p of [page, other]) await expect(p.getByRole('button', { name: 'Notificaciones: 3 sin leer' })).toBeVisible();
    await expect(page.getByTestId('notification-badge').filter({ visible: true })).toHaveText('3');

    await page.getByRole('button', { name: 'Notificaciones: 3 sin leer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Notificaciones' });
    await dialog.getByRole('tab', { name: 'No leídas' }).click();
    const unread = dialog.getByRole('list', { name: 'No leídas' });
    await expect(unread.getByRole('listitem')).toHaveCount(3);
    await expect(unread).toContainText('Documento por vencer: Licencia de armas');
    await expect(unread).toContainText('Certificado médico');
    await dialog.getByRole('tab', { name: 'Alertas' }).click();
    await expect(dialog.getByRole('list', { name: 'Alertas' }).getByRole('listitem')).toHaveCount(3);
    await page.screenshot({ path: '/tmp/i20-notifications-es.png' });

    await dialog.getByRole('button', { name: 'Marcar todas como leídas' }).click();
    await dialog.getByRole('tab', { name: 'No leídas' }).click();
    await expect(dialog).toContainText('No hay nada sin leer.');
    await page.keyboard.press('Escape');
    for (const p of [page, other]) await expect(p.getByRole('button', { name: 'Notificaciones', exact: true })).toBeVisible();
    await expect(page.getByTestId('notification-badge')).toHaveCount(0);
    await second.close();
  });

  test('[NOTIFICATIONS] a critical incident filed by a guard toasts on whatever page the admin has open', async ({
    page,
    tenant,
    baseURL,
  }) => {
    const plaza = await tenant.addCustomer('Plaza Los Flamboyanes');
    const post = await tenant.addPost(plaza.id, 'Portón principal');
    const guard = await tenant.addGuard();
    // On shift all day, so the guard's incident is placed at the post by their current shift.
    await tenant.addRoster({
      postId: post.id,
      name: 'Todo el día',
      effectiveFrom: dayFromToday(-1),
      overrideReason: 'Turno de prueba',
      scheduleData: {
        days: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
          dayOfWeek,
          shifts: [{ shiftNumber: 1, startTime: '00:00', endTime: '23:59', requiredGuards: 1, guardIds: [guard.id] }],
        })),
      },
    });
    const guardApi = await apiSignIn(baseURL ?? '', guard);
    const options = await (await guardApi.get('/api/incidents/form-options')).json();
    const severityId = (level: string) => options.severities.find((s: { level: string }) => s.level === level).id;
    const file = async (title: string, level: string) => {
      const res = await guardApi.post('/api/incidents', {
        data: {
          title,
          description: 'Humo en el cuarto eléctrico.',
          occurredAt: new Date(Date.now() - 60_000).toISOString(),
          severityId: severityId(level),
        },
      });
      expect(res.status(), await res.text()).toBe(201);
    };

    // What is already unread when a page opens is not news: the incident is filed once the page has read its list.
    const firstRead = page.waitForResponse((r) => r.url().includes('/api/notifications?') && r.url().includes('unread'));
    await signIn(page, tenant.admin, '/users');
    await firstRead;
    await expect(page.getByRole('button', { name: 'Notificaciones', exact: true })).toBeVisible();
    await file('Humo en el cuarto eléctrico', 'critical');
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Humo en el cuarto eléctrico' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Crítica');
    await expect(page).toHaveURL(/\/users$/);
    // A high one is in the bell, not a toast.
    await file('Portón abierto', 'high');
    await expect(page.getByRole('button', { name: 'Notificaciones: 2 sin leer' })).toBeVisible();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Portón abierto' })).toHaveCount(0);
    await page.screenshot({ path: '/tmp/i20-critical-toast-es.png' });
    await guardApi.dispose();
  });

  test('[NOTIFICATIONS] an expired document required for duty makes the roster editor refuse the guard, with the reason', async ({
    page,
    tenant,
  }) => {
    const plaza = await tenant.addCustomer('Plaza Los Flamboyanes');
    await tenant.addPost(plaza.id, 'Estacionamiento norte');
    const guard = await tenant.addGuard();
    expect(guard.fullName).toContain('Luis Rivera');
    const type = await tenant.api.post('/api/document-types', { data: { name: 'Licencia de guardia', requiredForDuty: true } });
    expect(type.status(), await type.text()).toBe(201);
    const expiredOn = dayFromToday(-3);
    await uploadDocument(tenant.api, guard.id, { name: 'Licencia 2025', expiryDate: expiredOn, documentTypeId: (await type.json()).id });

    await signIn(page, tenant.admin);
    await page
      .getByRole('navigation')
      .getByRole('link', { name: /^Cuadrantes$/ })
      .click();
    await page.waitForURL('**/rosters');
    await page.getByRole('button', { name: 'Nuevo cuadrante' }).click();
    const editor = page.getByRole('form', { name: 'Nuevo cuadrante' });
    await editor.getByLabel('Puesto').selectOption({ label: 'Plaza Los Flamboyanes — Estacionamiento norte' });
    await editor.getByRole('button', { name: 'Agregar turno el lunes' }).click();
    await editor.getByLabel('Inicio del turno 1 del lunes').fill('07:00');
    await editor.getByLabel('Fin del turno 1 del lunes').fill('15:00');
    await editor.getByRole('button', { name: 'Asignar un guardia al turno 1 del lunes' }).click();
    const picker = page.getByRole('dialog');
    const row = picker.getByRole('listitem').filter({ hasText: 'Luis Rivera' }).first();
    await expect(row.getByText('No disponible')).toBeVisible();
    const [y, m, d] = expiredOn.split('-');
    await expect(row.getByText(`El documento obligatorio Licencia de guardia venció el ${d}/${m}/${y}`)).toBeVisible();
    await expect(row.getByRole('button', { name: 'Asignar a Luis Rivera' })).toBeDisabled();
    await page.screenshot({ path: '/tmp/i20-required-document-es.png' });
    await page.keyboard.press('Escape');

    // A renewed licence filed under the required type in the user editor makes the guard available again.
    await page.goto('/users');
    await page.getByLabel('Buscar', { exact: true }).fill(guard.email);
    await page.getByRole('button', { name: 'Editar a Luis Rivera Santiago' }).click();
    const userDialog = page.getByRole('dialog', { name: 'Editar usuario' });
    await userDialog.getByRole('tab', { name: 'Documentos' }).click();
    await userDialog.getByLabel('Nombre del documento').fill('Licencia 2027');
    await userDialog.getByLabel(/^Archivo/).setInputFiles({ name: 'licencia.pdf', mimeType: 'application/pdf', buffer: PDF });
    const [vy, vm, vd] = dayFromToday(365).split('-');
    await userDialog.getByLabel('Fecha de vencimiento', { exact: true }).fill(`${vd}/${vm}/${vy}`);
    await userDialog.getByLabel('Tipo de documento').selectOption({ label: 'Licencia de guardia (obligatorio para el servicio)' });
    await userDialog.getByRole('button', { name: 'Subir documento' }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Documento subido correctamente' }).last()).toBeVisible();
    const posts = await (await tenant.api.get('/api/posts?page=1&pageSize=10')).json();
    const postId = posts.items[0].id;
    const availability = await (
      await tenant.api.get(`/api/rosters/availability?postId=${postId}&date=${dayFromToday(7)}&startTime=07:00&endTime=15:00`)
    ).json();
    const item = availability.items.find((i: { guardId: string }) => i.guardId === guard.id);
    expect(item.conflicts.filter((c: { type: string }) => c.type === 'document')).toEqual([]);
  });
});
