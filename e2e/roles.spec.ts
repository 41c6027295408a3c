import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNTS, expect, signIn, test } from './support';
import { seriousViolations } from './support/axe';

const uniq = () => Math.random().toString(36).slice(2, 7);

const sidebarLinks = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

test.describe('roles', () => {
  test('[ROLES] an admin creates a customer company and a role that lets a user view posts only; that user then sees only those sidebar entries', async ({
    page,
    tenant,
  }) => {
    test.setTimeout(90_000);
    const customerName = `Condominio Vista Mar ${uniq()}`;
    const roleName = `Solo puestos ${uniq()}`;
    // On a tenant of its own (e2e/support/tenant.ts) with its guard, Luis Rivera.
    const guardAccount = await tenant.addGuard();

    await signIn(page, tenant.admin);

    // A customer company, as an admin of a guard company creates one.
    await page.getByRole('navigation').getByRole('link', { name: 'Empresas cliente' }).click();
    await page.waitForURL('**/customer-companies');
    await page.getByRole('button', { name: 'Nueva empresa cliente' }).click();
    const customerDialog = page.getByRole('dialog', { name: 'Nueva empresa cliente' });
    await customerDialog.getByLabel('Nombre', { exact: true }).fill(customerName);
    await customerDialog.getByLabel('Persona de contacto').fill('Carmen Ortiz');
    await customerDialog.getByLabel('Teléfono').fill('787-555-0188');
    await customerDialog.getByLabel('Correo electrónico').fill('carmen@vistamar.pr');
    await customerDialog.getByLabel('Plazo de pago (días)').fill('30');
    await customerDialog.getByRole('button', { name: 'Crear empresa cliente' }).click();
    await expect(page.getByText('Empresa cliente creada correctamente')).toBeVisible();
    await expect(customerDialog).toBeHidden();
    const customerRow = page.getByRole('row').filter({ hasText: customerName });
    await expect(customerRow).toContainText('Carmen Ortiz');
    await expect(customerRow).toContainText('(787) 555-0188');

    // A role that only lets its users view posts.
    await page.goto('/settings/roles');
    await expect(page.getByRole('row').filter({ hasText: 'Guardia de seguridad' }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Nuevo rol' }).click();
    const roleDialog = page.getByRole('dialog', { name: 'Nuevo rol' });
    await roleDialog.getByLabel('Nombre', { exact: true }).fill(roleName);
    await roleDialog.getByLabel('Descripción').fill('Supervisores que solo consultan los puestos');
    await roleDialog.getByRole('checkbox', { name: 'Ver: Puestos' }).check();
    await expect(roleDialog.getByRole('checkbox', { name: 'Editar: Puestos' })).not.toBeChecked();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await roleDialog.getByRole('button', { name: 'Crear rol' }).click();
    await expect(page.getByText('Rol creado correctamente')).toBeVisible();

    // The new role stays open on its users: assign the guard.
    const editDialog = page.getByRole('dialog', { name: `Editar rol ${roleName}` });
    await expect(editDialog.getByRole('tab', { name: 'Usuarios asignados (0)' })).toHaveAttribute('aria-selected', 'true');
    await editDialog.getByRole('searchbox').fill(guardAccount.email);
    await editDialog.getByRole('button', { name: 'Asignar a Luis Rivera' }).click();
    await expect(page.getByText('Rol asignado a Luis Rivera')).toBeVisible();
    await expect(editDialog.getByRole('tab', { name: 'Usuarios asignados (1)' })).toBeVisible();
    // Under the role's users only: no longer among the users to assign.
    await expect(
      editDialog.getByRole('list', { name: 'Usuarios asignados', exact: true }).getByRole('listitem', { name: 'Luis Rivera' }),
    ).toContainText(guardAccount.email);
    await expect(editDialog.getByRole('button', { name: 'Asignar a Luis Rivera' })).toHaveCount(0);
    await editDialog.getByRole('button', { name: 'Cerrar' }).first().click();
    const roleRow = page.getByRole('row').filter({ hasText: roleName });
    await expect(roleRow).toContainText('1 permiso');
    await expect(roleRow).toContainText('1 asignado');

    // Sign out, sign in as the guard: dashboard, posts and tutorial, nothing else.
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL(/\/(login)?$/);
    await signIn(page, guardAccount);
    await expect.poll(() => sidebarLinks(page)).toEqual(['/dashboard', '/posts', '/tutorial']);
    await expect(page.getByRole('button', { name: 'Configuración' })).toHaveCount(0);
    await page.goto('/rosters');
    await expect(page.getByRole('heading', { name: 'Sin acceso' })).toBeVisible();

    // And back through the API: the guard's default role again, the role and the customer deleted.
    {
      const api = tenant.api;
      const guard = (await (await api.get(`/api/roles/${await roleIdOf(api, roleName)}/users`)).json()) as { id: string }[];
      for (const user of guard)
        expect((await api.put(`/api/users/${user.id}/access`, { data: { roleRecordId: null, overrides: [] } })).ok()).toBe(true);
      expect((await api.delete(`/api/roles/${await roleIdOf(api, roleName)}`)).status()).toBe(204);
      const customers = (await (await api.get(`/api/customer-companies?includeInactive=true`)).json()) as { id: string; name: string }[];
      const created = customers.find((c) => c.name === customerName);
      expect((await api.delete(`/api/customer-companies/${created?.id}`)).status()).toBe(204);
    }
  });

  test('[ROLES] select-all per row and per column, and a role in use cannot be deleted', async ({ page }) => {
    await signIn(page, ACCOUNTS.companyAdmin, '/settings/roles');
    const guardRole = page.getByRole('row').filter({ hasText: 'Guardia de seguridad' }).first();
    await guardRole.getByRole('button', { name: /^Eliminar/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText(/es el rol predeterminado de \d+ usuarios/)).toBeVisible();

    await page.getByRole('button', { name: 'Nuevo rol' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo rol' });
    await dialog.getByRole('checkbox', { name: 'Seleccionar todas las acciones de Vehículos' }).check();
    for (const action of ['Ver', 'Editar', 'Agregar', 'Eliminar']) {
      await expect(dialog.getByRole('checkbox', { name: `${action}: Vehículos` })).toBeChecked();
    }
    await dialog.getByRole('checkbox', { name: 'Seleccionar Ver en todas las áreas' }).check();
    await expect(dialog.getByRole('checkbox', { name: 'Ver: Nómina' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Editar: Nómina' })).not.toBeChecked();
    await dialog.getByRole('checkbox', { name: 'Seleccionar Ver en todas las áreas' }).uncheck();
    await expect(dialog.getByRole('checkbox', { name: 'Ver: Nómina' })).not.toBeChecked();
    // Only a platform superadmin may flag a role superadmin.
    await expect(dialog.getByRole('switch', { name: 'Superadmin: permite todo' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
  });
});

const roleIdOf = async (api: APIRequestContext, name: string) => {
  const roles = (await (await api.get('/api/roles')).json()) as { id: string; name: string }[];
  const role = roles.find((r) => r.name === name);
  if (!role) throw new Error(`role ${name} not found`);
  return role.id;
};
