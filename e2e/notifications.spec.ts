// Notifications (issue 20) on a tenant of its own: the header badge counts real unread notifications and follows them
// live in two open browsers; the Unread tab lists them; Mark all as read clears the badge in both. An expired document
// of a type required for duty makes the roster editor refuse the guard, saying why.
import type { APIRequestContext } from '@playwright/test';
import { expect, signIn, test } from './support';

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
    for (const p of [page, other]) await expect(p.getByRole('button', { name: 'Notificaciones (3 nuevas)' })).toBeVisible();
    await expect(page.getByTestId('notification-badge').filter({ visible: true })).toHaveText('3');

    await page.getByRole('button', { name: 'Notificaciones (3 nuevas)' }).click();
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
    await editor.getByRole('button', { name: 'Agregar un turno el lunes' }).click();
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
  });
});
