import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, signIn } from './support';

const sidebarLinks = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

test.describe('app shell', () => {
  test("[SHELL] an unknown path shows the 'Page Not Found' card", async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();

    await signIn(page, ACCOUNTS.companyAdmin, '/reports/does-not-exist');
    await expect(page.getByRole('heading', { level: 2, name: 'Página no encontrada' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
  });

  test('[SHELL] the sidebar shows a guard only the areas of their role', async ({ page }) => {
    await signIn(page, ACCOUNTS.guard);
    await expect
      .poll(() => sidebarLinks(page))
      .toEqual([
        '/dashboard',
        '/rosters-view',
        '/rosters',
        '/tasks',
        '/emergency-directory',
        '/protocols',
        '/novelties-incidents',
        '/reports',
        '/wiki',
        '/tutorial',
      ]);
    await expect(page.getByRole('button', { name: 'Configuración' })).toHaveCount(0);
    await expect(page.getByTestId('sidebar-user')).toContainText('Luis Rivera');
    await expect(page.getByTestId('sidebar-user')).toContainText('Guardia de seguridad');

    await page.goto('/payroll');
    await expect(page.getByRole('heading', { name: 'Sin acceso' })).toBeVisible();
  });

  test('[SHELL] the company admin sees every sidebar link in spec order and the settings group', async ({ page }) => {
    await signIn(page, ACCOUNTS.companyAdmin);
    await expect
      .poll(() => sidebarLinks(page))
      .toEqual([
        '/dashboard',
        '/shifts-dashboard',
        '/opportunities-report',
        '/rosters-view',
        '/companies',
        '/customer-companies',
        '/users',
        '/posts',
        '/rosters',
        '/tasks',
        '/payroll',
        '/invoicing-payments',
        '/uniforms-accessories',
        '/vehicles',
        '/emergency-directory',
        '/protocols',
        '/novelties-incidents',
        '/reports',
        '/wiki',
        '/tutorial',
      ]);
    await expect(page.getByRole('button', { name: 'Configuración' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('sidebar-user')).toContainText('Ramón Figueroa');
  });

  test('[SHELL] the settings group opens by itself on /settings/roles', async ({ page }) => {
    await signIn(page, ACCOUNTS.companyAdmin, '/settings/roles');
    await expect(page.getByRole('button', { name: 'Configuración' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Roles y permisos' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1, name: 'Roles y permisos' })).toBeVisible();
  });

  test('[SHELL] /settings lists every settings page by group: built ones open, the others marked (es, en)', async ({ page }) => {
    await signIn(page, ACCOUNTS.companyAdmin, '/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Configuración' })).toBeVisible();
    for (const group of ['Empresa', 'Acceso e integraciones', 'Datos y registros', 'Producto'])
      await expect(page.getByRole('heading', { level: 2, name: group })).toBeVisible();
    await expect(page.getByTestId('settings-card-dataSync')).toContainText('Aún no disponible');
    await expect(page.getByRole('main').getByRole('link')).toHaveCount(9);
    await page.getByRole('main').getByRole('link', { name: 'Plantillas de correo' }).click();
    await expect(page).toHaveURL(/\/settings\/email-templates$/);
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Access and integrations' })).toBeVisible();
    await expect(page.getByTestId('settings-card-specialDelete')).toContainText('Not available yet');
    await expect(page.getByRole('main').getByRole('link', { name: 'Roles & Permissions' })).toHaveAttribute('href', '/settings/roles');
  });

  test('[SHELL] an area not built yet says so inside the layout', async ({ page }) => {
    await signIn(page, ACCOUNTS.companyAdmin);
    await page.getByRole('button', { name: 'Configuración' }).click();
    await page.getByRole('link', { name: 'Historial de cambios' }).click();
    await expect(page).toHaveURL(/\/settings\/changelog$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Historial de cambios' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Todavía no disponible' })).toBeVisible();
    await expect(page).toHaveTitle('Historial de cambios · Centinela');
  });

  test('[SHELL] header: communication dialogs, notifications badge and SIP status', async ({ page }) => {
    await signIn(page, ACCOUNTS.companyAdmin);
    await expect(page.getByText('SIP: Desconectado').filter({ visible: true })).toBeVisible();
    // The notifications button is real (e2e/notifications.spec.ts): its dialog has the spec's three tabs.
    await page.getByRole('button', { name: /^Notificaciones/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Notificaciones' });
    await expect(dialog.getByRole('tab', { name: 'Todas' })).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'No leídas' })).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Alertas' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The internal chat's dialog is the spec's "Internal communications dialog" (e2e/chat.spec.ts).
    const dialogs: Record<string, string> = { 'Chat interno': 'Comunicaciones internas' };
    for (const name of ['WhatsApp', 'Teléfono (PBX)', 'Chat interno', 'SMS']) {
      await page.getByRole('button', { name, exact: true }).click();
      await expect(page.getByRole('dialog', { name: dialogs[name] ?? name })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    }
  });

  test('[SHELL] on a phone the menu toggle opens the navigation, and a link closes it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, ACCOUNTS.companyAdmin);
    await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menú de navegación' }).click();
    const menu = page.getByRole('dialog', { name: 'Navegación principal' });
    await menu.getByRole('link', { name: 'Usuarios' }).click();
    await expect(page).toHaveURL(/\/users$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
  });
});
