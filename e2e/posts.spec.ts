// On a tenant of its own (e2e/support/tenant.ts): two customers, and the post "Portón principal" with its roster.
import { expect, signIn, test } from './support';

const uniq = () => Math.random().toString(36).slice(2, 7);

test.describe('posts', () => {
  test('[POSTS] create a post with formatted orders, find it, deactivate a post naming its rosters, delete an unused one', async ({
    page,
    tenant,
  }) => {
    const name = `Garita ${uniq()}`;
    await tenant.addCustomer('Hospital Regional del Este');
    const plaza = await tenant.addCustomer('Plaza Los Flamboyanes');
    const gatePost = await tenant.addPost(plaza.id, 'Portón principal');
    await tenant.addRoster({
      postId: gatePost.id,
      name: 'Semana regular',
      effectiveFrom: new Intl.DateTimeFormat('en-CA', { timeZone: tenant.timeZone }).format(new Date()),
      scheduleData: { days: [{ dayOfWeek: 1, shifts: [{ shiftNumber: 1, startTime: '07:00', endTime: '15:00', requiredGuards: 1 }] }] },
    });
    await signIn(page, tenant.admin);
    await page
      .getByRole('navigation')
      .getByRole('link', { name: /^Puestos$/ })
      .click();
    await page.waitForURL('**/posts');

    await page.getByRole('button', { name: 'Agregar puesto' }).click();
    const form = page.getByRole('form', { name: 'Nuevo puesto' });
    await form.getByLabel('Nombre', { exact: true }).fill(name);
    await form.getByLabel('Empresa cliente').selectOption({ label: 'Hospital Regional del Este' });
    await form.getByLabel('Rango requerido').selectOption({ label: 'Supervisor' });
    await form.getByLabel('Órdenes del puesto').fill('Revisar **todas** las puertas\n- Portón A\n<b>sin html</b>');
    await form.getByRole('button', { name: 'Vista previa' }).click();
    await expect(form.getByText('todas', { exact: true })).toHaveJSProperty('tagName', 'STRONG');
    await expect(form.getByText('<b>sin html</b>')).toBeVisible();
    await form.getByRole('button', { name: 'Crear puesto' }).click();
    await expect(page.getByText('Puesto creado correctamente')).toBeVisible();

    await page.getByLabel('Buscar').fill(name);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Supervisor');

    // Deleting an unused post works.
    await row.getByRole('button', { name: `Eliminar ${name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('Puesto eliminado correctamente')).toBeVisible();
    await expect(page.getByText('No se encontraron puestos')).toBeVisible();

    // Deactivating a post in use says which rosters stop producing shifts.
    await page.getByLabel('Buscar').fill('Portón principal');
    const gate = page.getByRole('row', { name: /Portón principal/ });
    await gate.getByRole('button', { name: 'Desactivar Portón principal' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Semana regular');
    await confirm.getByRole('button', { name: 'Desactivar' }).click();
    await expect(page.getByText('Puesto desactivado')).toBeVisible();
    await expect(gate).toContainText('Inactivo');
    // And back to active.
    await gate.getByRole('button', { name: 'Activar Portón principal' }).click();
    await expect(page.getByText('Puesto activado')).toBeVisible();
    await expect(gate).toContainText('Activo');
  });
});
